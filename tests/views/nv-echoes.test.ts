// @vitest-environment happy-dom
// Screen reader mode with Echoes of the Past: each seat's forecast with its count (the viewer's
// cards named, the other seat's by count and backs, never by name), and the score with its bonus
// points and what it is made of.
import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { buildScenario } from '../../src/engine/innovation/scenario';
import { setLang } from '../../src/i18n';
import { TableController } from '../../src/table/controller';
import { cardName } from '../../src/table/innovation/names';
import { kitFor } from '../../src/table/kits';
import { NvBoard } from '../../src/views/nv/NvBoard';
import type { GameId } from '../../src/engine/core/types';
import { VIEWS_KITS } from '../../src/views/kits';
import type { NvGame } from '../../src/views/nv/types';
import '../../src/views/nv/innovation';
import { PositionSession } from '../table/position-session';

// Each game's text table, loaded as NvTable loads it (its views kit's loader).
const NV = Object.fromEntries(await Promise.all(Object.entries(VIEWS_KITS).map(async ([game, kit]) => [game, await kit.nv()] as const))) as Record<GameId, NvGame>;
const nvFor = (game: GameId): NvGame => NV[game];

afterEach(() => {
  setLang('en');
  document.body.innerHTML = '';
});

/** Seat 0: Puppet (bonus 3) on top, one base 1 scored, Toothbrush (an Echoes 2) and Oars in the forecast; seat 1: two in its forecast. */
const position = () =>
  buildScenario({
    expansions: ['echoes'],
    players: [
      { board: { purple: ['puppet'] }, score: ['pottery'], forecast: ['toothbrush', 'oars'] },
      { board: { green: ['the-wheel'] }, forecast: ['lever', 'calendar'] },
    ],
  });

function text(state: ReturnType<typeof buildScenario> = position()): string {
  const session = new PositionSession({ game: 'innovation', options: { players: 2, seed: 1, expansions: 'echoes' }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] }, state);
  const c = new TableController(session, kitFor('innovation'), { settings: () => ({ speed: 'instant', reduceMotion: false, sound: false, confirmShare: false }) });
  c.start();
  const chrome = c.model.get().chrome!;
  const root = document.createElement('div');
  document.body.append(root);
  render(h(NvBoard, { outline: nvFor('innovation')!.outline(chrome), game: 'innovation', where: chrome.progress }), root);
  return (root.textContent ?? '').replace(/\s+/g, ' ');
}

describe('screen reader mode with Echoes', () => {
  it('the forecast has its count: your cards by name, the other seat’s by backs (age and set), never named', () => {
    const all = text();
    expect(all).toContain('Forecast: 2 cards');
    expect(all).toContain(cardName('toothbrush'));
    // Lever is an Echoes 2, Calendar a base 2: their backs say so.
    expect(all).toContain('Forecast: 2 cards (Echoes 2 and 2)');
    expect(all).not.toContain(cardName('lever'));
    expect(all).not.toContain(cardName('calendar'));
  });

  it('the supply names the Echoes piles with their counts beside the base ones, and which pile your draw takes', () => {
    // Seat 0's hand holds a base card and no Echoes card: its draw of a 1 takes an Echoes 1.
    const state = buildScenario({ expansions: ['echoes'], players: [{ board: { blue: ['writing'] }, hand: ['archery'] }, { board: { red: ['oars'] } }], echoesExhausted: [4] });
    const all = text(state);
    const echoes = state.echoes!.map((pile) => pile.length);
    // The base piles, then the Echoes ones under their own label (the text joins the list items here).
    expect(all).toContain(`Cards leftAge 1: ${state.supply[0]!.length} cards`);
    expect(all).toContain(`Echoes cards leftEchoes age 1: ${echoes[0]} cards`);
    expect(all).toContain('Echoes age 4: empty');
    expect(all).toContain(`Echoes age 10: ${echoes[9]} cards`);
    expect(all).toContain('Your draw: Echoes 1');
    setLang('ru');
    expect(text(state)).toContain(`«Эхо», эпоха 10: ${echoes[9]} карт`);
  });

  it('the score includes the bonus points and says what it is made of', () => {
    const all = text();
    expect(all).toContain('Score 4: 1 in the score pile + 3 from bonuses');
    expect(all).toMatch(/You: 4 points/);
  });
});

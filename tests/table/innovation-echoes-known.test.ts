// "What you know" with Echoes of the Past: a tracked Echoes card in a supply pile is in Echoes'
// pile of its age (with how many cards lie above it, counted in that pile), and a tracked card in
// another seat's forecast is said to be there (it read "age 0 supply pile" before).
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/app/session';
import { buildScenario } from '../../src/engine/innovation/scenario';
import { view } from '../../src/engine/innovation/view';
import { setLang } from '../../src/i18n';
import { innoKnown } from '../../src/table/innovation/known';
import { plainText } from '../../src/table/rich';

afterEach(() => setLang('en'));

function lines(): string[] {
  const state = buildScenario({ expansions: ['echoes'], players: [{ board: { blue: ['writing'] } }, { forecast: ['lever'] }], supply: { 3: ['almanac'] } });
  const v = view(state, 0);
  // Seat 0 tracks Almanac (on top of the Echoes 3 pile), Lever (in seat 1's forecast) and a base card in the base 3 pile.
  const base3 = state.supply[2]![0]!;
  const known = [
    { card: 'almanac', zone: 'supply' as const, player: -1, fromBottom: v.echoes![2]! - 1, since: 1 },
    { card: base3, zone: 'supply' as const, player: -1, fromBottom: 0, since: 1 },
    { card: 'lever', zone: 'forecast' as const, player: 1, since: 1 },
  ];
  const snapshot = { view: { ...v, known }, setup: { game: 'innovation', options: { players: 2, seed: 1, expansions: 'echoes' }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] }, viewer: 0 } as unknown as SessionSnapshot;
  return innoKnown(snapshot).map(plainText);
}

describe('What you know, with Echoes', () => {
  it('an Echoes card in a supply pile is in the Echoes pile of its age; a forecast card is in that seat’s forecast', () => {
    const above = buildScenario({ expansions: ['echoes'], players: [{}, {}], supply: { 3: ['almanac'] } }).supply[2]!.length - 1;
    expect(lines()).toEqual([
      'Lever: in the forecast of Bot 2',
      'Almanac: Echoes age 3 supply pile, on top (drawn next)',
      expect.stringMatching(new RegExp(`: age 3 supply pile, ${above} cards above it$`)),
    ]);
    setLang('ru');
    expect(lines()[1]).toBe('Альманах: колода «Эхо» эпохи 3, сверху (возьмут следующей)');
  });
});

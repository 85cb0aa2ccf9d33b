// Echoes of the Past in the log: a dogma says how many echo effects run first, each run of an echo
// effect has its line, a foreshadowed card is named to its owner only (others read its back: age
// and set), a promotion is said once. Words in every language, with real plurals.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/core/types';
import { type CardEntry, shared } from '../../src/engine/innovation/entry';
import { viewEvents } from '../../src/engine/innovation/view';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { innoLogReader } from '../../src/table/innovation/logLines';
import { cardName } from '../../src/table/innovation/names';
import { plainText } from '../../src/table/rich';
import { dogma, pick, play, startEchoes, withEntries } from '../engine/innovation/echoes/helpers';

const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1, expansions: 'echoes' }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
const drawOne = shared((x) => void x.draw(1));
const ruler: CardEntry = { id: 'ruler', echo: drawOne, effects: [shared()] };
const perfume: CardEntry = { id: 'perfume', echo: drawOne, effects: [] };
const bangle: CardEntry = { id: 'bangle', effects: [shared((x) => void x.drawAndForeshadow(3))] };

/** The log as seat `viewer` reads these events. */
function lines(events: readonly GameEvent[], viewer: number): string[] {
  const read = innoLogReader({ setup, viewer });
  return viewEvents(events as GameEvent[], viewer)
    .map(read)
    .filter((l) => l !== null)
    .map((l) => plainText(l.text));
}

afterEach(() => setLang('en'));

describe('the log with Echoes', () => {
  it('a dogma says how many echo effects run first, and each run has its line, before the effects', () => {
    withEntries([ruler, perfume], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, {}] }), 'ruler');
      const log = lines(g.events, 0);
      const head = log.findIndex((l) => l.includes('2 echo effects run first'));
      expect(head).toBeGreaterThanOrEqual(0);
      const echo = log.filter((l) => l.includes('carries out the echo effect of'));
      expect(echo).toHaveLength(2);
      expect(echo[0]).toContain(cardName('perfume'));
      expect(echo[1]).toContain(cardName('ruler'));
      setLang('ru');
      expect(lines(g.events, 0).join('\n')).toContain('выполняются 2 эхо-эффекта');
    });
  });

  it('one echo effect is said in the singular', () => {
    withEntries([ruler], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['ruler'] } }, {}] }), 'ruler');
      expect(lines(g.events, 0).join('\n')).toContain('1 echo effect runs first');
    });
  });

  it('a foreshadowed card is named to its owner; the others read its back (age and set)', () => {
    withEntries([bangle], () => {
      const g = dogma(startEchoes({ players: [{ board: { red: ['bangle'] }, hand: ['oars'] }, {}], supply: { 3: ['optics', 'almanac'] } }), 'bangle');
      const mine = lines(g.events, 0).find((l) => l.includes('foreshadows'));
      const theirs = lines(g.events, 1).find((l) => l.includes('foreshadows'));
      expect(mine).toContain(cardName('almanac'));
      expect(theirs).toContain('an Echoes age-3 card');
      expect(theirs).not.toContain(cardName('almanac'));
    });
  });

  it('a promotion is said once, naming the card (it lands face up)', () => {
    let g = startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['calendar'], forecast: ['optics', 'oars'] }, {}], supply: { 2: ['mathematics'] } });
    g = pick(play(g, { type: 'meld', card: 'calendar' }), 'oars');
    const log = lines(g.events, 1);
    expect(log.filter((l) => l.includes('promotes'))).toHaveLength(1);
    expect(log.find((l) => l.includes('promotes'))).toContain('Oars');
    expect(log.some((l) => l.includes('melds Oars'))).toBe(false);
  });
});

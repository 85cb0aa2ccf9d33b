// The showcase names its seats as its table does (friendly names, "Gus", "Hana"): the captions, the
// log lines the boards and captions reuse, the short names of the board and the results card
// never say "Bot 2" or "Player 3". Each game, a seeded showcase game played headless, every event.
import { afterEach, describe, expect, it } from 'vitest';
import { showcaseSetup } from '../../src/app/showcase';
import type { GameId } from '../../src/engine/core/types';
import { setLang } from '../../src/i18n';
import type { Caption } from '../../src/table/captions';
import { seatShort } from '../../src/table/innovation/seats';
import { kitFor } from '../../src/table/kits';
import { plainReader } from '../../src/table/log';
import { plainText } from '../../src/table/rich';
import { friendlyName, seatName, seatShortName } from '../../src/table/seats';
import { CAPTIONS, playShowcaseGame } from './support/showcaseGame';

afterEach(() => setLang('en'));

/** How a table names a seat it has no name for, in the four languages (catalogue words, plus a number). */
const GENERIC = /\b(Bot|Player|Giocatore)\s*\d|ボット\s*\d|プレイヤー\s*\d|Бот\s*\d|Игрок\s*\d/u;

function words(game: GameId, seed: number): string[] {
  const setup = showcaseSetup(game, seed);
  const out: string[] = [];
  const captions = CAPTIONS[game];
  for (const m of playShowcaseGame(setup)) {
    const log = plainReader(kitFor(game).log, { setup, viewer: null, view: m.view });
    for (const e of m.events) {
      const c: Caption | null = captions.event(e, { setup, view: m.view });
      for (const part of [c?.headline, c?.line, c?.detail]) if (part) out.push(plainText(part));
      const line = log(e);
      if (line) out.push(line);
    }
  }
  return out;
}

describe('showcase seats are named as the table names them', () => {
  for (const game of ['gears', 'gear-and-piston', 'innovation'] as const) {
    it(`${game}: no caption nor log line says "Bot n"; the short names are the friendly names`, () => {
      const setup = showcaseSetup(game, 6);
      const names = setup.seats.map((_, p) => friendlyName(setup, p));
      expect(names.map((_, p) => seatShortName(setup, p, null))).toEqual(names);
      expect(names.map((_, p) => seatName(setup, p, null))).toEqual(names);
      const said = words(game, 6);
      expect(said.length).toBeGreaterThan(20);
      expect(said.filter((w) => GENERIC.test(w))).toEqual([]);
      // The seats are named at all (the friendly names appear in the words).
      expect(names.some((n) => said.some((w) => w.includes(n)))).toBe(true);
    }, 60_000);
  }

  it('Innovation sentences in the showcase use the friendly names (the "Bot 2 reveals Industrialization." of the playtest), in every language', () => {
    const setup = showcaseSetup('innovation', 6);
    for (const lang of ['en', 'it', 'ja', 'ru'] as const) {
      setLang(lang);
      expect(seatShort(setup, 1, null)).toBe(friendlyName(setup, 1));
    }
    setLang('en');
    expect(seatShort({ ...setup, showcase: false }, 1, null)).toBe('Bot 2');
  });
});

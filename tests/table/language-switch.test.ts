// A language switch mid-game: whatever path sets the language, the open table says everything
// again in the new one at once — prompt, buttons, header, log (even lines of events still waiting
// to be animated) and what the board draws — and nothing of the old language comes after.
import { afterEach, describe, expect, it } from 'vitest';
import { GameSession } from '../../src/app/session';
import type { GameEvent, GameId } from '../../src/engine/core/types';
import { setLang } from '../../src/i18n';
import type { Speed } from '../../src/model/setup';
import { type BoardPort, TableController, type TableSettings } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import type { TableModel } from '../../src/table/model';
import { plainText } from '../../src/table/rich';
import type { BotPort } from '../../src/worker/port';

const firstLegal: BotPort = { chooseMove: async (req) => req.legal[0], cancel: () => undefined };

/** A word of two Latin letters or more: none is left in a Japanese table (the catalogue has none). */
const LATIN = /[A-Za-z]{2,}/;

/** Every word the table's model says: header, prompt, detail, buttons and their hints, log. */
function words(m: TableModel): string[] {
  const c = m.chrome;
  const out = m.log.map((e) => `${e.group} ${plainText(e.text)}`);
  if (c) {
    out.push(c.title, c.progress, c.status.text, plainText(c.prompt), plainText(c.detail ?? []));
    for (const b of c.buttons) out.push(b.label, b.hint ?? '');
  }
  return out.filter((w) => w.trim() !== '');
}

/** A board that takes its time over each event, so events are still queued when the language changes. */
function slowBoard(): BoardPort & { seen: number } {
  const board = {
    seen: 0,
    animate(_e: GameEvent) {
      board.seen++;
      return new Promise<void>((r) => setTimeout(r, 5));
    },
  };
  return board;
}

afterEach(() => setLang('en'));

describe('a language switch mid-game', () => {
  for (const game of ['gears', 'innovation', 'gear-and-piston'] as GameId[]) {
    it(`${game}: the table says everything in the new language at once, and no line of the old one comes after`, async () => {
      setLang('en');
      const session = GameSession.create(
        { game, options: { players: 3, seed: 11 }, seats: [{ kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] },
        { bots: firstLegal, botDelayMs: () => 0 },
      );
      const settings: TableSettings = { speed: 'normal' as Speed, reduceMotion: false, sound: false, confirmShare: false };
      const c = new TableController(session, kitFor(game), { settings: () => settings, sleep: async () => undefined });
      const board = slowBoard();
      c.attachBoard(board);
      c.start();
      // Wait until a few events have played and more are queued.
      for (let i = 0; i < 400 && (board.seen < 6 || !c.busy); i++) await new Promise((r) => setTimeout(r, 3));
      expect(words(c.model.get()).some((w) => LATIN.test(w))).toBe(true);

      setLang('ja');
      const now = c.model.get();
      expect(now.chrome?.snapshot).toBe(session.snapshot);
      expect(words(now).filter((w) => LATIN.test(w))).toEqual([]);
      expect(now.log.length).toBeGreaterThan(0);

      // The bots play on in Japanese: every later line is Japanese too.
      const moves = session.snapshot.moveCount;
      for (let i = 0; i < 400 && session.snapshot.moveCount < moves + 4; i++) await new Promise((r) => setTimeout(r, 3));
      expect(words(c.model.get()).filter((w) => LATIN.test(w))).toEqual([]);
      c.dispose();
    });
  }
});

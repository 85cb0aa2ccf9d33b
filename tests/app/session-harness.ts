// What the session tests share: a human against a bot on the toy game (each test file mocks the
// engine index with toy-game.ts), a bot port that records what it is asked, and a wait for the
// session to reach a position.
import { type GameRecord, playMove, positionOf, startRecord } from '../../src/app/record';
import type { GameSession, SessionDeps, SessionSnapshot } from '../../src/app/session';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';
import type { SessionSetup } from '../../src/model/setup';
import type { BotPort, BotRequest } from '../../src/worker/port';
import { type ToyState, toyGame } from './toy-game';

export const humanVsBot: SessionSetup = {
  game: 'gears',
  options: { players: 2, seed: 4, pile: 10 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
};

export type FakeBots = BotPort & { requests: BotRequest[]; cancels: number };

/** A bot port that answers at once with the first legal move (or as `answer` says). */
export function fakeBots(answer: (req: BotRequest, call: number) => Promise<unknown> = async (req) => req.legal[0]): FakeBots {
  let calls = 0;
  const port: FakeBots = {
    requests: [],
    cancels: 0,
    chooseMove: (req) => {
      port.requests.push(req);
      return answer(req, calls++);
    },
    cancel: () => {
      port.cancels++;
    },
  };
  return port;
}

/** Session dependencies: fake bots that answer at once, no delay before a bot's move. */
export function deps(extra: Partial<SessionDeps> = {}): SessionDeps {
  return { bots: fakeBots(), botDelayMs: () => 0, ...extra };
}

/** Resolves with the first snapshot that passes the test (at once if the current one does). */
export function until(session: GameSession, test: (s: SessionSnapshot) => boolean, ms = 3000): Promise<SessionSnapshot> {
  if (test(session.snapshot)) return Promise.resolve(session.snapshot);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for the session')), ms);
    const off = session.subscribe((u) => {
      if (test(u.snapshot)) {
        clearTimeout(timer);
        off();
        resolve(u.snapshot);
      }
    });
  });
}

/** Seat 0 owes a decision after exactly `moves` moves. */
export const myTurn = (moves: number) => (s: SessionSnapshot) => s.toAct.includes(0) && s.moveCount === moves;

/** The toy game's record after `takes` in turn (from the start, or from `from`); every one must be accepted. */
export function playedRecord(setup: SessionSetup, takes: number[], from = startRecord(toyGame as AnyGame, setup)): GameRecord {
  let record = from;
  for (const take of takes) {
    const r = playMove(toyGame as AnyGame, record, toyGame.toAct(positionOf(record) as ToyState)[0] as PlayerId, { take });
    if (!r.ok) throw new Error(r.error.message);
    record = r.record;
  }
  return record;
}

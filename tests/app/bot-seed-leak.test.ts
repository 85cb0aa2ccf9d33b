// The bot channel: everything a session sends with a bot request must keep the game seed (and
// with it every shuffle and deal to come) secret. An attacker here reads every request of a real
// Gears game and knows the exact move count and seat of each; it tries to get the game seed back
// by inverting the formula sessions used to use, and by brute force over a range that holds the
// seed. Both attacks are first shown to work on seeds made the old way.
import { describe, expect, it } from 'vitest';
import { type BotSecret, botSeed } from '../../src/app/bot-seed';
import { GameSession, type SessionSnapshot } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import type { BotPort, BotRequest } from '../../src/worker/port';

const GAME_SEED = 41_337;
const SEARCH_RANGE = 1 << 16; // the brute force tries every game seed below this
const setup = (seed: number): SessionSetup => ({
  game: 'gears',
  options: { players: 4, seed },
  seats: [0, 1, 2, 3].map(() => ({ kind: 'bot' as const, level: 'random' as const })),
});

/** What the seed was before: an invertible function of the game seed, the move count and the seat. */
const oldBotSeed = (gameSeed: number, moveCount: number, seat: number): number =>
  (Math.imul(gameSeed ^ 0x5bd1e995, 31) + Math.imul(moveCount + 1, 0x9e3779b9) + seat) | 0;

/** 31 * INVERSE_31 ≡ 1 (mod 2^32): multiplying by 31 can be undone. */
const INVERSE_31 = 0xbdef7bdf | 0; // 31 * 0xbdef7bdf = 0x17_0000_0001

/** Attack 1: solve the old formula for the game seed. */
const invertOld = (seed: number, moveCount: number, seat: number): number =>
  Math.imul((seed - Math.imul(moveCount + 1, 0x9e3779b9) - seat) | 0, INVERSE_31) ^ 0x5bd1e995;

/** Attack 2: every candidate game seed in range that explains all the requests under the old formula. */
function bruteForce(requests: Heard[]): number[] {
  const found: number[] = [];
  for (let s = 0; s < SEARCH_RANGE; s++) {
    if (requests.every((r) => oldBotSeed(s, r.moveCount, r.seat) === r.seed)) found.push(s);
  }
  return found;
}

interface Heard {
  seed: number;
  moveCount: number;
  seat: number;
}

/** Plays a whole all-bot game, listening to every request (each bot plays its first legal move). */
async function listen(gameSeed: number, botSecret?: BotSecret): Promise<Heard[]> {
  const heard: Heard[] = [];
  let session: GameSession | null = null;
  const bots: BotPort = {
    chooseMove: async (req: BotRequest) => {
      heard.push({ seed: req.seed, moveCount: session?.snapshot.moveCount ?? -1, seat: req.player });
      return req.legal[0];
    },
    cancel: () => undefined,
  };
  session = GameSession.create(setup(gameSeed), { bots, botDelayMs: () => 0, ...(botSecret ? { botSecret } : {}) });
  const over = new Promise<SessionSnapshot>((resolve) => {
    session?.subscribe((u) => {
      if (u.snapshot.outcome) resolve(u.snapshot);
    });
  });
  session.start();
  await over;
  session.dispose();
  return heard;
}

describe('the bot channel does not leak the game seed', () => {
  it('both attacks recover the game seed from seeds made the old way (so they would catch a leak)', async () => {
    const heard = (await listen(GAME_SEED)).map((r) => ({ ...r, seed: oldBotSeed(GAME_SEED, r.moveCount, r.seat) }));
    expect(heard.length).toBeGreaterThan(10);
    expect(invertOld(heard[0]!.seed, heard[0]!.moveCount, heard[0]!.seat)).toBe(GAME_SEED);
    expect(bruteForce(heard.slice(0, 3))).toEqual([GAME_SEED]);
  });

  it('the requests a session sends defeat both attacks', async () => {
    const heard = await listen(GAME_SEED);
    expect(heard.every((r) => r.moveCount >= 0)).toBe(true);
    const inverted = heard.map((r) => invertOld(r.seed, r.moveCount, r.seat));
    expect(inverted.filter((s) => s === GAME_SEED)).toEqual([]);
    // The one request alone is explained by at most one seed, and not by the game's; three by none.
    expect(bruteForce(heard.slice(0, 1))).not.toContain(GAME_SEED);
    expect(bruteForce(heard.slice(0, 3))).toEqual([]);
  });

  it('a bot seed depends on the session secret, the move count and the seat only, never on the game seed', async () => {
    const secret: BotSecret = [0x9b1c5f3a, 0x0de7a211, 0x77c0ffee, 0x12345678];
    for (const gameSeed of [GAME_SEED, 7]) {
      for (const r of await listen(gameSeed, secret)) expect(r.seed).toBe(botSeed(secret, r.moveCount, r.seat));
    }
  });

  it('two sessions of the same game draw different secrets, so their bot seeds differ', async () => {
    const [a, b] = [await listen(GAME_SEED), await listen(GAME_SEED)];
    expect(a.map((r) => r.moveCount)).toEqual(b.map((r) => r.moveCount)); // the same game, bots playing alike
    expect(a.filter((r, i) => r.seed === b[i]?.seed)).toEqual([]);
  });
});

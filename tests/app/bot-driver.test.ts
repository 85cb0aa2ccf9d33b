// The bot driver (app/botDriver.ts) on the toy game, on a fake clock: what the session tests do not
// show one by one — an answer for an interrupted position is dropped even when the port sends it,
// a bot's move waits for the longer of the display delay and the table's animations, after the
// fallback the port is tried once more before the seat falls back again, and nothing is asked
// while another tab has the game. `play` here does not tell the record back, so each test drives
// the loop one new record at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BotDriver, type BotDriverDeps, MAX_BOT_FAILURES } from '../../src/app/botDriver';
import { type GameRecord, playMove, startRecord } from '../../src/app/record';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';
import type { SessionSetup } from '../../src/model/setup';
import { type FakeBots, fakeBots } from './session-harness';
import { toyGame } from './toy-game';

const game = toyGame as AnyGame;
/** Seat 0 a bot (it moves first), seat 1 a person; a pile of 10. */
const botFirst: SessionSetup = { game: 'gears', options: { players: 2, seed: 4, pile: 10 }, seats: [{ kind: 'bot', level: 'random' }, { kind: 'human' }] };

interface Handed {
  player: PlayerId;
  take: number;
  record: GameRecord;
  notice: string | null;
}

function driverOf(bots: FakeBots, extra: Partial<BotDriverDeps> = {}) {
  const handed: Handed[] = [];
  const notices: string[] = [];
  const driver = new BotDriver(
    {
      game,
      setup: botFirst,
      bots,
      secret: [1, 2, 3, 4],
      delayMs: () => 0,
      paused: () => false,
      play: (player, record, _events, notice) => handed.push({ player, take: (record.moves.at(-1)?.move as { take: number } | undefined)?.take ?? 0, record, notice }),
      thinkingChanged: () => undefined,
      notice: (key) => notices.push(key),
      ...extra,
    },
    startRecord(game, botFirst),
  );
  return { driver, handed, notices };
}

/** The human (seat 1) takes one counter on the record a bot's move made. */
function humanTakesOne(record: GameRecord): GameRecord {
  const r = playMove(game, record, 1, { take: 1 });
  if (!r.ok) throw new Error(r.error.message);
  return r.record;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the bot driver', () => {
  it('drops an answer for an interrupted position, even one the port sends anyway, and asks again', async () => {
    let answerFirst: (move: unknown) => void = () => undefined;
    const bots = fakeBots((_req, call) => (call === 0 ? new Promise((resolve) => (answerFirst = resolve)) : Promise.resolve({ take: 2 })));
    const { driver, handed } = driverOf(bots);
    driver.start();
    expect(driver.thinking).toBe(0);
    expect(driver.asking).toBe(true);
    driver.interrupt();
    expect(driver.thinking).toBeNull();
    expect(driver.epoch).toBe(1);
    answerFirst({ take: 3 });
    await vi.advanceTimersByTimeAsync(0);
    // Asked again from the same position; only the second answer is handed over.
    expect(bots.requests).toHaveLength(2);
    expect({ ...bots.requests[1], askedAt: 0 }).toEqual({ ...bots.requests[0], askedAt: 0 });
    expect(handed.map((h) => [h.player, h.take, h.notice])).toEqual([[0, 2, null]]);
  });

  it("waits for the longer of the display delay and the table's animations", async () => {
    const { driver, handed } = driverOf(fakeBots(), { delayMs: () => 80 });
    driver.setBacklog(() => 200);
    driver.start();
    await vi.advanceTimersByTimeAsync(199);
    expect(handed).toEqual([]);
    expect(driver.thinking).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(handed).toHaveLength(1);
    expect(driver.thinking).toBeNull();
  });

  it('after a fallback move the port is tried once more, then the seat falls back at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bots = fakeBots(() => Promise.reject(new Error('worker keeps crashing')));
    const { driver, handed, notices } = driverOf(bots);
    driver.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(bots.requests).toHaveLength(MAX_BOT_FAILURES);
    expect(notices).toEqual(Array(MAX_BOT_FAILURES).fill('notice.workerRestarted'));
    expect(handed.map((h) => h.notice)).toEqual(['notice.botFallback']);
    const first = handed[0] as Handed;
    driver.tell(humanTakesOne(first.record));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bots.requests).toHaveLength(MAX_BOT_FAILURES + 1);
    expect(handed.map((h) => h.notice)).toEqual(['notice.botFallback', 'notice.botFallback']);
  });

  it('asks nothing while another tab has the game; a new record once it is ours again asks', async () => {
    let elsewhere = true;
    const bots = fakeBots();
    const { driver, handed } = driverOf(bots, { paused: () => elsewhere });
    driver.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(bots.requests).toEqual([]);
    expect(driver.thinking).toBeNull();
    elsewhere = false;
    driver.tell(startRecord(game, botFirst));
    await vi.advanceTimersByTimeAsync(0);
    expect(handed).toHaveLength(1);
  });

  it('asks nothing before start and after stop; an answer that arrives after stop is not handed over', async () => {
    let answer: (move: unknown) => void = () => undefined;
    const bots = fakeBots(() => new Promise((resolve) => (answer = resolve)));
    const { driver, handed } = driverOf(bots);
    driver.tell(startRecord(game, botFirst));
    expect(bots.requests).toEqual([]);
    driver.start();
    expect(bots.requests).toHaveLength(1);
    driver.stop();
    answer({ take: 1 });
    await vi.advanceTimersByTimeAsync(100);
    expect(handed).toEqual([]);
    expect(bots.requests).toHaveLength(1);
  });
});

// The result driver (app/resultDriver.ts) on the toy game: told each new record, it sends the
// result once when the outcome appears; a refused or failed write is sent again on retry (writes
// work again, or Retry), and never a second time once taken; nothing is sent while another tab has
// the game, nor for a game that was over when it opened or that the other tab recorded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRecord } from '../../src/app/record';
import { ResultDriver } from '../../src/app/resultDriver';
import type { AnyGame, } from '../../src/engine/core/types';
import type { GameResult, NoticeKey, WriteResult } from '../../src/storage/types';
import { humanVsBot, playedRecord } from './session-harness';
import { toyGame } from './toy-game';

const game = toyGame as AnyGame;
const quota: WriteResult = { ok: false, error: { code: 'quota', message: 'full' }, notice: 'notice.storageFull' };

/** The toy game after `takes` in turn from the start (pile 10: 3, 3, 3, 1 ends it, seat 1 wins). */
const played = (takes: number[]) => playedRecord(humanVsBot, takes);

/** Stats that answer as `answer` says (a write, a refusal, a throw), keeping what they took. */
function fakeStats(answer: () => WriteResult | Error = () => ({ ok: true })) {
  const taken: GameResult[] = [];
  let asked = 0;
  return {
    taken,
    asked: () => asked,
    recordResult: async (r: GameResult): Promise<WriteResult> => {
      asked++;
      const a = answer();
      if (a instanceof Error) throw a;
      if (a.ok) taken.push(r);
      return a;
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const start = startRecord(game, humanVsBot);
const over = played([3, 3, 3, 1]);

afterEach(() => vi.restoreAllMocks());

describe('the result driver', () => {
  it('sends nothing while the game goes on, and the result once when the outcome appears', async () => {
    const stats = fakeStats();
    const driver = new ResultDriver(stats, start, () => false, () => undefined);
    driver.tell(played([3]));
    driver.tell(played([3, 3, 3]));
    await settle();
    expect(stats.asked()).toBe(0);
    driver.tell(over);
    driver.tell(over);
    driver.retry();
    await settle();
    // Seat 0 is the human; seat 1 took the last counter.
    expect(stats.taken).toEqual([{ game: 'gears', level: 'random', players: 2, date: expect.any(Number), result: 'lost', rank: 2, score: 0 }]);
    expect(stats.asked()).toBe(1);
  });

  it('a refused write says why and is sent again on retry, then never again', async () => {
    let full = true;
    const stats = fakeStats(() => (full ? quota : { ok: true }));
    const refusals: NoticeKey[] = [];
    const driver = new ResultDriver(stats, start, () => false, (n) => refusals.push(n));
    driver.tell(over);
    await settle();
    expect(refusals).toEqual(['notice.storageFull']);
    expect(stats.taken).toEqual([]);
    full = false;
    driver.retry();
    await settle();
    expect(stats.taken).toHaveLength(1);
    driver.retry();
    driver.tell(over);
    await settle();
    expect(stats.asked()).toBe(2);
    expect(refusals).toEqual(['notice.storageFull']);
  });

  it('a write that throws is not lost: retry sends it again (no notice: nothing the player can do)', async () => {
    let broken = true;
    const stats = fakeStats(() => (broken ? new Error('stats store gone') : { ok: true }));
    const refusals: NoticeKey[] = [];
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const driver = new ResultDriver(stats, start, () => false, (n) => refusals.push(n));
    driver.tell(over);
    await settle();
    expect(warned).toHaveBeenCalledTimes(1);
    broken = false;
    driver.retry();
    await settle();
    expect(stats.asked()).toBe(2);
    expect(stats.taken).toHaveLength(1);
    expect(refusals).toEqual([]);
  });

  it('sends nothing while another tab has the game, and sends it on retry once it is ours again', async () => {
    let elsewhere = true;
    const stats = fakeStats();
    const driver = new ResultDriver(stats, start, () => elsewhere, () => undefined);
    driver.tell(over);
    await settle();
    expect(stats.asked()).toBe(0);
    elsewhere = false;
    driver.retry();
    await settle();
    expect(stats.taken).toHaveLength(1);
  });

  it('a game over when it opened was recorded when it ended: nothing is sent', async () => {
    const stats = fakeStats();
    const driver = new ResultDriver(stats, over, () => false, () => undefined);
    driver.tell(over);
    driver.retry();
    await settle();
    expect(stats.asked()).toBe(0);
  });

  it('a catch-up adopts the other tab’s record: its result is that tab’s when its save says over, else retry sends it', async () => {
    const recordedThere = fakeStats();
    const there = new ResultDriver(recordedThere, start, () => false, () => undefined);
    there.adopt(over, true);
    there.retry();
    const notThere = fakeStats();
    const here = new ResultDriver(notThere, start, () => false, () => undefined);
    here.adopt(over, false);
    await settle();
    // Adopting sends nothing by itself.
    expect(notThere.asked()).toBe(0);
    here.retry();
    await settle();
    expect(recordedThere.asked()).toBe(0);
    expect(notThere.taken).toHaveLength(1);
  });
});

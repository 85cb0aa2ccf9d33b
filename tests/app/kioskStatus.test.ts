// The status a remote check reads: built from the kiosk tab's heartbeat, stale after three
// minutes without one, with the heap's trend.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BEAT_MS, memoryTrend, readBeat, startStatusBeat, statusJson } from '../../src/app/kioskStatus';

const memoryOf = () => {
  const kept = new Map<string, string>();
  return { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
};

describe('kiosk status', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says version, uptime, the last game finished and games since the start', () => {
    let clock = Date.UTC(2026, 11, 7, 9);
    const memory = memoryOf();
    let heap = 40 * 1_048_576;
    const beat = startStatusBeat({ version: '1.2.3', memory, now: () => clock, heap: () => heap });
    for (let i = 0; i < 6; i++) {
      clock += BEAT_MS;
      heap += 10 * 1_048_576;
      vi.advanceTimersByTime(BEAT_MS);
    }
    beat.gameFinished('gears');
    const status = statusJson(readBeat(memory), { usage: 2048, quota: 1e9 }, clock + 1000);
    expect(status).toEqual({
      ok: true,
      version: '1.2.3',
      startedAt: '2026-12-07T09:00:00.000Z',
      uptimeSeconds: 360,
      lastBeatAt: '2026-12-07T09:06:00.000Z',
      lastGameFinished: { game: 'gears', at: '2026-12-07T09:06:00.000Z' },
      gamesSinceStart: 1,
      storageUsedBytes: 2048,
      storageQuotaBytes: 1e9,
      heapMb: 100,
      memoryTrend: 'rising',
    });
    beat.stop();
  });

  it('is not ok without a heartbeat, or with one older than three minutes', () => {
    expect(statusJson(null, null, 0)).toMatchObject({ ok: false, version: null, gamesSinceStart: 0 });
    const memory = memoryOf();
    const beat = startStatusBeat({ version: 'x', memory, now: () => 0 });
    beat.stop();
    expect(statusJson(readBeat(memory), null, 3 * BEAT_MS)).toMatchObject({ ok: false, version: 'x', memoryTrend: null });
    expect(readBeat({ getItem: () => '{broken', setItem: () => undefined })).toBeNull();
  });

  it('reads the heap as steady within a tenth, rising or falling past it', () => {
    expect(memoryTrend([50, 50, 50])).toBeNull();
    expect(memoryTrend([50, 52, 49, 51, 50, 53])).toBe('steady');
    expect(memoryTrend([50, 50, 60, 60, 70, 70])).toBe('rising');
    expect(memoryTrend([70, 70, 60, 60, 50, 50])).toBe('falling');
  });
});

// Burn-in care on a kiosk that runs for months: the static chrome moves a few pixels every few
// minutes, and once a night the page reloads between games (a mocked clock drives both).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_HOUR, SHIFT_EVERY_MS, burnInShift, refreshDue, watchBurnIn } from '../../src/app/burnIn';
import type { AppServices } from '../../src/app/services';
import { startNextShowcase } from '../../src/app/showcaseRun';

vi.mock('../../src/app/pwa', () => ({ applyUpdateBetweenGames: () => false }));

const local = (d: number, h: number, m = 0) => new Date(2026, 11, d, h, m).getTime();

describe('the chrome moves a few pixels every few minutes', () => {
  afterEach(() => vi.useRealTimers());

  it('stays put within a step, moves at the next, never more than 4 px, and visits several places', () => {
    const t0 = local(7, 10);
    const start = Math.floor(t0 / SHIFT_EVERY_MS) * SHIFT_EVERY_MS;
    expect(burnInShift(start)).toEqual(burnInShift(start + SHIFT_EVERY_MS - 1));
    expect(burnInShift(start)).not.toEqual(burnInShift(start + SHIFT_EVERY_MS));
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const { x, y } = burnInShift(start + i * SHIFT_EVERY_MS);
      expect(Math.abs(x)).toBeLessThanOrEqual(4);
      expect(Math.abs(y)).toBeLessThanOrEqual(4);
      seen.add(`${x},${y}`);
    }
    expect(seen.size).toBeGreaterThanOrEqual(6);
  });

  it('sets the offset the CSS reads, follows the clock, and takes it away when stopped', () => {
    vi.useFakeTimers();
    let clock = Math.floor(local(7, 10) / SHIFT_EVERY_MS) * SHIFT_EVERY_MS;
    const props = new Map<string, string>();
    const root = { style: { setProperty: (k: string, v: string) => props.set(k, v), removeProperty: (k: string) => props.delete(k) } };
    const stop = watchBurnIn(root as unknown as HTMLElement, () => clock);
    const first = `${props.get('--burn-x')} ${props.get('--burn-y')}`;
    expect(first).toBe(`${burnInShift(clock).x}px ${burnInShift(clock).y}px`);
    clock += SHIFT_EVERY_MS;
    vi.advanceTimersByTime(SHIFT_EVERY_MS);
    expect(`${props.get('--burn-x')} ${props.get('--burn-y')}`).not.toBe(first);
    stop();
    expect(props.size).toBe(0);
  });
});

describe('the nightly refresh', () => {
  it(`is due once a ${REFRESH_HOUR}:00 has passed since the page loaded, not before`, () => {
    const loaded = local(7, 10);
    expect(refreshDue(loaded, local(7, 23, 59))).toBe(false);
    expect(refreshDue(loaded, local(8, REFRESH_HOUR - 1, 59))).toBe(false);
    expect(refreshDue(loaded, local(8, REFRESH_HOUR))).toBe(true);
    expect(refreshDue(loaded, local(9, 12))).toBe(true);
    // Reloaded at 04:10: the next one is the next night's.
    expect(refreshDue(local(8, REFRESH_HOUR, 10), local(8, 23))).toBe(false);
    expect(refreshDue(local(8, REFRESH_HOUR, 10), local(9, REFRESH_HOUR))).toBe(true);
  });

  it('reloads the page at the first game change after the hour, instead of starting the game', async () => {
    const app = { kiosk: { enable: vi.fn(), nextTurn: vi.fn() }, settings: { lang: 'en', kiosk: { hours: null } }, newSession: vi.fn() } as unknown as AppServices & {
      kiosk: { nextTurn: ReturnType<typeof vi.fn> };
    };
    const reload = vi.fn();
    const page = { loadedAt: local(7, 10), now: () => local(8, REFRESH_HOUR, 5), reload };
    await startNextShowcase(app, page);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(app.kiosk.nextTurn).not.toHaveBeenCalled();
  });
});

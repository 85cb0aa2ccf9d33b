// The kiosk outside its opening hours: with a fake clock, the closed card comes at closing time
// and the show starts again at opening time; a venue without hours never closes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENING_CHECK_MS, openingState, watchOpeningHours } from '../../src/app/openingWatch';
import { type WeekHours, parseSpan } from '../../src/model/openingHours';

describe('opening hours on the kiosk', () => {
  // Monday 7 December 2026, 17:59 local time.
  let clock = new Date(2026, 11, 7, 17, 59).getTime();
  const now = () => clock;
  const pass = (ms: number) => {
    clock += ms;
    vi.advanceTimersByTime(ms);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = new Date(2026, 11, 7, 17, 59).getTime();
  });
  afterEach(() => vi.useRealTimers());

  it('dims at closing time and starts the show again at opening time', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const hours = { mon: parseSpan('09:00-18:00'), tue: parseSpan('09:00-18:00') };
    const stop = watchOpeningHours({ hours: () => hours, now, onOpen, onClose });
    expect(openingState.get().open).toBe(true);
    pass(OPENING_CHECK_MS * 2);
    expect(openingState.get()).toEqual({ open: false, at: clock });
    expect(onClose).toHaveBeenCalledTimes(1);
    // The night passes: still closed at 08:59 on Tuesday, open at 09:00.
    pass(new Date(2026, 11, 8, 8, 59).getTime() - clock);
    expect(openingState.get().open).toBe(false);
    expect(onOpen).not.toHaveBeenCalled();
    pass(60_000);
    expect(openingState.get().open).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads the hours at each check, so a new venue file counts', () => {
    let hours: WeekHours | null = null;
    const stop = watchOpeningHours({ hours: () => hours, now });
    expect(openingState.get().open).toBe(true);
    hours = { sun: parseSpan('10:00-12:00') };
    pass(OPENING_CHECK_MS);
    expect(openingState.get().open).toBe(false);
    stop();
    expect(openingState.get().open).toBe(true);
  });

  it('never closes a venue without hours', () => {
    const onClose = vi.fn();
    const stop = watchOpeningHours({ hours: () => null, now, onClose });
    pass(24 * 3600_000);
    expect(openingState.get().open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    stop();
  });

  it('is open already when the opening starts the show (the show asks whether the venue is open)', () => {
    const seen: boolean[] = [];
    const hours = { mon: parseSpan('09:00-18:00') };
    const stop = watchOpeningHours({
      hours: () => hours,
      now,
      onOpen: () => seen.push(openingState.get().open),
      onClose: () => seen.push(openingState.get().open),
    });
    pass(OPENING_CHECK_MS * 2);
    pass(new Date(2026, 11, 14, 9, 0).getTime() - clock);
    expect(seen).toEqual([false, true]);
    stop();
  });
});

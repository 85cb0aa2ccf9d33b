// Opening hours: a span a weekday, spans past midnight, closed days.
import { describe, expect, it } from 'vitest';
import { isOpen, parseSpan } from '../../src/model/openingHours';

// 2026-12-06 is a Sunday: at(1, …) is Monday; local times, as the kiosk's clock reads them.
const at = (day: number, hh: number, mm = 0) => new Date(2026, 11, 6 + day, hh, mm);

describe('isOpen', () => {
  const hours = { mon: parseSpan('09:00-18:00'), fri: parseSpan('20:00-02:00'), sat: parseSpan('00:00-24:00'), sun: null };

  it('is always open when the venue set no hours', () => {
    expect(isOpen(null, at(0, 3))).toBe(true);
  });

  it('opens at the open minute and closes at the close minute', () => {
    expect(isOpen(hours, at(1, 8, 59))).toBe(false);
    expect(isOpen(hours, at(1, 9, 0))).toBe(true);
    expect(isOpen(hours, at(1, 17, 59))).toBe(true);
    expect(isOpen(hours, at(1, 18, 0))).toBe(false);
  });

  it('keeps a span past midnight open into the next morning', () => {
    expect(isOpen(hours, at(5, 19, 59))).toBe(false);
    expect(isOpen(hours, at(5, 23, 30))).toBe(true);
    expect(isOpen({ fri: parseSpan('20:00-02:00') }, at(6, 1, 59))).toBe(true);
    expect(isOpen({ fri: parseSpan('20:00-02:00') }, at(6, 2, 0))).toBe(false);
  });

  it('is closed on a closed day and on a day not listed', () => {
    expect(isOpen(hours, at(0, 12))).toBe(false);
    expect(isOpen(hours, at(2, 12))).toBe(false);
  });

  it('is open all day with 00:00-24:00', () => {
    expect(isOpen(hours, at(6, 0, 0))).toBe(true);
    expect(isOpen(hours, at(6, 23, 59))).toBe(true);
  });

  it('reads spans strictly', () => {
    expect(parseSpan('09:00-18:00')).toEqual({ open: 540, close: 1080 });
    expect(parseSpan('9:00-18:00')).toBeNull();
    expect(parseSpan('10:00-10:00')).toBeNull();
    expect(parseSpan('24:00-02:00')).toBeNull();
  });
});

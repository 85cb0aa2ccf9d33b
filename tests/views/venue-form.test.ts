// The venue screen's times as form fields: read back into the venue file's fields and checked by
// the venue file's own check, so a bad day or idle wait is refused with its field named, and a
// form with one bad field gives no patch at all (nothing half-applied).
import { describe, expect, it } from 'vitest';
import { checkVenueFile } from '../../src/app/venueFile';
import { parseSpan } from '../../src/model/openingHours';
import { defaultVenue } from '../../src/storage/venue';
import { checkVenueTimes, venueTimesFile, venueTimesForm } from '../../src/views/kiosk/venueForm';

const venue = { ...defaultVenue(), hours: { mon: parseSpan('09:00-18:00'), fri: parseSpan('20:00-24:00') }, idleMs: 90_000 };

describe('the venue times form', () => {
  it('starts from the venue settings: a day without hours is two empty fields; 24:00 shows as 00:00 (a time field has no 24:00)', () => {
    const f = venueTimesForm(venue);
    expect(f.alwaysOpen).toBe(false);
    expect(f.days.mon).toEqual({ open: '09:00', close: '18:00' });
    expect(f.days.fri).toEqual({ open: '20:00', close: '00:00' });
    expect(f.days.sun).toEqual({ open: '', close: '' });
    expect(f.idleSeconds).toBe('90');
    expect(venueTimesForm(defaultVenue()).alwaysOpen).toBe(true);
  });

  it('reads back as a venue file that keeps the same hours (20:00-00:00 closes at midnight, as 20:00-24:00 does)', () => {
    const check = checkVenueTimes(venueTimesForm(venue));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.patch.hours?.mon).toEqual(venue.hours.mon);
    expect(check.patch.hours?.sun).toBeNull();
    expect(check.patch.hours?.fri).toEqual({ open: 20 * 60, close: 0 });
    expect(check.patch.idleMs).toBe(90_000);
    expect(check.patch.closedLook).toBe('dim');
  });

  it('always open is no hours at all; seconds from a time field are dropped', () => {
    const f = venueTimesForm(venue);
    expect(venueTimesFile({ ...f, alwaysOpen: true }).hours).toBeNull();
    const withSeconds = { ...f, days: { ...f.days, tue: { open: '10:00:00', close: '17:30:00' } } };
    expect((venueTimesFile(withSeconds).hours as Record<string, string>).tue).toBe('10:00-17:30');
  });

  it('a day with one time, or the same two, and an idle wait out of range are refused field by field, as the venue file refuses them; no patch', () => {
    const f = venueTimesForm(venue);
    const bad = { ...f, days: { ...f.days, tue: { open: '10:00', close: '' }, wed: { open: '10:00', close: '10:00' } }, idleSeconds: '5' };
    const check = checkVenueTimes(bad);
    expect(check).toEqual({
      ok: false,
      errors: [
        { field: 'idleSeconds', problem: 'badIdle' },
        { field: 'hours.tue', problem: 'badSpan' },
        { field: 'hours.wed', problem: 'badSpan' },
      ],
    });
    // The very same reasons as a venue file written by hand.
    expect(checkVenueFile({ hours: { tue: '10:00-', wed: '10:00-10:00' }, idleSeconds: 5 })).toEqual(check);
    for (const idle of ['', '12.5', 'abc', '3601']) expect(checkVenueTimes({ ...f, idleSeconds: idle }).ok).toBe(false);
  });
});

// The venue screen's times as form fields (opening hours per weekday, the look outside them, a
// visitor's idle wait): the fields are read back into the venue file's own fields and checked by
// the venue file's own check, so a form and a file are refused for the same reasons, and a form
// with one bad field changes nothing.
import { type VenueCheck, checkVenueFile } from '../../app/venueFile';
import { WEEKDAYS, type Weekday, formatSpan } from '../../model/openingHours';
import type { ClosedLook, VenueSettings } from '../../app/stored';

export interface VenueTimesForm {
  /** No opening hours: the show runs day and night. */
  alwaysOpen: boolean;
  /** "HH:MM" as a time input gives it; both empty: closed that day. */
  days: Record<Weekday, { open: string; close: string }>;
  closedLook: ClosedLook;
  /** As typed, checked as the file's idleSeconds. */
  idleSeconds: string;
}

/** The form as the venue's settings fill it. */
export function venueTimesForm(v: VenueSettings): VenueTimesForm {
  const days = {} as VenueTimesForm['days'];
  for (const d of WEEKDAYS) {
    const span = v.hours?.[d] ?? null;
    const [open = '', close = ''] = span ? formatSpan(span).replace('24:00', '00:00').split('-') : [];
    days[d] = { open, close };
  }
  return { alwaysOpen: v.hours === null, days, closedLook: v.closedLook, idleSeconds: String(Math.round(v.idleMs / 1000)) };
}

/** The form as a venue file's fields ("hours", "closed", "idleSeconds"). */
export function venueTimesFile(f: VenueTimesForm): Record<string, unknown> {
  const hhmm = (s: string) => s.slice(0, 5);
  const hours = f.alwaysOpen
    ? null
    : Object.fromEntries(WEEKDAYS.map((d) => [d, f.days[d].open === '' && f.days[d].close === '' ? 'closed' : `${hhmm(f.days[d].open)}-${hhmm(f.days[d].close)}`]));
  const idle = f.idleSeconds.trim();
  return { hours, closed: f.closedLook, idleSeconds: /^\d+$/.test(idle) ? Number(idle) : idle };
}

/** Checked as a venue file is: a patch of the venue's settings, or a problem per bad field. */
export const checkVenueTimes = (f: VenueTimesForm): VenueCheck => checkVenueFile(venueTimesFile(f));

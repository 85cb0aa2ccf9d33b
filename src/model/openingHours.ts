// A venue's opening hours, one span a weekday, in minutes since midnight. A span whose close is
// not after its open runs past midnight into the next day (a bar open 20:00-02:00). Pure: the
// caller passes the date, so the kiosk can be tested with a fake clock.

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Span {
  open: number;
  close: number;
}

/** A weekday without a span (or null) is closed all day. */
export type WeekHours = Partial<Record<Weekday, Span | null>>;

const DAY_MINUTES = 24 * 60;

/** "HH:MM-HH:MM" (24:00 allowed as a close) as a span, or null if it is not one. */
export function parseSpan(text: string): Span | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const open = Number(m[1]) * 60 + Number(m[2]);
  const close = Number(m[3]) * 60 + Number(m[4]);
  if (close > DAY_MINUTES || open === close) return null;
  return { open, close };
}

export const formatSpan = (s: Span): string => `${hhmm(s.open)}-${hhmm(s.close)}`;
const hhmm = (min: number): string => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Open at this local time? null hours: always open (a venue that set none). */
export function isOpen(hours: WeekHours | null, date: Date): boolean {
  if (hours === null) return true;
  const day = date.getDay();
  const now = date.getHours() * 60 + date.getMinutes();
  const today = hours[WEEKDAYS[day] as Weekday] ?? null;
  if (today) {
    if (today.open < today.close ? now >= today.open && now < today.close : now >= today.open) return true;
  }
  // Yesterday's span may run past midnight into this morning.
  const yesterday = hours[WEEKDAYS[(day + 6) % 7] as Weekday] ?? null;
  return yesterday !== null && yesterday.close <= yesterday.open && now < yesterday.close;
}

// Burn-in care for screens that run for months (OLED panels keep the ghost of what never moves):
// the kiosk's static chrome (its bar, caption, cards, the closed card) moves a few pixels every
// few minutes through a small ring of offsets, and the page reloads once a night, between games,
// so the whole screen is drawn afresh (and the page starts clean). Pure functions of the time;
// the caller's clock decides (tests pass a fake one).

/** The chrome moves this often... */
export const SHIFT_EVERY_MS = 3 * 60_000;
/** ...to one of these offsets in pixels, in turn: never more than 4 px from where it was laid out. */
const RING: readonly (readonly [number, number])[] = [
  [0, 0],
  [3, 1],
  [4, -2],
  [1, -4],
  [-2, -3],
  [-4, 0],
  [-3, 3],
  [0, 4],
];

/** The chrome's offset at this time. */
export function burnInShift(now: number): { x: number; y: number } {
  const [x, y] = RING[Math.floor(now / SHIFT_EVERY_MS) % RING.length] as readonly [number, number];
  return { x, y };
}

/** The nightly refresh happens at the first game change after this local hour. */
export const REFRESH_HOUR = 4;

/**
 * Whether the page, loaded at `since`, is due its nightly refresh at `now`: a REFRESH_HOUR:00 has
 * passed since it loaded. A refreshed page counts from its new load, so it happens once a night.
 */
export function refreshDue(since: number, now: number, hour = REFRESH_HOUR): boolean {
  const mark = new Date(now);
  mark.setHours(hour, 0, 0, 0);
  if (mark.getTime() > now) mark.setDate(mark.getDate() - 1);
  return mark.getTime() > since;
}

/** Applies the shift to the page (CSS variables the kiosk's chrome reads); returns the stop. */
export function watchBurnIn(root: HTMLElement, now: () => number = Date.now): () => void {
  const apply = () => {
    const { x, y } = burnInShift(now());
    root.style.setProperty('--burn-x', `${x}px`);
    root.style.setProperty('--burn-y', `${y}px`);
  };
  apply();
  const timer = setInterval(apply, SHIFT_EVERY_MS / 6);
  return () => {
    clearInterval(timer);
    root.style.removeProperty('--burn-x');
    root.style.removeProperty('--burn-y');
  };
}

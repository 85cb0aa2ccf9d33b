// Whether the venue is open now, checked every half minute against its hours through an
// injectable clock (tests pass a fake one). Closing shows the quiet card; opening again starts
// the show afresh (onOpen), as after a night the old game means nothing to anyone.
import { type WeekHours, isOpen } from '../model/openingHours';
import { createStore } from '../model/store';

/** Open or not, and the time of the last check (the closed card's clock). */
export const openingState = createStore<{ open: boolean; at: number }>({ open: true, at: 0 });

export const OPENING_CHECK_MS = 30_000;

export interface OpeningWatchOptions {
  hours: () => WeekHours | null;
  now?: () => number;
  onOpen?: () => void;
  onClose?: () => void;
}

/** Starts checking; returns the stop. The first check is at once. */
export function watchOpeningHours(opts: OpeningWatchOptions): () => void {
  const now = opts.now ?? Date.now;
  let open = true;
  const check = () => {
    const at = now();
    const next = isOpen(opts.hours(), new Date(at));
    const changed = next !== open;
    open = next;
    // The state first: what opening starts (the next show) asks whether the venue is open.
    openingState.set({ open, at });
    if (changed && open) opts.onOpen?.();
    if (changed && !open) opts.onClose?.();
  };
  check();
  const timer = setInterval(check, OPENING_CHECK_MS);
  return () => {
    clearInterval(timer);
    open = true;
    openingState.set({ open: true, at: now() });
  };
}

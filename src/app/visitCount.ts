// Counting visits on a kiosk: a touch after the screen was left alone starts a visit, which ends
// when nobody has touched it for the kiosk's idle wait; its length (first to last touch) is the
// dwell. Games, lessons and take-overs are counted as the visitor starts and finishes them. The
// clock and the timers come in from outside (tests pass fakes); nothing about the person is kept.
import type { GameId } from '../engine/core/types';
import type { VisitCount } from '../model/visits';

export interface VisitCounterOptions {
  add: (at: number, game: GameId, count: VisitCount, by?: number) => void;
  now?: () => number;
  idleMs: () => number;
}

export interface VisitCounter {
  /** Any input on the kiosk, on a screen showing this game. */
  touch(game: GameId): void;
  count(game: GameId, count: Exclude<VisitCount, 'sessions' | 'dwellSeconds'>): void;
}

export function createVisitCounter(opts: VisitCounterOptions): VisitCounter {
  const now = opts.now ?? Date.now;
  let visit: { game: GameId; start: number; last: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const end = () => {
    timer = null;
    if (!visit) return;
    opts.add(visit.start, visit.game, 'dwellSeconds', Math.round((visit.last - visit.start) / 1000));
    visit = null;
  };

  return {
    touch(game) {
      const at = now();
      if (!visit) {
        visit = { game, start: at, last: at };
        opts.add(at, game, 'sessions');
      }
      visit.last = at;
      if (timer) clearTimeout(timer);
      timer = setTimeout(end, opts.idleMs());
    },
    count(game, count) {
      opts.add(now(), game, count);
    },
  };
}

let counter: VisitCounter | null = null;

/** The app's counter (main.ts connects it to the store when the kiosk runs). */
export const connectVisits = (c: VisitCounter | null): void => {
  counter = c;
};

/** Counts on the kiosk's counter, if the kiosk runs; elsewhere nothing is counted. */
export const visitCount = (game: GameId, count: Exclude<VisitCount, 'sessions' | 'dwellSeconds'>): void => counter?.count(game, count);
export const visitTouch = (game: GameId): void => counter?.touch(game);

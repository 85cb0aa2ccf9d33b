// When what the page holds now is on the screen. Work that the first screen does not show (the
// board's code, the service worker's) starts after it: on a phone's slow link, whatever starts
// before the first screen is shown shares the line and the main thread with its last files.

/**
 * Resolves once the frame drawn from the page as it is now has been shown: the next frame, the one
 * after it, then a task. One frame is not enough: a frame reaches the screen some milliseconds after
 * it is drawn (seen: 10–15 ms in Chromium), and a fetch started in between still comes before it.
 */
export const afterShown = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** `afterShown`, then the next idle moment (at most `ms` later): for work nobody waits for. */
export const whenIdleAfterShown = (ms: number): Promise<void> =>
  afterShown().then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: ms });
        else setTimeout(resolve, 0);
      }),
  );

// The board as the composition root hands it out: a BoardHost whose Phaser code (a chunk of its
// own, most of the app's bytes) is fetched and started only when something first waits on it. In
// screen reader mode no table ever asks, so Phaser is never loaded; otherwise main.ts asks once
// the first screen is up, so a table opens as fast as when Phaser was part of the page.
import type { BoardHost } from '../table/boardHost';

export function lazyBoardHost(parent: HTMLElement, load: () => Promise<{ createBoardHost(parent: HTMLElement): BoardHost }> = () => import('./host')): BoardHost {
  let real: BoardHost | null = null;
  let loading: Promise<void> | null = null;
  // Where the board slot is, told before the code arrived.
  let box: Parameters<BoardHost['place']>[0] | null = null;
  const start = (): Promise<void> => {
    loading ??= load().then((m) => {
      real = m.createBoardHost(parent);
      if (box) real.place(box);
      return real.ready;
    });
    return loading;
  };
  return {
    get ready() {
      return start();
    },
    open(controller) {
      // The table screen opens the board only once `ready` resolved.
      real?.open(controller);
    },
    close() {
      real?.close();
    },
    place(rect) {
      box = rect;
      real?.place(rect);
    },
    probes() {
      return real?.probes() ?? {};
    },
  };
}

// An open table's life on the table screen: the body data and the end-to-end hook while it is
// open, then its board, or in screen reader mode the text table's pace. The words come first: the
// table starts as the screen first paints (its decision and log take their room at once, so
// nothing moves when the board comes). The board opens on the table at once when it is loaded (a
// new game's first drawing is animated on it), else once its code has loaded (the first table of
// a visit), drawing the position as it is by then. A board that cannot load leaves the table
// playable in its words. The mode may change while the table is open: the board closes, or opens,
// and the table goes on. Everything is let go of when the screen closes.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { BoardHost } from '../../table/boardHost';
import type { TableController } from '../../table/controller';
import type { TableModel } from '../../table/model';
import { setBodyData } from '../bodyData';
import { textPace } from '../nv/pace';
import { boardHost, loadBoard } from './board';
import { currentTable } from './current';
import { afterShown } from '../shown';

declare global {
  interface Window {
    /** The open table, for end-to-end tests: its hook (moves by index) and the board's probes. */
    __boardwright?: ReturnType<TableController['hook']> & Record<string, unknown>;
  }
}

/**
 * Sets (or, with undefined, removes) the end-to-end hook. Only in the builds the tests and the
 * measuring scripts drive (`vite build --mode e2e`) and the dev server: a production build drops
 * it, so no page shows its game's seed and moves to a script.
 */
function publishHook(hook: Window['__boardwright']): void {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'e2e') return;
  if (hook) window.__boardwright = hook;
  else delete window.__boardwright;
}

/** The board's probes while it loads: nothing is drawn yet. */
const NO_BOARD = { texts: () => [], frames: () => 0, textures: () => 0, cachedCards: () => 0 };

/** Writes the table's body data as the model changes (synchronously: tests and screen readers wait on it). */
function followBody(controller: TableController): () => void {
  const write = (m: TableModel) => {
    setBodyData({ scene: m.body.scene, game: m.body.game, turn: m.body.turn, status: m.body.status });
    const ds = document.body.dataset;
    ds.toAct = m.body.toAct;
    ds.round = m.body.round;
    ds.viewer = m.body.viewer;
  };
  write(controller.model.get());
  const off = controller.model.subscribe(write);
  return () => {
    off();
    setBodyData({ game: '', turn: '', status: '' });
    for (const k of ['toAct', 'round', 'viewer']) delete document.body.dataset[k];
  };
}

/** Tells the board where the board slot is now (in viewport CSS px). */
function placeBoard(board: BoardHost, slot: HTMLElement | null): void {
  if (!slot) return;
  const r = slot.getBoundingClientRect();
  board.place({ x: r.left, y: r.top, w: r.width, h: r.height });
}

/** `nv`: screen reader mode, the table as text with no board. `slot`: where the board is drawn. */
export function useTableLife(controller: TableController, nv: boolean, slot: RefObject<HTMLElement>): void {
  /** The board open on this table now, and whether the table has started. */
  const opened = useRef<{ board: BoardHost | null; started: boolean }>({ board: null, started: false });
  const [board, setBoard] = useState<BoardHost | null>(null);

  useLayoutEffect(() => {
    const stopBody = followBody(controller);
    const open = opened.current;
    publishHook({ ...controller.hook(), ...NO_BOARD });
    currentTable.set(controller);
    return () => {
      open.board?.close();
      open.board = null;
      controller.dispose();
      stopBody();
      publishHook(undefined);
      if (currentTable.get() === controller) currentTable.set(null);
    };
  }, [controller]);

  useLayoutEffect(() => {
    const open = opened.current;
    const start = () => {
      if (open.started) return;
      open.started = true;
      controller.start();
    };
    const hook = controller.hook();
    if (nv) {
      const pace = textPace(controller.kit.stepMs);
      controller.attachBoard(pace);
      publishHook({ ...hook, ...NO_BOARD });
      start();
      return () => controller.detachBoard(pace);
    }
    let on = true;
    /** The board's code is still loading: the test hook counts the table as busy. */
    let waiting = true;
    const openOn = (b: BoardHost) => {
      waiting = false;
      // Sized before it opens: the first drawing is at the slot's size, not drawn twice.
      placeBoard(b, slot.current);
      b.open(controller);
      open.board = b;
      setBoard(b);
      publishHook({ ...hook, ...b.probes() });
    };
    const ready = boardHost();
    if (ready) {
      openOn(ready);
      start();
    } else {
      publishHook({ ...hook, ...NO_BOARD, busy: () => waiting || hook.busy() });
      start();
      // The board's code is fetched once the table's words are on the screen: on a slow link its
      // ~200 KB would otherwise share the line with the prompt's last files.
      afterShown().then(loadBoard).then(
        (b) => {
          // The board's first drawing in a task of its own, not in the one that booted Phaser: on
          // a slow phone each is about 150 ms, and together they held the page past 200 ms.
          setTimeout(() => {
            waiting = false;
            if (on && b) openOn(b);
          }, 0);
        },
        (e: unknown) => {
          waiting = false;
          console.warn('The board could not be loaded; the table plays on without it.', e);
        },
      );
    }
    return () => {
      on = false;
      const b = open.board;
      if (b) {
        b.close();
        open.board = null;
        setBoard(null);
      }
    };
  }, [controller, nv]);

  // The canvas follows the board slot's box (window resizes, the side panel growing, rotation).
  useLayoutEffect(() => {
    const el = slot.current;
    if (!el || !board || nv) return;
    const place = () => placeBoard(board, el);
    place();
    const ro = new ResizeObserver(place);
    ro.observe(el);
    window.addEventListener('resize', place);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [board, nv]);
}

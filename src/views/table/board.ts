// The board the table screen draws on (src/board through the BoardHost interface), given by the
// composition root as a loader: the board's code and Phaser load when the first drawn table opens,
// not with the menu. And whether the tables are read as text instead (screen reader mode, the
// `screenReader` setting or ?nv=1): then the table screen opens no board, the canvas and Phaser
// are never loaded, and the text table of views/nv takes the board's place (the kiosk's showcase
// is always drawn). The mode is a store so that an open table switches when the setting changes.
import { createStore } from '../../model/store';
import type { BoardHost } from '../../table/boardHost';

let loader: (() => Promise<BoardHost>) | null = null;
let loading: Promise<BoardHost | null> | null = null;
let host: BoardHost | null = null;

export const screenReaderMode = createStore(false);

export function provideBoard(load: (() => Promise<BoardHost>) | null): void {
  loader = load;
  loading = null;
  host = null;
}

/** The board once it is loaded and can draw (null before, and without one). */
export function boardHost(): BoardHost | null {
  return host;
}

/**
 * The board, loading it the first time; it resolves once the board can draw (null without one).
 * A load that failed is tried again next time.
 */
export function loadBoard(): Promise<BoardHost | null> {
  if (!loader) return Promise.resolve(null);
  const load = loader;
  loading ??= (async () => {
    const board = await load();
    await board.ready;
    host = board;
    return board;
  })().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

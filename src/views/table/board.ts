// The board the table screen draws on (src/board through the BoardHost interface), given by the
// composition root, and whether the tables are read as text instead (screen reader mode, the
// `screenReader` setting or ?nv=1): then the table screen opens no board, the canvas and Phaser
// are never loaded, and the text table of views/nv takes the board's place (the kiosk's showcase
// is always drawn). The mode is a store so that an open table switches when the setting changes.
import { createStore } from '../../model/store';
import type { BoardHost } from '../../table/boardHost';

let host: BoardHost | null = null;

export const screenReaderMode = createStore(false);

export function provideBoard(board: BoardHost | null): void {
  host = board;
}

export function boardHost(): BoardHost | null {
  return host;
}

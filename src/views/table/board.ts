// The board the table screen draws on (src/board through the BoardHost interface), given by the
// composition root. A table without one (the non-visual mode) plays on with nothing drawn.
import type { BoardHost } from '../../table/boardHost';

let host: BoardHost | null = null;

export function provideBoard(board: BoardHost | null): void {
  host = board;
}

export function boardHost(): BoardHost | null {
  return host;
}

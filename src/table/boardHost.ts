// The drawing surface as the views see it: the table screen opens its controller on it, tells it
// where the board slot is, and closes it. The board (src/board/host.ts) implements it with Phaser;
// a table without a board (the non-visual mode, tests) simply has none.
import type { TableController } from './controller';

export interface BoardHost {
  /** Resolves once the board can draw (its code and assets are loaded). */
  ready: Promise<void>;
  open(controller: TableController): void;
  close(): void;
  /** Where the canvas goes, in CSS pixels of the viewport. */
  place(rect: { x: number; y: number; w: number; h: number }): void;
  /** What end-to-end tests and the performance script read of the board drawn now. */
  probes(): Record<string, unknown>;
}

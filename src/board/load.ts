// The board's way in for the app (main.ts loads it with import() when the first table opens):
// Phaser's code in parts, a task apart, then the boards, then the Phaser game. Each part is
// evaluated in a task of its own, so the table's words stay responsive while the board loads. The
// dev server uses Phaser's full build, which loads with the boards.
import type { BoardHost } from '../table/boardHost';

/** Lets the browser run what waits (input, a frame) before the next part. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadBoardHost(parent: HTMLElement): Promise<BoardHost> {
  if (import.meta.env.PROD) {
    await import('./phaserBase');
    await nextTask();
    await import('./phaserCore');
    await nextTask();
    await import('./phaserParts');
    await nextTask();
  }
  const { createBoardHost } = await import('./host');
  await nextTask();
  return createBoardHost(parent);
}

// The Phaser game that draws the boards: one canvas, placed over the table screen's board slot,
// hidden (and its loop asleep) while no table is open; one scene per game, started with the
// table's controller. Canvas, not WebGL: the table is redrawn after each move, and in WebGL every
// Text is a texture upload, which made a redraw take hundreds of ms on software GL.
import Phaser from 'phaser';
import type { BoardHost } from '../table/boardHost';
import type { BoardScene, BoardData } from './BoardScene';
import { BootScene } from './Boot';
import { cacheStats } from './cardCache';
import { FrameGate } from './frames';
import { BOARD_SCENES } from './tables';
import { COLORS } from './theme';
import { type PoolEntry, trimPool } from './canvasPool';

/** Phaser's canvas pool is an array its functions share by reference (not in its types). */
function trimCanvasPool(): void {
  const pool = (Phaser.Display.Canvas.CanvasPool as unknown as { pool?: PoolEntry[] }).pool;
  if (Array.isArray(pool)) trimPool(pool);
}

export function createBoardHost(parent: HTMLElement): BoardHost {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const game = new Phaser.Game({
    type: Phaser.CANVAS,
    parent,
    backgroundColor: COLORS.bg,
    // The table screen sizes the canvas to its board slot (place), not Phaser.
    scale: { mode: Phaser.Scale.NONE, width: 1, height: 1 },
    render: { antialias: true },
    // Only what lands on the canvas is the board's: with window events on, Phaser also takes a
    // touch or a mouse release on the HTML over it (a button of the card zoom) for one on the
    // card beneath, which opened that card instead of pressing the button.
    input: { activePointers: 2, windowEvents: false },
    // The canvas must not take the keyboard: every decision has an HTML button.
    disableContextMenu: true,
    // Only the boot scene at first: a game's board scene is added when its first table opens
    // (each scene builds its cameras, input, tweens... when added).
    scene: [new BootScene(() => markReady())],
  });
  let open: string | null = null;
  const scene = () => (open ? (game.scene.getScene(open) as BoardScene | null) : null);
  const frames = new FrameGate(game, () => scene()?.animating ?? false);
  let box = { x: 0, y: 0, w: 1, h: 1 };
  const fitCanvas = () => {
    Object.assign(parent.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${box.w}px`, height: `${box.h}px` });
    // Hidden, the canvas has no bounds for Phaser to read (it places taps by them): it is sized
    // when it shows (open).
    if (!game.isBooted || parent.hidden) return;
    const w = Math.max(1, Math.floor(box.w));
    const h = Math.max(1, Math.floor(box.h));
    // A resize redraws the whole board: only when the size did change. A canvas that only moved
    // has Phaser read where it is now.
    if (game.scale.width !== w || game.scale.height !== h) game.scale.resize(w, h);
    else game.scale.updateBounds();
    if (open) frames.wake();
  };
  void ready.then(() => {
    fitCanvas();
    if (open === null) frames.sleep();
  });
  // Hover and taps are read by Phaser's loop: anything the pointer does over the canvas wakes it.
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'wheel'] as const) parent.addEventListener(type, () => open && frames.wake(), { capture: true, passive: true });
  return {
    ready,
    open(controller) {
      this.close();
      const id = controller.kit.game;
      const board = BOARD_SCENES[id];
      open = board.key;
      if (!game.scene.getScene(open)) game.scene.add(open, board, false);
      parent.hidden = false;
      fitCanvas();
      frames.wake();
      const data: BoardData = { controller, wake: () => frames.wake() };
      game.scene.start(open, data);
    },
    close() {
      if (open) game.scene.stop(open);
      open = null;
      parent.hidden = true;
      // No table: no frames to draw (phones keep their battery, kiosks their CPU).
      frames.sleep();
      // After every other shutdown listener (the texts and cached cards go first).
      setTimeout(trimCanvasPool, 0);
    },
    place(rect) {
      box = rect;
      fitCanvas();
    },
    probes() {
      const s = scene();
      return {
        ...(s?.settledProbes() ?? {}),
        texts: () => scene()?.texts() ?? [],
        ring: () => scene()?.ringProbe() ?? { target: null, rects: [] },
        strays: () => scene()?.strays() ?? 0,
        frames: () => frames.frames,
        textures: () => game.textures.getTextureKeys().length,
        cachedCards: () => cacheStats().textures,
      };
    },
  };
}

// The venue's gesture: a long press on the top left corner of the screen. Held still for three
// seconds, it opens the code pad; lifted, moved out of the corner or joined by a second finger,
// it is nothing (a visitor leaning on the screen does not find it by chance).
export const CORNER_PX = 72;
export const HOLD_MS = 3000;

export const inCorner = (x: number, y: number): boolean => x >= 0 && y >= 0 && x <= CORNER_PX && y <= CORNER_PX;

interface PointerLike {
  clientX: number;
  clientY: number;
  pointerId: number;
}

/** Listens on `target` (the window) for the long press; returns a function that stops listening. */
export function watchCornerPress(target: EventTarget, onPress: () => void, holdMs = HOLD_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pointer: number | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pointer = null;
  };
  const down = (ev: Event) => {
    const e = ev as unknown as PointerLike;
    if (pointer !== null || !inCorner(e.clientX, e.clientY)) {
      cancel();
      return;
    }
    pointer = e.pointerId;
    timer = setTimeout(() => {
      cancel();
      onPress();
    }, holdMs);
  };
  const move = (ev: Event) => {
    const e = ev as unknown as PointerLike;
    if (e.pointerId === pointer && !inCorner(e.clientX, e.clientY)) cancel();
  };
  const up = (ev: Event) => {
    if ((ev as unknown as PointerLike).pointerId === pointer) cancel();
  };
  const opts = { capture: true, passive: true } as const;
  target.addEventListener('pointerdown', down, opts);
  target.addEventListener('pointermove', move, opts);
  target.addEventListener('pointerup', up, opts);
  target.addEventListener('pointercancel', up, opts);
  return () => {
    cancel();
    target.removeEventListener('pointerdown', down, opts);
    target.removeEventListener('pointermove', move, opts);
    target.removeEventListener('pointerup', up, opts);
    target.removeEventListener('pointercancel', up, opts);
  };
}

// Boxes on the canvas: the few operations every board's layout is made of (cut a strip off a
// side, split into cells, fit a box of an aspect, seats in drawing order) and the checks the
// layout tests use. Pure: no Phaser.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest text the table draws, in CSS px (phones included): anything smaller is print on a card, read through its zoom. */
export const MIN_TEXT = 12;

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export function rect(x: number, y: number, w: number, h: number): Rect {
  return { x: Math.round(x), y: Math.round(y), w: Math.max(0, Math.floor(w)), h: Math.max(0, Math.floor(h)) };
}

export function inset(r: Rect, d: number): Rect {
  return rect(r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d);
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function contains(outer: Rect, inner: Rect): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/** Cuts a strip of the given size (at most the whole side) off one side; returns [strip, rest]. */
export function cut(r: Rect, side: 'top' | 'bottom' | 'left' | 'right', size: number, gap = 0): [Rect, Rect] {
  const s = Math.max(0, Math.floor(Math.min(size, side === 'top' || side === 'bottom' ? r.h : r.w)));
  switch (side) {
    case 'top':
      return [rect(r.x, r.y, r.w, s), rect(r.x, r.y + s + gap, r.w, r.h - s - gap)];
    case 'bottom':
      return [rect(r.x, r.y + r.h - s, r.w, s), rect(r.x, r.y, r.w, r.h - s - gap)];
    case 'left':
      return [rect(r.x, r.y, s, r.h), rect(r.x + s + gap, r.y, r.w - s - gap, r.h)];
    case 'right':
      return [rect(r.x + r.w - s, r.y, s, r.h), rect(r.x, r.y, r.w - s - gap, r.h)];
  }
}

/** n equal cells side by side (horizontal) or stacked, with gaps between. */
export function cells(r: Rect, n: number, dir: 'row' | 'column', gap: number): Rect[] {
  const out: Rect[] = [];
  if (n <= 0) return out;
  if (dir === 'row') {
    const w = (r.w - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) out.push(rect(r.x + i * (w + gap), r.y, w, r.h));
  } else {
    const h = (r.h - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) out.push(rect(r.x, r.y + i * (h + gap), r.w, h));
  }
  return out;
}

/** The largest box of the given aspect (w/h) centred in r. */
export function fitBox(r: Rect, aspect: number): Rect {
  let w = r.w;
  let h = w / aspect;
  if (h > r.h) {
    h = r.h;
    w = h * aspect;
  }
  return rect(r.x + (r.w - w) / 2, r.y + (r.h - h) / 2, w, h);
}

/** Seats in drawing order: the viewer first (bottom), then clockwise. */
export function seatOrder(players: number, me: number | null): number[] {
  const first = me ?? 0;
  return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** The smallest box around all of these (null for none). */
export function union(rects: readonly Rect[]): Rect | null {
  if (rects.length === 0) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return rect(x, y, right - x, bottom - y);
}

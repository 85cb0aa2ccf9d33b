// A tappable, hoverable region of the Gear & Piston canvas: an empty sized container. Hover shows
// the region's help; a tap opens its zoom (the tile large, with every property in words and what it
// offers now as buttons) — how a phone reads a tile that is small on the canvas. Only a place that
// is the answer to a choice already started (a glowing cell of the car) acts on a tap (`onTap`).
import type Phaser from 'phaser';
import type { Rect } from '../geometry';
import type { Tooltip } from '../tooltip';

/** What a tap opens: a zoom id, and where it lies when that decides what it offers. */
export type HitZoom = string | { id: string; at?: string };

export function hit(
  scene: Phaser.Scene,
  root: Phaser.GameObjects.Container,
  r: Rect,
  tip: Tooltip,
  text: () => string,
  onTap?: () => void,
  zoom?: HitZoom,
): Phaser.GameObjects.Container {
  const c = scene.add.container(r.x + r.w / 2, r.y + r.h / 2).setSize(Math.max(8, r.w), Math.max(8, r.h));
  root.add(c);
  const target = zoom === undefined ? undefined : typeof zoom === 'string' ? { id: zoom } : zoom;
  const open = target ? () => tip.zoom({ game: 'gear-and-piston', ...target }) : undefined;
  tip.attach(c, text, onTap ?? open);
  if (target) c.setData('zoom', target.id);
  return c;
}

// A tappable, hoverable region of the Gear & Piston canvas: an empty sized container. Hover shows
// the region's help; a tap plays its move when it has one, else opens its zoom (the tile large,
// with every property in words) — how a phone reads a tile that is small on the canvas.
import type Phaser from 'phaser';
import type { Rect } from '../geometry';
import type { Tooltip } from '../tooltip';

export function hit(
  scene: Phaser.Scene,
  root: Phaser.GameObjects.Container,
  r: Rect,
  tip: Tooltip,
  text: () => string,
  onTap?: () => void,
  zoom?: string,
): Phaser.GameObjects.Container {
  const c = scene.add.container(r.x + r.w / 2, r.y + r.h / 2).setSize(Math.max(8, r.w), Math.max(8, r.h));
  root.add(c);
  const open = zoom ? () => tip.zoom({ game: 'gear-and-piston', id: zoom }) : undefined;
  tip.attach(c, text, onTap ?? open);
  if (zoom) c.setData('zoom', zoom);
  return c;
}

// Our own card art, drawn with Phaser graphics: colour frames, age badges, and the six icons as
// simple shapes (each with its own colour and silhouette, so they stay apart without colour vision).
import type Phaser from 'phaser';
import type { Color, IconSlot } from '../../engine/innovation/types';
import { type ColourSymbol, symbolPoints } from '../../table/palette';

type Graphics = Phaser.GameObjects.Graphics;

/** Card colours: our palette, light enough for dark text on top. */
export const CARD_FILL: Record<Color, number> = {
  blue: 0x4d86d9,
  red: 0xd9534a,
  green: 0x3fae6a,
  yellow: 0xe8c243,
  purple: 0x9a66cf,
};

export const ICON_FILL: Record<string, number> = {
  crown: 0xf2c14e,
  leaf: 0x55c46e,
  lightbulb: 0xfff2a6,
  castle: 0x9aa4b1,
  factory: 0xc0703c,
  clock: 0x7fc8f0,
  hex: 0x000000,
};

/** Back colour of an age (the card's back as others see it): darker as ages go by. */
export function ageBackFill(age: number): number {
  const steps = [0x6b8f71, 0x5e8a86, 0x557d99, 0x5a6fa3, 0x6c64a3, 0x80599b, 0x935386, 0x9b5468, 0x8e5a4a, 0x7a5f3c];
  return steps[Math.max(0, Math.min(9, age - 1))] ?? 0x555555;
}

/** Echoes' mark: the light blue of its echo icon, its backs' frame and their corner cut. */
export const ECHOES_MARK = 0x9fd8e8;

/**
 * The back of an Echoes card (a supply pile, a card in flight): its age's colour, as a base back,
 * framed in Echoes' light blue with its top right corner cut in that blue — a shape, not only a
 * colour, so the two sets stay apart without colour vision. `alpha` dims an empty pile.
 */
export function drawEchoesBack(g: Graphics, r: { x: number; y: number; w: number; h: number }, age: number, alpha = 1): void {
  g.fillStyle(ageBackFill(age), alpha).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
  g.lineStyle(2, ECHOES_MARK, alpha).strokeRoundedRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2, 4);
  const cut = Math.min(r.w, r.h) * 0.36;
  g.fillStyle(ECHOES_MARK, alpha).fillTriangle(r.x + r.w - cut, r.y, r.x + r.w, r.y, r.x + r.w, r.y + cut);
}

/** One icon centred at (x, y) with radius r. 'hex' (the picture slot) draws nothing. */
export function drawIcon(g: Graphics, icon: IconSlot, x: number, y: number, r: number): void {
  if (icon === 'hex' || r <= 1) return;
  g.fillStyle(0x1b1f27, 0.85).fillCircle(x, y, r);
  g.fillStyle(ICON_FILL[icon] ?? 0xffffff, 1);
  const s = r * 0.7;
  switch (icon) {
    case 'crown':
      // Three points on a band.
      g.fillTriangle(x - s, y + s * 0.5, x - s, y - s * 0.6, x - s * 0.2, y + s * 0.1);
      g.fillTriangle(x - s * 0.5, y + s * 0.5, x, y - s, x + s * 0.5, y + s * 0.5);
      g.fillTriangle(x + s, y + s * 0.5, x + s, y - s * 0.6, x + s * 0.2, y + s * 0.1);
      g.fillRect(x - s, y + s * 0.3, 2 * s, s * 0.45);
      break;
    case 'leaf':
      g.fillEllipse(x, y, s * 1.2, s * 2);
      g.lineStyle(Math.max(1, r * 0.12), 0x1b1f27, 1).lineBetween(x, y - s * 0.8, x, y + s);
      break;
    case 'lightbulb':
      g.fillCircle(x, y - s * 0.2, s * 0.75);
      g.fillRect(x - s * 0.35, y + s * 0.4, s * 0.7, s * 0.5);
      break;
    case 'castle':
      g.fillRect(x - s * 0.8, y - s * 0.3, s * 1.6, s * 1.1);
      for (const dx of [-0.8, -0.15, 0.5]) g.fillRect(x + dx * s, y - s * 0.8, s * 0.3, s * 0.5);
      break;
    case 'factory':
      g.fillRect(x - s * 0.9, y, s * 1.8, s * 0.8);
      g.fillTriangle(x - s * 0.9, y, x - s * 0.9, y - s * 0.5, x - s * 0.3, y);
      g.fillTriangle(x - s * 0.3, y, x - s * 0.3, y - s * 0.5, x + s * 0.3, y);
      g.fillRect(x + s * 0.45, y - s * 0.9, s * 0.35, s * 0.9);
      break;
    case 'echo':
      // Echoes: the echo effect's slot, a dot and two widening arcs (a sound going out).
      g.fillStyle(0x9fd8e8, 1).fillCircle(x - s * 0.55, y, s * 0.22);
      g.lineStyle(Math.max(1, r * 0.16), 0x9fd8e8, 1);
      g.beginPath().arc(x - s * 0.55, y, s * 0.6, -0.9, 0.9).strokePath();
      g.beginPath().arc(x - s * 0.55, y, s * 1.05, -0.8, 0.8).strokePath();
      break;
    case 'clock':
      g.fillCircle(x, y, s * 0.9);
      g.lineStyle(Math.max(1, r * 0.14), 0x1b1f27, 1);
      g.lineBetween(x, y, x, y - s * 0.6);
      g.lineBetween(x, y, x + s * 0.45, y + s * 0.2);
      break;
  }
}

/** An arrow showing a pile's splay direction inside a small square at (x, y) of side d. */
export function drawSplayMark(g: Graphics, splay: string, x: number, y: number, d: number): void {
  if (splay === 'none') return;
  g.fillStyle(0xf4ecda, 1);
  const c = { x: x + d / 2, y: y + d / 2 };
  const a = d * 0.42;
  if (splay === 'left') g.fillTriangle(c.x - a, c.y, c.x + a * 0.6, c.y - a, c.x + a * 0.6, c.y + a);
  else if (splay === 'right') g.fillTriangle(c.x + a, c.y, c.x - a * 0.6, c.y - a, c.x - a * 0.6, c.y + a);
  else g.fillTriangle(c.x, c.y - a, c.x - a, c.y + a * 0.6, c.x + a, c.y + a * 0.6);
}

/** The picture slot: a hexagon (the card's age is written in it on a top card). */
export function drawHex(g: Graphics, x: number, y: number, r: number, fill = 0x1b1f27, alpha = 0.55): void {
  if (r <= 1) return;
  const pts: { x: number; y: number }[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    pts.push({ x: x + Math.cos(a) * r, y: y + Math.sin(a) * r });
  }
  g.fillStyle(fill, alpha).fillPoints(pts as Phaser.Math.Vector2[], true);
}

/**
 * The colour-blind aid's symbol of each card colour (the HTML's chips and cards carry the same
 * glyphs: innovation.css).
 */
export const COLOUR_SYMBOL: Record<Color, ColourSymbol> = { red: 'triangle', yellow: 'circle', green: 'square', blue: 'diamond', purple: 'star' };

/** A card colour's symbol centred at (x, y), radius r: dark on a light disc, so it reads on every card. */
export function drawColourMark(g: Graphics, colour: Color, x: number, y: number, r: number, alpha = 1): void {
  g.fillStyle(0xf4ecda, 0.9 * alpha).fillCircle(x, y, r);
  const pts = symbolPoints(COLOUR_SYMBOL[colour], x, y, r * 0.72);
  const v: { x: number; y: number }[] = [];
  for (let i = 0; i < pts.length; i += 2) v.push({ x: pts[i] as number, y: pts[i + 1] as number });
  g.fillStyle(0x1b1f27, alpha).fillPoints(v as Phaser.Math.Vector2[], true);
}

/** A darker edge for a card of that colour. */
export const CARD_EDGE: Record<Color, number> = {
  blue: 0x1f4d93,
  red: 0x8e2a24,
  green: 0x1d6a3c,
  yellow: 0x9a7a12,
  purple: 0x5a3289,
};

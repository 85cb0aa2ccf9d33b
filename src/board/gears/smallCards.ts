// Round cards (a sun or a moon face), code cards (colour and number; green when entered, turned
// 180° while waiting for verification), character cards (day and night sides) and the gear token.
// Every card is a container centred on its origin so it can turn or flip in place.
import Phaser from 'phaser';
import { drawGearWheel } from './gearCard';
import { COLORS, GEAR_FILL, TEXT, textStyle } from '../theme';
import { MIN_TEXT } from '../geometry';
import { codeNumberSize, isCodeChip } from './layout';

function cardBase(scene: Phaser.Scene, w: number, h: number, fill: number, edge: number): [Phaser.GameObjects.Container, Phaser.GameObjects.Graphics] {
  const c = scene.add.container(0, 0);
  const g = scene.add.graphics();
  const r = Math.min(w, h) * 0.1;
  g.fillStyle(fill, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(Math.max(1, w * 0.03), edge, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
  c.add(g);
  c.setSize(w, h);
  return [c, g];
}

export function drawSun(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number): void {
  g.lineStyle(Math.max(1, r * 0.18), 0xe39b1b, 1);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    g.lineBetween(x + Math.cos(a) * r * 1.25, y + Math.sin(a) * r * 1.25, x + Math.cos(a) * r * 1.7, y + Math.sin(a) * r * 1.7);
  }
  g.fillStyle(0xf5b82e, 1).fillCircle(x, y, r);
}

export function drawMoon(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number, behind: number): void {
  g.fillStyle(0xf1e7b5, 1).fillCircle(x, y, r);
  g.fillStyle(behind, 1).fillCircle(x + r * 0.45, y - r * 0.25, r * 0.85);
  g.fillStyle(0xf1e7b5, 0.9);
  g.fillCircle(x - r * 1.6, y + r * 0.9, Math.max(1, r * 0.12));
  g.fillCircle(x + r * 1.4, y + r * 1.1, Math.max(1, r * 0.1));
}

export interface RoundFace {
  shift: 'day' | 'night';
  rule: string;
  effect: string | null;
}

/** A round card: sun face by day, moon face by night, with its winner rule (and night effect). */
export function makeRoundCard(scene: Phaser.Scene, w: number, h: number, face: RoundFace, ruleText: string, effectText: string | null): Phaser.GameObjects.Container {
  const day = face.shift === 'day';
  const [c, g] = cardBase(scene, w, h, day ? COLORS.day : COLORS.night, day ? 0xc9a54c : 0x5567a8);
  const r = Math.min(w, h) * 0.13;
  if (day) drawSun(g, 0, -h * 0.25, r);
  else drawMoon(g, 0, -h * 0.25, r, COLORS.night);
  const ink = day ? '#5a3d0a' : '#e4e9ff';
  const font = Math.max(10, Math.round(w * 0.12));
  const rule = scene.add
    .text(0, h * 0.04, ruleText, textStyle(font, ink, { fontStyle: 'bold', align: 'center', wordWrap: { width: w * 0.86, useAdvancedWrap: true } }))
    .setOrigin(0.5, 0);
  c.add(rule);
  if (effectText) {
    const eff = scene.add
      .text(0, h * 0.47, effectText, textStyle(Math.max(9, font * 0.7), '#ffd37a', { align: 'center', wordWrap: { width: w * 0.88, useAdvancedWrap: true } }))
      .setOrigin(0.5, 1);
    c.add(eff);
  }
  return c;
}

/** The back of a round card (the stack below the top card). */
export function makeRoundBack(scene: Phaser.Scene, w: number, h: number, count: number): Phaser.GameObjects.Container {
  const [c, g] = cardBase(scene, w, h, 0x3b3550, 0x221d33);
  drawSun(g, -w * 0.15, -h * 0.1, Math.min(w, h) * 0.08);
  drawMoon(g, w * 0.15, h * 0.1, Math.min(w, h) * 0.08, 0x3b3550);
  const t = scene.add.text(0, h * 0.34, String(count), textStyle(Math.max(11, w * 0.22), TEXT.brass, { fontStyle: 'bold' })).setOrigin(0.5);
  c.add(t);
  return c;
}

/** 'waiting-upright' draws the verification frame without turning the card (the caller turns it). */
export type CodeStatusLike = 'open' | 'waiting' | 'entered' | 'waiting-upright';

/**
 * A code card: colour band and number; entered = green indicator; waiting = turned 180°. Upright
 * (band on top) as printed, or, in a wide small place, a chip (band on the left, number beside it).
 */
export function makeCodeCard(scene: Phaser.Scene, w: number, h: number, color: string, number: number, status: CodeStatusLike, minText = MIN_TEXT): Phaser.GameObjects.Container {
  const entered = status === 'entered';
  const [c, g] = cardBase(scene, w, h, entered ? 0x1f6e42 : COLORS.cream, entered ? COLORS.good : 0x8a7f6a);
  const band = GEAR_FILL[color] ?? 0x888888;
  const chip = isCodeChip(w, h);
  const r = Math.min(w, h) * 0.06;
  if (chip) g.fillStyle(band, 1).fillRoundedRect(-w * 0.42, -h * 0.38, w * 0.3, h * 0.76, r);
  else g.fillStyle(band, 1).fillRoundedRect(-w * 0.4, -h * 0.42, w * 0.8, h * 0.3, r);
  // The number is what a player reads the card for: never under the smallest word of the table.
  const font = Math.max(minText, codeNumberSize(w, h));
  const num = scene.add.text(chip ? w * 0.17 : 0, chip ? 0 : h * 0.14, String(number), textStyle(font, entered ? '#eafff1' : TEXT.dark, { fontStyle: 'bold' })).setOrigin(0.5);
  c.add(num);
  if (entered) {
    // The green indicator: a lamp with a tick, clear of the number — below it on a card, at the
    // foot of the colour band on a chip (beside the number it covered part of the digit).
    const r = Math.max(2, chip ? Math.min(w * 0.12, h * 0.16) : w * 0.12);
    const x = chip ? -w * 0.27 : w * 0.28;
    const y = chip ? h * 0.2 : h * 0.36;
    g.fillStyle(0x7dffa8, 1).fillCircle(x, y, r);
    g.lineStyle(Math.max(1, r * 0.42), 0x0d3d20, 1);
    g.lineBetween(x - r * 0.5, y, x - r * 0.08, y + r * 0.58);
    g.lineBetween(x - r * 0.08, y + r * 0.58, x + r * 0.58, y - r * 0.7);
  }
  if (status === 'waiting' || status === 'waiting-upright') {
    g.lineStyle(Math.max(2, w * 0.06), COLORS.warn, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, Math.min(w, h) * 0.1);
    if (status === 'waiting') c.setRotation(Math.PI);
  }
  return c;
}

/** A character card on its day or night side. */
export function makeCharacterCard(scene: Phaser.Scene, w: number, h: number, side: 'day' | 'night', title: string): Phaser.GameObjects.Container {
  const day = side === 'day';
  const [c, g] = cardBase(scene, w, h, day ? 0xf2d58c : 0x2a2f63, day ? 0xb38a2e : 0x6c74c4);
  const r = Math.min(w, h) * 0.09;
  if (day) drawSun(g, w * 0.27, -h * 0.36, r);
  else drawMoon(g, w * 0.27, -h * 0.36, r, 0x2a2f63);
  drawGearWheel(g, 0, -h * 0.02, Math.min(w, h) * 0.28, day ? 'yellow' : 'purple');
  const mark = scene.add.text(0, -h * 0.02, title.charAt(0), textStyle(Math.max(8, w * 0.15), TEXT.dark, { fontStyle: 'bold' })).setOrigin(0.5);
  const label = scene.add
    .text(0, h * 0.44, title, textStyle(Math.max(8, Math.round(w * 0.15)), day ? '#4a3308' : '#e4e9ff', { align: 'center' }))
    .setOrigin(0.5, 1);
  if (label.width > w * 0.94) label.setScale((w * 0.94) / label.width);
  c.add([mark, label]);
  return c;
}

/** The gear token: a brass cog. */
export function makeToken(scene: Phaser.Scene, size: number): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const g = scene.add.graphics();
  const teeth = 8;
  const pts: Phaser.Math.Vector2[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? size / 2 : size * 0.38;
    pts.push(new Phaser.Math.Vector2(Math.cos(a) * rr, Math.sin(a) * rr));
  }
  g.fillStyle(COLORS.brass, 1).fillPoints(pts, true);
  g.lineStyle(1, 0x6b4b12, 1).strokePoints(pts, true);
  g.fillStyle(0x6b4b12, 1).fillCircle(0, 0, size * 0.14);
  c.add(g);
  c.setSize(size, size);
  return c;
}

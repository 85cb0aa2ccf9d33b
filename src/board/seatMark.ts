// A seat's colour and, with the colour-blind aid, its symbol, drawn on a board: the token of
// Gear & Piston, the mark before a seat's name. The same palette and symbols as the HTML's seat
// names (table/palette.ts), so a seat looks the same in the log and on the board.
import type Phaser from 'phaser';
import { type ColourSymbol, seatColour, seatSymbol, symbolPoints } from '../table/palette';
import { COLORS } from './theme';

type Graphics = Phaser.GameObjects.Graphics;

/** A symbol filled in one colour, centred at (x, y), radius r. */
export function drawSymbol(g: Graphics, symbol: ColourSymbol, x: number, y: number, r: number, fill: number): void {
  const pts = symbolPoints(symbol, x, y, r);
  const v: { x: number; y: number }[] = [];
  for (let i = 0; i < pts.length; i += 2) v.push({ x: pts[i] as number, y: pts[i + 1] as number });
  g.fillStyle(fill, 1).fillPoints(v as Phaser.Math.Vector2[], true);
}

/** A seat's token: a disc of its colour, with its symbol in ink when the aid is on. */
export function drawSeatToken(g: Graphics, seat: number, x: number, y: number, r: number, aid: boolean): void {
  g.fillStyle(seatColour(seat), 1).fillCircle(x, y, r).lineStyle(1, COLORS.ink, 1).strokeCircle(x, y, r);
  if (aid) drawSymbol(g, seatSymbol(seat), x, y, r * 0.62, COLORS.ink);
}

/** Before a seat's name, with the aid: its symbol in its colour (as the log writes it). */
export function drawSeatSymbol(g: Graphics, seat: number, x: number, y: number, r: number): void {
  drawSymbol(g, seatSymbol(seat), x, y, r, seatColour(seat));
}

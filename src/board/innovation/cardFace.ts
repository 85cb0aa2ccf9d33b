// One Innovation card drawn as it lies on the table, in our own art: its colour, the four icon
// positions (top left; bottom left, middle and right) with the hexagon holding the age, the name
// along the top, and the dogma text with its featured icon, sized to fit. A
// covered card (beneath a splayed top card) shows only the part the splay reveals.
import { facts } from '../../engine/innovation/facts';
import type { CardId, Edition, IconSlot } from '../../engine/innovation/types';
import type { Rect } from '../geometry';
import { COLORS, TEXT } from '../theme';
import { CARD_EDGE, CARD_FILL, drawColourMark, drawHex, drawIcon } from './cardArt';
import { cardName, cardText, echoText } from '../../table/innovation/names';
import type { Painter } from './painter';
import { ellipsize, fitBlock } from './textFit';

/**
 * Lines of card text are set this far apart (in ems); the shipped font's own line box is taller
 * (FONT_LINE), so Phaser is told the difference as a negative line spacing.
 */
const LINE = 1.18;
const FONT_LINE = 1.45;

export type CardMark = 'pick' | 'option' | 'active' | null;

/** Where the parts of a card of this size lie (icon box size, padding, the four slot centres). */
export function cardGeometry(r: Rect): { pad: number; ic: number; slots: { x: number; y: number }[] } {
  const pad = Math.max(2, r.h * 0.045);
  const ic = Math.max(8, Math.min(30, r.h * 0.21));
  const low = r.y + r.h - pad - ic / 2;
  return {
    pad,
    ic,
    slots: [
      { x: r.x + pad + ic / 2, y: r.y + pad + ic / 2 },
      { x: r.x + pad + ic / 2, y: low },
      { x: r.x + r.w / 2, y: low },
      { x: r.x + r.w - pad - ic / 2, y: low },
    ],
  };
}

/** The strip of a covered card a splay leaves visible, as its size along the splay. */
export const stripFor = (r: Rect): number => {
  const { pad, ic } = cardGeometry(r);
  return Math.round(pad * 2 + ic);
};

function slotIcon(p: Painter, icon: IconSlot, x: number, y: number, ic: number, age: number | null): void {
  if (icon === 'hex') {
    // The age is a word a player reads: never under 12 px, the hexagon grown to hold it.
    const size = Math.max(12, ic * 0.55);
    drawHex(p.g, x, y, age === null ? ic * 0.52 : Math.max(ic * 0.52, size * 0.62));
    if (age !== null) p.text(x, y, String(age), size, TEXT.light, { bold: true, originX: 0.5, originY: 0.5 });
    return;
  }
  if (icon.startsWith('bonus-')) {
    // Echoes: a bonus is a value a player reads: a light square with its number, never under 12 px.
    const size = Math.max(12, ic * 0.62);
    const half = Math.max(ic * 0.46, size * 0.62);
    p.g.fillStyle(0xf4efe4, 1).fillRoundedRect(x - half, y - half, half * 2, half * 2, Math.max(2, half * 0.3));
    p.g.lineStyle(1.5, 0x1b1f27, 1).strokeRoundedRect(x - half, y - half, half * 2, half * 2, Math.max(2, half * 0.3));
    p.text(x, y, icon.slice('bonus-'.length), size, TEXT.dark, { bold: true, originX: 0.5, originY: 0.5 });
    return;
  }
  drawIcon(p.g, icon, x, y, ic * 0.48);
}

function outline(p: Painter, r: Rect, mark: CardMark): void {
  if (mark === 'pick') p.g.lineStyle(3, COLORS.good, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 5);
  else if (mark === 'option') p.g.lineStyle(2, COLORS.focus, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 5);
  else if (mark === 'active') p.g.lineStyle(3, COLORS.brass, 1).strokeRoundedRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 6);
}

export interface FaceOptions {
  edition: Edition;
  /** The colour-blind aid: the card's colour also as a symbol (top right). */
  aid: boolean;
  /** Smallest text the dogma may be written in; below it only name and icons show. */
  minText: number;
  /** Largest name size. */
  nameSize: number;
  mark: CardMark;
}

/** A whole card, face up. */
export function drawFace(p: Painter, r: Rect, id: CardId, o: FaceOptions): void {
  const f = facts(id);
  const g = p.g;
  const radius = Math.max(3, r.h * 0.06);
  g.fillStyle(CARD_FILL[f.color], 1).fillRoundedRect(r.x, r.y, r.w, r.h, radius);
  g.lineStyle(1, CARD_EDGE[f.color], 1).strokeRoundedRect(r.x, r.y, r.w, r.h, radius);
  const { pad, ic, slots } = cardGeometry(r);
  f.icons.forEach((icon, k) => {
    const s = slots[k] as { x: number; y: number };
    slotIcon(p, icon, s.x, s.y, ic, f.age);
  });
  // Name along the top, right of the top-left slot (the age is in the hexagon). With the aid, the
  // colour's symbol: between the name and the bottom icons on a card too small for its dogma
  // text, else in the top right corner.
  const nameSize = o.nameSize;
  const top = r.y + pad + Math.max(ic, nameSize * 1.3) + pad * 0.4;
  const bottom = r.y + r.h - pad - ic - pad * 0.4;
  const textX = r.x + pad * 1.5;
  const textW = r.x + r.w - pad * 1.5 - textX;
  const dogma = bottom - top >= o.minText * 2.2 && textW > o.minText * 6;
  const corner = o.aid && dogma;
  const markR = corner ? Math.max(5, Math.min(ic * 0.45, nameSize * 0.5)) : Math.max(4, Math.min(ic * 0.5, (bottom - top) / 2));
  if (corner) drawColourMark(g, f.color, r.x + r.w - pad - markR, r.y + pad + markR, markR);
  else if (o.aid) drawColourMark(g, f.color, r.x + r.w - pad - markR, (top + bottom) / 2, markR);
  const nameX = r.x + pad * 2 + ic;
  const nameW = r.x + r.w - pad - nameX - (corner ? markR * 2 + pad : 0);
  p.text(nameX, r.y + pad, ellipsize(cardName(id), nameSize, nameW, true), nameSize, TEXT.dark, { bold: true });
  // The dogma, between the top row and the bottom icons, after its featured icon.
  if (dogma) {
    // The featured icon opens each effect, as on the printed card: its first line starts after it.
    const indent = (size: number) => size * 1.35;
    // Echoes: the echo effect first (it runs first), after the echo mark instead of the featured icon.
    const echo = echoText(id);
    const text = echo ? `${echo}\n${cardText(id, o.edition)}` : cardText(id, o.edition);
    const fit = fitBlock(text, textW, bottom - top, Math.min(12, o.nameSize), o.minText, LINE, indent);
    if (fit.lines.length > 0) {
      let paragraph = 0;
      fit.lines.forEach((line, i) => {
        if (!line.startsWith(' ')) return;
        drawIcon(g, echo && paragraph === 0 ? 'echo' : f.dogmaIcon, textX + fit.size * 0.55, top + fit.size * (LINE * i + 0.62), fit.size * 0.55);
        paragraph++;
      });
      p.text(textX, top, fit.lines.join('\n'), fit.size, TEXT.dark, { lineSpacing: fit.size * (LINE - FONT_LINE) });
    }
  }
  outline(p, r, o.mark);
}

/** A covered card: its frame, and the icons of the slots the splay shows. */
export function drawCovered(p: Painter, r: Rect, id: CardId, shown: readonly number[], icons: boolean): void {
  const f = facts(id);
  const radius = Math.max(3, r.h * 0.06);
  p.g.fillStyle(CARD_FILL[f.color], 1).fillRoundedRect(r.x, r.y, r.w, r.h, radius);
  p.g.lineStyle(1, CARD_EDGE[f.color], 1).strokeRoundedRect(r.x, r.y, r.w, r.h, radius);
  if (!icons) return;
  const { ic, slots } = cardGeometry(r);
  for (const k of shown) {
    const s = slots[k] as { x: number; y: number };
    slotIcon(p, f.icons[k] as IconSlot, s.x, s.y, ic, null);
  }
}

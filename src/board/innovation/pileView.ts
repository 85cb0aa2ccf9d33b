// One colour pile as it lies on the table: the top card whole and, when the pile is splayed, the
// cards beneath fanned out so the icons the splay reveals show on each (left: their right icon;
// right: their two left icons; up: their bottom row), then the pile's size. A fan too long for
// its place is squeezed, and its revealed icons are added up beside the count instead.
import { VISIBLE_SLOTS } from '../../engine/innovation/board';
import { facts } from '../../engine/innovation/facts';
import type { CardId, Color, Pile } from '../../engine/innovation/types';
import { t } from '../../i18n';
import type { Rect } from '../geometry';
import { COLORS, TEXT } from '../theme';
import { CARD_FILL, drawColourMark, drawIcon, drawSplayMark } from './cardArt';
import { type CardMark, type FaceOptions, cardGeometry, drawCovered, drawFace, stripFor } from './cardFace';
import type { Painter, ZoneTap } from './painter';
import { colourName } from '../../table/innovation/text';

export interface PileOptions extends Omit<FaceOptions, 'mark'> {
  /** The size of an unsplayed card in this row (every pile of a row uses the same). */
  card: { w: number; h: number };
  /** Height of the count line under the pile. */
  countH: number;
  mark: (id: CardId) => CardMark;
  help: (id: CardId) => string;
  tap: (id: CardId) => ZoneTap;
  /** The pointer over a top card (its dogma preview shows). */
  hover?: (id: CardId, on: boolean) => void;
}

/** Where a drawn pile lies (for animations: the fan-out of a new splay, a card flying in). */
export interface PileRefs {
  top: Rect;
  /** Offset of each covered card from the top card, per card (dx, dy). */
  step: { dx: number; dy: number };
}

/** Strip per covered card, as a share of the card's height (cardFace's pad × 2 + icon). */
const STRIP = 0.3;

/**
 * The size of a splayed pile's cards: the row's card, made smaller when that is what lets every
 * covered card show its revealed icons (down to 60% of it); past that the fan is squeezed.
 */
function splayedSize(cell: Rect, base: { w: number; h: number }, covered: number, splay: string, countH: number): { w: number; h: number } {
  if (covered === 0 || splay === 'none') return base;
  const aspect = base.w / base.h;
  let h = base.h;
  if (splay === 'up') h = Math.min(base.h, (cell.h - countH) / (1 + STRIP * covered));
  else h = Math.min(base.h, cell.w / (aspect + STRIP * covered));
  h = Math.max(h, base.h * 0.6);
  return { w: Math.floor(h * aspect), h: Math.floor(h) };
}

export function drawPile(p: Painter, cell: Rect, pile: Pile, colour: Color, o: PileOptions): PileRefs {
  const n = pile.cards.length;
  const area = { x: cell.x, y: cell.y, w: cell.w, h: cell.h - o.countH };
  if (n === 0) {
    const { w, h } = o.card;
    const r = { x: cell.x + (cell.w - w) / 2, y: cell.y, w, h };
    p.g.lineStyle(1, CARD_FILL[colour], 0.55).strokeRoundedRect(r.x, r.y, r.w, r.h, 4);
    // With the aid, an empty pile says its colour by its symbol too (its outline is all it has).
    if (o.aid) drawColourMark(p.g, colour, r.x + r.w / 2, r.y + r.h / 2, Math.min(r.w, r.h) * 0.16, 0.6);
    p.zone(r, () => t('inno.board.emptyPile', { colour: colourName(colour) }));
    return { top: r, step: { dx: 0, dy: 0 } };
  }
  const covered = n - 1;
  const splay = covered > 0 ? pile.splay : 'none';
  const { w, h } = splayedSize(cell, o.card, covered, splay, o.countH);
  const ideal = stripFor({ x: 0, y: 0, w, h });
  const room = splay === 'up' ? area.h - h : area.w - w;
  const s = covered > 0 && splay !== 'none' ? Math.max(2, Math.min(ideal, room / covered)) : 0;
  const squeezed = s < cardGeometry({ x: 0, y: 0, w, h }).ic * 0.8;
  const fanW = splay === 'left' || splay === 'right' ? s * covered : 0;
  const fanH = splay === 'up' ? s * covered : 0;
  const x0 = cell.x + (cell.w - (w + fanW)) / 2;
  const top: Rect = { x: splay === 'right' ? x0 + fanW : x0, y: cell.y, w, h };
  const step = { dx: splay === 'left' ? s : splay === 'right' ? -s : 0, dy: splay === 'up' ? s : 0 };
  const shown = VISIBLE_SLOTS[splay];
  // Bottom card first: each later card covers all of the one before but its strip.
  for (let i = 0; i < covered; i++) {
    const k = covered - i;
    const r = { x: top.x + step.dx * k, y: top.y + step.dy * k, w, h };
    const id = pile.cards[i] as CardId;
    drawCovered(p, r, id, shown, !squeezed);
    const strip =
      splay === 'left'
        ? { x: r.x + w - s, y: r.y, w: s, h }
        : splay === 'right'
          ? { x: r.x, y: r.y, w: s, h }
          : { x: r.x, y: r.y + h - s, w, h: s };
    p.zone(strip, () => o.help(id), o.tap(id));
  }
  const topId = pile.cards[n - 1] as CardId;
  drawFace(p, top, topId, { edition: o.edition, aid: o.aid, minText: o.minText, nameSize: o.nameSize, mark: o.mark(topId) });
  p.zone(top, () => o.help(topId), o.tap(topId), o.hover ? (on) => o.hover?.(topId, on) : undefined);
  drawCount(p, { x: cell.x, y: cell.y, w: cell.w, h: Math.min(cell.h, h + fanH + o.countH + 2) }, pile, splay, squeezed, o.countH);
  return { top, step };
}

/** Under the pile: the splay arrow, how many cards, and (when the fan is squeezed) what it reveals. */
function drawCount(p: Painter, cell: Rect, pile: Pile, splay: string, squeezed: boolean, lh: number): void {
  const y = cell.y + cell.h - lh;
  const size = Math.max(12, lh * 0.8);
  let x = cell.x + 2;
  if (splay !== 'none') {
    p.g.fillStyle(COLORS.ink, 0.7).fillRoundedRect(x, y + 1, lh - 2, lh - 2, 3);
    drawSplayMark(p.g, splay, x, y + 1, lh - 2);
    x += lh + 2;
  }
  const n = pile.cards.length;
  const label = p.text(x, y + lh / 2, `×${n}`, size, TEXT.muted, { originY: 0.5 });
  x += label.width + 6;
  if (!squeezed || n < 2) return;
  const seen = new Map<string, number>();
  for (let i = 0; i < n - 1; i++)
    for (const s of VISIBLE_SLOTS[pile.splay]) {
      const ic = facts(pile.cards[i] as CardId).icons[s];
      if (ic && ic !== 'hex') seen.set(ic, (seen.get(ic) ?? 0) + 1);
    }
  const r = lh * 0.42;
  for (const [icon, count] of seen) {
    if (x + r * 2 + size > cell.x + cell.w) break;
    drawIcon(p.g, icon as 'crown', x + r, y + lh / 2, r);
    x += r * 2 + 2;
    const c = p.text(x, y + lh / 2, String(count), size, TEXT.light, { originY: 0.5 });
    x += c.width + 5;
  }
}

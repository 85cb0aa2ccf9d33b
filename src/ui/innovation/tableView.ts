// Draws an Innovation position: per seat five colour piles (top card in full, the icons that
// splayed covered cards show, the splay arrow), hand, score, achievements and icon totals; plus
// the supply and the achievements still available. One Graphics per panel keeps objects few;
// invisible zones carry the hover / tap help and the taps that play moves.
import type Phaser from 'phaser';
import type { SessionSetup } from '../../app/setup';
import type { PlayerId } from '../../engine/core/types';
import { VISIBLE_SLOTS, iconCounts } from '../../engine/innovation/board';
import { facts, isCardId } from '../../engine/innovation/facts';
import { COLORS as CARD_COLORS, ICONS, type PlayerState } from '../../engine/innovation/types';
import type { InnovationView, PlayerView } from '../../engine/innovation/view';
import { joinList, t } from '../../i18n';
import { seatName } from '../gears/names';
import type { Rect } from '../layout';
import { COLORS, TEXT, textStyle } from '../theme';
import type { Tooltip } from '../tooltip';
import { CARD_FILL, ageBackFill, drawIcon, drawSplayMark } from './cardArt';
import type { InnoLayout, InnoSeatLayout } from './layout';
import { backHelp, cardHelp, cardName } from './text';

type Container = Phaser.GameObjects.Container;
type Graphics = Phaser.GameObjects.Graphics;

export interface TableInput {
  view: InnovationView;
  setup: SessionSetup;
  viewer: PlayerId | null;
  toAct: PlayerId[];
  /** Card id → tap plays legal[index] or toggles a pick. */
  tappable: Map<string, number | 'toggle'>;
  highlight: Set<string>;
  picks: readonly string[];
  onTap: (card: string) => void;
  tooltip: Tooltip;
}

/** Where things lie on screen, for the animations. */
export interface TableRefs {
  layout: InnoLayout;
  /** Centre of a zone: a seat's hand / score / achievements / pile, the supply, the achievements. */
  at(zone: string, player: number | undefined, colour?: string, age?: number): { x: number; y: number };
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

export function drawInnoTable(scene: Phaser.Scene, parent: Container, l: InnoLayout, input: TableInput): TableRefs {
  const f = l.font;
  const hot = (r: Rect, help: () => string, card: string | null) => {
    const z = scene.add.zone(r.x, r.y, Math.max(1, r.w), Math.max(1, r.h)).setOrigin(0, 0);
    const tap = card !== null && input.tappable.has(card) ? () => input.onTap(card) : undefined;
    z.setInteractive({ useHandCursor: tap !== undefined });
    z.on('pointerover', (p: Phaser.Input.Pointer) => input.tooltip.show(help(), p.x, p.y, z));
    z.on('pointerout', () => input.tooltip.hide(z));
    z.on('pointerdown', (p: Phaser.Input.Pointer) => input.tooltip.show(help(), p.x, p.y, z));
    if (tap) z.on('pointerup', tap);
    parent.add(z);
  };
  const text = (x: number, y: number, s: string, size: number, color: string = TEXT.light, maxW = 0, bold = false) => {
    const txt = scene.add.text(Math.round(x), Math.round(y), s, textStyle(size, color, bold ? { fontStyle: 'bold' } : {}));
    if (maxW > 0 && txt.width > maxW) txt.setScale(Math.max(0.35, maxW / txt.width));
    parent.add(txt);
    return txt;
  };
  const mark = (g: Graphics, r: Rect, card: string) => {
    if (input.picks.includes(card)) g.lineStyle(3, COLORS.good, 1).strokeRect(r.x - 1, r.y - 1, r.w + 2, r.h + 2);
    else if (input.highlight.has(card)) g.lineStyle(2, COLORS.focus, 1).strokeRect(r.x - 1, r.y - 1, r.w + 2, r.h + 2);
  };

  // ---- Supply and achievements ----
  const g0 = scene.add.graphics();
  parent.add(g0);
  g0.fillStyle(COLORS.panel, 0.9).fillRoundedRect(l.supply.x, l.supply.y, l.supply.w, l.supply.h, 6);
  g0.fillStyle(COLORS.panel, 0.9).fillRoundedRect(l.achievements.x, l.achievements.y, l.achievements.w, l.achievements.h, 6);
  const supplyCells = cellsOf(l.supply, 10, 2);
  input.view.supply.forEach((n, a) => {
    const r = supplyCells[a] as Rect;
    g0.fillStyle(ageBackFill(a + 1), n > 0 ? 1 : 0.25).fillRoundedRect(r.x, r.y, r.w, r.h, 3);
    const txt = text(r.x + r.w / 2, r.y + r.h / 2, `${a + 1}·${n}`, Math.min(f * 0.8, r.h * 0.5, r.w / 2.4), TEXT.light);
    txt.setOrigin(0.5);
    hot(r, () => t('inno.supplyHelp', { age: a + 1, n }), null);
  });
  const ach = input.view.achievements;
  const achCells = cellsOf(l.achievements, Math.max(ach.length, 1), 2);
  ach.forEach((a, i) => {
    const r = achCells[i] as Rect;
    const special = typeof a === 'string';
    g0.fillStyle(special ? COLORS.brass : ageBackFill(Number(a)), 1).fillRoundedRect(r.x, r.y, r.w, r.h, 3);
    const label = special ? cardName(a).slice(0, 2) : String(a);
    text(r.x + r.w / 2, r.y + r.h / 2, label, Math.min(f * 0.8, r.h * 0.5, r.w / 1.6), special ? TEXT.dark : TEXT.light).setOrigin(0.5);
    hot(r, () => (special ? cardHelp(a) : t('inno.achHelp', { n: Number(a) })), null);
  });

  // ---- Seats ----
  for (const sl of l.seats) {
    const pv = input.view.players[sl.seat];
    if (pv) drawSeat(sl, pv);
  }

  function drawSeat(sl: InnoSeatLayout, pv: PlayerView): void {
    const g = scene.add.graphics();
    parent.add(g);
    const acting = input.toAct.includes(sl.seat);
    g.fillStyle(sl.me ? COLORS.panelMe : COLORS.panel, 0.95).fillRoundedRect(sl.panel.x, sl.panel.y, sl.panel.w, sl.panel.h, 6);
    g.lineStyle(acting ? 2 : 1, acting ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(sl.panel.x, sl.panel.y, sl.panel.w, sl.panel.h, 6);
    const points = pv.score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? c : facts(c).age), 0);
    const current = input.view.phase === 'play' && input.view.current === sl.seat;
    const label = t('inno.seatLabel', { name: seatName(input.setup, sl.seat, input.viewer), points, ach: pv.achievements.length });
    const lineSize = Math.min(f * 0.85, sl.label.h * 0.85);
    const lt = text(sl.label.x + 2, sl.label.y, label, lineSize, acting ? TEXT.brass : TEXT.light, sl.label.w * 0.7, true);
    if (current) text(sl.label.x + sl.label.w, sl.label.y, t('inno.actionsLeft', { n: input.view.actionsLeft }), lineSize, TEXT.brass, sl.label.w - lt.displayWidth - 8).setOrigin(1, 0);
    hot(sl.label, () => t('inno.achList', { list: joinList(pv.achievements.map((a) => (typeof a === 'number' ? String(a) : cardName(a)))) || '—' }), null);
    // Icon totals.
    const counts = iconCounts({ piles: pv.piles } as PlayerState);
    const iconW = sl.icons.w / 6;
    const ir = Math.min(sl.icons.h * 0.45, iconW * 0.22);
    ICONS.forEach((icon, k) => {
      const x = sl.icons.x + k * iconW;
      drawIcon(g, icon, x + ir + 1, sl.icons.y + sl.icons.h / 2, ir);
      text(x + 2 * ir + 4, sl.icons.y + sl.icons.h / 2, String(counts[k] ?? 0), Math.min(f * 0.8, sl.icons.h * 0.8), TEXT.light).setOrigin(0, 0.5);
    });
    hot(sl.icons, () => t('inno.iconHelp'), null);
    pv.piles.forEach((pile, c) => {
      drawPile(g, sl.piles[c] as Rect, pile.cards, pile.splay, CARD_COLORS[c] as string);
    });
    drawHand(g, sl, pv);
    drawScore(g, sl, pv, points);
  }

  function drawPile(g: Graphics, r: Rect, cards: string[], splay: string, colour: string): void {
    const top = cards[cards.length - 1];
    if (!top) {
      g.lineStyle(1, CARD_FILL[colour as keyof typeof CARD_FILL], 0.6).strokeRoundedRect(r.x, r.y, r.w, Math.min(r.h, r.w * 1.05), 4);
      return;
    }
    const covered = cards.length - 1;
    const stripH = covered > 0 ? Math.min(f * 1.1, r.h * 0.3) : 0;
    // A card is never taller than it is wide: the strip of splayed icons sits right beneath it.
    const card = { x: r.x, y: r.y, w: r.w, h: Math.min(r.h - stripH, r.w * 1.05) };
    const fx = facts(top);
    g.fillStyle(CARD_FILL[fx.color], 1).fillRoundedRect(card.x, card.y, card.w, card.h, 4);
    mark(g, card, top);
    const size = Math.max(7, Math.min(f * 0.75, card.w / 6.5, card.h * 0.3));
    text(card.x + 3, card.y + 1, `${fx.age} ${cardName(top)}`, size, TEXT.dark, card.w - 5, true);
    // Icons: [topLeft, bottomLeft, bottomMiddle, bottomRight] laid out as a row along the bottom.
    const ir = Math.max(2, Math.min(card.w / 9, card.h * 0.2));
    const iy = card.y + card.h - ir - 2;
    fx.icons.forEach((icon, k) => {
      drawIcon(g, icon, card.x + card.w * ((k + 0.5) / 4), iy, ir);
    });
    hot(card, () => cardHelp(top), top);
    if (covered > 0) {
      const strip = { x: r.x, y: card.y + card.h, w: r.w, h: stripH };
      g.fillStyle(CARD_FILL[fx.color], 0.35).fillRect(strip.x, strip.y, strip.w, strip.h);
      drawSplayMark(g, splay, strip.x + 1, strip.y, stripH);
      // The icons the splay uncovers on the cards beneath, totalled per icon.
      const slots = VISIBLE_SLOTS[splay as keyof typeof VISIBLE_SLOTS] ?? [];
      const seen = new Map<string, number>();
      for (let i = 0; i < covered; i++) for (const s of slots) {
        const ic = facts(cards[i] as string).icons[s];
        if (ic && ic !== 'hex') seen.set(ic, (seen.get(ic) ?? 0) + 1);
      }
      let x = strip.x + stripH + 2;
      const sr = stripH * 0.38;
      for (const [ic, n] of seen) {
        if (x + 2 * sr + stripH * 0.55 > strip.x + strip.w - stripH * 1.3) break; // room for the count
        drawIcon(g, ic as 'crown', x + sr, strip.y + stripH / 2, sr);
        x += 2 * sr + 1;
        text(x, strip.y + stripH / 2, String(n), stripH * 0.7, TEXT.light).setOrigin(0, 0.5);
        x += stripH * 0.55;
      }
      text(strip.x + strip.w - 2, strip.y + stripH / 2, `${cards.length}`, stripH * 0.7, TEXT.muted).setOrigin(1, 0.5);
      hot(strip, () => t('inno.pileHelp', { n: cards.length, splay: t(`inno.splay.${splay}` as 'inno.splay.none') }), null);
    }
  }

  function drawHand(g: Graphics, sl: InnoSeatLayout, pv: PlayerView): void {
    const r = sl.hand;
    const n = pv.hand.length;
    if (n === 0 || r.w < 4 || r.h < 4) return;
    const faceUp = pv.hand.some((c) => typeof c === 'string');
    // Face-up cards in one or two rows; backs as small age tiles.
    const rows = faceUp && n > 4 && r.h > f * 3.4 ? 2 : 1;
    const perRow = Math.ceil(n / rows);
    const w = Math.min(faceUp ? f * 7 : f * 1.8, (r.w - (perRow - 1) * 2) / perRow);
    const h = (r.h - (rows - 1) * 2) / rows;
    // Face-up cards are never much taller than wide (a tall empty card reads as a gap).
    const ch = faceUp ? Math.min(h, w * 1.1) : Math.min(h, w * 1.6);
    pv.hand.forEach((c, i) => {
      const cell = { x: r.x + (i % perRow) * (w + 2), y: r.y + Math.floor(i / perRow) * (ch + 2), w, h: ch };
      if (typeof c === 'number') {
        g.fillStyle(ageBackFill(c), 1).fillRoundedRect(cell.x, cell.y, cell.w, cell.h, 3);
        text(cell.x + cell.w / 2, cell.y + cell.h / 2, String(c), Math.min(f * 0.8, cell.h * 0.6, cell.w * 0.7), TEXT.light).setOrigin(0.5);
        hot(cell, () => backHelp(c), null);
        return;
      }
      const fx = facts(c);
      g.fillStyle(CARD_FILL[fx.color], 1).fillRoundedRect(cell.x, cell.y, cell.w, cell.h, 3);
      mark(g, cell, c);
      const size = Math.max(7, Math.min(f * 0.72, cell.h * 0.42, cell.w / 5));
      text(cell.x + 2, cell.y + 1, `${fx.age} ${cardName(c)}`, size, TEXT.dark, cell.w - 4, true);
      const ir = Math.min(cell.h * 0.2, cell.w / 10);
      if (cell.h > size * 2.2)
        fx.icons.forEach((icon, k) => {
          drawIcon(g, icon, cell.x + cell.w * ((k + 0.5) / 4), cell.y + cell.h - ir - 2, ir);
        });
      hot(cell, () => cardHelp(c), c);
    });
  }

  function drawScore(g: Graphics, sl: InnoSeatLayout, pv: PlayerView, points: number): void {
    const r = sl.score;
    if (r.w < 4 || r.h < 4) return;
    g.fillStyle(COLORS.ink, 0.35).fillRoundedRect(r.x, r.y, r.w, r.h, 3);
    const byAge = new Map<number, number>();
    for (const c of pv.score) {
      const a = typeof c === 'number' ? c : facts(c).age;
      byAge.set(a, (byAge.get(a) ?? 0) + 1);
    }
    const ages = [...byAge.keys()].sort((a, b) => a - b).map((a) => `${a}×${byAge.get(a)}`).join(' ');
    const label = t('inno.scoreLine', { points, cards: pv.score.length, ages: ages || '—' });
    text(r.x + 3, r.y + r.h / 2, label, Math.min(f * 0.78, r.h * 0.75), TEXT.light, r.w - 6).setOrigin(0, 0.5);
    const known = pv.score.filter((c): c is string => typeof c === 'string' && isCardId(c));
    // The viewer's own score cards may be chosen by a question: one tap zone per option.
    const options = known.filter((c) => input.tappable.has(c) || input.highlight.has(c));
    hot(r, () => (known.length ? joinList(known.map(cardName)) : label), null);
    if (options.length > 0) g.lineStyle(2, COLORS.focus, 1).strokeRect(r.x, r.y, r.w, r.h);
  }

  return {
    layout: l,
    at(zone, player, colour, age) {
      if (zone === 'supply') return centre((supplyCells[Math.max(0, (age ?? 1) - 1)] ?? l.supply) as Rect);
      if (zone === 'achievements' && (player === undefined || player < 0)) return centre(l.achievements);
      if (zone === 'removed' || zone === 'revealed' || player === undefined) return centre(l.board);
      const sl = l.seats.find((s) => s.seat === player);
      if (!sl) return centre(l.board);
      if (zone === 'hand') return centre(sl.hand);
      if (zone === 'score') return centre(sl.score);
      if (zone === 'achievements') return centre(sl.label);
      const c = colour ? CARD_COLORS.indexOf(colour as (typeof CARD_COLORS)[number]) : 0;
      return centre(sl.piles[Math.max(0, c)] ?? sl.panel);
    },
  };
}

/** n cells in one row of r (a strip), each at most twice as wide as high. */
function cellsOf(r: Rect, n: number, gap: number): Rect[] {
  const inner = { x: r.x + 3, y: r.y + 3, w: r.w - 6, h: r.h - 6 };
  const w = Math.min((inner.w - gap * (n - 1)) / n, inner.h * 2.2);
  return Array.from({ length: n }, (_, i) => ({ x: Math.round(inner.x + i * (w + gap)), y: inner.y, w: Math.floor(w), h: inner.h }));
}

// A player's place at the table, besides the piles: who they are (and their partner in the team
// game), whose turn it is, the six icon totals, the score pile, the hand and the achievements
// claimed. Full beside the piles on a roomy table, as a header line above them on a phone, or
// folded into one summary panel (icons, top cards, hand and score) that unfolds on tap.
import type { PlayerId } from '../../engine/core/types';
import { iconCounts } from '../../engine/innovation/board';
import { facts, isCardId } from '../../engine/innovation/facts';
import { achievementsToWin } from '../../engine/innovation/seats';
import { COLORS as CARD_COLORS, ICONS, type PlayerState } from '../../engine/innovation/types';
import type { InnovationView, PlayerView, SeenCard } from '../../engine/innovation/view';
import { joinList, t } from '../../i18n';
import type { Rect } from '../geometry';
import { COLORS, TEXT } from '../theme';
import { CARD_FILL, ageBackFill, drawColourMark, drawIcon, drawSplayMark } from './cardArt';
import { css, seatColour } from '../../table/palette';
import { drawSeatSymbol } from '../seatMark';
import type { InnoSeatLayout } from './layout';
import { cardName } from '../../table/innovation/names';
import type { Painter } from './painter';
import { cardHelp } from '../../table/innovation/text';
import { ellipsize } from './textFit';
import { scoreBreakdown, seenAge, seenEchoes, viewPoints } from '../../table/innovation/echoes';

export interface SeatInput {
  view: InnovationView;
  /** The seat's name with its level ("Bot 2 (Easy)", "You"). */
  name: string;
  /** The seat in sentences ("Bot 2", "Player 1 (you)"). */
  short: (p: PlayerId) => string;
  acting: boolean;
  partner: PlayerId | null;
  team: number | null;
  font: number;
  /** The colour-blind aid: seat and card colours carry their symbols. */
  aid: boolean;
  /** Summary panels: unfold / fold. */
  toggle: () => void;
  /** Opens the zoom of a card the viewer can name (a score card of theirs, a claimed special). */
  zoom: (id: string) => void;
}

const ageOfSeen = seenAge;
const pointsOf = viewPoints;

function agesText(list: readonly SeenCard[]): string {
  const byAge = new Map<number, number>();
  for (const c of list) byAge.set(ageOfSeen(c), (byAge.get(ageOfSeen(c)) ?? 0) + 1);
  return [...byAge.keys()].sort((a, b) => a - b).map((a) => `${a}×${byAge.get(a)}`).join(' ') || '—';
}

/**
 * Small tiles side by side: a card the viewer can name in its colour (a click or tap opens its
 * zoom), anything else as its age back.
 */
function tiles(p: Painter, x: number, y: number, maxW: number, size: number, list: readonly (SeenCard | string)[], aid: boolean, zoom?: (id: string) => void): number {
  const w = Math.round(size * 1.25);
  let at = x;
  for (const c of list) {
    if (at + w > x + maxW) {
      p.text(at, y + size / 2, '...', Math.max(12, size * 0.8), TEXT.muted, { originY: 0.5 });
      break;
    }
    const special = typeof c === 'string' && !isCardId(c);
    const fill = special ? COLORS.brass : typeof c === 'string' ? CARD_FILL[facts(c).color] : ageBackFill(seenAge(c));
    p.g.fillStyle(fill, 1).fillRoundedRect(at, y, w - 2, size, 3);
    // Echoes: a card of that set (face up or its back) has a light corner cut, a shape and not only a colour.
    if (!special && seenEchoes(c)) p.g.fillStyle(0x9fd8e8, 1).fillTriangle(at + w - 2 - size * 0.45, y, at + w - 2, y, at + w - 2, y + size * 0.45);
    const label = special ? '★' : String(seenAge(c));
    p.text(at + (w - 2) / 2, y + size / 2, label, Math.max(12, size * 0.72), special || typeof c === 'string' ? TEXT.dark : TEXT.light, { bold: true, originX: 0.5, originY: 0.5 });
    if (aid && typeof c === 'string' && !special) drawColourMark(p.g, facts(c).color, at + w - 2 - size * 0.22, y + size * 0.22, size * 0.2);
    if (typeof c === 'string' && zoom) p.zone({ x: at, y, w: w - 2, h: size }, () => cardHelp(c), () => zoom(c));
    at += w;
  }
  return at;
}

function iconRow(p: Painter, seat: number, counts: number[], x: number, y: number, cellW: number, size: number, perRow: number): void {
  ICONS.forEach((icon, k) => {
    const cx = x + (k % perRow) * cellW;
    const cy = y + Math.floor(k / perRow) * size * 1.35;
    drawIcon(p.g, icon, cx + size * 0.5, cy + size * 0.55, size * 0.5);
    const txt = p.text(cx + size * 1.15, cy + size * 0.55, String(counts[k] ?? 0), size, TEXT.light, { bold: true, originY: 0.5 });
    p.named.set(`count:${seat}:${icon}`, txt);
  });
}

function panelBack(p: Painter, s: InnoSeatLayout, input: SeatInput): void {
  const r = s.panel;
  p.g.fillStyle(s.me ? COLORS.panelMe : COLORS.panel, 0.95).fillRoundedRect(r.x, r.y, r.w, r.h, 6);
  p.g.fillStyle(seatColour(s.seat), 1).fillRect(r.x, r.y + 4, 4, r.h - 8);
  p.g.lineStyle(input.acting ? 2 : 1, input.acting ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
}

function nameLine(si: SeatInput): string {
  return si.name;
}

/**
 * With the aid, the seat's symbol before its name (as the log writes it): returns how far the
 * name moves right.
 */
function nameMark(p: Painter, si: SeatInput, seat: number, x: number, cy: number, size: number): number {
  if (!si.aid) return 0;
  drawSeatSymbol(p.g, seat, x + size * 0.42, cy, size * 0.42);
  return size * 1.05;
}

/** Under the name: actions left on the seat's turn, and in the team game its team and partner. */
function statusParts(si: SeatInput, seat: number): string[] {
  const parts: string[] = [];
  if (si.acting && si.view.phase === 'play' && si.view.current === seat) parts.push(t('inno.board.actions', { n: si.view.actionsLeft }));
  if (si.team !== null && si.partner !== null) {
    const partner = si.partner === si.view.viewer ? t('inno.board.yourPartner') : t('inno.board.partner', { name: si.short(si.partner) });
    parts.push(`${t('inno.board.team', { n: si.team })} · ${partner}`);
  }
  return parts;
}

const statusLine = (si: SeatInput, seat: number): string => statusParts(si, seat).join(' · ');

/** Achievements toward the win: the seat's own, or the team's together in the team game. */
function claimedLabel(pv: PlayerView, si: SeatInput): string {
  const need = achievementsToWin({ ...si.view.options, seed: 0 });
  if (si.partner === null) return t('inno.board.claimed', { n: pv.achievements.length, need });
  const n = pv.achievements.length + (si.view.players[si.partner]?.achievements.length ?? 0);
  return t('inno.board.claimedTeam', { n, need });
}

/** Echoes: the score's two parts, when bonuses add to it. */
function bonusLine(pv: PlayerView): string {
  const parts = scoreBreakdown(pv);
  return parts === null ? '' : `\n${parts}`;
}

/** Hover help for a score pile, a hand and the achievements. */
function helps(s: InnoSeatLayout, pv: PlayerView, si: SeatInput) {
  const who = si.short(s.seat);
  const known = pv.score.filter((c): c is string => typeof c === 'string');
  return {
    score: () =>
      `${t('inno.board.scoreHelp', { name: who, points: pointsOf(pv), n: pv.score.length, ages: agesText(pv.score) })}${known.length > 0 && known.length === pv.score.length ? `\n${joinList(known.map(cardName))}` : ''}${bonusLine(pv)}`,
    forecast: () => t('inno.echoes.forecastHelp', { name: who, n: pv.forecast?.length ?? 0, ages: agesText(pv.forecast ?? []) }),
    hand: () => t('inno.board.handHelp', { name: who, n: pv.hand.length, ages: agesText(pv.hand) }),
    claimed: () =>
      t('inno.board.claimedHelp', {
        name: who,
        list: joinList(pv.achievements.map((a) => (typeof a === 'number' ? String(a) : cardName(a)))) || '—',
        need: achievementsToWin({ ...si.view.options, seed: 0 }),
      }),
  };
}

/** The info column beside the piles (a roomy table). */
export function drawInfoLeft(p: Painter, s: InnoSeatLayout, pv: PlayerView, si: SeatInput): Rect {
  panelBack(p, s, si);
  const r = s.info;
  const f = si.font;
  const h = helps(s, pv, si);
  let y = r.y;
  const shift = nameMark(p, si, s.seat, r.x + 6, y + f * 0.7, f * 1.05);
  const name = p.text(r.x + 6 + shift, y, ellipsize(nameLine(si), f * 1.05, r.w - 8 - shift, true), f * 1.05, css(seatColour(s.seat)), { bold: true });
  y += name.height + 1;
  for (const status of statusParts(si, s.seat)) {
    p.text(r.x + 6, y, ellipsize(status, Math.max(12, f * 0.9), r.w - 8), Math.max(12, f * 0.9), si.acting ? TEXT.brass : TEXT.muted);
    y += f * 1.25;
  }
  const size = Math.max(12, f * 1.1);
  const counts = iconCounts({ piles: pv.piles } as PlayerState);
  iconRow(p, s.seat, counts, r.x + 6, y + 2, (r.w - 8) / 3, size, 3);
  p.zone({ x: r.x, y, w: r.w, h: size * 2.7 }, () => t('inno.iconHelp'));
  y += size * 2.8 + 2;
  const line = f * 1.35;
  // Score, hand, achievements: a label, then tiles (face up where the viewer may see them).
  const rows: [string, readonly (SeenCard | string)[], () => string][] = [
    [t('inno.board.score', { points: pointsOf(pv) }), pv.score, h.score],
    [t('inno.board.hand', { n: pv.hand.length }), s.me ? [] : pv.hand, h.hand],
    // Echoes: the forecast, face up to its owner, backs (age and set) to the others.
    ...(pv.forecast ? [[t('inno.echoes.forecastLabel', { n: pv.forecast.length }), pv.forecast, h.forecast] as [string, readonly SeenCard[], () => string]] : []),
    [claimedLabel(pv, si), pv.achievements, h.claimed],
  ];
  for (const [label, list, help] of rows) {
    if (y + line > r.y + r.h) break;
    const txt = p.text(r.x + 6, y + line / 2, label, Math.max(12, f * 0.9), TEXT.light, { originY: 0.5 });
    p.zone({ x: r.x, y, w: r.w, h: line }, help);
    tiles(p, r.x + 10 + txt.width, y + (line - f) / 2, r.x + r.w - (r.x + 10 + txt.width), f, list, si.aid, si.zoom);
    y += line + 1;
  }
  return r;
}

/**
 * The info as two lines above the piles: who, whose turn, and the totals; then the icon totals and
 * the hand (backs showing their ages for others), score and achievement tiles as room allows.
 */
export function drawInfoTop(p: Painter, s: InnoSeatLayout, pv: PlayerView, si: SeatInput, foldable: boolean): void {
  panelBack(p, s, si);
  const r = s.info;
  const f = si.font;
  const h = helps(s, pv, si);
  const lineH = r.h / 2;
  const need = achievementsToWin({ ...si.view.options, seed: 0 });
  const claimed = pv.achievements.length + (si.partner === null ? 0 : (si.view.players[si.partner]?.achievements.length ?? 0));
  const forecast = pv.forecast ? [t('inno.echoes.forecastLabel', { n: pv.forecast.length })] : [];
  const right = [t('inno.board.score', { points: pointsOf(pv) }), t('inno.board.hand', { n: pv.hand.length }), ...forecast, `★ ${claimed}/${need}`].join(' · ');
  const rightTxt = p.text(r.x + r.w - 4, r.y + lineH / 2, right, f, TEXT.light, { originX: 1, originY: 0.5 });
  p.zone({ x: rightTxt.x - rightTxt.width, y: r.y, w: rightTxt.width, h: lineH }, () => [h.score(), h.hand(), ...(pv.forecast ? [h.forecast()] : []), h.claimed()].join('\n'));
  const status = statusLine(si, s.seat);
  const fold = foldable ? t('inno.board.less') : '';
  const shift = nameMark(p, si, s.seat, r.x + 8, r.y + lineH / 2, f);
  const nameW = r.w - rightTxt.width - 14 - shift;
  const line = [nameLine(si), status, fold].filter((x) => x !== '').join(' · ');
  p.text(r.x + 8 + shift, r.y + lineH / 2, ellipsize(line, f, nameW, true), f, css(seatColour(s.seat)), { bold: true, originY: 0.5 });
  if (foldable) p.zone({ x: r.x, y: r.y, w: nameW, h: lineH }, () => t('inno.board.less'), () => si.toggle());
  const counts = iconCounts({ piles: pv.piles } as PlayerState);
  const size = f * 1.05;
  const cellW = Math.min(size * 3.3, (r.w - 8) / 6);
  iconRow(p, s.seat, counts, r.x + 8, r.y + lineH + (lineH - size * 1.1) / 2, cellW, size, 6);
  p.zone({ x: r.x, y: r.y + lineH, w: cellW * 6, h: lineH }, () => t('inno.iconHelp'));
  // Tiles after the icons, each group with its label, while they fit.
  let x = r.x + 8 + cellW * 6 + f;
  const ty = r.y + lineH + (lineH - f * 1.1) / 2;
  const groups: [string, readonly (SeenCard | string)[], () => string][] = [
    [t('inno.board.hand', { n: pv.hand.length }), s.me ? [] : pv.hand, h.hand],
    [t('inno.board.score', { points: pointsOf(pv) }), pv.score, h.score],
    ...(pv.forecast ? [[t('inno.echoes.forecastLabel', { n: pv.forecast.length }), pv.forecast, h.forecast] as [string, readonly SeenCard[], () => string]] : []),
    ['★', pv.achievements, h.claimed],
  ];
  for (const [label, list, help] of groups) {
    if (list.length === 0) continue;
    const room = r.x + r.w - x;
    if (room < f * 5) break;
    const txt = p.text(x, ty + f * 0.55, label, f * 0.9, TEXT.muted, { originY: 0.5 });
    const tilesAt = x + txt.width + 4;
    p.zone({ x, y: r.y + lineH, w: txt.width + 4, h: lineH }, help);
    const end = tiles(p, tilesAt, ty, room - txt.width - 6, f * 1.1, list, si.aid, si.zoom);
    x = end + f;
  }
}

/** A folded opponent: name and sizes, icon totals, and the five top cards as colour chips. */
export function drawSummary(p: Painter, s: InnoSeatLayout, pv: PlayerView, si: SeatInput): void {
  panelBack(p, s, si);
  const r = s.panel;
  const f = si.font;
  const lineH = r.h / 2;
  const forecast = pv.forecast ? ` · ${t('inno.echoes.forecastLabel', { n: pv.forecast.length })}` : '';
  const right = `${t('inno.board.hand', { n: pv.hand.length })} · ${t('inno.board.score', { points: pointsOf(pv) })}${forecast} · ★${pv.achievements.length}`;
  const rt = p.text(r.x + r.w - 6, r.y + lineH / 2 + 1, right, f, TEXT.light, { originX: 1, originY: 0.5 });
  const shift = nameMark(p, si, s.seat, r.x + 9, r.y + lineH / 2 + 1, f);
  p.text(r.x + 9 + shift, r.y + lineH / 2 + 1, ellipsize(si.team === null ? nameLine(si) : `${nameLine(si)} · ${t('inno.board.team', { n: si.team })}`, f, r.w - rt.width - 20 - shift, true), f, css(seatColour(s.seat)), { bold: true, originY: 0.5 });
  const counts = iconCounts({ piles: pv.piles } as PlayerState);
  const cellW = Math.min(f * 3, (r.w * 0.56) / 6);
  iconRow(p, s.seat, counts, r.x + 9, r.y + lineH, cellW, f, 6);
  // Top cards: a chip per colour with its age and splay.
  const chipW = Math.min(f * 2.3, (r.w - 9 - cellW * 6 - 8) / 5);
  let x = r.x + r.w - 6 - chipW * 5;
  pv.piles.forEach((pile, c) => {
    const top = pile.cards[pile.cards.length - 1];
    const fill = CARD_FILL[CARD_COLORS[c] as keyof typeof CARD_FILL];
    const chip = { x, y: r.y + lineH + 1, w: chipW - 3, h: lineH - 4 };
    if (top) {
      p.g.fillStyle(fill, 1).fillRoundedRect(chip.x, chip.y, chip.w, chip.h, 3);
      p.text(chip.x + 3, chip.y + chip.h / 2, String(facts(top).age), f, TEXT.dark, { bold: true, originY: 0.5 });
      if (si.aid) drawColourMark(p.g, CARD_COLORS[c] as keyof typeof CARD_FILL, chip.x + chip.w * 0.62, chip.y + chip.h / 2, Math.min(chip.h * 0.32, chip.w * 0.18));
      if (pile.splay !== 'none' && pile.cards.length > 1) drawSplayMark(p.g, pile.splay, chip.x + chip.w - chip.h * 0.8, chip.y + chip.h * 0.1, chip.h * 0.8);
    } else p.g.lineStyle(1, fill, 0.5).strokeRoundedRect(chip.x, chip.y, chip.w, chip.h, 3);
    x += chipW;
  });
  p.zone(r, () => `${t('inno.board.summaryHelp', { name: si.short(s.seat) })}\n${pv.piles.map((pile) => pile.cards[pile.cards.length - 1]).filter((c): c is string => !!c).map(cardName).join(', ')}`, () => si.toggle());
}

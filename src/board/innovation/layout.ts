// Where everything on the Innovation table goes, as a pure function of the canvas size and the
// seats. On top two strips: the supply piles (with Echoes, its ten piles on a row of their own
// under the base ones, age under age), then the achievements still available. Below, one
// row per player as at a real table: who they are (icons, score, hand, achievements) beside their
// five colour piles, the viewer's row at the bottom and the largest. A phone (a small canvas) gets
// the compact table: opponents fold to a one-panel summary that unfolds on tap, the viewer's
// board keeps its piles in view. Tests check that no two regions overlap, phone to kiosk.
import { type Rect, clamp, cells, cut, inset, rect, seatOrder } from '../geometry';

/** Width over height of a card lying as on the table. */
export const CARD_ASPECT = 1.42;

export interface InnoSeatLayout {
  seat: number;
  /** The seat whose eyes the table shows. */
  me: boolean;
  /** 'full': info and five piles; 'summary': one folded panel (compact opponents). */
  mode: 'full' | 'summary';
  panel: Rect;
  /** Name, icon totals, score, hand and achievements (full mode). */
  info: Rect;
  /** Where the info sits: beside the piles (a roomy table) or above them (a phone). */
  infoSide: 'left' | 'top';
  /** Five colour piles, indexed like the engine's COLORS (empty in summary mode). */
  piles: Rect[];
  /** The piles lie three over two (a phone held upright), not in one row. */
  stacked: boolean;
}

export interface InnoLayout {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
  /** Base text size in CSS px (never below 12). */
  font: number;
  compact: boolean;
  /** The supply piles 1–10, and the achievements still available (ages, then the specials). */
  supply: Rect;
  /** Echoes: its ten supply piles, a row under the base ones (null without Echoes). */
  echoes: Rect | null;
  achievements: Rect;
  /** The specials on a row of their own when they do not fit beside the ages (phones), else null. */
  specials: Rect | null;
  /** The whole drawing area (captions and banners centre on it). */
  board: Rect;
  seats: InnoSeatLayout[];
  /** The folded opponent shown unfolded (compact only), or null. */
  expanded: number | null;
}

/** A phone-sized canvas: opponents fold into summaries. */
export const isCompact = (width: number, height: number): boolean => height < 520 || width < 600;

/** Height of the count line under a pile. */
export const countLine = (font: number): number => Math.round(font * 1.3);

/**
 * The card size that fits a pile cell with room left for a fan and the count line (a phone keeps
 * less room for the fan: its cards would be too small to read otherwise; piles three over two,
 * with room to fan sideways, keep almost none upwards — an upward fan is squeezed there).
 */
export function pileCardSize(cell: Rect, countH: number, compact = false, stacked = false): { w: number; h: number } {
  const w = Math.min(cell.w * 0.92, (cell.h - countH) * (stacked ? 0.95 : compact ? 0.8 : 0.68) * CARD_ASPECT);
  return { w: Math.max(1, Math.floor(w)), h: Math.max(1, Math.floor(w / CARD_ASPECT)) };
}

/**
 * The five pile cells in two rows, three over two (centred): on a phone held upright a row of five
 * leaves cards too narrow to name, while the height below them goes unused.
 */
function twoRows(area: Rect, gap: number): Rect[] {
  const [top, bottom] = cells(area, 2, 'column', gap) as [Rect, Rect];
  const upper = cells(top, 3, 'row', gap);
  const w = (upper[0] as Rect).w;
  const x = bottom.x + Math.round((bottom.w - 2 * w - gap) / 2);
  return [...upper, rect(x, bottom.y, w, bottom.h), rect(x + w + gap, bottom.y, w, bottom.h)];
}

function seatParts(panel: Rect, font: number, infoSide: 'left' | 'top', compact = false) {
  const gap = Math.max(3, Math.round(font * 0.3));
  const body = inset(panel, gap);
  const [info, pileArea] =
    infoSide === 'left' ? cut(body, 'left', clamp(body.w * 0.16, font * 10, font * 14), gap) : cut(body, 'top', Math.round(font * 3), gap);
  const row = cells(pileArea, 5, 'row', gap);
  if (!compact) return { info, piles: row, stacked: false };
  // Whichever arrangement gives the larger cards (by a clear margin: one row reads more like a table).
  const two = twoRows(pileArea, gap);
  const larger = pileCardSize(two[0] as Rect, countLine(font), true, true).w > pileCardSize(row[0] as Rect, countLine(font), true).w * 1.1;
  return { info, piles: larger ? two : row, stacked: larger };
}

/**
 * A seat row: its info beside the piles or above them, whichever leaves the larger cards (a
 * phone always puts it above).
 */
function fullSeat(seat: number, me: boolean, panel: Rect, font: number, side: 'left' | 'top' | 'best', compact = false): InnoSeatLayout {
  let infoSide: 'left' | 'top' = side === 'best' ? 'left' : side;
  if (side === 'best') {
    const width = (s: 'left' | 'top') => pileCardSize(seatParts(panel, font, s).piles[0] as Rect, countLine(font)).w;
    infoSide = width('top') > width('left') ? 'top' : 'left';
  }
  return { seat, me, mode: 'full', panel, infoSide, ...seatParts(panel, font, infoSide, compact) };
}

const summarySeat = (seat: number, panel: Rect): InnoSeatLayout => ({ seat, me: false, mode: 'summary', panel, info: panel, infoSide: 'top', piles: [], stacked: false });

/**
 * `specialsWidth`: how wide the special achievements' names are at 12 px (0: none left);
 * past the room beside the age achievements they get a row of their own. `textScale`: every word
 * that much larger (Large text), the rows made to hold them. `echoes`: the game has the Echoes
 * supply piles (a second supply row).
 */
export function innovationLayout(
  width: number,
  height: number,
  players: number,
  me: number | null,
  expanded: number | null = null,
  specialsWidth = 0,
  textScale = 1,
  echoes = false,
): InnoLayout {
  const compact = isCompact(width, height);
  const font = Math.round((compact ? 12 : clamp(Math.min(width, height) / 60, 12, 16)) * textScale);
  const gap = Math.max(3, Math.round(font * 0.35));
  const order = seatOrder(players, me);
  const others = order.slice(1);
  const portrait = height > width;
  const main = inset(rect(0, 0, width, height), gap);
  const rowH = Math.round(font * (compact ? 1.75 : 2.1));
  // Echoes: its piles under the base ones, so a pile of each set sits under the same age. A phone
  // keeps both supply rows just tall enough for their one line: its board needs the height.
  const supplyH = echoes && compact ? Math.round(font * 1.4) : rowH;
  const [supply, r0] = cut(main, 'top', supplyH, 2);
  const [echoesRow, r1] = echoes ? cut(r0, 'top', supplyH, 2) : [null, r0];
  const ownRow = specialsWidth > 0 && (specialsWidth * font) / 12 + font * 2.2 * 9 + font * 8 > main.w;
  const [achievements, r2] = cut(r1, 'top', rowH, ownRow ? 2 : gap);
  // Echoes brings ten specials: when their names do not fit one row at 12 px, they take two.
  const twoRows = ownRow && (specialsWidth * font) / 12 > main.w;
  const [specials, seatsArea] = ownRow ? cut(r2, 'top', twoRows ? rowH * 2 + 2 : rowH, gap) : [null, r2];
  const seats: InnoSeatLayout[] = [];
  const open = compact && expanded !== null && others.includes(expanded) ? expanded : null;

  if (!compact) {
    // One row per player; the viewer's is a third larger. Each opponent row keeps room to read.
    const weights = [...others.map(() => 1), me === null ? 1 : 1.35];
    const total = weights.reduce((a, b) => a + b, 0);
    let y = seatsArea.y;
    const unit = (seatsArea.h - gap * (weights.length - 1)) / total;
    others.forEach((seat) => {
      seats.push(fullSeat(seat, false, rect(seatsArea.x, y, seatsArea.w, unit), font, 'best'));
      y += unit + gap;
    });
    const mine = rect(seatsArea.x, y, seatsArea.w, seatsArea.y + seatsArea.h - y);
    seats.unshift(fullSeat(order[0] as number, me !== null, mine, font, 'best'));
  } else {
    // Opponents: a summary each (or the one unfolded board); the viewer's board takes the rest.
    const summaryH = Math.round(font * 3.3);
    const othersH = others.length === 0 ? 0 : open !== null ? Math.max(summaryH * others.length, seatsArea.h * 0.5) : summaryH * others.length + gap * (others.length - 1);
    const [othersArea, mine] = others.length === 0 ? [rect(seatsArea.x, seatsArea.y, seatsArea.w, 0), seatsArea] : cut(seatsArea, 'top', othersH, gap);
    seats.push(fullSeat(order[0] as number, me !== null, mine, font, 'top', true));
    if (open !== null) seats.push(fullSeat(open, false, othersArea, font, 'top', true));
    else {
      const rows = cells(othersArea, others.length, 'column', gap);
      others.forEach((seat, i) => {
        seats.push(summarySeat(seat, rows[i] as Rect));
      });
    }
  }
  return { width, height, orientation: portrait ? 'portrait' : 'landscape', font, compact, supply, echoes: echoesRow, achievements, specials, board: main, seats, expanded: open };
}

/** Top-level regions (must not overlap one another). */
export function innoRegions(l: InnoLayout): { name: string; rect: Rect }[] {
  const out = [
    { name: 'supply', rect: l.supply },
    { name: 'achievements', rect: l.achievements },
  ];
  if (l.echoes) out.push({ name: 'echoes', rect: l.echoes });
  if (l.specials) out.push({ name: 'specials', rect: l.specials });
  for (const s of l.seats) out.push({ name: `seat${s.seat}`, rect: s.panel });
  return out;
}

/** Regions inside one full seat panel (must not overlap one another, and lie inside the panel). */
export function innoSeatRegions(s: InnoSeatLayout): { name: string; rect: Rect }[] {
  if (s.mode === 'summary') return [{ name: 'summary', rect: s.panel }];
  return [{ name: 'info', rect: s.info }, ...s.piles.map((r, i) => ({ name: `pile${i}`, rect: r }))];
}

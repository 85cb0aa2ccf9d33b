// Where everything on the Innovation table goes, as a pure function of the screen size and the
// seats. The viewer's board is the big panel at the bottom; opponents share a row above it; the
// supply and achievements strip sits on top. Tests check no two regions overlap, phone to kiosk.
import { type Rect, cells, clamp, cut, inset, rect, seatOrder } from '../layout';

export interface InnoSeatLayout {
  seat: number;
  /** The seat whose eyes the table shows (its hand face up). */
  me: boolean;
  panel: Rect;
  /** Name, points, achievements and actions left. */
  label: Rect;
  /** Icon totals on the board. */
  icons: Rect;
  /** Five colour piles, indexed like the engine's COLORS. */
  piles: Rect[];
  hand: Rect;
  score: Rect;
}

export interface InnoLayout {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
  font: number;
  /** Supply piles 1..10 and the achievements still available. */
  supply: Rect;
  achievements: Rect;
  /** Everything between the header and the controls/log, for centring the game-over panel. */
  board: Rect;
  seats: InnoSeatLayout[];
}

/** A seat panel: label and icon totals on top, the five piles, then hand and score. */
function seatPanel(seat: number, me: boolean, panel: Rect, font: number): InnoSeatLayout {
  const gap = Math.max(2, Math.round(font * 0.25));
  const body0 = inset(panel, gap);
  const lineH = Math.min(font * 1.3, body0.h * 0.14);
  const [label, r1] = cut(body0, 'top', lineH, 1);
  const [icons, body] = cut(r1, 'top', lineH, gap);
  // The viewer's hand needs room for face-up cards; others show small age backs.
  const wide = body.w / Math.max(1, body.h) > 2.6;
  let piles: Rect;
  let hand: Rect;
  let score: Rect;
  if (wide) {
    const [pileArea, side] = cut(body, 'left', body.w * (me ? 0.6 : 0.68), gap);
    piles = pileArea;
    [score, hand] = cut(side, 'bottom', Math.min(font * 1.6, side.h * 0.4), gap);
  } else {
    let rest: Rect;
    [piles, rest] = cut(body, 'top', body.h * (me ? 0.56 : 0.64), gap);
    [score, hand] = cut(rest, 'bottom', Math.min(font * 1.4, rest.h * 0.4), gap);
  }
  return { seat, me, panel, label, icons, piles: cells(piles, 5, 'row', gap), hand, score };
}

export function innovationLayout(width: number, height: number, players: number, me: number | null): InnoLayout {
  const font = Math.round(clamp(Math.min(width, height) / 38, 10, 22));
  const gap = Math.max(3, Math.round(font * 0.35));
  const order = seatOrder(players, me);
  const others = order.slice(1);
  // The canvas is the board alone: the header, decision and log around it are HTML.
  const portrait = height > width;
  const main = inset(rect(0, 0, width, height), gap);
  // Narrow screens stack the supply over the achievements so their tiles stay readable.
  const narrow = main.w < font * 44;
  const stripH = narrow ? clamp(main.h * 0.12, font * 3.4, font * 5) : clamp(main.h * 0.075, font * 1.8, font * 3.2);
  const [strip, seatsArea] = cut(main, 'top', stripH, gap);
  const [supply, achievements] = narrow ? cut(strip, 'top', (strip.h - 2) / 2, 2) : cut(strip, 'left', strip.w * 0.58, gap);
  const [othersArea, mePanel] = cut(seatsArea, 'top', seatsArea.h * (others.length > 0 ? (portrait ? 0.44 : 0.48) : 0), gap);

  const seats: InnoSeatLayout[] = [seatPanel(order[0] as number, me !== null, mePanel, font)];
  // Portrait phones stack opponents (each gets the full width); landscape puts them side by side.
  const stack = portrait && others.length > 1 && othersArea.w < font * 40;
  const otherCells = cells(othersArea, Math.max(1, others.length), stack ? 'column' : 'row', gap);
  others.forEach((seat, i) => {
    seats.push(seatPanel(seat, false, otherCells[i] as Rect, font));
  });
  return { width, height, orientation: portrait ? 'portrait' : 'landscape', font, supply, achievements, board: main, seats };
}

/** Top-level regions (must not overlap one another). */
export function innoRegions(l: InnoLayout): { name: string; rect: Rect }[] {
  const out = [
    { name: 'supply', rect: l.supply },
    { name: 'achievements', rect: l.achievements },
  ];
  for (const s of l.seats) out.push({ name: `seat${s.seat}`, rect: s.panel });
  return out;
}

/** Regions inside one seat panel (must not overlap one another, and lie inside the panel). */
export function innoSeatRegions(s: InnoSeatLayout): { name: string; rect: Rect }[] {
  return [
    { name: 'label', rect: s.label },
    { name: 'icons', rect: s.icons },
    ...s.piles.map((r, i) => ({ name: `pile${i}`, rect: r })),
    { name: 'hand', rect: s.hand },
    { name: 'score', rect: s.score },
  ];
}

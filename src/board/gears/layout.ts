// Where everything on the Gears table goes, as a pure function of the screen size and the seats.
// Scenes call it on every resize; tests check that no two regions overlap from a 360×640 phone
// to a 1920×1080 kiosk. Gear cards are square (they turn in place); other cards are 5:7.
import { MIN_TEXT, type Rect, cells, clamp, cut, fitBox, inset, rect, seatOrder } from '../geometry';

export interface SeatLayout {
  seat: number;
  /** True for the seat whose eyes the table shows (drawn at the bottom, hand face up). */
  me: boolean;
  panel: Rect;
  label: Rect;
  hand: Rect;
  discard: Rect;
  character: Rect;
  codes: Rect;
}

export interface TableLayout {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
  /** Base font size in px for this screen. */
  font: number;
  /** The smallest word drawn (MIN_TEXT, 25 % more with Large text). */
  minText: number;
  board: Rect;
  roundCard: Rect;
  /** Round stack count and current rule text, beside the round card. */
  roundInfo: Rect;
  /** One slot per seat (index = seat) where its placed gear lies. */
  played: Rect[];
  seats: SeatLayout[];
}

export const CARD_RATIO = 5 / 7;

type Parts = Pick<SeatLayout, 'hand' | 'discard' | 'character' | 'codes'>;

/**
 * A code card's shape in its cell: upright as printed (5:7) where the cell is tall, else as wide as
 * the cell allows up to 7:5 (a chip: colour on the left, number on the right), so that a small
 * cell still shows its number large.
 */
export function codeBox(cell: Rect): Rect {
  return fitBox(cell, clamp(cell.w / Math.max(1, cell.h), CARD_RATIO, 1 / CARD_RATIO));
}

/** A chip rather than a card: wider than it is tall, near enough. */
export const isCodeChip = (w: number, h: number): boolean => w >= h * 0.9;

/** How large a code card of that size prints its number. */
export function codeNumberSize(w: number, h: number): number {
  return Math.round(isCodeChip(w, h) ? Math.min(h * 0.62, w * 0.5) : Math.min(w * 0.55, h * 0.4));
}

/** The code cards of a seat in their box: a row of four or two by two, whichever prints their numbers larger. */
export function codeCells(codes: Rect, gap = 4): Rect[] {
  const row = cells(codes, 4, 'row', gap);
  const grid = cells(codes, 2, 'column', gap).flatMap((r) => cells(r, 2, 'row', gap));
  const size = (list: Rect[]) => {
    const b = list[0] ? codeBox(list[0]) : null;
    return b ? codeNumberSize(b.w, b.h) : 0;
  };
  return size(row) >= size(grid) ? row : grid;
}

/** One row: hand | discard | character | codes. */
function oneRow(body: Rect, me: boolean, gap: number): Parts {
  const unit = body.h;
  // The viewer's hand takes what six square cards need, up to a little over half the row.
  const handW = me ? Math.min(6 * unit + 5 * gap, body.w * 0.56) : unit * 0.9;
  const [hand, rest1] = cut(body, 'left', handW, gap);
  const [discard, rest2] = cut(rest1, 'left', unit * 0.9, gap);
  const [character, codeR] = cut(rest2, 'left', unit * CARD_RATIO, gap);
  // Four code cards need about four card widths; a very wide panel keeps the rest empty.
  const codes = me ? codeR : cut(codeR, 'left', Math.min(codeR.w, unit * 3.6), 0)[0];
  return { hand, discard, character, codes };
}

/** Two rows: the hand (and for others its back + discard + character) on top, codes below. */
function twoRows(body: Rect, me: boolean, gap: number): Parts {
  const [top, bottom] = cut(body, 'top', body.h * (me ? 0.56 : 0.55), gap);
  if (me) {
    const [character, hand] = cut(top, 'right', top.h * CARD_RATIO, gap);
    const [discard, codes] = cut(bottom, 'right', bottom.h, gap);
    return { hand, discard, character, codes };
  }
  const parts = cells(top, 3, 'row', gap);
  return { hand: parts[0]!, discard: parts[1]!, character: parts[2]!, codes: bottom };
}

/**
 * How well a seat's parts read: its smallest important card — a gear of the viewer's hand, or a
 * code card (whose number a player reads; a little smaller than a gear is fine).
 */
function legibility(p: Parts, me: boolean, gap: number): number {
  const box = codeBox(codeCells(p.codes)[0] ?? p.codes);
  const gear = me ? Math.min(p.hand.h, (p.hand.w - 5 * gap) / 6) : Math.min(p.hand.w, p.hand.h);
  // A gear about three times its numbers' size reads as well as a code card's number.
  return Math.min(gear, codeNumberSize(box.w, box.h) * 3);
}

/** Inside a seat panel: a label line, then the hand, discard, character and code cards, in one row or two, whichever reads better. */
function seatPanel(seat: number, me: boolean, panel: Rect, font: number, minText: number): SeatLayout {
  const gap = Math.max(2, Math.round(font * 0.3));
  const [label, body] = cut(inset(panel, gap), 'top', Math.max(font, minText) * 1.4, gap);
  const row = oneRow(body, me, gap);
  const rows = twoRows(body, me, gap);
  const parts = legibility(row, me, gap) >= legibility(rows, me, gap) ? row : rows;
  return { seat, me, panel, label, ...parts };
}

/** Round card, its info and one played-gear slot per seat, inside the board. */
function boardParts(board: Rect, players: number, order: number[], font: number) {
  const gap = Math.max(4, Math.round(font * 0.5));
  const horizontal = board.w / Math.max(1, board.h) > 1.7;
  const played: Rect[] = new Array(players);
  let roundArea: Rect;
  let slotsArea: Rect;
  if (horizontal) {
    [roundArea, slotsArea] = cut(board, 'left', Math.min(board.w * 0.42, board.h * 1.6), gap);
  } else {
    [roundArea, slotsArea] = cut(board, 'top', board.h * 0.5, gap);
  }
  const [cardArea, roundInfo] = cut(roundArea, 'left', Math.min(roundArea.w * 0.5, roundArea.h * CARD_RATIO), gap);
  const roundCard = fitBox(cardArea, CARD_RATIO);
  const slotCells = cells(slotsArea, players, 'row', gap);
  // The viewer's gear sits in the first slot, then clockwise, like the seats.
  order.forEach((seat, i) => {
    played[seat] = fitBox(slotCells[i]!, 1);
  });
  return { roundCard, roundInfo, played };
}

/** `textScale`: every word that much larger (Large text), the rows made to hold them. */
export function gearsTableLayout(width: number, height: number, players: number, me: number | null, textScale = 1): TableLayout {
  const font = Math.round(clamp(Math.min(width, height) / 36, 11, 24) * textScale);
  const minText = Math.round(MIN_TEXT * textScale);
  const gap = Math.max(3, Math.round(font * 0.4));
  const order = seatOrder(players, me);
  const others = order.slice(1);
  // The canvas is the board alone: the header, decision and log around it are HTML.
  const portrait = height > width;
  const main = inset(rect(0, 0, width, height), gap);

  const [othersRow, r2] = cut(main, 'top', main.h * (portrait ? 0.2 : 0.25), gap);
  const [mePanel, board] = cut(r2, 'bottom', r2.h * (portrait ? 0.36 : 0.34), gap);

  const seats: SeatLayout[] = [];
  seats.push(seatPanel(order[0]!, me !== null, mePanel, font, minText));
  const otherCells = cells(othersRow, Math.max(1, others.length), 'row', gap);
  // Clockwise from the viewer's left: the panel order reads left to right across the top.
  others.forEach((seat, i) => {
    seats.push(seatPanel(seat, false, otherCells[i]!, font, minText));
  });

  const parts = boardParts(inset(board, gap), players, order, font);
  return {
    width,
    height,
    orientation: portrait ? 'portrait' : 'landscape',
    font,
    minText,
    board,
    roundCard: parts.roundCard,
    roundInfo: parts.roundInfo,
    played: parts.played,
    seats,
  };
}

/** Every named region of a layout, for overlap checks and debug drawing. */
export function layoutRegions(l: TableLayout): { name: string; rect: Rect }[] {
  const out: { name: string; rect: Rect }[] = [
    { name: 'board', rect: l.board },
  ];
  for (const s of l.seats) out.push({ name: `seat${s.seat}`, rect: s.panel });
  return out;
}

/** The regions inside one seat panel (must not overlap one another). */
export function seatRegions(s: SeatLayout): { name: string; rect: Rect }[] {
  return [
    { name: 'label', rect: s.label },
    { name: 'hand', rect: s.hand },
    { name: 'discard', rect: s.discard },
    { name: 'character', rect: s.character },
    { name: 'codes', rect: s.codes },
  ];
}

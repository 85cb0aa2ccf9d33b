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
  board: Rect;
  roundCard: Rect;
  /** Round stack count and current rule text, beside the round card. */
  roundInfo: Rect;
  /** One slot per seat (index = seat) where its placed gear lies. */
  played: Rect[];
  seats: SeatLayout[];
}

export const CARD_RATIO = 5 / 7;

/** Inside a seat panel: a label line, then the hand, discard, character and code cards. */
function seatPanel(seat: number, me: boolean, panel: Rect, font: number): SeatLayout {
  const gap = Math.max(2, Math.round(font * 0.3));
  const [label, body] = cut(inset(panel, gap), 'top', Math.max(font, MIN_TEXT) * 1.4, gap);
  const wide = body.w / Math.max(1, body.h) > (me ? 4.2 : 3.2);
  let hand: Rect;
  let discard: Rect;
  let character: Rect;
  let codes: Rect;
  if (wide) {
    // One row: hand | discard | character | codes.
    const unit = body.h;
    // The viewer's hand takes what six square cards need, up to a little over half the row.
    const handW = me ? Math.min(6 * unit + 5 * gap, body.w * 0.56) : unit * 0.9;
    const [handR, rest1] = cut(body, 'left', handW, gap);
    const [discR, rest2] = cut(rest1, 'left', unit * 0.9, gap);
    const [charR, codeR] = cut(rest2, 'left', unit * CARD_RATIO, gap);
    hand = handR;
    discard = discR;
    character = charR;
    // Four code cards need about four card widths; a very wide panel keeps the rest empty.
    codes = me ? codeR : cut(codeR, 'left', Math.min(codeR.w, unit * 3.6), 0)[0];
  } else {
    // Two rows: the hand (and for others its back + discard + character) on top, codes below.
    const [top, bottom] = cut(body, 'top', body.h * (me ? 0.56 : 0.55), gap);
    if (me) {
      const [charR, rest] = cut(top, 'right', top.h * CARD_RATIO, gap);
      hand = rest;
      character = charR;
      const [discR, codeR] = cut(bottom, 'right', bottom.h, gap);
      discard = discR;
      codes = codeR;
    } else {
      const parts = cells(top, 3, 'row', gap);
      hand = parts[0]!;
      discard = parts[1]!;
      character = parts[2]!;
      codes = bottom;
    }
  }
  return { seat, me, panel, label, hand, discard, character, codes };
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

export function gearsTableLayout(width: number, height: number, players: number, me: number | null): TableLayout {
  const font = Math.round(clamp(Math.min(width, height) / 36, 11, 24));
  const gap = Math.max(3, Math.round(font * 0.4));
  const order = seatOrder(players, me);
  const others = order.slice(1);
  // The canvas is the board alone: the header, decision and log around it are HTML.
  const portrait = height > width;
  const main = inset(rect(0, 0, width, height), gap);

  const [othersRow, r2] = cut(main, 'top', main.h * (portrait ? 0.2 : 0.25), gap);
  const [mePanel, board] = cut(r2, 'bottom', r2.h * (portrait ? 0.36 : 0.34), gap);

  const seats: SeatLayout[] = [];
  seats.push(seatPanel(order[0]!, me !== null, mePanel, font));
  const otherCells = cells(othersRow, Math.max(1, others.length), 'row', gap);
  // Clockwise from the viewer's left: the panel order reads left to right across the top.
  others.forEach((seat, i) => {
    seats.push(seatPanel(seat, false, otherCells[i]!, font));
  });

  const parts = boardParts(inset(board, gap), players, order, font);
  return {
    width,
    height,
    orientation: portrait ? 'portrait' : 'landscape',
    font,
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

// Where everything on the Gear & Piston canvas goes, as a pure function of the board slot's size
// and the seats (the header, decision, panel and log around it are HTML). Text is never below
// 12 CSS px: every label strip is tall enough for it, and regions too small to say something
// legibly say it through their tap (the zoom) instead. Tests check that no two regions overlap
// from a 360×640 phone to a 1920×1080 kiosk. Tiles are square; a car is two rows of them between
// its end tiles.
import { type Rect, cells, clamp, cut, inset, rect, seatOrder } from '../geometry';
import { MIN_TEXT } from './text';

export interface GnpSeatLayout {
  seat: number;
  /** True for the seat drawn large at the bottom (the viewer, or seat 0 for spectators). */
  me: boolean;
  panel: Rect;
  /** Name, tokens and volatility. */
  label: Rect;
  car: Rect;
  hand: Rect;
}

export interface GnpBoardLayout {
  /** One box per location (LOCATIONS order): its name and its token queue. */
  locations: Rect[];
  /** Patent Office display (New parts) with the New stack at its left. */
  patent: Rect;
  /** Junk Yard display with the Junk stack at its left. */
  junk: Rect;
  /** The two investors (empty when the board has no room: the HTML panel shows them). */
  investors: Rect;
  /** Discard piles, or the Black Market's drawn parts. */
  info: Rect;
}

export interface GnpTableLayout {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape';
  /** Base font size in px (labels are drawn at `text`). */
  font: number;
  /** The size of labels: at least MIN_TEXT. */
  text: number;
  /** Everything on the canvas (the game-over highlight centres on it). */
  main: Rect;
  board: Rect;
  parts: GnpBoardLayout;
  seats: GnpSeatLayout[];
}

/** The height of a strip holding one line of text of this size. */
export const lineHeight = (size: number): number => Math.ceil(size * 1.35);

/** A seat panel: a label line, then the car and the hand (side by side when there is room). */
function seatPanel(seat: number, me: boolean, panel: Rect, text: number): GnpSeatLayout {
  const gap = Math.max(2, Math.round(text * 0.2));
  const [label, body] = cut(inset(panel, gap), 'top', lineHeight(text), gap);
  // A car needs about 8 tile columns for 2 rows: wide bodies put the hand beside it.
  const wide = body.w / Math.max(1, body.h) > (me ? 3.2 : 2.6);
  let car: Rect;
  let hand: Rect;
  if (wide) {
    [hand, car] = cut(body, 'right', Math.min(body.w * (me ? 0.36 : 0.24), body.h * (me ? 3.2 : 1.4)), gap);
  } else if (me) {
    [hand, car] = cut(body, 'bottom', body.h * 0.34, gap);
  } else {
    [hand, car] = cut(body, 'bottom', Math.min(body.h * 0.3, text * 1.8), gap);
  }
  return { seat, me, panel, label, car, hand };
}

/** Locations, displays, investors and info inside the board. */
function boardParts(board: Rect, text: number): GnpBoardLayout {
  const gap = Math.max(3, Math.round(text * 0.3));
  const inner = inset(board, gap);
  const wide = inner.w / Math.max(1, inner.h) > 2.1;
  let locArea: Rect;
  let market: Rect;
  if (wide) [locArea, market] = cut(inner, 'left', inner.w * 0.42, gap);
  else [locArea, market] = cut(inner, 'top', Math.max(inner.h * 0.36, lineHeight(text) * 2 + 8), gap);
  // A location needs its name and a row of token circles: four across when each gets that.
  const across = locArea.w / 4 >= text * 6 && locArea.h >= lineHeight(text) + text * 1.4 && locArea.h < (locArea.w / 4) * 1.4;
  const locations = across ? cells(locArea, 4, 'row', gap) : cells(locArea, 2, 'column', gap).flatMap((row) => cells(row, 2, 'row', gap));
  // Investors get a row when a tile row and an investor line both stay readable.
  const withInvestors = market.h >= lineHeight(text) * 2 + 2 * text * 2.2;
  const rows = cells(market, withInvestors ? 3 : 2, 'column', gap);
  const patent = rows[0] as Rect;
  const junkRow = rows[1] as Rect;
  const [junk, info] = cut(junkRow, 'left', junkRow.w * 0.58, gap);
  const investors = withInvestors ? (rows[2] as Rect) : rect(market.x, market.y + market.h, 0, 0);
  return { locations, patent, junk, investors, info };
}

/** `textScale`: every word that much larger (Large text), the rows and tiles made to hold them. */
export function gnpTableLayout(width: number, height: number, players: number, me: number | null, textScale = 1): GnpTableLayout {
  const base = clamp(Math.min(width, height) / 34, MIN_TEXT, 22);
  const font = Math.round(base * textScale);
  const text = Math.round(Math.max(MIN_TEXT, base * 0.8) * textScale);
  const gap = Math.max(3, Math.round(font * 0.3));
  const order = seatOrder(players, me);
  const others = order.slice(1);
  const portrait = height > width;
  const main = inset(rect(0, 0, width, height), gap);

  // Many opponents on a narrow screen: two rows of panels rather than slivers (and a taller strip).
  const perRow = others.length > 3 && main.w < 900 ? Math.ceil(others.length / 2) : Math.max(1, others.length);
  const rowCount = Math.max(1, Math.ceil(others.length / perRow));
  const othersShare = (portrait ? 0.24 : 0.26) + (rowCount > 1 ? 0.08 : 0);
  const [othersArea, r2] = cut(main, 'top', Math.max(main.h * othersShare, rowCount * (lineHeight(text) + text * 2.4)), gap);
  const [mePanel, board] = cut(r2, 'bottom', r2.h * (portrait ? 0.42 : 0.4), gap);

  const seats: GnpSeatLayout[] = [seatPanel(order[0] as number, true, mePanel, text)];
  const rowRects = cells(othersArea, rowCount, 'column', gap);
  others.forEach((seat, i) => {
    const row = rowRects[Math.floor(i / perRow)] as Rect;
    const inRow = Math.min(perRow, others.length - Math.floor(i / perRow) * perRow);
    seats.push(seatPanel(seat, false, cells(row, inRow, 'row', gap)[i % perRow] as Rect, text));
  });

  return {
    width,
    height,
    orientation: portrait ? 'portrait' : 'landscape',
    font,
    text,
    main,
    board,
    parts: boardParts(board, text),
    seats,
  };
}

/** Top-level regions (must not overlap one another). */
export function gnpRegions(l: GnpTableLayout): { name: string; rect: Rect }[] {
  const out = [{ name: 'board', rect: l.board }];
  for (const s of l.seats) out.push({ name: `seat${s.seat}`, rect: s.panel });
  return out;
}

/** Regions inside the board (must not overlap one another, and stay inside the board). */
export function gnpBoardRegions(l: GnpTableLayout): { name: string; rect: Rect }[] {
  const p = l.parts;
  const out = [
    ...p.locations.map((r, i) => ({ name: `location${i}`, rect: r })),
    { name: 'patent', rect: p.patent },
    { name: 'junk', rect: p.junk },
    { name: 'info', rect: p.info },
  ];
  if (p.investors.w > 0) out.push({ name: 'investors', rect: p.investors });
  return out;
}

export function gnpSeatRegions(s: GnpSeatLayout): { name: string; rect: Rect }[] {
  return [
    { name: 'label', rect: s.label },
    { name: 'car', rect: s.car },
    { name: 'hand', rect: s.hand },
  ];
}

/** Where each cell of a car is drawn: columns left to right between the Front and Back end tiles. */
export interface CarGeometry {
  tile: number;
  /** x of each displayed column's left edge, and which (side, col) it is. */
  columns: { x: number; side: 'front' | 'back' | 'joined'; col: number }[];
  frontEnd: Rect;
  backEnd: Rect;
  top: number;
}

/**
 * Before joining, the front half grows rightwards from the Front tile and the back half leftwards
 * from the Back tile (its column 0 sits next to the Back tile), with one open column each for growth.
 */
export function carGeometry(area: Rect, frontCols: number, backCols: number, joined: boolean, maxTile = Number.POSITIVE_INFINITY): CarGeometry {
  const shown = joined ? [frontCols] : [frontCols + 1, backCols + 1];
  const slots = shown.reduce((a, b) => a + b, 0) + 2 + (joined ? 0 : 0.4);
  const tile = Math.max(6, Math.floor(Math.min(area.h / 2, maxTile, area.w / Math.max(area.w > area.h * 6 ? 11 : 7, slots))));
  const used = tile * slots;
  const x0 = area.x + Math.max(0, Math.floor((area.w - used) / 2));
  const top = area.y + Math.max(0, Math.floor((area.h - 2 * tile) / 2));
  const columns: CarGeometry['columns'] = [];
  let x = x0 + tile;
  if (joined) {
    for (let c = 0; c < frontCols; c++, x += tile) columns.push({ x, side: 'joined', col: c });
  } else {
    for (let c = 0; c <= frontCols; c++, x += tile) columns.push({ x, side: 'front', col: c });
    x += Math.round(tile * 0.4);
    for (let c = backCols; c >= 0; c--, x += tile) columns.push({ x, side: 'back', col: c });
  }
  return { tile, columns, frontEnd: rect(x0, top, tile, 2 * tile), backEnd: rect(x, top, tile, 2 * tile), top };
}

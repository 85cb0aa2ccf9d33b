// Draws one Gear & Piston position (a GnpView) into the regions of a GnpTableLayout and returns where
// things are (the animations fly tiles and tokens between them). Tiles are drawn into one Graphics;
// only tiles that show help or can be tapped get a small empty hit container. It decides nothing:
// what is tappable comes in as data built from snapshot.legal.
import type Phaser from 'phaser';
import type { SessionSetup } from '../../app/setup';
import type { PlayerId } from '../../engine/core/types';
import type { Cell, GnpView, SeatView, SeenPart } from '../../engine/gear-and-piston/types';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import { LOCATIONS } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';
import { seatName } from '../gears/names';
import { type Rect, cells } from '../layout';
import { COLORS, TEXT, textStyle } from '../theme';
import type { Tooltip } from '../tooltip';
import type { Action, GnpControls } from './controls';
import { cellKey } from './controls';
import { investorHelp, locationHelp, locationName, partHelp } from './help';
import { type GnpTableLayout, carGeometry } from './layout';
import { drawBack, drawPart, drawPickFrame, drawSlot } from './partTiles';

type Container = Phaser.GameObjects.Container;
type G = Phaser.GameObjects.Graphics;

/** Token colours per seat (also told apart by the seat number drawn in the panel label). */
export const SEAT_COLORS = [0xe2483f, 0x3a78d6, 0x35b86b, 0xf0c63a, 0x8e55c9, 0xf08a2e];

export interface GnpRefs {
  layout: GnpTableLayout;
  /** Centre of each location's next free space, per location. */
  location: Rect[];
  newSlots: Rect[];
  junkSlots: Rect[];
  newStack: Rect;
  junkStack: Rect;
  discard: Rect;
  hand: Rect[];
  label: Rect[];
  car: Rect[];
  /** Car cell rects by `${player}|${side}:${col}:${row}`. */
  cells: Map<string, Rect>;
}

export interface GnpTableInput {
  view: GnpView;
  setup: SessionSetup;
  viewer: PlayerId | null;
  toAct: PlayerId[];
  controls: GnpControls;
  onAction: (a: Action) => void;
  tooltip: Tooltip;
}

const ZERO: Rect = { x: 0, y: 0, w: 0, h: 0 };

/** An empty, sized container over a region: hover/tap shows help, tap may act. */
function hit(scene: Phaser.Scene, root: Container, r: Rect, tip: Tooltip, text: () => string, onTap?: () => void): void {
  const c = scene.add.container(r.x + r.w / 2, r.y + r.h / 2).setSize(Math.max(8, r.w), Math.max(8, r.h));
  root.add(c);
  tip.attach(c, text, onTap);
}

function label(scene: Phaser.Scene, root: Container, x: number, y: number, text: string, size: number, color: string, maxW: number, origin = 0): Phaser.GameObjects.Text {
  const txt = scene.add.text(x, y, text, textStyle(size, color)).setOrigin(origin, 0);
  if (txt.width > maxW && maxW > 0) txt.setScale(Math.max(0.3, maxW / txt.width));
  root.add(txt);
  return txt;
}

export function drawTable(scene: Phaser.Scene, root: Container, l: GnpTableLayout, input: GnpTableInput): GnpRefs {
  const { view, tooltip: tip } = input;
  const g = scene.add.graphics();
  root.add(g);
  const refs: GnpRefs = { layout: l, location: [], newSlots: [], junkSlots: [], newStack: ZERO, junkStack: ZERO, discard: l.parts.info, hand: [], label: [], car: [], cells: new Map() };
  const f = l.font;
  const act = (a: Action | undefined) => (a ? () => input.onAction(a) : undefined);

  g.fillStyle(COLORS.felt, 1).fillRoundedRect(l.board.x, l.board.y, l.board.w, l.board.h, 10);
  drawLocations(scene, root, g, l, input, refs);
  drawMarket(scene, root, g, l, input, refs);

  // Info: round, first player, phase, discards; during a Black Market the drawn parts.
  const info = l.parts.info;
  const infoText = [
    `${t('gnp.round', { n: view.round })} · ${tk(`gnp.phase.${view.phase}`)}`,
    t('gnp.firstPlayer', { name: seatName(input.setup, view.firstPlayer, input.viewer) }),
    t('gnp.discards', { n: view.newDiscard.length, j: view.junkDiscard.length }),
  ];
  const step = view.step;
  if (step.kind === 'black-market' && step.drawn.length > 0) {
    const s = Math.min(info.h * 0.9, (info.w - 8) / step.drawn.length - 4);
    step.drawn.forEach((part, i) => {
      const x = info.x + 4 + i * (s + 4);
      drawPart(g, x, info.y + (info.h - s) / 2, s, part);
      hit(scene, root, { x, y: info.y, w: s, h: info.h }, tip, () => partHelp(part));
    });
  } else {
    const txt = scene.add.text(info.x + 2, info.y, infoText.join('\n'), textStyle(f * 0.72, TEXT.light, { lineSpacing: 1 }));
    if (txt.height > info.h) txt.setScale(Math.max(0.3, info.h / txt.height));
    if (txt.displayWidth > info.w) txt.setScale(Math.max(0.3, Math.min(txt.scale, info.w / txt.width)));
    root.add(txt);
  }

  // Investors: two boxes side by side.
  const inv = cells(l.parts.investors, Math.max(1, view.investors.length), 'row', 4);
  view.investors.forEach((id, i) => {
    const r = inv[i]!;
    g.fillStyle(COLORS.cream, 0.95).fillRoundedRect(r.x, r.y, r.w, r.h, 6).lineStyle(2, COLORS.brass, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
    // Name and what it rewards: one text object, shrunk to fit the box.
    const txt = scene.add.text(r.x + 6, r.y + 3, investorHelp(id), textStyle(f * 0.72, TEXT.dark, { wordWrap: { width: r.w - 12, useAdvancedWrap: true } }));
    if (txt.height > r.h - 6) txt.setScale(Math.max(0.3, (r.h - 6) / txt.height));
    root.add(txt);
    hit(scene, root, r, tip, () => investorHelp(id));
  });

  l.seats.forEach((sl) => {
    const seat = view.seats[sl.seat];
    if (!seat) return;
    drawSeat(scene, root, g, sl, sl.seat, seat, input, refs, act);
  });
  return refs;
}

function drawLocations(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput, refs: GnpRefs): void {
  const { view, controls, tooltip: tip } = input;
  const f = l.font;
  LOCATIONS.forEach((loc, i) => {
    const r = l.parts.locations[i]!;
    const target = controls.locations.get(i);
    const active = (view.phase === loc) || (loc === 'back-alley' && (view.step.kind === 'black-market' || view.step.kind === 'espionage' || view.step.kind === 'alley'));
    g.fillStyle(COLORS.panel, 0.92).fillRoundedRect(r.x, r.y, r.w, r.h, 6);
    g.lineStyle(target !== undefined ? 3 : active ? 2 : 1, target !== undefined ? COLORS.good : active ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
    const marks = HOUSE_RULES.spaceMarks[loc].filter((m) => m <= view.players).length;
    const queue = view.queues[i] ?? [];
    const name = label(scene, root, r.x + 4, r.y + 2, `${locationName(loc)} ${t('gnp.spaces', { used: queue.length, total: marks })}`, f * 0.72, active ? TEXT.brass : TEXT.light, r.w - 8);
    // Spaces as circles, filled with the colour of the token on it.
    const top = r.y + 4 + name.displayHeight;
    const area = { x: r.x + 4, y: top, w: r.w - 8, h: r.y + r.h - top - 3 };
    // The Workshop keeps room under its circles for the operation pips.
    const d = Math.max(4, Math.min(loc === 'workshop' ? area.h * 0.72 : area.h, area.w / Math.max(4, marks), f * 1.8) * 0.9);
    for (let s = 0; s < marks; s++) {
      const cx = area.x + d / 2 + s * (area.w / Math.max(4, marks));
      const cy = area.y + Math.min(area.h, d) / 2;
      const who = queue[s];
      if (who !== undefined) g.fillStyle(SEAT_COLORS[who % SEAT_COLORS.length]!, 1).fillCircle(cx, cy, d * 0.42).lineStyle(1, COLORS.ink, 1).strokeCircle(cx, cy, d * 0.42);
      else g.lineStyle(1, COLORS.cream, 0.5).strokeCircle(cx, cy, d * 0.38);
      if (loc === 'workshop') {
        // Operations this space gives (3, 2, then 1): small brass pips under the circle.
        const ops = HOUSE_RULES.workshopOperations[Math.min(s, HOUSE_RULES.workshopOperations.length - 1)] ?? 1;
        const pr = Math.max(1.5, d * 0.08);
        for (let k = 0; k < ops; k++) g.fillStyle(COLORS.brass, 1).fillCircle(cx + (k - (ops - 1) / 2) * pr * 3, cy + d * 0.5 + pr * 2, pr);
      }
      if (s === queue.length) refs.location[i] = { x: cx - d / 2, y: cy - d / 2, w: d, h: d };
    }
    refs.location[i] ??= { x: r.x + r.w / 2, y: r.y + r.h / 2, w: d, h: d };
    hit(scene, root, r, tip, () => locationHelp(loc), target !== undefined ? () => input.onAction({ move: target }) : undefined);
  });
}

function drawMarket(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput, refs: GnpRefs): void {
  const { view, controls, tooltip: tip } = input;
  const row = (r: Rect, section: 'new' | 'junk', display: (SeenPart | null)[], stackCount: number) => {
    const n = display.length + 1;
    const s = Math.max(6, Math.min(r.h - 4, (r.w - 4 * n) / n));
    const y = r.y + (r.h - s) / 2;
    const slots: Rect[] = [];
    const stackR = { x: r.x + 2, y, w: s, h: s };
    drawBack(g, stackR.x, stackR.y, s, section);
    const stackKey = `${section}:stack`;
    const stackMove = controls.market.get(stackKey);
    if (stackMove !== undefined) drawPickFrame(g, stackR.x, stackR.y, s, s, false);
    label(scene, root, stackR.x + s / 2, y + s - l.font * 0.9, String(stackCount), l.font * 0.7, TEXT.light, s, 0.5);
    hit(scene, root, stackR, tip, () => t(section === 'new' ? 'gnp.newStack' : 'gnp.junkStack', { n: stackCount }), stackMove !== undefined ? () => input.onAction({ move: stackMove }) : undefined);
    display.forEach((part, i) => {
      const x = r.x + 2 + (i + 1) * (s + 4) + 4;
      const rr = { x, y, w: s, h: s };
      slots.push(rr);
      const move = controls.market.get(`${section}:${i}`);
      if (part === null) {
        drawSlot(g, x, y, s, false);
        return;
      }
      drawPart(g, x, y, s, part);
      if (move !== undefined) drawPickFrame(g, x, y, s, s, false);
      hit(scene, root, rr, tip, () => partHelp(part), move !== undefined ? () => input.onAction({ move }) : undefined);
    });
    return { stackR, slots };
  };
  const p = row(l.parts.patent, 'new', view.newDisplay, view.newStack.length);
  refs.newStack = p.stackR;
  refs.newSlots = p.slots;
  const j = row(l.parts.junk, 'junk', view.junkDisplay, view.junkStack);
  refs.junkStack = j.stackR;
  refs.junkSlots = j.slots;
}

function drawSeat(
  scene: Phaser.Scene,
  root: Container,
  g: G,
  sl: GnpTableLayout['seats'][number],
  p: PlayerId,
  seat: SeatView,
  input: GnpTableInput,
  refs: GnpRefs,
  act: (a: Action | undefined) => (() => void) | undefined,
): void {
  const { view, controls, tooltip: tip } = input;
  const f = refs.layout.font;
  const acting = input.toAct.includes(p);
  const r = sl.panel;
  g.fillStyle(sl.me ? COLORS.panelMe : COLORS.panel, 0.95).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
  g.lineStyle(acting ? 3 : 1, acting ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 8);
  const colour = SEAT_COLORS[p % SEAT_COLORS.length]!;
  const lab = sl.label;
  g.fillStyle(colour, 1).fillCircle(lab.x + lab.h * 0.4, lab.y + lab.h / 2, lab.h * 0.32);
  const tokens = Math.max(0, HOUSE_RULES.actionTokens - seat.locked - seat.placed);
  const name = seatName(input.setup, p, input.viewer);
  // Right: compact numbers (tokens ●, volatility ▲, score at the end); left: the name, shrunk to fit.
  const final = view.final?.[p];
  let stats = t('gnp.seatStats', { tokens, vol: seat.volatility });
  if (final) stats += ` · ${t('gnp.score', { n: final.total })}`;
  const textY = lab.y + Math.max(0, (lab.h - f * 0.95) / 2);
  const right = label(scene, root, lab.x + lab.w - 2, textY, stats, f * 0.8, acting ? TEXT.brass : TEXT.light, lab.w * 0.45, 1);
  label(scene, root, lab.x + lab.h * 0.85, textY, view.firstPlayer === p ? `${name} ★` : name, f * 0.8, acting ? TEXT.brass : TEXT.light, lab.w - lab.h - right.displayWidth - 8);
  hit(scene, root, lab, tip, () => {
    const help = t('gnp.seatHelp', { name, tokens, locked: seat.locked, vol: seat.volatility, n: seat.hand.length });
    if (!final) return help;
    const inv = final.investors.join(' + ');
    return `${help}\n${t('gnp.finalHelp', { inv, area: final.colourArea, pen: final.penalty, vol: final.volatility, wr: final.wrenches, total: final.total })}`;
  });
  refs.label[p] = lab;

  // The car: end tiles, built cells, and glowing targets for the viewer's pending choice.
  const car = seat.car;
  const joined = car.seam !== null;
  // Tiles stay a readable size: big enough to tap, never so big that the car dwarfs the table.
  const geo = carGeometry(sl.car, car.front.length >> 1, car.back.length >> 1, joined, f * 4);
  const s = geo.tile;
  refs.car[p] = sl.car;
  for (const [end, rr] of [['front', geo.frontEnd], ['back', geo.backEnd]] as const) {
    g.fillStyle(COLORS.brass, 1).fillRoundedRect(rr.x + 1, rr.y, rr.w - 2, rr.h, 4);
    const cx = rr.x + rr.w / 2;
    const cy = rr.y + rr.h / 2;
    const q = rr.w * 0.25;
    // An arrow pointing out of the car: forwards at the front, backwards at the back.
    if (end === 'front') g.fillStyle(COLORS.ink, 1).fillTriangle(cx + q, cy - q, cx + q, cy + q, cx - q, cy);
    else g.fillStyle(COLORS.ink, 1).fillTriangle(cx - q, cy - q, cx - q, cy + q, cx + q, cy);
    hit(scene, root, rr, tip, () => t(end === 'front' ? 'gnp.endTile.front' : 'gnp.endTile.back'));
  }
  const mine = p === input.viewer;
  for (const col of geo.columns) {
    const list: Cell[] = col.side === 'back' ? car.back : car.front;
    const width = list.length >> 1;
    for (let row = 0; row < 2; row++) {
      const key = cellKey(col.side, col.col, row);
      const x = col.x;
      const y = geo.top + row * s;
      const cellR = { x, y, w: s, h: s };
      refs.cells.set(`${p}|${key}`, cellR);
      const cell = col.col < width ? (list[col.col * 2 + row] ?? null) : null;
      const move = mine ? controls.cells.get(key) : undefined;
      if (cell !== null) {
        drawPart(g, x + 1, y + 1, s - 2, cell);
        if (move !== undefined) drawPickFrame(g, x + 1, y + 1, s - 2, s - 2, false);
        hit(scene, root, cellR, tip, () => partHelp(cell), move !== undefined ? () => input.onAction({ move }) : undefined);
      } else if (move !== undefined) {
        drawSlot(g, x + 1, y + 1, s - 2, true);
        hit(scene, root, cellR, tip, () => t('gnp.emptyCell'), () => input.onAction({ move }));
      } else if (col.col < width) {
        drawSlot(g, x + 1, y + 1, s - 2, false);
      }
    }
  }
  if (joined && car.seam !== null && geo.columns.length > 0) {
    // The seam: a thin brass line where the halves met.
    const seamCol = geo.columns[car.seam];
    if (seamCol) g.lineStyle(2, COLORS.brass, 0.8).lineBetween(seamCol.x, geo.top - 2, seamCol.x, geo.top + 2 * s + 2);
  }

  // The hand: faces the viewer may see, backs otherwise, and a count.
  const hr = sl.hand;
  refs.hand[p] = hr;
  const n = seat.hand.length;
  const countText = t('gnp.handCount', { n });
  const slots = Math.max(n, sl.me ? HOUSE_RULES.handLimit : 3);
  const hs = Math.max(6, Math.min(hr.h - 2, (hr.w - 4 * slots) / slots));
  const horizontal = hr.w >= hs * slots;
  seat.hand.forEach((part, i) => {
    const x = hr.x + i * (hs + 4) + 2;
    const y = hr.y + (hr.h - hs) / 2;
    if (!horizontal) return;
    drawPart(g, x, y, hs, part);
    const a = sl.me && mine ? controls.hand.get(i) : undefined;
    const picked = mine && controls.selectedPart === part;
    if (a !== undefined || picked) drawPickFrame(g, x, y, hs, hs, picked);
    hit(scene, root, { x, y, w: hs, h: hs }, tip, () => partHelp(part), act(a));
  });
  if (n === 0 || !sl.me) {
    const cx = horizontal && n > 0 ? hr.x + n * (hs + 4) + 4 : hr.x + 2;
    // No room left beside the tiles: the seat label's help still gives the count.
    if (hr.x + hr.w - cx >= f * 2) label(scene, root, cx, hr.y + (hr.h - f * 0.9) / 2, countText, f * 0.7, TEXT.muted, hr.x + hr.w - cx);
  }
}

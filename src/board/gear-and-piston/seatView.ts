// One seat's panel on the Gear & Piston canvas: its label (name, first-player star, free tokens
// and volatility), its car and its hand. The car shows its rule state live: a part that breaks a
// requirement carries a badge of what it lacks (an axle, a fuel tank, a motor of its colour), an
// empty space its column needs is framed in amber, and at the end the largest colour area is
// outlined. Words for all of it are in the help (hover), the zoom (tap) and the HTML panel.
import type Phaser from 'phaser';
import type { PlayerId } from '../../engine/core/types';
import { joinedCells } from '../../engine/gear-and-piston/car-grid';
import { type CarCell, carStatus, cellOf, largestColourAreaCells } from '../../engine/gear-and-piston/car-status';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import type { Cell, SeatView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { seatName, seatShortName } from '../../table/seats';
import type { Rect } from '../geometry';
import { COLORS, TEXT } from '../theme';
import { PROBLEM_BADGE, badgeArt, fillArt } from '../../table/gear-and-piston/art';
import { problemWords } from '../../table/gear-and-piston/carWords';
import { cellKey, offerKey, pointKey } from '../../table/gear-and-piston/controls';
import { partHelp } from '../../table/gear-and-piston/help';
import { hit } from './hit';
import { drawSeatToken } from '../seatMark';
import { type GnpSeatLayout, carGeometry } from './layout';
import { drawPart, drawPickFrame, drawPrims, drawSlot } from './partTiles';
import type { GnpRefs, GnpTableInput } from './refs';
import { fitLabel } from './text';

type Container = Phaser.GameObjects.Container;
type G = Phaser.GameObjects.Graphics;

const keyOf = (at: CarCell) => cellKey(at.side, at.col, at.row);

export function drawSeat(scene: Phaser.Scene, root: Container, g: G, sl: GnpSeatLayout, seat: SeatView, input: GnpTableInput, refs: GnpRefs): void {
  const { view } = input;
  const p = sl.seat;
  const text = refs.layout.text;
  const acting = input.toAct.includes(p);
  const r = sl.panel;
  g.fillStyle(sl.me ? COLORS.panelMe : COLORS.panel, 0.95).fillRoundedRect(r.x, r.y, r.w, r.h, 8);
  g.lineStyle(acting ? 3 : 1, acting ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 8);
  const lab = sl.label;
  drawSeatToken(g, p, lab.x + lab.h * 0.4, lab.y + lab.h / 2, lab.h * 0.36, input.look.aid);
  const tokens = Math.max(0, HOUSE_RULES.actionTokens - seat.locked - seat.placed);
  const name = seatName(input.setup, p, input.viewer);
  // While the end animation lays the scrap, the scores wait for it.
  const final = input.hideScrap ? undefined : view.final?.[p];
  const stats = final ? t('gnp.seatStatsFinal', { tokens, vol: seat.volatility, score: final.total }) : t('gnp.seatStats', { tokens, vol: seat.volatility });
  const textY = lab.y + Math.max(0, (lab.h - text * 1.25) / 2);
  const colour = acting ? TEXT.brass : TEXT.light;
  const right = fitLabel(scene, root, lab.x + lab.w - 2, textY, stats, text, colour, lab.w * 0.45, { origin: 1 });
  const nameW = lab.w - lab.h - (right?.displayWidth ?? 0) - 8;
  const short = seatShortName(input.setup, p, input.viewer);
  fitLabel(scene, root, lab.x + lab.h * 0.85, textY, view.firstPlayer === p ? `${name} ★` : name, text, colour, nameW, { shorter: [name, ...(view.firstPlayer === p ? [`${short} ★`] : []), short] });
  hit(scene, root, lab, input.tooltip, () => {
    const help = t('gnp.seatHelp', { name, tokens, locked: seat.locked, vol: seat.volatility, n: seat.hand.length });
    if (!final) return help;
    const inv = final.investors.join(' + ');
    return `${help}\n${t('gnp.finalHelp', { inv, area: final.colourArea, pen: final.penalty, vol: final.volatility, wr: final.wrenches, total: final.total })}`;
  }).setData('point', pointKey.seat(p));
  refs.label[p] = lab;
  drawCar(scene, root, g, sl, seat, input, refs);
  drawHand(scene, root, g, sl, seat, input, refs);
}

function drawCar(scene: Phaser.Scene, root: Container, g: G, sl: GnpSeatLayout, seat: SeatView, input: GnpTableInput, refs: GnpRefs): void {
  const { view, controls, tooltip: tip } = input;
  const p = sl.seat;
  const car = seat.car;
  const joined = car.seam !== null;
  // Tiles stay a readable size: big enough to tap, never so big that the car dwarfs the table.
  const geo = carGeometry(sl.car, car.front.length >> 1, car.back.length >> 1, joined, refs.layout.font * 4);
  const s = geo.tile;
  refs.car[p] = sl.car;
  for (const [end, rr] of [
    ['front', geo.frontEnd],
    ['back', geo.backEnd],
  ] as const) {
    g.fillStyle(COLORS.brass, 1).fillRoundedRect(rr.x + 1, rr.y, rr.w - 2, rr.h, 4);
    const cx = rr.x + rr.w / 2;
    const cy = rr.y + rr.h / 2;
    const q = rr.w * 0.25;
    // An arrow pointing out of the car: forwards at the front, backwards at the back.
    if (end === 'front') g.fillStyle(COLORS.ink, 1).fillTriangle(cx + q, cy - q, cx + q, cy + q, cx - q, cy);
    else g.fillStyle(COLORS.ink, 1).fillTriangle(cx - q, cy - q, cx - q, cy + q, cx + q, cy);
    hit(scene, root, rr, tip, () => t(end === 'front' ? 'gnp.endTile.front' : 'gnp.endTile.back'));
  }

  // The rule state while the car is being built; at the end, the colour area that scored.
  const status = view.final ? null : carStatus(car);
  const problems = new Map<string, string[]>();
  for (const pr of status?.problems ?? []) problems.set(keyOf(pr.at), [...(problems.get(keyOf(pr.at)) ?? []), problemWords(pr)]);
  const area = new Set<string>();
  if (view.final && !input.hideScrap) for (const i of largestColourAreaCells(joinedCells(car))) area.add(keyOf(cellOf(car, i)));

  const mine = p === input.viewer;
  for (const col of geo.columns) {
    const list: Cell[] = col.side === 'back' ? car.back : car.front;
    const width = list.length >> 1;
    for (let row = 0; row < 2; row++) {
      const key = cellKey(col.side, col.col, row);
      const cellR = { x: col.x, y: geo.top + row * s, w: s, h: s };
      refs.cells.set(`${p}|${key}`, cellR);
      let cell = col.col < width ? (list[col.col * 2 + row] ?? null) : null;
      // The end animation lays the scrap in one part at a time.
      if (cell?.startsWith('S-') && input.hideScrap) cell = null;
      const move = mine ? controls.cells.get(key) : undefined;
      const said = problems.get(key);
      const help = (base: string) => (said ? `${base}\n${said.join('\n')}` : base);
      if (cell !== null) {
        drawPart(g, cellR.x + 1, cellR.y + 1, s - 2, cell, input.look.aid);
        if (move !== undefined) drawPickFrame(g, cellR.x + 1, cellR.y + 1, s - 2, s - 2, false);
        const c = cell;
        const h = hit(scene, root, cellR, tip, () => help(partHelp(c)), move !== undefined ? () => input.onAction({ move }) : undefined, c);
        if (mine) h.setData('point', pointKey.cell(col.side, col.col, row));
      } else if (move !== undefined) {
        drawSlot(g, cellR.x + 1, cellR.y + 1, s - 2, true);
        hit(scene, root, cellR, tip, () => help(t('gnp.emptyCell')), () => input.onAction({ move })).setData('point', pointKey.cell(col.side, col.col, row));
      } else {
        // Empty spaces inside the car, and the open column each half can grow into.
        drawSlot(g, cellR.x + 1, cellR.y + 1, s - 2, false);
        if (said) hit(scene, root, cellR, tip, () => help(t('gnp.emptyCell')), undefined, 'cars');
      }
    }
  }
  for (const pr of status?.problems ?? []) drawProblem(g, refs.cells.get(`${p}|${keyOf(pr.at)}`), pr.kind);
  for (const key of area) {
    const cr = refs.cells.get(`${p}|${key}`);
    if (cr) g.lineStyle(Math.max(2, s * 0.07), COLORS.focus, 1).strokeRoundedRect(cr.x, cr.y, cr.w, cr.h, 4);
  }
  if (joined && car.seam !== null && geo.columns.length > 0) {
    // The seam: a thin brass line where the halves met.
    const seamCol = geo.columns[car.seam];
    if (seamCol) g.lineStyle(2, COLORS.brass, 0.8).lineBetween(seamCol.x, geo.top - 2, seamCol.x, geo.top + 2 * s + 2);
  }
}

/**
 * A problem's mark on its cell: an amber edge and a badge of what the part lacks — an axle at the
 * lower left corner, a tank or motor at the lower right (clear of the wrench and the flames) — or,
 * for a space its column needs filled, an amber frame with a plus.
 */
function drawProblem(g: G, r: Rect | undefined, kind: string): void {
  if (!r) return;
  if (kind === 'half-column' || kind === 'empty-column') {
    drawPrims(g, fillArt(), r.x + 2, r.y + 2, r.w - 4);
    if (kind === 'empty-column') drawPrims(g, fillArt(), r.x + 2, r.y + r.h + 2, r.w - 4);
    return;
  }
  const badge = PROBLEM_BADGE[kind as keyof typeof PROBLEM_BADGE];
  if (!badge) return;
  g.lineStyle(Math.max(2, r.w * 0.05), COLORS.warn, 1).strokeRoundedRect(r.x + 1, r.y + 1, r.w - 2, r.h - 2, Math.max(2, r.w * 0.12));
  const b = Math.max(11, r.w * 0.42);
  const x = kind === 'unsupported' ? r.x - b * 0.15 : r.x + r.w - b * 0.85;
  drawPrims(g, badgeArt(badge), x, r.y + r.h - b * 0.85, b);
}

function drawHand(scene: Phaser.Scene, root: Container, g: G, sl: GnpSeatLayout, seat: SeatView, input: GnpTableInput, refs: GnpRefs): void {
  const { controls, tooltip: tip } = input;
  const p: PlayerId = sl.seat;
  const mine = p === input.viewer;
  const hr = sl.hand;
  refs.hand[p] = hr;
  const n = seat.hand.length;
  const slots = Math.max(n, sl.me ? HOUSE_RULES.handLimit : 3);
  const hs = Math.max(6, Math.min(hr.h - 2, (hr.w - 4 * slots) / slots));
  seat.hand.forEach((part, i) => {
    const x = hr.x + i * (hs + 4) + 2;
    const y = hr.y + (hr.h - hs) / 2;
    drawPart(g, x, y, hs, part, input.look.aid);
    if (mine) refs.handTiles.push({ x, y, w: hs, h: hs });
    const a = sl.me && mine ? controls.hand.get(i) : undefined;
    const picked = mine && controls.selectedPart === part;
    if (a !== undefined || picked) drawPickFrame(g, x, y, hs, hs, picked);
    hit(scene, root, { x, y, w: hs, h: hs }, tip, () => partHelp(part), undefined, mine ? { id: part, at: offerKey.hand(i) } : part);
  });
  const cx = n > 0 ? hr.x + n * (hs + 4) + 4 : hr.x + 2;
  const text = refs.layout.text;
  // The count beside the tiles when it fits; the seat label's help always gives it.
  if (!sl.me || n === 0) fitLabel(scene, root, cx, hr.y + (hr.h - text * 1.25) / 2, t('gnp.handCount', { n }), text, TEXT.muted, hr.x + hr.w - cx, { shorter: [t('gnp.handCountShort', { n })] });
}

// Draws one Gear & Piston position (a GnpView) into the regions of a GnpTableLayout and returns where
// things are (the animations fly tiles and tokens between them). Tiles are drawn into one Graphics;
// only tiles that show help or can be tapped get a small empty hit container. It decides nothing:
// what is tappable comes in as data built from snapshot.legal.
import type Phaser from 'phaser';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import { investor } from '../../engine/gear-and-piston/investors';
import type { SeenPart } from '../../engine/gear-and-piston/types';
import { ICONS, LOCATIONS } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';
import { type Rect, cells } from '../geometry';
import { COLORS, TEXT } from '../theme';
import { iconArt } from '../../table/gear-and-piston/art';
import { investorHelp, investorName, locationHelp, locationName, partHelp } from '../../table/gear-and-piston/help';
import { offerKey, pointKey } from '../../table/gear-and-piston/controls';
import { hit } from './hit';
import type { GnpRefs, GnpTableInput } from './refs';
import { type GnpTableLayout, lineHeight } from './layout';
import { drawBack, drawPart, drawPickFrame, drawPrims, drawSlot } from './partTiles';
import { drawSeat } from './seatView';
import { drawSeatToken } from '../seatMark';
import { fitLabel, resetTextRecord } from './text';

type Container = Phaser.GameObjects.Container;
type G = Phaser.GameObjects.Graphics;

export type { GnpRefs, GnpTableInput } from './refs';

const ZERO: Rect = { x: 0, y: 0, w: 0, h: 0 };

/** Drawn in parts (the locations, the market, the investors and info, each seat): see BoardScene's Drawing. */
export function* drawTable(scene: Phaser.Scene, root: Container, l: GnpTableLayout, input: GnpTableInput): Generator<void, GnpRefs, void> {
  const { view } = input;
  resetTextRecord();
  const g = scene.add.graphics();
  root.add(g);
  const refs: GnpRefs = { layout: l, location: [], newSlots: [], junkSlots: [], newStack: ZERO, junkStack: ZERO, discard: l.parts.info, hand: [], label: [], car: [], cells: new Map(), handTiles: [] };
  g.fillStyle(COLORS.felt, 1).fillRoundedRect(l.board.x, l.board.y, l.board.w, l.board.h, 10);
  yield* drawLocations(scene, root, g, l, input, refs);
  yield* drawMarket(scene, root, g, l, input, refs);
  drawInfo(scene, root, g, l, input);
  yield;
  drawInvestors(scene, root, g, l, input);
  yield;
  for (const sl of l.seats) {
    const seat = view.seats[sl.seat];
    if (seat) drawSeat(scene, root, g, sl, seat, input, refs);
    yield;
  }
  return refs;
}

/** The locations, a part each (each label is fitted to its box, a few text measures). */
function* drawLocations(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput, refs: GnpRefs): Generator<void, void, void> {
  const { view, controls, tooltip: tip } = input;
  const text = l.text;
  for (const [i, loc] of LOCATIONS.entries()) {
    const r = l.parts.locations[i] as Rect;
    const target = controls.locations.get(i);
    const active = view.phase === loc || (loc === 'back-alley' && (view.step.kind === 'black-market' || view.step.kind === 'espionage' || view.step.kind === 'alley'));
    g.fillStyle(COLORS.panel, 0.92).fillRoundedRect(r.x, r.y, r.w, r.h, 6);
    g.lineStyle(target !== undefined ? 3 : active ? 2 : 1, target !== undefined ? COLORS.good : active ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
    const marks = HOUSE_RULES.spaceMarks[loc].filter((m) => m <= view.players).length;
    const queue = view.queues[i] ?? [];
    fitLabel(scene, root, r.x + 5, r.y + 2, locationName(loc), text, active ? TEXT.brass : TEXT.light, r.w - 10, { shorter: [tk(`gnp.locShort.${loc}`)] });
    // Spaces as circles, filled with the colour of the token on it.
    const top = r.y + 3 + lineHeight(text);
    const area = { x: r.x + 4, y: top, w: r.w - 8, h: r.y + r.h - top - 3 };
    // The Workshop keeps room under its circles for the operation pips (3, 2, then 1).
    const d = Math.max(5, Math.min(loc === 'workshop' ? area.h * 0.7 : area.h, area.w / Math.max(4, marks), l.font * 1.8) * 0.9);
    for (let s = 0; s < marks; s++) {
      const cx = area.x + d / 2 + s * (area.w / Math.max(4, marks));
      const cy = area.y + Math.min(area.h, d) / 2;
      const who = queue[s];
      if (who !== undefined) drawSeatToken(g, who, cx, cy, d * 0.42, input.look.aid);
      else g.lineStyle(1, COLORS.cream, 0.5).strokeCircle(cx, cy, d * 0.38);
      if (loc === 'workshop') {
        // A placed token keeps the operations it was placed with (Union Muscle moves them along).
        const ops = who !== undefined ? (view.workshopAllowance[s] ?? 1) : (HOUSE_RULES.workshopOperations[Math.min(s, HOUSE_RULES.workshopOperations.length - 1)] ?? 1);
        const pr = Math.max(1.5, d * 0.09);
        for (let k = 0; k < ops; k++) g.fillStyle(COLORS.brass, 1).fillCircle(cx + (k - (ops - 1) / 2) * pr * 3, cy + d * 0.5 + pr * 2, pr);
      }
      if (s === queue.length) refs.location[i] = { x: cx - d / 2, y: cy - d / 2, w: d, h: d };
    }
    refs.location[i] ??= { x: r.x + r.w / 2, y: r.y + r.h / 2, w: d, h: d };
    hit(scene, root, r, tip, () => locationHelp(loc), undefined, { id: `location:${loc}`, at: offerKey.location(i) }).setData('point', pointKey.location(loc));
    yield;
  }
}

/** The Patent Office's row, then the Junk Yard's: a part each. */
function* drawMarket(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput, refs: GnpRefs): Generator<void, void, void> {
  const { view, controls, tooltip: tip } = input;
  const row = (r: Rect, section: 'new' | 'junk', display: (SeenPart | null)[], stackCount: number) => {
    const n = display.length + 1;
    const s = Math.max(6, Math.min(r.h - 4, (r.w - 8 - 4 * n) / n));
    const y = r.y + (r.h - s) / 2;
    const slots: Rect[] = [];
    const stackR = { x: r.x + 2, y, w: s, h: s };
    drawBack(g, stackR.x, stackR.y, s, section);
    const stackMove = controls.market.get(`${section}:stack`);
    if (stackMove !== undefined) drawPickFrame(g, stackR.x, stackR.y, s, s, false);
    fitLabel(scene, root, stackR.x + s / 2, y + s - l.text * 1.3, String(stackCount), l.text, TEXT.light, s, { origin: 0.5, bold: true });
    hit(scene, root, stackR, tip, () => t(section === 'new' ? 'gnp.newStack' : 'gnp.junkStack', { n: stackCount }), undefined, { id: `stack-${section}`, at: offerKey.market(`${section}:stack`) }).setData(
      'point',
      pointKey.stack(section),
    );
    display.forEach((part, i) => {
      const x = r.x + 2 + (i + 1) * (s + 4) + 4;
      const rr = { x, y, w: s, h: s };
      slots.push(rr);
      const move = controls.market.get(`${section}:${i}`);
      if (part === null) {
        drawSlot(g, x, y, s, false);
        return;
      }
      drawPart(g, x, y, s, part, input.look.aid);
      if (move !== undefined) drawPickFrame(g, x, y, s, s, false);
      hit(scene, root, rr, tip, () => partHelp(part), undefined, { id: part, at: offerKey.market(`${section}:${i}`) });
    });
    return { stackR, slots };
  };
  const p = row(l.parts.patent, 'new', view.newDisplay, view.newStack.length);
  refs.newStack = p.stackR;
  refs.newSlots = p.slots;
  yield;
  const j = row(l.parts.junk, 'junk', view.junkDisplay, view.junkStack);
  refs.junkStack = j.stackR;
  refs.junkSlots = j.slots;
  yield;
}

/** Beside the Junk Yard: the Black Market's drawn parts while they are chosen, else the discards. */
function drawInfo(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput): void {
  const { view, tooltip: tip } = input;
  const info = l.parts.info;
  const step = view.step;
  if (step.kind === 'black-market' && step.drawn.length > 0) {
    const s = Math.min(info.h - 4, (info.w - 8) / step.drawn.length - 4);
    step.drawn.forEach((part, i) => {
      const x = info.x + 4 + i * (s + 4);
      drawPart(g, x, info.y + (info.h - s) / 2, s, part, input.look.aid);
      hit(scene, root, { x, y: info.y, w: s, h: info.h }, tip, () => partHelp(part), undefined, part);
    });
    return;
  }
  // The discard piles: their top tile and how many lie there, under a heading when it fits.
  const head = info.h >= lineHeight(l.text) + 40 ? fitLabel(scene, root, info.x + 4, info.y, t('gnp.discardsHead'), l.text, TEXT.light, info.w - 8) : null;
  const top0 = head ? info.y + lineHeight(l.text) : info.y;
  const box = { x: info.x, y: top0, w: info.w, h: info.y + info.h - top0 };
  const s = Math.min(box.h - 4, (box.w - 12) / 2);
  const piles = [
    { list: view.newDiscard, key: 'gnp.discardNew' as const },
    { list: view.junkDiscard, key: 'gnp.discardJunk' as const },
  ];
  piles.forEach((pile, i) => {
    const x = box.x + 4 + i * (s + 6);
    const y = box.y + (box.h - s) / 2;
    const top = pile.list[pile.list.length - 1];
    if (top) drawPart(g, x, y, s, top, input.look.aid);
    else drawSlot(g, x, y, s, false);
    g.fillStyle(COLORS.ink, 0.55).fillRoundedRect(x, y, s, s, Math.max(2, s * 0.12));
    fitLabel(scene, root, x + s / 2, y + (s - l.text * 1.3) / 2, String(pile.list.length), l.text, TEXT.light, s, { origin: 0.5, bold: true });
    hit(scene, root, { x, y, w: s, h: s }, tip, () => t(pile.key, { n: pile.list.length }), undefined, top);
  });
}

/** The two investors: each name and what two icons of each kind pay it (the zoom has the rest). */
function drawInvestors(scene: Phaser.Scene, root: Container, g: G, l: GnpTableLayout, input: GnpTableInput): void {
  const area = l.parts.investors;
  if (area.w === 0 || area.h === 0) return;
  const { view, tooltip: tip } = input;
  const text = l.text;
  const boxes = cells(area, Math.max(1, view.investors.length), 'row', 4);
  view.investors.forEach((id, i) => {
    const r = boxes[i] as Rect;
    g.fillStyle(COLORS.cream, 0.95).fillRoundedRect(r.x, r.y, r.w, r.h, 6).lineStyle(2, COLORS.brass, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 6);
    const twoRows = r.h >= lineHeight(text) * 2 + 4;
    if (twoRows) fitLabel(scene, root, r.x + 6, r.y + 2, investorName(id), text, TEXT.dark, r.w - 12);
    // Icon, then what its first two pay; every further icon +2 (the same for every investor).
    const y = twoRows ? r.y + lineHeight(text) + 2 : r.y + (r.h - lineHeight(text)) / 2;
    // "+2 each" (the same for every investor) only where it fits beside three readable pairs.
    const further = (r.w - 12) / 4 >= text * 3.2;
    const pairW = (r.w - 12) / (further ? 4 : 3);
    const prefers = investor(id).prefers;
    ICONS.forEach((icon, k) => {
      const x = r.x + 6 + k * pairW;
      const h = text * 0.55;
      drawPrims(g, iconArt(icon, 50, 50, 44), x, y + lineHeight(text) / 2 - h, h * 2);
      fitLabel(scene, root, x + h * 2 + 3, y, String(prefers[icon]), text, TEXT.dark, pairW - h * 2 - 3, { bold: true });
    });
    if (further) fitLabel(scene, root, r.x + 6 + 3 * pairW, y, t('gnp.inv.further'), text, TEXT.dark, pairW);
    hit(scene, root, r, tip, () => investorHelp(id), undefined, id);
  });
}

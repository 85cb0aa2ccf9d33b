// Draws one Gears position (a GearsView) into the regions of a TableLayout, and returns handles
// on what the animations move: the played gears, code cards, characters, round card and token.
// It decides nothing: what is tappable comes in as data built from snapshot.legal. Words drawn on
// the canvas are at least the layout's minText (12 px, more with Large text); a card's own small print is read by tapping the card,
// which opens it large in HTML (the card zoom).
import type Phaser from 'phaser';
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import type { GearsView, SeatView } from '../../engine/gears/types';
import { formatScore, t } from '../../i18n';
import { cachedCard } from '../cardCache';
import { makeGearBack, makeGearCard, makeSlot } from './gearCard';
import { type Rect, fitBox } from '../geometry';
import { CARD_RATIO, type SeatLayout, type TableLayout, codeBox, codeCells } from './layout';
import { makeCharacterCard, makeCodeCard, makeRoundBack, makeRoundCard, makeToken } from './smallCards';
import { COLORS, TEXT, textStyle } from '../theme';
import type { Tooltip, ZoomTarget } from '../tooltip';
import { characterHelp, codeHelp, gearHelp, roundHelp } from '../../table/gears/help';
import { characterName, gearName, ruleName } from '../../table/gears/names';
import { seatName, seatShortName } from '../../table/seats';
import { zoomId } from '../../table/gears/zoomIds';
import { codeKey, gearsPoint, handKey } from '../../table/gears/controls';

type Container = Phaser.GameObjects.Container;

export interface TableRefs {
  played: (Container | null)[];
  codes: Container[][];
  characters: (Container | null)[];
  roundCard: Container | null;
  token: Container | null;
  /** Centre of each seat's discard pile, hand and label (animation targets). */
  discardAt: { x: number; y: number }[];
  handAt: { x: number; y: number }[];
  /** The viewer's hand gears as drawn, in hand order (tests tap them). */
  handCards: Rect[];
  labelAt: { x: number; y: number }[];
  layout: TableLayout;
}

export interface TableInput {
  view: GearsView;
  setup: SessionSetup;
  viewer: PlayerId | null;
  /** Seats that owe a decision, and the bot thinking now. */
  toAct: PlayerId[];
  thinking: PlayerId | null;
  /** Gears of the viewer's hand that can be picked for placing, and the one picked. */
  pickable: string[];
  selectedGear: string | null;
  /** The viewer's code slots some move acts on (ringed). */
  codeTargets: ReadonlySet<number>;
  tooltip: Tooltip;
}

const center = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
const valuesOf = (gear: string) => GEARS[gear as keyof typeof GEARS]?.values ?? [1, 2, 3, 4];
const zoom = (id: string): ZoomTarget => ({ game: 'gears', id });

/**
 * A line of text at `size` (never below `minText`) that fits `maxW`: the first of `candidates`
 * (longest first) that fits, else the last one cut short with an ellipsis. Never scaled down.
 */
function fittedText(scene: Phaser.Scene, x: number, y: number, candidates: string[], size: number, color: string, maxW: number, minText: number): Phaser.GameObjects.Text {
  const txt = scene.add.text(x, y, '', textStyle(Math.max(minText, size), color));
  for (const c of candidates) {
    txt.setText(c);
    if (txt.width <= maxW) return txt;
  }
  const last = candidates[candidates.length - 1] ?? '';
  for (let n = last.length - 1; n > 0; n--) {
    txt.setText(`${last.slice(0, n).trimEnd()}…`);
    if (txt.width <= maxW) break;
  }
  return txt;
}

/** Drawn in parts (each seat, the round card, each seat's played gears): see BoardScene's Drawing. */
export function* drawTable(scene: Phaser.Scene, root: Container, l: TableLayout, input: TableInput): Generator<void, TableRefs, void> {
  const { view } = input;
  const refs: TableRefs = { played: [], codes: [], characters: [], roundCard: null, token: null, discardAt: [], handAt: [], handCards: [], labelAt: [], layout: l };
  const g = scene.add.graphics();
  root.add(g);
  // The board: felt, darker at night.
  g.fillStyle(view.shift === 'night' ? 0x152531 : COLORS.felt, 1).fillRoundedRect(l.board.x, l.board.y, l.board.w, l.board.h, 12);
  g.lineStyle(2, COLORS.feltEdge, 1).strokeRoundedRect(l.board.x, l.board.y, l.board.w, l.board.h, 12);

  for (const sl of l.seats) {
    const seat = view.seats[sl.seat];
    if (seat) yield* drawSeat(scene, root, g, sl, seat, input, refs);
    yield;
  }
  drawRound(scene, root, l, view, input.tooltip, refs);
  yield;
  for (let p = 0; p < view.players; p++) {
    drawPlayed(scene, root, l, view, p, input, refs);
    yield;
  }
  return refs;
}

/** A seat, in parts: each card's face can be a texture to make (tens of ms on a slow phone). */
function* drawSeat(scene: Phaser.Scene, root: Container, g: Phaser.GameObjects.Graphics, sl: SeatLayout, seat: SeatView, input: TableInput, refs: TableRefs): Generator<void, void, void> {
  const { view, setup, viewer, tooltip } = input;
  const p = sl.seat;
  const font = refs.layout.font;
  const acting = input.toAct.includes(p);
  g.fillStyle(sl.me ? COLORS.panelMe : COLORS.panel, 1).fillRoundedRect(sl.panel.x, sl.panel.y, sl.panel.w, sl.panel.h, 8);
  g.lineStyle(acting ? 3 : 1, acting ? COLORS.brass : COLORS.panelEdge, 1).strokeRoundedRect(sl.panel.x, sl.panel.y, sl.panel.w, sl.panel.h, 8);

  // Label: name, score, and the token when this seat holds it (shorter forms where room is short).
  const thinking = input.thinking === p ? ' …' : '';
  const score = t('gears.table.score', { score: formatScore(seat.score) });
  const long = seatName(setup, p, viewer);
  const short = seatShortName(setup, p, viewer);
  const tokenSize = Math.min(sl.label.h, font * 1.3);
  const candidates = [`${long}${thinking}  ·  ${score}`, `${short}${thinking} · ${score}`, `${short}${thinking} · ${formatScore(seat.score)}`];
  const txt = fittedText(scene, sl.label.x, sl.label.y + sl.label.h / 2, candidates, font * 0.85, acting ? TEXT.brass : TEXT.light, sl.label.w - tokenSize - 4, refs.layout.minText).setOrigin(0, 0.5);
  root.add(txt);
  refs.labelAt[p] = { x: sl.label.x + sl.label.w - tokenSize / 2, y: sl.label.y + sl.label.h / 2 };
  if (view.token === p) {
    const token = makeToken(scene, tokenSize).setPosition(refs.labelAt[p].x, refs.labelAt[p].y);
    root.add(token);
    refs.token = token;
    tooltip.attach(token, () => t('gears.table.token'));
  }

  // Hand: the viewer's face up; everybody else's as one back with a count.
  refs.handAt[p] = center(sl.hand);
  if (sl.me && seat.seat === viewer) {
    const n = Math.max(5, seat.hand.length);
    const gap = Math.max(3, font * 0.3);
    const size = Math.min(sl.hand.h - 6, (sl.hand.w - gap * (n - 1)) / n);
    for (const [i, gear] of seat.hand.entries()) {
      yield;
      const pickable = input.pickable.includes(gear);
      const selected = input.selectedGear === gear;
      const z = { ...zoom(zoomId.gear(gear)), at: handKey(gear) };
      const card = cachedCard(scene, `gear:${gear}`, size, size, () => makeGearCard(scene, size, { gear, values: valuesOf(gear) }));
      card.setPosition(sl.hand.x + size / 2 + i * (size + gap), sl.hand.y + sl.hand.h / 2 - (selected ? 4 : 0));
      root.add(card);
      refs.handCards.push({ x: card.x - size / 2, y: card.y - size / 2, w: size, h: size });
      if (pickable) {
        const ring = scene.add.graphics();
        ring.lineStyle(selected ? 4 : 2, selected ? COLORS.focus : COLORS.brass, 1).strokeRoundedRect(card.x - size / 2 - 2, card.y - size / 2 - 2, size + 4, size + 4, size * 0.12);
        root.add(ring);
      }
      // A tap shows the gear large, with "Place…" (or, picked, its sides) under it.
      tooltip.attach(card, () => gearHelp(gear), undefined, z);
      card.setData('point', gearsPoint.hand(gear));
    }
  } else {
    const size = Math.min(sl.hand.h, sl.hand.w) * 0.9;
    const back = cachedCard(scene, `back:${seat.handSize}`, size, size, () => makeGearBack(scene, size, seat.handSize)).setPosition(refs.handAt[p].x, refs.handAt[p].y);
    root.add(back);
    tooltip.attach(back, () => `${t('gears.gear.hand.help', { n: seat.handSize })}\n${seat.hand.map(gearName).join(', ')}`);
  }

  // Discard pile: the newest card face up, the count, all of it in the tooltip.
  yield;
  refs.discardAt[p] = center(sl.discard);
  const dsize = Math.min(sl.discard.w, sl.discard.h) * 0.86;
  const top = seat.discard[seat.discard.length - 1];
  if (top) {
    const card = cachedCard(scene, `gear:${top}`, dsize, dsize, () => makeGearCard(scene, dsize, { gear: top, values: valuesOf(top) })).setPosition(refs.discardAt[p].x, refs.discardAt[p].y);
    root.add(card);
    const count = scene.add.text(sl.discard.x + sl.discard.w - 2, sl.discard.y + sl.discard.h - 2, String(seat.discard.length), textStyle(Math.max(refs.layout.minText, font * 0.8), TEXT.brass, { fontStyle: 'bold', stroke: '#000', strokeThickness: 3 })).setOrigin(1, 1);
    root.add(count);
    tooltip.attach(card, () => `${t('gears.table.discard', { n: seat.discard.length })}\n${seat.discard.map(gearName).join(', ')}`, undefined, zoom(zoomId.gear(top)));
  } else {
    root.add(makeSlot(scene, dsize, dsize).setPosition(refs.discardAt[p].x, refs.discardAt[p].y));
  }

  // Character card.
  yield;
  const ch = seat.character;
  if (ch && ch.side !== 'removed') {
    const r = fitBox(sl.character, CARD_RATIO);
    const title = characterName(ch.name);
    const side = ch.side;
    const card = cachedCard(scene, `char:${side}:${title}`, r.w, r.h, () => makeCharacterCard(scene, r.w, r.h, side, title)).setPosition(r.x + r.w / 2, r.y + r.h / 2);
    root.add(card);
    refs.characters[p] = card;
    tooltip.attach(card, () => characterHelp(ch), undefined, zoom(zoomId.character(ch.name, ch.side)));
  } else refs.characters[p] = null;

  // Code cards: a row or two by two, whichever draws them larger.
  const boxes = codeCells(sl.codes);
  const codes: Phaser.GameObjects.Container[] = [];
  refs.codes[p] = codes;
  for (const [slot, code] of seat.codes.entries()) {
    yield;
    const r = codeBox(boxes[slot]!);
    // Cached upright; a card waiting for verification is the same card turned 180°.
    const look = code.status === 'waiting' ? 'waiting-upright' : code.status;
    const minText = refs.layout.minText;
    const card = cachedCard(scene, `code:${code.color}${code.number}:${look}:${minText}`, r.w, r.h, () => makeCodeCard(scene, r.w, r.h, code.color, code.number, look, minText)).setPosition(r.x + r.w / 2, r.y + r.h / 2);
    if (code.status === 'waiting') card.setRotation(Math.PI);
    // Its number is what a player reads it for: the text-size check holds it to 12 px, zoom or not.
    card.setData('color', code.color).setData('number', code.number).setData('readOnTable', true);
    root.add(card);
    const target = sl.me && input.codeTargets.has(slot);
    if (target) {
      const ring = scene.add.graphics().lineStyle(3, COLORS.focus, 1).strokeRoundedRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 6);
      root.add(ring);
    }
    tooltip.attach(card, () => codeHelp(code), undefined, { ...zoom(zoomId.code(code.color, code.number)), ...(sl.me ? { at: codeKey(slot) } : {}) });
    codes.push(card);
  }
}

function drawRound(scene: Phaser.Scene, root: Container, l: TableLayout, view: GearsView, tooltip: Tooltip, refs: TableRefs): void {
  const rc = l.roundCard;
  const rule = ruleName(view.card.rule);
  const card = cachedCard(scene, `round:${view.card.shift}:${rule}`, rc.w, rc.h, () => makeRoundCard(scene, rc.w, rc.h, view.card, rule, null)).setPosition(rc.x + rc.w / 2, rc.y + rc.h / 2);
  root.add(card);
  refs.roundCard = card;
  tooltip.attach(card, () => roundHelp(view.card), undefined, zoom(zoomId.round(view.card.id, view.card.shift)));
  const info = l.roundInfo;
  const font = l.font;
  const left = Math.max(0, 9 - view.round);
  // Round and shift are in the header too: a small board keeps only the rule (and the effect).
  const roomy = font * 0.9 >= 14;
  const lines = roomy ? [t('gears.table.round', { n: view.round + 1, total: 10 }), t(view.shift === 'day' ? 'gears.table.day' : 'gears.table.night'), ruleName(view.card.rule)] : [ruleName(view.card.rule)];
  const wrap = { wordWrap: { width: info.w, useAdvancedWrap: true } };
  const txt = scene.add.text(info.x, info.y, lines.join('\n'), textStyle(Math.max(l.minText, font * 0.9), TEXT.light, { ...wrap, lineSpacing: 2 }));
  root.add(txt);
  let y = info.y + txt.height + 4;
  if (view.card.effect) {
    // Only where it fits at a readable size; otherwise the round card's zoom and the decision's
    // detail line say it.
    const eff = scene.add.text(info.x, y, t(`gears.effect.${view.card.effect}`), textStyle(Math.max(l.minText, font * 0.75), '#ffd37a', wrap));
    if (y + eff.height > info.y + info.h) eff.destroy();
    else {
      root.add(eff);
      y += eff.displayHeight + 4;
    }
  }
  const bw = Math.min(info.w * 0.35, font * 2.6, (info.y + info.h - y) * CARD_RATIO);
  // The stack's count is printed on its back: drawn only where it is readable.
  if (left > 0 && bw * 0.22 >= l.minText) {
    const back = cachedCard(scene, `roundback:${left}`, bw, bw / CARD_RATIO, () => makeRoundBack(scene, bw, bw / CARD_RATIO, left)).setPosition(info.x + bw / 2, y + bw / CARD_RATIO / 2);
    root.add(back);
    tooltip.attach(back, () => t('gears.table.stack', { n: left }));
  }
}

function drawPlayed(scene: Phaser.Scene, root: Container, l: TableLayout, view: GearsView, p: PlayerId, input: TableInput, refs: TableRefs): void {
  const slot = l.played[p]!;
  const font = l.font;
  const labelH = Math.max(font, slot.h * 0.18);
  const size = Math.min(slot.w, slot.h - labelH) * 0.84;
  const cx = slot.x + slot.w / 2;
  const cy = slot.y + (slot.h - labelH) / 2 + 2;
  const name = fittedText(scene, cx, slot.y + slot.h, [seatName(input.setup, p, input.viewer), seatShortName(input.setup, p, input.viewer)], font * 0.75, TEXT.muted, slot.w, l.minText).setOrigin(0.5, 1);
  root.add(name);
  const placed = view.seats[p]?.table ?? null;
  if (view.winners.includes(p) && placed) {
    const glow = scene.add.graphics().lineStyle(4, COLORS.brass, 1).strokeRoundedRect(cx - size / 2 - 5, cy - size / 2 - 5, size + 10, size + 10, size * 0.14);
    root.add(glow);
  }
  // The marker: the top edge of a placed gear is the one that faces the round card.
  const mark = scene.add.graphics().fillStyle(COLORS.brass, 0.9);
  mark.fillTriangle(cx - font * 0.35, cy - size / 2 - font * 0.55, cx + font * 0.35, cy - size / 2 - font * 0.55, cx, cy - size / 2 - 2);
  root.add(mark);
  if (!placed) {
    root.add(makeSlot(scene, size, size).setPosition(cx, cy));
    refs.played[p] = null;
    return;
  }
  let card: Container;
  if (placed.faceUp && placed.gear !== null) {
    const gear = placed.gear;
    card = cachedCard(scene, `gear:${gear}`, size, size, () => makeGearCard(scene, size, { gear, values: valuesOf(gear) })).setRotation((placed.side ?? 0) * (Math.PI / 2));
    input.tooltip.attach(card, () => gearHelp(gear, placed.value), undefined, zoom(zoomId.gear(gear)));
  } else if (placed.gear !== null) {
    // The viewer's own face-down gear: shown to them, dimmed, with its side.
    const gear = placed.gear;
    card = cachedCard(scene, `gear:${gear}`, size, size, () => makeGearCard(scene, size, { gear, values: valuesOf(gear) })).setRotation((placed.side ?? 0) * (Math.PI / 2)).setAlpha(0.75);
    input.tooltip.attach(card, () => `${gearHelp(gear, placed.value)}\n${t('gears.gear.back.help')}`, undefined, zoom(zoomId.gear(gear)));
  } else {
    card = cachedCard(scene, 'back', size, size, () => makeGearBack(scene, size));
    input.tooltip.attach(card, () => t('gears.gear.back.help'));
  }
  card.setPosition(cx, cy);
  card.setData('point', gearsPoint.played(p));
  root.add(card);
  refs.played[p] = card;
}

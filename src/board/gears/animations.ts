// One animation step per Gears event, played by the AnimationQueue over what tableView drew.
// Steps only move, turn, flip and highlight the drawn cards; after an update's events the table is
// redrawn from the new view, so an animation can never leave the table showing something false.
import type Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import type { GearsEvent } from '../../engine/gears/types';
import { t } from '../../i18n';
import type { StepContext } from '../../table/animQueue';
import { makeGearBack, makeGearCard } from './gearCard';
import { makeCodeCard, makeRoundCard } from './smallCards';
import { COLORS, TEXT, textStyle } from '../theme';
import type { Rect } from '../geometry';
import type { TableLayout } from './layout';
import type { TableRefs } from './tableView';
import { ruleName } from '../../table/gears/names';

type Container = Phaser.GameObjects.Container;

export interface AnimTarget {
  scene: Phaser.Scene;
  /** Where temporary sprites go (above the table, below the tooltip). */
  fx: Container;
  refs: () => TableRefs | null;
  /** Text of the current line for banners (the log line of the event, already translated). */
  line: (e: GameEvent) => string | null;
}

function tween(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig, duration: number): Promise<void> {
  if (duration <= 0) {
    // Jump to the end state without a tween.
    const targets = Array.isArray(config.targets) ? config.targets : [config.targets];
    for (const target of targets as Record<string, unknown>[]) {
      for (const [k, v] of Object.entries(config)) {
        if (['targets', 'duration', 'ease', 'yoyo', 'onComplete', 'delay', 'hold', 'repeat'].includes(k)) continue;
        if (typeof v === 'number' && !config.yoyo) target[k] = v;
      }
    }
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    scene.tweens.add({ ...config, duration, onComplete: () => resolve() });
  });
}

/**
 * Where a banner goes: a band of the board beside the played gears (above or below them) when
 * there is one, else the lower part of the round's info beside the round card. Never over the
 * gears, which are what the round's banners talk about.
 */
export function bannerBox(l: TableLayout): Rect {
  const b = l.board;
  const slots = l.played.filter((r): r is Rect => r !== undefined);
  if (slots.length === 0) return b;
  const left = Math.min(...slots.map((r) => r.x));
  const right = Math.max(...slots.map((r) => r.x + r.w));
  const top = Math.min(...slots.map((r) => r.y));
  const bottom = Math.max(...slots.map((r) => r.y + r.h));
  const above = top - b.y;
  const below = b.y + b.h - bottom;
  if (Math.max(above, below) >= l.font * 2.2) {
    return above > below ? { x: left, y: b.y, w: right - left, h: above } : { x: left, y: bottom, w: right - left, h: below };
  }
  const info = l.roundInfo;
  const y = info.y + info.h * 0.45;
  return { x: info.x, y, w: info.w, h: info.y + info.h - y };
}

/** A short caption beside the gears (bannerBox). */
async function banner(a: AnimTarget, text: string, ctx: StepContext, color: string = TEXT.brass): Promise<void> {
  const refs = a.refs();
  if (!refs || ctx.instant) return;
  const box = bannerBox(refs.layout);
  const font = refs.layout.font * 1.1;
  const label = a.scene.add
    .text(box.x + box.w / 2, box.y + box.h / 2, text, textStyle(font, color, { fontStyle: 'bold', align: 'center', stroke: '#000', strokeThickness: 4, wordWrap: { width: box.w * 0.95, useAdvancedWrap: true } }))
    .setOrigin(0.5);
  if (label.height > box.h) label.setScale(Math.max(0.5, box.h / label.height));
  a.fx.add(label);
  await ctx.wait(ctx.hold(700));
  label.destroy();
}

/** An outline around a played gear (winner: brass; jam: red). */
async function ring(a: AnimTarget, seats: number[], color: number, text: string | null, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  if (!refs || ctx.instant) return;
  const g = a.scene.add.graphics();
  a.fx.add(g);
  for (const s of seats) {
    const card = refs.played[s];
    if (!card) continue;
    const size = card.width + 10;
    g.lineStyle(5, color, 1).strokeRoundedRect(card.x - size / 2, card.y - size / 2, size, size, size * 0.14);
  }
  if (text) await banner(a, text, ctx, color === COLORS.danger ? TEXT.danger : TEXT.brass);
  else await ctx.wait(ctx.hold(500));
  if (ctx.reduceMotion) await ctx.wait(ctx.hold(200));
  g.destroy();
}

/** Flips a card about its vertical axis, swapping in the new face halfway. */
async function flip(a: AnimTarget, card: Container, makeFace: () => Container, ctx: StepContext): Promise<Container> {
  const d = ctx.move(160);
  const sx = card.scaleX;
  await tween(a.scene, { targets: card, scaleX: 0, ease: 'Sine.easeIn' }, d);
  // Drawn again meanwhile (a resize, a rotation): the card is gone, and so must its new face be.
  const holder = card.parentContainer;
  if (!holder) return card;
  const face = makeFace().setPosition(card.x, card.y).setScale(d > 0 ? 0 : sx, card.scaleY);
  holder.add(face);
  card.setVisible(false);
  await tween(a.scene, { targets: face, scaleX: sx, ease: 'Sine.easeOut' }, d);
  return face;
}

export function stepFor(a: AnimTarget, event: GameEvent): ((ctx: StepContext) => Promise<void> | void) | null {
  const e = event as GearsEvent;
  const scene = a.scene;
  switch (e.type) {
    case 'round-start':
      return async (ctx) => {
        const refs = a.refs();
        const old = refs?.roundCard;
        if (!refs || !old || ctx.instant) return;
        const r = refs.layout.roundCard;
        const face = () => makeRoundCard(scene, r.w, r.h, { shift: e.shift, rule: e.rule, effect: e.effect }, ruleName(e.rule), null);
        refs.roundCard = await flip(a, old, face, ctx);
        await ctx.wait(ctx.hold(250));
      };
    case 'place':
      return async (ctx) => {
        const refs = a.refs();
        if (!refs || ctx.instant) return;
        const from = refs.handAt[e.seat];
        const slot = refs.layout.played[e.seat];
        if (!from || !slot) return;
        const size = Math.min(slot.w, slot.h) * 0.7;
        const card = e.faceUp && e.gear ? makeGearCard(scene, size, { gear: e.gear, values: GEARS[e.gear].values }, e.side ?? 0) : makeGearBack(scene, size);
        card.setPosition(from.x, from.y);
        a.fx.add(card);
        await tween(scene, { targets: card, x: slot.x + slot.w / 2, y: slot.y + slot.h * 0.42, ease: 'Cubic.easeOut' }, ctx.move(320));
        refs.played[e.seat]?.setVisible(false);
        refs.played[e.seat] = card;
      };
    case 'turn-gear':
      return async (ctx) => {
        const card = a.refs()?.played[e.seat];
        if (!card || ctx.instant) return;
        // One quarter turn, one step at a time: 'up' is clockwise.
        await tween(scene, { targets: card, rotation: card.rotation + (e.dir === 'up' ? 1 : -1) * (Math.PI / 2), ease: 'Back.easeOut' }, ctx.move(300));
        await ctx.wait(ctx.hold(120));
      };
    case 'leave-gear':
      return async (ctx) => {
        const card = a.refs()?.played[e.seat];
        if (!card || ctx.instant) return;
        await tween(scene, { targets: card, scale: card.scale * 1.08, yoyo: true, ease: 'Sine.easeInOut' }, ctx.move(140));
      };
    case 'reveal':
      return async (ctx) => {
        const refs = a.refs();
        const card = refs?.played[e.seat];
        if (!refs || !card || ctx.instant) return;
        // The flip keeps the card's turn: the top edge shows the value that faces the round card.
        const face = () => makeGearCard(scene, card.width, { gear: e.gear, values: GEARS[e.gear].values }, e.side);
        refs.played[e.seat] = await flip(a, card, face, ctx);
        await ctx.wait(ctx.hold(150));
      };
    case 'jam':
      return (ctx) => ring(a, e.seats, COLORS.danger, a.line(e), ctx);
    case 'round-winner':
      return (ctx) => ring(a, e.seats, COLORS.brass, a.line(e), ctx);
    case 'code-entered':
    case 'code-sent':
      return async (ctx) => {
        const refs = a.refs();
        const card = refs?.codes[e.seat]?.[e.card];
        if (!refs || !card || ctx.instant) return;
        if (e.type === 'code-sent') {
          await tween(scene, { targets: card, rotation: card.rotation + Math.PI, ease: 'Sine.easeInOut' }, ctx.move(400));
        } else {
          const w = card.width;
          const h = card.height;
          // tableView tags each code card with its colour and number.
          const color = String(card.getData('color') ?? 'grey');
          const num = Number(card.getData('number') ?? 0);
          await flip(a, card, () => makeCodeCard(scene, w, h, color, num, 'entered', refs.layout.minText), ctx);
        }
        await ctx.wait(ctx.hold(250));
      };
    case 'character-flip':
    case 'character-used':
    case 'character-removed':
      return async (ctx) => {
        const card = a.refs()?.characters[e.seat];
        if (!card || ctx.instant) return;
        if (e.type === 'character-removed') await tween(scene, { targets: card, alpha: 0 }, ctx.move(300));
        else await tween(scene, { targets: card, scaleX: -card.scaleX, ease: 'Sine.easeInOut' }, ctx.move(360));
        if (e.type === 'character-used') await banner(a, a.line(e) ?? '', ctx);
      };
    case 'gear-to-discard':
    case 'gear-to-hand':
      return async (ctx) => {
        const refs = a.refs();
        const card = refs?.played[e.seat];
        const to = e.type === 'gear-to-discard' ? refs?.discardAt[e.seat] : refs?.handAt[e.seat];
        if (!card || !to || ctx.instant) return;
        await tween(scene, { targets: card, x: to.x, y: to.y, scale: 0.6, alpha: 0.4, ease: 'Cubic.easeIn' }, ctx.move(260));
      };
    case 'token-pass':
      return async (ctx) => {
        const refs = a.refs();
        const to = refs?.labelAt[e.to];
        if (!refs?.token || !to || ctx.instant) return;
        await tween(scene, { targets: refs.token, x: to.x, y: to.y, rotation: refs.token.rotation + Math.PI, ease: 'Cubic.easeInOut' }, ctx.move(420));
      };
    case 'night-shift':
      return async (ctx) => {
        const refs = a.refs();
        if (!refs || ctx.instant) return;
        const b = refs.layout.board;
        const shade = scene.add.rectangle(b.x + b.w / 2, b.y + b.h / 2, b.w, b.h, 0x050a20, 0);
        a.fx.add(shade);
        await tween(scene, { targets: shade, fillAlpha: 0.55 }, ctx.move(600));
        await banner(a, t('gears.table.nightFalls'), ctx, '#cfd8ff');
        shade.destroy();
      };
    case 'effect':
    case 'dispatch':
    case 'swap':
    case 'blue-return':
      return (ctx) => banner(a, a.line(e) ?? '', ctx);
    default:
      return null;
  }
}

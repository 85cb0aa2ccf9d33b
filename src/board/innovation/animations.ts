// One animation step per Innovation event, played by the AnimationQueue over what tableView drew:
// a card flying between zones, a splayed pile fanning out, an achievement flying to its new
// owner, a banner for a special achievement or the share bonus, a caption for a dogma. The table
// is redrawn from the new view after each update, so a step never has to leave anything behind;
// icon counters that changed count up on the new drawing (animateCounters).
import type Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import { facts, isCardId } from '../../engine/innovation/facts';
import type { StepContext } from '../../table/animQueue';
import { COLORS, TEXT, textStyle } from '../theme';
import { CARD_EDGE, CARD_FILL, ageBackFill, drawEchoesBack } from './cardArt';
import { cardName, specialCondition } from '../../table/innovation/names';
import type { TableRefs } from './tableView';
import { ellipsize } from './textFit';

export interface AnimTarget {
  scene: Phaser.Scene;
  fx: Phaser.GameObjects.Container;
  refs: () => TableRefs | null;
  line: (e: GameEvent) => string | null;
}

interface PlaceLike {
  zone: string;
  player?: number;
  age?: number;
  color?: string;
  /** 'echoes' for an Echoes supply pile. */
  set?: string;
}

function tween(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig, duration: number): Promise<void> {
  return new Promise((resolve) => {
    scene.tweens.add({ ...config, duration, onComplete: () => resolve() });
  });
}

/** A card (face if the viewer may see it, else its age back) sliding from one zone to another. */
async function fly(a: AnimTarget, e: GameEvent, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  const d = ctx.move(320);
  if (!refs || d <= 0) return;
  const from = e.from as PlaceLike;
  const to = e.to as PlaceLike;
  const age = Number(e.age);
  const p0 = refs.at(from.zone, from.player, from.color, from.age ?? age, from.set);
  const p1 = refs.at(to.zone, to.player, to.color, to.age ?? age, to.set);
  const f = refs.layout.font;
  const w = f * 6;
  const h = w / 1.42;
  const card = typeof e.card === 'string' && isCardId(e.card) ? facts(e.card) : null;
  const g = a.scene.add.graphics();
  // A hidden Echoes card flies as the back of its set (the event says its set: that is public).
  if (!card && e.set === 'echoes') drawEchoesBack(g, { x: -w / 2, y: -h / 2, w, h }, age);
  else {
    g.fillStyle(card ? CARD_FILL[card.color] : ageBackFill(age), 1).fillRoundedRect(-w / 2, -h / 2, w, h, 5);
    g.lineStyle(2, card ? CARD_EDGE[card.color] : COLORS.cream, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 5);
  }
  const words = card ? `${card.age} ${ellipsize(cardName(card.id), f, w - 8 - f, true)}` : String(age);
  const label = a.scene.add.text(0, 0, words, textStyle(f, card ? TEXT.dark : TEXT.light, { fontStyle: 'bold' })).setOrigin(0.5);
  const sprite = a.scene.add.container(p0.x, p0.y, [g, label]);
  a.fx.add(sprite);
  await tween(a.scene, { targets: sprite, x: p1.x, y: p1.y, ease: 'Cubic.easeInOut' }, d);
  sprite.destroy();
}

/** A short caption over the board (a dogma, a reveal). */
async function caption(a: AnimTarget, text: string, ctx: StepContext, base = 650): Promise<void> {
  const refs = a.refs();
  const d = ctx.hold(base);
  if (!refs || d <= 0) return;
  const b = refs.layout.board;
  const label = a.scene.add
    .text(b.x + b.w / 2, b.y + b.h * 0.45, text, textStyle(refs.layout.font * 1.25, TEXT.brass, { fontStyle: 'bold', align: 'center', stroke: '#000', strokeThickness: 4, wordWrap: { width: b.w * 0.9, useAdvancedWrap: true } }))
    .setOrigin(0.5);
  a.fx.add(label);
  await ctx.wait(d);
  label.destroy();
}

/** A ribbon across the board: a special achievement claimed, a share bonus drawn. */
async function banner(a: AnimTarget, title: string, sub: string, ctx: StepContext, base: number): Promise<void> {
  const refs = a.refs();
  const d = ctx.hold(base);
  if (!refs || d <= 0) return;
  const b = refs.layout.board;
  const f = refs.layout.font;
  const h = f * (sub ? 4.6 : 3);
  const g = a.scene.add.graphics();
  g.fillStyle(COLORS.ink, 0.92).fillRect(b.x, -h / 2, b.w, h);
  g.fillStyle(COLORS.brass, 1).fillRect(b.x, -h / 2, b.w, 3).fillRect(b.x, h / 2 - 3, b.w, 3);
  const t1 = a.scene.add.text(b.x + b.w / 2, sub ? -f * 0.8 : 0, title, textStyle(f * 1.6, TEXT.brass, { fontStyle: 'bold' })).setOrigin(0.5);
  const parts: Phaser.GameObjects.GameObject[] = [g, t1];
  if (sub) parts.push(a.scene.add.text(b.x + b.w / 2, f * 1.1, sub, textStyle(f, TEXT.light, { align: 'center', wordWrap: { width: b.w * 0.85, useAdvancedWrap: true } })).setOrigin(0.5, 0.5));
  const ribbon = a.scene.add.container(0, b.y + b.h * 0.42, parts);
  ribbon.setAlpha(0);
  a.fx.add(ribbon);
  const fade = Math.min(200, d / 4);
  await tween(a.scene, { targets: ribbon, alpha: 1 }, fade);
  await ctx.wait(d - 2 * fade);
  await tween(a.scene, { targets: ribbon, alpha: 0 }, fade);
  ribbon.destroy();
}

/** A splayed pile fanning out: the cards beneath slide from under the top card to their strips. */
async function fanOut(a: AnimTarget, e: GameEvent, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  const d = ctx.move(450);
  const pile = refs?.piles.get(`${Number(e.player)}:${String(e.color)}`);
  if (!refs || !pile || d <= 0 || e.splay === 'none') return;
  const colour = String(e.color) as keyof typeof CARD_FILL;
  const { top } = pile;
  const s = Math.round(top.h * 0.34);
  const dir = e.splay === 'left' ? { x: 1, y: 0 } : e.splay === 'right' ? { x: -1, y: 0 } : { x: 0, y: 1 };
  const ghosts: Phaser.GameObjects.Graphics[] = [];
  for (let i = 3; i >= 1; i--) {
    const g = a.scene.add.graphics();
    g.fillStyle(CARD_FILL[colour], 0.9).fillRoundedRect(0, 0, top.w, top.h, 4);
    g.lineStyle(1, CARD_EDGE[colour], 1).strokeRoundedRect(0, 0, top.w, top.h, 4);
    g.setPosition(top.x, top.y);
    a.fx.add(g);
    ghosts.push(g);
    void tween(a.scene, { targets: g, x: top.x + dir.x * s * i, y: top.y + dir.y * s * i, ease: 'Back.easeOut' }, d);
  }
  const cover = a.scene.add.graphics();
  cover.lineStyle(3, COLORS.brass, 1).strokeRoundedRect(top.x - 2, top.y - 2, top.w + 4, top.h + 4, 5);
  a.fx.add(cover);
  await ctx.wait(d + ctx.hold(200));
  for (const g of ghosts) g.destroy();
  cover.destroy();
}

/** An achievement tile flying from the middle of the table to the player who claims it. */
async function claim(a: AnimTarget, e: GameEvent, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  const d = ctx.move(520);
  if (!refs || d <= 0) return;
  const key = typeof e.special === 'string' ? e.special : String(e.age);
  const from = refs.strips.achievements.get(key);
  const to = refs.at('achievements', Number(e.player));
  if (!from) return;
  const g = a.scene.add.graphics();
  const special = typeof e.special === 'string';
  g.fillStyle(special ? COLORS.brass : ageBackFill(Number(e.age)), 1).fillRoundedRect(-from.w / 2, -from.h / 2, from.w, from.h, 4);
  g.lineStyle(2, COLORS.cream, 1).strokeRoundedRect(-from.w / 2, -from.h / 2, from.w, from.h, 4);
  const label = a.scene.add.text(0, 0, special ? cardName(key) : key, textStyle(refs.layout.font, special ? TEXT.dark : TEXT.light, { fontStyle: 'bold' })).setOrigin(0.5);
  const tile = a.scene.add.container(from.x + from.w / 2, from.y + from.h / 2, [g, label]);
  a.fx.add(tile);
  await tween(a.scene, { targets: tile, scale: 1.5, ease: 'Quad.easeOut' }, d * 0.3);
  await tween(a.scene, { targets: tile, x: to.x, y: to.y, scale: 1, ease: 'Cubic.easeInOut' }, d * 0.7);
  tile.destroy();
}

/** The step for one event, or null when it has nothing to show. */
export function stepFor(a: AnimTarget, e: GameEvent): ((ctx: StepContext) => Promise<void>) | null {
  const words = a.line(e);
  switch (e.type) {
    case 'move-card':
      return e.verb === 'setup' ? null : (ctx) => fly(a, e, ctx);
    case 'splay':
      return async (ctx) => {
        await fanOut(a, e, ctx);
        if (words) await caption(a, words, ctx, 450);
      };
    case 'achieve':
      if (typeof e.special === 'string') {
        const special = e.special;
        return async (ctx) => {
          await banner(a, words ?? cardName(special), specialCondition(special), ctx, 1600);
          await claim(a, e, ctx);
        };
      }
      return (ctx) => claim(a, e, ctx);
    case 'share-bonus':
      return words ? (ctx) => banner(a, words, '', ctx, 1000) : null;
    case 'dogma-start':
    case 'reveal':
      return words ? (ctx) => caption(a, words, ctx) : null;
    default:
      return null;
  }
}

/**
 * After a redraw: every icon total that changed since the last drawing counts from its old value
 * to the new one, with a flash, so a player sees which icons a move gained or lost.
 */
export function animateCounters(scene: Phaser.Scene, counters: Map<string, Phaser.GameObjects.Text>, last: Map<string, number>, animate: boolean, ms: number): void {
  for (const [key, txt] of counters) {
    const now = Number(txt.text);
    const before = last.get(key);
    last.set(key, now);
    if (!animate || before === undefined || before === now || ms <= 0) continue;
    const up = now > before;
    const colour = txt.style.color;
    txt.setText(String(before)).setColor(up ? TEXT.good : TEXT.danger);
    const counter = { v: before };
    scene.tweens.add({
      targets: counter,
      v: now,
      duration: ms,
      ease: 'Linear',
      // A redraw may destroy the text mid-count: a destroyed text is left alone.
      onUpdate: () => {
        if (txt.active) txt.setText(String(Math.round(counter.v)));
      },
      onComplete: () => {
        if (txt.active) txt.setText(String(now)).setColor(String(colour));
      },
    });
    scene.tweens.add({ targets: txt, scale: 1.45, duration: ms / 2, yoyo: true, ease: 'Quad.easeOut' });
  }
}

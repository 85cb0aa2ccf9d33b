// One animation step per Innovation event, played by the AnimationQueue over what tableView drew:
// a card flying between zones, a caption for a dogma or a splay. The table is redrawn from the
// new view after each update, so a step never has to leave anything behind.
import type Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import { facts, isCardId } from '../../engine/innovation/facts';
import type { StepContext } from '../animQueue';
import { COLORS, TEXT, textStyle } from '../theme';
import { CARD_FILL, ageBackFill } from './cardArt';
import { cardName } from './names';
import type { TableRefs } from './tableView';

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
}

function tween(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig, duration: number): Promise<void> {
  return new Promise((resolve) => {
    scene.tweens.add({ ...config, duration, onComplete: () => resolve() });
  });
}

/** A card (face if known, else its age back) sliding from one zone to another. */
async function fly(a: AnimTarget, e: GameEvent, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  const d = ctx.move(320);
  if (!refs || d <= 0) return;
  const from = e.from as PlaceLike;
  const to = e.to as PlaceLike;
  const age = Number(e.age);
  const p0 = refs.at(from.zone, from.player, from.color, from.age ?? age);
  const p1 = refs.at(to.zone, to.player, to.color, to.age ?? age);
  const f = refs.layout.font;
  const w = f * 4.2;
  const h = f * 2.4;
  const card = typeof e.card === 'string' && isCardId(e.card) ? facts(e.card) : null;
  const g = a.scene.add.graphics();
  g.fillStyle(card ? CARD_FILL[card.color] : ageBackFill(age), 1).fillRoundedRect(-w / 2, -h / 2, w, h, 4);
  g.lineStyle(2, COLORS.cream, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 4);
  const label = a.scene.add.text(0, 0, card ? `${card.age} ${cardName(card.id)}` : String(age), textStyle(f * 0.8, card ? TEXT.dark : TEXT.light, { fontStyle: 'bold' })).setOrigin(0.5);
  if (label.width > w - 6) label.setScale((w - 6) / label.width);
  const sprite = a.scene.add.container(p0.x, p0.y, [g, label]);
  a.fx.add(sprite);
  await tween(a.scene, { targets: sprite, x: p1.x, y: p1.y, ease: 'Cubic.easeInOut' }, d);
  sprite.destroy();
}

/** A short caption over the board (dogma activations, splays, sharing bonuses). */
async function caption(a: AnimTarget, text: string, ctx: StepContext): Promise<void> {
  const refs = a.refs();
  const d = ctx.hold(650);
  if (!refs || d <= 0) return;
  const b = refs.layout.board;
  const label = a.scene.add
    .text(b.x + b.w / 2, b.y + b.h * 0.45, text, textStyle(refs.layout.font * 1.1, TEXT.brass, { fontStyle: 'bold', align: 'center', stroke: '#000', strokeThickness: 4, wordWrap: { width: b.w * 0.9, useAdvancedWrap: true } }))
    .setOrigin(0.5);
  a.fx.add(label);
  await ctx.wait(d);
  label.destroy();
}

/** The step for one event, or null when it has nothing to show. */
export function stepFor(a: AnimTarget, e: GameEvent): ((ctx: StepContext) => Promise<void>) | null {
  switch (e.type) {
    case 'move-card':
      return e.verb === 'setup' ? null : (ctx) => fly(a, e, ctx);
    case 'dogma-start':
    case 'splay':
    case 'share-bonus':
    case 'reveal': {
      const line = a.line(e);
      return line ? (ctx) => caption(a, line, ctx) : null;
    }
    default:
      return null;
  }
}

// Animation steps for Gear & Piston events, played by the AnimationQueue over what tableView drew:
// a tile flies from where it was to where it goes, a token flies from its seat to its location.
// At the end the completed cars are drawn without their scrap, which then flies in one part at a
// time (scrap completion, §10), and the colour areas that scored are outlined before the result.
// After an update's events the table is redrawn from the new view, so nothing false can stay on screen.
import type Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import type { Place } from '../../engine/gear-and-piston/types';
import { LOCATIONS } from '../../engine/gear-and-piston/types';
import type { StepContext } from '../../table/animQueue';
import type { Rect } from '../geometry';
import { drawPart } from './partTiles';
import type { GnpRefs } from './tableView';
import { drawSeatToken } from '../seatMark';

export interface GnpAnimTarget {
  scene: Phaser.Scene;
  fx: Phaser.GameObjects.Container;
  refs: () => GnpRefs | null;
  /** Draws the game's final position on the canvas alone (the chrome waits for the last step). */
  drawFinal: (hideScrap: boolean) => void;
  /** The colour-blind aid is on (a flying token or tile shows its symbol or pattern too). */
  aid: () => boolean;
}

type Step = (ctx: StepContext) => Promise<void> | void;

/** Where a place is on the table as drawn now (a new column falls back to the whole car). */
export function placeRect(refs: GnpRefs, p: Place): Rect | null {
  switch (p.zone) {
    case 'new-stack':
      return refs.newStack;
    case 'junk-stack':
      return refs.junkStack;
    case 'new-discard':
    case 'junk-discard':
    case 'scrap-supply':
      return refs.discard;
    case 'patent-office':
      return refs.newSlots[p.slot] ?? refs.newStack;
    case 'junk-yard':
      return refs.junkSlots[p.slot] ?? refs.junkStack;
    case 'hand':
    case 'black-market':
      return refs.hand[p.player] ?? null;
    case 'car':
      return refs.cells.get(`${p.player}|${p.side}:${p.col}:${p.row}`) ?? refs.car[p.player] ?? null;
  }
}

const centre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

function fly(a: GnpAnimTarget, obj: Phaser.GameObjects.Graphics, from: Rect, to: Rect, ms: number): Promise<void> {
  const c0 = centre(from);
  const c1 = centre(to);
  obj.setPosition(c0.x, c0.y);
  a.fx.add(obj);
  return new Promise((resolve) => {
    // A redraw may destroy the sprite mid-flight: the step must still end, or the queue would stall.
    obj.once('destroy', () => resolve());
    a.scene.tweens.add({
      targets: obj,
      x: c1.x,
      y: c1.y,
      duration: ms,
      ease: 'Cubic.easeInOut',
      onComplete: () => obj.destroy(),
    });
  });
}

/** The scrap laid so far in the end animation, kept until the next drawing. */
function landed(a: GnpAnimTarget): Phaser.GameObjects.Graphics {
  const found = a.fx.getByName('scrap-landed') as Phaser.GameObjects.Graphics | null;
  if (found) return found;
  const g = a.scene.add.graphics().setName('scrap-landed');
  a.fx.add(g);
  return g;
}

export function gnpStepFor(a: GnpAnimTarget, e: GameEvent): Step | null {
  if (e.type === 'game-end') {
    return (ctx) => {
      if (ctx.instant) return;
      a.drawFinal(true);
      return ctx.wait(ctx.hold(500));
    };
  }
  if (e.type === 'scrap') {
    return async (ctx) => {
      const refs = a.refs();
      if (!refs || ctx.instant) return;
      const to = refs.cells.get(`${Number(e.player)}|joined:${Number(e.col)}:${String(e.row)}`);
      if (!to) return;
      const part = `S-${String(e.role)}`;
      const ms = ctx.move(240);
      if (ms > 0) {
        const g = a.scene.add.graphics();
        drawPart(g, -to.w / 2 + 1, -to.h / 2 + 1, to.w - 2, part, a.aid());
        await fly(a, g, refs.discard, to, ms);
      } else await ctx.wait(ctx.hold(60));
      drawPart(landed(a), to.x + 1, to.y + 1, to.w - 2, part, a.aid());
    };
  }
  if (e.type === 'final-scores') {
    return (ctx) => {
      if (ctx.instant) return;
      a.drawFinal(false);
      return ctx.wait(ctx.hold(1400));
    };
  }
  if (e.type === 'move-tile') {
    return (ctx) => {
      const refs = a.refs();
      // Refilling a display moves many tiles: each flies quicker than a tile a player takes.
      const refill = (e.to as Place).zone === 'patent-office' || (e.to as Place).zone === 'junk-yard';
      const ms = ctx.move(refill ? 180 : 380);
      if (!refs || ms <= 0 || ctx.reduceMotion) return;
      const from = placeRect(refs, e.from as Place);
      const to = placeRect(refs, e.to as Place);
      if (!from || !to) return;
      const s = Math.max(12, Math.min(60, refs.layout.font * 2.4));
      const g = a.scene.add.graphics();
      drawPart(g, -s / 2, -s / 2, s, String(e.part), a.aid());
      return fly(a, g, from, to, ms);
    };
  }
  if (e.type === 'place-token') {
    return (ctx) => {
      const refs = a.refs();
      const ms = ctx.move(260);
      const player = Number(e.player);
      const loc = LOCATIONS.indexOf(e.location as (typeof LOCATIONS)[number]);
      const from = refs?.label[player];
      const to = refs?.location[loc];
      if (!refs || ms <= 0 || ctx.reduceMotion || !from || !to) return;
      const r = Math.max(5, refs.layout.font * 0.5);
      const g = a.scene.add.graphics();
      drawSeatToken(g, player, 0, 0, r, a.aid());
      return fly(a, g, from, to, ms);
    };
  }
  return null;
}

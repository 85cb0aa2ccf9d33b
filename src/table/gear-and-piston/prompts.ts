// What each Gear & Piston decision asks, and what each choice does and why, in words: the prompt,
// the line under it (the Back Alley's three deals, how many operations a Workshop token brings
// and why, what a pick costs), and the hint of each button (a Union Muscle move says whose token
// moves, whom it passes and what it keeps).
import type { PlayerId } from '../../engine/core/types';
import type { GnpMove, GnpView } from '../../engine/gear-and-piston/types';
import type { SessionSetup } from '../../model/setup';
import { HOUSE_RULES } from '../../engine/gear-and-piston/house-rules';
import { workshopOps } from '../../engine/gear-and-piston/flow';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import { LOCATIONS, WORKSHOP } from '../../engine/gear-and-piston/types';
import { type MessageKey, t, tk } from '../../i18n';
import { type RichText, type RichToken, card, seat, tRich } from '../rich';
import { seatName } from '../seats';
import { isTile, locationName, partName } from './help';

/** The position a control is built for, and whose. */
export interface ControlContext {
  view: GnpView;
  setup: SessionSetup;
  viewer: PlayerId;
}

/** A part named in a sentence: a link that opens its zoom (face-down tiles are plain words). */
export function partToken(part: string): RichToken | string {
  return isTile(part) ? card(part, partName(part)) : partName(part);
}

/** One line on a tile: its name, row and icons (a button's hint). */
export function partLine(part: string): string {
  if (!isPartId(part)) return partName(part);
  const spec = partSpec(part);
  let line = t('gnp.part.line', { name: partName(part), row: tk(`gnp.row.${spec.row}`), range: spec.range, comfort: spec.comfort, power: spec.power });
  if (spec.volatility > 0) line += ` ${t('gnp.part.lineVolatility', { n: spec.volatility })}`;
  if (spec.wrenches > 0) line += ` ${t('gnp.part.lineWrench', { n: spec.wrenches })}`;
  return line;
}

const PROMPTS: Record<string, MessageKey> = {
  place: 'gnp.prompt.place',
  discard: 'gnp.prompt.discard',
  alley: 'gnp.prompt.alley',
  'black-market': 'gnp.prompt.black-market',
  espionage: 'gnp.prompt.espionage',
  patent: 'gnp.prompt.patent',
  junk: 'gnp.prompt.junk',
};

export function stepPrompt({ view }: ControlContext): RichText {
  const step = view.step;
  if (step.kind === 'workshop') return tRich(step.upgrading ? 'gnp.prompt.upgrading' : 'gnp.prompt.workshop', { ops: step.ops });
  return tRich(PROMPTS[step.kind] ?? 'gnp.prompt.other');
}

/** The operations a Workshop token brings, and why: the order it was placed in (§5.4). */
export function allowanceWhy(allowance: number, actingAt: number): string {
  const key: MessageKey = allowance >= 3 ? 'gnp.detail.allowance3' : allowance === 2 ? 'gnp.detail.allowance2' : 'gnp.detail.allowance1';
  const moved = allowance !== workshopOps(actingAt);
  return moved ? `${t(key)} ${t('gnp.detail.allowanceMoved')}` : t(key);
}

export function stepDetail(ctx: ControlContext): RichText | null {
  const { view, viewer } = ctx;
  const step = view.step;
  const me = view.seats[viewer];
  switch (step.kind) {
    case 'place': {
      const left = HOUSE_RULES.actionTokens - (me?.locked ?? 0) - (me?.placed ?? 0);
      const next = workshopOps(view.queues[WORKSHOP]?.length ?? 0);
      return tRich('gnp.detail.place', { n: left, ops: next });
    }
    case 'discard':
      return tRich('gnp.detail.discard', { limit: HOUSE_RULES.handLimit });
    case 'alley':
      return tRich('gnp.detail.alley');
    case 'black-market':
      return tRich('gnp.detail.blackMarket', { n: step.drawn.length });
    case 'espionage':
      return tRich('gnp.detail.espionage', { name: seat(step.target, seatName(ctx.setup, step.target, viewer)) });
    case 'patent':
      return tRich('gnp.detail.patent');
    case 'junk':
      return tRich('gnp.detail.junk', { n: HOUSE_RULES.junkPicks - step.picks });
    case 'workshop': {
      if (step.upgrading) return tRich('gnp.detail.upgrading');
      const allowance = view.workshopAllowance[view.cursor] ?? step.ops;
      return [`${allowanceWhy(allowance, view.cursor)} ${t('gnp.detail.opsLeft', { n: step.ops })}`];
    }
    default:
      return null;
  }
}

/** What a move does, in a sentence, for its button's hint (undefined where the label says it all). */
export function moveHint(ctx: ControlContext, m: GnpMove): string | undefined {
  const { view, viewer } = ctx;
  const me = view.seats[viewer];
  const full = (me?.hand.length ?? 0) >= HOUSE_RULES.handLimit;
  switch (m.type) {
    case 'black-market': {
      const n = Math.min(HOUSE_RULES.blackMarketDraw, view.newStack.length);
      if (n === 0) return t('gnp.hint.blackMarketEmpty');
      return full ? t('gnp.hint.blackMarketFull', { n }) : t('gnp.hint.blackMarket', { n });
    }
    case 'espionage': {
      const n = view.seats[m.target]?.hand.length ?? 0;
      const name = seatName(ctx.setup, m.target, viewer);
      return full && n > 0 ? t('gnp.hint.espionageFull', { name, n }) : t('gnp.hint.espionage', { name, n });
    }
    case 'keep-part':
    case 'steal':
    case 'discard':
      return partLine(m.part);
    case 'take-display': {
      const part = (view.phase === 'junk-yard' ? view.junkDisplay : view.newDisplay)[m.slot];
      return part ? partLine(part) : undefined;
    }
    case 'take-blind':
      return t(view.phase === 'junk-yard' ? 'gnp.hint.blindJunk' : 'gnp.hint.blindNew');
    case 'stop-junk':
      return t('gnp.hint.stopJunk');
    case 'keep-hand':
      return t('gnp.hint.keepHand');
    case 'upgrade':
      return t('gnp.hint.upgrade');
    case 'finish-upgrade':
      return t('gnp.hint.finishUpgrade');
    case 'join':
      return t('gnp.hint.join');
    case 'dismantle':
      return t('gnp.hint.dismantleAt');
    case 'end-workshop': {
      const ops = view.step.kind === 'workshop' ? view.step.ops : 0;
      return ops > 0 ? t('gnp.hint.endWorkshopLoses', { n: ops }) : t('gnp.hint.endWorkshop');
    }
    default:
      return undefined;
  }
}

/** Union Muscle: whose token moves, whom it passes, and (in the Workshop) what it keeps. */
export function unionMuscleHint(ctx: ControlContext, m: Extract<GnpMove, { type: 'union-muscle' }>): string {
  const loc = LOCATIONS.indexOf(m.location);
  const queue = ctx.view.queues[loc] ?? [];
  const name = (p: number | undefined) => seatName(ctx.setup, p ?? 0, ctx.viewer);
  const moved = name(queue[m.index]);
  const passed = name(queue[m.index - 1]);
  const where = locationName(m.location);
  const base = t('gnp.hint.unionMuscle', { name: moved, passed, location: where, from: m.index + 1, to: m.index });
  if (loc !== WORKSHOP) return base;
  const ops = ctx.view.workshopAllowance[m.index] ?? workshopOps(m.index);
  return `${base} ${t('gnp.hint.unionMuscleOps', { name: moved, n: ops })}`;
}

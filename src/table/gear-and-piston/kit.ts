// The Gear & Piston table's kit: building, swapping and dismantling are two-staged (a blueprint,
// or "Dismantle…", then the glowing cell of the car); the board marks the hand, the displays, the
// stacks and the locations that answer the decision, whose zooms offer the same buttons, and the
// glowing cells a tap plays (a place, the second step of a choice already made).
import type { SessionSnapshot } from '../../app/table-session';
import type { GnpMove, GnpView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { type Intent, choose, play } from '../intents';
import { type KitInput, type TableKit, groupsByView, offersAt } from '../kit';
import type { ButtonModel } from '../model';
import { scoreBreakdown } from './breakdown';
import { gnpCaptions } from './captions';
import { type Action, type GnpControls, type Selection, buildGnpControls } from './controls';
import { eventLine } from './logLines';
import { gearAndPistonWords, gnpLeadsTo, gnpWhen } from './moveWords';
import { gnpKnown } from './known';
import { gearAndPistonTeaching } from './teaching';

/** What the board marks and accepts: the controls' maps of tappable things to actions. */
export type GnpMarks = GnpControls;

/** A control's action as an intent: a move to play, or a step of the two-stage choice. */
export const gnpIntent = (a: Action): Intent => ('move' in a ? play(a.move) : choose(a.select));

function table(input: KitInput<Selection>) {
  const s = input.snapshot;
  const view = s.view as GnpView;
  const legal = input.legal as GnpMove[];
  const controls = buildGnpControls(view, legal, s.setup, s.viewer, input.choice);
  const buttons: ButtonModel[] = controls.buttons.map((b, i) => ({
    id: `${i}:${b.label}`,
    label: b.label,
    kind: b.kind,
    ...(b.hint ? { hint: b.hint } : {}),
    ...(b.point ? { point: b.point } : {}),
    leadsTo: gnpLeadsTo(b.action, legal),
    intent: gnpIntent(b.action),
  }));
  // A tile of the hand, a display slot, a stack or a location offers in its zoom what acts on it.
  const offers = offersAt(buttons, controls.buttons.map((b) => b.at));
  return {
    title: t('game.gear-and-piston.name'),
    progress: gnpWhen(view),
    prompt: buttons.length ? controls.prompt : [],
    detail: buttons.length ? controls.detail : null,
    buttons,
    back: input.choice !== null ? { back: true } : null,
    breakdown: scoreBreakdown(view, s.outcome),
    marks: controls satisfies GnpMarks,
    offers,
  };
}

export const gearAndPistonKit: TableKit<Selection> = {
  game: 'gear-and-piston',
  stepMs: 200,
  maxBacklog: 60,
  initial: () => null,
  table,
  // Back (an action of its own) drops the selection; anything else is the selection made.
  choose: (_input, action) => (action !== null && typeof action === 'object' && 'back' in action ? null : (action as Selection)),
  progress: (s: SessionSnapshot) => (s.view as GnpView).round,
  log: {
    reader(s) {
      // One context per move: a part refreshed twice in one move is said once.
      const ctx = { setup: s.setup, viewer: s.viewer, refreshed: new Set<string>() };
      return (e) => eventLine(e, ctx);
    },
    groups: groupsByView((view) => t('gnp.round', { n: (view as GnpView).round })),
  },
  captions: gnpCaptions,
  words: gearAndPistonWords,
  known: gnpKnown,
  teaching: gearAndPistonTeaching,
};

// The Gears table's kit: a gear to place, then its side (the one half-made choice); the round
// card's rule explained whenever there is no choice to explain; the log grouped by round, a move
// that ends a round starting the next under its own heading.
import type { SessionSnapshot } from '../../app/table-session';
import type { GameEvent } from '../../engine/core/types';
import type { GearsEvent, GearsMove, GearsView } from '../../engine/gears/types';
import { t } from '../../i18n';
import { choose, play } from '../intents';
import { type KitInput, type TableKit, offersAt } from '../kit';
import type { ButtonModel } from '../model';
import { gearsCaptions } from './captions';
import { buildControls, ruleExplained } from './controls';
import { eventLine } from './logLines';
import { gearsWhen, gearsWords } from './moveWords';
import { gearsKnown } from './known';
import { gearsTeaching } from './teaching';

/** The gear picked for placing (its side is the next button). */
export interface GearsChoice {
  gear: string | null;
}

/** What the Gears board marks. */
export interface GearsMarks {
  /** Gears of the viewer's hand that can be placed (ringed; their zoom offers it). */
  pickable: string[];
  selectedGear: string | null;
  /** The viewer's code slots some move acts on (ringed; their zoom offers the moves). */
  codeTargets: ReadonlySet<number>;
}

const roundHeading = (round: number) => t('gears.table.round', { n: round + 1, total: 10 });

/** A round starts: its heading for the log, and the header's progress as the event plays. */
function roundStart(e: GameEvent): { group: string; progress: string } | null {
  if (e.type !== 'round-start') return null;
  const r = e as Extract<GearsEvent, { type: 'round-start' }>;
  const group = roundHeading(r.round);
  return { group, progress: `${group} · ${t(r.shift === 'day' ? 'gears.table.day' : 'gears.table.night')}` };
}

function table(input: KitInput<GearsChoice>) {
  const s = input.snapshot;
  const view = s.view as GearsView;
  const gear = input.choice.gear;
  const controls = buildControls(view, input.legal as GearsMove[], s.setup, s.viewer, gear);
  const buttons: ButtonModel[] = controls.buttons.map((b, i) => ({
    id: `${i}:${b.label}`,
    label: b.label,
    kind: b.kind,
    ...(b.hint ? { hint: b.hint } : {}),
    ...(b.point ? { point: b.point } : {}),
    leadsTo: b.leadsTo,
    intent: b.selectGear ? choose({ gear: b.selectGear }) : play(b.move ?? -1),
  }));
  // A gear of the hand offers its placing (or, picked, its sides); a code card what acts on it.
  const offers = offersAt(buttons, controls.buttons.map((b) => b.at));
  const marks: GearsMarks = { pickable: controls.pickableGears, selectedGear: gear, codeTargets: controls.codeTargets };
  return {
    title: t('game.gears.name'),
    progress: gearsWhen(view),
    prompt: buttons.length ? [controls.prompt] : [],
    // The round card's rule, explained, whenever there is no choice to explain.
    detail: [buttons.length ? controls.detail : ruleExplained(view)],
    buttons,
    back: gear !== null && controls.pickableGears.length > 1 ? { gear: null } : null,
    marks,
    offers,
  };
}

export const gearsKit: TableKit<GearsChoice> = {
  game: 'gears',
  stepMs: 250,
  maxBacklog: 40,
  initial: () => ({ gear: null }),
  table,
  choose: (_input, action) => ({ gear: (action as GearsChoice).gear }),
  progress: (s: SessionSnapshot) => (s.view as GearsView).round + 1,
  log: {
    reader(s) {
      const view = s.view as GearsView;
      const ctx = { setup: s.setup, viewer: s.viewer, codes: view.seats.map((seat) => seat.codes) };
      return (e) => eventLine(e, ctx);
    },
    // A round's entries stay under it even when the move that ends it starts the next one.
    groups(events, view, carried) {
      let group = carried ?? roundHeading((view as GearsView).round);
      const each = events.map((e) => {
        group = roundStart(e)?.group ?? group;
        return group;
      });
      return { each, after: group };
    },
    opens: (e) => roundStart(e)?.progress ?? null,
  },
  captions: gearsCaptions,
  words: gearsWords,
  known: gearsKnown,
  teaching: gearsTeaching,
};

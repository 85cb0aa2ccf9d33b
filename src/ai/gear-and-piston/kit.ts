// Gear & Piston for the bots: heuristics, search levels, the coach's explainer and the review's figures.
import type { PlayerId } from '../../engine/core/types';
import { carStatus } from '../../engine/gear-and-piston/car-status';
import type { GnpState, GnpView } from '../../engine/gear-and-piston/types';
import { gearAndPistonExplainer } from '../explain/gear-and-piston';
import { type Reason, reason } from '../explain/types';
import { gearAndPistonHeuristics } from '../heuristics/gear-and-piston';
import { carScoreNow } from '../heuristics/gnp-plan';
import type { Heuristics } from '../heuristics/types';
import { type AiKit, type Figures, HARD_MODEL } from '../kit';

const seat = (p: PlayerId) => ({ seat: p });

function followed(before: GnpView, after: GnpView, me: PlayerId): Reason[] {
  const out: Reason[] = [];
  const car = (v: GnpView, q: PlayerId) => v.seats[q]?.car;
  const mine = [car(before, me), car(after, me)] as const;
  if (mine[0] && mine[1]) {
    const from = carScoreNow(before as unknown as GnpState, mine[0]);
    const to = carScoreNow(after as unknown as GnpState, mine[1]);
    if (to !== from) out.push(reason('gnp.followScore', { from, to }));
  }
  before.seats.forEach((_, q) => {
    if (q === me) return;
    const a = car(before, q);
    const b = car(after, q);
    if (!a || !b) return;
    const n = carStatus(b).parts - carStatus(a).parts;
    if (n > 0) out.push(reason('gnp.followRivalBuilt', { seat: seat(q), n }));
  });
  return out.length > 0 ? out : [reason('gnp.followQuiet', {})];
}

function figures(before: GnpView, after: GnpView, me: PlayerId): Figures {
  const mine = after.seats[me]?.car;
  return {
    score: mine ? [{ seat: me, value: carScoreNow(after as unknown as GnpState, mine) }] : [],
    built: before.seats.flatMap((s, q) => {
      const a = s.car;
      const b = after.seats[q]?.car;
      return q === me || !a || !b ? [] : [{ seat: q, value: carStatus(b).parts - carStatus(a).parts }];
    }),
  };
}

export const gearAndPistonAi: AiKit = {
  heuristics: gearAndPistonHeuristics as Heuristics,
  // More iterations of the normal search barely paid (hard vs normal 52.6% over 76 games), while
  // longer playouts and a greedier tree did, at equal iterations (ismcts:300 games, 100 each:
  // playout depth 80 54%, exploration 0.35 54.5%, both 58%; depth 10 only 14%): the playout, not
  // the tree, carries the plan, so hard plays each one twice as far and spends its iterations on
  // fewer moves. An 80-move playout costs about 1.6 times a 40-move one, hence hard's smaller budget.
  search: {
    normal: { iterations: 1200, options: {} },
    hard: { iterations: 2500, options: { ...HARD_MODEL, playoutDepth: 80, exploration: 0.35 } },
  },
  explainer: gearAndPistonExplainer as AiKit['explainer'],
  followed: (before, after, me) => followed(before as GnpView, after as GnpView, me),
  had: {
    figures: (before, after, me) => figures(before as GnpView, after as GnpView, me),
    kinds: { score: ['gnp.hadScore', 'gnp.hadScore'], built: ['gnp.hadRivalBuilt', 'gnp.hadRivalBuilt'] },
    same: 'gnp.hadSame',
  },
};

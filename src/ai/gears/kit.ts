// Gears for the bots: heuristics, search levels, the coach's explainer and the review's figures.
import type { PlayerId } from '../../engine/core/types';
import type { GearsView } from '../../engine/gears/types';
import { gearsExplainer } from '../explain/gears';
import { type Reason, reason } from '../explain/types';
import { gearsHeuristics } from '../heuristics/gears';
import type { Heuristics } from '../heuristics/types';
import { type AiKit, type Figures, HARD_MODEL } from '../kit';

const seat = (p: PlayerId) => ({ seat: p });
const entered = (v: GearsView, q: PlayerId) => v.seats[q]?.codes.filter((c) => c.status === 'entered').length ?? 0;

function followed(before: GearsView, after: GearsView, me: PlayerId): Reason[] {
  const rounds = Math.max(1, after.round - before.round + 1);
  const out: Reason[] = [];
  before.seats.forEach((_, q) => {
    const n = entered(after, q) - entered(before, q);
    if (n > 0) out.push(q === me ? reason('gears.followYouEntered', { n, rounds }) : reason('gears.followRivalEntered', { seat: seat(q), n, rounds }));
  });
  return out.length > 0 ? out : [reason('gears.followNobody', { rounds })];
}

function figures(before: GearsView, after: GearsView): Figures {
  return { entered: before.seats.map((_, q) => ({ seat: q, value: entered(after, q) - entered(before, q) })) };
}

export const gearsAi: AiKit = {
  heuristics: gearsHeuristics as Heuristics,
  search: { normal: { iterations: 4000, options: {} }, hard: { iterations: 16000, options: HARD_MODEL } },
  explainer: gearsExplainer as AiKit['explainer'],
  followed: (before, after, me) => followed(before as GearsView, after as GearsView, me),
  had: {
    figures: (before, after) => figures(before as GearsView, after as GearsView),
    kinds: { entered: ['gears.hadYouEntered', 'gears.hadRivalEntered'] },
    same: 'gears.hadSame',
  },
};

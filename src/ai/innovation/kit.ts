// Innovation for the bots: heuristics, search levels, the coach's explainer and the review's figures.
import type { PlayerId } from '../../engine/core/types';
import { ageOf } from '../../engine/innovation/facts';
import type { InnovationView } from '../../engine/innovation/view';
import { innovationExplainer } from '../explain/innovation';
import { type Reason, reason } from '../explain/types';
import { innovationHeuristics } from '../heuristics/innovation';
import type { Heuristics } from '../heuristics/types';
import { type AiKit, type Figures, HARD_MODEL } from '../kit';

const seat = (p: PlayerId) => ({ seat: p });
const points = (score: readonly (string | number)[]) => score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? c : ageOf(c)), 0);

function followed(before: InnovationView, after: InnovationView, me: PlayerId): Reason[] {
  const turns = Math.max(1, after.turn - before.turn);
  const out: Reason[] = [];
  before.players.forEach((p, q) => {
    const gained = (after.players[q]?.achievements.length ?? 0) - p.achievements.length;
    if (gained > 0) out.push(q === me ? reason('inno.followYouAchieved', { n: gained, turns }) : reason('inno.followRivalAchieved', { seat: seat(q), n: gained, turns }));
  });
  const mine = [points(before.players[me]?.score ?? []), points(after.players[me]?.score ?? [])] as const;
  if (mine[1] !== mine[0]) out.push(reason('inno.followScore', { from: mine[0], to: mine[1], turns }));
  before.players.forEach((p, q) => {
    if (q === me) return;
    const was = points(p.score);
    const now = points(after.players[q]?.score ?? []);
    if (now > was) out.push(reason('inno.followRivalScore', { seat: seat(q), from: was, to: now, turns }));
  });
  return out.length > 0 ? out : [reason('inno.followQuiet', { turns })];
}

function figures(before: InnovationView, after: InnovationView): Figures {
  return {
    achieved: before.players.map((p, q) => ({ seat: q, value: (after.players[q]?.achievements.length ?? 0) - p.achievements.length })),
    score: after.players.map((p, q) => ({ seat: q, value: points(p.score) })),
  };
}

export const innovationAi: AiKit = {
  heuristics: innovationHeuristics as Heuristics,
  // The tree, not the playout, was what paid (issue 31, 100 games each at 1,000 iterations):
  // exploration 0.2 won 59% against the default 0.7 at no extra time, and then ordering each
  // node's moves by the evaluation one move ahead (progressive widening) 59% against that, for
  // about a quarter more time a decision; longer (24) or shorter (4) playouts lost.
  search: {
    normal: { iterations: 1000, options: {} },
    hard: { iterations: 4000, options: { ...HARD_MODEL, exploration: 0.2, lookahead: true } },
  },
  explainer: innovationExplainer as AiKit['explainer'],
  followed: (before, after, me) => followed(before as InnovationView, after as InnovationView, me),
  had: {
    figures: (before, after) => figures(before as InnovationView, after as InnovationView),
    kinds: { achieved: ['inno.hadYouAchieved', 'inno.hadRivalAchieved'], score: ['inno.hadScore', 'inno.hadRivalScore'] },
    same: 'inno.hadSame',
  },
};

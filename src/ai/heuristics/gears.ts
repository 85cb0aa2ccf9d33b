// Gears: the heuristics the bots use — the evaluation (gears-eval.ts), the opponent model
// (gears-model.ts), a playout policy, and which opponent choices stay out of the search tree.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';
import { leftOf } from '../../engine/gears/seats';
import type { GearsMove, GearsState, GearsView } from '../../engine/gears/types';
import { gearsEvaluate } from './gears-eval';
import { gearsModel } from './gears-model';
import type { Heuristics } from './types';

const CODE_PREFERENCE: Partial<Record<GearsMove['type'], number>> = {
  'enter-code': 4,
  'master-key': 4,
  verify: 3,
  codebreak: 5,
  send: 2,
};

/** Playouts: random, except that code entries take the best kind of entry on offer. */
function gearsPlayout(s: GearsState, _player: PlayerId, legal: GearsMove[], rng: Rng): GearsMove {
  if (s.phase !== 'code-entry') return legal[rng.int(legal.length)] as GearsMove;
  let best = legal[0] as GearsMove;
  let bestRank = -1;
  for (const m of legal) {
    const rank = CODE_PREFERENCE[m.type] ?? 0;
    if (rank > bestRank) {
      best = m;
      bestRank = rank;
    }
  }
  return best;
}

export const gearsHeuristics: Heuristics<GearsState, GearsMove> = {
  evaluate: gearsEvaluate,
  playout: gearsPlayout,
  // Games are short (ten rounds): play out to the end, the evaluation is for the easy level.
  playoutDepth: 400,
  model: (view, me, world, deep) => gearsModel(view as GearsView, me, world, deep),
  // Step 2: a seat turning the searcher's face-down gear cannot see it (unless it peeked).
  outOfTree: (s, actor, me) => {
    if (s.phase !== 'turn' || s.peeked || leftOf(actor, s.players) !== me) return false;
    const g = s.table[me];
    return g !== null && g !== undefined && !g.faceUp;
  },
};

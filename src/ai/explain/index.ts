// The coach's hint, explained (run in the worker, after the search): the search's best moves
// grouped by what they lead to, each group with its reasons from the game's explainer.
//
// Two moves are one line when the seat could not tell their results apart: in each of the same
// few worlds sampled from the seat's view (determinize), they lead to the very same state. A
// world is a guess at what is hidden, so two moves that differ in any world differ for the seat;
// two that agree in every sampled world are taken as the same (Writing's dogma with nobody to
// share and a plain draw of a 2: the same card, whatever it is). Nothing here reads more than
// the view the seat's request carried: two games that differ only in cards the seat has not seen
// give the same view, so the same worlds, groups and words.
import { Rng } from '../../engine/core/rng';
import { advancer } from '../../engine/core/replay';
import type { AnyGame, PlayerId } from '../../engine/core/types';
import type { RankedMove } from '../types';
import { explainerFor } from './registry';
import type { HintLine, LineStep, World } from './types';

/** Worlds sampled from the view: each move is tried in all of them. */
export const WORLDS = 6;
/** Reasons about a move at most (its reply comes on top). */
const MOVE_REASONS = 2;

/** A short, stable fingerprint of a state (53-bit string hash of its JSON): equal states, equal prints. */
function fingerprint(state: unknown): string {
  const s = JSON.stringify(state);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(h2 >>> 0).toString(36)}.${(h1 >>> 0).toString(36)}.${s.length}`;
}

/** The same worlds for every move: determinizations of the view from one seeded stream. */
export function sampleWorlds(game: AnyGame, view: unknown, me: PlayerId, seed: number, n = WORLDS): unknown[] {
  const rng = Rng.seeded(seed);
  return Array.from({ length: n }, () => game.determinize(view, me, rng));
}

/** Each legal move's result in each world (null where a world refused it: a move of its own). */
export function resultsOf(game: AnyGame, worlds: readonly unknown[], me: PlayerId, legal: readonly unknown[]): (unknown[] | null)[] {
  const advance = advancer(game);
  return legal.map((move) => {
    try {
      return worlds.map((w) => advance(w, me, move));
    } catch {
      return null;
    }
  });
}

/**
 * Groups of legal moves with the same result for the seat: indices into legal, in legal order
 * within a group. A move a world refused is a group of its own.
 */
export function sameResults(results: readonly (unknown[] | null)[], comparable: (state: unknown) => unknown = (s) => s): number[][] {
  const byPrint = new Map<string, number[]>();
  const groups: number[][] = [];
  results.forEach((r, i) => {
    const print = r === null ? `!${i}` : r.map((s) => fingerprint(comparable(s))).join('|');
    const g = byPrint.get(print);
    if (g) g.push(i);
    else {
      const fresh = [i];
      byPrint.set(print, fresh);
      groups.push(fresh);
    }
  });
  return groups;
}

export interface ExplainRequest {
  game: AnyGame;
  view: unknown;
  me: PlayerId;
  legal: readonly unknown[];
  /** The search's ranking, best first, with each move's line (think.ts rankRoot). */
  ranked: readonly RankedMove[];
  seed: number;
  /** Lines wanted. */
  count: number;
}

const keyOf = (m: unknown) => JSON.stringify(m);

/** Up to `count` lines, best first: each a group of moves with the same result, its reasons, its chance. */
export function explainHint(req: ExplainRequest): HintLine[] {
  const { game, view, me, legal } = req;
  const worlds = sampleWorlds(game, view, me, req.seed);
  const results = resultsOf(game, worlds, me, legal);
  const explainer = explainerFor(game.id);
  const groups = sameResults(results, explainer?.comparable?.bind(explainer));
  const groupOf = new Map<number, number[]>();
  for (const g of groups) for (const i of g) groupOf.set(i, g);
  const indexOf = new Map(legal.map((m, i) => [keyOf(m), i] as const));
  const lines: HintLine[] = [];
  const taken = new Set<number[]>();
  for (const r of req.ranked) {
    if (lines.length >= req.count) break;
    const at = indexOf.get(keyOf(r.move));
    if (at === undefined) continue;
    const group = groupOf.get(at) ?? [at];
    if (taken.has(group)) continue;
    taken.add(group);
    const after = results[at];
    const input = {
      view,
      me,
      move: legal[at],
      worlds: after ? worlds.map((before, w): World => ({ before, after: after[w] })) : [],
      line: (r.line ?? []) as LineStep[],
    };
    const reasons = explainer ? explainer.reasons(input).slice(0, MOVE_REASONS) : [];
    const reply = explainer?.reply(input) ?? null;
    lines.push({ moves: [at, ...group.filter((i) => i !== at)], reasons: reply ? [...reasons, reply] : reasons, chance: r.chance, visits: r.visits });
  }
  return lines;
}

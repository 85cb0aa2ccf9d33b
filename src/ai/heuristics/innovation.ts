// Innovation: what a position is worth, a cheap playout policy, and move names that do not leak.
//
// A side's strength weighs achievements most (they end the game), then what leads to them:
// score points (5 per age to achieve), the age of the highest top card (draws and achievements),
// an achievement it could claim right now, visible icons and leads in icons (dogma sharing and
// demands), splays, colours on the board and cards in hand. With Echoes, bonuses count through
// the points; visible echo effects and the forecast add a little (both feed later dogmas).
// Points and ages only go up as the game moves on, so the strength is also the progress term the
// issue asks for: a bot that shuffles cards back and forth (splay/unsplay, return/draw) gains
// nothing by it, while one that scores, achieves and climbs the ages does, and bot-vs-bot games end by a real result.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';
import { canAchieveAny } from '../../engine/innovation/achievements';
import { highestTop, pileShows, points } from '../../engine/innovation/board';
import { ALL_CARD_IDS, ageOf, isCardId } from '../../engine/innovation/facts';
import { achievementsToWin, sideOf } from '../../engine/innovation/seats';
import type { CardId, InnovationState, Move, Pile, PlayerState } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { COLORS, ICONS } from '../../engine/innovation/types';
import type { Heuristics } from './types';

const W = {
  achievement: 2.2,
  point: 0.1,
  topAge: 0.35,
  canAchieve: 0.9,
  icon: 0.025,
  iconLead: 0.06,
  splay: 0.12,
  color: 0.08,
  hand: 0.05,
  /** Echoes: a forecast card is a later meld that may bring a free dogma (promotion). */
  forecast: 0.06,
  /** Echoes: each visible echo effect runs again with every dogma of its pile's colour. */
  echo: 0.05,
} as const;
/** Softness of the strength → win-chance map: smaller = the leader is surer of winning. */
const TEMPERATURE = 1.6;
const SPLAY_WORTH = { none: 0, left: 1, right: 2, up: 3 } as const;

function seatStrength(s: InnovationState, p: PlayerId, icons: readonly (readonly number[])[]): number {
  const pl = s.players[p] as PlayerState;
  let v = W.achievement * pl.achievements.length + W.point * points(pl) + W.topAge * highestTop(pl);
  if (canAchieveAny(s, p)) v += W.canAchieve;
  let splays = 0;
  let colors = 0;
  let echoes = 0;
  const withEchoes = pl.forecast !== undefined;
  for (let ci = 0; ci < pl.piles.length; ci++) {
    const pile = pl.piles[ci] as Pile;
    if (pile.cards.length === 0) continue;
    colors++;
    if (pile.cards.length > 1) splays += SPLAY_WORTH[pile.splay];
    // The visible echo effects of a pile, counted once per pile change (board.ts keeps them).
    if (withEchoes) echoes += pileShows(pile) & 0xff;
  }
  if (withEchoes) v += W.echo * echoes + W.forecast * Math.min((pl.forecast as CardId[]).length, 4);
  v += W.splay * splays + W.color * colors + W.hand * Math.min(pl.hand.length, 6);
  const mine = icons[p] as readonly number[];
  for (let i = 0; i < ICONS.length; i++) {
    const count = mine[i] as number;
    v += W.icon * count;
    let others = 0;
    for (let q = 0; q < icons.length; q++) if (q !== p) others = Math.max(others, (icons[q] as readonly number[])[i] as number);
    v += W.iconLead * Math.max(-4, Math.min(4, count - others));
  }
  return v;
}

export function innovationEvaluate(s: InnovationState): number[] {
  const n = s.options.players;
  const icons = s.players.map((pl) => pl.icons);
  const seat: number[] = [];
  for (let p = 0; p < n; p++) seat.push(seatStrength(s, p, icons));
  // Teams: a side is as strong as its two seats together; both partners share its chance.
  const side: number[] = [];
  const count: number[] = [];
  for (let p = 0; p < n; p++) {
    let v = 0;
    let c = 0;
    for (const q of sideOf(s.options, p)) {
      v += seat[q] as number;
      c += (s.players[q] as PlayerState).achievements.length;
    }
    side.push(v);
    count.push(c);
  }
  // A side one achievement from the target is close to winning: sharpen the comparison.
  const target = achievementsToWin(s.options);
  let best = Number.NEGATIVE_INFINITY;
  for (const v of side) if (v > best) best = v;
  const weights: number[] = [];
  let total = 0;
  for (let p = 0; p < n; p++) {
    const w = Math.exp(((side[p] as number) - best) / TEMPERATURE + ((count[p] as number) >= target - 1 ? 0.5 : 0));
    weights.push(w);
    total += w;
  }
  // With teams each side's weight is counted once per partner.
  if (s.options.teams) total *= 0.5;
  for (let p = 0; p < n; p++) weights[p] = (weights[p] as number) / total;
  return weights;
}

/** Action weights for playouts: dogmas drive the game, melds build it, draws feed it. */
function actionWeight(m: Move): number {
  // A switch, not a table keyed by the type: this runs for every action at every playout step.
  switch (m.type) {
    case 'draw':
      return 2;
    case 'meld':
      return 3;
    case 'dogma':
      return 5;
    default:
      return 1;
  }
}

function innovationPlayout(_s: InnovationState, _player: PlayerId, legal: Move[], rng: Rng): Move {
  const first = legal[0] as Move;
  if (first.type !== 'draw') return legal[rng.int(legal.length)] as Move;
  // A turn's action: claim the highest achievement on offer, else a weighted random action.
  let achieve: Move | null = null;
  let total = 0;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i] as Move;
    if (m.type === 'achieve') {
      if (!achieve || (achieve.type === 'achieve' && m.age > achieve.age)) achieve = m;
    } else total += actionWeight(m);
  }
  if (achieve) return achieve;
  let r = rng.next() * total;
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i] as Move;
    if (m.type === 'achieve') continue;
    r -= actionWeight(m);
    if (r < 0) return m;
  }
  return legal[legal.length - 1] as Move;
}

/** Keys of the action moves, made once: a search names every candidate at every node it passes. */
const MELD_KEY: Record<string, string> = Object.create(null);
const DOGMA_KEY: Record<string, string> = Object.create(null);
const INITIAL_KEY: Record<string, string> = Object.create(null);
const ONE_CARD_KEY: Record<string, string> = Object.create(null);
const COLOR_KEY: Record<string, string> = Object.create(null);
for (const id of ALL_CARD_IDS) {
  MELD_KEY[id] = `m${id}`;
  DOGMA_KEY[id] = `g${id}`;
  INITIAL_KEY[id] = `i${id}`;
  ONE_CARD_KEY[id] = `c${id}`;
}
for (const c of COLORS) COLOR_KEY[c] = `o${c}`;
const ACHIEVE_KEY = Array.from({ length: 11 }, (_, age) => `a${age}`);
const HIDDEN_ONE_KEY = Array.from({ length: 11 }, (_, age) => `c?${age}`);

/** A card the searcher may not see, by its age; a slot reference ("?score:0:2") as it is. */
const hiddenName = (card: string): string => (isCardId(card) ? String(ageOf(card)) : card);

/**
 * Another seat's answer that picks cards from a place the searcher cannot see (a hand, a score
 * pile) is named by the cards' ages, which everyone sees on their backs: the tree must not split
 * on which card it was. Everything else is named in full.
 */
function innovationMoveKey(move: Move, actor: PlayerId, observer: PlayerId, s: InnovationState | null): string {
  switch (move.type) {
    case 'draw':
      return 'd';
    case 'meld':
      return MELD_KEY[move.card] ?? `m${move.card}`;
    case 'dogma':
      return DOGMA_KEY[move.card] ?? `g${move.card}`;
    case 'achieve':
      return ACHIEVE_KEY[move.age] ?? `a${move.age}`;
    case 'initial-meld':
      return INITIAL_KEY[move.card] ?? `i${move.card}`;
    case 'cards': {
      if (actor !== observer && s) {
        const frame = s.frames.length > 0 ? s.frames[s.frames.length - 1] : undefined;
        const zone = frame?.type === 'effect' ? frame.question?.kind === 'cards' && frame.question.zone : null;
        if (zone !== 'board') {
          const only = move.cards.length === 1 ? (move.cards[0] as string) : null;
          if (only !== null && isCardId(only)) return HIDDEN_ONE_KEY[ageOf(only)] as string;
          return `c?${move.cards.map(hiddenName).sort().join(',')}`;
        }
      }
      if (move.cards.length === 1) return ONE_CARD_KEY[move.cards[0] as string] ?? `c${move.cards[0]}`;
      return `c${move.cards.join(',')}`;
    }
    case 'color':
      return (move.color !== null && COLOR_KEY[move.color]) || `o${move.color}`;
    case 'player':
      return `p${move.player}`;
    case 'choice':
      return `h${move.choice}`;
  }
}

/** The view without its memory (known.ts): what the seat would know if it forgot each action's end. */
function forgetMemory(view: unknown): unknown {
  const { known: _known, ...rest } = view as InnovationView;
  return rest;
}

export const innovationHeuristics: Heuristics<InnovationState, Move> = {
  evaluate: innovationEvaluate,
  forget: forgetMemory,
  playout: innovationPlayout,
  moveKey: (move, actor, observer, state) => innovationMoveKey(move, actor, observer, state as InnovationState | null),
  playoutDepth: 12,
};

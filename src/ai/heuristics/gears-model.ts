// Gears is a guessing game: who placed which gear on which side. The engine's determinization
// draws a face-down gear uniformly from what the seat could have placed; a seat that plays well
// does not choose uniformly. This model weighs each (gear, side) a seat could have chosen by how
// good that choice looked to that seat when it placed (the same evaluation the easy level uses,
// with the other gears unknown to it), and redraws hidden gears, and blind placements in the
// round being searched, from those weights. It reads only public facts: hands (the view lists a
// seat's hand together with its face-down gear), codes, the round card.
//
// A deep model (the hard level) expects a seat to place closer to its best-looking choice (a
// sharper weighing, PLACEMENT_SHARPNESS), and also predicts step 2, where a seat turns the
// searcher's face-down gear without seeing it (otherwise the search lets it turn at random). The
// model has it turn the way that looks best from its own view (its own gear, the public facts;
// the searcher's gear stays hidden from it), judged like the easy level judges a move: the
// evaluation after the turn, averaged over a few worlds sampled from that view. The choice depends
// only on what that seat knows, so it is worked out once per (round, its gear and side) and reused.
import type { Rng } from '../../engine/core/rng';
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import { gears } from '../../engine/gears/definition';
import { leftOf } from '../../engine/gears/seats';
import { GEAR_INDEX } from '../../engine/gears/hand';
import type { GearColor, GearsMove, GearsState, GearsView, PlacedGear, Side } from '../../engine/gears/types';
import { gearsEvaluate } from './gears-eval';
import type { WorldModel } from './types';

/**
 * How sharply a seat is assumed to prefer its better placements (0 = uniform). The deep model (the
 * hard level) expects a seat to place close to its best-looking placement: with that sharper
 * guess hard won 71% of 200 games against normal, against 61% with the normal model's 30
 * (sharpness 10: 56% of 108; issue 31, docs/bots/strength.md).
 */
export const PLACEMENT_SHARPNESS = { normal: 30, deep: 80 } as const;
/** Worlds a modelled turner samples from its own view to judge each turn (as the easy level does). */
const TURN_WORLDS = 3;

interface Choice {
  gear: GearColor;
  side: Side;
  weight: number;
}

/** How good placing (gear, side) looks to `seat`, the other gears unknown to it. */
function placementValue(w: GearsState, seat: PlayerId, gear: GearColor, side: Side): number {
  const hands = w.hands.slice();
  const table = w.table.map((t, p) => {
    if (p === seat || t === null || t.faceUp) return p === seat ? null : t;
    hands[p] = (hands[p] ?? 0) | (1 << GEAR_INDEX[t.gear]);
    return null;
  });
  const own = w.table[seat];
  hands[seat] = ((hands[seat] ?? 0) | (own ? 1 << GEAR_INDEX[own.gear] : 0)) & ~(1 << GEAR_INDEX[gear]);
  const placed: PlacedGear = { gear, side, value: GEARS[gear].values[side], faceUp: false };
  table[seat] = placed;
  const h: GearsState = { ...w, phase: 'place', step: 0, peeked: false, hands, table };
  return gearsEvaluate(h)[seat] ?? 0;
}

function choicesFor(w: GearsState, seat: PlayerId, options: readonly GearColor[], sharpness: number): Choice[] {
  const out: Choice[] = [];
  for (const gear of options) {
    for (const side of [0, 1, 2, 3] as const) out.push({ gear, side, weight: placementValue(w, seat, gear, side) });
  }
  const best = Math.max(...out.map((c) => c.weight));
  for (const c of out) c.weight = Math.exp(sharpness * (c.weight - best));
  return out;
}

function draw(choices: readonly Choice[], rng: Rng, allowed: (c: Choice) => boolean): Choice | null {
  let total = 0;
  for (const c of choices) if (allowed(c)) total += c.weight;
  if (total <= 0) return null;
  let r = rng.next() * total;
  for (const c of choices) {
    if (!allowed(c)) continue;
    r -= c.weight;
    if (r <= 0) return c;
  }
  return null;
}

export function gearsModel(
  view: GearsView,
  me: PlayerId,
  world: GearsState,
  deep = false,
): WorldModel<GearsState, GearsMove> | null {
  if (world.phase !== 'place' && world.phase !== 'turn') return null;
  const round = world.round;
  const models = new Map<PlayerId, Choice[]>();
  for (let seat = 0; seat < world.players; seat++) {
    if (seat === me) continue;
    const seen = view.seats[seat];
    const t = seen?.table ?? null;
    const hidden = t !== null && t.gear === null;
    const unplaced = world.phase === 'place' && world.table[seat] === null;
    if (!seen || !(hidden || unplaced)) continue;
    models.set(seat, choicesFor(world, seat, seen.hand, deep ? PLACEMENT_SHARPNESS.deep : PLACEMENT_SHARPNESS.normal));
  }
  if (models.size === 0 && !deep) return null;
  const turns = new Map<string, GearsMove | null>();
  return {
    refine(w, rng) {
      if (w.round !== round) return w;
      let table: (PlacedGear | null)[] | null = null;
      let hands: number[] | null = null;
      for (const [seat, choices] of models) {
        const t = w.table[seat];
        if (!t || t.faceUp) continue;
        const pool = (w.hands[seat] ?? 0) | (1 << GEAR_INDEX[t.gear]);
        const c = draw(choices, rng, (x) => (pool & (1 << GEAR_INDEX[x.gear])) !== 0);
        if (!c) continue;
        table ??= w.table.slice();
        hands ??= w.hands.slice();
        table[seat] = { gear: c.gear, side: c.side, value: GEARS[c.gear].values[c.side], faceUp: false };
        hands[seat] = pool & ~(1 << GEAR_INDEX[c.gear]);
      }
      return table && hands ? { ...w, table, hands } : w;
    },
    blindMove(state, seat, legal, rng) {
      if (state.phase === 'turn') return deep ? blindTurn(state, seat, me, legal, rng, turns) : null;
      if (state.round !== round || state.phase !== 'place') return null;
      const choices = models.get(seat);
      if (!choices) return null;
      const hand = state.hands[seat] ?? 0;
      const c = draw(choices, rng, (x) => (hand & (1 << GEAR_INDEX[x.gear])) !== 0);
      if (!c) return null;
      for (const m of legal) if (m.type === 'place' && m.gear === c.gear && m.side === c.side) return m;
      return null;
    },
  };
}

/**
 * How `seat` turns the searcher's face-down gear: the turn whose evaluation, averaged over worlds
 * sampled from the seat's own view, is best for it. Null when the seat is not turning that gear.
 */
function blindTurn(
  state: GearsState,
  seat: PlayerId,
  me: PlayerId,
  legal: GearsMove[],
  rng: Rng,
  cache: Map<string, GearsMove | null>,
): GearsMove | null {
  if (leftOf(seat, state.players) !== me || state.peeked) return null;
  const own = state.table[seat];
  const key = `${state.round}:${state.step}:${own ? `${own.gear}${own.side}${own.value}${own.faceUp}` : '-'}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const view = gears.view(state, seat);
  let best: GearsMove | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  const worlds = Array.from({ length: TURN_WORLDS }, () => gears.determinize(view, seat, rng));
  for (const move of legal) {
    if (move.type !== 'turn') continue;
    let value = 0;
    for (const w of worlds) value += gearsEvaluate(gears.advance(w, seat, move))[seat] ?? 0;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  cache.set(key, best);
  return best;
}

import { describe, expect, it } from 'vitest';
import { gearsModel } from '../../src/ai/heuristics/gears-model';
import { getGame } from '../../src/engine';
import { jsonEqual, Rng } from '../../src/engine/core';
import { GEARS } from '../../src/engine/gears/data';
import { GEAR_INDEX, gearsOf } from '../../src/engine/gears/hand';
import { leftOf } from '../../src/engine/gears/seats';
import type { GearsMove, GearsState, GearsView } from '../../src/engine/gears/types';

const gears = getGame('gears');

/** Positions where the seat to act cannot see some gear: placements and step-2 turns. */
function guessingPositions(count: number): { state: GearsState; me: number }[] {
  const rng = Rng.seeded(8);
  const out: { state: GearsState; me: number }[] = [];
  for (let seed = 0; out.length < count && seed < 200; seed++) {
    let state: GearsState = gears.setup(gears.normalizeOptions({ players: 2 + (seed % 3), seed }));
    while (gears.toAct(state).length > 0 && out.length < count) {
      const me = gears.toAct(state)[0] as number;
      if ((state.phase === 'place' || state.phase === 'turn') && rng.int(3) === 0) out.push({ state, me });
      state = gears.apply(state, me, rng.pick(gears.legalMoves(state, me))).state;
    }
  }
  return out;
}

describe('Gears opponent model', () => {
  it('redrawing hidden gears by the model never changes what the searcher sees', () => {
    const rng = Rng.seeded(3);
    let refined = 0;
    for (const { state, me } of guessingPositions(60)) {
      const view = gears.view(state, me) as GearsView;
      const world = gears.determinize(view, me, rng) as GearsState;
      const model = gearsModel(view, me, world);
      if (!model?.refine) continue;
      for (let i = 0; i < 5; i++) {
        const w = model.refine(world, rng);
        if (w !== world) refined++;
        expect(jsonEqual(gears.view(w, me), view)).toBe(true);
      }
    }
    expect(refined).toBeGreaterThan(0);
  });

  it('a blind placement drawn by the model is one of the legal placements', () => {
    const rng = Rng.seeded(4);
    for (const { state, me } of guessingPositions(40)) {
      if (state.phase !== 'place') continue;
      const view = gears.view(state, me) as GearsView;
      const model = gearsModel(view, me, gears.determinize(view, me, rng) as GearsState);
      for (let seat = 0; seat < state.players; seat++) {
        if (seat === me || state.table[seat] !== null) continue;
        const legal = gears.legalMoves(state, seat);
        const move = model?.blindMove?.(state, seat, legal, rng);
        if (move) expect(legal).toContain(move);
      }
    }
  });

  it('a deep model expects a seat to place closer to its best-looking placement than the normal model does', () => {
    const rng = Rng.seeded(6);
    /** How often the most drawn placement comes up, over 200 blind placements of one seat. */
    const topShare = (model: ReturnType<typeof gearsModel>, state: GearsState, seat: number): number => {
      const legal = gears.legalMoves(state, seat);
      const counts = new Map<string, number>();
      for (let i = 0; i < 200; i++) {
        const m = model?.blindMove?.(state, seat, legal, rng) as GearsMove | null | undefined;
        if (m?.type !== 'place') return Number.NaN;
        const key = `${m.gear}${m.side}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return Math.max(...counts.values()) / 200;
    };
    const shares = { normal: [] as number[], deep: [] as number[] };
    for (const { state, me } of guessingPositions(60)) {
      if (state.phase !== 'place') continue;
      const view = gears.view(state, me) as GearsView;
      const world = gears.determinize(view, me, rng) as GearsState;
      const seat = [...Array(state.players).keys()].find((p) => p !== me && state.table[p] === null);
      if (seat === undefined) continue;
      const normal = topShare(gearsModel(view, me, world, false), state, seat);
      const deep = topShare(gearsModel(view, me, world, true), state, seat);
      if (Number.isNaN(normal) || Number.isNaN(deep)) continue;
      shares.normal.push(normal);
      shares.deep.push(deep);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(shares.deep.length).toBeGreaterThan(5);
    expect(mean(shares.deep)).toBeGreaterThan(mean(shares.normal) + 0.1);
  });

  it('a deep model turns the searcher’s hidden gear by what the turner sees, never by the gear itself', () => {
    const rng = Rng.seeded(5);
    let checked = 0;
    for (let seed = 0; seed < 60 && checked < 12; seed++) {
      let state: GearsState = gears.setup(gears.normalizeOptions({ players: 2 + (seed % 2), seed }));
      while (gears.toAct(state).length > 0) {
        const actor = gears.toAct(state)[0] as number;
        const me = leftOf(actor, state.players);
        const mine = state.table[me];
        if (state.phase === 'turn' && !state.peeked && mine && !mine.faceUp) {
          // The same position with another gear of the searcher's hand face down in its place.
          const other = gearsOf(state.hands[me] ?? 0)[0];
          if (other) {
            const hands = state.hands.slice();
            hands[me] = ((hands[me] ?? 0) & ~(1 << GEAR_INDEX[other])) | (1 << GEAR_INDEX[mine.gear]);
            const swapped: GearsState = {
              ...state,
              hands,
              table: state.table.map((t, p) => (p === me ? { gear: other, side: 2, value: GEARS[other].values[2] as number, faceUp: false } : t)),
            };
            const legal = gears.legalMoves(state, actor) as GearsMove[];
            const decide = (s: GearsState) => {
              const view = gears.view(s, me) as GearsView;
              const model = gearsModel(view, me, gears.determinize(view, me, Rng.seeded(1)) as GearsState, true);
              return model?.blindMove?.(s, actor, legal, Rng.seeded(2)) ?? null;
            };
            const a = decide(state);
            expect(a).not.toBeNull();
            expect(legal).toContainEqual(a);
            expect(decide(swapped)).toEqual(a);
            checked++;
          }
        }
        state = gears.apply(state, actor, rng.pick(gears.legalMoves(state, actor))).state;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

// Secrets: a face-down gear and its side are hidden from the other seats; determinize rebuilds a
// state that keeps the viewer's view; replays are deterministic.
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/engine/core/replay';
import { Rng } from '../../../src/engine/core/rng';
import { gears } from '../../../src/engine/gears/definition';
import type { GearsMove, GearsState } from '../../../src/engine/gears/types';
import { play, place, position } from './fixtures';

describe('view', () => {
  it('a face-down gear and its side are hidden from other seats but not from its owner', () => {
    const s = play(position({ hands: [['red', 'blue']] }), place('red', 3)).state;
    expect(gears.view(s, 0).seats[0]?.table).toEqual({ faceUp: false, gear: 'red', side: 3, value: 4 });
    expect(gears.view(s, 1).seats[0]?.table).toEqual({ faceUp: false, gear: null, side: null, value: null });
    expect(gears.view(s, null).seats[0]?.table).toEqual({ faceUp: false, gear: null, side: null, value: null });
  });
  it('another seat’s hand is shown with its hidden gear merged in; the owner sees the true hand', () => {
    const s = play(position({ hands: [['red', 'blue']] }), place('red', 3)).state;
    expect(gears.view(s, 0).seats[0]?.hand).toEqual(['blue']);
    expect(gears.view(s, 1).seats[0]?.hand).toEqual(['red', 'blue']);
    expect(gears.view(s, 1).seats[0]?.handSize).toBe(1);
  });
  it('the view carries no RNG and no order of the unplayed round cards', () => {
    const v = gears.view(position(), 0);
    expect(JSON.stringify(v)).not.toContain('rng');
    expect(v.played).toEqual([]);
    expect(v.card.id).toBe('R1');
  });
  it('the place event loses its gear and side for other seats', () => {
    const { events } = play(position(), place('grey', 2));
    expect(gears.viewEvents(events, 1)).toEqual([{ type: 'place', seat: 0, faceUp: false }]);
    expect(gears.viewEvents(events, 0)).toEqual(events);
  });
});

function randomWalk(players: number, seed: number, visit: (s: GearsState) => void): GearsState {
  const rng = Rng.seeded(seed);
  let s = gears.setup(gears.normalizeOptions({ players, seed }));
  while (s.phase !== 'over') {
    visit(s);
    const who = gears.toAct(s);
    const p = who[rng.int(who.length)] as number;
    const legal = gears.legalMoves(s, p);
    s = gears.apply(s, p, legal[rng.int(legal.length)] as GearsMove).state;
  }
  visit(s);
  return s;
}

describe('determinize', () => {
  it("keeps the viewer's view, and two determinizations look the same to the viewer", () => {
    for (const players of [2, 3, 4]) {
      for (let seed = 1; seed <= 3; seed++) {
        const rng = Rng.seeded(seed);
        randomWalk(players, seed, (s) => {
          for (let p = 0; p < players; p++) {
            const v = gears.view(s, p);
            const a = gears.determinize(v, p, rng);
            const b = gears.determinize(v, p, rng);
            expect(gears.view(a, p)).toEqual(v);
            expect(gears.view(b, p)).toEqual(v);
            expect(gears.toAct(a)).toEqual(gears.toAct(s));
          }
        });
      }
    }
  });
  it('a determinized state plays on to the end', () => {
    const rng = Rng.seeded(3);
    let mid: GearsState | null = null;
    randomWalk(4, 21, (s) => {
      if (!mid && s.round === 3 && s.phase === 'turn') mid = s;
    });
    if (!mid) throw new Error('no mid-game state');
    let d = gears.determinize(gears.view(mid, 1), 1, rng);
    while (d.phase !== 'over') {
      const p = gears.toAct(d)[0] as number;
      d = gears.apply(d, p, gears.legalMoves(d, p)[0] as GearsMove).state;
    }
    expect(gears.outcome(d)).not.toBeNull();
  });
});

describe('replay', () => {
  it('the same seed and the same moves give the same game, byte for byte', () => {
    const rng = Rng.seeded(77);
    const moves: { player: number; move: GearsMove }[] = [];
    let s = gears.setup(gears.normalizeOptions({ players: 3, seed: 77 }));
    while (s.phase !== 'over') {
      const who = gears.toAct(s);
      const player = who[rng.int(who.length)] as number;
      const legal = gears.legalMoves(s, player);
      const move = legal[rng.int(legal.length)] as GearsMove;
      moves.push({ player, move });
      s = gears.apply(s, player, move).state;
    }
    const again = replay(gears, { players: 3, characters: true }, 77, moves);
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(s));
  });
});

describe('describe and coverage', () => {
  it('every legal move has a sentence', () => {
    randomWalk(4, 5, (s) => {
      for (const p of gears.toAct(s)) {
        for (const m of gears.legalMoves(s, p)) expect(gears.describe(m, s, 'en').length).toBeGreaterThan(3);
      }
    });
  });
  it('coverage names the gear colours and round faces that won', () => {
    const end = randomWalk(4, 9, () => {});
    const names = gears.coverage(end);
    expect(names.some((n) => n.startsWith('gear:'))).toBe(true);
    expect(names.every((n) => /^(gear|round|character|effect):/.test(n))).toBe(true);
  });
});

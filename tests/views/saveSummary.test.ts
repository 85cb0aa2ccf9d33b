import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { replay } from '../../src/engine/core/replay';
import { Rng } from '../../src/engine/core/rng';
import type { GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { SAVE_VERSION, type SaveRecord } from '../../src/storage/types';
import { saveProgress, seatKinds } from '../../src/views/screens/saveSummary';

/** A record of `count` seeded random moves of a real game, with or without its snapshot. */
function recordOf(game: GameId, count: number, withSnapshot: boolean): SaveRecord {
  const def = getGame(game);
  const setup: SessionSetup = { game, options: { players: 2, seed: 11 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
  const rng = Rng.seeded(3);
  let state = def.setup(def.normalizeOptions({ ...setup.options }));
  const moves: SaveRecord['moves'] = [];
  while (moves.length < count && def.outcome(state) === null) {
    const p = def.toAct(state)[0] as number;
    const move = rng.pick(def.legalMoves(state, p));
    state = def.apply(state, p, move).state;
    moves.push({ player: p, move });
  }
  return {
    id: `${game}:t`,
    game,
    setup,
    seed: 11,
    moves,
    ...(withSnapshot ? { snapshot: { moveCount: moves.length, state } } : {}),
    meta: { players: 2, turn: moves.length, date: 1, status: 'playing' },
    version: SAVE_VERSION,
  };
}

describe('what Load says about a save', () => {
  it('each game counts its own way: Gears rounds of 10, Innovation turns, Gear & Piston rounds', () => {
    const counted = (['gears', 'innovation', 'gear-and-piston'] as const).map((g) => {
      const r = recordOf(g, 40, true);
      const view = getGame(g).view(replay(getGame(g), r.setup.options, r.seed, r.moves).state, null) as { round?: number; turn?: number };
      return [saveProgress(r), view.round ?? view.turn];
    });
    const [gearsP, innoP, gnpP] = counted;
    expect(gearsP?.[0]).toEqual({ unit: 'round', n: (gearsP?.[1] as number) + 1, total: 10 });
    expect(innoP?.[0]).toEqual({ unit: 'turn', n: Math.max(1, innoP?.[1] as number) });
    expect(gnpP?.[0]).toEqual({ unit: 'round', n: gnpP?.[1] });
  });

  it('a record without a snapshot (an old or imported file) is replayed for its count', () => {
    expect(saveProgress(recordOf('innovation', 30, false))).toEqual(saveProgress(recordOf('innovation', 30, true)));
  });

  it('a record whose moves do not replay has no count instead of an error', () => {
    const r = recordOf('gears', 5, false);
    expect(saveProgress({ ...r, moves: [{ player: 0, move: { nonsense: true } }] })).toBeNull();
  });

  it('the seats read as people and bot levels in seat order', () => {
    expect(seatKinds(recordOf('gears', 0, true))).toEqual(['human', 'hard']);
  });
});

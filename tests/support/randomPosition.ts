// A position some random moves into a 2-player game where the seat to act has at least three
// moves (the worker's hint and explanation tests ask about such positions in each real game).
import { Rng } from '../../src/engine/core/rng';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';

export function randomPosition(game: AnyGame, seedFrom = 1): { state: unknown; player: PlayerId } {
  const rng = Rng.seeded(17);
  for (let seed = seedFrom; ; seed++) {
    let state = game.setup(game.normalizeOptions({ players: 2, seed }));
    for (let step = 0; step < 200 && game.toAct(state).length > 0; step++) {
      const player = game.toAct(state)[0] as PlayerId;
      const legal = game.legalMoves(state, player);
      if (step >= 12 && legal.length >= 3) return { state, player };
      state = game.apply(state, player, rng.pick(legal)).state;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { jsonEqual, Rng } from '../../src/engine/core';
import { toyGame } from './toy-game';

describe('the toy game keeps the contract the bots rely on', () => {
  for (const blind of [false, true]) {
    it(`a determinization keeps the viewer's view (${blind ? 'blind' : 'open'} tricks)`, () => {
      const rng = Rng.seeded(5);
      for (let g = 0; g < 20; g++) {
        let state = toyGame.setup(toyGame.normalizeOptions({ players: 2 + (g % 2), seed: g, blind }));
        while (toyGame.toAct(state).length > 0) {
          for (const p of toyGame.toAct(state)) {
            const view = toyGame.view(state, p);
            const world = toyGame.determinize(view, p, rng);
            expect(jsonEqual(toyGame.view(world, p), view)).toBe(true);
          }
          const p = toyGame.toAct(state)[0] as number;
          state = toyGame.apply(state, p, rng.pick(toyGame.legalMoves(state, p))).state;
        }
        expect(toyGame.outcome(state)).not.toBeNull();
      }
    });
  }
});

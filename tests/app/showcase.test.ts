// The kiosk showcase's games: all three in turn, Gears first; every seat a bot; setups the engines accept.
import { describe, expect, it } from 'vitest';
import { SHOWCASE_ROTATION, showcaseSetup, visitorSetup } from '../../src/app/showcase';
import { getGame } from '../../src/engine';

describe('showcase', () => {
  it('rotates through the three games, starting with Gears (the shortest, so a venue sees a result soon)', () => {
    expect(SHOWCASE_ROTATION).toEqual(['gears', 'gear-and-piston', 'innovation']);
  });

  it('every showcase seat is a bot, the player counts vary and every setup starts a game', () => {
    for (const game of SHOWCASE_ROTATION) {
      const counts = new Set<number>();
      for (let seed = 1; seed <= 12; seed++) {
        const setup = showcaseSetup(game, seed);
        expect(setup.game).toBe(game);
        expect(setup.seats.every((s) => s.kind === 'bot')).toBe(true);
        expect(setup.seats).toHaveLength(setup.options.players);
        counts.add(setup.options.players);
        const def = getGame(game);
        expect(def.toAct(def.setup(def.normalizeOptions(setup.options))).length).toBeGreaterThan(0);
      }
      expect(counts.size).toBeGreaterThan(1);
    }
    expect(showcaseSetup('gears', 1).options).toMatchObject({ characters: true });
  });

  it('a visitor plays the game on screen against an easy and a normal bot', () => {
    for (const game of SHOWCASE_ROTATION) {
      expect(visitorSetup(game, 5)).toMatchObject({
        game,
        options: { players: 3, seed: 5 },
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'normal' }],
      });
    }
  });
});

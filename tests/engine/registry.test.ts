// The game registry answers only to its own names: a name from outside (a URL, a save, a file)
// such as '__proto__' or 'constructor' is an unknown game, never something every object has.
import { describe, expect, it } from 'vitest';
import { getGame, isGameId } from '../../src/engine';

describe('the game registry', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', ''])('%s is an unknown game', (name) => {
    expect(isGameId(name)).toBe(false);
    expect(() => getGame(name)).toThrow(`Unknown game '${name}'`);
  });

  it('the three games are found by their ids', () => {
    for (const id of ['gears', 'innovation', 'gear-and-piston']) {
      expect(isGameId(id)).toBe(true);
      expect(getGame(id).id).toBe(id);
    }
  });
});

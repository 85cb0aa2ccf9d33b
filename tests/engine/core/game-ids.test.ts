// The menu lists the games from GAME_IDS (engine/core/types.ts) without loading the engines; the
// registry (engine/index.ts) must hold exactly those games.
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/core/types';
import { gameIds, getGame } from '../../../src/engine/index';

describe('the games the menu lists', () => {
  it('GAME_IDS names exactly the registered games, each registered under its own id', () => {
    expect([...gameIds()].sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(getGame(id).id).toBe(id);
  });
});

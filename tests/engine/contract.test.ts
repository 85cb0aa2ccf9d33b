// Every registered game keeps the engine contract over seeded random games (see src/cli/contract.ts).
// CI runs a modest count; `npm run fuzz` runs many.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../src/cli/configs';
import { MAX_LEGAL_MOVES, runContractGame } from '../../src/cli/contract';
import { gameIds, getGame } from '../../src/engine';

const GAMES_PER_CONFIG: Record<string, number> = { gears: 12, innovation: 3, 'gear-and-piston': 3 };

describe.each(gameIds())('%s keeps the engine contract', (id) => {
  const game = getGame(id);
  it.each(CONTRACT_CONFIGS[id].map((c) => [describeConfig(c), c] as const))('%s', (_label, config) => {
    const count = GAMES_PER_CONFIG[id] ?? 3;
    for (let i = 0; i < count; i++) {
      const { moves } = runContractGame(game, config, 1000 + i, { depth: 'full' });
      expect(moves).toBeGreaterThan(0);
    }
  });
});

describe('the contract refuses an engine that offers more moves at once than a search can hold', () => {
  it('Innovation with one seat offered every subset of a big hand fails the run', () => {
    const game = getGame('innovation');
    const wide = Array.from({ length: MAX_LEGAL_MOVES + 1 }, (_, i) => ({ type: 'cards', cards: [`x${i}`] }));
    // The real engine, except that the first seat to act is offered one move too many.
    const widened = { ...game, legalMoves: (s: unknown, p: number) => (p === 0 ? wide : game.legalMoves(s as never, p)) } as typeof game;
    expect(() => runContractGame(widened, CONTRACT_CONFIGS.innovation[0]!, 1, { depth: 'light' })).toThrow(/offered 5001 moves at once/);
  });
});

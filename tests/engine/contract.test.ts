// Every registered game keeps the engine contract over seeded random games (see src/cli/contract.ts).
// CI runs a modest count; `npm run fuzz` runs many.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../src/cli/configs';
import { runContractGame } from '../../src/cli/contract';
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

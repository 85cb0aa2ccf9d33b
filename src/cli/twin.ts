// `npm run twin -- --game innovation --games 200 [--seed S] [--twins 3]`
// The twin-world check of reveals() (twin-world.ts) over random games of every option set of the
// game, each seat in turn the one who would undo. Prints the positions checked and every
// difference (seed, options, seat, the decision undo would go back to, the move after which the
// twin showed something else); exits non-zero when there is one. For a game with secret choices
// (twin-secrets.ts: Gear & Piston's Black Market keep and Espionage theft) it also plays every
// alternative of each one and prints how many showed an onlooker which was made (must be 0).
import { getGame } from '../engine';
import type { GameId } from '../engine/core/types';
import { intFlag, parseFlags } from './args';
import { CONTRACT_CONFIGS, describeConfig } from './configs';
import { emptySecretReport, hasSecrets, secretCheck } from './twin-secrets';
import { emptyReport, randomGame, twinCheck } from './twin-world';

function main(): void {
  const flags = parseFlags(process.argv.slice(2));
  const id = String(flags.game ?? 'innovation') as GameId;
  const game = getGame(id);
  const games = intFlag(flags, 'games', 100);
  const first = intFlag(flags, 'seed', 1);
  const twins = intFlag(flags, 'twins', 3);
  const configs = CONTRACT_CONFIGS[id];
  let failed = false;
  for (const config of configs) {
    const report = emptyReport();
    const secrets = emptySecretReport();
    for (let seed = first; seed < first + games; seed++) {
      const steps = randomGame(game, config, seed, game.maxMoves(game.normalizeOptions({ ...config, seed })));
      for (let seat = 0; seat < config.players; seat++) twinCheck(game, steps, seat, seed, twins, report);
      secretCheck(game, steps, seed, secrets);
    }
    console.log(`${id} ${describeConfig(config)}: ${report.positions} undo positions, ${report.compared} twin moves, ${report.differences.length} differences`);
    for (const d of report.differences) console.log(`  seed ${d.seed} seat ${d.seat}: undo to move ${d.from}, ${d.what} differs after move ${d.at}`);
    if (hasSecrets(id)) {
      const tallies = Object.entries(secrets.tallies).map(([kind, t]) => `${kind}: ${t.told} of ${t.choices} told an onlooker`);
      console.log(`  secret choices — ${tallies.join('; ') || 'none met'}`);
      for (const d of secrets.differences) {
        console.log(`  seed ${d.seed} move ${d.at} ${JSON.stringify(d.move)}: seat ${d.onlooker}'s ${d.what} differs with another choice`);
      }
    }
    if (report.differences.length > 0 || secrets.differences.length > 0) failed = true;
  }
  if (failed) process.exitCode = 1;
}

main();

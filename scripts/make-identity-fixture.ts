// `npx tsx scripts/make-identity-fixture.ts [game ...]`: records the fingerprints of the random
// games in IDENTITY_PLAN into tests/engine/identity/<game>.json. Run it only when a game's rules
// change on purpose (say so in the commit); a change meant to keep the rules must leave the files alone.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getGame } from '../src/engine';
import { IDENTITY_PLAN, fingerprint } from '../tests/engine/identity/fingerprint';

const games = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(IDENTITY_PLAN);
for (const id of games) {
  const game = getGame(id);
  const plan = IDENTITY_PLAN[id];
  if (!plan) throw new Error(`No identity plan for ${id}`);
  const rows = plan.map(({ config, games: n }) => ({
    config,
    fingerprints: Array.from({ length: n }, (_, seed) => fingerprint(game, config, seed + 1)),
  }));
  const file = join(import.meta.dirname, '..', 'tests', 'engine', 'identity', `${id}.json`);
  writeFileSync(file, `${JSON.stringify(rows)}\n`);
  console.log(`${id}: ${rows.reduce((s, r) => s + r.fingerprints.length, 0)} games -> ${file}`);
}

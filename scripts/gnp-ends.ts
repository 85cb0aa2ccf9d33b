// How Gear & Piston games end, one bot level against itself, under either reading of the refresh
// (A-15, docs/rules/gear-and-piston.md): end reasons, rounds played and car sizes at the end.
// A research aid for issue 16's first question — do 4–6 player games never reach the car end
// because of the bots or because of the rules reading? — not part of `npm test`.
//
//   npx tsx scripts/gnp-ends.ts --players 4 --level easy --games 40 [--refresh refill] [--seed 100]
//
// The refresh reading is a house rule held in a module constant (HOUSE_RULES), so this script sets
// it for its own process only; the app and the tests always run the shipped default.
import { makeBot } from '../src/ai/levels';
import { getGame } from '../src/engine';
import { Rng } from '../src/engine/core/rng';
import type { AnyGame } from '../src/engine/core/types';
import { HOUSE_RULES, type RefreshReading } from '../src/engine/gear-and-piston/house-rules';
import { realPartCount, scrapCount } from '../src/engine/gear-and-piston/car-checks';
import { joinedCells } from '../src/engine/gear-and-piston/car-grid';
import type { GnpState } from '../src/engine/gear-and-piston/types';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const players = Number(arg('players', '4'));
const level = arg('level', 'easy');
const games = Number(arg('games', '40'));
const seed = Number(arg('seed', '100'));
const refresh = arg('refresh', HOUSE_RULES.refresh) as RefreshReading;
if (refresh !== 'replace' && refresh !== 'refill') throw new Error(`--refresh is 'replace' or 'refill', not ${refresh}`);
(HOUSE_RULES as { refresh: RefreshReading }).refresh = refresh;

const game = getGame('gear-and-piston') as AnyGame;
const bot = makeBot(level);
const ends = new Map<string, number>();
const rounds = new Map<number, number>();
const sizes: number[] = [];
/** Cars of 12+ real parts at the end, and how much scrap the end had to add to complete them. */
let big = 0;
let bigComplete = 0;
const bigScrap: number[] = [];
for (let g = 0; g < games; g++) {
  let s = game.setup(game.normalizeOptions({ players, seed: seed + g })) as GnpState;
  const rng = Rng.seeded(seed + g + 1);
  for (;;) {
    const toAct = game.toAct(s);
    if (toAct.length === 0) break;
    const p = toAct[0] as number;
    const legal = game.legalMoves(s, p);
    const move = legal.length > 1 ? bot.choose({ game, view: game.view(s, p), player: p, legal, rng }) : legal[0];
    s = game.apply(s, p, move).state as GnpState;
  }
  const reason = game.outcome(s)?.reason ?? 'none';
  ends.set(reason, (ends.get(reason) ?? 0) + 1);
  rounds.set(s.round, (rounds.get(s.round) ?? 0) + 1);
  for (const seat of s.seats) {
    // At the end every car has been joined and completed with scrap (§10): scrap marks what it lacked.
    const cells = joinedCells(seat.car);
    const real = realPartCount(cells);
    sizes.push(real);
    if (real < 12) continue;
    big++;
    const scrap = scrapCount(cells);
    if (scrap === 0) bigComplete++;
    else bigScrap.push(scrap);
  }
}
sizes.sort((a, b) => b - a);
const list = (m: Map<string | number, number>) => [...m].map(([k, n]) => `${k}: ${n}`).join(', ');
console.log(`${players} players, ${level} ×${players}, refresh '${refresh}', ${games} games from seed ${seed}`);
console.log(`  ends: ${list(ends)}`);
console.log(`  rounds: ${list(new Map([...rounds].sort((a, b) => a[0] - b[0])))}`);
bigScrap.sort((a, b) => a - b);
console.log(`  real parts in a car at the end: median ${sizes[sizes.length >> 1]}, largest ${sizes.slice(0, 5).join(', ')}`);
console.log(`  cars of 12+ real parts: ${big}; complete without scrap: ${bigComplete}; the others lacked ${bigScrap.length ? `${bigScrap[0]}–${bigScrap[bigScrap.length - 1]} scrap (median ${bigScrap[bigScrap.length >> 1]})` : 'nothing'}`);

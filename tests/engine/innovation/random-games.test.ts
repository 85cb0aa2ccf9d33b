// Random games to the end for 2, 3 and 4 players and the team game, in both editions, with
// maxAge 3 (only ages 1–3 have entries). A few of them also check the engine contract at every
// step: no mutation, JSON round trip, views and determinizations, refusals, replay. The unit run
// plays 10 per option set; `npm run fuzz:suites` (FUZZ_FULL=1) plays 100.
import { describe, expect, it } from 'vitest';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { Rng } from '../../../src/engine/core/rng';
import { jsonEqual } from '../../../src/engine/core/equal';
import { replay, type MoveRecord } from '../../../src/engine/core/replay';
import { innovation as game } from '../../../src/engine/innovation/definition';
import type { InnovationOptions, InnovationState, Move } from '../../../src/engine/innovation/types';

/** Games per option set. */
const GAMES = process.env.FUZZ_FULL === '1' ? 100 : 10;

type Config = Omit<InnovationOptions, 'seed'>;
const CONFIGS: [string, Config][] = [];
for (const edition of ['last', 'first'] as const) {
  for (const players of [2, 3, 4]) CONFIGS.push([`${players}p ${edition}`, { players, teams: false, edition, maxAge: 3 }]);
  CONFIGS.push([`teams ${edition}`, { players: 4, teams: true, edition, maxAge: 3 }]);
}
// Echoes of the Past (last edition only): its cards' entries may not all be written yet; a card
// without one does nothing when activated (cards/index.ts), so the games still run to the end.
for (const players of [2, 3]) CONFIGS.push([`${players}p echoes`, { players, teams: false, edition: 'last', maxAge: 3, expansions: ['echoes'] }]);
CONFIGS.push(['teams echoes', { players: 4, teams: true, edition: 'last', maxAge: 3, expansions: ['echoes'] }]);

const BAD_MOVES: Move[] = [
  { type: 'meld', card: 'no-such-card' },
  { type: 'dogma', card: 'ai' },
  { type: 'achieve', age: 9 },
  { type: 'cards', cards: ['no-such-card'] },
];

function checkStep(s: InnovationState, rng: Rng): void {
  expect(jsonEqual(JSON.parse(JSON.stringify(s)), s)).toBe(true);
  for (let p = 0; p < s.options.players; p++) {
    const v = game.view(s, p);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    const d1 = game.determinize(v, p, rng);
    const d2 = game.determinize(v, p, rng);
    expect(jsonEqual(game.view(d1, p), v)).toBe(true);
    expect(jsonEqual(game.view(d2, p), game.view(d1, p))).toBe(true);
    for (const q of game.toAct(d1)) expect(game.legalMoves(d1, q).length).toBeGreaterThan(0);
  }
  for (const bad of BAD_MOVES) {
    const who = game.toAct(s)[0]!;
    if (game.legalMoves(s, who).some((m) => jsonEqual(m, bad))) continue;
    const before = JSON.stringify(s);
    expect(() => game.apply(s, who, bad)).toThrow(IllegalMoveError);
    expect(JSON.stringify(s)).toBe(before);
  }
  const idle = [0, 1, 2, 3].find((p) => p < s.options.players && !game.toAct(s).includes(p));
  if (idle !== undefined) expect(game.legalMoves(s, idle)).toEqual([]);
}

function playOut(config: Config, seed: number, checked: boolean): InnovationState {
  const options = game.normalizeOptions({ ...config, seed });
  let s = game.setup(options);
  const rng = Rng.seeded(seed * 31 + 7);
  const moves: MoveRecord<Move>[] = [];
  while (s.phase !== 'over') {
    const acting = game.toAct(s);
    expect(acting.length).toBeGreaterThan(0);
    const p = rng.pick(acting);
    const legal = game.legalMoves(s, p);
    expect(legal.length).toBeGreaterThan(0);
    const move = rng.pick(legal);
    if (checked) checkStep(s, rng);
    const before = checked ? JSON.stringify(s) : '';
    const input = s;
    s = game.apply(s, p, move).state;
    if (checked) {
      expect(JSON.stringify(input)).toBe(before); // apply never mutates its input
      expect(JSON.stringify(game.apply(JSON.parse(before), p, move).state)).toBe(JSON.stringify(s));
    }
    moves.push({ player: p, move });
    expect(moves.length).toBeLessThanOrEqual(game.maxMoves(options));
  }
  expect(game.toAct(s)).toEqual([]);
  expect(game.outcome(s)).not.toBeNull();
  if (checked) expect(replay(game, options, seed, moves).state).toEqual(s);
  return s;
}

describe('Random games with maxAge 3', () => {
  it.each(CONFIGS)(`%s: ${GAMES} games end without error`, (_label, config) => {
    const reasons = new Set<string>();
    for (let i = 0; i < GAMES; i++) {
      const s = playOut(config, 500 + i, i < 3);
      reasons.add(game.outcome(s)!.reason);
    }
    expect(reasons.size).toBeGreaterThan(0);
  });

  it('a full game (maxAge 10) also ends, within the move cap', () => {
    for (let i = 0; i < 3; i++) playOut({ players: 2, teams: false, edition: 'last', maxAge: 10 }, 900 + i, false);
  });

  it('a full Echoes game (maxAge 10) also ends, within the move cap', () => {
    for (let i = 0; i < 3; i++) playOut({ players: 2, teams: false, edition: 'last', maxAge: 10, expansions: ['echoes'] }, 900 + i, i === 0);
  });
});

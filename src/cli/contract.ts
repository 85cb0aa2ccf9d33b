// The contract every GameDefinition must keep, checked step by step over a seeded random game.
// Shared by tests/engine/contract.test.ts (modest counts, in CI) and `npm run fuzz` (many games).
// Modelled on OpenSpiel's basic_tests: the expensive checks run at early steps and at powers of two.
import { jsonEqual } from '../engine/core/equal';
import { IllegalMoveError } from '../engine/core/errors';
import type { MoveRecord } from '../engine/core/replay';
import { replay } from '../engine/core/replay';
import { Rng } from '../engine/core/rng';
import type { AnyGame, PlayerId } from '../engine/core/types';
import type { OptionSet } from './configs';

export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
  constructor(
    message: string,
    readonly seed: number,
    readonly moves: MoveRecord[],
  ) {
    super(message);
  }
}

export interface ContractRunOptions {
  /** 'full' checks everything at sampled steps; 'light' (fuzzing) keeps the cheap checks at every step. */
  depth: 'full' | 'light';
}

/**
 * The most moves one seat may be offered at once. A bot's search lists them at every node it
 * passes; a question that lists every subset of a hand (2^n answers) ran a hard bot out of memory
 * (Echoes' Umbrella). Random games stay under 600 in every game; such questions ask one card at a time.
 */
export const MAX_LEGAL_MOVES = 5000;

const isSampledStep = (step: number) => step < 10 || (step & (step - 1)) === 0;

function containsKey(value: unknown, key: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsKey(v, key));
  for (const [k, v] of Object.entries(value)) {
    if (k === key || containsKey(v, key)) return true;
  }
  return false;
}

/**
 * Plays one random game under the contract; throws ContractViolation with the seed and moves on a
 * breach. Returns its length and its coverage names.
 */
export function runContractGame(game: AnyGame, config: OptionSet, seed: number, run: ContractRunOptions): { moves: number; coverage: string[] } {
  const options = game.normalizeOptions({ ...config, seed });
  const cap = game.maxMoves(options);
  const pick = new Rng(Rng.seeded(seed ^ 0x5eed).state);
  const moves: MoveRecord[] = [];
  const fail = (message: string): never => {
    throw new ContractViolation(`${game.id} (${JSON.stringify(config)}) seed ${seed} step ${moves.length}: ${message}`, seed, moves);
  };

  let state = game.setup(options);
  for (let step = 0; ; step++) {
    const toAct: PlayerId[] = game.toAct(state);
    const outcome = game.outcome(state);
    if (toAct.length === 0) {
      if (!outcome) fail('nobody is to act but the game has no outcome');
      break;
    }
    if (outcome) fail('the game has an outcome but someone is still to act');
    if (step >= cap) fail(`the game passed its move cap of ${cap}`);

    const deep = run.depth === 'full' && isSampledStep(step);
    const before = deep ? JSON.stringify(state) : '';
    const legalBySeat = new Map<PlayerId, unknown[]>();
    for (const p of toAct) {
      const legal = game.legalMoves(state, p);
      if (legal.length === 0) fail(`seat ${p} is to act but has no legal move`);
      if (legal.length > MAX_LEGAL_MOVES) fail(`seat ${p} is offered ${legal.length} moves at once (at most ${MAX_LEGAL_MOVES})`);
      legalBySeat.set(p, legal);
    }
    if (deep) checkDeep(game, state, options.players, toAct, legalBySeat, pick, fail);

    const player = pick.pick(toAct);
    const legal = legalBySeat.get(player) ?? [];
    const move = pick.pick(legal);
    let next: unknown;
    try {
      next = game.apply(state, player, move).state;
    } catch (e) {
      fail(`a legal move threw: ${(e as Error).message} — move ${JSON.stringify(move)}`);
    }
    if (deep && JSON.stringify(state) !== before) fail('apply mutated its input state');
    moves.push({ player, move });
    state = next;
  }

  if (run.depth === 'full') {
    const replayed = replay(game, config as never, seed, moves).state;
    if (!jsonEqual(replayed, state)) fail('replaying (options, seed, moves) gave a different state');
  }
  // What the finished game exercised (game.coverage): the fuzzer tallies it.
  return { moves: moves.length, coverage: game.coverage(state) };
}

function checkDeep(
  game: AnyGame,
  state: unknown,
  players: number,
  toAct: PlayerId[],
  legalBySeat: Map<PlayerId, unknown[]>,
  rng: Rng,
  fail: (m: string) => never,
): void {
  if (!jsonEqual(JSON.parse(JSON.stringify(state)), state)) fail('a JSON round trip of the state changed it');

  // Seats that owe nothing have no legal moves, and move lists are stable.
  for (let p = 0; p < players; p++) {
    const legal = game.legalMoves(state, p);
    if (!toAct.includes(p) && legal.length > 0) fail(`seat ${p} is not to act but has legal moves`);
    if (toAct.includes(p) && !jsonEqual(legal, legalBySeat.get(p))) fail(`seat ${p}'s legal moves changed between two calls`);
  }

  // Every legal move applies (capped, to stay cheap on wide branching).
  for (const p of toAct) {
    const legal = legalBySeat.get(p) ?? [];
    const sample = legal.length <= 40 ? legal : Array.from({ length: 40 }, () => rng.pick(legal));
    for (const move of sample) {
      try {
        game.apply(state, p, move);
      } catch (e) {
        fail(`legal move ${JSON.stringify(move)} for seat ${p} threw: ${(e as Error).message}`);
      }
    }
  }

  // advance (where a game has it) is apply without the events: the same state, but for the
  // seats' memory, which it may leave out (see GameDefinition.advance).
  const advance = game.advance;
  if (advance) {
    for (const p of toAct) {
      const move = rng.pick(legalBySeat.get(p) ?? []);
      if (JSON.stringify(withoutMemory(advance.call(game, state, p, move))) !== JSON.stringify(withoutMemory(game.apply(state, p, move).state))) {
        fail(`advance and apply disagree on ${JSON.stringify(move)} for seat ${p}`);
      }
    }
  }

  checkCanonical(game, state, toAct[0]!, legalBySeat.get(toAct[0]!) ?? [], rng, fail);

  // Illegal moves are refused with IllegalMoveError, and the state stays as it was.
  const snapshot = JSON.stringify(state);
  const refuse = (player: PlayerId, move: unknown, what: string) => {
    try {
      game.apply(state, player, move);
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) fail(`${what} threw ${(e as Error).name}, not IllegalMoveError`);
      if (!(e as IllegalMoveError).reason) fail(`${what} was refused without a reason`);
      if (JSON.stringify(state) !== snapshot) fail(`${what} changed the state`);
      return;
    }
    fail(`${what} was accepted`);
  };
  refuse(toAct[0]!, { type: '__no-such-move__' }, 'a made-up move');
  refuse(String(toAct[0]!) as unknown as PlayerId, legalBySeat.get(toAct[0]!)![0], 'a seat given as text');
  const idle = Array.from({ length: players }, (_, p) => p).find((p) => !toAct.includes(p));
  if (idle !== undefined) refuse(idle, legalBySeat.get(toAct[0]!)![0], `a move by seat ${idle}, who is not to act`);

  // Secrets: views carry no RNG state; a determinization keeps each seat's view.
  for (let p = 0; p < players; p++) {
    const view = game.view(state, p);
    if (containsKey(view, 'rng')) fail(`seat ${p}'s view contains the RNG state`);
    if (!jsonEqual(JSON.parse(JSON.stringify(view)), view)) fail(`seat ${p}'s view is not plain JSON`);
    const a = game.determinize(view, p, new Rng(rng.fork()));
    const b = game.determinize(JSON.parse(JSON.stringify(view)), p, new Rng(rng.fork()));
    if (!jsonEqual(game.view(a, p), view)) fail(`determinize(view(s, ${p})) does not keep seat ${p}'s view`);
    if (!jsonEqual(game.view(b, p), view)) fail(`a second determinization for seat ${p} changed its view`);
    if (!jsonEqual(game.toAct(a), toAct)) fail(`a determinization for seat ${p} changed who is to act`);
    if (toAct.includes(p) && !jsonEqual(game.legalMoves(a, p), legalBySeat.get(p)))
      fail(`a determinization for seat ${p} changed that seat's own legal moves`);
  }
  const spectator = game.view(state, null);
  if (containsKey(spectator, 'rng')) fail("the spectator's view contains the RNG state");
}

/** A state without its top-level `memory` (what advance may leave out). */
function withoutMemory(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('memory' in state)) return state;
  const { memory: _memory, ...rest } = state as Record<string, unknown>;
  return rest;
}

/**
 * A legal move dressed up (an extra field, an own `__proto__` key, every field inherited) names
 * that legal move: it applies to the same state and events as the move itself, so nothing of the
 * caller's object is kept, and nothing leaks into Object.prototype.
 */
function checkCanonical(
  game: AnyGame,
  state: unknown,
  player: PlayerId,
  legal: unknown[],
  rng: Rng,
  fail: (m: string) => never,
): void {
  const move = rng.pick(legal) as Record<string, unknown>;
  const plain = JSON.stringify(game.apply(state, player, move));
  const variants: [string, unknown][] = [
    ['an extra field', { ...move, extra: 'x' }],
    ['a __proto__ key', JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(move).slice(1)}`)],
    ['inherited fields', Object.create(move)],
  ];
  for (const [what, variant] of variants) {
    let applied: string;
    try {
      applied = JSON.stringify(game.apply(state, player, variant));
    } catch (e) {
      fail(`${JSON.stringify(move)} with ${what} was refused: ${(e as Error).message}`);
    }
    if (applied !== plain) fail(`${JSON.stringify(move)} with ${what} did not apply as the legal move itself`);
    if ('polluted' in {}) fail(`${JSON.stringify(move)} with ${what} polluted Object.prototype`);
  }
}

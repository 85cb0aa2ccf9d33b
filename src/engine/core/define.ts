// One door into each engine. A game supplies its rules — set-up, who acts, the legal moves, the
// move itself and why a move is illegal — and defineGame wraps them into the GameDefinition every
// caller uses, owning what all three games need alike and once wired by hand in each:
// - the options gate: the player range, the seed and each variant, checked by type and by value
//   from `variants`, with one error-code scheme ('bad-players', 'bad-seed', 'bad-<variant>'),
//   before the game's own cross-checks;
// - the move gate: the seat's type, the end of the game, the seat's turn and the move's shape,
//   then the move rebuilt from its type's fields (the caller's object stops here);
// - the listed-move fast path: a move that is one of the very objects legalMoves just gave for
//   that state and seat skips the gate and the engine's checks (a search applies the move it was
//   just handed, thousands of times a second);
// - the seeded random generator the set-up shuffles with.
import { canonicalMove, type MoveFields } from './canonical-move';
import { booleanOption, checkSeat, seedOption, shown } from './checks';
import { IllegalMoveError, IllegalOptionsError } from './errors';
import { LastListed } from './lastListed';
import { Rng } from './rng';
import type { Applied, GameDefinition, GameOptions, PlayerId, VariantSpec } from './types';

/** The options as the door has checked them: players, seed and every variant with its default filled in. */
export type CheckedOptions = GameOptions & Record<string, unknown>;

/**
 * What a game supplies. `X` is a value the game may keep beside its legal list (Innovation keeps
 * the question as its chooser saw it); play gets it back with a move that came from that list.
 */
export interface GameRules<S, M extends { type: string }, V, O extends GameOptions, X = null>
  extends Omit<GameDefinition<S, M, V, O>, 'normalizeOptions' | 'setup' | 'legalMoves' | 'apply' | 'advance'> {
  /** The game's name in error sentences ("Gears is played by 2 to 4 players"). */
  name: string;
  /** The options record from checked options, after the game's own cross-checks (e.g. teams need 4 players). */
  options(checked: CheckedOptions): O;
  /** The opening position, shuffled with `rng` (seeded from options.seed by the door). */
  setup(options: O, rng: Rng): S;
  /** Every decision of `player`, in a stable order; `keep` stores a value to see the list with (else null). */
  legalMoves(state: S, player: PlayerId, keep: (extra: X) => void): M[];
  /**
   * The fields each move type carries (see canonicalMove): the door rebuilds a caller's move from
   * them. Null for a game that looks the caller's move up in its legal list itself (Gears).
   */
  moveFields: MoveFields<M> | null;
  /**
   * Plays a move of the seat to act. `listed` true: `move` is one of the legal list's own objects
   * (legal by construction: skip the checks) and `kept` the value kept with that list. Otherwise
   * check the move and throw IllegalMoveError with a reason a person can read. `events` false:
   * for search and playouts, which never read them (return [] or any list).
   */
  play(state: S, player: PlayerId, move: M, listed: boolean, kept: X | null, events: boolean): Applied<S>;
}

/** Marks a definition made by defineGame (the contract suite checks that every engine has it). */
export const DEFINED = Symbol('defined by defineGame');

export type DefinedGame<S, M, V, O extends GameOptions> = GameDefinition<S, M, V, O> & {
  advance(state: S, player: PlayerId, move: M): S;
  readonly [DEFINED]: true;
};

export function defineGame<S, M extends { type: string }, V, O extends GameOptions, X = null>(
  rules: GameRules<S, M, V, O, X>,
): DefinedGame<S, M, V, O> {
  const memo = new LastListed<S, M, X | null>(null);
  let kept: X | null = null;
  const keep = (extra: X) => {
    kept = extra;
  };

  const gate = (state: S, player: PlayerId, given: M): M => {
    checkSeat(player);
    const toAct = rules.toAct(state);
    if (toAct.length === 0) throw new IllegalMoveError('game-over', 'The game is over.');
    if (!toAct.includes(player)) throw new IllegalMoveError('not-your-turn', `Player ${player + 1} has no decision to make now.`);
    if (typeof given !== 'object' || given === null || typeof (given as { type?: unknown }).type !== 'string') {
      throw new IllegalMoveError('bad-move', `A move is an object with a type, not ${shown(given)}.`);
    }
    return rules.moveFields ? canonicalMove(given, rules.moveFields) : given;
  };

  const play = (state: S, player: PlayerId, given: M, events: boolean): Applied<S> =>
    memo.has(state, player, given)
      ? rules.play(state, player, given, true, memo.extra, events)
      : rules.play(state, player, gate(state, player, given), false, null, events);

  const { name: _name, options: _options, setup, legalMoves: _legal, moveFields: _fields, play: _play, ...rest } = rules;
  return {
    ...rest,
    normalizeOptions: (o) => rules.options(checkOptions(rules.name, rules.minPlayers, rules.maxPlayers, rules.variants, o)),
    setup: (options) => setup(options, Rng.seeded(options.seed)),
    legalMoves: (state, player) => {
      kept = null;
      const moves = rules.legalMoves(state, player, keep);
      memo.remember(state, player, moves, kept);
      return moves;
    },
    apply: (state, player, move) => play(state, player, move, true),
    advance: (state, player, move) => play(state, player, move, false).state,
    [DEFINED]: true,
  };
}

/** The shared options gate: players and seed by type and range, each variant by its spec. */
export function checkOptions(
  name: string,
  min: number,
  max: number,
  variants: readonly VariantSpec[],
  o: Partial<GameOptions> & Record<string, unknown>,
): CheckedOptions {
  const players = o.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < min || players > max) {
    throw new IllegalOptionsError('bad-players', `${name} is played by ${min} to ${max} players, not ${shown(players)}.`);
  }
  const out: CheckedOptions = { ...o, players, seed: seedOption(o.seed, 'bad-seed') };
  for (const v of variants) out[v.key] = variantValue(v, o[v.key]);
  return out;
}

function variantValue(v: VariantSpec, value: unknown): unknown {
  const code = `bad-${v.key}`;
  if (v.kind === 'boolean') return booleanOption(v.key, value, v.default as boolean, code);
  if (value === undefined) return v.default;
  if (v.kind === 'choice') {
    const choices = v.choices ?? [];
    // A list of choices stands for several at once (Innovation keeps its expansions as a list).
    if (Array.isArray(value) && value.every((c) => typeof c === 'string' && choices.includes(c))) return value;
    if (typeof value !== 'string' || !choices.includes(value)) {
      throw new IllegalOptionsError(code, `The ${v.key} option is ${choices.map((c) => `'${c}'`).join(' or ')}, not ${shown(value)}.`);
    }
    return value;
  }
  const lo = v.min ?? Number.MIN_SAFE_INTEGER;
  const hi = v.max ?? Number.MAX_SAFE_INTEGER;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < lo || value > hi) {
    throw new IllegalOptionsError(code, `The ${v.key} option is a whole number from ${lo} to ${hi}, not ${shown(value)}.`);
  }
  return value;
}

// The vocabulary every game shares: one contract for Innovation, Gear & Piston and Gears.
// State, moves, views and events are plain JSON so they cross the worker boundary and go into saves.
import type { Rng } from './rng';

export type PlayerId = number;
/**
 * The games, in the order the menu lists them: the one list screens read without loading a rules
 * engine (engine/index.ts registers a definition for each).
 */
export const GAME_IDS = ['gear-and-piston', 'gears', 'innovation'] as const;
export type GameId = (typeof GAME_IDS)[number];
/** The languages of the app and of the engine's sentences: the one list every layer reads. */
export const LANGS = ['en', 'it', 'ja', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Setup options: player count and seed, plus each game's variants. */
export interface GameOptions {
  players: number;
  seed: number;
}

/** Something that happened, in order, for the table to animate and the log to print. */
export interface GameEvent {
  type: string;
  /** Seats that may see this event; absent = everyone. */
  visibleTo?: PlayerId[];
  [key: string]: unknown;
}

export interface Outcome {
  /** Seats that won (several = a shared win; empty = nobody won). */
  winners: PlayerId[];
  /** Groups of seats from best to worst; seats in one group are tied. */
  ranking: PlayerId[][];
  /** Per-seat score as the game counts it (points, codes, achievements...). */
  scores: number[];
  /** Why the game ended, e.g. 'codes', 'rounds', 'achievements', 'score', 'dogma'. */
  reason: string;
}

/**
 * What a move showed a viewer that was hidden from them before: a card or tile drawn into their
 * hand from a hidden stack ('draw'), something face down or secret turned up for them — an
 * opponent's card, gear or hidden choice, a round card from the stack, a random outcome
 * ('reveal'), a look at a secret only they were allowed ('peek') — or an outcome that depended on
 * something hidden from them, so that it told them about it (an opponent's effect that did
 * nothing because of the cards in its hand: 'clue'). Undo stops at such a move.
 */
export const REVEAL_KINDS = ['draw', 'reveal', 'peek', 'clue'] as const;
export type RevealKind = (typeof REVEAL_KINDS)[number];

/**
 * Something hidden from a seat where it lies now that the seat knows for certain, because it saw
 * it go there or was shown it (perfect recall): for a "What you know" panel. Plain data, no words.
 */
export interface KnownFact {
  /** The card, tile or gear, by the game's own id. */
  item: string;
  /** Where it lies, by the game's zone name: 'hand', 'score', 'achievements', 'supply', 'new-stack', 'table'... */
  zone: string;
  /** The seat whose place it is; -1 for a shared place (a supply pile, a stack, the achievements on offer). */
  player: PlayerId;
  /** A pile that has a number of its own (Innovation: the supply pile's age). */
  pile?: number;
  /** In a pile drawn from the top: its place from the bottom (0 = the bottom one) and from the top (0 = drawn next). */
  fromBottom?: number;
  fromTop?: number;
  /** A gear's side, where the game has one. */
  side?: number;
  /** When it got there, by the game's clock (Innovation: the turn); absent where the game keeps no time. */
  since?: number;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

export interface GameDefinition<S = unknown, M = unknown, V = unknown, O extends GameOptions = GameOptions> {
  id: GameId;
  minPlayers: number;
  maxPlayers: number;
  /** A bound on the number of moves of any game: past it a game is a defect (sim and fuzz count it). */
  maxMoves(options: O): number;
  /** Fill in defaults for the variants a caller did not give; throws IllegalOptionsError on bad input. */
  normalizeOptions(options: Partial<O> & GameOptions): O;
  setup(options: O): S;
  /** Who owes a decision now, in seat order; [] when the game is over. */
  toAct(state: S): PlayerId[];
  /** Every decision, in a stable order; [] for a player who does not owe one. */
  legalMoves(state: S, player: PlayerId): M[];
  /** Never mutates its input. Throws IllegalMoveError with a reason for a move that is not legal. */
  apply(state: S, player: PlayerId, move: M): Applied<S>;
  /**
   * Optional: apply's state without building its events, for search and playouts, which never
   * read them. Same checks, same state as apply(...).state (the contract suite compares them),
   * except a top-level `memory` (a game's account of what each seat remembers, for its views),
   * which advance may leave out: search never takes a view of the states it reaches.
   * Callers reach it through `advancer(game)`.
   */
  advance?(state: S, player: PlayerId, move: M): S;
  outcome(state: S): Outcome | null;
  /** What that seat (or a spectator, null) may see. */
  view(state: S, viewer: PlayerId | null): V;
  /** Removes from events what the viewer may not see. */
  viewEvents(events: GameEvent[], viewer: PlayerId | null): GameEvent[];
  /**
   * Did this move show `viewer` something hidden? `events` are the move's events as
   * viewEvents(events, viewer) gives them. Undo against the bots never goes back past such a
   * move (the player would replay it knowing what it showed). Optional: without it, no undo.
   */
  reveals?(events: GameEvent[], viewer: PlayerId): RevealKind | null;
  /**
   * The position with nothing hidden, in the shape of view(state, viewer) (so the table draws it
   * from `viewer`'s seat): every hand and face-down card open. Replays show it after the end.
   */
  viewAll?(state: S, viewer: PlayerId | null): V;
  /**
   * What the view's seat knows of things hidden where they lie (its memory and what it was shown),
   * as facts a panel can list; [] for a spectator's view. Optional: a game without hidden things
   * a seat can track has none.
   */
  knownFacts?(view: V): KnownFact[];
  /** A full state consistent with the view (for ISMCTS); view(result, viewer) equals the given view. */
  determinize(view: V, viewer: PlayerId, rng: Rng): S;
  /** A human sentence for logs and buttons. */
  describe(move: M, state: S, lang: Lang): string;
  /** Names of content exercised by a finished game, for the simulator's coverage table. */
  coverage(state: S): string[];
  /** The options a player sees in setup (for the UI); each maps to a key of O. */
  variants: VariantSpec[];
}

export interface VariantSpec {
  key: string;
  kind: 'boolean' | 'choice' | 'number';
  default: boolean | string | number;
  choices?: string[];
  min?: number;
  max?: number;
  /**
   * false: not offered on the Setup screen (yet); the URL, saves and the command line still take
   * it (Innovation's expansions until their table exists).
   */
  offered?: false;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of different state types.
export type AnyGame = GameDefinition<any, any, any, any>;

// The vocabulary of Innovation: colours, icons, splays, zones, editions, and the plain-JSON shapes
// of state, moves and questions. Everything else in this folder is functions over these.
import type { PlayerId } from '../core/types';
import type { RngState } from '../core/rng';

export const COLORS = ['blue', 'red', 'green', 'yellow', 'purple'] as const;
export type Color = (typeof COLORS)[number];

/** Icons that count. 'hex' is the picture slot: never counted, never featured, never "borne". */
export const ICONS = ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'] as const;
export type Icon = (typeof ICONS)[number];
export type IconSlot = Icon | 'hex';

export const SPLAYS = ['none', 'left', 'right', 'up'] as const;
export type Splay = (typeof SPLAYS)[number];

export const EDITIONS = ['last', 'first'] as const;
export type Edition = (typeof EDITIONS)[number];

export const SPECIALS = ['monument', 'empire', 'world', 'wonder', 'universe'] as const;
export type Special = (typeof SPECIALS)[number];

/** Where a card can lie. 'revealed' is never a resting place: events only. */
export const ZONES = ['supply', 'hand', 'score', 'board', 'achievements', 'removed', 'revealed'] as const;
export type Zone = (typeof ZONES)[number];

export const MIN_AGE = 1;
export const MAX_AGE = 10;
/** Age achievements are set aside for ages 1..9. */
export const ACHIEVEMENT_AGES = 9;

export type CardId = string;

export interface CardFacts {
  id: CardId;
  name: string;
  age: number;
  color: Color;
  /** [topLeft, bottomLeft, bottomMiddle, bottomRight] */
  icons: readonly [IconSlot, IconSlot, IconSlot, IconSlot];
  dogmaIcon: Icon;
}

export interface InnovationOptions {
  players: number;
  seed: number;
  teams: boolean;
  edition: Edition;
  /** Drawing above this age ends the game by score, exactly as drawing above 10 does. */
  maxAge: number;
}

export interface Pile {
  /** Bottom to top. */
  cards: CardId[];
  splay: Splay;
}

export interface PlayerState {
  /** One pile per colour, indexed like COLORS. */
  piles: Pile[];
  hand: CardId[];
  score: CardId[];
  /** Age achievements (card ids, face down) and special achievements (their names). */
  achievements: string[];
  /**
   * Visible icons on the board, indexed like ICONS: derived from the piles and kept exact by every
   * change of a pile (zones.ts, Exec's splay and reorder), so reading a count costs nothing.
   */
  icons: number[];
}

// ---- Questions: one declarative spec yields legal answers, validates, and drives the UI ----

interface QuestionBase {
  player: PlayerId;
  /** A key the UI translates, e.g. 'pottery.return'. */
  prompt: string;
  /** May the player answer "no" (an empty pick / null)? */
  optional: boolean;
  /** How a question left waiting was asked, so a determinization can ask it again (reask.ts). */
  asked?: AskedFrom;
  /**
   * Only in views, for every seat but the chooser: options that seat cannot identify are left out
   * (a colour question's whole list, which may come from a hidden hand). Set whatever the options
   * are, so its presence tells nothing.
   */
  veiled?: true;
}
/**
 * The step that asked, with the effect memory and the answer it started from. Running that step
 * again in another world consistent with the same view yields that world's options (reask.ts).
 */
export interface AskedFrom {
  step: number;
  vars: Record<string, VarValue>;
  answer: Answer | null;
}
export interface CardsQuestion extends QuestionBase {
  kind: 'cards';
  /** Where the candidates lie, so the UI can highlight them. */
  zone: Zone;
  options: CardId[];
  min: number;
  max: number;
}
export interface ColorQuestion extends QuestionBase {
  kind: 'color';
  options: Color[];
}
export interface PlayerQuestion extends QuestionBase {
  kind: 'player';
  options: PlayerId[];
}
export interface ChoiceQuestion extends QuestionBase {
  kind: 'choice';
  /** Keys the UI translates, e.g. ['yes', 'no'] or ['left', 'right']. */
  options: string[];
}
export type Question = CardsQuestion | ColorQuestion | PlayerQuestion | ChoiceQuestion;
export type QuestionKind = Question['kind'];

// ---- Moves ----

export type Move =
  | { type: 'initial-meld'; card: CardId }
  | { type: 'draw' }
  | { type: 'meld'; card: CardId }
  | { type: 'dogma'; card: CardId }
  | { type: 'achieve'; age: number }
  /** Answers. An empty `cards` list, or a null color/player/choice, declines an optional question. */
  | { type: 'cards'; cards: CardId[] }
  | { type: 'color'; color: Color | null }
  | { type: 'player'; player: PlayerId | null }
  | { type: 'choice'; choice: string | null };
export type MoveType = Move['type'];
export type Answer = Extract<Move, { type: 'cards' | 'color' | 'player' | 'choice' }>;

// ---- Resolution frames (explicit, serializable: a save made mid-dogma resumes at the question) ----

/** Values a card effect may remember between its steps. Card ids are fine (view() redacts them). */
export type VarValue = number | string | boolean | null | string[] | number[];

/** One dogma action: who shares, who is targeted, which effect and executor come next. */
export interface DogmaFrame {
  type: 'dogma';
  card: CardId;
  player: PlayerId;
  featured: Icon;
  sharers: PlayerId[];
  targets: PlayerId[];
  /** Index of the effect being resolved. */
  effect: number;
  /** Executors still to run the current effect, in order. */
  queue: PlayerId[];
  /** A sharing opponent changed the game during a shared effect: the activator draws a bonus card. */
  sharedChange: boolean;
  /** "If any card was transferred/returned due to the demand": one flag for the whole action. */
  demandFlag: boolean;
  /** Values kept for the whole action, seen by every executor (Democracy's running totals). */
  vars?: Record<string, VarValue>;
}

/** "Execute the non-demand effects of card X" for one player, without sharing. */
export interface ExecFrame {
  type: 'exec';
  card: CardId;
  player: PlayerId;
  /** The next effect index to run. */
  effect: number;
  /** Whether this run counts as a sharing opponent's doing (for the share bonus). */
  sharing: boolean;
}

/** One player executing one effect of one card, step by step. */
export interface EffectFrame {
  type: 'effect';
  card: CardId;
  effect: number;
  /** "You": the executing player. */
  player: PlayerId;
  /** "Me/my": the player who activated the dogma (the demander for demands). */
  activator: PlayerId;
  demand: boolean;
  sharing: boolean;
  /** The next step to run. */
  step: number;
  vars: Record<string, VarValue>;
  /** The question waiting for an answer, if any. */
  question: Question | null;
}

export type Frame = DogmaFrame | ExecFrame | EffectFrame;

export const PHASES = ['initial-meld', 'play', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export const END_REASONS = ['achievements', 'score', 'dogma', 'limit'] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface Result {
  winners: PlayerId[];
  reason: EndReason;
}

export interface InnovationState {
  options: InnovationOptions;
  rng: RngState;
  phase: Phase;
  players: PlayerState[];
  /** Supply piles by age (index 0 = age 1); the last element is the top card. */
  supply: CardId[][];
  /** Achievements not yet claimed: age achievement card ids and special names. */
  achievements: string[];
  /** Cards removed from the game (e.g. by Fission). */
  removed: CardId[];
  /** During 'initial-meld': each seat's chosen card, null until chosen. */
  initial: (CardId | null)[];
  current: PlayerId;
  actionsLeft: number;
  /** Turns played so far, counting the current one (1 = the first turn). */
  turn: number;
  /** Cards tucked / scored this turn by each player (Monument). */
  tucked: number[];
  scored: number[];
  /** Resolution stack; the last frame is the active one. Empty between actions. */
  frames: Frame[];
  /** Moves applied so far (the engine's length cap reads it). */
  moves: number;
  result: Result | null;
  /** Content exercised so far, for the simulator's coverage table: bits of coverage.ts. */
  seen: number[];
  /**
   * Cards shown to everyone during the current action (revealed by an effect): public until the
   * action ends, wherever they lie. Omitted when empty.
   */
  revealed?: CardId[];
  /**
   * Perfect recall (memory.ts): per seat, the cards that lie where that seat cannot look but whose
   * place it knows, because it saw them go there (or worked out which card moved). Omitted until
   * some seat knows one.
   */
  memory?: Recall[][];
}

/** A card a seat keeps track of: where it lies is read from the state; `since` is the turn it got there. */
export interface Recall {
  card: CardId;
  since: number;
}

/** Where a card lies now. `player` is -1 for shared places (supply, available achievements, removed). */
export interface Location {
  zone: Zone;
  player: PlayerId;
  index: number;
  color?: Color;
}

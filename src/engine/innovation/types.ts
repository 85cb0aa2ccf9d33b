// The vocabulary of Innovation: colours, icons, splays, zones, editions, and the plain-JSON shapes
// of state, moves and questions. Everything else in this folder is functions over these.
import type { PlayerId } from '../core/types';
import type { RngState } from '../core/rng';

export const COLORS = ['blue', 'red', 'green', 'yellow', 'purple'] as const;
export type Color = (typeof COLORS)[number];

/** Icons that count. 'hex' is the picture slot: never counted, never featured, never "borne". */
export const ICONS = ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'] as const;
export type Icon = (typeof ICONS)[number];
/**
 * What a card slot holds: an icon, the hex picture, or (Echoes cards only) the box of an echo effect
 * ('echo') or a bonus of value N ('bonus-N'). Hex, echo and bonus are never icons: never counted,
 * never featured, never "borne".
 */
export type IconSlot = Icon | 'hex' | 'echo' | `bonus-${number}`;

/** Expansions that can join the base game (last edition only). */
export const EXPANSIONS = ['echoes'] as const;
export type Expansion = (typeof EXPANSIONS)[number];
/** The card sets: the base game's cards and each expansion's. */
export type CardSet = 'base' | Expansion;

export const SPLAYS = ['none', 'left', 'right', 'up'] as const;
export type Splay = (typeof SPLAYS)[number];

export const EDITIONS = ['last', 'first'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The base game's five special achievements. */
export const SPECIALS = ['monument', 'empire', 'world', 'wonder', 'universe'] as const;
/** Echoes of the Past's five special achievements (in play only with Echoes). */
export const ECHOES_SPECIALS = ['supremacy', 'destiny', 'wealth', 'heritage', 'history'] as const;
export type EchoesSpecial = (typeof ECHOES_SPECIALS)[number];
export type Special = (typeof SPECIALS)[number] | EchoesSpecial;

/**
 * Where a card can lie. 'revealed' is never a resting place: events only. 'forecast' exists only
 * with Echoes: a seat's face-down cards, seen by their owner alone.
 */
export const ZONES = ['supply', 'hand', 'score', 'board', 'achievements', 'removed', 'revealed', 'forecast'] as const;
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
  /** The set the card belongs to; absent for base cards. */
  set?: Expansion;
}

export interface InnovationOptions {
  players: number;
  seed: number;
  teams: boolean;
  edition: Edition;
  /** Drawing above this age ends the game by score, exactly as drawing above 10 does. */
  maxAge: number;
  /**
   * Expansions in play (last edition only); empty for the base game. Always set by setup.ts
   * optionsRecord (optional only so that option objects made before expansions existed still type).
   */
  expansions?: readonly Expansion[];
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
  /**
   * Echoes only (present exactly when Echoes is in play): the forecast, face down, seen by this
   * seat alone. Cards here have no effect: no score, no icons, no bonuses.
   */
  forecast?: CardId[];
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
  /**
   * Echoes: the cards whose visible echo effects are still to run before the card's own effects,
   * deepest first (collected once, when the dogma starts). Absent when there are none.
   */
  echoes?: CardId[];
  /** Echoes: the card whose echo effect the executors in `queue` are running now. */
  echo?: CardId;
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

/** Effect index of a card's echo effect (Echoes), and of the rule's own promotion step. */
export const ECHO_EFFECT = -1;
export const PROMOTION_EFFECT = -2;

/** One player executing one effect of one card, step by step. */
export interface EffectFrame {
  type: 'effect';
  card: CardId;
  /** Index in the card's effects; ECHO_EFFECT for its echo effect, PROMOTION_EFFECT for a promotion. */
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
  /** Echoes only (present exactly when Echoes is in play): the Echoes supply piles by age, like `supply`. */
  echoes?: CardId[][];
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
  /** In a supply pile of an expansion's set (Echoes); absent for the base piles. */
  set?: Expansion;
}

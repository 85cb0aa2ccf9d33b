// What one seat may see of an Innovation game, as data (view.ts builds it, determinize and deal
// read it back). Types only, apart from view.ts, so the files that read a view need not import the
// code that makes one.
import type { PlayerId } from '../core/types';
import type { CardId, Frame, InnovationOptions, InnovationState, Pile, Result } from './types';

/**
 * A card as a viewer sees it where it lies: its id, or only its back: its age for a base card, the
 * negative of its age for an Echoes card (facts.ts backOf; the back shows the set).
 */
export type SeenCard = CardId | number;

export interface PlayerView {
  piles: Pile[];
  hand: SeenCard[];
  score: SeenCard[];
  /** Special achievements by name; age achievements by their back (face down to everyone). */
  achievements: (string | number)[];
  /** Echoes: the forecast, face up to its owner only (others see backs). */
  forecast?: SeenCard[];
}

export interface InnovationView {
  viewer: PlayerId | null;
  options: Omit<InnovationOptions, 'seed'>;
  phase: InnovationState['phase'];
  players: PlayerView[];
  /** Cards left in each supply pile (index 0 = age 1); their order is unknown to all. */
  supply: number[];
  /** Echoes: cards left in each Echoes supply pile. */
  echoes?: number[];
  achievements: (string | number)[];
  removed: CardId[];
  /** The opening choice: your own card, a slot reference for others who chose, null if not yet. */
  initial: (string | null)[];
  current: PlayerId;
  actionsLeft: number;
  turn: number;
  tucked: number[];
  scored: number[];
  frames: Frame[];
  moves: number;
  result: Result | null;
  seen: number[];
  /** Cards shown to everyone during the current action (their ids are visible wherever they lie). */
  revealed?: CardId[];
  /** Hidden cards the viewer knows the place of (perfect recall, known.ts); omitted when none. */
  known?: KnownCard[];
}

/** A card hidden where it lies whose place the viewer knows (InnovationView.known). */
export interface KnownCard {
  card: CardId;
  zone: 'hand' | 'score' | 'achievements' | 'supply' | 'forecast';
  /** The seat whose hand, score pile, forecast or achievements hold it; -1 for a supply pile or the achievements on offer. */
  player: PlayerId;
  /** In a supply pile (the pile of its age and set): its place counted from the bottom, 0 = the bottom card. */
  fromBottom?: number;
  /** The turn in which it got there (0: during the first melds). */
  since: number;
}

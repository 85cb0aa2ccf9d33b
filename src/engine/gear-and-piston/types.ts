// Gear & Piston vocabulary: every union the engine speaks, the state, the moves, the view, the events.
// Rule references (§x, A-xx) point to /work/shared/gear-and-piston/rules.md and docs/rules/gear-and-piston.md.
import type { RngState } from '../core/rng';
import type { GameOptions, PlayerId } from '../core/types';

export const SECTIONS = ['new', 'junk'] as const;
export type Section = (typeof SECTIONS)[number];

export const PART_TYPES = ['motor', 'fuel', 'gear', 'axle', 'steering', 'improvement'] as const;
export type PartType = (typeof PART_TYPES)[number];

/** Grey is a colour for areas (§11) but never needs a motor (§6.5). */
export const COLOURS = ['red', 'green', 'yellow', 'grey'] as const;
export type Colour = (typeof COLOURS)[number];

/** Index 0 = top (carriage body), 1 = bottom (road). Cells are stored as col * 2 + row. */
export const ROWS = ['top', 'bottom'] as const;
export type Row = (typeof ROWS)[number];
export const TOP = 0;
export const BOTTOM = 1;

export const ICONS = ['range', 'comfort', 'power'] as const;
export type Icon = (typeof ICONS)[number];

/** Board locations in resolution order (board numbers 2..5; step 1 is the volatility adjust). */
export const LOCATIONS = ['back-alley', 'patent-office', 'junk-yard', 'workshop'] as const;
export type Location = (typeof LOCATIONS)[number];
export const BACK_ALLEY = 0;
export const PATENT_OFFICE = 1;
export const JUNK_YARD = 2;
export const WORKSHOP = 3;

/** A New part is 'N01'..'N42', a Junk part 'J01'..'J42' (ids of the rules file). */
export type PartId = string;

/** Scrap roles (§0.1); 'frame' only exists while scrap completion (§10) is deciding. */
export const SCRAP_IDS = ['S-motor', 'S-fuel', 'S-steering', 'S-axle', 'S-gear', 'S-frame'] as const;
export type ScrapId = (typeof SCRAP_IDS)[number];

/** A cell of a car: a part, a scrap part (only after the game ends) or empty. */
export type Cell = PartId | ScrapId | null;

/** Which half of the car a cell is in; 'joined' once the halves were joined (§0.1, §6.1). */
export const SIDES = ['front', 'back', 'joined'] as const;
export type Side = (typeof SIDES)[number];

/**
 * A car. Each half is a flat array [top0, bottom0, top1, bottom1, ...], column 0 next to its end tile.
 * After joining, `front` holds the whole car (columns from the Front tile to the Back tile), `back`
 * is empty and `seam` is the first column that came from the back half.
 */
export interface Car {
  front: Cell[];
  back: Cell[];
  seam: number | null;
}

export const END_TRIGGERS = ['stack-empty', 'complete-car'] as const;
export type EndTrigger = (typeof END_TRIGGERS)[number];

export const PHASES = ['plan', 'discard', 'back-alley', 'patent-office', 'junk-yard', 'workshop', 'over'] as const;
export type Phase = (typeof PHASES)[number];

export interface Seat {
  /** Blueprints, in the order they were gained. */
  hand: PartId[];
  /** Per blueprint: bit i set = seat i knows what it is (the owner always does). §8, Espionage. */
  handKnown: number[];
  car: Car;
  /** Tokens locked in the Back Alley area: not available in this round's planning (§5.1). */
  locked: number;
  /** Tokens placed in this round's planning. */
  placed: number;
  /** The volatility track (§7): set at every adjust step and after scrap completion. */
  volatility: number;
}

/** The decision the actor owes, with what it needs to remember. */
export type Step =
  | { kind: 'place' }
  | { kind: 'discard' }
  | { kind: 'alley' }
  | { kind: 'black-market'; drawn: PartId[]; drawnKnown: number[] }
  | { kind: 'espionage'; target: PlayerId }
  | { kind: 'patent' }
  | { kind: 'junk'; picks: number }
  | { kind: 'workshop'; ops: number; upgrading: boolean; swaps: number }
  | { kind: 'none' };

export interface FinalScore {
  investors: number[];
  colourArea: number;
  volatility: number;
  wrenches: number;
  penalty: number;
  total: number;
  /** New and Junk parts in the completed car. */
  parts: number;
  scrap: number;
  scrapNeeded: boolean;
}

export interface GnpState {
  players: number;
  round: number;
  phase: Phase;
  /** Seat owing the decision described by `step`; null when the game is over. */
  actor: PlayerId | null;
  step: Step;
  /** Position in the current order: seat offset from the first player (plan, discard) or queue index. */
  cursor: number;
  firstPlayer: PlayerId;
  /** Who placed the last token in the Workshop this planning phase (§0.1 first player). */
  lastWorkshopPlacer: PlayerId | null;
  /** Token queues per location (LOCATIONS order), seats in the order they will act. */
  queues: PlayerId[][];
  /**
   * Operations each Workshop token brings, in queue order: 3, 2, 1 … by the order the tokens were
   * PLACED (§5.4). Union Muscle changes when a token acts, not what it brings, so the allowance
   * moves with its token.
   */
  workshopAllowance: number[];
  /** Face down; the top is the LAST element. */
  newStack: PartId[];
  /** Per New stack entry: seats that know it (Black Market leftovers go to the bottom, A-19). */
  newStackKnown: number[];
  junkStack: PartId[];
  newDisplay: (PartId | null)[];
  junkDisplay: (PartId | null)[];
  newDiscard: PartId[];
  junkDiscard: PartId[];
  investors: string[];
  seats: Seat[];
  endTriggers: EndTrigger[];
  final: FinalScore[] | null;
  rng: RngState;
}

export type GnpOptions = GameOptions;

// ---- Moves --------------------------------------------------------------------------------------

export type GnpMove =
  | { type: 'place'; location: Location }
  | { type: 'discard'; part: PartId }
  | { type: 'keep-hand' }
  | { type: 'black-market' }
  | { type: 'espionage'; target: PlayerId }
  /** Move the token at queue `index` (>= 1) of another location one place ahead. */
  | { type: 'union-muscle'; location: Location; index: number }
  | { type: 'keep-part'; part: PartId }
  | { type: 'steal'; part: PartId }
  | { type: 'take-display'; slot: number }
  | { type: 'take-blind' }
  | { type: 'stop-junk' }
  | { type: 'build'; part: PartId; side: Side; col: number }
  | { type: 'dismantle'; side: Side; col: number; row: Row }
  | { type: 'upgrade' }
  | { type: 'swap'; part: PartId; side: Side; col: number; row: Row }
  | { type: 'finish-upgrade' }
  | { type: 'join' }
  | { type: 'end-workshop' };

export type MoveType = GnpMove['type'];

// ---- View ---------------------------------------------------------------------------------------

/** A tile whose back the viewer sees but not its face. */
export type HiddenTile = 'hidden-new' | 'hidden-junk';
export type SeenPart = PartId | HiddenTile;

export interface SeatView extends Omit<Seat, 'hand'> {
  hand: SeenPart[];
}

export type StepView = Exclude<Step, { kind: 'black-market' }> | { kind: 'black-market'; drawn: SeenPart[]; drawnKnown: number[] };

export interface GnpView extends Omit<GnpState, 'rng' | 'seats' | 'newStack' | 'junkStack' | 'step'> {
  viewer: PlayerId | null;
  seats: SeatView[];
  newStack: SeenPart[];
  /** Nobody ever knows the Junk stack: only its size. */
  junkStack: number;
  step: StepView;
}

// ---- Events -------------------------------------------------------------------------------------

/** Where a tile is: a zone plus the details that place it on the table. */
export type Place =
  | { zone: 'new-stack' | 'junk-stack' | 'new-discard' | 'junk-discard' | 'scrap-supply' }
  | { zone: 'patent-office' | 'junk-yard'; slot: number }
  | { zone: 'hand'; player: PlayerId }
  | { zone: 'black-market'; player: PlayerId }
  | { zone: 'car'; player: PlayerId; side: Side; col: number; row: Row };

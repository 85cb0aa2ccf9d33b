// The vocabulary of Gears (Шестерёнки): gears, round cards, night effects, characters, codes,
// and the shapes of the state, the moves, the view and the events built from them.
//
// Seats and directions: clockwise = increasing seat index. The LEFT neighbour of seat p is
// (p + 1) mod n, the RIGHT neighbour is (p − 1 + n) mod n. Step 2 walks clockwise from the token
// holder and each player turns the gear of their left neighbour.
import type { GameOptions, PlayerId } from '../core/types';
import type { RngState } from '../core/rng';

export const GEAR_COLORS = ['red', 'blue', 'yellow', 'purple', 'multicolour', 'grey'] as const;
export type GearColor = (typeof GEAR_COLORS)[number];

/** The four colours printed on code cards (grey has none, multicolour matches them all). */
export const CODE_COLORS = ['red', 'blue', 'yellow', 'purple'] as const;
export type CodeColor = (typeof CODE_COLORS)[number];

/** The numbers printed on gears and code cards. */
export const GEAR_VALUES = [1, 2, 3, 4] as const;
export type GearValue = (typeof GEAR_VALUES)[number];

/** A gear's four sides in "increase" order: turning up goes side → side + 1 (mod 4). */
export const SIDES = [0, 1, 2, 3] as const;
export type Side = (typeof SIDES)[number];

/** A turn of one gear by 90°: 'up' = clockwise (usually raises the value), 'down' the other way. */
export const ROTATIONS = ['up', 'down'] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Step 2: what a player does to their left neighbour's gear. */
export const TURN_CHOICES = ['up', 'down', 'leave'] as const;
export type TurnChoice = (typeof TURN_CHOICES)[number];

export const SHIFTS = ['day', 'night'] as const;
export type Shift = (typeof SHIFTS)[number];

export const ROUND_CARD_IDS = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'] as const;
export type RoundCardId = (typeof ROUND_CARD_IDS)[number];

/** The ten winner rules; each round card carries one on its day face and one on its night face. */
export const ROUND_RULES = [
  'highest',
  'lowest',
  'highest-even',
  'lowest-odd',
  'highest-odd',
  'lowest-even',
  'even-cards',
  'odd-cards',
  'all-except-lowest',
  'all-except-highest',
] as const;
export type RoundRule = (typeof ROUND_RULES)[number];

/** Night faces add one effect each (house rules, see docs/rules/gears.md). */
export const NIGHT_EFFECTS = [
  'overtime',
  'overheat',
  'jolt',
  'half-turn',
  'master-key',
  'foremans-word',
  'rush',
  'spare-parts',
  'well-oiled',
  'blackout',
] as const;
export type NightEffect = (typeof NIGHT_EFFECTS)[number];

export const CHARACTERS = ['mechanic', 'dispatcher', 'saboteur', 'codebreaker'] as const;
export type Character = (typeof CHARACTERS)[number];

/** A character card: day side up, night side up (day ability used or lost), or removed. */
export const CHARACTER_SIDES = ['day', 'night', 'removed'] as const;
export type CharacterSide = (typeof CHARACTER_SIDES)[number];

/** A code card is open, sent for verification (rotated 180°), or entered (green side up). */
export const CODE_STATUSES = ['open', 'waiting', 'entered'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/** Where a round stands. The flow stops in a phase only when somebody owes a decision. */
export const PHASES = [
  'place', // step 1: everyone places a gear face down (Rush: face up, one at a time)
  'turn', // step 2: clockwise from the token holder, turn the left neighbour's gear
  'foreman', // Foreman's word: the token holder may turn one gear
  'abilities', // ability window: clockwise from the token holder
  'blue-return', // step 3: a blue gear that did not win brings a discarded gear back
  'code-entry', // step 3: winners (and a night Codebreaker) enter codes
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

export const END_REASONS = ['codes', 'rounds'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** How a code card went green. */
export const ENTRY_KINDS = ['match', 'verified', 'master-key', 'codebreaker'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** What made a gear turn (for the table's animation and the log). */
export const TURN_CAUSES = ['step-2', 'jolt', 'half-turn', 'foremans-word', 'mechanic', 'saboteur'] as const;
export type TurnCause = (typeof TURN_CAUSES)[number];

// ---------------------------------------------------------------- options

export interface GearsOptions extends GameOptions {
  /** Play with character cards (default true); false is the rulebook's simpler game. */
  characters: boolean;
}

// ---------------------------------------------------------------- state

/** A gear on the table this round. `value` is values[side] until a multicolour exchange. */
export interface PlacedGear {
  gear: GearColor;
  side: Side;
  value: number;
  faceUp: boolean;
}

export interface CodeCard {
  color: CodeColor;
  number: GearValue;
  status: CodeStatus;
}

export interface CharacterCard {
  name: Character;
  side: CharacterSide;
}

/** A Dispatcher's named value for this round: by day it never jams, by night it always jams. */
export interface Dispatch {
  value: GearValue;
  mode: 'no-jam' | 'jam';
}

/** Step 3 work still to do, head first. */
export type Pending =
  | { kind: 'blue-return'; seat: PlayerId }
  | {
      kind: 'code-entry';
      seat: PlayerId;
      /** 'win': a round winner; 'codebreaker': the night Codebreaker after a round they lost. */
      via: 'win' | 'codebreaker';
      /** Entries still allowed (1; 2 with Overtime or the day Codebreaker). */
      left: number;
      /** Entries already made this round. The first is owed; extra ones are optional. */
      done: number;
      /** Master key not yet used by this winner this round. */
      masterKey: boolean;
    };

export interface GearsState {
  players: number;
  characters: boolean;
  rng: RngState;
  phase: Phase;
  /** 0-based index of the current round in roundOrder (0..9). */
  round: number;
  /** The round stack from top to bottom; the first DAY_ROUNDS are played day face up. */
  roundOrder: RoundCardId[];
  /** The face in play, cached from roundOrder[round]: its winner rule and night effect (null by day). */
  rule: RoundRule;
  effect: NightEffect | null;
  /** Seat holding the gear token. */
  token: PlayerId;
  /** Per seat: bitmask over GEAR_COLORS of the gears in hand. */
  hands: number[];
  /** Per seat: bitmask over GEAR_COLORS of the discard pile (public). */
  discards: number[];
  /** Per seat: the gear placed this round, or null. */
  table: (PlacedGear | null)[];
  /** Per seat: the four code cards in the order dealt. */
  codes: CodeCard[][];
  /** Per seat: the character card, or null (no characters, or none dealt). */
  crew: (CharacterCard | null)[];
  /** Position in the current clockwise pass from the token holder (Rush placing, step 2, ability window). */
  step: number;
  /** The current step-2 player has looked at the gear they are about to turn (Saboteur, day). */
  peeked: boolean;
  dispatch: Dispatch | null;
  /** The current round's winners, once step 3 has found them. */
  winners: PlayerId[];
  queue: Pending[];
  ended: EndReason | null;
  /**
   * Coverage bits (see outcome.ts): [0] gear colours and round faces that won,
   * [1] character abilities used and night effects applied.
   */
  covered: [number, number];
}

// ---------------------------------------------------------------- moves

/** Position of a card in the player's code row, 0..3. */
export type CodeSlot = 0 | 1 | 2 | 3;

export type GearsMove =
  /** Step 1: place a gear from your hand, this side toward the round card. */
  | { type: 'place'; gear: GearColor; side: Side }
  /** Step 2: your left neighbour's gear. */
  | { type: 'turn'; dir: TurnChoice }
  /** Saboteur, day: look at the face-down gear before turning it. */
  | { type: 'peek' }
  /** Foreman's word (night effect): the token holder turns any one gear once. */
  | { type: 'foreman'; seat: PlayerId; dir: Rotation }
  /** Mechanic: day = your own gear (seat is you), night = any gear. */
  | { type: 'mechanic'; seat: PlayerId; dir: Rotation }
  /** Dispatcher: name a value (day: it does not jam; night: it jams). */
  | { type: 'dispatch'; value: GearValue }
  /** Saboteur, night: turn every other player's gear once, all the same way. */
  | { type: 'sabotage'; dir: Rotation }
  /** Codebreaker, day: after winning, allow a second code entry this round. */
  | { type: 'codebreak' }
  /** Blue gear: bring this gear back from your discard pile to your hand. */
  | { type: 'return-gear'; gear: GearColor }
  /** Turn green an open card matching the winning gear by colour or number. */
  | { type: 'enter-code'; card: CodeSlot }
  /** Master key (night effect): turn green any open card, matching or not. */
  | { type: 'master-key'; card: CodeSlot }
  /** No match: send an open card for verification (rotate it 180°). */
  | { type: 'send'; card: CodeSlot }
  /** Turn green a card waiting for verification. */
  | { type: 'verify'; card: CodeSlot }
  /** Decline an optional decision (ability, Foreman's word, optional code entry). */
  | { type: 'pass' };

export type GearsMoveType = GearsMove['type'];

// ---------------------------------------------------------------- view

/** A table gear as one seat sees it: gear/side/value are null while hidden from that seat. */
export interface PlacedGearView {
  faceUp: boolean;
  gear: GearColor | null;
  side: Side | null;
  value: number | null;
}

export interface SeatView {
  seat: PlayerId;
  /**
   * Gears in hand, in GEAR_COLORS order. Hands are public (they follow from the discard piles),
   * except that for another seat whose gear lies hidden this lists the hand PLUS that hidden
   * gear: you cannot tell which of them is on the table. handSize is always the true count.
   */
  hand: GearColor[];
  handSize: number;
  discard: GearColor[];
  table: PlacedGearView | null;
  codes: CodeCard[];
  character: CharacterCard | null;
  /** Entered codes count 1, codes waiting for verification ½. */
  score: number;
}

export interface RoundCardView {
  id: RoundCardId;
  shift: Shift;
  rule: RoundRule;
  /** The night face's effect, or null by day. */
  effect: NightEffect | null;
}

export interface GearsView {
  players: number;
  characters: boolean;
  viewer: PlayerId | null;
  phase: Phase;
  round: number;
  shift: Shift;
  /** The current round card (the last one played once the game is over). */
  card: RoundCardView;
  /** Round cards already discarded, oldest first. */
  played: RoundCardView[];
  token: PlayerId;
  seats: SeatView[];
  /** Seats that owe a decision now. */
  toAct: PlayerId[];
  step: number;
  peeked: boolean;
  dispatch: Dispatch | null;
  winners: PlayerId[];
  queue: Pending[];
  ended: EndReason | null;
  covered: [number, number];
}

// ---------------------------------------------------------------- events

/**
 * What the table animates, in order. Events carrying `visibleTo` hold a secret (gear, side,
 * value); viewEvents strips those fields for everybody else rather than dropping the event.
 */
export type GearsEvent =
  | { type: 'round-start'; round: number; card: RoundCardId; shift: Shift; rule: RoundRule; effect: NightEffect | null }
  | { type: 'place'; seat: PlayerId; faceUp: boolean; gear?: GearColor; side?: Side; value?: number; visibleTo?: PlayerId[] }
  | { type: 'peek'; seat: PlayerId; target: PlayerId; gear?: GearColor; side?: Side; value?: number; visibleTo?: PlayerId[] }
  | { type: 'turn-gear'; seat: PlayerId; by: PlayerId | null; cause: TurnCause; dir: Rotation; from: Side; to: Side; value: number }
  | { type: 'leave-gear'; seat: PlayerId; by: PlayerId }
  | { type: 'reveal'; seat: PlayerId; gear: GearColor; side: Side; value: number }
  | { type: 'effect'; effect: NightEffect }
  | { type: 'dispatch'; seat: PlayerId; value: GearValue; mode: Dispatch['mode'] }
  | { type: 'swap'; seat: PlayerId; with: PlayerId; values: [number, number] }
  /** `grey`: the seat whose grey gear shows the same value but ignores the jam (tied only with coloured gears). */
  | { type: 'jam'; seats: PlayerId[]; value: number; grey?: PlayerId }
  | { type: 'round-winner'; seats: PlayerId[] }
  | { type: 'blue-return'; seat: PlayerId; gear: GearColor }
  | { type: 'code-entered'; seat: PlayerId; card: CodeSlot; how: EntryKind }
  | { type: 'code-sent'; seat: PlayerId; card: CodeSlot }
  | { type: 'character-used'; seat: PlayerId; character: Character; side: 'day' | 'night' }
  | { type: 'character-flip'; seat: PlayerId; character: Character }
  | { type: 'character-removed'; seat: PlayerId; character: Character }
  | { type: 'gear-to-discard'; seat: PlayerId; gear: GearColor }
  | { type: 'gear-to-hand'; seat: PlayerId; gear: GearColor }
  | { type: 'token-pass'; from: PlayerId; to: PlayerId }
  | { type: 'night-shift'; discards: GearColor[] }
  | { type: 'game-over'; reason: EndReason; scores: number[]; winners: PlayerId[] };

/**
 * Where a move's events go: an array for apply, or null for advance (search and playouts never
 * read events, and `events?.push({...})` with null builds no event at all).
 */
export type EventSink = GearsEvent[] | null;

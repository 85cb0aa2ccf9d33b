// Positions for rule tests, built directly: a seeded setup with the parts a test cares about
// replaced. Plus small drivers that play a round's placements and turns.
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { gears } from '../../../src/engine/gears/definition';
import { maskOf } from '../../../src/engine/gears/hand';
import { faceOf } from '../../../src/engine/gears/round-card';
import {
  type Character,
  type CharacterSide,
  type CodeCard,
  type CodeColor,
  GEAR_COLORS,
  type GearColor,
  type GearsMove,
  type GearsState,
  type GearValue,
  ROUND_CARD_IDS,
  type RoundCardId,
  type Shift,
  type Side,
  type TurnChoice,
} from '../../../src/engine/gears/types';

export interface Position {
  players?: number;
  characters?: boolean;
  /** The round card in play and its face (default R1 by day). */
  card?: RoundCardId;
  shift?: Shift;
  token?: PlayerId;
  /** Hands per seat (default: the full set). */
  hands?: GearColor[][];
  /** Discard piles per seat (default: empty). */
  discards?: GearColor[][];
  /** Code rows per seat as 'red-1' strings, optionally suffixed ':waiting' or ':entered'. */
  codes?: string[][];
  /** Characters per seat: a name (day side up), [name, side], or null. */
  crew?: (Character | [Character, CharacterSide] | null)[];
}

export function code(text: string): CodeCard {
  const [face, status = 'open'] = text.split(':');
  const [color, number] = (face ?? '').split('-');
  return { color: color as CodeColor, number: Number(number) as GearValue, status: status as CodeCard['status'] };
}

/** A state at step 1 of a round, built from a seeded setup with the given parts replaced. */
export function position(p: Position = {}): GearsState {
  const players = p.players ?? 4;
  const base = gears.setup({ players, seed: 7, characters: p.characters ?? false });
  const card = p.card ?? 'R1';
  const shift = p.shift ?? 'day';
  const round = shift === 'day' ? 0 : 5;
  const others = ROUND_CARD_IDS.filter((id) => id !== card);
  const roundOrder: RoundCardId[] = [...others.slice(0, round), card, ...others.slice(round)];
  const crew = p.crew
    ? p.crew.map((c) => {
        if (c === null) return null;
        const [name, side] = Array.isArray(c) ? c : [c, shift];
        return { name, side };
      })
    : base.crew;
  return {
    ...base,
    characters: p.crew ? true : base.characters,
    round,
    roundOrder,
    ...faceOf(roundOrder, round),
    token: p.token ?? 0,
    hands: Array.from({ length: players }, (_, i) => maskOf(p.hands?.[i] ?? [...GEAR_COLORS])),
    discards: Array.from({ length: players }, (_, i) => maskOf(p.discards?.[i] ?? [])),
    codes: p.codes ? p.codes.map((row) => row.map(code)) : base.codes,
    crew,
  };
}

/** The same table moved to another round of its stack (its card's face comes with it). */
export const atRound = (s: GearsState, round: number): GearsState => ({ ...s, round, ...faceOf(s.roundOrder, round) });

export interface Played {
  state: GearsState;
  events: GameEvent[];
}

/** Apply moves in order, each by the seat that owes the decision (the first one, if several). */
export function play(state: GearsState, ...moves: GearsMove[]): Played {
  const events: GameEvent[] = [];
  let s = state;
  for (const move of moves) {
    const seat = move.type === 'place' ? placeSeat(s) : gears.toAct(s)[0];
    if (seat === undefined) throw new Error(`nobody to play ${JSON.stringify(move)}`);
    const applied = gears.apply(s, seat, move);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
}

/** Placements go to the first seat that has not placed (Rush: the seat whose turn it is). */
function placeSeat(s: GearsState): PlayerId | undefined {
  return gears.toAct(s)[0];
}

export const place = (gear: GearColor, side: Side): GearsMove => ({ type: 'place', gear, side });
export const turn = (dir: TurnChoice): GearsMove => ({ type: 'turn', dir });
export const PASS: GearsMove = { type: 'pass' };

/** The side of a gear that shows a value (the first one, in increase order). */
export function sideShowing(gear: GearColor, value: number): Side {
  const values: Record<GearColor, number[]> = {
    red: [1, 4, 1, 4],
    purple: [2, 2, 3, 3],
    yellow: [4, 3, 2, 1],
    blue: [1, 2, 3, 4],
    grey: [1, 2, 3, 4],
    multicolour: [1, 2, 3, 4],
  };
  const side = values[gear].indexOf(value);
  if (side < 0) throw new Error(`${gear} never shows ${value}`);
  return side as Side;
}

/** Seat by seat (seat 0 first): place `gear` showing `value`, then everyone leaves in step 2. */
export function showValues(state: GearsState, shown: [GearColor, number][]): Played {
  const placing = shown.map(([gear, value]) => place(gear, sideShowing(gear, value)));
  const turning = shown.map(() => turn('leave'));
  return play(state, ...placing, ...turning);
}

export const eventsOf = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

/** The seats of the round's 'round-winner' event. */
export function roundWinners(events: GameEvent[]): PlayerId[] {
  const e = events.find((x) => x.type === 'round-winner');
  if (!e) throw new Error('no round-winner event');
  return e.seats as PlayerId[];
}

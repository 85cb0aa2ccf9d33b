// Every move object the game can ask for, built once: legalMoves hands out these shared moves
// and lists, so listing moves allocates next to nothing. The moves are frozen; the lists are not
// (V8 reads a frozen array markedly slower, and these are read on every move of every playout):
// never edit a list you are given, copy it first.
import {
  type CodeSlot,
  GEAR_COLORS,
  GEAR_VALUES,
  type GearColor,
  type GearsMove,
  ROTATIONS,
  SIDES,
} from './types';

const freeze = <T>(x: T): T => Object.freeze(x);
const MAX_SEATS = 4;
const SLOTS: readonly CodeSlot[] = [0, 1, 2, 3];

export const PASS: GearsMove = freeze({ type: 'pass' });
export const PEEK: GearsMove = freeze({ type: 'peek' });
export const CODEBREAK: GearsMove = freeze({ type: 'codebreak' });

/** PLACE[gear index][side]. */
export const PLACE: readonly (readonly GearsMove[])[] = GEAR_COLORS.map((gear) =>
  (SIDES.map((side) => freeze({ type: 'place', gear, side }) as GearsMove)),
);

/** Every place move for each hand bitmask, in GEAR_COLORS then side order. */
export const PLACE_BY_HAND: readonly (readonly GearsMove[])[] = Array.from({ length: 64 }, (_, mask) =>
  GEAR_COLORS.flatMap((_, g) => (mask & (1 << g) ? (PLACE[g] ?? []) : [])),
);

export const TURN_MOVES: readonly GearsMove[] = [
  freeze({ type: 'turn', dir: 'up' }),
  freeze({ type: 'turn', dir: 'down' }),
  freeze({ type: 'turn', dir: 'leave' }),
] as GearsMove[];

/** Step 2 for a day Saboteur who has not looked yet: looking is one more choice. */
export const TURN_OR_PEEK_MOVES: readonly GearsMove[] = [...TURN_MOVES, PEEK];

const turnsOfEverySeat = (type: 'foreman' | 'mechanic', n: number): GearsMove[] => {
  const out: GearsMove[] = [];
  for (let seat = 0; seat < n; seat++) for (const dir of ROTATIONS) out.push(freeze({ type, seat, dir }));
  return out;
};

/** FOREMAN_MOVES[n]: any gear, up or down, or pass. */
export const FOREMAN_MOVES: readonly (readonly GearsMove[])[] = Array.from({ length: MAX_SEATS + 1 }, (_, n) =>
  [...turnsOfEverySeat('foreman', n), PASS],
);

/** MECHANIC_NIGHT_MOVES[n]: any gear, up or down, or pass. */
export const MECHANIC_NIGHT_MOVES: readonly (readonly GearsMove[])[] = Array.from(
  { length: MAX_SEATS + 1 },
  (_, n) => [...turnsOfEverySeat('mechanic', n), PASS],
);

/** MECHANIC_DAY_MOVES[seat]: your own gear, up or down, or pass. */
export const MECHANIC_DAY_MOVES: readonly (readonly GearsMove[])[] = Array.from({ length: MAX_SEATS }, (_, seat) =>
  [...ROTATIONS.map((dir) => freeze({ type: 'mechanic', seat, dir }) as GearsMove), PASS],
);

export const DISPATCH_MOVES: readonly GearsMove[] = [
  ...GEAR_VALUES.map((value) => freeze({ type: 'dispatch', value }) as GearsMove),
  PASS,
];

export const SABOTAGE_MOVES: readonly GearsMove[] = [
  ...ROTATIONS.map((dir) => freeze({ type: 'sabotage', dir }) as GearsMove),
  PASS,
];

const perSlot = (type: 'enter-code' | 'master-key' | 'send' | 'verify'): readonly GearsMove[] =>
  SLOTS.map((card) => freeze({ type, card }) as GearsMove);

export const ENTER: readonly GearsMove[] = perSlot('enter-code');
export const MASTER_KEY: readonly GearsMove[] = perSlot('master-key');
export const SEND: readonly GearsMove[] = perSlot('send');
export const VERIFY: readonly GearsMove[] = perSlot('verify');

/** RETURN_GEAR[gear index]. */
export const RETURN_GEAR: readonly GearsMove[] = GEAR_COLORS.map(
  (gear: GearColor) => freeze({ type: 'return-gear', gear }) as GearsMove,
);

/** Same decision? Compares only the fields that matter for each move type. */
export function sameMove(a: GearsMove, b: GearsMove): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'place':
      return b.type === 'place' && a.gear === b.gear && a.side === b.side;
    case 'turn':
    case 'sabotage':
      return (b.type === 'turn' || b.type === 'sabotage') && a.dir === b.dir;
    case 'foreman':
    case 'mechanic':
      return (b.type === 'foreman' || b.type === 'mechanic') && a.seat === b.seat && a.dir === b.dir;
    case 'dispatch':
      return b.type === 'dispatch' && a.value === b.value;
    case 'return-gear':
      return b.type === 'return-gear' && a.gear === b.gear;
    case 'enter-code':
    case 'master-key':
    case 'send':
    case 'verify':
      return (b.type === 'enter-code' || b.type === 'master-key' || b.type === 'send' || b.type === 'verify') && a.card === b.card;
    default:
      return true;
  }
}

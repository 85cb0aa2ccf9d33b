// The printed content of Gears: gear values, round cards, characters, and every house-rule number.
// One entry per card, keyed by name; the comment restates the card in our own words.
// Items marked DESIGNED or READING are house rules, listed in docs/rules/gears.md.
import { gearIndex } from './hand';
import { type CodeColor, GEAR_COLORS, type GearColor, type NightEffect, type RoundCardId, type RoundRule } from './types';

export interface GearData {
  /** values[side] for sides 0..3, in "increase" (up-turn) order. */
  values: readonly [number, number, number, number];
  /** The colour it enters codes with: a code colour, null = number only (grey), '*' = any (multicolour). */
  codeColor: CodeColor | null | '*';
}

export const GEARS: Readonly<Record<GearColor, GearData>> = {
  // Red: 1-4-1-4. (RULEBOOK)
  red: { values: [1, 4, 1, 4], codeColor: 'red' },
  // Purple: 2-2-3-3. (RULEBOOK)
  purple: { values: [2, 2, 3, 3], codeColor: 'purple' },
  // Yellow: its values run backwards, 4-3-2-1, so an "increase" lowers it. (RULEBOOK)
  yellow: { values: [4, 3, 2, 1], codeColor: 'yellow' },
  // Blue: if you did not win the round with it, at the end of step 3 bring one other gear back
  // from your discard pile to your hand. Values 1-2-3-4. (ability RULEBOOK, values READING G-VAL)
  blue: { values: [1, 2, 3, 4], codeColor: 'blue' },
  // Grey: no colour, enters codes by number only; a lone grey tied with non-grey gears ignores
  // the jam and counts as unique (the others still jam). Values 1-2-3-4. (RULEBOOK, values READING G-VAL)
  grey: { values: [1, 2, 3, 4], codeColor: null },
  // Multicolour: any colour for codes; before step 3 it swaps values with the gear of the player
  // on its right unless that one is multicolour too. Values 1-2-3-4. (RULEBOOK, values READING G-VAL)
  multicolour: { values: [1, 2, 3, 4], codeColor: '*' },
};

const GEAR_LIST: readonly GearData[] = GEAR_COLORS.map((g) => GEARS[g]);

/** GEARS[gear] for the engine's hot path (see gearIndex). */
export const gearData = (gear: GearColor): GearData => GEAR_LIST[gearIndex(gear)] as GearData;

/** A full set of six gears as a bitmask. */
export const FULL_SET = 63;

export interface RoundCardData {
  day: RoundRule;
  night: RoundRule;
  effect: NightEffect;
}

/** Day faces are RULEBOOK; night faces (rule + effect) are DESIGNED (house rule N-FACES). */
export const ROUND_CARDS: Readonly<Record<RoundCardId, RoundCardData>> = {
  // Day: the highest card wins. Night: the lowest wins; Overtime.
  R1: { day: 'highest', night: 'lowest', effect: 'overtime' },
  // Day: the lowest card wins. Night: the highest wins; Overheat.
  R2: { day: 'lowest', night: 'highest', effect: 'overheat' },
  // Day: the highest even value wins. Night: the lowest odd wins; Jolt.
  R3: { day: 'highest-even', night: 'lowest-odd', effect: 'jolt' },
  // Day: the lowest odd value wins. Night: the highest even wins; Half turn.
  R4: { day: 'lowest-odd', night: 'highest-even', effect: 'half-turn' },
  // Day: the highest odd value wins. Night: the lowest even wins; Master key.
  R5: { day: 'highest-odd', night: 'lowest-even', effect: 'master-key' },
  // Day: the lowest even value wins. Night: the highest odd wins; Foreman's word.
  R6: { day: 'lowest-even', night: 'highest-odd', effect: 'foremans-word' },
  // Day: every even card wins. Night: every odd card wins; Rush.
  R7: { day: 'even-cards', night: 'odd-cards', effect: 'rush' },
  // Day: every odd card wins. Night: every even card wins; Spare parts.
  R8: { day: 'odd-cards', night: 'even-cards', effect: 'spare-parts' },
  // Day: all but the lowest win. Night: all but the highest win; Well oiled.
  R9: { day: 'all-except-lowest', night: 'all-except-highest', effect: 'well-oiled' },
  // Day: all but the highest win. Night: all but the lowest win; Blackout.
  R10: { day: 'all-except-highest', night: 'all-except-lowest', effect: 'blackout' },
};

/** Rounds per shift: five day rounds on top of the stack, five night rounds under them. */
export const DAY_ROUNDS = 5;
export const ROUNDS = 10;
/** Code cards dealt to each player: the machine's code. */
export const CODES_PER_PLAYER = 4;
/** Score of a code card waiting for verification (entered cards score 1). */
export const WAITING_SCORE = 0.5;

/** Code entries a winner may make in an Overtime round (house rule E-OVERTIME). */
export const OVERTIME_ENTRIES = 2;
/** Code entries a winning day Codebreaker may make (house rule C-CODEBREAKER-DAY). */
export const CODEBREAKER_ENTRIES = 2;
/** The value that jams in an Overheat round (house rule E-OVERHEAT). */
export const OVERHEAT_VALUE = 4;
/** Up-turns applied to every gear by Jolt and by Half turn (house rules E-JOLT, E-HALF-TURN). */
export const JOLT_TURNS = 1;
export const HALF_TURN_TURNS = 2;

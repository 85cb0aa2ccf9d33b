// Which content a game exercised, kept as two bit fields in the state so recording it on the hot
// path costs an OR; coverage() spells the names out only once the game is over.
import { gearIndex } from './hand';
import {
  CHARACTERS,
  type Character,
  GEAR_COLORS,
  type GearColor,
  type GearsState,
  NIGHT_EFFECTS,
  type NightEffect,
  ROUND_CARD_IDS,
  type RoundCardId,
  type Shift,
} from './types';

const CARD_INDEX = Object.fromEntries(ROUND_CARD_IDS.map((id, i) => [id, i])) as Record<RoundCardId, number>;
const CHARACTER_INDEX = Object.fromEntries(CHARACTERS.map((c, i) => [c, i])) as Record<Character, number>;
const EFFECT_INDEX = Object.fromEntries(NIGHT_EFFECTS.map((e, i) => [e, i])) as Record<NightEffect, number>;

// covered[0]: bits 0..5 gear colours that won a round; bits 6.. round faces (card*2 + night).
const winBit = (gear: GearColor): number => 1 << gearIndex(gear);
const faceBit = (card: RoundCardId, shift: Shift): number => 1 << (6 + CARD_INDEX[card] * 2 + (shift === 'night' ? 1 : 0));
// covered[1]: bits 0..7 abilities (character*2 + night); bits 8.. night effects.
const abilityBit = (c: Character, side: Shift): number => 1 << (CHARACTER_INDEX[c] * 2 + (side === 'night' ? 1 : 0));
const effectBit = (e: NightEffect): number => 1 << (8 + EFFECT_INDEX[e]);

/** The draft `s` is a fresh shallow copy owned by the current apply. */
export function coverWin(s: GearsState, gear: GearColor, card: RoundCardId, shift: Shift): void {
  const bits = s.covered[0] | winBit(gear) | faceBit(card, shift);
  if (bits !== s.covered[0]) s.covered = [bits, s.covered[1]];
}

export function coverAbility(s: GearsState, c: Character, side: Shift): void {
  const bits = s.covered[1] | abilityBit(c, side);
  if (bits !== s.covered[1]) s.covered = [s.covered[0], bits];
}

export function coverEffect(s: GearsState, e: NightEffect): void {
  const bits = s.covered[1] | effectBit(e);
  if (bits !== s.covered[1]) s.covered = [s.covered[0], bits];
}

/**
 * Names for the simulator: 'gear:<colour>' won a round, 'round:<id>:<day|night>' produced a
 * winner, 'character:<name>:<day|night>' ability used, 'effect:<name>' night effect applied.
 */
export function coverage(s: GearsState): string[] {
  const out: string[] = [];
  const [wins, uses] = s.covered;
  for (const gear of GEAR_COLORS) if (wins & winBit(gear)) out.push(`gear:${gear}`);
  for (const card of ROUND_CARD_IDS) {
    for (const shift of ['day', 'night'] as const) if (wins & faceBit(card, shift)) out.push(`round:${card}:${shift}`);
  }
  for (const c of CHARACTERS) {
    for (const side of ['day', 'night'] as const) if (uses & abilityBit(c, side)) out.push(`character:${c}:${side}`);
  }
  for (const e of NIGHT_EFFECTS) if (uses & effectBit(e)) out.push(`effect:${e}`);
  return out;
}

// Step 3's paperwork: blue gears bringing a discarded gear back, and entering codes.
//
// A winner turns green one open code card that matches the winning gear by colour or number
// (multicolour matches every colour, grey only by number). With no match they send one open
// card for verification. Instead of either, they may turn green a card waiting for verification.
// Entering is optional when a match exists; extra entries (Overtime, the day Codebreaker) are
// always optional. Master key lets a winner enter one non-matching open card.
import type { PlayerId } from '../core/types';
import { canCodebreak, spendCharacter } from './abilities';
import { coverEffect } from './coverage';
import { CODEBREAKER_ENTRIES, GEARS } from './data';
import { GEAR_INDEX, gearsOf, withGear, withoutGear } from './hand';
import { currentEffect } from './round-card';
import { CODEBREAK, ENTER, MASTER_KEY, PASS, RETURN_GEAR, SEND, VERIFY } from './moves';
import type { CodeCard, CodeSlot, EntryKind, GearColor, GearsEvent, GearsMove, GearsState, Pending, PlacedGear } from './types';

type Entry = Extract<Pending, { kind: 'code-entry' }>;

/** Does an open code card match this gear by colour or by number? */
export function matches(card: CodeCard, gear: PlacedGear): boolean {
  if (card.number === gear.value) return true;
  const color = GEARS[gear.gear].codeColor;
  return color === '*' || color === card.color;
}

/** The answers to "enter a code" for the entry at the head of the queue ([] = nothing to do). */
export function entryMoves(s: GearsState, entry: Entry): GearsMove[] {
  const gear = s.table[entry.seat];
  const codes = s.codes[entry.seat];
  if (!gear || !codes) return [];
  const out: GearsMove[] = [];
  if (entry.via === 'codebreaker') {
    // Night Codebreaker: one open card matching your own gear, as if you had won; or not.
    for (let i = 0; i < codes.length; i++) {
      const c = codes[i] as CodeCard;
      if (c.status === 'open' && matches(c, gear)) out.push(ENTER[i] as GearsMove);
    }
    if (out.length > 0) out.push(PASS);
    return out;
  }
  let open = 0;
  let matching = 0;
  let waiting = 0;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as CodeCard;
    if (c.status === 'open') {
      open++;
      if (matches(c, gear)) {
        matching++;
        out.push(ENTER[i] as GearsMove);
      } else if (entry.masterKey) out.push(MASTER_KEY[i] as GearsMove);
    } else if (c.status === 'waiting') waiting++;
  }
  if (matching === 0) for (let i = 0; i < codes.length; i++) if (codes[i]?.status === 'open') out.push(SEND[i] as GearsMove);
  if (waiting > 0) for (let i = 0; i < codes.length; i++) if (codes[i]?.status === 'waiting') out.push(VERIFY[i] as GearsMove);
  if (out.length === 0) return out;
  if (entry.done === 0 && canCodebreak(s, entry.seat)) out.unshift(CODEBREAK);
  // Passing is refused only while the first entry owes a "send for verification".
  if (entry.done > 0 || matching > 0 || open === 0) out.push(PASS);
  return out;
}

/**
 * Does the entry at the head of the queue ask anything? (Cheap, no list: the flow checks this.)
 * A winner is asked while any card is not yet green: an open card can be entered or sent, a
 * waiting one verified. The night Codebreaker is asked only about an open card matching the gear.
 */
export function entryAsks(s: GearsState, entry: Entry): boolean {
  const gear = s.table[entry.seat];
  const codes = s.codes[entry.seat];
  if (!gear || !codes) return false;
  for (const c of codes) {
    if (entry.via === 'win' ? c.status !== 'entered' : c.status === 'open' && matches(c, gear)) return true;
  }
  return false;
}

/** The answers to the blue gear's return: any gear in the discard pile. */
export function blueReturnMoves(s: GearsState, seat: PlayerId): GearsMove[] {
  return gearsOf(s.discards[seat] ?? 0).map((g) => RETURN_GEAR[GEAR_INDEX[g]] as GearsMove);
}

export function returnGear(s: GearsState, seat: PlayerId, gear: GearColor, events: GearsEvent[]): void {
  const discards = s.discards.slice();
  discards[seat] = withoutGear(discards[seat] ?? 0, gear);
  const hands = s.hands.slice();
  hands[seat] = withGear(hands[seat] ?? 0, gear);
  s.discards = discards;
  s.hands = hands;
  events.push({ type: 'blue-return', seat, gear });
}

function setCode(s: GearsState, seat: PlayerId, slot: CodeSlot, status: CodeCard['status']): void {
  const row = (s.codes[seat] as CodeCard[]).slice();
  const card = row[slot] as CodeCard;
  row[slot] = { color: card.color, number: card.number, status };
  const codes = s.codes.slice();
  codes[seat] = row;
  s.codes = codes;
}

/** Apply one code move of the entry at the head of the queue; returns the updated entry. */
export function applyEntry(s: GearsState, entry: Entry, move: GearsMove, events: GearsEvent[]): Entry {
  const seat = entry.seat;
  if (move.type === 'codebreak') {
    spendCharacter(s, seat, events);
    // The day Codebreaker's win allows CODEBREAKER_ENTRIES entries instead of one.
    return { ...entry, left: entry.left + CODEBREAKER_ENTRIES - 1 };
  }
  if (move.type === 'send') {
    setCode(s, seat, move.card, 'waiting');
    events.push({ type: 'code-sent', seat, card: move.card });
  } else if (move.type === 'enter-code' || move.type === 'master-key' || move.type === 'verify') {
    let how: EntryKind = 'match';
    if (move.type === 'master-key') how = 'master-key';
    else if (move.type === 'verify') how = 'verified';
    else if (entry.via === 'codebreaker') how = 'codebreaker';
    setCode(s, seat, move.card, 'entered');
    events.push({ type: 'code-entered', seat, card: move.card, how });
    if (how === 'master-key') coverEffect(s, 'master-key');
    if (how === 'codebreaker') spendCharacter(s, seat, events);
  }
  if (entry.done === 1 && currentEffect(s) === 'overtime') coverEffect(s, 'overtime');
  return {
    ...entry,
    left: entry.left - 1,
    done: entry.done + 1,
    masterKey: entry.masterKey && move.type !== 'master-key',
  };
}

/** Codes turned green, for each seat. */
export const enteredCount = (codes: readonly CodeCard[]): number => {
  let n = 0;
  for (const c of codes) if (c.status === 'entered') n++;
  return n;
};

// Step 3's paperwork: blue gears bringing a discarded gear back, and entering codes.
//
// A winner turns green one open code card that matches the winning gear by colour or number
// (multicolour matches every colour, grey only by number). With no match they send one open
// card for verification. Instead of either, they may turn green a card waiting for verification.
// A winner's first entry is owed (K-OWED, docs/rules/gears.md): there is no passing it. Extra
// entries (Overtime, the day Codebreaker) are optional. Master key lets a winner enter one
// non-matching open card.
import type { PlayerId } from '../core/types';
import { canCodebreak, spendCharacter } from './abilities';
import { coverEffect } from './coverage';
import { CODEBREAKER_ENTRIES, gearData } from './data';
import { withGear, withoutGear } from './hand';
import { currentEffect } from './round-card';
import { CODEBREAK, ENTER, MASTER_KEY, PASS, RETURN_GEAR, SEND, VERIFY } from './moves';
import type { CodeCard, CodeSlot, EntryKind, GearColor, EventSink, GearsMove, GearsState, Pending, PlacedGear } from './types';

type Entry = Extract<Pending, { kind: 'code-entry' }>;

/** Does an open code card match this gear by colour or by number? */
export function matches(card: CodeCard, gear: PlacedGear): boolean {
  if (card.number === gear.value) return true;
  const color = gearData(gear.gear).codeColor;
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
  let matching = 0;
  let waiting = 0;
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i] as CodeCard;
    if (c.status === 'open') {
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
  // The first entry is owed (K-OWED); only the extra ones may be passed.
  if (entry.done > 0) out.push(PASS);
  return out;
}

/**
 * The answer of entryMoves(s, entry) equal to `move`, or null: the same conditions read for one
 * move, so apply checks a code entry without building the list.
 */
export function entryMoveFor(s: GearsState, entry: Entry, move: GearsMove): GearsMove | null {
  const gear = s.table[entry.seat];
  const codes = s.codes[entry.seat];
  if (!gear || !codes) return null;
  let open = 0;
  let matching = 0;
  let waiting = 0;
  for (const c of codes) {
    if (c.status === 'open') {
      open++;
      if (matches(c, gear)) matching++;
    } else if (c.status === 'waiting') waiting++;
  }
  const slot = move.type === 'pass' || move.type === 'codebreak' ? -1 : cardSlot(move);
  const card = slot >= 0 ? (codes[slot] as CodeCard) : null;
  if (entry.via === 'codebreaker') {
    if (move.type === 'pass') return matching > 0 ? PASS : null;
    return move.type === 'enter-code' && card?.status === 'open' && matches(card, gear) ? (ENTER[slot] as GearsMove) : null;
  }
  if (open === 0 && waiting === 0) return null;
  switch (move.type) {
    case 'enter-code':
      return card?.status === 'open' && matches(card, gear) ? (ENTER[slot] as GearsMove) : null;
    case 'master-key':
      return entry.masterKey && card?.status === 'open' && !matches(card, gear) ? (MASTER_KEY[slot] as GearsMove) : null;
    case 'send':
      return matching === 0 && card?.status === 'open' ? (SEND[slot] as GearsMove) : null;
    case 'verify':
      return card?.status === 'waiting' ? (VERIFY[slot] as GearsMove) : null;
    case 'codebreak':
      return entry.done === 0 && canCodebreak(s, entry.seat) ? CODEBREAK : null;
    case 'pass':
      return entry.done > 0 ? PASS : null;
    default:
      return null;
  }
}

/** The code slot a move names, or -1 when it names none (a slot is 0..3, a number). */
function cardSlot(move: GearsMove): number {
  const card: unknown = (move as { card?: unknown }).card;
  return card === 0 || card === 1 || card === 2 || card === 3 ? card : -1;
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
  const pile = s.discards[seat] ?? 0;
  const out: GearsMove[] = [];
  for (let g = 0; g < RETURN_GEAR.length; g++) if ((pile >> g) & 1) out.push(RETURN_GEAR[g] as GearsMove);
  return out;
}

export function returnGear(s: GearsState, seat: PlayerId, gear: GearColor, events: EventSink): void {
  const discards = s.discards.slice();
  discards[seat] = withoutGear(discards[seat] ?? 0, gear);
  const hands = s.hands.slice();
  hands[seat] = withGear(hands[seat] ?? 0, gear);
  s.discards = discards;
  s.hands = hands;
  events?.push({ type: 'blue-return', seat, gear });
}

function setCode(s: GearsState, seat: PlayerId, slot: CodeSlot, status: CodeCard['status']): void {
  const row = (s.codes[seat] as CodeCard[]).slice();
  const card = row[slot] as CodeCard;
  row[slot] = { color: card.color, number: card.number, status };
  const codes = s.codes.slice();
  codes[seat] = row;
  s.codes = codes;
}

/** An updated copy of an entry, built field by field like resolveRound's (one object shape). */
const codeEntry = (e: Entry, left: number, done: number, masterKey: boolean): Entry => ({
  kind: 'code-entry',
  seat: e.seat,
  via: e.via,
  left,
  done,
  masterKey,
});

/** Apply one code move of the entry at the head of the queue; returns the updated entry. */
export function applyEntry(s: GearsState, entry: Entry, move: GearsMove, events: EventSink): Entry {
  const seat = entry.seat;
  if (move.type === 'codebreak') {
    spendCharacter(s, seat, events);
    // The day Codebreaker's win allows CODEBREAKER_ENTRIES entries instead of one.
    return codeEntry(entry, entry.left + CODEBREAKER_ENTRIES - 1, entry.done, entry.masterKey);
  }
  if (move.type === 'send') {
    setCode(s, seat, move.card, 'waiting');
    events?.push({ type: 'code-sent', seat, card: move.card });
  } else if (move.type === 'enter-code' || move.type === 'master-key' || move.type === 'verify') {
    let how: EntryKind = 'match';
    if (move.type === 'master-key') how = 'master-key';
    else if (move.type === 'verify') how = 'verified';
    else if (entry.via === 'codebreaker') how = 'codebreaker';
    setCode(s, seat, move.card, 'entered');
    events?.push({ type: 'code-entered', seat, card: move.card, how });
    if (how === 'master-key') coverEffect(s, 'master-key');
    if (how === 'codebreaker') spendCharacter(s, seat, events);
  }
  if (entry.done === 1 && currentEffect(s) === 'overtime') coverEffect(s, 'overtime');
  return codeEntry(entry, entry.left - 1, entry.done + 1, entry.masterKey && move.type !== 'master-key');
}

/**
 * True when every code of the row is entered (the row is complete). Stops at the first code that is
 * not: endRound asks it of every seat every round, and most rows have an open code early on.
 */
export const allEntered = (codes: readonly CodeCard[]): boolean => {
  for (let i = 0; i < codes.length; i++) if ((codes[i] as CodeCard).status !== 'entered') return false;
  return codes.length > 0;
};

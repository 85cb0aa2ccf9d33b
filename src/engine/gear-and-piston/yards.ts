// Patent Office (location 3, §5.2): take one New part, face up or blind. Junk Yard (location 4, §5.3):
// take up to two Junk parts one at a time. A face-up Junk take is replaced at once from the stack; a
// face-up Patent Office take waits for the refresh (S-4, HOUSE_RULES.patentTakeReplaced).
import type { PlayerId } from '../core/types';
import type { Draft } from './draft';
import { afterToken, handFull } from './flow';
import { HOUSE_RULES } from './house-rules';
import { STOP_JUNK, TAKE_BLIND, TAKE_DISPLAY } from './move-table';
import { notOffered, type Question, refuse } from './question';
import { bit, displayPlace, everyone, gainToHand, JUNK_STACK, NEW_STACK, popJunk, popNew, refillSlot } from './tiles';
import type { GnpMove, GnpState, PartId, Seat } from './types';

type Section = 'new' | 'junk';

function offer(display: readonly (PartId | null)[], stackSize: number, out: GnpMove[]): void {
  for (let slot = 0; slot < display.length; slot++) if (display[slot] !== null) out.push(TAKE_DISPLAY[slot] as GnpMove);
  if (stackSize > 0) out.push(TAKE_BLIND);
}

function checkTake(s: GnpState, move: GnpMove, section: Section): void {
  const display = section === 'new' ? s.newDisplay : s.junkDisplay;
  const stack = section === 'new' ? s.newStack : s.junkStack;
  const where = section === 'new' ? 'Patent Office' : 'Junk Yard';
  if (move.type === 'take-blind') {
    if (stack.length === 0) refuse('stack-empty', `The ${section === 'new' ? 'New' : 'Junk'} stack is empty.`);
    return;
  }
  if (move.type !== 'take-display') notOffered(s, move);
  if (!Number.isInteger(move.slot) || move.slot < 0 || move.slot >= display.length || display[move.slot] === null) {
    refuse('empty-slot', `There is no part in that space of the ${where}.`);
  }
}

/**
 * Carry out a take. A face-up Junk take the stack cannot replace leaves its space empty: the end
 * condition speaks of refilling a location, which the refresh does (§9 A, A-24).
 */
function take(d: Draft, seat: PlayerId, move: GnpMove, section: Section): void {
  if (move.type === 'take-blind') {
    if (section === 'new') {
      const top = popNew(d) as { part: PartId; known: number };
      gainToHand(d, seat, top.part, top.known | bit(seat), NEW_STACK);
    } else {
      gainToHand(d, seat, popJunk(d) as PartId, bit(seat), JUNK_STACK);
    }
    return;
  }
  const slot = (move as Extract<GnpMove, { type: 'take-display' }>).slot;
  const display = section === 'new' ? d.newDisplay() : d.junkDisplay();
  const part = display[slot] as PartId;
  display[slot] = null;
  gainToHand(d, seat, part, everyone(d.s.players), displayPlace(section, slot));
  if (section === 'new' ? HOUSE_RULES.patentTakeReplaced : HOUSE_RULES.junkTakeReplaced) refillSlot(d, section, slot);
}

export const patentOffice: Question = {
  moves(s, _seat, out) {
    offer(s.newDisplay, s.newStack.length, out);
  },
  check(s, _seat, move) {
    checkTake(s, move, 'new');
  },
  resolve(d, move) {
    take(d, d.s.actor as PlayerId, move, 'new');
    afterToken(d);
  },
};

export const junkYard: Question = {
  moves(s, _seat, out) {
    offer(s.junkDisplay, s.junkStack.length, out);
    out.push(STOP_JUNK);
  },
  check(s, _seat, move) {
    if (move.type === 'stop-junk') return;
    checkTake(s, move, 'junk');
  },
  resolve(d, move) {
    const seat = d.s.actor as PlayerId;
    if (move.type === 'stop-junk') {
      afterToken(d);
      return;
    }
    take(d, seat, move, 'junk');
    const picks = (d.s.step as Extract<GnpState['step'], { kind: 'junk' }>).picks + 1;
    const s = d.s;
    const more = s.junkStack.length > 0 || s.junkDisplay.some((p) => p !== null);
    if (picks >= HOUSE_RULES.junkPicks || handFull(s.seats[seat] as Seat) || !more) afterToken(d);
    else s.step = { kind: 'junk', picks };
  },
};

// The turn: the simultaneous first meld, then turns of two actions (one for the first player's
// first turn, and the second player's too with four players). Actions: draw, meld, dogma, achieve.
import { IllegalMoveError } from '../core/errors';
import type { PlayerId } from '../core/types';
import { achievableAges, ageAchievement, canAchieve, checkSpecials, claimAgeAchievement } from './achievements';
import { highestTop, isTopCard } from './board';
import { resolve, startDogma } from './dogma';
import { canPromote } from './echoes/promotion';
import { EVERY_CARD_ID, ageOf, nameOf } from './facts';
import type { Table } from './table';
import type { CardId, InnovationState, Move, Pile } from './types';
import { ACHIEVEMENT_AGES, PROMOTION_EFFECT } from './types';
import { drawCard, moveCard } from './zones';

// Preallocated moves: legalMoves hands out these shared constants instead of building objects.
export const DRAW: Move = { type: 'draw' };
const MELD: Record<CardId, Move> = Object.create(null);
const DOGMA: Record<CardId, Move> = Object.create(null);
const INITIAL: Record<CardId, Move> = Object.create(null);
for (const id of EVERY_CARD_ID) {
  MELD[id] = { type: 'meld', card: id };
  DOGMA[id] = { type: 'dogma', card: id };
  INITIAL[id] = { type: 'initial-meld', card: id };
}
const ACHIEVE: Move[] = Array.from({ length: ACHIEVEMENT_AGES + 1 }, (_, age) => ({ type: 'achieve', age }));

/** How many opening turns have a single action: the first player's, and the second's with four. */
export const singleActionTurns = (players: number): number => (players === 4 ? 2 : 1);

export function initialMoves(s: InnovationState, p: PlayerId): Move[] {
  return (s.players[p]?.hand ?? []).map((id) => INITIAL[id] as Move);
}

export function actionMoves(s: InnovationState, p: PlayerId): Move[] {
  const pl = s.players[p]!;
  const out: Move[] = [DRAW];
  // Indexed loops: this runs at every step of a search, and an array iterator is an allocation
  // wherever the optimizer does not remove it.
  const hand = pl.hand;
  for (let i = 0; i < hand.length; i++) out.push(MELD[hand[i] as CardId] as Move);
  for (let ci = 0; ci < pl.piles.length; ci++) {
    const cards = (pl.piles[ci] as Pile).cards;
    const n = cards.length;
    if (n > 0) out.push(DOGMA[cards[n - 1] as CardId] as Move);
  }
  const ages = achievableAges(s, p);
  for (let i = 0; i < ages.length; i++) out.push(ACHIEVE[ages[i] as number] as Move);
  return out;
}

/** The simultaneous opening meld: hidden until everyone has chosen, then all melded at once. */
export function applyInitialMeld(t: Table, p: PlayerId, card: CardId): void {
  const s = t.s;
  if (s.initial[p] !== null) throw new IllegalMoveError('already-chosen', 'You have already chosen your first meld.');
  if (!s.players[p]!.hand.includes(card)) throw new IllegalMoveError('not-in-hand', 'That card is not in your hand.');
  t.list('initial')[p] = card;
  t.emit({ type: 'initial-choice', player: p });
  if (s.initial.some((c) => c === null)) return;
  let first = 0;
  for (let q = 0; q < s.options.players; q++) {
    const c = s.initial[q] as CardId;
    moveCard(t, c, 'board', q, 'meld');
    if (nameOf(c) < nameOf(s.initial[first] as CardId)) first = q;
  }
  s.initial = s.initial.map(() => null);
  s.phase = 'play';
  s.current = first;
  s.turn = 1;
  s.actionsLeft = 1;
  t.emit({ type: 'turn', player: first, turn: 1, actions: 1 });
}

/** One of the four actions by the current player. */
export function applyAction(t: Table, p: PlayerId, move: Move): void {
  const s = t.s;
  const pl = s.players[p]!;
  switch (move.type) {
    case 'draw':
      t.emit({ type: 'action', player: p, action: 'draw' });
      drawCard(t, p, highestTop(pl));
      break;
    case 'meld': {
      const index = pl.hand.indexOf(move.card);
      if (index < 0) throw new IllegalMoveError('not-in-hand', 'You can only meld a card from your hand.');
      t.emit({ type: 'action', player: p, action: 'meld', card: move.card });
      moveCard(t, move.card, 'board', p, 'meld', false, { zone: 'hand', player: p, index });
      // Echoes: a Meld action may promote a forecast card (echoes/promotion.ts).
      if (s.echoes !== undefined && canPromote(s.players[p]!.forecast, ageOf(move.card), ageOf)) {
        checkSpecials(t);
        startPromotion(t, p, move.card);
        if (!resolve(t)) return; // the promotion question waits; the action ends with it
      }
      break;
    }
    case 'dogma':
      if (!isTopCard(pl, move.card)) {
        throw new IllegalMoveError('not-top-card', 'You can only activate the dogma of one of your top cards.');
      }
      t.emit({ type: 'action', player: p, action: 'dogma', card: move.card });
      startDogma(t, p, move.card);
      checkSpecials(t);
      if (!resolve(t)) return; // a question now waits; the action ends when the dogma does
      break;
    case 'achieve': {
      if (!Number.isInteger(move.age) || !canAchieve(s, p, move.age)) {
        throw new IllegalMoveError(
          'cannot-achieve',
          `To achieve age ${move.age} you need it available, ${5 * move.age} points and a top card of that age or higher.`,
        );
      }
      t.emit({ type: 'action', player: p, action: 'achieve', age: move.age });
      claimAgeAchievement(t, p, ageAchievement(s, move.age) as CardId);
      break;
    }
    default:
      throw new IllegalMoveError('not-an-action', 'Choose an action: draw, meld, dogma or achieve.');
  }
  checkSpecials(t);
  endAction(t);
}

/** The promotion's own effect frame, at the bottom of the stack (the Meld action has no dogma). */
function startPromotion(t: Table, p: PlayerId, melded: CardId): void {
  t.push({
    type: 'effect',
    card: melded,
    effect: PROMOTION_EFFECT,
    player: p,
    activator: p,
    demand: false,
    sharing: false,
    step: 0,
    vars: {},
    question: null,
  });
}

/** Called when an action (including its whole dogma) is complete. */
export function endAction(t: Table): void {
  const s = t.s;
  if (s.revealed) delete s.revealed; // shown cards are public only during the action that showed them
  s.actionsLeft--;
  if (s.actionsLeft > 0) return;
  s.current = (s.current + 1) % s.options.players;
  s.turn++;
  s.actionsLeft = s.turn <= singleActionTurns(s.options.players) ? 1 : 2;
  // A new turn starts the Monument counters at zero (an all-zero list is kept as it is).
  if (s.tucked.some((n) => n !== 0)) s.tucked = s.tucked.map(() => 0);
  if (s.scored.some((n) => n !== 0)) s.scored = s.scored.map(() => 0);
  t.emit({ type: 'turn', player: s.current, turn: s.turn, actions: s.actionsLeft });
}

// Card movements: every card that moves goes through here, so every move emits one 'move-card'
// event the table can animate (with the card id only for those who may see it) and bumps the
// change counter. Rule verbs (draw, meld, tuck, score, return, transfer, achieve) build on these.
import type { GameEvent, PlayerId } from '../core/types';
import { endByScore } from './end';
import { handDrawsEchoes } from './draw-age';
import { type CardInfo, INFO } from './facts';
import { recallMove } from './memory';
import type { Table } from './table';
import { addPileIcons, forgetPile } from './board';
import type { CardId, Color, Expansion, InnovationState, Location, Pile, PlayerState, Zone } from './types';
import { COLORS, MAX_AGE } from './types';

export type { Location } from './types';

/** How a card moved, for the log and the animation. */
export type Verb =
  | 'draw'
  | 'meld'
  | 'tuck'
  | 'score'
  | 'return'
  | 'transfer'
  | 'achieve'
  | 'remove'
  | 'setup'
  /** Echoes: put into a forecast, and melded out of one after a Meld action. */
  | 'foreshadow'
  | 'promote';

export interface Place {
  zone: Zone;
  player?: PlayerId;
  age?: number;
  color?: Color;
  /** A supply pile of an expansion (Echoes); absent for the base piles. */
  set?: Expansion;
}

export function locate(s: InnovationState, card: CardId): Location | null {
  const info = INFO[card];
  if (info === undefined) return null;
  const ci = info.color;
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p] as PlayerState;
    let i = pl.hand.indexOf(card);
    if (i >= 0) return { zone: 'hand', player: p, index: i };
    i = pl.score.indexOf(card);
    if (i >= 0) return { zone: 'score', player: p, index: i };
    i = (pl.piles[ci] as Pile).cards.indexOf(card);
    if (i >= 0) return { zone: 'board', player: p, index: i, color: COLORS[ci] as Color };
    i = pl.achievements.indexOf(card);
    if (i >= 0) return { zone: 'achievements', player: p, index: i };
    if (pl.forecast !== undefined) {
      i = pl.forecast.indexOf(card);
      if (i >= 0) return { zone: 'forecast', player: p, index: i };
    }
  }
  if (info.echoes) {
    const i = s.echoes ? (s.echoes[info.age - 1] as CardId[]).indexOf(card) : -1;
    if (i >= 0) return { zone: 'supply', player: -1, index: i, set: 'echoes' };
  }
  let i = info.echoes ? -1 : (s.supply[info.age - 1] as CardId[]).indexOf(card);
  if (i >= 0) return { zone: 'supply', player: -1, index: i };
  i = s.achievements.indexOf(card);
  if (i >= 0) return { zone: 'achievements', player: -1, index: i };
  i = s.removed.indexOf(card);
  if (i >= 0) return { zone: 'removed', player: -1, index: i };
  return null;
}

/**
 * p's pile of colour index ci, writable, with its icons taken out of p's totals: the caller changes
 * it and then calls closePile, which counts them back in. Marks p for the special-achievement check.
 */
export function openPile(t: Table, p: PlayerId, ci: number): Pile {
  const pile = t.pile(p, ci);
  addPileIcons(pile, (t.s.players[p] as PlayerState).icons, -1);
  t.unchecked |= 1 << p;
  t.uncheckedPiles |= 1 << (5 * p + ci);
  forgetPile(pile);
  return pile;
}

export function closePile(t: Table, p: PlayerId, ci: number): void {
  const pl = t.s.players[p] as PlayerState;
  addPileIcons(pl.piles[ci] as Pile, pl.icons, 1);
  forgetPile(pl.piles[ci] as Pile);
}

/** The list holding the card (not a pile), made writable (copy-on-write) for this apply. */
function listAt(t: Table, info: CardInfo, loc: Location): CardId[] {
  const age = info.age;
  if (loc.player < 0) {
    if (loc.zone === 'supply') return info.echoes ? t.echoesPile(age) : t.supplyPile(age);
    if (loc.zone === 'achievements') return t.list('achievements');
    return t.list('removed');
  }
  if (loc.zone === 'hand') return t.hand(loc.player);
  if (loc.zone === 'score') return t.scorePile(loc.player);
  if (loc.zone === 'forecast') return t.forecastOf(loc.player);
  return t.achievementsOf(loc.player);
}

/** Removes list[i] in place (splice would also build an array of the removed card). */
function removeAt(list: CardId[], i: number): void {
  for (let k = i + 1; k < list.length; k++) list[k - 1] = list[k] as CardId;
  list.pop();
}

/** Puts the card first (at the bottom), moving the others up. */
function insertFirst(list: CardId[], card: CardId): void {
  list.push(card);
  for (let k = list.length - 1; k > 0; k--) list[k] = list[k - 1] as CardId;
  list[0] = card;
}

/** Takes the card out of wherever it lies. A pile left with fewer than two cards loses its splay. */
function take(t: Table, card: CardId, info: CardInfo, known: Location | null): Location {
  const loc = known ?? locate(t.s, card);
  if (!loc) throw new Error(`Card '${card}' is nowhere`);
  if (loc.zone === 'board') {
    const pile = openPile(t, loc.player, info.color);
    removeAt(pile.cards, loc.index);
    if (pile.cards.length < 2) pile.splay = 'none';
    closePile(t, loc.player, info.color);
  } else removeAt(listAt(t, info, loc), loc.index);
  // The forecast's size is Destiny's condition.
  if (loc.zone === 'forecast') t.unchecked |= 1 << loc.player;
  return loc;
}

// Places and seer lists in events are shared constants (frozen: nobody may change them), made
// once, since every card that moves names two places.
const SEATS = [0, 1, 2, 3];
const place = (p: Place): Place => Object.freeze(p);
const SUPPLY_AT = Array.from({ length: MAX_AGE + 1 }, (_, age) => place({ zone: 'supply', age }));
const ECHOES_AT = Array.from({ length: MAX_AGE + 1 }, (_, age) => place({ zone: 'supply', age, set: 'echoes' }));
const SHARED_AT: Partial<Record<Zone, Place>> = {
  achievements: place({ zone: 'achievements' }),
  removed: place({ zone: 'removed' }),
};
const PLAYER_ZONES = ['hand', 'score', 'achievements', 'forecast'] as const;
const PLAYER_AT = SEATS.map((player) => {
  const at: Partial<Record<Zone, Place>> = {};
  for (const zone of PLAYER_ZONES) at[zone] = place({ zone, player });
  return at;
});
const BOARD_AT = SEATS.map((player) => COLORS.map((color) => place({ zone: 'board', player, color })));
/** SEERS[a + 1][b + 1]: the seats that see a card move between private places of seats a and b (-1: none). */
const SEERS = [-1, ...SEATS].map((a) =>
  [-1, ...SEATS].map((b) => Object.freeze([...(a >= 0 ? [a] : []), ...(b >= 0 && b !== a ? [b] : [])])),
);

function placeOf(loc: Location, info: CardInfo): Place {
  if (loc.zone === 'supply') return (info.echoes ? ECHOES_AT : SUPPLY_AT)[info.age] as Place;
  if (loc.player < 0) return SHARED_AT[loc.zone] ?? place({ zone: loc.zone });
  if (loc.zone === 'board') return (BOARD_AT[loc.player] as Place[])[info.color] as Place;
  return (PLAYER_AT[loc.player] as Partial<Record<Zone, Place>>)[loc.zone] ?? place({ zone: loc.zone, player: loc.player });
}

const isPublic = (p: Place) => p.zone === 'board' || p.zone === 'removed' || p.zone === 'revealed';
/** The seat whose private place (hand, score pile, forecast) this is; -1 for any other place. */
const privateOwner = (p: Place): PlayerId =>
  (p.zone === 'hand' || p.zone === 'score' || p.zone === 'forecast') && p.player !== undefined ? p.player : -1;

const seerBits = (seers: readonly PlayerId[]): number => {
  let bits = 0;
  for (let i = 0; i < seers.length; i++) bits |= 1 << (seers[i] as number);
  return bits;
};

/** Who may see the card's identity as it moves: everyone if either end is public. */
function knownTo(from: Place, to: Place): readonly PlayerId[] | null {
  if (isPublic(from) || isPublic(to)) return null;
  return (SEERS[privateOwner(from) + 1] as (readonly PlayerId[])[])[privateOwner(to) + 1] as readonly PlayerId[];
}

/** How many cards the supply pile of this card's age and set holds now. */
const sourcePileLength = (t: Table, info: CardInfo): number =>
  ((info.echoes ? t.s.echoes?.[info.age - 1] : t.s.supply[info.age - 1]) ?? []).length;

/**
 * Moves a card to a zone. Board: on top (or at the bottom when tucking). Supply: at the bottom of
 * its own set's pile (on top with `onTop`: Telescope).
 */
export function moveCard(
  t: Table,
  card: CardId,
  zone: Exclude<Zone, 'revealed'>,
  player: PlayerId,
  verb: Verb,
  bottom = false,
  from: Location | null = null,
  onTop = false,
): void {
  const info = INFO[card];
  if (info === undefined) throw new Error(`Unknown card '${card}'`);
  const age = info.age;
  const left = take(t, card, info, from);
  const fromPlace = placeOf(left, info);
  let to: Place;
  if (zone === 'supply') {
    const pile = info.echoes ? t.echoesPile(age) : t.supplyPile(age);
    if (onTop) pile.push(card);
    else insertFirst(pile, card);
    to = (info.echoes ? ECHOES_AT : SUPPLY_AT)[age] as Place;
  } else if (zone === 'removed') {
    t.list('removed').push(card);
    to = SHARED_AT.removed as Place;
  } else if (zone === 'achievements' && player < 0) {
    t.list('achievements').push(card);
    to = SHARED_AT.achievements as Place;
  } else if (zone === 'board') {
    const cards = openPile(t, player, info.color).cards;
    if (bottom) insertFirst(cards, card);
    else cards.push(card);
    closePile(t, player, info.color);
    to = (BOARD_AT[player] as Place[])[info.color] as Place;
  } else {
    if (zone === 'hand') t.hand(player).push(card);
    else if (zone === 'score') t.scorePile(player).push(card);
    else if (zone === 'forecast') {
      t.forecastOf(player).push(card);
      t.unchecked |= 1 << player;
    } else t.achievementsOf(player).push(card);
    to = (PLAYER_AT[player] as Partial<Record<Zone, Place>>)[zone] as Place;
  }
  t.changes++;
  const seers = t.s.revealed?.includes(card) ? null : knownTo(fromPlace, to);
  recallMove(t, card, age, left, zone, player, seers === null ? -1 : seerBits(seers));
  if (t.events === null) return;
  const event: GameEvent =
    seers === null
      ? { type: 'move-card', verb, card, age, from: fromPlace, to }
      : { type: 'move-card', verb, card, age, from: fromPlace, to, knownTo: seers };
  // An Echoes card's back shows its set: everyone may know it, whoever sees the face.
  if (info.echoes) event.set = 'echoes';
  // Which end of a supply pile a card goes to or comes from is in plain sight, and the watchers of
  // the pile need it to keep the places they know: say so where it is not the usual end (a card
  // returned goes to the bottom, a card drawn comes off the top).
  if (zone === 'supply' && onTop) event.toTop = true;
  if (left.zone === 'supply' && left.index === 0 && left.index < sourcePileLength(t, info)) event.fromBottom = true;
  t.emit(event);
}

/**
 * Draws for player p: a value below 1 draws a 1; an empty pile draws from the next higher one;
 * past the last age (10, or the maxAge variant) the game ends by score. With Echoes, the value is
 * found over the base piles first; then the draw rule may take the Echoes card of that value
 * instead, unless that Echoes pile is empty (an empty Echoes pile never skips an age).
 */
export function drawCard(t: Table, p: PlayerId, age: number): CardId {
  let a = Math.max(age, 1);
  const limit = Math.min(MAX_AGE, t.s.options.maxAge);
  while (a <= limit && (t.s.supply[a - 1] as CardId[]).length === 0) a++;
  if (a > limit) endByScore(t);
  const echoes = t.s.echoes;
  if (echoes !== undefined && (echoes[a - 1] as CardId[]).length > 0 && handDrawsEchoes((t.s.players[p] as PlayerState).hand)) {
    const pile = echoes[a - 1] as CardId[];
    const index = pile.length - 1;
    const card = pile[index] as CardId;
    moveCard(t, card, 'hand', p, 'draw', false, { zone: 'supply', player: -1, index, set: 'echoes' });
    return card;
  }
  const pile = t.s.supply[a - 1] as CardId[];
  const index = pile.length - 1;
  const card = pile[index] as CardId;
  moveCard(t, card, 'hand', p, 'draw', false, { zone: 'supply', player: -1, index }); // the top card: no search
  return card;
}

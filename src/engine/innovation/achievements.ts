// Achievements: age achievements claimed by the achieve action, and the five special achievements
// claimed the moment their condition holds (checked after every change, in turn order from the
// current player) or when a card awards one.
import type { PlayerId } from '../core/types';
import { highestTop, pileRichIcons, pileShows, points } from './board';
import { specialBit } from './coverage';
import { checkAchievementWin } from './end';
import { type CardInfo, INFO, ageOf } from './facts';
import type { Table } from './table';
import { moveCard } from './zones';
import type { CardId, EchoesSpecial, InnovationState, Pile, PlayerState, Special } from './types';
import { ECHOES_SPECIALS, ICONS, SPECIALS } from './types';

const SPECIAL_LIST: readonly Special[] = SPECIALS;
const ICON_COUNT = ICONS.length;
const CLOCK = ICONS.indexOf('clock');
const SPECIAL_SET: ReadonlySet<string> = new Set([...SPECIALS, ...ECHOES_SPECIALS]);

/** Bit k set for each special of SPECIALS[k] still available (compares, not a lookup by name: this runs often). */
function openSpecials(achievements: readonly string[]): number {
  let open = 0;
  for (const id of achievements) {
    for (let k = 0; k < SPECIAL_LIST.length; k++) if (id === SPECIAL_LIST[k]) open |= 1 << k;
  }
  return open;
}
export const isSpecial = (id: string): id is Special => SPECIAL_SET.has(id);

/** Monument: six tucks or six scores by one player in this turn. */
function hasMonument(s: InnovationState, p: PlayerId): boolean {
  return (s.tucked[p] ?? 0) >= 6 || (s.scored[p] ?? 0) >= 6;
}

/** Empire: three visible icons of each of the six types. */
function hasEmpire(counts: readonly number[]): boolean {
  for (let i = 0; i < ICON_COUNT; i++) if ((counts[i] as number) < 3) return false;
  return true;
}

/** Wonder: five colours, each splayed right or up. */
function hasWonder(pl: PlayerState): boolean {
  for (let ci = 0; ci < pl.piles.length; ci++) {
    const pile = pl.piles[ci] as Pile;
    if (pile.cards.length === 0 || (pile.splay !== 'right' && pile.splay !== 'up')) return false;
  }
  return true;
}

/** Universe: five top cards, each of value 8 or more. */
function hasUniverse(pl: PlayerState): boolean {
  for (let ci = 0; ci < pl.piles.length; ci++) {
    const cards = (pl.piles[ci] as Pile).cards;
    const n = cards.length;
    if (n === 0 || (INFO[cards[n - 1] as CardId] as CardInfo).age < 8) return false;
  }
  return true;
}

export function meetsSpecial(s: InnovationState, p: PlayerId, special: Special): boolean {
  const k = SPECIAL_LIST.indexOf(special);
  if (k < 0) return meetsEchoesSpecial(s.players[p] as PlayerState, special as EchoesSpecial);
  return (metSpecials(s, p) & (1 << k)) !== 0;
}

/** The special conditions p meets now, bit k for SPECIALS[k] (monument, empire, world, wonder, universe). */
function metSpecials(s: InnovationState, p: PlayerId): number {
  const pl = s.players[p] as PlayerState;
  let met = 0;
  if (hasMonument(s, p)) met |= 1;
  if (hasEmpire(pl.icons)) met |= 2;
  if ((pl.icons[CLOCK] as number) >= 12) met |= 4;
  // Wonder and Universe need five colours (indexed loops: this runs after every change).
  for (let ci = 0; ci < pl.piles.length; ci++) if ((pl.piles[ci] as Pile).cards.length === 0) return met;
  if (hasWonder(pl)) met |= 8;
  if (hasUniverse(pl)) met |= 16;
  return met;
}

/** Claims a special achievement if it is still available. Returns whether it was claimed. */
export function claimSpecial(t: Table, p: PlayerId, special: Special): boolean {
  const i = t.s.achievements.indexOf(special);
  if (i < 0) return false;
  t.list('achievements').splice(i, 1);
  offerRead = null;
  const k = SPECIAL_LIST.indexOf(special);
  if (t.openSpecials >= 0 && k >= 0) t.openSpecials &= ~(1 << k);
  const e = ECHOES_SPECIAL_INDEX.get(special);
  if (t.openEchoesSpecials >= 0 && e !== undefined) t.openEchoesSpecials &= ~(1 << e);
  t.achievementsOf(p).push(special);
  t.changes++;
  t.see(specialBit(special));
  t.emit({ type: 'achieve', player: p, special });
  checkAchievementWin(t, p);
  return true;
}

/**
 * The last state an apply left with every change checked for specials (settleChecks): in it nobody
 * meets a special still on offer, since every seat or pile that changed was checked after the
 * change and the offer only shrinks. An apply from it (the next move of a game, a playout or a
 * search line) starts with nothing to check (startChecks), so its first check looks only at what
 * the apply itself changed; from any other state (a set-up, a scenario, a determinized world, an
 * older state) the first check looks at everyone. One slot, not a set of every settled state: a
 * WeakSet entry per apply cost more than the checks it spared. States are frozen once an apply
 * returns them, so what the slot says stays true; it only spares work, never changes a result.
 */
let settled: InnovationState | null = null;

/** Called as an apply starts from `source`: nothing to check yet if `source` is settled. */
export function startChecks(t: Table, source: InnovationState): void {
  if (source === settled) {
    t.unchecked = 0;
    t.uncheckedPiles = 0;
  }
}

/** Called as an apply ends: its state is the settled one if every change was checked and play goes on. */
export function settleChecks(t: Table): void {
  settled = t.unchecked === 0 && t.uncheckedPiles === 0 && t.s.phase === 'play' ? t.s : null;
}

/**
 * After every change: anyone who now meets a special condition claims it, current player first.
 * Only seats whose board or Monument counters changed since the last check can newly qualify (the
 * conditions read nothing else, and the available specials only ever shrink), so only they are
 * looked at; the first check of an apply looks at everyone, unless the apply started from a
 * settled state (startChecks). The conditions are a few reads of kept totals and rarely hold; which
 * specials are still available is looked up only then.
 */
export function checkSpecials(t: Table): void {
  const s = t.s;
  if (s.phase !== 'play' || t.unchecked === 0) return;
  const unchecked = t.unchecked;
  const uncheckedPiles = t.uncheckedPiles;
  t.unchecked = 0;
  t.uncheckedPiles = 0;
  const n = s.options.players;
  for (let i = 0; i < n; i++) {
    const p = (s.current + i) % n;
    if (!(unchecked & (1 << p))) continue;
    const met = metSpecials(s, p);
    if (met === 0) continue;
    if (t.openSpecials < 0) t.openSpecials = openSpecials(s.achievements);
    for (let k = 0; k < SPECIAL_LIST.length; k++) {
      if (met & t.openSpecials & (1 << k)) claimSpecial(t, p, SPECIAL_LIST[k] as Special);
    }
  }
  if (s.echoes !== undefined) checkEchoesSpecials(t, unchecked, uncheckedPiles);
}

/**
 * Echoes' five specials: checked like the base ones, for the seats whose board or forecast changed.
 * Each seat first passes cheap gates (kept totals and pile sizes, echoesWithin); only when one
 * passes is the offer read, once an apply (Table.openEchoesSpecials, kept up to date as specials
 * are claimed), so a check after a change tests in full only what can still be claimed.
 */
function checkEchoesSpecials(t: Table, unchecked: number, uncheckedPiles: number): void {
  if (t.openEchoesSpecials === 0) return;
  const s = t.s;
  const n = s.options.players;
  for (let i = 0; i < n; i++) {
    const p = (s.current + i) % n;
    if (!(unchecked & (1 << p))) continue;
    const piles = (uncheckedPiles >>> (5 * p)) & 0b11111;
    const within = echoesWithin(s.players[p] as PlayerState, piles);
    if (within === 0) continue;
    if (t.openEchoesSpecials < 0) t.openEchoesSpecials = echoesSpecialsOnOffer(s.achievements);
    for (let k = 0; k < ECHOES_SPECIALS.length; k++) {
      if (!(t.openEchoesSpecials & within & (1 << k))) continue;
      const sp = ECHOES_SPECIALS[k] as EchoesSpecial;
      // claimSpecial takes the special off the offer (openEchoesSpecials) for the seats after p.
      if (meetsEchoesSpecial(t.s.players[p] as PlayerState, sp, piles)) claimSpecial(t, p, sp);
    }
  }
}

const SUPREMACY = 1 << ECHOES_SPECIALS.indexOf('supremacy');
const DESTINY = 1 << ECHOES_SPECIALS.indexOf('destiny');
const WEALTH = 1 << ECHOES_SPECIALS.indexOf('wealth');
const HERITAGE = 1 << ECHOES_SPECIALS.indexOf('heritage');
const HISTORY = 1 << ECHOES_SPECIALS.indexOf('history');

/**
 * The Echoes specials (bit k for ECHOES_SPECIALS[k]) a board is within reach of, by what is read
 * without counting a pile: twelve of one icon for Supremacy (four piles of three), seven forecast
 * cards for Destiny, eight bonuses that may show for Wealth (an unsplayed pile's top card's, and
 * one per card of a splayed pile), a changed splayed pile of eight cards (Heritage) or four
 * (History). A special outside this mask cannot be met now.
 */
function echoesWithin(pl: PlayerState, piles: number): number {
  let within = 0;
  const icons = pl.icons;
  for (let k = 0; k < ICON_COUNT; k++) {
    if ((icons[k] as number) >= 12) {
      within |= SUPREMACY;
      break;
    }
  }
  if ((pl.forecast?.length ?? 0) >= 7) within |= DESTINY;
  let shown = 0;
  for (let ci = 0; ci < pl.piles.length; ci++) {
    const pile = pl.piles[ci] as Pile;
    const n = pile.cards.length;
    if (pile.splay === 'none') {
      // Most piles, and mostly base cards on top, which have no bonus.
      if (n > 0 && (INFO[pile.cards[n - 1] as CardId] as CardInfo).bonus > 0) shown++;
      continue;
    }
    shown += n;
    if (!(piles & (1 << ci))) continue;
    if (n >= 8) within |= HERITAGE;
    if (n >= 4) within |= HISTORY;
  }
  if (shown >= 8) within |= WEALTH;
  return within;
}

/**
 * The last list echoesSpecialsOnOffer read, its length then and its answer: the list is shared
 * from state to state until something in it changes, and a special leaves it only through
 * claimSpecial, which forgets this answer (an apply edits its own copy of the list in place).
 */
let offerRead: { list: readonly string[]; n: number; bits: number } | null = null;

/** Bit k set for each special of ECHOES_SPECIALS[k] on offer. */
function echoesSpecialsOnOffer(offered: readonly string[]): number {
  if (offerRead !== null && offerRead.list === offered && offerRead.n === offered.length) return offerRead.bits;
  let bits = 0;
  for (let i = 0; i < offered.length; i++) {
    const k = ECHOES_SPECIAL_INDEX.get(offered[i] as string);
    if (k !== undefined) bits |= 1 << k;
  }
  offerRead = { list: offered, n: offered.length, bits };
  return bits;
}
const ECHOES_SPECIAL_INDEX: ReadonlyMap<string, number> = new Map(ECHOES_SPECIALS.map((sp, k) => [sp, k]));

/** Supremacy: one icon type showing three or more times in each of four piles. */
function hasSupremacy(pl: PlayerState): boolean {
  // Four piles of three need twelve of one icon on the board (the kept totals say so at once).
  let most = 0;
  for (let i = 0; i < ICON_COUNT; i++) if ((pl.icons[i] as number) > most) most = pl.icons[i] as number;
  if (most < 12) return false;
  // Each pile's icons showing three times or more, remembered per pile (pileRichIcons): an icon
  // in four of the five masks.
  const piles = pl.piles;
  let one = 0;
  let two = 0;
  let three = 0;
  let four = 0;
  for (let ci = 0; ci < piles.length; ci++) {
    const rich = pileRichIcons(piles[ci] as Pile);
    four |= three & rich;
    three |= two & rich;
    two |= one & rich;
    one |= rich;
  }
  return four !== 0;
}

/**
 * Echoes' conditions (special-achievements.json): Supremacy, one icon type showing three or more
 * times in each of four colours; Destiny, seven forecast cards; Wealth, eight visible bonuses;
 * Heritage, a pile showing eight hexes; History, a pile showing four echo effects. `piles` (bit ci)
 * limits Heritage and History to the piles that changed since the last check (all by default).
 */
export function meetsEchoesSpecial(pl: PlayerState, special: EchoesSpecial, piles = 0b11111): boolean {
  switch (special) {
    case 'supremacy':
      return hasSupremacy(pl);
    case 'destiny':
      return (pl.forecast?.length ?? 0) >= 7;
    case 'wealth':
      return hasWealth(pl);
    case 'heritage':
      // A pile shows at most one hex per card, and an unsplayed pile only its top card's.
      return somePile(pl, piles, 8, 8);
    case 'history':
      // ...and the same holds for echo effects.
      return somePile(pl, piles, 4, 0);
  }
}

/** Whether one of the piles in `piles` (bit ci) shows `least` of what pileShows keeps at bit `shift` (one per card at most). */
function somePile(pl: PlayerState, piles: number, least: number, shift: number): boolean {
  for (let ci = 0; ci < pl.piles.length; ci++) {
    if (!(piles & (1 << ci))) continue;
    const pile = pl.piles[ci] as Pile;
    if (pile.cards.length >= least && pile.splay !== 'none' && ((pileShows(pile) >> shift) & 0xff) >= least) return true;
  }
  return false;
}

/** Wealth: eight visible bonuses on a board. */
function hasWealth(pl: PlayerState): boolean {
  const piles = pl.piles;
  // At most one bonus per card, and an unsplayed pile shows only its top card's: boards with
  // fewer than eight cards that show anything cannot show eight.
  let shown = 0;
  for (let ci = 0; ci < piles.length; ci++) {
    const pile = piles[ci] as Pile;
    const n = pile.cards.length;
    shown += pile.splay === 'none' ? Math.min(n, 1) : n;
  }
  if (shown < 8) return false;
  let n = 0;
  for (let ci = 0; ci < piles.length; ci++) n += (pileShows(piles[ci] as Pile) >> 16) & 0xff;
  return n >= 8;
}

/** Ages p may achieve now (available, 5×age points, a top card of at least that age), ascending. */
export function achievableAges(s: InnovationState, p: PlayerId): number[] {
  const pl = s.players[p] as PlayerState;
  const top = highestTop(pl);
  const out: number[] = [];
  if (top < 1) return out;
  let ages = 0; // bit per age on offer, up to the highest top card
  const offered = s.achievements;
  for (let i = 0; i < offered.length; i++) {
    const card = INFO[offered[i] as string]; // undefined for a special
    if (card !== undefined && card.age <= top) ages |= 1 << card.age;
  }
  // The score is read only when an age is on offer within the top card's reach (with Echoes it
  // reads every pile's bonuses, and this runs for every legal-move list of a turn).
  if (ages === 0) return out;
  const limit = Math.min(Math.floor(points(pl) / 5), top);
  for (let age = 1; age <= limit; age++) if (ages & (1 << age)) out.push(age);
  return out;
}

/** Whether p may achieve any age now (achievableAges is not empty), without listing them. */
export function canAchieveAny(s: InnovationState, p: PlayerId): boolean {
  const pl = s.players[p] as PlayerState;
  const limit = Math.min(Math.floor(points(pl) / 5), highestTop(pl));
  if (limit < 1) return false;
  const offered = s.achievements;
  for (let i = 0; i < offered.length; i++) {
    const card = INFO[offered[i] as string];
    if (card !== undefined && card.age <= limit) return true;
  }
  return false;
}

/** The available age-achievement card of that age, if any. */
export function ageAchievement(s: InnovationState, age: number): CardId | null {
  for (const id of s.achievements) if (!isSpecial(id) && ageOf(id) === age) return id;
  return null;
}

/** The achieve action: 5×age points and a top card of at least that age. */
export function canAchieve(s: InnovationState, p: PlayerId, age: number): boolean {
  const pl = s.players[p] as PlayerState;
  return ageAchievement(s, age) !== null && points(pl) >= 5 * age && highestTop(pl) >= age;
}

export function claimAgeAchievement(t: Table, p: PlayerId, card: CardId): void {
  moveCard(t, card, 'achievements', p, 'achieve');
  t.emit({ type: 'achieve', player: p, age: ageOf(card) });
  checkAchievementWin(t, p);
}

export const pileCount = (pl: PlayerState): number => pl.piles.filter((x: Pile) => x.cards.length > 0).length;

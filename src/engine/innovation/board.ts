// Reading a board: top cards, highest top value, and visible icons under each splay.
import { type CardInfo, INFO } from './facts';
import type { CardId, Color, Icon, Pile, PlayerState, Splay } from './types';
import { COLORS, ICONS } from './types';

const info = INFO;
const COLOR_LIST = COLORS;
const ICON_LIST: readonly Icon[] = ICONS;

/** Icon slots of a covered card that a splay shows (top cards show all four). */
export const VISIBLE_SLOTS: Record<Splay, readonly number[]> = {
  none: [],
  left: [3],
  right: [0, 1],
  up: [1, 2, 3],
};
const SLOTS = VISIBLE_SLOTS;
/** VISIBLE_SLOTS as bit masks (bit k for slot k): a shift and a test instead of a list search, per card. */
const SLOT_MASK: Record<Splay, number> = { none: 0, left: 0b1000, right: 0b0011, up: 0b1110 };

export function topOf(pile: Pile): CardId | null {
  const n = pile.cards.length;
  return n === 0 ? null : (pile.cards[n - 1] as CardId);
}

export function topCards(player: PlayerState): CardId[] {
  const out: CardId[] = [];
  for (const pile of player.piles) {
    const n = pile.cards.length;
    if (n > 0) out.push(pile.cards[n - 1] as CardId);
  }
  return out;
}

/** Whether the card is one of the player's top cards (read from its own colour's pile, no list made). */
export function isTopCard(player: Pick<PlayerState, 'piles'>, card: CardId): boolean {
  const c = info[card];
  if (c === undefined) return false;
  const cards = (player.piles[c.color] as Pile).cards;
  return cards.length > 0 && cards[cards.length - 1] === card;
}

export function pileOf(player: PlayerState, color: Color): Pile {
  return player.piles[COLOR_LIST.indexOf(color)] as Pile;
}

/** Colours with at least one card on the board. */
export function boardColors(player: PlayerState): Color[] {
  const out: Color[] = [];
  for (let i = 0; i < 5; i++) if ((player.piles[i] as Pile).cards.length > 0) out.push(COLOR_LIST[i] as Color);
  return out;
}

/** The value used by the draw action: the highest top card, 0 with an empty board. */
export function highestTop(player: Pick<PlayerState, 'piles'>): number {
  let best = 0;
  const piles = player.piles;
  for (let ci = 0; ci < piles.length; ci++) {
    const cards = (piles[ci] as Pile).cards;
    const n = cards.length;
    if (n > 0) {
      const age = (info[cards[n - 1] as CardId] as { age: number }).age;
      if (age > best) best = age;
    }
  }
  return best;
}

/** Adds `sign` times the visible icons of one pile into counts (indexed like ICONS). */
export function addPileIcons(pile: Pile, counts: number[], sign = 1): void {
  const n = pile.cards.length;
  if (n === 0) return;
  const top = (info[pile.cards[n - 1] as CardId] as { icons: readonly number[] }).icons;
  for (let s = 0; s < 4; s++) {
    const k = top[s] as number;
    if (k >= 0) counts[k] = (counts[k] as number) + sign;
  }
  const slots = SLOTS[pile.splay];
  if (slots.length === 0) return;
  for (let i = 0; i < n - 1; i++) {
    const icons = (info[pile.cards[i] as CardId] as { icons: readonly number[] }).icons;
    for (let j = 0; j < slots.length; j++) {
      const k = icons[slots[j] as number] as number;
      if (k >= 0) counts[k] = (counts[k] as number) + sign;
    }
  }
}

/**
 * Visible counts of all six icons on a board, indexed like ICONS, counted from the piles (the UI
 * passes a view's piles). The engine reads the player's kept totals instead (PlayerState.icons).
 */
export function iconCounts(player: Pick<PlayerState, 'piles'>): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const pile of player.piles) addPileIcons(pile, counts);
  return counts;
}

/** Visible count of one icon in one pile. */
export function pileIcons(pile: Pile, icon: Icon): number {
  const counts = [0, 0, 0, 0, 0, 0];
  addPileIcons(pile, counts);
  return counts[ICON_LIST.indexOf(icon)] as number;
}

/** Visible count of one icon on a whole board (its kept total when the player has one). */
export function boardIcons(player: Pick<PlayerState, 'piles'> & { icons?: number[] }, icon: Icon): number {
  const counts = player.icons ?? iconCounts(player);
  return counts[ICON_LIST.indexOf(icon)] as number;
}

/** Whether slot k of the card at position i of the pile shows (the top card shows all four). */
function slotShows(pile: Pile, i: number, k: number): boolean {
  return i === pile.cards.length - 1 || (k >= 0 && (SLOT_MASK[pile.splay] >> k) & 1) === 1;
}

/** Echoes: the visible bonus values of one pile, bottom first. */
export function pileBonuses(pile: Pile): number[] {
  const out: number[] = [];
  for (let i = 0; i < pile.cards.length; i++) {
    const c = info[pile.cards[i] as CardId] as CardInfo;
    if (c.bonus > 0 && slotShows(pile, i, c.bonusSlot)) out.push(c.bonus);
  }
  return out;
}

/** Echoes: the visible bonus values on a board (top cards plus what splays uncover), pile by pile. */
export function visibleBonuses(player: Pick<PlayerState, 'piles'>): number[] {
  const out: number[] = [];
  for (const pile of player.piles) for (const b of pileBonuses(pile)) out.push(b);
  return out;
}

/**
 * Echoes: the points bonuses add to a score: the highest visible bonus, plus 1 for each other one.
 * (Read from each pile's remembered counts, pileShows: the score is read at every achieve check.)
 */
export function bonusPoints(player: Pick<PlayerState, 'piles'>): number {
  let best = 0;
  let count = 0;
  const piles = player.piles;
  for (let p = 0; p < piles.length; p++) {
    const shows = pileShows(piles[p] as Pile);
    count += (shows >> 16) & 0xff;
    if (shows >>> 24 > best) best = shows >>> 24;
  }
  return count === 0 ? 0 : best + count - 1;
}

/** Echoes: the cards of a pile whose echo effect is visible, deepest first (the top card last). */
export function pileEchoes(pile: Pile): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < pile.cards.length; i++) {
    const c = info[pile.cards[i] as CardId] as CardInfo;
    if (c.echoSlot >= 0 && slotShows(pile, i, c.echoSlot)) out.push(pile.cards[i] as CardId);
  }
  return out;
}

/**
 * Echoes: the visible echo effects, hexes and bonuses of a pile packed in one number (echoes in
 * bits 0-7, hexes 8-15, bonuses 16-23, the highest visible bonus, 11 at most, 24-27), remembered per
 * splayed pile (an unsplayed one is read from its top card): the special-achievement check reads
 * every unchanged pile after every change. A pile changes only through zones.ts openPile, which
 * forgets it (forgetPile); the entry also keeps the cards list, its length and the splay it was
 * counted with, and is counted again if any of them differs (a pile changed some other way).
 * The memory is a small ring of the piles read last (see SHOWN_PILES), not a WeakMap.
 */
export function pileShows(pile: Pile): number {
  const cards = pile.cards;
  // An unsplayed pile shows its top card alone: read it, no lookup (most piles, most of the time).
  if (pile.splay === 'none') return cards.length === 0 ? 0 : (info[cards[cards.length - 1] as CardId] as CardInfo).shows;
  const known = shownEntry(pile);
  if (known !== null && known.cards === cards && known.n === cards.length && known.splay === pile.splay) return known.shows;
  let shows = 0;
  let best = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = info[cards[i] as CardId] as CardInfo;
    if (c.echoSlot >= 0 && slotShows(pile, i, c.echoSlot)) shows += 1;
    if (c.hexSlot >= 0 && slotShows(pile, i, c.hexSlot)) shows += 1 << 8;
    if (c.bonus > 0 && slotShows(pile, i, c.bonusSlot)) {
      shows += 1 << 16;
      if (c.bonus > best) best = c.bonus;
    }
  }
  shows += best << 24;
  const entry = known ?? nextShownEntry(pile);
  entry.cards = cards;
  entry.n = cards.length;
  entry.splay = pile.splay;
  entry.shows = shows;
  entry.rich = -1;
  return shows;
}

/**
 * Echoes (Supremacy): the icons showing three or more times in a pile, bit k for ICONS[k],
 * remembered with pileShows' entry (counted the first time it is asked for after a change).
 */
export function pileRichIcons(pile: Pile): number {
  // An unsplayed pile (pileShows keeps no entry for it) shows its top card's four slots alone.
  const cards = pile.cards;
  if (pile.splay === 'none') return cards.length === 0 ? 0 : (info[cards[cards.length - 1] as CardId] as CardInfo).rich;
  let known = shownEntry(pile);
  if (known === null || known.cards !== cards || known.n !== cards.length || known.splay !== pile.splay) {
    pileShows(pile); // counts the pile again and keeps its entry
    known = shownEntry(pile) as ShownEntry;
  }
  if (known.rich < 0) known.rich = richIcons(pile);
  return known.rich;
}

function richIcons(pile: Pile): number {
  const counts = RICH_COUNTS.fill(0);
  addPileIcons(pile, counts);
  let rich = 0;
  for (let k = 0; k < counts.length; k++) if ((counts[k] as number) >= 3) rich |= 1 << k;
  return rich;
}
/** Scratch counts for pileRichIcons, reused (nothing holds them between calls). */
const RICH_COUNTS = [0, 0, 0, 0, 0, 0];
interface ShownEntry {
  cards: readonly CardId[];
  n: number;
  splay: Splay;
  shows: number;
  /** Icons showing three or more times (pileRichIcons); -1 until asked for. */
  rich: number;
}
/**
 * pileShows' memory: the last SHOWN_SIZE splayed piles read, in a ring (the oldest entry is
 * reused), each slot a pile and its entry. A playout or a search reads the same few piles again
 * and again (states share unchanged piles), and a ring makes no garbage: a WeakMap entry per
 * changed pile made work for every garbage collection. Holding a few old piles is harmless.
 */
// 16: a two-seat board has ten piles, a few of them splayed; every pile change scans the ring
// twice (zones.ts openPile, closePile), so it is kept small.
const SHOWN_SIZE = 16;
const SHOWN_PILES: (Pile | null)[] = new Array<Pile | null>(SHOWN_SIZE).fill(null);
const SHOWN: ShownEntry[] = Array.from({ length: SHOWN_SIZE }, () => ({ cards: [], n: 0, splay: 'none', shows: 0, rich: -1 }));
let shownNext = 0;
/** Slots in use: none in a process that never read a splayed pile's shows (the base game). */
let shownUsed = 0;

function shownEntry(pile: Pile): ShownEntry | null {
  for (let i = 0; i < shownUsed; i++) if (SHOWN_PILES[i] === pile) return SHOWN[i] as ShownEntry;
  return null;
}

function nextShownEntry(pile: Pile): ShownEntry {
  const i = shownNext;
  shownNext = (i + 1) % SHOWN_SIZE;
  if (shownUsed < SHOWN_SIZE) shownUsed++;
  SHOWN_PILES[i] = pile;
  return SHOWN[i] as ShownEntry;
}

export function forgetPile(pile: Pile): void {
  for (let i = 0; i < shownUsed; i++) if (SHOWN_PILES[i] === pile) SHOWN_PILES[i] = null;
}

/** Echoes: how many hexes of a pile show (Heritage, Loom): hexes count here, and only here. */
export function pileHexes(pile: Pile): number {
  let n = 0;
  for (let i = 0; i < pile.cards.length; i++) {
    const c = info[pile.cards[i] as CardId] as CardInfo;
    if (c.hexSlot >= 0 && slotShows(pile, i, c.hexSlot)) n++;
  }
  return n;
}

/** Total value of a score pile. */
export function scorePileValue(player: Pick<PlayerState, 'score'>): number {
  let sum = 0;
  const score = player.score;
  for (let i = 0; i < score.length; i++) sum += (info[score[i] as CardId] as { age: number }).age;
  return sum;
}

/**
 * A player's score ("points"): the score pile's total value; with Echoes (a seat with a forecast),
 * plus its bonus points. The score everywhere: achieving, comparisons, the end by score.
 */
export function points(player: Pick<PlayerState, 'score' | 'piles' | 'forecast'>): number {
  const sum = scorePileValue(player);
  return player.forecast === undefined ? sum : sum + bonusPoints(player);
}

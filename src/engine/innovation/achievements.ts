// Achievements: age achievements claimed by the achieve action, and the five special achievements
// claimed the moment their condition holds (checked after every change, in turn order from the
// current player) or when a card awards one.
import type { PlayerId } from '../core/types';
import { highestTop, iconCounts, points } from './board';
import { checkAchievementWin } from './end';
import { ageOf } from './facts';
import { turnOrderFrom } from './seats';
import type { Table } from './table';
import { moveCard } from './zones';
import type { CardId, InnovationState, Pile, PlayerState, Special } from './types';
import { ICONS, SPECIALS } from './types';

const SPECIAL_LIST: readonly Special[] = SPECIALS;
const ICON_COUNT = ICONS.length;
const CLOCK = ICONS.indexOf('clock');
const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIALS);
export const isSpecial = (id: string): id is Special => SPECIAL_SET.has(id);

/** Monument: six tucks or six scores by one player in this turn. */
function hasMonument(s: InnovationState, p: PlayerId): boolean {
  return (s.tucked[p] ?? 0) >= 6 || (s.scored[p] ?? 0) >= 6;
}

/** Empire: three visible icons of each of the six types. */
function hasEmpire(counts: number[]): boolean {
  for (let i = 0; i < ICON_COUNT; i++) if ((counts[i] as number) < 3) return false;
  return true;
}

/** Wonder: five colours, each splayed right or up. */
function hasWonder(pl: PlayerState): boolean {
  for (const pile of pl.piles) if (pile.cards.length === 0 || (pile.splay !== 'right' && pile.splay !== 'up')) return false;
  return true;
}

/** Universe: five top cards, each of value 8 or more. */
function hasUniverse(pl: PlayerState): boolean {
  for (const pile of pl.piles) {
    const n = pile.cards.length;
    if (n === 0 || ageOf(pile.cards[n - 1] as CardId) < 8) return false;
  }
  return true;
}

export function meetsSpecial(s: InnovationState, p: PlayerId, special: Special): boolean {
  const pl = s.players[p] as PlayerState;
  switch (special) {
    case 'monument':
      return hasMonument(s, p);
    case 'empire':
      return hasEmpire(iconCounts(pl));
    case 'world':
      return (iconCounts(pl)[CLOCK] as number) >= 12;
    case 'wonder':
      return hasWonder(pl);
    case 'universe':
      return hasUniverse(pl);
  }
}

/** Claims a special achievement if it is still available. Returns whether it was claimed. */
export function claimSpecial(t: Table, p: PlayerId, special: Special): boolean {
  const i = t.s.achievements.indexOf(special);
  if (i < 0) return false;
  t.list('achievements').splice(i, 1);
  t.player(p).achievements.push(special);
  t.changes++;
  t.see(`achievement:${special}`);
  t.emit({ type: 'achieve', player: p, special });
  checkAchievementWin(t, p);
  return true;
}

/** After every change: anyone who now meets a special condition claims it, current player first. */
export function checkSpecials(t: Table): void {
  const s = t.s;
  if (s.phase !== 'play' || t.checkedAt === t.changes) return;
  t.checkedAt = t.changes;
  let any = false;
  for (const id of s.achievements) if (SPECIAL_SET.has(id)) any = true;
  if (!any) return;
  for (const p of turnOrderFrom(s.options.players, s.current)) {
    for (const special of SPECIAL_LIST) {
      if (s.achievements.includes(special) && meetsSpecial(s, p, special)) claimSpecial(t, p, special);
    }
  }
}

/** Ages p may achieve now (available, 5×age points, a top card of at least that age), ascending. */
export function achievableAges(s: InnovationState, p: PlayerId): number[] {
  const pl = s.players[p] as PlayerState;
  const limit = Math.min(Math.floor(points(pl) / 5), highestTop(pl));
  const out: number[] = [];
  if (limit < 1) return out;
  for (const id of s.achievements) {
    if (SPECIAL_SET.has(id)) continue;
    const age = ageOf(id);
    if (age <= limit && !out.includes(age)) out.push(age);
  }
  return out.sort((a, b) => a - b);
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

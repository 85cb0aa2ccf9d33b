// Lookups over the card facts: by id, by age, and the icon tests cards ask ("bears a castle").
import { CARD_FACTS } from './cards/data';
import type { CardFacts, CardId, Color, Icon } from './types';
import { COLORS, ICONS, MAX_AGE } from './types';

const BY_ID: Record<CardId, CardFacts> = Object.create(null);
for (const c of CARD_FACTS) BY_ID[c.id] = c;

/** Hot-path form of the facts: icon slots as indexes into ICONS (-1 for the hex). */
export interface CardInfo {
  /** Position in the card facts (0–104). */
  index: number;
  age: number;
  color: number;
  icons: readonly [number, number, number, number];
}
export const INFO: Record<CardId, CardInfo> = Object.create(null);
for (const [index, c] of CARD_FACTS.entries()) {
  const slot = (i: number) => (ICONS as readonly string[]).indexOf(c.icons[i] as string);
  INFO[c.id] = { index, age: c.age, color: COLORS.indexOf(c.color), icons: [slot(0), slot(1), slot(2), slot(3)] };
}

/** Card ids of each age (index 0 = age 1), in data order. */
export const CARDS_BY_AGE: readonly CardId[][] = Array.from({ length: MAX_AGE }, (_, i) =>
  CARD_FACTS.filter((c) => c.age === i + 1).map((c) => c.id),
);

export const ALL_CARD_IDS: readonly CardId[] = CARD_FACTS.map((c) => c.id);

export function isCardId(id: unknown): id is CardId {
  return typeof id === 'string' && BY_ID[id] !== undefined;
}

export function facts(id: CardId): CardFacts {
  const f = BY_ID[id];
  if (!f) throw new Error(`Unknown card '${id}'`);
  return f;
}

export const ageOf = (id: CardId): number => facts(id).age;
export const colorOf = (id: CardId): Color => facts(id).color;
export const colorIndex = (color: Color): number => COLORS.indexOf(color);
export const nameOf = (id: CardId): string => facts(id).name;

/** "Bears / has an X": printed anywhere on the card, visible or not. */
export function bears(id: CardId, icon: Icon): boolean {
  const icons = facts(id).icons;
  return icons[0] === icon || icons[1] === icon || icons[2] === icon || icons[3] === icon;
}

/** How many times the icon is printed on the card. */
export function printed(id: CardId, icon: Icon): number {
  const icons = facts(id).icons;
  let n = 0;
  for (let i = 0; i < 4; i++) if (icons[i] === icon) n++;
  return n;
}

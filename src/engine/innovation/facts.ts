// Lookups over the card facts: by id, by age, and the icon tests cards ask ("bears a castle").
// The base cards come first (indexes 0–104), then the Echoes cards (105–209): every lookup knows
// both, while the base game's lists (CARDS_BY_AGE, ALL_CARD_IDS) hold base cards only.
import { CARD_FACTS } from './cards/data';
import { ECHOES_FACTS } from './echoes/data';
import type { CardFacts, CardId, CardSet, Color, Icon } from './types';
import { COLORS, ICONS, MAX_AGE } from './types';

const EVERY_FACT: readonly CardFacts[] = [...CARD_FACTS, ...ECHOES_FACTS];
const BY_ID: Record<CardId, CardFacts> = Object.create(null);
for (const c of EVERY_FACT) BY_ID[c.id] = c;

/** Hot-path form of the facts: icon slots as indexes into ICONS (-1 for the hex, echo and bonus slots). */
export interface CardInfo {
  /** Position in the card facts (0–104 base, 105–209 Echoes). */
  index: number;
  age: number;
  color: number;
  icons: readonly [number, number, number, number];
  /** An Echoes card. */
  echoes: boolean;
  /** Slots (0–3) holding the hex, the echo effect and the bonus; -1 when the card has none. */
  hexSlot: number;
  echoSlot: number;
  bonusSlot: number;
  /** The printed bonus value; 0 without a bonus. */
  bonus: number;
  /**
   * Echoes: what the card shows on top of a pile, packed as board.ts pileShows packs a pile (an
   * unsplayed pile shows its top card alone, and the special-achievement checks read it often).
   */
  shows: number;
  /** Icons printed three or more times on the card, bit k for ICONS[k] (Supremacy, on top of a pile). */
  rich: number;
}
export const INFO: Record<CardId, CardInfo> = Object.create(null);
for (const [index, c] of EVERY_FACT.entries()) {
  const slot = (i: number) => (ICONS as readonly string[]).indexOf(c.icons[i] as string);
  const bonusSlot = c.icons.findIndex((i) => i.startsWith('bonus-'));
  const hexSlot = c.icons.indexOf('hex');
  const echoSlot = c.icons.indexOf('echo');
  const bonus = bonusSlot < 0 ? 0 : Number((c.icons[bonusSlot] as string).slice('bonus-'.length));
  let rich = 0;
  for (let k = 0; k < ICONS.length; k++) if (c.icons.filter((i) => i === ICONS[k]).length >= 3) rich |= 1 << k;
  INFO[c.id] = {
    index,
    age: c.age,
    color: COLORS.indexOf(c.color),
    icons: [slot(0), slot(1), slot(2), slot(3)],
    echoes: c.set === 'echoes',
    hexSlot,
    echoSlot,
    bonusSlot,
    bonus,
    // Echo effects in bits 0-7, hexes 8-15, bonuses 16-23 and the highest bonus from bit 24.
    shows: (echoSlot >= 0 ? 1 : 0) + (hexSlot >= 0 ? 1 << 8 : 0) + (bonus > 0 ? (1 << 16) + (bonus << 24) : 0),
    rich,
  };
}

/** Base card ids of each age (index 0 = age 1), in data order. */
export const CARDS_BY_AGE: readonly CardId[][] = Array.from({ length: MAX_AGE }, (_, i) =>
  CARD_FACTS.filter((c) => c.age === i + 1).map((c) => c.id),
);
/** Echoes card ids of each age (index 0 = age 1), in data order (blue, red, green, yellow, purple). */
export const ECHOES_BY_AGE: readonly CardId[][] = Array.from({ length: MAX_AGE }, (_, i) =>
  ECHOES_FACTS.filter((c) => c.age === i + 1).map((c) => c.id),
);

/** The base game's card ids. */
export const ALL_CARD_IDS: readonly CardId[] = CARD_FACTS.map((c) => c.id);
/** The Echoes cards' ids. */
export const ECHOES_CARD_IDS: readonly CardId[] = ECHOES_FACTS.map((c) => c.id);
/** Every card id of every set (base first). */
export const EVERY_CARD_ID: readonly CardId[] = EVERY_FACT.map((c) => c.id);

/**
 * How a seat that cannot see the card names it where it lies: its back, which shows its age and
 * its set. A base card's back is its age (1–10), an Echoes card's the negative of its age.
 */
export const backOf = (id: CardId): number => {
  const info = INFO[id] as CardInfo;
  return info.echoes ? -info.age : info.age;
};
/** The age a back stands for (the absolute value). */
export const backAge = (back: number): number => (back < 0 ? -back : back);

/** Whether the card belongs to Echoes of the Past. */
export const isEchoes = (id: CardId): boolean => INFO[id]?.echoes === true;
export const setOf = (id: CardId): CardSet => (INFO[id]?.echoes ? 'echoes' : 'base');
/** The bonus value printed on the card ("carries a bonus"), 0 without one; visible or not. */
export const bonusOf = (id: CardId): number => INFO[id]?.bonus ?? 0;
/** Whether the card has an echo effect printed on it. */
export const hasEcho = (id: CardId): boolean => (INFO[id]?.echoSlot ?? -1) >= 0;

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

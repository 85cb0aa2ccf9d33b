// All card entries, keyed by id. A card without an entry is still a full card (it can be drawn,
// melded, scored…); its dogma simply does nothing until its entry exists.
import type { CardEntry, EffectDef } from '../entry';
import type { CardId, Edition } from '../types';
import { age1Cards } from './age1';
import { age2Cards } from './age2';
import { age3Cards } from './age3';
import { age4Cards } from './age4';
import { age5Cards } from './age5';
import { age6Cards } from './age6';
import { age7Cards } from './age7';
import { age8Cards } from './age8';
import { age9Cards } from './age9';
import { age10Cards } from './age10';

export const CARD_ENTRIES: Record<CardId, CardEntry> = Object.create(null);
for (const list of [age1Cards, age2Cards, age3Cards, age4Cards, age5Cards, age6Cards, age7Cards, age8Cards, age9Cards, age10Cards]) {
  for (const entry of list) {
    if (CARD_ENTRIES[entry.id]) throw new Error(`Two entries for card '${entry.id}'`);
    CARD_ENTRIES[entry.id] = entry;
  }
}

const NONE: EffectDef[] = [];

/** The effects a card has in that edition (none when the card has no entry yet). */
export function effectsOf(id: CardId, edition: Edition): EffectDef[] {
  const entry = CARD_ENTRIES[id];
  if (!entry) return NONE;
  return edition === 'last' && entry.lastEdition ? entry.lastEdition : entry.effects;
}

export const hasEntry = (id: CardId): boolean => CARD_ENTRIES[id] !== undefined;

/** Whether the card has an "I demand" effect in that edition. */
export function hasDemand(id: CardId, edition: Edition): boolean {
  for (const e of effectsOf(id, edition)) if (e.demand) return true;
  return false;
}

// All card entries, keyed by id. A card without an entry is still a full card (it can be drawn,
// melded, scored…); its dogma simply does nothing until its entry exists.
import type { CardEntry, EffectDef } from '../entry';
import type { CardId, Edition } from '../types';
import { ECHO_EFFECT } from '../types';
import { PROMOTION } from '../echoes/promotion';
import { ECHOES_CARD_IDS } from '../facts';
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
import { echoesCards1to5 } from '../echoes/cards/ages1-5';
import { echoesCards6to10 } from '../echoes/cards/ages6-10';

export const CARD_ENTRIES: Record<CardId, CardEntry> = Object.create(null);
const LISTS = [age1Cards, age2Cards, age3Cards, age4Cards, age5Cards, age6Cards, age7Cards, age8Cards, age9Cards, age10Cards];
for (const list of [...LISTS, echoesCards1to5, echoesCards6to10]) {
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

/**
 * The effect an effect frame runs: the card's effect of that index, its echo effect
 * (ECHO_EFFECT), or the rule's promotion (PROMOTION_EFFECT); undefined when there is none.
 */
export function effectDef(id: CardId, effect: number, edition: Edition): EffectDef | undefined {
  if (effect >= 0) return effectsOf(id, edition)[effect];
  if (effect === ECHO_EFFECT) return CARD_ENTRIES[id]?.echo;
  return PROMOTION;
}

/** The Echoes cards whose entries are written so far (the others do nothing when activated). */
export function writtenEchoes(): CardId[] {
  return ECHOES_CARD_IDS.filter(hasEntry);
}

/** A card's echo effect (Echoes), or null when it has none or its entry is not written yet. */
export function echoOf(id: CardId): EffectDef | null {
  return CARD_ENTRIES[id]?.echo ?? null;
}

/** Whether the card has an "I demand" effect in that edition. */
export function hasDemand(id: CardId, edition: Edition): boolean {
  for (const e of effectsOf(id, edition)) if (e.demand) return true;
  return false;
}

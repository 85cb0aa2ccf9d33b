// Strings of the shop-window showcase: captions, title and results cards, venue screen (Italian).
import type { KioskKey } from './en';

export const kioskIt: Record<KioskKey, string> = {
};

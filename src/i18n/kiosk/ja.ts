// Strings of the shop-window showcase: captions, title and results cards, venue screen (Japanese).
import type { KioskKey } from './en';

export const kioskJa: Record<KioskKey, string> = {
};

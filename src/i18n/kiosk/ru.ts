// Strings of the shop-window showcase: captions, title and results cards, venue screen (Russian).
import type { KioskKey } from './en';

export const kioskRu: Record<KioskKey, string> = {
};

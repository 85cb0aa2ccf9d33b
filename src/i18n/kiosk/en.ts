// Strings of the shop-window showcase: captions, title and results cards, venue screen (English, the source of this catalogue's keys).
// src/i18n/en.ts spreads this object into the app catalogue.
export const kioskEn = {
} as const;

export type KioskKey = keyof typeof kioskEn;

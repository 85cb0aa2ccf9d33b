// Strings of the table chrome every game shares: undo, hand-over, replay, saves, banners (English, the source of this catalogue's keys).
// src/i18n/en.ts spreads this object into the app catalogue.
export const tableEn = {
} as const;

export type TableKey = keyof typeof tableEn;

// Strings of Menu, Setup, Settings, Stats, Load and Rules screens (English, the source of this catalogue's keys).
// src/i18n/en.ts spreads this object into the app catalogue.
export const screensEn = {
} as const;

export type ScreensKey = keyof typeof screensEn;

// Strings of hints and the post-game review (English, the source of this catalogue's keys).
// src/i18n/en.ts spreads this object into the app catalogue.
export const coachEn = {
} as const;

export type CoachKey = keyof typeof coachEn;

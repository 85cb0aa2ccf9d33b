// Strings of hints and the post-game review (English, the source of this catalogue's keys).
// src/i18n/en.ts spreads this object into the app catalogue.
export const coachEn = {
  'coach.button': 'Hint',
  'coach.button.hint': 'Ask the strongest bot what it would play here, from what you can see (H).',
  'coach.thinking': 'Looking for a hint…',
  'coach.says': 'Hint: {move}',
  'coach.points': 'The hint leads here.',
  'coach.stale': 'The position changed before the hint was ready: ask again.',
  'coach.failed': 'No hint this time.',
  'coach.notNow': 'A hint is for a decision of yours: wait until it is your turn.',
  'stats.withHints': 'With hints',
  'coach.then': '{first}, then {then}',
  'coach.and': '{first} and {then}',
} as const;

export type CoachKey = keyof typeof coachEn;

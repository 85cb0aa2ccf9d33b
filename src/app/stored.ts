// The shapes of what the app keeps (saves, settings, stats, lessons, the venue's choices) as the
// screens read them. The views never import src/storage itself (tests/worker/boundaries.test.ts):
// they reach what is kept through appServices() and see its records through these names.
export type { LessonId, LessonRecord, LessonRecords } from '../storage';
export type { ClosedLook, NoticeKey, SaveRecord, Settings, StatsLevel, StatsRow, VenueSettings } from '../storage/types';

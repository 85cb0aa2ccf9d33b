// Strings of hints and the post-game review (Italian).
import type { CoachKey } from './en';

export const coachIt: Record<CoachKey, string> = {
};

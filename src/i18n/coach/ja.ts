// Strings of hints and the post-game review (Japanese).
import type { CoachKey } from './en';

export const coachJa: Record<CoachKey, string> = {
};

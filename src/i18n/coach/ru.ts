// Strings of hints and the post-game review (Russian).
import type { CoachKey } from './en';

export const coachRu: Record<CoachKey, string> = {
};

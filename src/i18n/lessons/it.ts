import { type LessonsKey, lessonsEn } from './en';
export const lessonsIt: Record<LessonsKey, string> = { ...lessonsEn };

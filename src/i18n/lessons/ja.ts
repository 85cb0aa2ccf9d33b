import { type LessonsKey, lessonsEn } from './en';
export const lessonsJa: Record<LessonsKey, string> = { ...lessonsEn };

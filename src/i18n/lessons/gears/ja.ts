import { type GearsLessonKey, gearsLessonEn } from './en';
export const gearsLessonJa: Record<GearsLessonKey, string> = { ...gearsLessonEn };

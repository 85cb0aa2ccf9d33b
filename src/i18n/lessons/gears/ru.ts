import { type GearsLessonKey, gearsLessonEn } from './en';
export const gearsLessonRu: Record<GearsLessonKey, string> = { ...gearsLessonEn };

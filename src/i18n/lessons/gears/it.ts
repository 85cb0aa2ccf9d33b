import { type GearsLessonKey, gearsLessonEn } from './en';
export const gearsLessonIt: Record<GearsLessonKey, string> = { ...gearsLessonEn };

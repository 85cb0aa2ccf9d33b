import { type GnpLessonKey, gnpLessonEn } from './en';
export const gnpLessonJa: Record<GnpLessonKey, string> = { ...gnpLessonEn };

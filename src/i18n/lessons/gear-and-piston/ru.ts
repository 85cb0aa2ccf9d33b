import { type GnpLessonKey, gnpLessonEn } from './en';
export const gnpLessonRu: Record<GnpLessonKey, string> = { ...gnpLessonEn };

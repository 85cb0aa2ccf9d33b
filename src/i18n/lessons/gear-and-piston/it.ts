import { type GnpLessonKey, gnpLessonEn } from './en';
export const gnpLessonIt: Record<GnpLessonKey, string> = { ...gnpLessonEn };

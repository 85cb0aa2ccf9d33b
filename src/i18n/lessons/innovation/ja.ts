import { type InnovationLessonKey, innovationLessonEn } from './en';
export const innovationLessonJa: Record<InnovationLessonKey, string> = { ...innovationLessonEn };

import { type InnovationLessonKey, innovationLessonEn } from './en';
export const innovationLessonIt: Record<InnovationLessonKey, string> = { ...innovationLessonEn };

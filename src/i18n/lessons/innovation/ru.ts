import { type InnovationLessonKey, innovationLessonEn } from './en';
export const innovationLessonRu: Record<InnovationLessonKey, string> = { ...innovationLessonEn };

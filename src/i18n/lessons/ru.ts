import { type LessonsKey, lessonsEn } from './en';
export const lessonsRu: Record<LessonsKey, string> = { ...lessonsEn };

// Where Learn to play resumes a lesson: at the step kept by its id (the steps may have moved since),
// else at the place kept, and from the start once the lesson was played to its end.
import { describe, expect, it } from 'vitest';
import { gearsLesson } from '../../src/table/gears/lesson';
import { resumeIndex } from '../../src/views/table/lessonRoutes';

describe('resuming a lesson', () => {
  const at = (id: string) => gearsLesson.steps.findIndex((s) => s.id === id);
  it('resumes at the kept step, found by its id', () => {
    expect(resumeIndex(gearsLesson, { step: 'jam', index: 2, done: false, offered: true })).toBe(at('jam'));
  });
  it('a kept step that no longer exists resumes at its place', () => {
    expect(resumeIndex(gearsLesson, { step: 'gone', index: 4, done: false, offered: false })).toBe(4);
    expect(resumeIndex(gearsLesson, { step: null, index: 3, done: false, offered: false })).toBe(3);
  });
  it('a lesson left at its last step, or never started, starts from the first step', () => {
    expect(resumeIndex(gearsLesson, { step: 'end', index: gearsLesson.steps.length - 1, done: true, offered: true })).toBe(0);
    expect(resumeIndex(gearsLesson, undefined)).toBe(0);
  });

  it('a lesson done once and begun again resumes where the new run was left', () => {
    expect(resumeIndex(gearsLesson, { step: 'jam', index: 7, done: true, offered: true })).toBe(at('jam'));
  });
});

// Every lesson played through the engine, step by step, as the lesson session plays it: each move
// a step teaches is legal (exactly one listed move) where the step asks for it, each scripted
// answer is legal for the opponent who owes it, and the lesson ends where it says. A rules change
// that breaks a lesson fails here, naming the step.
import { describe, expect, it } from 'vitest';
import { LEARNER, expectedMove, positionAt, stepMoves } from '../../src/app/lessonScript';
import { getGame } from '../../src/engine/index';
import { lessonById, lessonIds } from '../../src/table/lessons';

describe('lessons, replayed through the engine', () => {
  // Each game's lesson and an expansion's own (Innovation's Echoes of the Past).
  for (const id of lessonIds()) {
    const lesson = lessonById(id);
    const game = getGame(lesson.game);

    it(`${id}: every step's move is legal where it is asked, every scripted answer too, and it ends where it says`, () => {
      let state: unknown = null;
      lesson.steps.forEach((step, i) => {
        if (step.position !== undefined) state = lesson.build(step.position);
        if (step.expect) expect(() => expectedMove(game, state, step), step.id).not.toThrow();
        for (const m of stepMoves(game, lesson, state, i)) state = m.after;
      });
      const outcome = game.outcome(state);
      if (lesson.ends === 'playing') expect(outcome).toBeNull();
      else expect({ reason: outcome?.reason, winners: outcome?.winners }).toEqual(lesson.ends);
    });

    it(`${id}: step ids are unique, the first step sets a position, and any step can be set up on its own`, () => {
      expect(new Set(lesson.steps.map((s) => s.id)).size).toBe(lesson.steps.length);
      expect(lesson.steps[0]?.position).toBeDefined();
      lesson.steps.forEach((step, i) => {
        const { state } = positionAt(game, lesson, i);
        if (step.expect) expect(game.toAct(state), step.id).toContain(LEARNER);
      });
    });
  }
});

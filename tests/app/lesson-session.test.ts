// The lesson session: the table's session over a lesson script. It plays only the move the step
// teaches, answers with the scripted moves at the table's pace (waiting for what the table still
// animates), reports each step reached, tells the log from the scene's moves, and a step set up
// again (Back, Skip) drops the answers of the step that is gone.
import { describe, expect, it } from 'vitest';
import { LessonSession } from '../../src/app/lesson';
import type { SessionUpdate } from '../../src/app/session';
import { gearsLesson } from '../../src/table/gears/lesson';

const at = (id: string) => gearsLesson.steps.findIndex((s) => s.id === id);

function session(startAt: number, waits: number[] = []) {
  const reached: string[] = [];
  let release: (() => void) | null = null;
  const s = new LessonSession(
    gearsLesson,
    {
      botDelayMs: () => 800,
      onStep: (_i, id) => reached.push(id),
      // Each wait is recorded and held until the test lets it go.
      sleep: (ms) =>
        new Promise<void>((resolve) => {
          waits.push(ms);
          release = resolve;
        }),
    },
    startAt,
  );
  return { s, reached, release: () => release?.() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the lesson session', () => {
  it('the step’s move is played at once; each scripted answer waits for the pace and the table', async () => {
    const waits: number[] = [];
    const { s, reached, release } = session(at('place'), waits);
    s.setBacklog(() => 1200);
    const updates: SessionUpdate[] = [];
    s.subscribe((u) => updates.push(u));
    const red = s.snapshot.legal.find((m) => (m as { gear?: string; side?: number }).gear === 'red' && (m as { side?: number }).side === 1);
    expect(s.play(red)).toEqual({ ok: true });
    expect(s.progress.get()).toMatchObject({ index: at('place'), phase: 'replying' });
    expect(updates.at(-1)?.player).toBe(0);
    await settle();
    // The answer waits for whichever is longer: the pace (800 ms) or what the table still animates.
    expect(waits).toEqual([1200]);
    release();
    await settle();
    expect(updates.filter((u) => u.player === 1).length).toBe(1);
    expect(s.progress.get()).toMatchObject({ index: at('turn-down'), phase: 'ready', start: 2 });
    expect(reached).toEqual(['turn-down']);
  });

  it('refuses any other listed move with why, and a move while the answers play', () => {
    const { s } = session(at('place'));
    const blue = s.snapshot.legal.find((m) => (m as { gear?: string }).gear === 'blue');
    expect(s.play(blue)).toMatchObject({ ok: false, error: { code: 'not-this-step' } });
    expect(s.play({ type: 'place', gear: 'nope', side: 9 })).toMatchObject({ ok: false, error: { code: 'not-listed' } });
    const red = s.snapshot.legal.find((m) => (m as { gear?: string; side?: number }).gear === 'red' && (m as { side?: number }).side === 1);
    expect(s.play(red)).toEqual({ ok: true });
    expect(s.play(red)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('a step set up again (Skip) drops the answers of the step that is gone', async () => {
    const { s, release } = session(at('place'));
    const red = s.snapshot.legal.find((m) => (m as { gear?: string; side?: number }).gear === 'red' && (m as { side?: number }).side === 1);
    s.play(red);
    await settle();
    s.goTo(at('jam'));
    release();
    await settle();
    expect(s.progress.get()).toMatchObject({ index: at('jam'), phase: 'ready' });
    expect(s.snapshot.moveCount).toBe(s.progress.get().start);
  });

  it('the log is told from the moves of the scene, each line for the learner’s own moves only', () => {
    const { s } = session(at('jam'));
    const items = s.history(0);
    expect(items.length).toBe(s.snapshot.moveCount);
    expect(items.filter((h) => h.line !== null).every((h) => h.player === 0)).toBe(true);
    expect(items.some((h) => h.player === 1)).toBe(true);
  });

  it('a step to read goes on with Next, running its answers (none here) and reaching the next step', async () => {
    const { s, reached } = session(0);
    s.next();
    await settle();
    expect(s.progress.get().index).toBe(1);
    expect(reached).toEqual(['round-card']);
  });
});

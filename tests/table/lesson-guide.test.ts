// A lesson at the table, without a canvas or a DOM: the lesson session plays only the step's move
// and the scripted answers; the guide lights the step's choices and dims the others with why,
// answers another move with an explanation and the same position (never silently), and Back,
// Skip and a resumed lesson set up the step asked for.
import { describe, expect, it } from 'vitest';
import { LessonSession } from '../../src/app/lesson';
import type { Speed } from '../../src/model/setup';
import { TableController, type TableSettings } from '../../src/table/controller';
import { gearsLesson } from '../../src/table/gears/lesson';
import { Guide } from '../../src/table/guide';
import { kitFor } from '../../src/table/kits';
import type { TableModel } from '../../src/table/model';
import { plainText } from '../../src/table/rich';

function lessonTable(startAt = 0, onStep?: (index: number, id: string) => void) {
  const session = new LessonSession(gearsLesson, { botDelayMs: () => 0, sleep: async () => undefined, ...(onStep ? { onStep } : {}) }, startAt);
  const kit = kitFor('gears');
  const s: TableSettings = { speed: 'instant' as Speed, reduceMotion: false, sound: false, confirmShare: false };
  const c = new TableController(session, kit, { settings: () => s, sleep: async () => undefined, guide: new Guide(session, gearsLesson, kit) });
  c.start();
  return { session, c };
}

/** Waits until the coach shows this step, ready (the answers played, the table showing it). */
async function atStep(c: TableController, id: string): Promise<TableModel> {
  for (let i = 0; i < 500; i++) {
    const m = c.model.get();
    if (m.lesson?.step === id && !m.lesson.busy) return m;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`the lesson did not reach '${id}' (at '${c.model.get().lesson?.step}')`);
}

const labelled = (m: TableModel, label: string) => {
  const b = m.chrome?.buttons.find((x) => x.label === label);
  if (!b) throw new Error(`no button '${label}' among ${m.chrome?.buttons.map((x) => x.label).join(', ')}`);
  return b;
};

describe('a lesson at the table', () => {
  it('a step to read dims every choice and goes on with Next', async () => {
    const { c } = lessonTable();
    const m = await atStep(c, 'goal');
    expect(m.lesson).toMatchObject({ index: 0, next: true, back: false, skip: true, spot: 'codes', spotLabel: 'your code cards' });
    expect(m.body.scene).toBe('lesson');
    expect(m.chrome?.buttons.every((b) => b.dim === 'Read the coach’s words first, then press Next.')).toBe(true);
    c.dispatch({ kind: 'lesson', action: 'next' });
    await atStep(c, 'round-card');
    c.dispose();
  });

  it('the step’s choice is lit; another is dimmed with why, and pressing it explains and keeps the position', async () => {
    const { c, session } = lessonTable(2);
    const m = await atStep(c, 'place');
    expect(labelled(m, 'Red gear').coached).toBe(true);
    expect(labelled(m, 'Blue gear').dim).toBe('This step places the gear and side the coach names.');
    const before = session.snapshot;
    c.dispatch(labelled(m, 'Blue gear').intent);
    const oops = c.model.get().lesson?.oops;
    expect(plainText(oops ?? [])).toBe('Blue gear — not this time. This step places the gear and side the coach names. This step asks for: Red gear, then Show 4 · ▲1 ▼1.');
    expect(session.snapshot).toBe(before);
    c.dispatch({ kind: 'lesson', action: 'retry' });
    expect(c.model.get().lesson?.oops).toBeNull();
    c.dispatch(labelled(c.model.get(), 'Red gear').intent);
    c.dispatch(labelled(c.model.get(), 'Show 4 · ▲1 ▼1').intent);
    const next = await atStep(c, 'turn-down');
    expect(next.chrome?.snapshot.moveCount).toBe(2);
    c.dispose();
  });

  it('the session refuses a listed move that is not the step’s, with why, and changes nothing', () => {
    const { session, c } = lessonTable(2);
    const blue = session.snapshot.legal.find((m) => (m as { gear?: string }).gear === 'blue');
    const before = session.snapshot;
    expect(session.play(blue)).toMatchObject({ ok: false, error: { code: 'not-this-step' } });
    expect(session.snapshot).toBe(before);
    c.dispose();
  });

  it('Back and Skip set up the step asked for; each step reached is reported for resuming', async () => {
    const reached: string[] = [];
    const { c } = lessonTable(3, (_i, id) => reached.push(id));
    await atStep(c, 'turn-down');
    c.dispatch({ kind: 'lesson', action: 'skip' });
    const m = await atStep(c, 'enter');
    expect(m.chrome?.buttons.some((b) => b.coached)).toBe(true);
    c.dispatch({ kind: 'lesson', action: 'back' });
    await atStep(c, 'turn-down');
    expect(reached).toEqual(['enter', 'turn-down']);
    c.dispose();
  });

  it('a lesson resumed at a step starts from the position of that step', async () => {
    const { c } = lessonTable(gearsLesson.steps.findIndex((s) => s.id === 'mechanic'));
    const m = await atStep(c, 'mechanic');
    expect(m.chrome?.snapshot.legal.some((x) => (x as { type?: string }).type === 'mechanic')).toBe(true);
    expect(m.log.length).toBeGreaterThan(0);
    c.dispose();
  });

  it('the last step offers no Next nor Skip: the lesson is done', async () => {
    const { c } = lessonTable(gearsLesson.steps.length - 1);
    const m = await atStep(c, 'end');
    expect(m.lesson).toMatchObject({ end: true, next: false, skip: false, back: true });
    expect(m.chrome?.snapshot.outcome?.winners).toEqual([0]);
    c.dispose();
  });
});

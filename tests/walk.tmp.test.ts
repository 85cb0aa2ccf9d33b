import { it } from 'vitest';
import { stepMoves } from '../src/app/lessonScript';
import { getGame } from '../src/engine/index';
import { lessonFor } from '../src/table/lessons';
it('walk', () => {
  const id = (process.env.GAME ?? 'gears') as 'gears';
  const lesson = lessonFor(id)!; const game = getGame(id);
  let state: unknown = null;
  lesson.steps.forEach((step, i) => {
    if (step.position !== undefined) state = lesson.build(step.position);
    console.log(`## ${step.id}`);
    for (const m of stepMoves(game, lesson, state, i)) { console.log(`  p${m.player} ${JSON.stringify(m.move)} -> ${m.events.map((e) => e.type + (e.type==='jam'||e.type==='round-winner'||e.type==='reveal' ? JSON.stringify(e) : '')).join(', ')}`); state = m.after; }
  });
});

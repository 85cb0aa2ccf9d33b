// Learn Innovation, step by step through the engine: the opening pick (the first card by English
// name starts), a card opened large on a phone before Next, an achievement race stopped by a
// demand that transfers a score card, a tuck (the card at the bottom of its pile, its icon shown
// by the splay), splaying right and up (the exact icon counts each shows), each age's achievement
// held by one player only, achievements that never go back between scenes, and the coach saying
// "watch the other player" only while an opponent answers, never during the learner's own chain.
import { describe, expect, it } from 'vitest';
import { LessonSession } from '../../src/app/lesson';
import { positionAt, stepMoves } from '../../src/app/lessonScript';
import type { AnyGame } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { achievableAges } from '../../src/engine/innovation/achievements';
import { ageOf, isCardId } from '../../src/engine/innovation/facts';
import type { InnovationState } from '../../src/engine/innovation/types';
import { COLORS, ICONS } from '../../src/engine/innovation/types';
import { Guide } from '../../src/table/guide';
import { innovationLesson as lesson } from '../../src/table/innovation/lesson';
import { kitFor } from '../../src/table/kits';

const game = getGame('innovation') as AnyGame;
const index = (id: string) => {
  const i = lesson.steps.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no step '${id}'`);
  return i;
};
/** The position at the start of a step. */
const atStart = (id: string) => positionAt(game, lesson, index(id)).state as InnovationState;
/** The position once the step's own moves (the learner's and the scripted answers) are played. */
const played = (id: string) => {
  let state: unknown = atStart(id);
  for (const m of stepMoves(game, lesson, state, index(id))) state = m.after;
  return state as InnovationState;
};
/** A seat's visible icon counts by name. */
const icons = (s: InnovationState, p = 0) => Object.fromEntries(ICONS.map((icon, i) => [icon, s.players[p]?.icons[i]]));
const pile = (s: InnovationState, colour: (typeof COLORS)[number], p = 0) => s.players[p]?.piles[COLORS.indexOf(colour)];
const points = (s: InnovationState, p: number) => (s.players[p]?.score ?? []).reduce((n, c) => n + ageOf(c), 0);

describe('Learn Innovation: the rules the first real game uses, each played', () => {
  it('opening: two 1s each, nothing melded; Agriculture (before Archery by English name) makes you first, with one action', () => {
    const s = atStart('opening');
    expect(s.phase).toBe('initial-meld');
    expect(s.players.map((p) => p.hand)).toEqual([
      ['agriculture', 'the-wheel'],
      ['archery', 'mysticism'],
    ]);
    expect(game.toAct(s)).toEqual([0, 1]);
    const done = played('opening');
    expect(done).toMatchObject({ phase: 'play', current: 0, turn: 1, actionsLeft: 1 });
    expect([pile(done, 'yellow')?.cards, pile(done, 'red', 1)?.cards]).toEqual([['agriculture'], ['archery']]);
    // The other pick: The Wheel comes after Archery, so Bot 2 would start.
    const wheel = game.apply(game.apply(s, 0, { type: 'initial-meld', card: 'the-wheel' }).state, 1, { type: 'initial-meld', card: 'archery' }).state as InnovationState;
    expect(wheel.current).toBe(1);
  });

  it('the first scene plays on from the opening pick as before: The Wheel is melded on turn 1', () => {
    expect(atStart('meld')).toMatchObject({ phase: 'play', current: 0, turn: 1, actionsLeft: 1 });
    expect(pile(played('meld'), 'green')?.cards).toEqual(['the-wheel']);
  });

  it('race: Bot 2 could achieve 2 on its turn; Mapmaking’s demand transfers its 1 to your score pile and it cannot', () => {
    const s = atStart('race');
    expect(points(s, 1)).toBe(10);
    expect(achievableAges(s, 1)).toContain(2);
    expect(s.achievements.filter((a) => isCardId(a) && ageOf(a) === 2)).toEqual(['monotheism']);
    const done = played('race');
    expect(done.current).toBe(1);
    expect(points(done, 1)).toBe(9);
    expect(done.players[0]?.score).toContain('clothing');
    expect(points(done, 0)).toBe(8);
    expect(achievableAges(done, 1)).not.toContain(2);
    expect(game.legalMoves(done, 1)).not.toContainEqual({ type: 'achieve', age: 2 });
  });

  it('tuck: Fermenting goes to the bottom of the yellow pile; splayed left, it shows its right icon (one more castle)', () => {
    const s = atStart('tuck');
    expect(pile(s, 'yellow')).toEqual({ cards: ['medicine', 'anatomy'], splay: 'left' });
    expect(icons(s)).toEqual({ crown: 2, leaf: 4, lightbulb: 2, castle: 0, factory: 1, clock: 0 });
    const done = played('tuck');
    expect(pile(done, 'yellow')).toEqual({ cards: ['fermenting', 'medicine', 'anatomy'], splay: 'left' });
    expect(done.players[0]?.hand).toEqual(['tools']);
    expect(icons(done)).toEqual({ crown: 2, leaf: 4, lightbulb: 2, castle: 1, factory: 1, clock: 0 });
  });

  it('splay right: each covered yellow card shows its two left icons (crown +1, leaves +3, castle −1); Invention scores a 4', () => {
    const done = played('splay-right');
    expect(pile(done, 'yellow')?.splay).toBe('right');
    expect(icons(done)).toEqual({ crown: 3, leaf: 7, lightbulb: 2, castle: 0, factory: 1, clock: 0 });
    expect(points(done, 0)).toBe(8 + 4);
  });

  it('splay up: each covered red card shows its three bottom icons (lightbulb +1, castles +3); then the sixth achievement wins', () => {
    const s = atStart('splay-up');
    expect(pile(s, 'red')).toEqual({ cards: ['archery', 'construction', 'flight'], splay: 'none' });
    expect(icons(s)).toEqual({ crown: 5, leaf: 0, lightbulb: 3, castle: 0, factory: 0, clock: 1 });
    const done = played('splay-up');
    expect(pile(done, 'red')?.splay).toBe('up');
    expect(icons(done)).toEqual({ crown: 5, leaf: 0, lightbulb: 4, castle: 3, factory: 0, clock: 1 });
    expect(game.outcome(played('sixth'))).toMatchObject({ reason: 'achievements', winners: [0] });
  });

  it('every scene holds one achievement per age, never two (the last scene gave Bot 2 your ages 1 and 2)', () => {
    lesson.steps.forEach((step) => {
      if (step.position === undefined) return;
      const s = lesson.build(step.position) as InnovationState;
      const ages = [...s.achievements, ...s.players.flatMap((p) => p.achievements)].filter(isCardId).map(ageOf);
      expect(ages.length, step.id).toBe(new Set(ages).size);
    });
    const last = atStart('splay-up-dogma');
    expect(last.players.map((p) => p.achievements.filter(isCardId).map(ageOf))).toEqual([
      [1, 2, 3, 4],
      [6, 7],
    ]);
  });

  it('a jump to a later scene never takes your achievements back, and from Monument on never your points', () => {
    const starts = lesson.steps.flatMap((s, i) => (s.position !== undefined ? [i] : []));
    for (let k = 1; k < starts.length; k++) {
      const from = starts[k] as number;
      const end = positionAt(game, lesson, from - 1).state;
      let prev = end as InnovationState;
      for (const m of stepMoves(game, lesson, end, from - 1)) prev = m.after as InnovationState;
      const next = lesson.build(lesson.steps[from]?.position) as InnovationState;
      const id = lesson.steps[from]?.id;
      expect(next.players[0]?.achievements.length, id).toBeGreaterThanOrEqual(prev.players[0]?.achievements.length ?? 0);
      if (from > index('monument')) expect(points(next, 0), id).toBeGreaterThanOrEqual(points(prev, 0));
    }
  });
});

describe('Learn Innovation at the table', () => {
  function table(id: string) {
    const session = new LessonSession(lesson, { botDelayMs: () => 0, sleep: async () => undefined }, index(id));
    const guide = new Guide(session, lesson, kitFor('innovation'));
    return { session, guide };
  }

  it('read-card: Next waits until the named card has been opened large (another card does not count)', () => {
    const { session, guide } = table('read-card');
    const shown = session.snapshot;
    expect(guide.bubble(shown)).toMatchObject({ step: 'read-card', next: false, skip: true });
    guide.opened('agriculture');
    expect(guide.bubble(shown).next).toBe(false);
    guide.opened('the-wheel');
    expect(guide.bubble(shown).next).toBe(true);
    guide.act('next');
    expect(session.progress.get().index).toBe(index('share'));
    // The next step that asks for nothing to be opened is not held up by it.
    expect(guide.bubble(session.snapshot).next).toBe(false);
    guide.dispose();
    session.dispose();
  });

  it('"watch the other player" shows while Bot 2 answers, never while your own Metalworking chain plays out', () => {
    const mine = table('monument');
    const shown = mine.session.snapshot;
    const dogma = shown.legal.find((m) => (m as { type?: string; card?: string }).card === 'metalworking' && (m as { type: string }).type === 'dogma');
    expect(mine.session.play(dogma).ok).toBe(true);
    // The table still shows the position before the chain: busy, but nobody else is answering.
    expect(mine.guide.bubble(shown)).toMatchObject({ busy: true, watch: false });
    mine.session.dispose();

    const theirs = table('share');
    const from = theirs.session.snapshot;
    const wheel = from.legal.find((m) => (m as { card?: string }).card === 'the-wheel' && (m as { type: string }).type === 'dogma');
    expect(theirs.session.play(wheel).ok).toBe(true);
    // Your own dogma first (no "watch"), then Bot 2's scripted answers are coming.
    expect(theirs.guide.bubble(from)).toMatchObject({ busy: true, watch: false });
    expect(theirs.guide.bubble(theirs.session.snapshot)).toMatchObject({ busy: true, watch: true });
    theirs.session.dispose();
  });
});

// The Gears lesson's steps for the rules a first real game uses at once (src/table/gears/
// lesson-more.ts), each at the level of the rule: the prepared position the step starts from, as
// the lesson sets it up, and the exact outcome of the step's move through the engine. Also what
// the coach's words rely on: every link opens a glossary entry that exists, in all four languages.
import { describe, expect, it } from 'vitest';
import { positionAt, stepMoves } from '../../src/app/lessonScript';
import { catalogs } from '../../src/i18n/catalogs';
import { getGame } from '../../src/engine/index';
import type { GearsEvent, GearsState } from '../../src/engine/gears/types';
import { gearsOf } from '../../src/engine/gears/hand';
import { gearsLesson } from '../../src/table/gears/lesson';
import { MORE_DAY_STEPS, MORE_NIGHT_STEPS, lessonLink } from '../../src/table/gears/lesson-more';
import { glossaryEntry } from '../../src/table/glossary/entries';

const game = getGame('gears');
const index = (id: string) => {
  const i = gearsLesson.steps.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no step ${id}`);
  return i;
};
/** The position at the start of a step, as Back, Skip and resume set it up. */
const startOf = (id: string) => positionAt(game, gearsLesson, index(id)).state as GearsState;
/** The step's own moves (the learner's, then the scripted answers) from its starting position. */
function play(id: string): { state: GearsState; events: GearsEvent[] } {
  const moves = stepMoves(game, gearsLesson, startOf(id), index(id));
  return { state: moves[moves.length - 1]?.after as GearsState, events: moves.flatMap((m) => m.events as GearsEvent[]) };
}
const hand = (s: GearsState, p: number) => gearsOf(s.hands[p] ?? 0);
const pile = (s: GearsState, p: number) => gearsOf(s.discards[p] ?? 0);

describe('Gears lesson, later that day (round 4)', () => {
  it('later: round 4 by day, Bot 2 holds the token; your discard pile holds the three gears played and the Multicolour dealt away; both characters day side up', () => {
    const s = startOf('later');
    expect({ round: s.round, token: s.token, rule: s.rule, effect: s.effect }).toEqual({ round: 3, token: 1, rule: 'lowest-odd', effect: null });
    expect(hand(s, 0)).toEqual(['blue', 'yellow']);
    expect(pile(s, 0).sort()).toEqual(['grey', 'multicolour', 'purple', 'red']);
    expect(s.crew).toEqual([
      { name: 'mechanic', side: 'day' },
      { name: 'dispatcher', side: 'day' },
    ]);
  });

  it('swap-turn: Bot 2 turned your Yellow up to 1 and plays its Multicolour at 2; turning it down makes it 1', () => {
    const s = startOf('swap-turn');
    expect(s.table[0]).toMatchObject({ gear: 'yellow', value: 1 });
    expect(s.table[1]).toMatchObject({ gear: 'multicolour', value: 2 });
    const { state } = play('swap-turn');
    expect(state.table[1]?.value).toBe(1);
    // Bot 2's Dispatcher passed in the ability window: its day side is still unused; now you act.
    expect(state.crew[1]).toEqual({ name: 'dispatcher', side: 'day' });
    expect({ phase: state.phase, toAct: game.toAct(state) }).toEqual({ phase: 'abilities', toAct: [0] });
  });

  it('mechanic-day: the day side turns your own gear (1 → 4) and turns the card over; the Multicolour swaps 1 ↔ 4 and your 1 wins', () => {
    const { state, events } = play('mechanic-day');
    expect(state.crew[0]).toEqual({ name: 'mechanic', side: 'night' });
    expect(events).toContainEqual({ type: 'character-flip', seat: 0, character: 'mechanic' });
    expect(events).toContainEqual({ type: 'swap', seat: 1, with: 0, values: [1, 4] });
    expect(state.table.map((g) => g?.value)).toEqual([1, 4]);
    expect(state.winners).toEqual([0]);
  });

  it('without the Mechanic the values would still be swapped, 1 ↔ 1: a jam and no winner', () => {
    const s = startOf('mechanic-day');
    const after = game.apply(s, 0, { type: 'pass' });
    expect(after.events).toContainEqual({ type: 'swap', seat: 1, with: 0, values: [1, 1] });
    expect((after.state as GearsState).winners).toEqual([]);
  });

  it('swap-enter: the Yellow gear, counting 1 after the swap, enters the purple 1 by number', () => {
    const { state } = play('swap-enter');
    expect(state.codes[0]?.[1]).toEqual({ color: 'purple', number: 1, status: 'entered' });
  });
});

describe('Gears lesson, at night (round 8)', () => {
  it('nightfall: round 8 at night, you hold the token; each has five gears after the random discard, three now in hand', () => {
    const s = startOf('nightfall');
    expect({ round: s.round, token: s.token, rule: s.rule, effect: s.effect }).toEqual({ round: 7, token: 0, rule: 'all-except-lowest', effect: 'blackout' });
    expect(hand(s, 0)).toHaveLength(3);
    expect(pile(s, 0)).toHaveLength(3);
  });

  it('day-lost: the Dispatcher whose day side was never used is night side up; so is your Mechanic, used by day', () => {
    expect(startOf('day-lost').crew).toEqual([
      { name: 'mechanic', side: 'night' },
      { name: 'dispatcher', side: 'night' },
    ]);
  });

  it('what nightfall and day-lost say, played on from round 4: after round 5 each takes the pile back and discards one gear at random; an unused day side turns over', () => {
    let s = play('swap-enter').state;
    const events: GearsEvent[] = [];
    // Round 5 played plainly: the first gear listed, every gear left alone, every ability passed.
    while (s.round === 4) {
      const p = game.toAct(s)[0] as number;
      const legal = game.legalMoves(s, p) as { type: string; dir?: string }[];
      const move = legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'turn' && m.dir === 'leave') ?? legal[0];
      const applied = game.apply(s, p, move);
      events.push(...(applied.events as GearsEvent[]));
      s = applied.state as GearsState;
    }
    const shift = events.find((e) => e.type === 'night-shift');
    expect(shift).toBeDefined();
    for (const p of [0, 1]) {
      expect(hand(s, p)).toHaveLength(5);
      expect(pile(s, p)).toEqual([(shift as Extract<GearsEvent, { type: 'night-shift' }>).discards[p]]);
    }
    expect(events).toContainEqual({ type: 'character-flip', seat: 1, character: 'dispatcher' });
    expect(s.crew).toEqual([
      { name: 'mechanic', side: 'night' },
      { name: 'dispatcher', side: 'night' },
    ]);
  });

  it('blue-turn: Blackout lets no character act and nothing swap; your turn up makes Bot 2’s Yellow 1, its answer makes your Blue 1: a jam, nobody wins', () => {
    const { state, events } = play('blue-turn');
    expect(state.table.map((g) => g && [g.gear, g.value])).toEqual([
      ['blue', 1],
      ['yellow', 1],
    ]);
    expect(events).toContainEqual({ type: 'jam', seats: [0, 1], value: 1 });
    expect(events.some((e) => e.type === 'swap' || e.type === 'character-used')).toBe(false);
    expect(state.winners).toEqual([]);
    // The Blue gear did not win and three gears lie in the pile: you choose which comes back.
    expect({ phase: state.phase, toAct: game.toAct(state) }).toEqual({ phase: 'blue-return', toAct: [0] });
    expect(game.legalMoves(state, 0)).toEqual([
      { type: 'return-gear', gear: 'yellow' },
      { type: 'return-gear', gear: 'purple' },
      { type: 'return-gear', gear: 'multicolour' },
    ]);
  });

  it('take-back says Bot 2’s Blue did the same in round 1: it lost, and its one discarded gear, the Grey, came back', () => {
    const round1 = ['place', 'turn-down', 'enter'].flatMap((id) => play(id).events);
    expect(round1).toContainEqual({ type: 'blue-return', seat: 1, gear: 'grey' });
  });

  it('take-back: the Multicolour comes back from the discard pile to your hand', () => {
    const s = startOf('take-back');
    expect(hand(s, 0)).not.toContain('multicolour');
    const { state, events } = play('take-back');
    expect(events).toContainEqual({ type: 'blue-return', seat: 0, gear: 'multicolour' });
    expect(hand(state, 0)).toContain('multicolour');
    expect(pile(state, 0)).not.toContain('multicolour');
  });
});

describe('Gears lesson, the new steps’ words', () => {
  const steps = [...MORE_DAY_STEPS, ...MORE_NIGHT_STEPS];

  it('every link in the coach’s words opens a glossary entry that exists, named in every language', () => {
    for (const step of steps) {
      for (const param of Object.values(step.params ?? {})) {
        if (typeof param !== 'object' || !('card' in param)) continue;
        const token = lessonLink(param.card);
        expect(token.kind, `${step.id}: ${param.card}`).toBe('term');
        expect(glossaryEntry('gears', token.kind === 'term' ? token.id : ''), `${step.id}: ${param.card}`).toBeDefined();
      }
    }
  });

  it('every key the new steps use is in all four catalogues, and every parameter the English names is given', () => {
    for (const step of steps) {
      const keys = [step.say, ...Object.values(step.why ?? {})];
      if (step.point && step.point !== 'move') keys.push(`gears.lesson.spot.${step.point.board}` as never);
      for (const lang of ['en', 'it', 'ja', 'ru'] as const) {
        const messages = catalogs[lang] as Record<string, string>;
        for (const key of keys) expect(messages[key as string], `${lang} ${key}`).toBeTruthy();
        const named = [...(messages[step.say] ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        expect(named.every((n) => n && step.params && n in step.params), `${lang} ${step.id}`).toBe(true);
      }
    }
  });
});

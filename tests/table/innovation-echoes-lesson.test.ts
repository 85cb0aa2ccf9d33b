// Learn Echoes of the Past, step by step through the engine: every scripted move legal where the
// step asks for it (exactly one listed move), and each sentence the coach says true of its
// position: Bangle's bonus is your one point, its echo effect tucks Archery before the dogma draws,
// the 3 drawn is Almanac (an Echoes card: the hand held none) and goes face down to the forecast,
// seen by you and only as an Echoes 3 by Bot 2; Compass (a 3) allows Almanac (a 3) to be promoted;
// the free dogma draws a base 4 and foreshadows it; bonuses 4 and 1 make 5 points.
import { describe, expect, it } from 'vitest';
import { LEARNER, expectedMove, positionAt, stepMoves } from '../../src/app/lessonScript';
import type { AnyGame } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { bonusPoints, points, visibleBonuses } from '../../src/engine/innovation/board';
import { ageOf, backOf, bonusOf, colorOf, isEchoes } from '../../src/engine/innovation/facts';
import { achievementsToWin } from '../../src/engine/innovation/seats';
import type { InnovationState } from '../../src/engine/innovation/types';
import { COLORS, ICONS } from '../../src/engine/innovation/types';
import { catalogs } from '../../src/i18n/catalogs';
import { LANGS } from '../../src/i18n';
import { echoesLesson as lesson } from '../../src/table/innovation/echoesLesson';

const game = getGame('innovation') as AnyGame;
const index = (id: string) => {
  const i = lesson.steps.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no step '${id}'`);
  return i;
};
const atStart = (id: string) => positionAt(game, lesson, index(id)).state as InnovationState;
const moves = (id: string) => stepMoves(game, lesson, atStart(id), index(id));
const played = (id: string) => {
  let state: unknown = atStart(id);
  for (const m of moves(id)) state = m.after;
  return state as InnovationState;
};
const pile = (s: InnovationState, colour: (typeof COLORS)[number], p = 0) => s.players[p]?.piles[COLORS.indexOf(colour)];
const me = (s: InnovationState) => s.players[0] as InnovationState['players'][number];

describe('Learn Echoes of the Past: each step played, each sentence true', () => {
  it('is played through the engine: every expected move is legal where asked, by the learner, and the game goes on', () => {
    let state: unknown = null;
    lesson.steps.forEach((step, i) => {
      if (step.position !== undefined) state = lesson.build(step.position);
      if (step.expect) {
        expect(() => expectedMove(game, state, step), step.id).not.toThrow();
        expect(game.toAct(state), step.id).toContain(LEARNER);
      }
      for (const m of stepMoves(game, lesson, state, i)) state = m.after;
    });
    expect(game.outcome(state)).toBeNull();
    expect(lesson.ends).toBe('playing');
  });

  it('goal: Echoes is on; Bangle, your only top card, has an echo effect and a bonus 1 that is your 1 point', () => {
    const s = atStart('goal');
    expect(s.options.expansions).toEqual(['echoes']);
    expect(pile(s, 'red')?.cards).toEqual(['bangle']);
    expect(bonusOf('bangle')).toBe(1);
    expect(me(s).score).toEqual([]);
    expect(points(me(s))).toBe(1);
    expect(me(s).hand).toEqual(['archery', 'compass']);
  });

  it('echo: Archery is your only red card; the echo effect tucks it before the dogma draws a 3 into the forecast; Bot 2 shares nothing', () => {
    const s = atStart('echo');
    expect(me(s).hand.filter((c) => colorOf(c) === 'red')).toEqual(['archery']);
    // Bot 2 shows no castle, the featured icon of Bangle: it neither shares nor is asked.
    expect(s.players[1]?.icons[ICONS.indexOf('castle')]).toBe(0);
    const done = played('echo');
    expect(pile(done, 'red')?.cards).toEqual(['archery', 'bangle']);
    expect(me(done).forecast).toEqual(['almanac']);
    expect(me(done).hand).toEqual(['compass']);
    // The tuck comes before the draw: the echo effect runs first.
    const events = moves('echo').flatMap((m) => m.events) as { type: string; card?: string; to?: string }[];
    const tuck = events.findIndex((e) => JSON.stringify(e).includes('archery'));
    const draw = events.findIndex((e) => JSON.stringify(e).includes('almanac'));
    expect(tuck).toBeGreaterThanOrEqual(0);
    expect(draw).toBeGreaterThan(tuck);
  });

  it('foreshadowed: the 3 drawn is Almanac, an Echoes card (the hand held no Echoes card); Bot 2 sees only an Echoes 3', () => {
    const s = atStart('foreshadowed');
    expect(isEchoes('almanac')).toBe(true);
    expect(ageOf('almanac')).toBe(3);
    expect(me(s).forecast).toEqual(['almanac']);
    const bots = game.view(s, 1) as InnovationState;
    expect(bots.players[0]?.forecast).toEqual([backOf('almanac')]);
    expect(backOf('almanac')).toBe(-3);
  });

  it('meld and promote: Compass is a 3, so Almanac (a 3) may be promoted; it is melded on the blue pile', () => {
    expect(ageOf('compass')).toBe(3);
    const afterMeld = played('meld');
    expect(pile(afterMeld, 'green')?.cards).toEqual(['compass']);
    expect(game.legalMoves(afterMeld, 0)).toContainEqual({ type: 'cards', cards: ['almanac'] });
    const promoted = played('promote');
    expect(pile(promoted, 'blue')?.cards).toEqual(['almanac']);
    expect(me(promoted).forecast).toEqual([]);
  });

  it('free dogma: Almanac’s echo effect draws a base 4 (the hand is empty) and foreshadows it; its dogma does nothing', () => {
    const s = atStart('free-dogma');
    expect(me(s).hand).toEqual([]);
    const done = played('free-dogma');
    expect(me(done).forecast).toEqual(['gunpowder']);
    expect(isEchoes('gunpowder')).toBe(false);
    expect(ageOf('gunpowder')).toBe(4);
    expect(bonusOf('gunpowder')).toBe(0);
    expect(done.current).toBe(1);
  });

  it('bonus: Almanac shows 4 and Bangle 1; 4 + 1 = 5 points with an empty score pile', () => {
    const s = atStart('bonus');
    expect(visibleBonuses(me(s)).sort()).toEqual([1, 4]);
    expect(bonusPoints(me(s))).toBe(5);
    expect(me(s).score).toEqual([]);
    expect(points(me(s))).toBe(5);
  });

  it('end: with Echoes, seven achievements win at two players (six, five at three, four)', () => {
    expect(achievementsToWin(atStart('end').options)).toBe(7);
    expect(achievementsToWin({ ...atStart('end').options, players: 3 })).toBe(6);
    expect(achievementsToWin({ ...atStart('end').options, players: 4 })).toBe(5);
  });

  it('every step and summary line is said in every language, naming the cards it is about', () => {
    for (const lang of LANGS) {
      for (const key of [...lesson.steps.map((s) => s.say), ...lesson.summary]) expect((catalogs[lang] as Record<string, string>)[key], `${lang} ${key}`).toBeTruthy();
      for (const step of lesson.steps) for (const p of Object.keys(step.params ?? {})) expect((catalogs[lang] as Record<string, string>)[step.say], `${lang} ${step.id}`).toContain(`{${p}}`);
    }
  });
});

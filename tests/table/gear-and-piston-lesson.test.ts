// Learn Gear & Piston's last scene, step by step through the engine: each new step's position and
// the exact outcome the coach describes — the wasted token of a full hand and the discard that
// makes room, Join halves costing no operation, one Upgrade swapping two parts, the Dismantle, and
// the scrap-filled end scored to the numbers the coach states.
import { describe, expect, it } from 'vitest';
import { LEARNER, positionAt, stepMoves } from '../../src/app/lessonScript';
import type { GameEvent } from '../../src/engine/core/types';
import { carVolatility } from '../../src/engine/gear-and-piston/car-checks';
import { joinedCells } from '../../src/engine/gear-and-piston/car-grid';
import { HOUSE_RULES } from '../../src/engine/gear-and-piston/house-rules';
import { scoreCar } from '../../src/engine/gear-and-piston/scoring';
import { getGame } from '../../src/engine/index';
import type { GnpState } from '../../src/engine/gear-and-piston/types';
import { catalogs } from '../../src/i18n/catalogs';
import { formatMessage } from '../../src/i18n/format';
import { gearAndPistonLesson as lesson } from '../../src/table/gear-and-piston/lesson';
import { termsIn } from '../../src/table/glossary/link';
import { SCRAP_SCORE } from '../../src/table/gear-and-piston/lessonLastRound';

const game = getGame('gear-and-piston');
const index = (id: string) => lesson.steps.findIndex((s) => s.id === id);

/** The position at the start of a step, as the lesson sets it up. */
const at = (id: string): GnpState => positionAt(game, lesson, index(id)).state as GnpState;
/** The step's own moves (the learner's, then the scripted answers): the position after, and what the engine said. */
function played(id: string): { state: GnpState; events: GameEvent[] } {
  const moves = stepMoves(game, lesson, at(id), index(id));
  return { state: moves[moves.length - 1]?.after as GnpState, events: moves.flatMap((m) => m.events) };
}
const me = (s: GnpState) => s.seats[LEARNER] as GnpState['seats'][number];
const opsLeft = (s: GnpState) => (s.step.kind === 'workshop' ? s.step.ops : -1);

describe('Learn Gear & Piston: the last round of another game', () => {
  it('starts with a full hand of five, a car in two halves, two tokens to place, and a Junk stack too short to refill the Junk Yard', () => {
    const s = at('last-round');
    expect(me(s).hand).toHaveLength(HOUSE_RULES.handLimit);
    expect(me(s).car.seam).toBeNull();
    expect(me(s).car.back.length).toBeGreaterThan(0);
    expect(me(s).locked).toBe(2);
    expect(s.junkStack.length).toBeLessThan(HOUSE_RULES.junkDisplay);
    expect(carVolatility(me(s).car)).toBe(4);
  });

  it('hand limit: Bot 2 keeps five blueprints and its Patent Office token is wasted; the learner discards one first and takes the tank', () => {
    const discard = played('discard');
    expect(me(discard.state).hand).toHaveLength(4);
    expect(discard.state.newDiscard).not.toContain('J01');
    expect(discard.state.junkDiscard).toContain('J01');
    // Bot 2's turn at the Patent Office came first and gave it nothing.
    expect(discard.events).toContainEqual(expect.objectContaining({ type: 'wasted', player: 1, location: 'patent-office', why: 'hand-full' }));
    expect((discard.state.seats[1] as GnpState['seats'][number]).hand).toHaveLength(5);
    const take = played('take-tank');
    expect(me(take.state).hand).toContain('N12');
    expect(me(take.state).hand).toHaveLength(HOUSE_RULES.handLimit);
  });

  it('Join halves: the two halves become one car, and it costs no operation', () => {
    const before = at('join');
    expect(opsLeft(before)).toBe(3);
    const { state } = played('join');
    expect(me(state).car.back).toEqual([]);
    expect(me(state).car.seam).toBe(3);
    expect(joinedCells(me(state).car)).toEqual(joinedCells(me(before).car));
    expect(opsLeft(state)).toBe(3);
  });

  it('Upgrade: two swaps of the same kind and colour for one operation; the Junk parts are discarded and volatility falls from 4 to 2', () => {
    const { state: started } = played('upgrade');
    expect(started.step).toMatchObject({ kind: 'workshop', upgrading: true, swaps: 0, ops: 3 });
    const { state: one } = played('swap-motor');
    expect(me(one).car.front[0]).toBe('N05');
    expect(one.step).toMatchObject({ upgrading: true, swaps: 1 });
    const { state } = played('swap-tank');
    expect(me(state).car.front[2]).toBe('N12');
    expect(state.junkDiscard).toEqual(expect.arrayContaining(['J05', 'J11']));
    expect(state.step).toMatchObject({ kind: 'workshop', upgrading: false, ops: 2 });
    expect(carVolatility(me(state).car)).toBe(2);
  });

  it('Dismantle: the red fuel tank leaves the joined car for the discards, which keeps its width; one operation', () => {
    const { state } = played('dismantle');
    expect(me(state).car.front[4]).toBeNull();
    expect(me(state).car.front).toHaveLength(8);
    expect(state.newDiscard).toContain('N07');
    expect(opsLeft(state)).toBe(1);
  });

  it('the end: the refresh cannot refill the Junk Yard; the learner’s car gets one scrap part and the score the coach states', () => {
    const { state, events } = played('build-heater');
    expect(state.phase).toBe('over');
    expect(state.endTriggers).toEqual(['stack-empty']);
    const mine = me(state).car.front;
    expect(mine.slice(0, 8)).toEqual(['N05', 'J21', 'N12', 'J13', 'N37', 'S-gear', 'J26', 'N18']);
    expect(events.filter((e) => e.type === 'scrap' && (e as unknown as { player: number }).player === LEARNER)).toHaveLength(1);
    const final = state.final?.[LEARNER];
    expect(final).toMatchObject({
      investors: [SCRAP_SCORE.first, SCRAP_SCORE.second],
      colourArea: SCRAP_SCORE.area,
      volatility: SCRAP_SCORE.volatility,
      wrenches: SCRAP_SCORE.wrenches,
      penalty: SCRAP_SCORE.penalty,
      total: SCRAP_SCORE.total,
      scrap: 1,
    });
    expect(state.final?.[1]?.total).toBe(SCRAP_SCORE.bot);
    expect(game.outcome(state)).toMatchObject({ winners: [LEARNER], reason: 'stack-empty' });
  });

  it('what the scrap cost: the same car with a grey Junk gearbox of no volatility in its place scores the stated cost more', () => {
    const { state } = played('build-heater');
    const withScrap = me(state).car.front;
    const withGear = withScrap.map((c) => (c === 'S-gear' ? 'J38' : c));
    const real = scoreCar(withGear, state.investors, false);
    expect(real.total - SCRAP_SCORE.total).toBe(SCRAP_SCORE.cost);
  });

  it('the coach says the numbers in every language', () => {
    for (const lang of ['en', 'it', 'ja', 'ru'] as const) {
      const text = formatMessage((catalogs[lang] as Record<string, string>)['gnp.lesson.scrapScore'] as string, SCRAP_SCORE as never, lang);
      for (const n of Object.values(SCRAP_SCORE)) expect(text, lang).toContain(String(n));
    }
  });

  // The coach's words name each rule as the glossary does, so a term there is the entry's (Japanese
  // waits for the rulebook's 改良 and 解体 in the glossary's forms: another change renames them).
  it.each(['en', 'it', 'ru'] as const)('each new step names the glossary entry of the rule it plays (%s)', (lang) => {
    const teaches: Record<string, string> = {
      'full-hand': 'blueprint',
      join: 'halves',
      upgrade: 'upgrade',
      'swap-tank': 'volatility',
      dismantle: 'dismantle',
      scrap: 'scrap',
    };
    const words = catalogs[lang] as Record<string, string>;
    for (const [id, entry] of Object.entries(teaches)) {
      const say = lesson.steps[index(id)]?.say as string;
      expect(termsIn(words[say] as string, 'gear-and-piston', lang).map((e) => e.id), `${lang} ${id}`).toContain(entry);
    }
  });
});

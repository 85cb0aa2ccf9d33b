// The Review's "had you played the bot's move": that move played forward for as many moves as
// what followed measured, in a world sampled from the seat's view, by the normal search, and
// compared with the game played in the same figures (achievements, scores, codes entered, cars).
import { describe, expect, it } from 'vitest';
import { compareLines, forwardLine, playForward } from '../../src/ai/explain/had';
import { hadWhy, judgeDecision, type ReviewDecision } from '../../src/ai/review';
import type { AnyGame, PlayerId } from '../../src/engine/core/types';
import { gears } from '../../src/engine/gears/definition';
import type { GearsMove, GearsState } from '../../src/engine/gears/types';
import { getGame } from '../../src/engine/index';
import type { Move } from '../../src/engine/innovation/types';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { hadLine } from '../../src/views/table/reviewWords';
import { place, play as playGears, position as gearsPosition, turn } from '../engine/gears/fixtures';
import { play, start } from '../engine/innovation/helpers';

const innovation = getGame('innovation');
const key = (m: unknown) => JSON.stringify(m);

/** A decision of `me` and what followed: the true game played on with `then` (each a seat and a move). */
function decision(game: AnyGame, state: unknown, me: PlayerId, chosen: unknown, after: unknown, afterMoves: number, seed = 4): ReviewDecision {
  const legal = game.legalMoves(state, me) as unknown[];
  return { at: 0, player: me, view: game.view(state, me), legal, chosen: legal.findIndex((m) => key(m) === key(chosen)), seed, after, afterMoves };
}

/** Both seats have 5 points and an age-1 top card; seat 0 has its last action of the turn. */
const innovationPosition = (rivalHand: string[] = []) =>
  start({
    actionsLeft: 1,
    players: [
      { board: { blue: ['writing'] }, score: ['the-wheel', 'sailing', 'agriculture', 'pottery', 'tools'] },
      { board: { red: ['oars'] }, hand: rivalHand, score: ['clothing', 'masonry', 'city-states', 'code-of-laws', 'domestication'] },
    ],
  });

function innovationWhy(rivalHand: string[]) {
  const g0 = innovationPosition(rivalHand);
  // The game played: seat 0 drew; Bot 2 then claimed achievement 1.
  const g2 = play(play(g0, { type: 'draw' }, 0), { type: 'achieve', age: 1 }, 1);
  const d = decision(innovation, g0.s, 0, { type: 'draw' }, innovation.view(g2.s, 0), 2);
  const verdict = { ...judgeDecision(innovation, d), best: d.legal.findIndex((m) => key(m) === key({ type: 'achieve', age: 1 } satisfies Move)) };
  return { d, verdict, why: hadWhy(innovation, d, verdict.best) };
}

const setup = (game: 'innovation' | 'gears'): SessionSetup => ({ game, options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] });

describe('Review: had you played the bot’s move', () => {
  it('Innovation: seat 0 drew and Bot 2 claimed achievement 1; had seat 0 achieved, Bot 2 could not have', () => {
    const { d, verdict, why } = innovationWhy([]);
    expect(why.moves).toBe(2);
    expect(why.had).toContainEqual({ kind: 'inno.hadYouAchieved', args: { had: 1, got: 0 } });
    expect(why.had).toContainEqual({ kind: 'inno.hadRivalAchieved', args: { seat: { seat: 1 }, had: 0, got: 1 } });
    setLang('en');
    const line = hadLine('innovation', setup('innovation'), { verdict, view: d.view, legal: d.legal }, { kind: 'done', why });
    expect(line).toMatch(/^Had you played Achieve 1, within the same 2 moves: You would have claimed 1 achievement, not 0\. Bot 2 would have claimed no achievement, not 1\./);
  });

  it('twins: two games that differ only in the cards of Bot 2’s hand (unseen by seat 0) give the same comparison and words', () => {
    const a = innovationWhy(['archery', 'metalworking']);
    const b = innovationWhy(['mysticism', 'philosophy']);
    expect(b.why.had).toEqual(a.why.had);
    for (const lang of ['en', 'ru'] as const) {
      setLang(lang);
      const say = (x: typeof a) => hadLine('innovation', setup('innovation'), { verdict: x.verdict, view: x.d.view, legal: x.d.legal }, { kind: 'done', why: x.why });
      expect(say(b)).toBe(say(a));
      expect(say(a)).not.toBeNull();
    }
  });

  it('Gears, Rush with odd cards winning: turning the rival’s purple down jams and loses the round; leaving it wins, and the winner enters a code', () => {
    const game = getGame('gears');
    const s: GearsState = playGears(
      gearsPosition({ players: 2, card: 'R7', shift: 'night', token: 0, codes: [['blue-1', 'red-2', 'yellow-3', 'purple-4'], ['red-1', 'blue-2', 'yellow-1', 'purple-3']] }),
      place('blue', 2),
      place('purple', 0),
    ).state;
    expect(gears.toAct(s)).toEqual([0]);
    // The game played: turned down, then 5 more moves, each the first legal one.
    let state = gears.apply(s, 0, turn('down')).state;
    for (let i = 1; i < 6; i++) {
      const p = gears.toAct(state)[0];
      if (p === undefined) break;
      state = gears.apply(state, p, gears.legalMoves(state, p)[0] as GearsMove).state;
    }
    const d = decision(game, s, 0, turn('down'), gears.view(state, 0), 6);
    const verdict = { ...judgeDecision(game, d), best: d.legal.findIndex((m) => key(m) === key(turn('leave'))) };
    const why = hadWhy(game, d, verdict.best);
    // In the game played Bot 2 won the round and entered a code; had seat 0 left the purple, it could not have.
    expect(why.had).toEqual([{ kind: 'gears.hadRivalEntered', args: { seat: { seat: 1 }, had: 0, got: 1 } }]);
    setLang('en');
    const entry = { verdict, view: d.view, legal: d.legal };
    expect(hadLine('gears', setup('gears'), entry, { kind: 'done', why })).toBe(
      'Had you played Leave it, within the same 6 moves: Bot 2 would have entered no code, not 1.',
    );
    setLang('ja');
    expect(hadLine('gears', setup('gears'), entry, { kind: 'done', why })).toContain('0枚');
  });

  it('a line whose figures all match the game played says so, in one reason', () => {
    const v = innovation.view(innovationPosition().s, 0);
    expect(compareLines('innovation', v, v, v, 0)).toEqual([{ kind: 'inno.hadSame', args: {} }]);
  });

  it('while it is worked out the line says so, naming the bot’s move, in each language', () => {
    const { d, verdict } = innovationWhy([]);
    const entry = { verdict, view: d.view, legal: d.legal };
    const said = { en: 'Had you played Achieve 1: working it out…', it: '', ja: '', ru: '' };
    for (const lang of ['en', 'it', 'ja', 'ru'] as const) {
      setLang(lang);
      const line = hadLine('innovation', setup('innovation'), entry, { kind: 'working' });
      expect(line).not.toBeNull();
      if (lang === 'en') expect(line).toBe(said.en);
      else expect(line).not.toBe(said.en);
      expect(line).toMatch(/…$/);
    }
    // A failed comparison says nothing rather than something wrong.
    expect(hadLine('innovation', setup('innovation'), entry, { kind: 'failed' })).toBeNull();
  });

  it('sliced as the worker runs it (a yield after every few ms of search) or at once: the same line, to the same view', () => {
    const g = innovationPosition([]);
    const game = innovation as AnyGame;
    const view = game.view(g.s, 0);
    const move = { type: 'draw' } satisfies Move;
    const whole = playForward(game, view, 0, move, 6, 11);
    const line = forwardLine(game, view, 0, move, 6, 11, 0.05);
    let slices = 0;
    let step = line.next();
    while (!step.done) {
      slices++;
      step = line.next();
    }
    expect(slices).toBeGreaterThan(5);
    expect(step.value).toEqual(whole);
  });
});

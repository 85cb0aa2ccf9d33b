// Gears' coach explains a move by the rules of the position: a placement that jams with a gear
// already face up, how many open codes a gear matches, a turn that forces a jam, a code entered,
// a round that cannot be won — and twin worlds (another seat's hidden gear differs) in the same words.
import { describe, expect, it } from 'vitest';
import { explainHint } from '../../src/ai/explain/index';
import type { Reason } from '../../src/ai/explain/types';
import { gears } from '../../src/engine/gears/definition';
import type { GearsMove, GearsState } from '../../src/engine/gears/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { reasonWords } from '../../src/table/coachWords';
import { place, play, position, turn } from '../engine/gears/fixtures';

const game = getGame('gears');

function reasonsFor(s: GearsState, move: GearsMove): Reason[] {
  const me = gears.toAct(s)[0] ?? 0;
  const legal = gears.legalMoves(s, me);
  expect(legal).toContainEqual(move);
  const [line] = explainHint({ game, view: gears.view(s, me), me, legal, ranked: [{ move, visits: 10, chance: 0.5 }], seed: 5, count: 1 });
  return line?.reasons ?? [];
}

describe('Gears: the reason a move is good or bad, from the rules of the position', () => {
  it('Rush: the other gear lies face up showing 4; placing a red gear on 4 jams with it', () => {
    const s = play(position({ players: 2, card: 'R7', shift: 'night', token: 1 }), place('blue', 3)).state;
    expect(gears.toAct(s)).toEqual([0]);
    const rs = reasonsFor(s, place('red', 1));
    expect(rs[0]).toEqual({ kind: 'gears.shows', args: { gear: { term: 'gears.gear.red.name' }, value: 4, rule: { term: 'gears.rule.odd-cards' } } });
    expect(rs[1]).toEqual({ kind: 'gears.jamsWith', args: { seat: { seat: 1 }, value: 4 } });
  });

  it('a red gear on 4 with open codes red 2 and purple 4: two codes match (by colour and by number)', () => {
    const s = position({ players: 2, codes: [['red-2', 'purple-4', 'yellow-1', 'blue-3'], ['red-1', 'blue-2', 'yellow-3', 'purple-4']] });
    expect(reasonsFor(s, place('red', 1))).toContainEqual({ kind: 'gears.matches', args: { n: 2 } });
  });

  it('a grey gear on 1 with no open code numbered 1: it matches none (grey has no colour)', () => {
    const s = position({ players: 2, codes: [['red-2', 'purple-4', 'yellow-3', 'blue-3'], ['red-1', 'blue-2', 'yellow-3', 'purple-4']] });
    expect(reasonsFor(s, place('grey', 0))).toContainEqual({ kind: 'gears.matchesNone', args: {} });
  });

  it('Rush, odd cards win: turning the rival’s purple from 2 down to 3 jams it with your 3, and you lose the round; leaving it wins', () => {
    const s = play(position({ players: 2, card: 'R7', shift: 'night', token: 0 }), place('blue', 2), place('purple', 0)).state;
    expect(gears.toAct(s)).toEqual([0]);
    expect(s.phase).toBe('turn');
    const down = reasonsFor(s, turn('down'));
    expect(down).toEqual([
      { kind: 'gears.standLose', args: {} },
      { kind: 'gears.standJamsSure', args: { seat: { seat: 1 } } },
    ]);
    expect(reasonsFor(s, turn('leave'))[0]).toEqual({ kind: 'gears.standWinSure', args: {} });
  });

  it('a won round with a blue 4: entering the purple 4 code leaves three to enter', () => {
    const s = play(
      position({ players: 2, codes: [['blue-1', 'red-2', 'yellow-3', 'purple-4'], ['red-1', 'blue-2', 'yellow-3', 'purple-3']] }),
      place('blue', 3),
      place('purple', 0),
      turn('leave'),
      turn('leave'),
    ).state;
    expect(s.phase).toBe('code-entry');
    expect(reasonsFor(s, { type: 'enter-code', card: 3 })).toEqual([{ kind: 'gears.enters', args: { colour: { term: 'gears.colour.purple' }, number: 4, left: 3 } }]);
  });
});

describe('Gears: twin worlds give the same words', () => {
  it('the rival’s hidden gear differs (yellow or purple, face down): the seat to turn it is told the same', () => {
    setLang('en');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 7 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
    const twin = (gear: 'yellow' | 'purple') => play(position({ players: 2, token: 0 }), place('blue', 2), place(gear, 0)).state;
    const a = twin('yellow');
    const b = twin('purple');
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(gears.view(a, 0)).toEqual(gears.view(b, 0));
    const words = (s: GearsState) => {
      const legal = gears.legalMoves(s, 0);
      const ranked = legal.map((move, i) => ({ move, visits: 20 - i, chance: 0.5 }));
      return explainHint({ game, view: gears.view(s, 0), me: 0, legal, ranked, seed: 9, count: 3 }).map((l) => [l.moves, l.reasons.map((r) => reasonWords('gears', r, setup, 0))]);
    };
    const wa = words(a);
    expect(wa).toEqual(words(b));
    for (const [, rs] of wa) expect((rs as string[]).length).toBeGreaterThan(0);
  });
});

// Gear & Piston's coach explains a move by the rules of the position: a Build that completes the
// car, a part that fills a need of the car or not, a part taken unseen, the Workshop line's
// operations — and twin worlds (a rival's hidden blueprints differ) in the same words.
import { describe, expect, it } from 'vitest';
import { gearAndPistonExplainer } from '../../src/ai/explain/gear-and-piston';
import { explainHint } from '../../src/ai/explain/index';
import { investor } from '../../src/engine/gear-and-piston/investors';
import type { Reason } from '../../src/ai/explain/types';
import type { GnpMove, GnpState } from '../../src/engine/gear-and-piston/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { reasonWords } from '../../src/table/coachWords';
import { atLocation, car, fresh, giveCar, giveHand, lift, workshopTurn } from '../engine/gear-and-piston/fixtures';

const game = getGame('gear-and-piston');

function reasonsFor(s: GnpState, move: GnpMove): Reason[] {
  const me = s.actor ?? 0;
  const legal = game.legalMoves(s, me) as GnpMove[];
  expect(legal).toContainEqual(move);
  const [line] = explainHint({ game, view: game.view(s, me), me, legal, ranked: [{ move, visits: 10, chance: 0.5 }], seed: 5, count: 1 });
  return line?.reasons ?? [];
}

/** A complete 12-part car (the §11.3 example plus a spare red tank over an axle), as in the end-of-game rule tests. */
const TWELVE: [string, string][] = [
  ['N26', 'N18'],
  ['N01', 'N13'],
  ['N07', 'J21'],
  ['N30', 'J15'],
  ['N31', 'N21'],
  ['N08', 'N19'],
];

/** Seat 0 at the Patent Office with `part` in the first display space. */
function patentWith(part: string, built = car([])): GnpState {
  const s = atLocation(fresh(2, 5), 1, [0, 1]);
  giveCar(s, 0, built);
  lift(s, part);
  // The tile it displaces goes back on top of the New stack, unseen: every tile stays accounted for.
  const displaced = s.newDisplay[0];
  s.newDisplay[0] = part;
  if (displaced) {
    s.newStack.push(displaced);
    s.newStackKnown.push(0);
  }
  return s;
}

describe('Gear & Piston: the reason a move is good or bad, from the rules of the position', () => {
  it('the Build of the last axle into a 12-part car completes it', () => {
    const s = workshopTurn(fresh(2, 5), [0, 1]);
    giveCar(s, 0, car([...TWELVE.slice(0, 5), ['N08', null]]));
    giveHand(s, 0, ['N19', 'N02']);
    expect(reasonsFor(s, { type: 'build', part: 'N19', side: 'front', col: 5 })[0]).toEqual({ kind: 'gnp.completes', args: { parts: 12 } });
  });

  it('an empty car needs a motor: taking a motor from the display fills that need', () => {
    expect(reasonsFor(patentWith('N03'), { type: 'take-display', slot: 0 })).toEqual([{ kind: 'gnp.fillsNeed', args: { card: { card: 'N03' }, type: { term: 'gnp.type.motor' } } }]);
  });

  it('a Superheater is an improvement, which no car needs to be complete: it is taken, not needed', () => {
    const built = car(TWELVE.slice(0, 5));
    const s = patentWith('N32', built);
    expect(reasonsFor(s, { type: 'take-display', slot: 0 })[0]?.kind).toBe('gnp.takes');
  });

  it('the top of the New stack taken unseen: no rival knows the part, and the reason names none', () => {
    const rs = reasonsFor(atLocation(fresh(2, 5), 1, [0, 1]), { type: 'take-blind' });
    expect(rs).toEqual([{ kind: 'gnp.blind', args: {} }]);
  });

  it('the first token in the Workshop line brings three operations', () => {
    const s = fresh(2, 5);
    expect(s.phase).toBe('plan');
    expect(s.queues.every((q) => q.length === 0)).toBe(true);
    expect(reasonsFor(s, { type: 'place', location: 'workshop' })).toEqual([{ kind: 'gnp.queueWorkshop', args: { n: 1, ops: 3, location: { term: 'gnp.loc.workshop' } } }]);
  });
});

describe('Gear & Piston: an investor’s count', () => {
  it('a car whose Range icons go from 1 to 4: the investor who prefers Range pays its preference, plus 2 for each icon beyond two', () => {
    const before = workshopTurn(fresh(2, 5), [0, 1]);
    giveCar(before, 0, car([['N03', 'N18']])); // Petrol engine: 1 Range
    const after = structuredClone(before);
    giveCar(after, 0, car([['N03', 'N18'], ['N09', 'N21']])); // + Long-range petrol tank (2) and Spoked-wheel axle (1)
    const fan = [...before.investors].map((id) => investor(id)).sort((a, b) => b.prefers.range - a.prefers.range)[0];
    if (!fan) throw new Error('no investor');
    const rs = gearAndPistonExplainer.reasons({ view: game.view(before, 0), me: 0, move: { type: 'end-workshop' }, worlds: [{ before, after }], line: [] });
    expect(rs).toContainEqual({ kind: 'gnp.investorPays', args: { icon: { term: 'gnp.icon.range' }, n: 4, investor: { term: `gnp.inv.${fan.id}.name` }, pays: fan.prefers.range + 2 * 2 } });
  });
});

describe('Gear & Piston: twin worlds give the same words', () => {
  it('the rival’s hidden blueprints differ: the seat to act is told the same', () => {
    setLang('en');
    const setup: SessionSetup = { game: 'gear-and-piston', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
    const twin = (blueprint: string) => {
      const s = workshopTurn(fresh(2, 5), [0, 1]);
      giveHand(s, 0, ['N01', 'N13']);
      giveHand(s, 1, [blueprint]);
      return s;
    };
    const a = twin('N05');
    const b = twin('N06');
    expect(game.view(a, 0)).toEqual(game.view(b, 0));
    const words = (s: GnpState) => {
      const legal = game.legalMoves(s, 0) as GnpMove[];
      const ranked = legal.map((move, i) => ({ move, visits: 40 - i, chance: 0.5 }));
      return explainHint({ game, view: game.view(s, 0), me: 0, legal, ranked, seed: 9, count: 3 }).map((l) => [l.moves, l.reasons.map((r) => reasonWords('gear-and-piston', r, setup, 0))]);
    };
    const wa = words(a);
    expect(wa).toEqual(words(b));
    for (const [, rs] of wa) expect((rs as string[]).length).toBeGreaterThan(0);
  });
});

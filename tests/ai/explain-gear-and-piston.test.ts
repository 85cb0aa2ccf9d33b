// Gear & Piston's coach explains a move by the rules of the position: a Build that completes the
// car, a part that fills a need of the car or not, a part taken unseen, the Workshop line's
// operations — and twin worlds (a rival's hidden blueprints differ) in the same words.
import { describe, expect, it } from 'vitest';
import { gearAndPistonExplainer } from '../../src/ai/explain/gear-and-piston';
import { compareLines } from '../../src/ai/explain/had';
import { carScoreNow } from '../../src/ai/heuristics/gnp-plan';
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

describe('Gear & Piston: the rival’s likely reply, said only when it is public', () => {
  const s = fresh(2, 5);
  const view = game.view(s, 0);
  const reply = (move: GnpMove, worlds = [{ before: s, after: s }], first = true) =>
    gearAndPistonExplainer.reply({ view: view as never, me: 0, move: { type: 'keep-hand' }, worlds, line: [...(first ? [] : [{ player: 0, move: { type: 'keep-hand' }, visits: 5 }]), { player: 1, move, visits: 9 }] });
  const setup: SessionSetup = { game: 'gear-and-piston', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
  const words = (r: Reason | null) => (r ? reasonWords('gear-and-piston', r, setup, 0) : null);

  it('a token sent to a location and a spy’s target are public: said, with the location’s name', () => {
    setLang('en');
    expect(words(reply({ type: 'place', location: 'workshop' }))).toBe('Then Bot 2 likely sends a token to the Workshop.');
    expect(reply({ type: 'espionage', target: 0 })).toEqual({ kind: 'gnp.replySpies', args: { seat: { seat: 1 }, target: { seat: 0 } } });
  });

  it('a part taken from the display is named when every world shows it there; a refill that differs between worlds, or a blueprint kept, is left unsaid', () => {
    const part = s.newDisplay[0] as string;
    expect(part).toBeTruthy();
    expect(reply({ type: 'take-display', slot: 0 })).toEqual({ kind: 'gnp.replyTakes', args: { seat: { seat: 1 }, card: { card: part } } });
    const other: GnpState = { ...s, newDisplay: [s.newDisplay[1] ?? null, ...s.newDisplay.slice(1)] };
    expect(reply({ type: 'take-display', slot: 0 }, [{ before: s, after: s }, { before: s, after: other }])).toBeNull();
    // Not right after the seat's move: the display may have changed in between.
    expect(reply({ type: 'take-display', slot: 0 }, [{ before: s, after: s }], false)).toBeNull();
    expect(reply({ type: 'keep-part', part })).toBeNull();
  });
});

describe('Gear & Piston: had you played the bot’s move, compared with the game played', () => {
  it('the line where the car was built up scores differently from the game played: the comparison says both scores', () => {
    const before = fresh(2, 5);
    const got = fresh(2, 5);
    const had = fresh(2, 5);
    giveCar(had, 0, car(TWELVE.slice(0, 5)));
    const v = (s: GnpState) => game.view(s, 0);
    const sum = (s: GnpState) => carScoreNow(v(s) as unknown as GnpState, v(s).seats[0]?.car as never);
    const rs = compareLines('gear-and-piston', v(before), v(had), v(got), 0);
    expect(sum(had)).not.toBe(sum(got));
    expect(rs).toEqual([{ kind: 'gnp.hadScore', args: { had: sum(had), got: sum(got) } }]);
    expect(compareLines('gear-and-piston', v(before), v(got), v(got), 0)).toEqual([{ kind: 'gnp.hadSame', args: {} }]);
  });
});

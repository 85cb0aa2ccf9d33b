// Onlookers cannot tell which part the Black Market's drawer kept (§5.1.1: the drawer looks at the
// parts and keeps one, the rest go back face down), nor which blueprint Espionage took (§5.1.2)
// beyond its back. A seat that knew a drawn part — it had left it under the New stack itself —
// must see the same view, events and memory whichever part is kept; and a view or event carries
// only its own seat's knowledge, never which tiles the other seats know.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../../src/cli/configs';
import { randomGame } from '../../../src/cli/twin-world';
import { Rng } from '../../../src/engine/core/rng';
import type { GameEvent, KnownFact, PlayerId } from '../../../src/engine/core/types';
import type { GnpMove, GnpState, GnpView, PartId } from '../../../src/engine/gear-and-piston/types';
import { atLocation, fresh, game, giveHand, play } from './fixtures';

interface Sight {
  view: GnpView;
  events: GameEvent[];
  memory: KnownFact[];
}

function sightAfter(s: GnpState, move: GnpMove, seat: PlayerId | null): Sight {
  const applied = game.apply(s, s.actor!, move);
  const view = game.view(applied.state, seat);
  return { view, events: game.viewEvents(applied.events, seat), memory: game.knownFacts!(view) };
}

/** Four New parts left in the stack (the rest to the New discard, so every tile stays accounted for). */
function shortNewStack(s: GnpState, size: number): GnpState {
  while (s.newStack.length > size) {
    s.newDiscard.push(s.newStack.shift()!);
    s.newStackKnown.shift();
  }
  return s;
}

/**
 * Three seats at the Back Alley, seat 1 first, then seat 0. Seat 1 takes the Black Market with
 * three of the four New parts left and puts two back under the stack; seat 0 then takes the Black
 * Market and draws the last part and those two: seat 1 knows two of seat 0's three.
 */
function drawerAfterWatcher(): { s: GnpState; drawn: PartId[]; known: PartId[] } {
  let s = atLocation(shortNewStack(fresh(3, 11), 4), 0, [1, 0]);
  const first = s.newStack.slice(-3).reverse();
  s = play(s, { type: 'black-market' }, { type: 'keep-part', part: first[1]! });
  expect(s.actor).toBe(0);
  const drawn = s.newStack.slice().reverse();
  s = play(s, { type: 'black-market' });
  expect(s.step).toMatchObject({ kind: 'black-market', drawn });
  return { s, drawn, known: [first[0]!, first[2]!] };
}

describe('Black Market: onlookers cannot tell which part was kept (§5.1.1)', () => {
  it('the seat that put two of the drawn parts under the stack knows them among the drawn, as it should', () => {
    const { s, known } = drawerAfterWatcher();
    const drawnSeen = (game.view(s, 1).step as Extract<GnpView['step'], { kind: 'black-market' }>).drawn;
    expect(drawnSeen).toEqual(['hidden-new', known[1], known[0]]);
  });

  it('each of the three keeps shows that seat, the third seat and a spectator the same view, events and memory', () => {
    const { s, drawn } = drawerAfterWatcher();
    for (const seat of [1, 2, null]) {
      const sights = drawn.map((part) => sightAfter(s, { type: 'keep-part', part }, seat));
      expect(sights[1], `seat ${seat}, keep the second`).toEqual(sights[0]);
      expect(sights[2], `seat ${seat}, keep the third`).toEqual(sights[0]);
    }
    // A bot searches worlds dealt from its view: the same worlds whichever part was kept.
    for (const seat of [1, 2]) {
      const worlds = drawn.map((part) => game.determinize(sightAfter(s, { type: 'keep-part', part }, seat).view, seat, new Rng([1, 2, 3, 4])));
      expect(worlds[1]).toEqual(worlds[0]);
      expect(worlds[2]).toEqual(worlds[0]);
    }
  });

  it('the keep goes to the drawer’s hand face down for onlookers; the drawer sees it and the leftovers in place', () => {
    const { s, drawn, known } = drawerAfterWatcher();
    const keep = { type: 'keep-part', part: known[0]! } as const;
    const seen = sightAfter(s, keep, 1);
    const fromMarket = seen.events.filter((e) => e.type === 'move-tile' && (e.from as { zone: string }).zone === 'black-market');
    expect(fromMarket.map((e) => e.part)).toEqual(['hidden-new', 'hidden-new', 'hidden-new']);
    expect(seen.view.seats[0]!.hand.at(-1)).toBe('hidden-new');
    expect(seen.memory).toEqual([]);
    const drawer = sightAfter(s, keep, 0);
    expect(drawer.view.seats[0]!.hand.at(-1)).toBe(known[0]);
    expect(drawer.view.newStack.slice(0, 2)).toEqual(drawn.filter((p) => p !== known[0]));
  });

  it('with a single part drawn there is nothing to choose: a seat that knew it knows it went to the drawer’s hand', () => {
    let s = atLocation(shortNewStack(fresh(3, 11), 1), 0, [0]);
    const only = s.newStack[0]!;
    s.newStackKnown[0] = 0b010; // seat 1 knows it (as if it had left it there); seat 2 does not
    s = play(s, { type: 'black-market' });
    const after = play(s, { type: 'keep-part', part: only });
    expect(game.view(after, 1).seats[0]!.hand).toEqual([only]);
    expect(game.knownFacts!(game.view(after, 1))).toEqual([{ item: only, zone: 'hand', player: 0 }]);
    expect(game.view(after, 2).seats[0]!.hand).toEqual(['hidden-new']);
  });

  it('with a full hand nothing is kept: a seat that knew a drawn part still knows where it went back', () => {
    let s = atLocation(shortNewStack(fresh(3, 11), 3), 0, [0]);
    giveHand(s, 0, ['J01', 'J02', 'J03', 'J04', 'J05']);
    const top = s.newStack.at(-1)!;
    s.newStackKnown[2] = 0b010;
    s = play(s, { type: 'black-market' });
    expect(s.seats[0]!.hand).toHaveLength(5);
    expect(game.knownFacts!(game.view(s, 1)).map((f) => f.item)).toEqual([top]);
  });
});

describe('Espionage: onlookers see only the back of the stolen blueprint (§5.1.2)', () => {
  it('two Junk blueprints in different places of the victim’s hand: taking either shows an onlooker the same', () => {
    let s = atLocation(fresh(3, 6), 0, [0]);
    giveHand(s, 1, ['J07', 'N01', 'J09']);
    s.seats[1]!.handKnown = [0b111, 0b111, 0b111]; // all three came from the displays, face up
    s = play(s, { type: 'espionage', target: 1 });
    const a = sightAfter(s, { type: 'steal', part: 'J07' }, 2);
    const b = sightAfter(s, { type: 'steal', part: 'J09' }, 2);
    expect(b).toEqual(a);
    expect(a.view.seats[1]!.hand).toEqual(['hidden-new', 'hidden-junk']);
  });
});

/** Every knowledge mask a view carries. */
function masks(v: GnpView): number[] {
  const out = [...v.newStackKnown, ...v.seats.flatMap((seat) => seat.handKnown)];
  if (v.step.kind === 'black-market') out.push(...v.step.drawnKnown);
  return out;
}

describe.each(CONTRACT_CONFIGS['gear-and-piston'].map((c) => [describeConfig(c), c] as const))('Views in random games, %s', (_label, config) => {
  it('no view or event a seat is sent holds another seat’s knowledge (a spectator’s none)', () => {
    const foreign: string[] = [];
    let checked = 0;
    for (let seed = 1; seed <= 2; seed++) {
      const steps = randomGame(game, config, seed, 400);
      for (const [i, step] of steps.entries()) {
        for (let v = -1; v < config.players; v++) {
          const viewer = v < 0 ? null : v;
          const own = viewer === null ? 0 : 1 << viewer;
          checked++;
          if (masks(game.view(step.after as GnpState, viewer)).some((m) => (m & ~own) !== 0)) foreign.push(`seed ${seed} move ${i} viewer ${viewer}: view`);
          // An event's visibleTo names who knows its tile.
          if (game.viewEvents(step.events, viewer).some((e) => 'visibleTo' in e)) foreign.push(`seed ${seed} move ${i} viewer ${viewer}: events`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(foreign.slice(0, 5)).toEqual([]);
  });
});

// Perfect recall in Gear & Piston (§8): who knows a tile travels with it (a bit per seat), so a
// seat's view names every tile it saw go where it cannot look. knownFacts lists them; twin states
// over random games check that the view depends on a hidden tile exactly when the seat knows it.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../../src/cli/configs';
import { jsonEqual } from '../../../src/engine/core/equal';
import { Rng } from '../../../src/engine/core/rng';
import type { PlayerId } from '../../../src/engine/core/types';
import type { GnpState, PartId } from '../../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../../src/engine/gear-and-piston/types';
import { fresh, game, giveHand, play } from './fixtures';

function alleyTurn(s: GnpState, seat: number): GnpState {
  s.phase = 'back-alley';
  s.queues = LOCATIONS.map(() => []);
  s.queues[0] = [seat];
  s.cursor = 0;
  s.actor = seat;
  s.step = { kind: 'alley' };
  return s;
}

const facts = (s: GnpState, v: PlayerId) => game.knownFacts!(game.view(s, v));

describe('what a seat knows, as facts', () => {
  it('Espionage: the spy knows the victim’s blueprints; a seat that did not look knows none', () => {
    let s = alleyTurn(fresh(3, 6), 0);
    giveHand(s, 1, ['N01', 'J07']);
    s = play(s, { type: 'espionage', target: 1 });
    expect(facts(s, 0)).toEqual([
      { item: 'N01', zone: 'hand', player: 1 },
      { item: 'J07', zone: 'hand', player: 1 },
    ]);
    expect(facts(s, 2)).toEqual([]);
  });

  it('Black Market: the parts not kept lie under the New stack, known to the drawer by their place', () => {
    let s = alleyTurn(fresh(2, 4), 0);
    const drawn = s.newStack.slice(-3).reverse();
    s = play(s, { type: 'black-market' });
    s = play(s, { type: 'keep-part', part: drawn[1]! });
    const size = s.newStack.length;
    expect(facts(s, 0)).toEqual([
      { item: drawn[0], zone: 'new-stack', player: -1, fromBottom: 0, fromTop: size - 1 },
      { item: drawn[2], zone: 'new-stack', player: -1, fromBottom: 1, fromTop: size - 2 },
    ]);
    expect(facts(s, 1)).toEqual([]);
  });

  it('Espionage’s theft: an onlooker who knew the victim’s blueprints loses track of them, unless there was only one', () => {
    const steal = (hand: PartId[]) => {
      let s = alleyTurn(fresh(3, 6), 0);
      giveHand(s, 1, hand);
      s.seats[1]!.handKnown = hand.map(() => 0b110); // seat 2 knows them (as if it had spied before)
      s = play(s, { type: 'espionage', target: 1 });
      return play(s, { type: 'steal', part: hand[0]! });
    };
    expect(facts(steal(['N01']), 2)).toEqual([{ item: 'N01', zone: 'hand', player: 0 }]);
    expect(facts(steal(['N01', 'J07']), 2)).toEqual([]);
  });

  it('a spectator knows nothing', () => {
    let s = alleyTurn(fresh(2, 6), 0);
    giveHand(s, 1, ['N01']);
    s = play(s, { type: 'espionage', target: 1 });
    expect(game.knownFacts!(game.view(s, null))).toEqual([]);
  });
});

/**
 * Hidden tiles from v's seat: other hands and the New stack (slot by slot, with who knows each —
 * the knowledge stays with the slot, as a seat knows which back is which), the Junk stack.
 */
interface Slot {
  list: PartId[];
  index: number;
  known: boolean;
}

function slots(s: GnpState, v: PlayerId): Slot[] {
  const out: Slot[] = [];
  const bit = 1 << v;
  s.seats.forEach((seat, p) => {
    if (p === v) return;
    for (let i = 0; i < seat.hand.length; i++) out.push({ list: seat.hand, index: i, known: ((seat.handKnown[i] as number) & bit) !== 0 });
  });
  for (let i = 0; i < s.newStack.length; i++) out.push({ list: s.newStack, index: i, known: ((s.newStackKnown[i] as number) & bit) !== 0 });
  for (let i = 0; i < s.junkStack.length; i++) out.push({ list: s.junkStack, index: i, known: false });
  return out;
}

const section = (part: PartId) => part[0];

describe.each(CONTRACT_CONFIGS['gear-and-piston'].map((c) => [describeConfig(c), c] as const))('Twin states with perfect recall: %s', (_label, config) => {
  it('a swap of a tile the seat knows changes its view; a swap of tiles it does not know never does', () => {
    let known = 0;
    let unknown = 0;
    const differences: string[] = [];
    for (let seed = 1; seed <= 2; seed++) {
      const rng = Rng.seeded(seed * 31337);
      let s = game.setup(game.normalizeOptions({ ...config, seed }));
      for (let step = 0; game.toAct(s).length > 0; step++) {
        if (step % 3 === 2 && s.step.kind !== 'black-market') {
          for (let v = 0; v < s.players; v++) {
            const all = slots(s, v);
            const before = game.view(s, v);
            for (let k = 0; k < 12; k++) {
              const a = rng.pick(all);
              const b = rng.pick(all);
              if (!a || !b || (a.list === b.list && a.index === b.index) || section(a.list[a.index]!) !== section(b.list[b.index]!) || (a.known && b.known)) continue;
              const twin = structuredClone(s);
              const find = (x: Slot): PartId[] => {
                if (x.list === s.newStack) return twin.newStack;
                if (x.list === s.junkStack) return twin.junkStack;
                return twin.seats[s.seats.findIndex((seat) => seat.hand === x.list)]!.hand;
              };
              const la = find(a);
              const lb = find(b);
              [la[a.index], lb[b.index]] = [lb[b.index]!, la[a.index]!];
              const knows = a.known || b.known;
              if (knows) known++;
              else unknown++;
              if (jsonEqual(game.view(twin, v), before) === knows) differences.push(`seat ${v}, step ${step}: ${knows ? 'a known tile moved unseen' : 'unknown tiles told apart'}`);
            }
          }
        }
        const p = rng.pick(game.toAct(s));
        s = game.apply(s, p, rng.pick(game.legalMoves(s, p))).state;
      }
    }
    expect(differences).toEqual([]);
    expect(known).toBeGreaterThan(5);
    expect(unknown).toBeGreaterThan(40);
  });
});

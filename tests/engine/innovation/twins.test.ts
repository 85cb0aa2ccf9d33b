// Twin states and perfect recall, over random games in every option set: at positions through each
// game, for every seat, two hidden cards of one age are swapped between two places the seat cannot
// look into (a hand, a score pile, achievements, a place in a supply pile; with Echoes a forecast
// and the Echoes piles too, and the two cards share their back: age and set).
// - If the seat tracks one of them (memory.ts), the twins must give it different views: its view
//   says where that card is.
// - If it tracks neither, the twins must give it the same view: nothing it saw tells them apart.
// Cards a seat has lost track of are among the second kind: memory.test.ts checks that the engine
// forgets exactly what the seat's own events no longer vouch for.
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../../src/cli/configs';
import { jsonEqual } from '../../../src/engine/core/equal';
import { Rng } from '../../../src/engine/core/rng';
import type { PlayerId } from '../../../src/engine/core/types';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { backOf, isCardId } from '../../../src/engine/innovation/facts';
import type { CardId, InnovationState, Move } from '../../../src/engine/innovation/types';
import { view } from '../../../src/engine/innovation/view';

/** A hidden place: the list and the index of one card in it. */
interface Slot {
  list: string[];
  index: number;
  place: string;
}

/** Every card `v` cannot see, by where it lies (none the current action has shown, none an effect names). */
function hiddenSlots(s: InnovationState, v: PlayerId): Slot[] {
  const named = JSON.stringify([s.frames, s.initial]);
  const out: Slot[] = [];
  const add = (list: string[], place: string) => {
    list.forEach((card, index) => {
      if (!isCardId(card) || s.revealed?.includes(card) || named.includes(`"${card}"`)) return;
      out.push({ list, index, place: `${place}:${index}` });
    });
  };
  s.players.forEach((pl, p) => {
    if (p !== v) {
      add(pl.hand, `hand:${p}`);
      add(pl.score, `score:${p}`);
      if (pl.forecast) add(pl.forecast, `forecast:${p}`);
    }
    add(pl.achievements, `achievements:${p}`);
  });
  add(s.achievements, 'achievements');
  s.supply.forEach((pile, a) => {
    add(pile, `supply:${a}`);
  });
  s.echoes?.forEach((pile, a) => {
    add(pile, `esupply:${a}`);
  });
  return out;
}

/** The slot's card's list: a hand, score pile or achievements (a position there is not known to anyone), or a supply pile. */
const listOf = (slot: Slot) => slot.place.slice(0, slot.place.lastIndexOf(':'));
const differentPlaces = (a: Slot, b: Slot) => listOf(a) !== listOf(b) || listOf(a).startsWith('supply') || listOf(a).startsWith('esupply');

function swapped(s: InnovationState, a: Slot, b: Slot): InnovationState {
  const copy = JSON.parse(JSON.stringify(s)) as InnovationState;
  const find = (slot: Slot): string[] => {
    const [zone, owner] = slot.place.split(':');
    const p = Number(owner);
    if (zone === 'hand') return copy.players[p]!.hand;
    if (zone === 'score') return copy.players[p]!.score;
    if (zone === 'supply') return copy.supply[p]!;
    if (zone === 'esupply') return copy.echoes![p]!;
    if (zone === 'forecast') return copy.players[p]!.forecast!;
    return slot.place.split(':').length === 3 ? copy.players[p]!.achievements : copy.achievements;
  };
  const la = find(a);
  const lb = find(b);
  const ca = la[a.index]!;
  la[a.index] = lb[b.index]!;
  lb[b.index] = ca;
  return copy;
}

interface Tally {
  tracked: number;
  untracked: number;
  differences: string[];
}

function checkTwins(s: InnovationState, v: PlayerId, rng: Rng, tally: Tally): void {
  const slots = hiddenSlots(s, v);
  const tracked = new Set((s.memory?.[v] ?? []).map((r) => r.card));
  const before = view(s, v);
  const byAge = new Map<number, Slot[]>();
  for (const slot of slots) {
    const age = backOf(slot.list[slot.index] as CardId);
    byAge.set(age, [...(byAge.get(age) ?? []), slot]);
  }
  for (const group of byAge.values()) {
    if (group.length < 2) continue;
    for (let k = 0; k < 3; k++) {
      const a = rng.pick(group);
      const b = rng.pick(group);
      if (a === b || !differentPlaces(a, b)) continue;
      const ca = a.list[a.index] as CardId;
      const cb = b.list[b.index] as CardId;
      const knows = tracked.has(ca) || tracked.has(cb);
      const same = jsonEqual(view(swapped(s, a, b), v), before);
      if (knows) tally.tracked++;
      else tally.untracked++;
      if (knows === same) tally.differences.push(`seat ${v}, move ${s.moves}: ${ca} (${a.place}) ⇄ ${cb} (${b.place}) ${knows ? 'looks the same' : 'looks different'}`);
    }
  }
}

describe.each(CONTRACT_CONFIGS.innovation.map((c) => [describeConfig(c), c] as const))('Twin states with perfect recall: %s', (_label, config) => {
  it('a swap of a card the seat tracks changes its view; a swap of cards it does not track never does', () => {
    const tally: Tally = { tracked: 0, untracked: 0, differences: [] };
    for (let seed = 1; seed <= 3; seed++) {
      const rng = Rng.seeded(seed * 7877);
      let s = game.setup(game.normalizeOptions({ ...config, seed }));
      while (game.toAct(s).length > 0) {
        if (s.moves % 7 === 3) for (let v = 0; v < s.players.length; v++) checkTwins(s, v, rng, tally);
        const p = rng.pick(game.toAct(s));
        s = game.apply(s, p, rng.pick(game.legalMoves(s, p)) as Move).state;
      }
    }
    expect(tally.differences).toEqual([]);
    expect(tally.tracked).toBeGreaterThan(20);
    expect(tally.untracked).toBeGreaterThan(100);
  });
});

// Perfect recall (src/engine/innovation/memory.ts, known.ts): a seat keeps track of hidden cards it
// saw go where it cannot look, for as long as no unseen move could have taken them away, and its
// view names them with their place. Each rule is a set position and its exact outcome; the random
// games below check the memory against a reading of each seat's own events (memory-watcher.ts).
import { describe, expect, it } from 'vitest';
import { CONTRACT_CONFIGS, describeConfig } from '../../../src/cli/configs';
import { Rng } from '../../../src/engine/core/rng';
import type { PlayerId } from '../../../src/engine/core/types';
import { innovation as game } from '../../../src/engine/innovation/definition';
import type { KnownCard } from '../../../src/engine/innovation/known';
import type { InnovationState, Move } from '../../../src/engine/innovation/types';
import { view } from '../../../src/engine/innovation/view';
import { startEchoes } from './echoes/helpers';
import { dogma, type Game, pick, play, start } from './helpers';
import { Watcher } from './memory-watcher';

const known = (g: Game, p: PlayerId): KnownCard[] => view(g.s, p).known ?? [];
const cardsKnown = (g: Game, p: PlayerId): string[] => known(g, p).map((k) => k.card);

/** A position in which seat `p` already tracks these cards (as if it had seen them go there). */
function remembering(g: Game, p: PlayerId, cards: string[]): Game {
  const memory = g.s.players.map((_, q) => (q === p ? cards.map((card) => ({ card, since: 3 })) : []));
  return { s: { ...g.s, memory }, events: g.events };
}

describe('Perfect recall: cards seen going where the seat cannot look', () => {
  it('Archery: the seat that hands a card over knows it is in the demander’s hand; a seat that did not see it does not', () => {
    let g = start({
      players: [{ board: { red: ['archery'] } }, { hand: ['sailing', 'the-wheel'] }, { hand: ['oars'] }],
      supply: { 1: ['agriculture', 'pottery'] },
    });
    g = dogma(g, 'archery'); // seat 1 draws agriculture; then seat 2 draws pottery
    g = pick(g, 'sailing'); // seat 1 hands over a 1 (all its cards are 1s)
    g = pick(g, 'oars');
    expect(g.s.players[0]!.hand).toEqual(['sailing', 'oars']);
    expect(known(g, 1)).toEqual([{ card: 'sailing', zone: 'hand', player: 0, since: 10 }]);
    expect(known(g, 2)).toEqual([{ card: 'oars', zone: 'hand', player: 0, since: 10 }]);
    expect(known(g, 0)).toEqual([]); // its own hand: in sight, nothing to remember
  });

  it('Pottery: cards you return lie at the bottom of their pile, the last returned lowest; the others see only their ages', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] }, hand: ['sailing', 'oars'] }, {}] });
    g = dogma(g, 'pottery');
    g = pick(g, 'sailing', 'oars');
    expect(g.s.supply[0]!.slice(0, 2)).toEqual(['oars', 'sailing']);
    expect(known(g, 0)).toEqual([
      { card: 'sailing', zone: 'supply', player: -1, fromBottom: 1, since: 10 },
      { card: 'oars', zone: 'supply', player: -1, fromBottom: 0, since: 10 },
    ]);
    expect(known(g, 1)).toEqual([]);
  });

  it('Engineering: top cards moved from a board into a score pile are known to every seat but their new owner', () => {
    let g = start({
      players: [{ board: { red: ['engineering'], yellow: ['masonry'], blue: ['tools'] } }, { board: { red: ['archery'], green: ['the-wheel'] } }, {}],
    });
    g = dogma(g, 'engineering');
    expect(g.s.players[0]!.score).toEqual(['archery', 'the-wheel']);
    for (const p of [1, 2]) expect(cardsKnown(g, p)).toEqual(['archery', 'the-wheel']);
    expect(known(g, 1)[0]).toEqual({ card: 'archery', zone: 'score', player: 0, since: 10 });
    expect(known(g, 0)).toEqual([]);
  });

  it('Metalworking: a card shown and kept in hand stays known after the action ends', () => {
    let g = start({ players: [{ board: { red: ['metalworking'] } }, {}], supply: { 1: ['sailing'] } });
    g = dogma(g, 'metalworking'); // sailing has no castle: kept in hand
    expect(g.s.players[0]!.hand).toEqual(['sailing']);
    expect(g.s.revealed).toBeUndefined();
    expect(known(g, 1)).toEqual([{ card: 'sailing', zone: 'hand', player: 0, since: 10 }]);
  });

  it('the card you know is on top, drawn by you: in your hand, in sight, out of your memory', () => {
    let g = start({ players: [{}, {}], exhausted: [1], actionsLeft: 1 });
    g.s.supply[0] = ['sailing'];
    g = remembering(g, 0, ['sailing']);
    g = play(g, { type: 'draw' }, 0);
    expect(g.s.players[0]!.hand).toEqual(['sailing']);
    expect(known(g, 0)).toEqual([]);
  });

  it('an opponent drawing the card you know is on top: you know it is in their hand', () => {
    let g = start({ players: [{}, {}], exhausted: [1], current: 1, actionsLeft: 1 });
    g.s.supply[0] = ['sailing'];
    g = remembering(g, 0, ['sailing']);
    g = play(g, { type: 'draw' }, 1);
    expect(g.s.players[1]!.hand).toEqual(['sailing']);
    expect(known(g, 0)).toEqual([{ card: 'sailing', zone: 'hand', player: 1, since: 10 }]);
  });

  it('a draw from a pile whose top card you do not know leaves the cards you know below it where they were', () => {
    let g = start({ players: [{}, {}], current: 1, actionsLeft: 1, supply: { 1: ['oars'] } });
    const pile = g.s.supply[0]!;
    g = remembering(g, 0, [pile[0]!]);
    g = play(g, { type: 'draw' }, 1);
    expect(known(g, 0)).toEqual([{ card: pile[0], zone: 'supply', player: -1, fromBottom: 0, since: 3 }]);
  });

  it('Philosophy: the only card of its age leaving a hand unseen is the one you know: you follow it to the score pile', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'] }, hand: ['sailing', 'calendar'] }, {}] });
    g = remembering(g, 1, ['sailing']);
    g = dogma(g, 'philosophy');
    g = pick(g, 'sailing'); // scored from hand: seat 1 does not see which card, but sees a 1 go
    expect(known(g, 1)).toEqual([{ card: 'sailing', zone: 'score', player: 0, since: 10 }]);
  });

  it('Philosophy: a card of the same age as one you know leaving unseen: you lose track of it', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'] }, hand: ['sailing', 'oars'] }, {}] });
    g = remembering(g, 1, ['sailing']);
    g = dogma(g, 'philosophy');
    g = pick(g, 'oars'); // a 1 went to the score pile: sailing, or the other 1?
    expect(known(g, 1)).toEqual([]);
  });

  it('Philosophy: a card of another age leaving unseen does not touch what you know', () => {
    let g = start({ players: [{ board: { purple: ['philosophy'] }, hand: ['sailing', 'oars', 'calendar'] }, {}] });
    g = remembering(g, 1, ['sailing']);
    g = dogma(g, 'philosophy');
    g = pick(g, 'calendar');
    expect(known(g, 1)).toEqual([{ card: 'sailing', zone: 'hand', player: 0, since: 3 }]);
  });

  it('a card you know, melded into sight, leaves your memory', () => {
    let g = start({ players: [{}, { hand: ['sailing', 'oars'] }], current: 1, actionsLeft: 1 });
    g = remembering(g, 0, ['sailing']);
    g = play(g, { type: 'meld', card: 'sailing' }, 1);
    expect(known(g, 0)).toEqual([]);
  });
});

/** Plays one step and feeds each watcher the seat's view before it and the events it saw. */
function watched(g: Game, watchers: Watcher[], step: (g: Game) => Game): Game {
  const next = step(g);
  const events = next.events.slice(g.events.length);
  for (const [v, w] of watchers.entries()) w.see(view(g.s, v), game.viewEvents(events, v));
  return next;
}

describe('Perfect recall: which end of a supply pile a card goes to or leaves from', () => {
  it('Telescope: the card put back on top of its Echoes pile is known there, on top; every seat sees it go on top', () => {
    const g0 = startEchoes({
      players: [{ board: { blue: ['telescope'] }, score: ['chemistry', 'physics'], forecast: ['dice', 'calendar'] }, {}],
      supply: { 5: ['coal'] },
    });
    const pile = g0.s.echoes![0]!;
    const bottom = pile[0]!;
    const watchers = [new Watcher(0), new Watcher(1)];
    let g = remembering(g0, 1, [bottom]); // seat 1 knows the Echoes 1 pile's bottom card
    g = watched(g, watchers, (x) => dogma(x, 'telescope'));
    g = watched(g, watchers, (x) => pick(x, 'dice'));
    expect(g.s.echoes![0]).toEqual([...pile, 'dice']);
    const since = g.s.turn;
    expect(known(g, 0)).toEqual([
      { card: 'dice', zone: 'supply', player: -1, fromBottom: pile.length, since },
      { card: 'calendar', zone: 'achievements', player: 0, since }, // achieved from the forecast, face down
    ]);
    // Read from seat 0's own view and events alone: on top, not at the bottom.
    expect(watchers[0]!.known()).toEqual([...known(g, 0)].sort((a, b) => a.card.localeCompare(b.card)));
    // Seat 1 does not see which card, but sees an Echoes 1 go on top: the bottom card stays where it was.
    const back = game.viewEvents(g.events, 1).filter((e) => e.type === 'move-card' && e.verb === 'return');
    expect(back).toEqual([expect.objectContaining({ card: null, age: 1, set: 'echoes', toTop: true })]);
    expect(known(g, 1)).toEqual([{ card: bottom, zone: 'supply', player: -1, fromBottom: 0, since: 3 }]);
  });

  it('Chopsticks: a seat that knows the bottom card of the base 1 pile follows it to the achievements; the card it knows above slides down', () => {
    const g0 = startEchoes({ players: [{ board: { yellow: ['chopsticks'] } }, {}], supply: { 1: ['sailing'] } });
    const [bottom, second] = g0.s.supply[0]! as [string, string];
    let g = remembering(g0, 1, [bottom, second]);
    g = dogma(g, 'chopsticks'); // the echo draws sailing off the top
    g = play(g, { type: 'choice', choice: 'yes' });
    expect(g.s.achievements).toContain(bottom);
    const moved = game.viewEvents(g.events, 1).filter((e) => e.type === 'move-card' && e.to && (e.to as { zone: string }).zone === 'achievements');
    expect(moved).toEqual([expect.objectContaining({ card: null, age: 1, fromBottom: true })]);
    expect(known(g, 1)).toEqual([
      { card: bottom, zone: 'achievements', player: -1, since: g.s.turn },
      { card: second, zone: 'supply', player: -1, fromBottom: 0, since: 3 },
    ]);
  });
});

describe('Perfect recall: a card a seat looked at (Echoes: Tuning Fork)', () => {
  // Seat 1 has as many lightbulbs (Writing: 2) as seat 0 (Tuning Fork: 2), so it shares the echo
  // effect and looks first: at the base 3 pile's top (Alchemy); then seat 0 at the Echoes 3
  // pile's top (Almanac). Each put back on top. Empty hands: the dogma effect does nothing.
  const looked = (watchers: Watcher[] = []) => {
    let g = startEchoes({
      players: [{ board: { purple: ['tuning-fork'] } }, { board: { blue: ['writing'] } }],
      supply: { 3: ['alchemy', 'almanac'] },
    });
    g = watched(g, watchers, (x) => dogma(x, 'tuning-fork'));
    g = watched(g, watchers, (x) => play(x, { type: 'choice', choice: '3' }, 1));
    g = watched(g, watchers, (x) => play(x, { type: 'choice', choice: 'base-pile' }, 1));
    g = watched(g, watchers, (x) => play(x, { type: 'choice', choice: '3' }, 0));
    return watched(g, watchers, (x) => play(x, { type: 'choice', choice: 'echoes-pile' }, 0));
  };

  it('the seat that looked knows the card on top of that pile; the other seat learns nothing', () => {
    const watchers = [new Watcher(0), new Watcher(1)];
    const g = looked(watchers);
    expect(g.s.supply[2]!.at(-1)).toBe('alchemy');
    expect(g.s.echoes![2]!.at(-1)).toBe('almanac');
    const top = (pile: readonly string[]) => pile.length - 1;
    expect(known(g, 0)).toEqual([{ card: 'almanac', zone: 'supply', player: -1, fromBottom: top(g.s.echoes![2]!), since: g.s.turn }]);
    expect(known(g, 1)).toEqual([{ card: 'alchemy', zone: 'supply', player: -1, fromBottom: top(g.s.supply[2]!), since: g.s.turn }]);
    // Each seat's events name only the card it looked at.
    expect(game.viewEvents(g.events, 1).filter((e) => e.type === 'look')).toEqual([
      { type: 'look', player: 1, card: 'alchemy', knownTo: [1] },
      { type: 'look', player: 0, card: null, knownTo: [0] },
    ]);
    // A reading of each seat's own view and events comes to the same memory.
    expect(watchers.map((w) => w.known())).toEqual([known(g, 0), known(g, 1)]);
  });

  it('a determinization for the seat that looked keeps the card on top of its pile', () => {
    const g = looked();
    const v = view(g.s, 0);
    let elsewhere = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const d = game.determinize(v, 0, Rng.seeded(seed));
      expect(d.echoes![2]!.at(-1)).toBe('almanac');
      expect(view(d, 0)).toEqual(v);
      // Seat 0 did not see seat 1's look: Alchemy is dealt anywhere hidden.
      if (d.supply[2]!.at(-1) !== 'alchemy') elsewhere++;
    }
    expect(elsewhere).toBeGreaterThan(0);
  });
});

describe('Perfect recall in views and determinizations', () => {
  it('a determinization puts every card the viewer knows where it knows it to be', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] }, hand: ['sailing', 'oars'] }, { hand: ['calendar', 'mathematics'] }] });
    g = dogma(g, 'pottery');
    g = pick(g, 'sailing', 'oars');
    g = remembering(g, 0, [...cardsKnownRaw(g.s, 0), 'calendar']);
    const v = view(g.s, 0);
    for (let seed = 1; seed <= 20; seed++) {
      const d = game.determinize(v, 0, Rng.seeded(seed));
      expect(d.supply[0]!.slice(0, 2)).toEqual(['oars', 'sailing']);
      expect(d.players[1]!.hand).toContain('calendar');
      expect(view(d, 0)).toEqual(v);
    }
  });

  it('knownFacts lists the memory for a panel: which card, where (a supply pile also from its top), since which turn', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] }, hand: ['sailing', 'oars'] }, { hand: ['calendar'] }] });
    g = dogma(g, 'pottery');
    g = pick(g, 'sailing', 'oars');
    g = remembering(g, 0, [...cardsKnownRaw(g.s, 0), 'calendar']);
    const pile = g.s.supply[0]!.length;
    expect(game.knownFacts!(view(g.s, 0))).toEqual([
      { item: 'sailing', zone: 'supply', player: -1, pile: 1, fromBottom: 1, fromTop: pile - 2, since: 3 },
      { item: 'oars', zone: 'supply', player: -1, pile: 1, fromBottom: 0, fromTop: pile - 1, since: 3 },
      { item: 'calendar', zone: 'hand', player: 1, since: 3 },
    ]);
    expect(game.knownFacts!(view(g.s, 1))).toEqual([]);
    expect(game.knownFacts!(view(g.s, null))).toEqual([]);
  });

  it('a spectator and the open view carry no memory', () => {
    let g = start({ players: [{ board: { blue: ['pottery'] }, hand: ['sailing'] }, {}] });
    g = dogma(g, 'pottery');
    g = pick(g, 'sailing');
    expect(view(g.s, null).known).toBeUndefined();
    expect(view(g.s, 0, true).known).toBeUndefined();
  });
});

function cardsKnownRaw(s: InnovationState, p: PlayerId): string[] {
  return (s.memory?.[p] ?? []).map((r) => r.card);
}

/** Seeded random games; calls `each` with the state before every move, the move and its result. */
function randomGames(
  config: Record<string, unknown> & { players: number },
  games: number,
  each: (before: InnovationState, player: PlayerId, after: InnovationState, events: ReturnType<typeof game.apply>['events']) => void,
): void {
  for (let seed = 1; seed <= games; seed++) {
    const rng = Rng.seeded(seed * 104729);
    let s = game.setup(game.normalizeOptions({ ...config, seed }));
    while (game.toAct(s).length > 0) {
      const p = rng.pick(game.toAct(s));
      const applied = game.apply(s, p, rng.pick(game.legalMoves(s, p)) as Move);
      each(s, p, applied.state, applied.events);
      s = applied.state;
    }
  }
}

describe.each(CONTRACT_CONFIGS.innovation.map((c) => [describeConfig(c), c] as const))('Perfect recall over random games: %s', (_label, config) => {
  it('each seat’s memory is what its own view and events tell it, and every card it names lies where it says', () => {
    let watchers: Watcher[] = [];
    let remembered = 0;
    randomGames(config, 3, (before, _p, after, events) => {
      if (before.moves === 0) watchers = before.players.map((_, v) => new Watcher(v));
      for (const [v, w] of watchers.entries()) {
        w.see(view(before, v), game.viewEvents(events, v));
        const engine = [...(view(after, v).known ?? [])].sort((a, b) => a.card.localeCompare(b.card));
        expect(engine, `seat ${v} after move ${after.moves}`).toEqual(w.known());
        remembered += engine.length;
      }
    });
    expect(remembered).toBeGreaterThan(100);
  });
});


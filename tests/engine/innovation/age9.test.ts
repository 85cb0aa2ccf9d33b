// Age 9 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { ALL_CARD_IDS } from '../../../src/engine/innovation/facts';
import type { Game } from './helpers';
import {
  achievements,
  decline,
  dogma,
  eventsOf,
  hand,
  idle,
  pick,
  pickColor,
  pile,
  question,
  score,
  splay,
  start,
  supplyTop,
} from './helpers';

const supplyBottom = (g: Game, age: number) => g.s.supply[age - 1]![0];

describe('Computers', () => {
  it('may splay red or green up, then melds a 10 and runs its non-demand effects for me alone', () => {
    let g = start({
      players: [{ board: { blue: ['computers'], red: ['archery', 'oars'], green: ['sailing', 'clothing'] } }, {}],
      supply: { 10: ['ai', 'software'] },
    });
    g = dogma(g, 'computers');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red', 'green'], optional: true });
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('up');
    expect(pile(g, 0, 'purple')).toEqual(['ai']);
    expect(score(g, 0)).toEqual(['software']); // A.I.: draw and score a 10
    expect(game.coverage(g.s)).toContain('dogma:ai');
  });

  it('the executed card’s demand is skipped', () => {
    const g = dogma(
      start({
        players: [{ board: { blue: ['computers'] } }, { board: { green: ['clothing'] } }],
        supply: { 10: ['globalization'], 6: ['canning'] },
      }),
      'computers',
    );
    expect(pile(g, 1, 'green')).toEqual(['clothing']); // Globalization's demand never ran
    expect(score(g, 0)).toEqual(['canning']); // its shared effect did
  });

  it('a sharing opponent melds and runs its own 10, and I draw the share bonus', () => {
    const g = dogma(
      start({
        players: [{ board: { blue: ['computers'] } }, { board: { purple: ['railroad'] } }],
        supply: { 10: ['stem-cells', 'databases', 'miniaturization'] },
      }),
      'computers',
    );
    expect(pile(g, 1, 'yellow')).toEqual(['stem-cells']); // its hand is empty: nothing to score
    expect(pile(g, 0, 'green')).toEqual(['databases']); // Databases has only a demand
    expect(hand(g, 0)).toEqual(['miniaturization']);
  });
});

describe('Genetics', () => {
  it('melds a 10 and scores every card beneath it in that pile (Genetics itself included)', () => {
    const g = dogma(
      start({ players: [{ board: { blue: ['writing', 'genetics'] }, splay: { blue: 'left' } }, {}], supply: { 10: ['software'] } }),
      'genetics',
    );
    expect(pile(g, 0, 'blue')).toEqual(['software']);
    expect(score(g, 0)).toEqual(['genetics', 'writing']);
    expect(splay(g, 0, 'blue')).toBe('none');
  });

  it('a 10 of a new colour has nothing beneath it', () => {
    const g = dogma(start({ players: [{ board: { blue: ['genetics'] } }, {}], supply: { 10: ['robotics'] } }), 'genetics');
    expect(pile(g, 0, 'red')).toEqual(['robotics']);
    expect(score(g, 0)).toEqual([]);
  });
});

describe('Composites', () => {
  it('the target keeps one card of its choice, hands me the rest and a highest score card', () => {
    let g = start({
      players: [
        { board: { red: ['composites'] } },
        { hand: ['oars', 'sailing', 'calendar'], score: ['optics', 'education', 'writing'] },
      ],
    });
    g = dogma(g, 'composites');
    expect(question(g)).toMatchObject({ player: 1, prompt: 'composites.keep' });
    g = pick(g, 'calendar');
    expect(hand(g, 0)).toEqual(['oars', 'sailing']);
    expect(question(g)).toMatchObject({ player: 1, options: ['optics', 'education'], zone: 'score' });
    g = pick(g, 'education');
    expect(score(g, 0)).toEqual(['education']);
    expect(score(g, 1)).toEqual(['optics', 'writing']);
  });

  it('a single card in hand is kept; an empty score pile gives nothing', () => {
    const g = dogma(start({ players: [{ board: { red: ['composites'] } }, { hand: ['oars'] }] }), 'composites');
    expect(hand(g, 1)).toEqual(['oars']);
    expect(idle(g)).toBe(true);
  });

  it('an opponent with as many factories is not a target', () => {
    const g = dogma(start({ players: [{ board: { red: ['composites'] } }, { board: { red: ['coal'] }, hand: ['oars', 'sailing'] }] }), 'composites');
    expect(hand(g, 1)).toEqual(['oars', 'sailing']);
  });
});

describe('Fission', () => {
  it('a non-red 10 stays in the target’s hand; then I return any top card but Fission and draw a 10', () => {
    let g = start({
      players: [{ board: { red: ['fission'], blue: ['writing'] } }, { board: { red: ['oars'] } }],
      supply: { 10: ['software', 'ai'] },
    });
    g = dogma(g, 'fission');
    expect(hand(g, 1)).toEqual(['software']);
    expect(question(g)).toMatchObject({ player: 0, options: ['writing', 'oars'], zone: 'board' });
    g = pick(g, 'oars');
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(hand(g, 0)).toEqual(['ai']);
  });

  it('first edition: the return is not followed by a draw', () => {
    const g = dogma(start({ edition: 'first', players: [{ board: { red: ['fission'], blue: ['writing'] } }, {}] }), 'fission');
    expect(pile(g, 0, 'blue')).toEqual([]); // my own top card may go
    expect(hand(g, 0)).toEqual([]);
  });

  it('with Fission the only top card, nothing is returned', () => {
    const g = dogma(start({ edition: 'first', players: [{ board: { red: ['fission'] } }, {}] }), 'fission');
    expect(pile(g, 0, 'red')).toEqual(['fission']);
  });

  it('a red 10 removes every hand, board and score pile from the game and ends the dogma at once', () => {
    let g = start({
      players: [
        { board: { red: ['fission'], blue: ['writing'] }, hand: ['oars'], score: ['optics'], achievements: ['sailing'] },
        { board: { green: ['clothing'] }, hand: ['calendar'], score: ['education'] },
        { board: { blue: ['quantum-theory'] }, hand: ['paper'] }, // 3 clocks: would share
      ],
      supply: { 10: ['robotics', 'ai'] },
    });
    g = dogma(g, 'fission');
    expect(idle(g)).toBe(true);
    for (const p of [0, 1, 2]) {
      expect(hand(g, p)).toEqual([]);
      expect(score(g, p)).toEqual([]);
      expect(g.s.players[p]!.piles.every((x) => x.cards.length === 0)).toBe(true);
    }
    expect(g.s.removed).toEqual(
      expect.arrayContaining(['fission', 'writing', 'oars', 'optics', 'robotics', 'clothing', 'calendar', 'quantum-theory', 'paper']),
    );
    expect(achievements(g, 0)).toEqual(['sailing']);
    expect(supplyTop(g, 10)).toBe('ai'); // no further draws: no shared effect, no bonus
    expect(game.outcome(g.s)).toBeNull();
    expect(g.s.actionsLeft).toBe(1); // the action counted; the turn goes on
    expect(g.s.current).toBe(0);
    const everywhere = [
      ...g.s.supply.flat(),
      ...g.s.achievements,
      ...g.s.removed,
      ...g.s.players.flatMap((p) => [...p.hand, ...p.score, ...p.achievements, ...p.piles.flatMap((x) => x.cards)]),
    ].filter((c) => ALL_CARD_IDS.includes(c));
    expect(everywhere.slice().sort()).toEqual(ALL_CARD_IDS.slice().sort());
  });

  it('an opponent with as many clocks is no target: it shares the return and draw, and I draw the bonus', () => {
    let g = start({
      players: [{ board: { red: ['fission'], blue: ['writing'] } }, { board: { blue: ['quantum-theory'], green: ['clothing'] } }],
      supply: { 10: ['software', 'ai'], 9: ['genetics'] },
    });
    g = dogma(g, 'fission');
    expect(question(g)).toMatchObject({ player: 1, options: ['writing', 'quantum-theory', 'clothing'] });
    g = pick(g, 'writing');
    expect(hand(g, 1)).toEqual(['software']);
    g = pick(g, 'clothing');
    expect(hand(g, 0)).toEqual(['ai', 'genetics']); // my 10, then the bonus: a 9 (Fission is my highest top)
  });
});

describe('Collaboration', () => {
  it('the target draws and shows two 9s; I take one onto my board and the target melds the other', () => {
    let g = start({ players: [{ board: { green: ['collaboration'] } }, {}], supply: { 9: ['computers', 'services'] } });
    g = dogma(g, 'collaboration');
    expect(eventsOf(g, 'reveal')).toHaveLength(2);
    expect(question(g)).toMatchObject({ player: 0, options: ['computers', 'services'], prompt: 'collaboration.take' });
    g = pick(g, 'services');
    expect(pile(g, 0, 'purple')).toEqual(['services']);
    expect(pile(g, 1, 'blue')).toEqual(['computers']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('ten green cards in my pile, covered ones included, win the game', () => {
    const green = ['clothing', 'sailing', 'the-wheel', 'currency', 'mapmaking', 'compass', 'paper', 'navigation', 'invention'];
    const g = dogma(
      start({ players: [{ board: { green: [...green, 'collaboration'] } }, { board: { blue: ['translation'] } }] }),
      'collaboration',
    );
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'dogma' });
  });

  it('nine green cards do not win', () => {
    const g = dogma(
      start({ players: [{ board: { green: ['clothing', 'sailing', 'collaboration'] } }, { board: { blue: ['translation'] } }] }),
      'collaboration',
    );
    expect(game.outcome(g.s)).toBeNull();
  });
});

describe('Satellites', () => {
  it('returns the hand, draws three 8s, then melds one and runs it alone (its demand skipped)', () => {
    let g = start({
      players: [{ board: { green: ['satellites'] }, hand: ['oars'] }, { board: { blue: ['physics'] } }],
      supply: { 8: ['corporations', 'flight', 'mobility', 'socialism'] },
    });
    g = dogma(g, 'satellites');
    expect(supplyBottom(g, 1)).toBe('oars');
    expect(question(g)).toMatchObject({ options: ['corporations', 'flight', 'mobility'], prompt: 'satellites.meld' });
    g = pick(g, 'corporations');
    expect(pile(g, 0, 'green')).toEqual(['satellites', 'corporations']);
    expect(pile(g, 1, 'blue')).toEqual(['physics']);
    expect(pile(g, 0, 'purple')).toEqual(['socialism']);
  });

  it('may splay purple up before melding', () => {
    let g = start({
      players: [{ board: { green: ['satellites'], purple: ['mysticism', 'education'] } }, {}],
      supply: { 8: ['flight', 'mobility', 'antibiotics'] },
    });
    g = pickColor(dogma(g, 'satellites'), 'purple');
    expect(splay(g, 0, 'purple')).toBe('up');
    g = decline(pick(g, 'antibiotics')); // Antibiotics runs: I may return cards, and decline
    expect(pile(g, 0, 'yellow')).toEqual(['antibiotics']);
    expect(hand(g, 0)).toEqual(['flight', 'mobility']);
  });

  it('a melded Fission (drawn as 9s stand in for missing 8s) runs only its shared effect', () => {
    let g = start({
      players: [{ board: { green: ['satellites'], blue: ['writing'] } }, { board: { red: ['oars'] }, hand: ['calendar'] }],
      exhausted: [8],
      supply: { 9: ['fission', 'genetics', 'ecology'], 10: ['software'] },
    });
    g = dogma(g, 'satellites');
    g = pick(g, 'fission');
    expect(question(g)).toMatchObject({ prompt: 'fission.return-top', options: ['writing', 'satellites', 'oars'] });
    g = pick(g, 'oars');
    expect(hand(g, 1)).toEqual(['calendar']); // no demand: the opponent drew nothing
    expect(hand(g, 0)).toEqual(['genetics', 'ecology', 'software']);
    expect(g.s.removed).not.toContain('calendar');
  });
});

describe('Ecology', () => {
  it('returning a card lets me score a card from my hand and draw two 10s', () => {
    let g = start({
      players: [{ board: { yellow: ['ecology'] }, hand: ['oars', 'optics', 'calendar'] }, {}],
      supply: { 10: ['software', 'ai'] },
    });
    g = pick(dogma(g, 'ecology'), 'oars');
    expect(question(g)).toMatchObject({ options: ['optics', 'calendar'], prompt: 'ecology.score' });
    g = pick(g, 'optics');
    expect(score(g, 0)).toEqual(['optics']);
    expect(hand(g, 0)).toEqual(['calendar', 'software', 'ai']);
  });

  it('returning my last card still draws two 10s', () => {
    const g = pick(dogma(start({ players: [{ board: { yellow: ['ecology'] }, hand: ['oars'] }, {}] }), 'ecology'), 'oars');
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toHaveLength(2);
  });

  it('declining the return does nothing else', () => {
    const g = decline(dogma(start({ players: [{ board: { yellow: ['ecology'] }, hand: ['oars'] }, {}] }), 'ecology'));
    expect(hand(g, 0)).toEqual(['oars']);
  });
});

describe('Suburbia', () => {
  it('tucks cards one at a time until I stop, then draws and scores a 1 for each', () => {
    let g = start({
      players: [{ board: { yellow: ['suburbia'] }, hand: ['oars', 'optics', 'calendar'] }, {}],
      supply: { 1: ['sailing', 'pottery'] },
    });
    g = pick(dogma(g, 'suburbia'), 'oars');
    g = decline(pick(g, 'calendar'));
    expect(pile(g, 0, 'red')).toEqual(['oars']);
    expect(pile(g, 0, 'blue')).toEqual(['calendar']);
    expect(score(g, 0)).toEqual(['sailing', 'pottery']);
    expect(hand(g, 0)).toEqual(['optics']);
  });

  it('declining at once tucks and scores nothing', () => {
    const g = decline(dogma(start({ players: [{ board: { yellow: ['suburbia'] }, hand: ['oars'] }, {}] }), 'suburbia'));
    expect(score(g, 0)).toEqual([]);
  });

  it('the sixth tuck of the turn claims Monument', () => {
    let g = start({ players: [{ board: { yellow: ['suburbia'] }, hand: ['oars'] }, {}], tucked: [5, 0] });
    g = pick(dogma(g, 'suburbia'), 'oars');
    expect(achievements(g, 0)).toContain('monument');
  });
});

describe('Services', () => {
  it('the target hands me all its highest score cards, then takes one of my leafless top cards', () => {
    let g = start({
      players: [
        { board: { purple: ['services'], red: ['archery'], blue: ['writing'], green: ['clothing'] } },
        { score: ['optics', 'education', 'oars'] },
      ],
    });
    g = dogma(g, 'services');
    expect(hand(g, 0)).toEqual(['optics', 'education']);
    expect(question(g)).toMatchObject({ player: 1, options: ['writing', 'archery'], zone: 'board' });
    g = pick(g, 'archery');
    expect(hand(g, 1)).toEqual(['archery']);
    expect(pile(g, 0, 'red')).toEqual([]);
  });

  it('a target with an empty score pile takes nothing', () => {
    const g = dogma(start({ players: [{ board: { purple: ['services'], red: ['archery'] } }, {}] }), 'services');
    expect(pile(g, 0, 'red')).toEqual(['archery']);
  });

  it('an opponent with as many leaves is not a target', () => {
    const g = dogma(
      start({ players: [{ board: { purple: ['services'], red: ['archery'] } }, { board: { blue: ['pottery'] }, score: ['optics'] }] }),
      'services',
    );
    expect(score(g, 1)).toEqual(['optics']);
    expect(pile(g, 0, 'red')).toEqual(['archery']);
  });
});

describe('Specialization', () => {
  it('shows a card from my hand and takes every opponent’s top card of its colour', () => {
    let g = start({
      players: [
        { board: { purple: ['specialization'] }, hand: ['optics', 'calendar'] },
        { board: { red: ['archery', 'oars'] } },
        { board: { red: ['metalworking'] } },
      ],
    });
    g = pick(dogma(g, 'specialization'), 'optics');
    expect(eventsOf(g, 'reveal')).toEqual([expect.objectContaining({ player: 0, cards: ['optics'] })]);
    expect(hand(g, 0)).toEqual(['optics', 'calendar', 'oars', 'metalworking']);
    expect(pile(g, 1, 'red')).toEqual(['archery']);
  });

  it('may splay yellow or blue up; an empty hand shows nothing', () => {
    let g = start({ players: [{ board: { purple: ['specialization'], blue: ['pottery', 'writing'] } }, {}] });
    g = dogma(g, 'specialization');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue'] });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('up');
    expect(eventsOf(g, 'reveal')).toEqual([]);
  });
});

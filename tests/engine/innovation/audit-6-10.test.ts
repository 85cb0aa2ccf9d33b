// Rules audit of ages 6–10: positions where an entry could drift from the card text or a ruling
// (README "General rulings" and "Card-specific rulings"). Each test names the rule it pins.
import { describe, expect, it } from 'vitest';
import { innovation as game } from '../../../src/engine/innovation/definition';
import type { Game } from './helpers';
import {
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
  start,
  yes,
} from './helpers';

const outcome = (g: Game) => game.outcome(g.s);
const supplyBottom = (g: Game, age: number) => g.s.supply[age - 1]![0];

describe('Lighting (audit)', () => {
  const twoReds = () =>
    start({
      players: [{ board: { purple: ['lighting'], red: ['archery'] }, hand: ['oars', 'construction', 'sailing'] }, {}],
      supply: { 7: ['bicycle', 'railroad', 'sanitation'] },
    });

  it('I choose the order in which cards of one colour are tucked (the last tucked lies at the bottom)', () => {
    let g = dogma(twoReds(), 'lighting');
    g = pick(g, 'oars', 'construction', 'sailing');
    expect(question(g)).toMatchObject({ player: 0, prompt: 'lighting.tuck-next' });
    g = pick(g, 'oars');
    expect(pile(g, 0, 'red')).toEqual(['construction', 'oars', 'archery']);
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
    expect(score(g, 0)).toEqual(['bicycle', 'railroad']); // values 1 and 2
    expect(g.s.tucked[0]).toBe(3);
    expect(idle(g)).toBe(true);
  });

  it('the other order puts the other card at the bottom', () => {
    let g = dogma(twoReds(), 'lighting');
    g = pick(g, 'oars', 'construction');
    g = pick(g, 'construction');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'construction', 'archery']);
    expect(score(g, 0)).toEqual(['bicycle', 'railroad']);
  });

  it('cards of different colours need no order question', () => {
    const g = pick(dogma(twoReds(), 'lighting'), 'oars', 'sailing');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual(['bicycle']); // Oars and Sailing are both 1s: one value
  });
});

describe('Sanitation (audit)', () => {
  it('with two targets, each exchange uses my hand as it is just before that exchange', () => {
    let g = start({
      players: [
        { board: { yellow: ['sanitation'] }, hand: ['calendar'] },
        { hand: ['optics'] },
        { hand: ['oars'] },
      ],
    });
    g = dogma(g, 'sanitation');
    // Target 1 gives Optics; my lowest before that exchange was Calendar.
    expect(hand(g, 1)).toEqual(['calendar']);
    // Target 2 gives Oars; my hand before that exchange held only Optics, so Optics goes.
    expect(hand(g, 2)).toEqual(['optics']);
    expect(hand(g, 0)).toEqual(['oars']);
  });
});

describe('Combustion (audit)', () => {
  it('last edition: eight visible crowns on my board demand two cards; then I return my bottom red card', () => {
    let g = start({
      players: [
        {
          board: { red: ['oars', 'combustion'], purple: ['code-of-laws', 'enterprise'], green: ['sailing'] },
          splay: { purple: 'right' },
        }, // crowns: combustion 2, enterprise 3, code-of-laws right 1, sailing 2 = 8
        { score: ['optics', 'calendar', 'mathematics'] },
      ],
    });
    g = dogma(g, 'combustion');
    expect(question(g)).toMatchObject({ player: 1, prompt: 'combustion.give', zone: 'score' });
    g = pick(g, 'optics');
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['optics', 'calendar']);
    expect(score(g, 1)).toEqual(['mathematics']);
    expect(pile(g, 0, 'red')).toEqual(['combustion']); // my bottom red card, Oars, went back
    expect(supplyBottom(g, 1)).toBe('oars');
  });
});

describe('Mobility (audit)', () => {
  it('ruling: the two highest are picked one at a time, so they may have different values', () => {
    let g = start({
      players: [
        { board: { red: ['mobility'] } },
        { board: { blue: ['translation'], green: ['compass'], yellow: ['agriculture'], red: ['oars'] } },
      ],
      supply: { 8: ['flight'] },
    });
    g = dogma(g, 'mobility');
    expect(question(g)).toMatchObject({ player: 1, options: ['translation', 'compass'] });
    g = pick(g, 'compass');
    // Translation (3) follows by itself; two moves at most, so Agriculture (1) stays.
    expect(score(g, 0)).toEqual(['compass', 'translation']);
    expect(pile(g, 1, 'yellow')).toEqual(['agriculture']);
    expect(pile(g, 1, 'red')).toEqual(['oars']); // red never qualifies
    expect(hand(g, 1)).toEqual(['flight']);
  });
});

describe('Skyscrapers (audit)', () => {
  it('a moved card that was alone in its pile leaves nothing to score or return', () => {
    const g = dogma(
      start({ players: [{ board: { yellow: ['skyscrapers'] } }, { board: { blue: ['publications'] }, score: ['oars'] }] }),
      'skyscrapers',
    );
    expect(pile(g, 0, 'blue')).toEqual(['publications']);
    expect(pile(g, 1, 'blue')).toEqual([]);
    expect(score(g, 1)).toEqual(['oars']);
  });

  it('the scored card counts towards the target’s Monument, the returned ones do not', () => {
    const g = dogma(
      start({
        players: [{ board: { yellow: ['skyscrapers'] } }, { board: { blue: ['pottery', 'tools', 'writing', 'publications'] } }],
      }),
      'skyscrapers',
    );
    expect(pile(g, 0, 'blue')).toEqual(['publications']);
    expect(score(g, 1)).toEqual(['writing']);
    expect(pile(g, 1, 'blue')).toEqual([]);
    expect(g.s.scored[1]).toBe(1);
    expect(g.s.supply[0]!.slice(0, 2)).toEqual(['pottery', 'tools']);
  });
});

describe('Services (audit)', () => {
  it('every highest score card moves, and the target, not me, picks my leafless top card', () => {
    let g = start({
      players: [
        { board: { purple: ['services'], red: ['oars'], blue: ['writing'], yellow: ['agriculture'] } },
        { score: ['optics', 'translation', 'sailing'] },
      ],
    });
    g = dogma(g, 'services');
    expect(hand(g, 0)).toEqual(['optics', 'translation']);
    expect(question(g)).toMatchObject({ player: 1, zone: 'board' });
    expect([...(question(g) as { options: string[] }).options].sort()).toEqual(['oars', 'writing']);
    g = pick(g, 'writing');
    expect(hand(g, 1)).toEqual(['writing']);
    expect(score(g, 1)).toEqual(['sailing']);
  });
});

describe('Bicycle (audit)', () => {
  it('ruling: a swap is a transfer, not a score: it never counts towards Monument', () => {
    let g = start({ players: [{ board: { green: ['bicycle'] }, hand: ['oars', 'sailing', 'calendar'] }, {}], scored: [5, 0] });
    g = yes(dogma(g, 'bicycle'));
    expect(score(g, 0)).toEqual(['oars', 'sailing', 'calendar']);
    expect(g.s.scored[0]).toBe(5);
    expect(g.s.players[0]!.achievements).not.toContain('monument');
  });
});

describe('Collaboration (audit)', () => {
  it('the card I take is transferred (not melded); the target’s other card is melded', () => {
    let g = start({ players: [{ board: { green: ['collaboration'] } }, {}], supply: { 9: ['computers', 'services'] } });
    g = dogma(g, 'collaboration');
    expect(question(g)).toMatchObject({ player: 0, options: ['computers', 'services'] });
    g = pick(g, 'services');
    expect(pile(g, 0, 'purple')).toEqual(['services']);
    expect(pile(g, 1, 'blue')).toEqual(['computers']);
    const verbs = eventsOf(g, 'move-card').map((e) => `${String(e.verb)}:${String(e.card)}`);
    expect(verbs).toContain('transfer:services');
    expect(verbs).toContain('meld:computers');
  });
});

describe('Composites (audit)', () => {
  it('the target keeps the card it chooses and picks among its tied highest score cards', () => {
    let g = start({
      players: [{ board: { red: ['composites'] } }, { hand: ['oars', 'optics', 'sailing'], score: ['calendar', 'mathematics', 'pottery'] }],
    });
    g = dogma(g, 'composites');
    expect(question(g)).toMatchObject({ player: 1, prompt: 'composites.keep' });
    g = pick(g, 'optics');
    expect(hand(g, 0)).toEqual(['oars', 'sailing']);
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'mathematics'] });
    g = pick(g, 'mathematics');
    expect(score(g, 0)).toEqual(['mathematics']);
    expect(score(g, 1)).toEqual(['calendar', 'pottery']);
    expect(hand(g, 1)).toEqual(['optics']);
  });
});

describe('Quantum Theory (audit)', () => {
  it('the first 10 goes to my hand, the second is scored', () => {
    let g = start({
      players: [{ board: { blue: ['quantum-theory'] }, hand: ['oars', 'optics', 'sailing'] }, {}],
      supply: { 10: ['ai', 'robotics'] },
    });
    g = pick(dogma(g, 'quantum-theory'), 'oars', 'optics');
    expect(hand(g, 0)).toEqual(['sailing', 'ai']);
    expect(score(g, 0)).toEqual(['robotics']);
  });
});

describe('Empiricism (audit)', () => {
  it('a sharing opponent with twenty visible lightbulbs wins in the second effect, before my own check', () => {
    let g: Game;
    g = start({
      players: [
        { board: { purple: ['empiricism'] } },
        {
          board: {
            purple: ['philosophy', 'education'],
            blue: ['tools', 'experimentation', 'atomic-theory', 'evolution', 'genetics'],
            green: ['paper', 'classification'],
            red: ['miniaturization'],
            yellow: ['ecology'],
          },
          splay: { purple: 'up', blue: 'up', green: 'up' },
        },
      ],
      supply: { 9: ['services', 'specialization'] },
    });
    g = dogma(g, 'empiricism');
    g = pickColor(g, 'red');
    g = pickColor(g, 'green'); // Services (purple) stays in the sharer's hand
    expect(hand(g, 1)).toEqual(['services']);
    g = pickColor(pickColor(g, 'blue'), 'purple'); // my own first effect: Specialization is purple
    expect(pile(g, 0, 'purple')).toEqual(['empiricism', 'specialization']);
    g = decline(g); // I may splay purple up: I do not
    expect(outcome(g)).toMatchObject({ winners: [1], reason: 'dogma' });
  });
});

describe('Globalization (audit)', () => {
  it('the win is checked after the 6 is scored, so that 6 can make me the single highest score', () => {
    let g = start({
      players: [
        { board: { yellow: ['globalization'] }, score: ['oars'] }, // 1 point
        { board: { red: ['archery'] }, score: ['the-pirate-code'] }, // 5 points, no leaves
      ],
      supply: { 6: ['canning'] },
    });
    g = dogma(g, 'globalization');
    expect(score(g, 0)).toEqual(['oars', 'canning']);
    expect(outcome(g)).toMatchObject({ winners: [0], reason: 'dogma' });
  });
});

describe('A.I. (audit)', () => {
  it('Robotics and Software on two different boards: the single lowest score wins', () => {
    const g = dogma(
      start({
        players: [
          { board: { purple: ['ai'], red: ['robotics'] }, score: ['oars'] },
          { board: { blue: ['software'] }, score: ['optics', 'calendar'] },
          { board: { green: ['sailing'] }, score: ['pottery', 'tools', 'writing'] },
        ],
        supply: { 10: ['databases'] },
      }),
      'ai',
    );
    // I scored Databases (11 points); player 1 has 5, player 2 has 3.
    expect(outcome(g)).toMatchObject({ winners: [2], reason: 'dogma' });
  });
});

describe('Industrialization (audit)', () => {
  // Industrialization alone shows two factories in one pile; the first 6 drawn, Canning, starts a
  // yellow pile that shows two more.
  const industry = (edition: 'first' | 'last') =>
    start({ edition, players: [{ board: { red: ['industrialization'] } }, {}], supply: { 6: ['canning', 'vaccination'] } });

  it('first edition: factories are counted once, before tucking (a tucked card adds no draw)', () => {
    const g = dogma(industry('first'), 'industrialization');
    expect(pile(g, 0, 'yellow')).toEqual(['canning']);
    expect(g.s.supply[5]!.at(-1)).toBe('vaccination');
    expect(g.s.tucked[0]).toBe(1);
  });

  it('last edition: colours are counted once, before tucking (a new factory pile adds no draw)', () => {
    const g = dogma(industry('last'), 'industrialization');
    expect(pile(g, 0, 'yellow')).toEqual(['canning']);
    expect(g.s.supply[5]!.at(-1)).toBe('vaccination');
    expect(g.s.tucked[0]).toBe(1);
  });
});

describe('Antibiotics (audit)', () => {
  it('three different values draw six 8s; the returned cards lie at the bottom of their piles', () => {
    let g = start({
      players: [{ board: { yellow: ['antibiotics'] }, hand: ['oars', 'calendar', 'optics', 'sailing'] }, {}],
      supply: { 8: ['flight', 'mobility', 'corporations', 'mass-media', 'skyscrapers', 'socialism'] },
    });
    g = pick(dogma(g, 'antibiotics'), 'oars', 'calendar', 'optics');
    expect(hand(g, 0)).toEqual(['sailing', 'flight', 'mobility', 'corporations', 'mass-media', 'skyscrapers', 'socialism']);
    expect([supplyBottom(g, 1), supplyBottom(g, 2), supplyBottom(g, 3)]).toEqual(['oars', 'calendar', 'optics']);
  });
});

describe('Democracy (audit)', () => {
  it('ruling: a later sharer must beat the running total of an earlier one', () => {
    let g = start({
      players: [
        { board: { purple: ['democracy'] } },
        { board: { blue: ['tools'] }, hand: ['oars', 'sailing'] }, // shares first
        { board: { blue: ['writing'] }, hand: ['calendar', 'optics'] }, // shares second
      ],
      supply: { 8: ['flight', 'mobility'], 6: ['canning'] },
    });
    g = dogma(g, 'democracy');
    g = pick(pick(g, 'oars'), 'sailing');
    expect(score(g, 1)).toEqual(['flight']);
    g = pick(pick(g, 'calendar'), 'optics'); // two again: not more than player 2's two
    expect(score(g, 2)).toEqual([]);
    expect(idle(g)).toBe(true); // my empty hand asks nothing; then the bonus
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['canning']); // the share bonus: a 6, my highest top card
  });
});

describe('Specialization and Socialism (audit, team game)', () => {
  it('Specialization takes only from opponents, never from my partner', () => {
    let g = start({
      teams: true,
      players: [
        { board: { purple: ['specialization'] }, hand: ['optics'] },
        { board: { red: ['oars'] } },
        { board: { red: ['archery'] } }, // my partner
        { board: { red: ['metalworking'] } },
      ],
    });
    g = dogma(g, 'specialization');
    expect(hand(g, 0)).toEqual(['optics', 'oars', 'metalworking']);
    expect(pile(g, 2, 'red')).toEqual(['archery']);
  });

  it('Socialism takes the lowest cards of opponents only, never of my partner', () => {
    let g = start({
      teams: true,
      players: [
        { board: { purple: ['socialism'] }, hand: ['mysticism'] },
        { hand: ['oars', 'optics'] },
        { hand: ['sailing'] }, // my partner
        { hand: ['calendar'] },
      ],
    });
    g = yes(dogma(g, 'socialism'));
    expect(hand(g, 0)).toEqual(['oars', 'calendar']);
    expect(hand(g, 2)).toEqual(['sailing']);
  });
});

describe('Classification (audit)', () => {
  it('a sharing opponent runs it first and takes the activator’s cards of its colour', () => {
    let g = start({
      players: [
        { board: { green: ['classification'] }, hand: ['oars', 'calendar'] },
        { board: { blue: ['experimentation'] }, hand: ['archery'] }, // as many lightbulbs: shares
      ],
    });
    g = dogma(g, 'classification');
    // The sharer's only colour is red: it takes my Oars and melds both, in the order it picks.
    expect(hand(g, 0)).toEqual(['calendar']);
    g = pick(g, 'oars');
    expect(pile(g, 1, 'red')).toEqual(['oars', 'archery']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });
});

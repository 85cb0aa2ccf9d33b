// Age 6 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import type { InnovationState } from '../../../src/engine/innovation/types';
import { apply } from '../../../src/engine/innovation/definition';
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
  splay,
  start,
  yes,
} from './helpers';

describe('Atomic Theory', () => {
  it('may splay blue right, then draws and melds a 7', () => {
    let g = start({ players: [{ board: { blue: ['tools', 'atomic-theory'] } }, {}], supply: { 7: ['evolution'] } });
    g = dogma(g, 'atomic-theory');
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
    expect(pile(g, 0, 'blue')).toEqual(['tools', 'atomic-theory', 'evolution']);
  });

  it('declining the splay still melds the 7', () => {
    let g = start({ players: [{ board: { blue: ['tools', 'atomic-theory'] } }, {}], supply: { 7: ['lighting'] } });
    g = decline(dogma(g, 'atomic-theory'));
    expect(splay(g, 0, 'blue')).toBe('none');
    expect(pile(g, 0, 'purple')).toEqual(['lighting']);
  });
});

describe('Encyclopedia', () => {
  const encyclopedia = (scorePile: string[]) => start({ players: [{ board: { blue: ['encyclopedia'] }, score: scorePile }, {}] });

  it('may meld all the highest cards of my score pile, in the order I choose', () => {
    let g = dogma(encyclopedia(['oars', 'calendar', 'mathematics']), 'encyclopedia');
    g = yes(g);
    expect(question(g)).toMatchObject({ options: ['calendar', 'mathematics'], zone: 'score' });
    g = pick(g, 'mathematics');
    expect(pile(g, 0, 'blue')).toEqual(['encyclopedia', 'mathematics', 'calendar']);
    expect(score(g, 0)).toEqual(['oars']);
  });

  it('declining melds none; an empty score pile asks nothing', () => {
    const g = decline(dogma(encyclopedia(['calendar']), 'encyclopedia'));
    expect(score(g, 0)).toEqual(['calendar']);
    expect(idle(dogma(encyclopedia([]), 'encyclopedia'))).toBe(true);
  });
});

describe('Industrialization', () => {
  const industry = (edition: 'first' | 'last') =>
    start({
      edition,
      players: [{ board: { red: ['oars', 'industrialization'], yellow: ['steam-engine'], green: ['invention'] } }, {}],
      supply: { 6: ['canning', 'atomic-theory', 'encyclopedia'] },
    }); // 5 factories in 3 colours

  it('first edition: draws and tucks a 6 per two visible factories; then may splay red or purple right', () => {
    let g = dogma(industry('first'), 'industrialization');
    expect(pile(g, 0, 'yellow')).toEqual(['canning', 'steam-engine']);
    expect(pile(g, 0, 'blue')).toEqual(['atomic-theory']);
    expect(g.s.tucked[0]).toBe(2);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'] });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('right');
  });

  it('last edition: one 6 per colour whose pile shows a factory', () => {
    const g = dogma(industry('last'), 'industrialization');
    expect(pile(g, 0, 'blue')).toEqual(['encyclopedia', 'atomic-theory']);
    expect(g.s.tucked[0]).toBe(3);
  });
});

describe('Machine Tools', () => {
  it('draws and scores a card of the highest value in my score pile', () => {
    let g = start({ players: [{ board: { red: ['machine-tools'] }, score: ['oars', 'optics'] }, {}], supply: { 3: ['paper'] } });
    g = dogma(g, 'machine-tools');
    expect(score(g, 0)).toEqual(['oars', 'optics', 'paper']);
  });

  it('ruling: an empty score pile counts 0, so a 1 is drawn and scored', () => {
    let g = start({ players: [{ board: { red: ['machine-tools'] } }, {}], supply: { 1: ['sailing'] } });
    g = dogma(g, 'machine-tools');
    expect(score(g, 0)).toEqual(['sailing']);
  });
});

describe('Classification', () => {
  it('every opponent gives me its cards of the colour I show; I meld them all in my order', () => {
    let g = start({
      players: [
        { board: { green: ['classification'] }, hand: ['oars', 'calendar', 'archery'] },
        { hand: ['metalworking', 'writing'] },
        { hand: ['gunpowder'] },
      ],
    });
    g = dogma(g, 'classification');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue', 'red'], optional: false });
    g = pickColor(g, 'red');
    expect(hand(g, 1)).toEqual(['writing']);
    expect(hand(g, 2)).toEqual([]);
    expect(question(g)).toMatchObject({ options: ['oars', 'archery', 'metalworking', 'gunpowder'] });
    g = pick(g, 'gunpowder');
    g = pick(g, 'oars');
    g = pick(g, 'archery');
    expect(pile(g, 0, 'red')).toEqual(['gunpowder', 'oars', 'archery', 'metalworking']);
    expect(hand(g, 0)).toEqual(['calendar']);
    expect(eventsOf(g, 'reveal').length).toBeGreaterThanOrEqual(3); // my card, then each hand
  });

  it('in the team game my partner keeps its cards', () => {
    const g = dogma(
      start({
        teams: true,
        players: [{ board: { green: ['classification'] }, hand: ['oars'] }, { hand: ['archery'] }, { hand: ['metalworking'] }, {}],
      }),
      'classification',
    );
    expect(hand(g, 2)).toEqual(['metalworking']);
    expect(hand(g, 1)).toEqual([]);
    expect(question(g)).toMatchObject({ options: ['oars', 'archery'] });
  });

  it('an empty hand does nothing', () => {
    const g = dogma(start({ players: [{ board: { green: ['classification'] } }, { hand: ['oars'] }] }), 'classification');
    expect(idle(g)).toBe(true);
    expect(hand(g, 1)).toEqual(['oars']);
  });
});

describe('Metric System', () => {
  it('with green splayed right I may splay any colour right', () => {
    let g = start({
      players: [{ board: { green: ['sailing', 'metric-system'], red: ['oars', 'archery'] }, splay: { green: 'right' } }, {}],
    });
    g = dogma(g, 'metric-system');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['red'], optional: true });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('right');
    expect(idle(g)).toBe(true); // green is already right: the second effect has nothing to offer
  });

  it('otherwise the first effect does nothing; the second may splay green right', () => {
    let g = start({ players: [{ board: { green: ['sailing', 'metric-system'], red: ['oars', 'archery'] } }, {}] });
    g = dogma(g, 'metric-system');
    expect(question(g)).toMatchObject({ options: ['green'] });
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('right');
    expect(splay(g, 0, 'red')).toBe('none');
  });
});

describe('Canning', () => {
  const canning = (six: string) =>
    start({
      players: [{ board: { yellow: ['canning'], red: ['oars'], blue: ['writing', 'tools'], green: ['invention'] } }, {}],
      supply: { 6: [six] },
    });

  it('ruling: tucks a 6, then scores each top card without a factory; uncovered cards stay', () => {
    let g = dogma(canning('atomic-theory'), 'canning');
    g = yes(g);
    expect(pile(g, 0, 'blue')).toEqual(['atomic-theory', 'writing']);
    expect(score(g, 0)).toEqual(['tools', 'oars']);
    expect(pile(g, 0, 'green')).toEqual(['invention']);
    expect(pile(g, 0, 'yellow')).toEqual(['canning']);
  });

  it('a tucked card that starts a pile is a top card too', () => {
    const g = yes(dogma(canning('democracy'), 'canning'));
    expect(score(g, 0)).toEqual(['tools', 'oars', 'democracy']);
  });

  it('declining tucks and scores nothing; then yellow may splay right', () => {
    let g = start({ players: [{ board: { yellow: ['agriculture', 'canning'], red: ['oars'] } }, {}] });
    g = decline(dogma(g, 'canning'));
    expect(score(g, 0)).toEqual([]);
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('right');
  });
});

describe('Vaccination', () => {
  it('the target gives back all its lowest score cards and draws and melds a 6; then I draw and meld a 7', () => {
    let g = start({
      players: [{ board: { yellow: ['vaccination'] } }, { score: ['oars', 'sailing', 'calendar'] }],
      supply: { 6: ['canning'], 7: ['evolution'] },
    });
    g = dogma(g, 'vaccination');
    expect(score(g, 1)).toEqual(['calendar']);
    expect(g.s.supply[0]!.slice(0, 2).sort()).toEqual(['oars', 'sailing']);
    expect(pile(g, 1, 'yellow')).toEqual(['canning']);
    expect(pile(g, 0, 'blue')).toEqual(['evolution']);
  });

  it('an empty score pile gives back nothing: no 6, and no 7 for anyone', () => {
    const g = dogma(start({ players: [{ board: { yellow: ['vaccination'] } }, {}] }), 'vaccination');
    expect(pile(g, 1, 'yellow')).toEqual([]);
    expect(pile(g, 0, 'blue')).toEqual([]);
  });

  it('a sharer reads the same flag and melds a 7 first', () => {
    const g = dogma(
      start({
        players: [{ board: { yellow: ['vaccination'] } }, { score: ['oars'] }, { board: { yellow: ['anatomy'] } }],
        supply: { 7: ['evolution', 'lighting'] },
      }),
      'vaccination',
    );
    expect(pile(g, 2, 'blue')).toEqual(['evolution']);
    expect(pile(g, 0, 'purple')).toEqual(['lighting']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });
});

describe('Democracy', () => {
  it('returning more cards than anyone else in this dogma draws and scores an 8', () => {
    let g = start({ players: [{ board: { purple: ['democracy'] }, hand: ['oars', 'calendar'] }, {}], supply: { 8: ['flight'] } });
    g = dogma(g, 'democracy');
    g = pick(g, 'oars');
    g = decline(g);
    expect(hand(g, 0)).toEqual(['calendar']);
    expect(score(g, 0)).toEqual(['flight']);
  });

  it('returning nothing never beats nobody', () => {
    const g = decline(dogma(start({ players: [{ board: { purple: ['democracy'] }, hand: ['oars'] }, {}] }), 'democracy'));
    expect(score(g, 0)).toEqual([]);
  });

  const shared = () =>
    start({
      players: [
        { board: { purple: ['democracy'] }, hand: ['calendar', 'mapmaking', 'optics'] },
        { board: { blue: ['tools'] }, hand: ['oars', 'sailing'] }, // as many lightbulbs: shares first
      ],
      supply: { 8: ['flight', 'mobility'] },
    });
  const sharerReturnsTwo = () => {
    let g = dogma(shared(), 'democracy');
    g = pick(g, 'oars');
    g = pick(g, 'sailing'); // the hand is then empty: no more question for player 1
    return g;
  };

  it('ruling: a running total per player; I must beat the best sharer (a tie is not enough)', () => {
    let g = sharerReturnsTwo();
    expect(score(g, 1)).toEqual(['flight']);
    g = pick(g, 'calendar');
    g = pick(g, 'mapmaking');
    g = decline(g);
    expect(score(g, 0)).toEqual([]);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });

  it('ruling: returning more than the best sharer scores my 8', () => {
    let g = sharerReturnsTwo();
    g = pick(g, 'calendar');
    g = pick(g, 'mapmaking');
    g = pick(g, 'optics');
    expect(score(g, 0)).toEqual(['mobility']);
  });

  it('ruling (teams): only opponents count as "other players", so my partner returning more does not stop me', () => {
    let g = start({
      teams: true,
      players: [
        { board: { purple: ['democracy'] }, hand: ['calendar'] },
        {},
        { board: { blue: ['tools'] }, hand: ['oars', 'sailing'] }, // my partner shares
        {},
      ],
      supply: { 8: ['flight', 'mobility'] },
    });
    g = dogma(g, 'democracy');
    g = pick(pick(g, 'oars'), 'sailing');
    expect(score(g, 2)).toEqual(['flight']);
    g = pick(g, 'calendar'); // my hand is then empty: nothing more to ask
    expect(score(g, 0)).toEqual(['mobility']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0); // a partner's sharing earns no bonus
  });

  it('the running totals live in the state: a save made mid-dogma resumes with them', () => {
    const g = sharerReturnsTwo();
    let s: InnovationState = JSON.parse(JSON.stringify(g.s));
    for (const card of ['calendar', 'mapmaking']) s = apply(s, 0, { type: 'cards', cards: [card] }).state;
    s = apply(s, 0, { type: 'cards', cards: [] }).state;
    expect(s.players[0]!.score).toEqual([]);
  });
});

describe('Emancipation', () => {
  it('the target moves a hand card to my score pile and draws a 6; I may splay red or purple right', () => {
    let g = start({
      players: [{ board: { purple: ['mysticism', 'emancipation'] } }, { hand: ['oars', 'calendar'] }],
      supply: { 6: ['canning'] },
    });
    g = dogma(g, 'emancipation');
    expect(question(g)).toMatchObject({ player: 1, options: ['oars', 'calendar'] });
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['calendar']);
    expect(hand(g, 1)).toEqual(['oars', 'canning']);
    g = pickColor(g, 'purple');
    expect(splay(g, 0, 'purple')).toBe('right');
  });

  it('an empty hand gives nothing and draws nothing', () => {
    const g = dogma(start({ players: [{ board: { purple: ['emancipation'] } }, {}] }), 'emancipation');
    expect(hand(g, 1)).toEqual([]);
    expect(score(g, 0)).toEqual([]);
  });

  it('an opponent with as many factories is not a target', () => {
    const g = dogma(start({ players: [{ board: { purple: ['emancipation'] } }, { board: { red: ['colonialism'] }, hand: ['oars'] }] }), 'emancipation');
    expect(hand(g, 1)).toEqual(['oars']);
  });
});

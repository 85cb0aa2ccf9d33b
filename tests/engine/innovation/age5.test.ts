// Age 5 cards: each test pins one rule of one card, in a position built by the scenario builder.
import { describe, expect, it } from 'vitest';
import { ageOf } from '../../../src/engine/innovation/facts';
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
} from './helpers';

describe('Chemistry', () => {
  it('may splay blue right, then draws and scores one above my highest top and gives back a score card', () => {
    let g = start({
      players: [{ board: { blue: ['calendar', 'chemistry'] }, score: ['oars'] }, {}],
      supply: { 6: ['canning'] },
    });
    g = dogma(g, 'chemistry');
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
    expect(question(g)).toMatchObject({ options: ['oars', 'canning'], zone: 'score', optional: false });
    g = pick(g, 'oars');
    expect(score(g, 0)).toEqual(['canning']);
    expect(g.s.supply[0]![0]).toBe('oars');
  });

  it('with an empty score pile the card just scored goes back', () => {
    let g = start({ players: [{ board: { blue: ['chemistry'] } }, {}], supply: { 6: ['canning'] } });
    g = dogma(g, 'chemistry');
    expect(score(g, 0)).toEqual([]);
    expect(g.s.supply[5]![0]).toBe('canning');
  });

  it('a sharer draws from its own highest top and earns me a bonus', () => {
    let g = start({
      players: [{ board: { blue: ['chemistry'] } }, { board: { red: ['colonialism'] } }],
      supply: { 5: ['coal', 'physics'], 6: ['canning'] },
    });
    g = dogma(g, 'chemistry');
    expect(g.s.supply[4]![0]).toBe('coal'); // the sharer scored a 5 and had to give it back
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
    expect(hand(g, 0)).toEqual(['physics']); // my bonus: a 5 is my highest top
  });
});

describe('Physics', () => {
  it('three 6s of different colours are kept', () => {
    let g = start({
      players: [{ board: { blue: ['physics'] }, hand: ['oars'] }, {}],
      supply: { 6: ['atomic-theory', 'industrialization', 'classification'] },
    });
    g = dogma(g, 'physics');
    expect(hand(g, 0)).toEqual(['oars', 'atomic-theory', 'industrialization', 'classification']);
    expect(eventsOf(g, 'reveal')).toHaveLength(3);
  });

  it('two of one colour: the three and the whole hand go back', () => {
    let g = start({
      players: [{ board: { blue: ['physics'] }, hand: ['oars'] }, {}],
      supply: { 6: ['atomic-theory', 'canning', 'encyclopedia'] },
    });
    g = dogma(g, 'physics');
    expect(hand(g, 0)).toEqual([]);
    expect(g.s.supply[0]![0]).toBe('oars');
    expect(g.s.supply[5]!.slice(0, 3).sort()).toEqual(['atomic-theory', 'canning', 'encyclopedia']);
  });
});

describe('Coal', () => {
  const coal = () =>
    start({
      players: [{ board: { red: ['oars', 'coal'], blue: ['writing', 'calendar'] } }, {}],
      supply: { 5: ['chemistry'] },
    });

  it('ruling: tucks a 5, may splay red right, then scores a top card and the new top beneath it', () => {
    let g = dogma(coal(), 'coal');
    expect(pile(g, 0, 'blue')).toEqual(['chemistry', 'writing', 'calendar']);
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('right');
    expect(question(g)).toMatchObject({ options: ['calendar', 'coal'], zone: 'board', optional: true });
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['calendar', 'writing']);
    expect(pile(g, 0, 'blue')).toEqual(['chemistry']);
  });

  it('a one-card pile scores just that card; declining scores nothing', () => {
    let g = start({ players: [{ board: { red: ['coal'] } }, {}], supply: { 5: ['measurement'] } });
    g = dogma(g, 'coal');
    g = pick(g, 'coal');
    expect(score(g, 0)).toEqual(['coal']);
    expect(pile(g, 0, 'green')).toEqual(['measurement']);

    let h = dogma(coal(), 'coal');
    h = decline(decline(h));
    expect(score(h, 0)).toEqual([]);
    expect(idle(h)).toBe(true);
  });
});

describe('The Pirate Code', () => {
  const pirates = (target: object) =>
    start({ players: [{ board: { red: ['the-pirate-code'], green: ['sailing'], blue: ['translation'] } }, target] });

  it('the target moves two cards of value 4 or less to my score pile; then I score my lowest crown top card', () => {
    let g = dogma(pirates({ score: ['oars', 'calendar', 'optics', 'coal'] }), 'the-pirate-code');
    expect(question(g)).toMatchObject({ player: 1, options: ['oars', 'calendar', 'optics'], min: 2, max: 2 });
    g = pick(g, 'calendar', 'optics');
    expect(score(g, 1)).toEqual(['oars', 'coal']);
    expect(score(g, 0)).toEqual(['calendar', 'optics', 'sailing']);
    expect(pile(g, 0, 'green')).toEqual([]);
  });

  it('a single eligible card is moved alone, and still triggers my score', () => {
    const g = dogma(pirates({ score: ['oars', 'coal'] }), 'the-pirate-code');
    expect(score(g, 0)).toEqual(['oars', 'sailing']);
  });

  it('nothing moved: nothing scored', () => {
    const g = dogma(pirates({ score: ['coal'] }), 'the-pirate-code');
    expect(score(g, 0)).toEqual([]);
    expect(pile(g, 0, 'green')).toEqual(['sailing']);
  });

  it('a sharer reads the same demand flag and scores its own lowest crown top card', () => {
    const g = dogma(
      start({
        players: [
          { board: { red: ['the-pirate-code'] } },
          { score: ['oars'] },
          { board: { green: ['sailing'], blue: ['translation'] } },
        ],
      }),
      'the-pirate-code',
    );
    expect(score(g, 0)).toEqual(['oars', 'the-pirate-code']);
    expect(score(g, 2)).toEqual(['sailing']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });

  it('an opponent with as many crowns is not a target', () => {
    let h = start({
      players: [{ board: { red: ['the-pirate-code'] } }, { board: { green: ['mapmaking'] }, score: ['oars', 'calendar'] }],
    });
    h = dogma(h, 'the-pirate-code');
    expect(score(h, 1)).toEqual(['oars', 'calendar']);
  });
});

describe('Banking', () => {
  it('the target moves a non-green factory top card onto my board, then draws and scores a 5', () => {
    let g = start({
      players: [{ board: { green: ['banking'] } }, { board: { red: ['colonialism'], yellow: ['steam-engine'] } }],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'banking');
    expect(question(g)).toMatchObject({ player: 1, options: ['colonialism', 'steam-engine'] });
    g = pick(g, 'colonialism');
    expect(pile(g, 0, 'red')).toEqual(['colonialism']);
    expect(score(g, 1)).toEqual(['coal']);
  });

  it('a green factory card is not eligible; then I may splay green right', () => {
    let g = start({
      players: [{ board: { green: ['mapmaking', 'banking'] } }, { board: { green: ['invention'] } }],
    });
    g = dogma(g, 'banking');
    expect(pile(g, 1, 'green')).toEqual(['invention']);
    expect(score(g, 1)).toEqual([]);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['green'], player: 0 });
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('right');
  });
});

describe('Measurement (first edition)', () => {
  const measure = (handCards: string[]) =>
    start({
      edition: 'first',
      players: [{ board: { green: ['measurement'], red: ['oars', 'archery', 'metalworking'], blue: ['writing'] }, hand: handCards }, {}],
      supply: { 1: ['sailing'], 3: ['optics'] },
    });

  it('giving back a card lets me pick any colour: it splays right and I draw its count', () => {
    let g = dogma(measure(['calendar']), 'measurement');
    g = pick(g, 'calendar');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue', 'red', 'green', 'yellow', 'purple'], optional: false });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('right');
    expect(hand(g, 0)).toEqual(['optics']);
  });

  it('ruling: a colour with one card does not splay and draws a 1; an empty colour draws a 1', () => {
    let g = pickColor(pick(dogma(measure(['calendar']), 'measurement'), 'calendar'), 'blue');
    expect(splay(g, 0, 'blue')).toBe('none');
    expect(hand(g, 0)).toEqual(['sailing']);
    g = pickColor(pick(dogma(measure(['calendar']), 'measurement'), 'calendar'), 'yellow');
    expect(hand(g, 0)).toEqual(['sailing']);
  });

  it('declining does nothing', () => {
    const g = decline(dogma(measure(['calendar']), 'measurement'));
    expect(hand(g, 0)).toEqual(['calendar']);
  });
});

describe('Measurement (last edition)', () => {
  it('the card given back is shown; its colour is splayed right and counted', () => {
    let g = start({
      players: [{ board: { green: ['measurement'], blue: ['writing', 'tools'] }, hand: ['calendar', 'oars'] }, {}],
      supply: { 2: ['mapmaking'] },
    });
    g = dogma(g, 'measurement');
    expect(question(g)).toMatchObject({ prompt: 'measurement.reveal-return', optional: true });
    g = pick(g, 'calendar');
    expect(eventsOf(g, 'reveal')).toEqual([expect.objectContaining({ cards: ['calendar'] })]);
    expect(splay(g, 0, 'blue')).toBe('right');
    expect(hand(g, 0)).toEqual(['oars', 'mapmaking']);
  });

  it('ruling: a colour I have no pile of counts 0, so I draw a 1', () => {
    let g = start({ players: [{ board: { green: ['measurement'] }, hand: ['oars'] }, {}], supply: { 1: ['sailing'] } });
    g = pick(dogma(g, 'measurement'), 'oars');
    expect(hand(g, 0)).toEqual(['sailing']);
  });
});

describe('Statistics', () => {
  it('first edition: the target takes a highest score card into hand, and again while that is its only card', () => {
    let g = start({
      edition: 'first',
      players: [{ board: { yellow: ['statistics'] } }, { score: ['oars', 'calendar', 'optics'] }],
    });
    g = dogma(g, 'statistics');
    expect(hand(g, 1)).toEqual(['optics', 'calendar']);
    expect(score(g, 1)).toEqual(['oars']);
  });

  it('first edition: a target already holding a card takes one card only; ties are its choice', () => {
    let g = start({
      edition: 'first',
      players: [{ board: { yellow: ['statistics'] } }, { hand: ['sailing'], score: ['calendar', 'mapmaking'] }],
    });
    g = dogma(g, 'statistics');
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'mapmaking'], zone: 'score' });
    g = pick(g, 'mapmaking');
    expect(hand(g, 1)).toEqual(['sailing', 'mapmaking']);
    expect(score(g, 1)).toEqual(['calendar']);
  });

  it('last edition: all the highest move at once, with no repeat', () => {
    let g = start({
      players: [{ board: { yellow: ['agriculture', 'statistics'] } }, { score: ['oars', 'calendar', 'mapmaking'] }],
    });
    g = dogma(g, 'statistics');
    expect(hand(g, 1)).toEqual(['calendar', 'mapmaking']);
    expect(score(g, 1)).toEqual(['oars']);
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('right');

    const h = dogma(start({ players: [{ board: { yellow: ['statistics'] } }, { score: ['oars', 'optics'] }] }), 'statistics');
    expect(hand(h, 1)).toEqual(['optics']);
    expect(score(h, 1)).toEqual(['oars']);
  });
});

describe('Steam Engine', () => {
  it('tucks two 4s, then scores the bottom card of my yellow pile', () => {
    let g = start({
      players: [{ board: { yellow: ['steam-engine'] } }, {}],
      supply: { 4: ['anatomy', 'experimentation'] },
    });
    g = dogma(g, 'steam-engine');
    expect(pile(g, 0, 'blue')).toEqual(['experimentation']);
    expect(pile(g, 0, 'yellow')).toEqual(['steam-engine']);
    expect(score(g, 0)).toEqual(['anatomy']);
  });

  it('ruling: a one-card yellow pile is its own bottom card, so Steam Engine scores itself', () => {
    let g = start({ players: [{ board: { yellow: ['steam-engine'] } }, {}], supply: { 4: ['experimentation', 'invention'] } });
    g = dogma(g, 'steam-engine');
    expect(score(g, 0)).toEqual(['steam-engine']);
    expect(pile(g, 0, 'yellow')).toEqual([]);
  });

  it('a sharer with no yellow pile scores nothing but its tucks earn me the bonus', () => {
    let g = start({
      players: [{ board: { yellow: ['steam-engine'] } }, { board: { red: ['colonialism'] } }],
      supply: { 4: ['experimentation', 'invention', 'gunpowder', 'navigation'] },
    });
    g = dogma(g, 'steam-engine');
    expect(score(g, 1)).toEqual([]);
    expect(pile(g, 1, 'blue')).toEqual(['experimentation']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
    expect(score(g, 0)).toEqual(['steam-engine']);
    expect(hand(g, 0).map(ageOf)).toEqual([4]); // bonus: my highest top is now a 4
  });
});

describe('Astronomy', () => {
  it('ruling: melds green or blue 6s and repeats; the first other colour is kept; then Universe', () => {
    let g = start({
      players: [{ board: { purple: ['astronomy'] } }, {}],
      supply: { 6: ['atomic-theory', 'classification', 'canning'] },
    });
    g = dogma(g, 'astronomy');
    expect(pile(g, 0, 'blue')).toEqual(['atomic-theory']);
    expect(pile(g, 0, 'green')).toEqual(['classification']);
    expect(hand(g, 0)).toEqual(['canning']);
    expect(achievements(g, 0)).toEqual(['universe']);
  });

  it('ruling: a board with only a purple pile qualifies for Universe', () => {
    const g = dogma(start({ players: [{ board: { purple: ['astronomy'] } }, {}], supply: { 6: ['canning'] } }), 'astronomy');
    expect(achievements(g, 0)).toEqual(['universe']);
  });

  it('a non-purple top card below 6 prevents Universe', () => {
    const g = dogma(
      start({ players: [{ board: { purple: ['astronomy'], red: ['oars'] } }, {}], supply: { 6: ['canning'] } }),
      'astronomy',
    );
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Societies', () => {
  it('first edition: the target moves a non-purple lightbulb top card onto my board, then draws a 5', () => {
    let g = start({
      edition: 'first',
      players: [{ board: { purple: ['societies'] } }, { board: { blue: ['writing'], purple: ['philosophy'] } }],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'societies');
    expect(pile(g, 0, 'blue')).toEqual(['writing']);
    expect(pile(g, 1, 'purple')).toEqual(['philosophy']);
    expect(hand(g, 1)).toEqual(['coal']);
  });

  it('first edition: a purple card is never eligible', () => {
    const g = dogma(
      start({ edition: 'first', players: [{ board: { purple: ['societies'] } }, { board: { purple: ['democracy'] } }] }),
      'societies',
    );
    expect(pile(g, 1, 'purple')).toEqual(['democracy']);
    expect(hand(g, 1)).toEqual([]);
  });

  it('last edition: only cards higher than my top card of their colour (purple included)', () => {
    let g = start({
      players: [
        { board: { purple: ['societies'], blue: ['tools'] } },
        { board: { blue: ['mathematics'], purple: ['education'] } }, // 2 > 1 qualifies; 3 < 5 does not
      ],
      supply: { 5: ['coal'] },
    });
    g = dogma(g, 'societies');
    expect(pile(g, 0, 'blue')).toEqual(['tools', 'mathematics']);
    expect(hand(g, 1)).toEqual(['coal']);

    g = dogma(start({ players: [{ board: { purple: ['societies'] } }, { board: { purple: ['democracy'] } }] }), 'societies');
    expect(pile(g, 0, 'purple')).toEqual(['societies', 'democracy']);
  });

  it('last edition: a card of equal value is not higher', () => {
    const g = dogma(
      start({ players: [{ board: { purple: ['societies'], blue: ['tools'] } }, { board: { blue: ['writing'] } }] }),
      'societies',
    );
    expect(pile(g, 1, 'blue')).toEqual(['writing']);
  });
});

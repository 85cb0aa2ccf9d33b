// Age 4 cards: each test pins one rule of one card, in a position built by the scenario builder.
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
  yes,
} from './helpers';

describe('Experimentation', () => {
  it('draws a 5 and melds it', () => {
    let g = start({ players: [{ board: { blue: ['experimentation'] } }, {}], supply: { 5: ['coal'] } });
    g = dogma(g, 'experimentation');
    expect(pile(g, 0, 'red')).toEqual(['coal']);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0);
  });

  it('a sharer with as many lightbulbs melds first and earns me a bonus draw', () => {
    let g = start({
      players: [{ board: { blue: ['experimentation'] } }, { board: { purple: ['education'] } }],
      supply: { 5: ['coal', 'banking', 'chemistry'] },
    });
    g = dogma(g, 'experimentation');
    expect(pile(g, 1, 'red')).toEqual(['coal']);
    expect(pile(g, 0, 'green')).toEqual(['banking']);
    expect(hand(g, 0)).toEqual(['chemistry']); // bonus: a card of my highest top value, 5
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });
});

describe('Printing Press', () => {
  const press = (board: Record<string, string[]>, scorePile: string[]) =>
    start({
      players: [{ board: { blue: ['writing', 'printing-press'], ...board }, score: scorePile }, {}],
      supply: { 2: ['mapmaking'], 3: ['optics'], 4: ['invention'], 6: ['canning'] },
    });

  it('giving back a score card draws two above my top purple card; then blue may splay right', () => {
    let g = dogma(press({ purple: ['city-states'] }, ['calendar', 'oars']), 'printing-press');
    expect(question(g)).toMatchObject({ kind: 'cards', zone: 'score', optional: true });
    g = pick(g, 'calendar');
    expect(score(g, 0)).toEqual(['oars']);
    expect(hand(g, 0)).toEqual(['optics']); // purple top is a 1: 1 + 2 = 3
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue'], prompt: 'splay-right' });
    g = pickColor(g, 'blue');
    expect(splay(g, 0, 'blue')).toBe('right');
  });

  it('ruling: with no purple pile the draw is a 2', () => {
    let g = dogma(press({}, ['calendar']), 'printing-press');
    g = pick(g, 'calendar');
    expect(hand(g, 0)).toEqual(['mapmaking']);
  });

  it('the purple value is read after the return (a 4 on top draws a 6)', () => {
    let g = dogma(press({ purple: ['reformation'] }, ['oars']), 'printing-press');
    g = pick(g, 'oars');
    expect(hand(g, 0)).toEqual(['canning']);
  });

  it('declining draws nothing; declining the splay leaves blue unsplayed', () => {
    let g = dogma(press({ purple: ['city-states'] }, ['calendar']), 'printing-press');
    g = decline(g);
    g = decline(g);
    expect(hand(g, 0)).toEqual([]);
    expect(score(g, 0)).toEqual(['calendar']);
    expect(splay(g, 0, 'blue')).toBe('none');
    expect(idle(g)).toBe(true);
  });

  it('an empty score pile asks nothing and a one-card blue pile cannot splay', () => {
    let g = start({ players: [{ board: { blue: ['printing-press'] } }, {}] });
    g = dogma(g, 'printing-press');
    expect(idle(g)).toBe(true);
    expect(hand(g, 0)).toEqual([]);
  });
});

describe('Colonialism', () => {
  it('ruling: draws and tucks 3s while the tucked card has a crown', () => {
    let g = start({
      players: [{ board: { red: ['colonialism'] } }, {}],
      supply: { 3: ['translation', 'optics', 'alchemy', 'paper'] },
    });
    g = dogma(g, 'colonialism');
    expect(pile(g, 0, 'blue')).toEqual(['alchemy', 'translation']);
    expect(pile(g, 0, 'red')).toEqual(['optics', 'colonialism']);
    expect(hand(g, 0)).toEqual([]);
    expect(g.s.tucked[0]).toBe(3);
  });
});

describe('Gunpowder', () => {
  it('the target moves a top card with a castle to my score pile; then I draw and score a 2', () => {
    let g = start({
      players: [{ board: { red: ['gunpowder'] } }, { board: { red: ['archery'], yellow: ['masonry'], blue: ['writing'] } }],
      supply: { 2: ['calendar'] },
    });
    g = dogma(g, 'gunpowder');
    expect(question(g)).toMatchObject({ player: 1, options: ['archery', 'masonry'], zone: 'board' });
    g = pick(g, 'masonry');
    expect(score(g, 0)).toEqual(['masonry', 'calendar']);
    expect(pile(g, 1, 'yellow')).toEqual([]);
  });

  it('with no castle top card nothing moves, so no 2 is scored', () => {
    let g = start({ players: [{ board: { red: ['gunpowder'] } }, { board: { blue: ['writing'] } }] });
    g = dogma(g, 'gunpowder');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual([]);
  });

  it('an opponent with as many factories is not a target', () => {
    let g = start({ players: [{ board: { red: ['gunpowder'] } }, { board: { red: ['colonialism'], yellow: ['masonry'] } }] });
    g = dogma(g, 'gunpowder');
    expect(pile(g, 1, 'yellow')).toEqual(['masonry']);
    expect(score(g, 0)).toEqual([]);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(0);
  });

  it('a sharer reads the same demand flag: it scores a 2 too, and I get the bonus', () => {
    let g = start({
      players: [
        { board: { red: ['gunpowder'] } },
        { board: { yellow: ['masonry'] } }, // target
        { board: { red: ['colonialism'] } }, // sharer
      ],
      supply: { 2: ['calendar', 'mapmaking', 'currency'] },
    });
    g = dogma(g, 'gunpowder');
    expect(score(g, 0)).toEqual(['masonry', 'mapmaking']);
    expect(score(g, 2)).toEqual(['calendar']);
    expect(hand(g, 0).map(ageOf)).toEqual([4]); // the bonus: a card of my highest top value
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });
});

describe('Invention', () => {
  it('may turn a colour splayed left to right; if so draws and scores a 4', () => {
    let g = start({
      players: [
        {
          board: { green: ['invention'], red: ['archery', 'oars'], blue: ['writing', 'tools'] },
          splay: { red: 'left', blue: 'left' },
        },
        {},
      ],
      supply: { 4: ['navigation'] },
    });
    g = dogma(g, 'invention');
    expect(question(g)).toMatchObject({ kind: 'color', options: ['blue', 'red'], optional: true });
    g = pickColor(g, 'red');
    expect(splay(g, 0, 'red')).toBe('right');
    expect(score(g, 0)).toEqual(['navigation']);
    expect(achievements(g, 0)).toEqual([]);
  });

  it('a colour splayed up is not offered; with none splayed left there is no question', () => {
    let g = start({
      players: [{ board: { green: ['invention'], red: ['archery', 'oars'] }, splay: { red: 'up' } }, {}],
    });
    g = dogma(g, 'invention');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual([]);
  });

  it('ruling: five colours splayed any way (left included) claim Wonder', () => {
    let g = start({
      players: [
        {
          board: {
            blue: ['writing', 'tools'],
            red: ['archery', 'oars'],
            green: ['sailing', 'invention'],
            yellow: ['agriculture', 'domestication'],
            purple: ['mysticism', 'code-of-laws'],
          },
          splay: { blue: 'left', red: 'left', green: 'right', yellow: 'up', purple: 'left' },
        },
        {},
      ],
    });
    g = dogma(g, 'invention');
    g = decline(g);
    expect(achievements(g, 0)).toEqual(['wonder']);
  });

  it('an unsplayed colour (or a missing one) means no Wonder', () => {
    let g = start({
      players: [
        {
          board: { blue: ['writing', 'tools'], red: ['archery', 'oars'], green: ['sailing', 'invention'], yellow: ['agriculture'] },
          splay: { blue: 'left', red: 'left', green: 'right' },
        },
        {},
      ],
    });
    g = decline(dogma(g, 'invention'));
    expect(achievements(g, 0)).toEqual([]);
  });
});

describe('Navigation', () => {
  it('the target moves a 2 or a 3 of its choice from its score pile to mine', () => {
    let g = start({
      players: [{ board: { green: ['navigation'] } }, { score: ['oars', 'calendar', 'optics', 'experimentation'] }],
    });
    g = dogma(g, 'navigation');
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'optics'], zone: 'score' });
    g = pick(g, 'optics');
    expect(score(g, 0)).toEqual(['optics']);
    expect(score(g, 1)).toEqual(['oars', 'calendar', 'experimentation']);
  });

  it('with only other values nothing moves', () => {
    let g = start({ players: [{ board: { green: ['navigation'] } }, { score: ['oars', 'experimentation'] }] });
    g = dogma(g, 'navigation');
    expect(idle(g)).toBe(true);
    expect(score(g, 0)).toEqual([]);
  });

  it('an opponent with as many crowns is not a target', () => {
    let g = start({ players: [{ board: { green: ['navigation'] } }, { board: { blue: ['translation'] }, score: ['calendar'] }] });
    g = dogma(g, 'navigation');
    expect(score(g, 1)).toEqual(['calendar']);
  });
});

describe('Navigation in the team game', () => {
  it('my partner is never a target, even with fewer crowns', () => {
    let g = start({
      teams: true,
      players: [{ board: { green: ['navigation'] } }, { score: ['calendar'] }, { score: ['optics'] }, { score: ['mapmaking'] }],
    });
    g = dogma(g, 'navigation');
    expect(score(g, 0)).toEqual(['calendar', 'mapmaking']);
    expect(score(g, 2)).toEqual(['optics']);
  });
});

describe('Anatomy', () => {
  it('the target gives back a score card, then a top card of the same value', () => {
    let g = start({
      players: [
        { board: { yellow: ['anatomy'] } },
        { board: { blue: ['mathematics'], red: ['construction'] }, score: ['calendar', 'oars'] },
      ],
    });
    g = dogma(g, 'anatomy');
    expect(question(g)).toMatchObject({ player: 1, options: ['calendar', 'oars'], zone: 'score' });
    g = pick(g, 'calendar');
    expect(question(g)).toMatchObject({ player: 1, options: ['mathematics', 'construction'], zone: 'board' });
    g = pick(g, 'construction');
    expect(score(g, 1)).toEqual(['oars']);
    expect(pile(g, 1, 'red')).toEqual([]);
    expect(g.s.supply[1]!.slice(0, 2)).toEqual(['construction', 'calendar']);
  });

  it('no top card of that value: only the score card goes back', () => {
    let g = start({
      players: [{ board: { yellow: ['anatomy'] } }, { board: { blue: ['mathematics'] }, score: ['oars'] }],
    });
    g = dogma(g, 'anatomy');
    expect(score(g, 1)).toEqual([]);
    expect(pile(g, 1, 'blue')).toEqual(['mathematics']);
  });

  it('an empty score pile gives back nothing, not even a top card', () => {
    let g = start({ players: [{ board: { yellow: ['anatomy'] } }, { board: { blue: ['mathematics'] } }] });
    g = dogma(g, 'anatomy');
    expect(pile(g, 1, 'blue')).toEqual(['mathematics']);
  });
});

describe('Perspective', () => {
  const board = { yellow: ['perspective'], blue: ['tools'], purple: ['philosophy'] }; // 7 lightbulbs

  it('giving back a card scores one hand card per two lightbulbs, chosen one at a time', () => {
    let g = start({ players: [{ board, hand: ['oars', 'calendar', 'optics', 'alchemy', 'the-wheel'] }, {}] });
    g = dogma(g, 'perspective');
    g = pick(g, 'oars');
    expect(question(g)).toMatchObject({ prompt: 'perspective.score', optional: false });
    g = pick(g, 'calendar');
    g = pick(g, 'optics');
    g = pick(g, 'alchemy');
    expect(score(g, 0)).toEqual(['calendar', 'optics', 'alchemy']);
    expect(hand(g, 0)).toEqual(['the-wheel']);
    expect(idle(g)).toBe(true);
  });

  it('a short hand scores what it has', () => {
    let g = start({ players: [{ board, hand: ['oars', 'calendar'] }, {}] });
    g = pick(dogma(g, 'perspective'), 'oars');
    expect(score(g, 0)).toEqual(['calendar']);
  });

  it('declining scores nothing', () => {
    let g = start({ players: [{ board, hand: ['oars', 'calendar'] }, {}] });
    g = decline(dogma(g, 'perspective'));
    expect(score(g, 0)).toEqual([]);
    expect(hand(g, 0)).toEqual(['oars', 'calendar']);
  });
});

describe('Enterprise', () => {
  it('the target moves a non-purple crown top card onto my board, then draws and melds a 4', () => {
    let g = start({
      players: [{ board: { purple: ['enterprise'], green: ['clothing'] } }, { board: { green: ['sailing'], red: ['archery'] } }],
      supply: { 4: ['invention'] },
    });
    g = dogma(g, 'enterprise');
    expect(pile(g, 0, 'green')).toEqual(['clothing', 'sailing']);
    expect(pile(g, 1, 'green')).toEqual(['invention']);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['green'], player: 0 });
    g = pickColor(g, 'green');
    expect(splay(g, 0, 'green')).toBe('right');
  });

  it('a purple crown card is not eligible: nothing moves and nothing is drawn', () => {
    let g = start({ players: [{ board: { purple: ['enterprise'] } }, { board: { purple: ['code-of-laws'] } }] });
    g = dogma(g, 'enterprise');
    expect(pile(g, 1, 'purple')).toEqual(['code-of-laws']);
    expect(hand(g, 1)).toEqual([]);
    expect(idle(g)).toBe(true);
  });
});

describe('Reformation', () => {
  const reform = (handCards: string[]) =>
    start({
      players: [{ board: { purple: ['reformation'], yellow: ['canal-building', 'agriculture'] }, hand: handCards }, {}],
    }); // 6 visible leaves: three tucks

  it('tucks one hand card per two leaves, one at a time, then may splay yellow or purple right', () => {
    let g = dogma(reform(['oars', 'calendar', 'optics', 'alchemy']), 'reformation');
    g = yes(g);
    g = pick(g, 'oars');
    expect(question(g)).toMatchObject({ prompt: 'reformation.tuck-next', optional: false });
    g = pick(g, 'calendar');
    g = pick(g, 'optics');
    expect(hand(g, 0)).toEqual(['alchemy']);
    expect(pile(g, 0, 'red')).toEqual(['optics', 'oars']);
    expect(pile(g, 0, 'blue')).toEqual(['calendar']);
    expect(question(g)).toMatchObject({ kind: 'color', options: ['yellow'] });
    g = pickColor(g, 'yellow');
    expect(splay(g, 0, 'yellow')).toBe('right');
  });

  it('ruling: all or nothing — declining tucks none', () => {
    let g = dogma(reform(['oars', 'calendar', 'optics']), 'reformation');
    g = decline(g);
    expect(hand(g, 0)).toEqual(['oars', 'calendar', 'optics']);
  });

  it('a hand smaller than the count tucks the whole hand', () => {
    let g = dogma(reform(['oars', 'calendar']), 'reformation');
    g = yes(g);
    g = pick(g, 'calendar');
    expect(hand(g, 0)).toEqual([]);
    expect(pile(g, 0, 'red')).toEqual(['oars']);
  });

  it('an empty hand asks nothing about tucking', () => {
    const g = dogma(reform([]), 'reformation');
    expect(question(g)).toMatchObject({ kind: 'color' });
  });
});

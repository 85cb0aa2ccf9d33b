// Resolver mechanisms that later cards rely on (execute another card, wins, reorder, reveal),
// and the game ending in the middle of an effect. Uses stand-in entries registered for the test.
import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import { CARD_ENTRIES } from '../../../src/engine/innovation/cards/index';
import { innovation as game } from '../../../src/engine/innovation/definition';
import { type CardEntry, shared } from '../../../src/engine/innovation/entry';
import { achievements, dogma, eventsOf, hand, idle, pick, pile, start } from './helpers';

const saved = new Map<string, CardEntry | undefined>();
function register(entry: CardEntry): void {
  if (!saved.has(entry.id)) saved.set(entry.id, CARD_ENTRIES[entry.id]);
  CARD_ENTRIES[entry.id] = entry;
}
afterEach(() => {
  for (const [id, entry] of saved) {
    if (entry) CARD_ENTRIES[id] = entry;
    else delete CARD_ENTRIES[id];
  }
  saved.clear();
});

describe('Cards without an entry', () => {
  it('can be activated; the dogma does nothing and is not counted as covered', () => {
    saved.set('computers', CARD_ENTRIES.computers);
    delete CARD_ENTRIES.computers;
    let g = start({ players: [{ board: { blue: ['computers'] } }, {}] });
    g = dogma(g, 'computers');
    expect(idle(g)).toBe(true);
    expect(g.s.actionsLeft).toBe(1);
    expect(game.coverage(g.s)).not.toContain('dogma:computers');
  });
});

describe('Execute another card', () => {
  it('runs that card’s non-demand effects for the executing player alone, in the order named', () => {
    register({
      id: 'computers',
      effects: [
        shared((x) => {
          x.execute('writing');
          x.execute('the-wheel');
        }),
      ],
    });
    let g = start({
      players: [{ board: { blue: ['computers'] } }, {}],
      supply: { 2: ['calendar'], 1: ['oars', 'sailing'] },
    });
    g = dogma(g, 'computers');
    expect(hand(g, 0)).toEqual(['calendar', 'oars', 'sailing']);
    expect(game.coverage(g.s)).toEqual(expect.arrayContaining(['dogma:computers', 'dogma:writing', 'dogma:the-wheel']));
  });

  it('skips the executed card’s demands', () => {
    register({ id: 'computers', effects: [shared((x) => x.execute('archery'))] });
    let g = start({ players: [{ board: { blue: ['computers'] } }, { hand: ['oars'] }] });
    g = dogma(g, 'computers');
    expect(idle(g)).toBe(true);
    expect(hand(g, 1)).toEqual(['oars']);
  });

  it('a question inside an executed effect waits like any other', () => {
    register({ id: 'computers', effects: [shared((x) => x.execute('agriculture'))] });
    let g = start({ players: [{ board: { blue: ['computers'] }, hand: ['calendar'] }, {}], supply: { 3: ['optics'] } });
    g = dogma(g, 'computers');
    g = pick(g, 'calendar');
    expect(g.s.players[0]!.score).toEqual(['optics']);
  });
});

describe('Wins by dogma', () => {
  it('a win ends the game at once; later effects do not run', () => {
    register({ id: 'empiricism', effects: [shared((x) => x.win()), shared((x) => void x.draw(1))] });
    let g = start({ players: [{ board: { purple: ['empiricism'] } }, {}] });
    g = dogma(g, 'empiricism');
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'dogma' });
    expect(hand(g, 0)).toEqual([]);
    expect(game.coverage(g.s)).toContain('end:dogma');
  });

  it('when several players qualify the game goes on, except for partners', () => {
    register({ id: 'empiricism', effects: [shared((x) => void x.winAmong([0, 1]))] });
    let g = dogma(start({ players: [{ board: { purple: ['empiricism'] } }, {}] }), 'empiricism');
    expect(game.outcome(g.s)).toBeNull();
    register({ id: 'empiricism', effects: [shared((x) => void x.winAmong([0, 2]))] });
    g = dogma(start({ teams: true, players: [{ board: { purple: ['empiricism'] } }, {}, {}, {}] }), 'empiricism');
    expect(game.outcome(g.s)).toMatchObject({ winners: [0, 2], reason: 'dogma' });
  });
});

describe('Other verbs', () => {
  it('reorder puts a pile in a new order and keeps its splay', () => {
    register({ id: 'publications', effects: [shared((x) => x.reorder('red', ['oars', 'metalworking', 'archery']))] });
    let g = start({
      players: [{ board: { blue: ['publications'], red: ['archery', 'oars', 'metalworking'] }, splay: { red: 'up' } }, {}],
    });
    g = dogma(g, 'publications');
    expect(pile(g, 0, 'red')).toEqual(['oars', 'metalworking', 'archery']);
    expect(g.s.players[0]!.piles[1]!.splay).toBe('up');
  });

  it('a target who cannot meet a demand for a crown card reveals its hand', () => {
    let g = start({ players: [{ board: { red: ['oars'] } }, { hand: ['pottery', 'tools'] }] });
    g = dogma(g, 'oars');
    expect(eventsOf(g, 'reveal')).toEqual([expect.objectContaining({ player: 1, cards: ['pottery', 'tools'] })]);
  });
});

describe('Choosing cards you cannot see', () => {
  const blind = () => {
    register({
      id: 'rocketry',
      effects: [
        shared(
          (x) => x.chooseCards(x.opponents().flatMap((p) => x.scorePile(p)), { prompt: 'rocketry.return', zone: 'score' }),
          (x) => void x.return(x.chosen),
        ),
      ],
    });
    return dogma(start({ players: [{ board: { blue: ['rocketry'] } }, { score: ['oars', 'calendar'] }] }), 'rocketry');
  };

  it('names hidden options by slot, so legal moves reveal nothing and survive determinization', () => {
    const g = blind();
    const legal = game.legalMoves(g.s, 0);
    expect(legal).toEqual([
      { type: 'cards', cards: ['?score:1:0'] },
      { type: 'cards', cards: ['?score:1:1'] },
    ]);
    const d = game.determinize(game.view(g.s, 0), 0, Rng.seeded(5));
    expect(game.legalMoves(d, 0)).toEqual(legal);
    expect(game.describe(legal[0]!, g.s, 'en')).toContain('a hidden card');
  });

  it('answering with a slot acts on the card in that slot; a real id is refused', () => {
    const g = blind();
    expect(() => game.apply(g.s, 0, { type: 'cards', cards: ['calendar'] })).toThrow();
    const after = game.apply(g.s, 0, { type: 'cards', cards: ['?score:1:1'] }).state;
    expect(after.players[1]!.score).toEqual(['oars']);
  });
});

describe('The game ends in the middle of an effect', () => {
  it('a special achievement that is the winning one ends the game at once', () => {
    let g = start({
      players: [
        {
          board: { yellow: ['masonry'] },
          hand: ['oars', 'the-wheel', 'mysticism', 'construction'],
          achievements: ['empire', 'world', 'wonder', 'universe', 'pottery'],
        },
        {},
      ],
    });
    g = dogma(g, 'masonry');
    for (const c of ['oars', 'the-wheel', 'mysticism', 'construction']) g = pick(g, c);
    expect(achievements(g, 0)).toContain('monument');
    expect(game.outcome(g.s)).toMatchObject({ winners: [0], reason: 'achievements' });
    expect(game.toAct(g.s)).toEqual([]);
  });

  it('drawing above 10 inside an effect ends the game by score', () => {
    let g = start({
      players: [{ board: { blue: ['writing'] } }, { score: ['oars'] }],
      exhausted: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    g = dogma(g, 'writing');
    expect(game.outcome(g.s)).toMatchObject({ winners: [1], reason: 'score' });
    expect(g.s.frames).toEqual([]);
  });
});

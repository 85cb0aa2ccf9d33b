import { describe, expect, it } from 'vitest';
import { Ismcts } from '../../src/ai/ismcts';
import { levelSearch, makeBot, parseSearchSpec } from '../../src/ai/levels';
import { getGame } from '../../src/engine';
import { buildScenario } from '../../src/engine/innovation/scenario';
import { outcomeRewards } from '../../src/ai/rewards';
import { Rng } from '../../src/engine/core';
import './setup-toy';
import { type ToyMove, type ToyState, toyGame, toyPosition } from './toy-game';

function decide(state: ToyState, spec: string, seed = 1): ToyMove {
  const player = toyGame.toAct(state)[0] as number;
  const bot = makeBot(spec);
  return bot.choose({
    game: toyGame,
    view: toyGame.view(state, player),
    player,
    legal: toyGame.legalMoves(state, player),
    rng: Rng.seeded(seed),
  }) as ToyMove;
}

describe('ISMCTS finds the obvious move', () => {
  it('follows a 10 with the 11 rather than the 3 when the last two tricks decide the game', () => {
    // Seat 1 holds 3 and 11; the 12 is already out, so the 11 takes this trick for sure and the
    // 3 may still take the last one. Playing the 3 loses this trick and at best ties.
    const state = toyPosition({ hands: [[2], [3, 11]], table: [10, 0], scores: [1, 1], played: [12, 1, 4, 5] });
    for (const seed of [1, 2, 3]) expect(decide(state, 'ismcts:200', seed).card).toBe(11);
  });

  it('scores a won position as won, whichever card leads', () => {
    // Seat 0 leads 3-2 up holding the 12: it takes at least one of the last two tricks, so it
    // wins whatever it plays and whatever the opponent holds.
    const state = toyPosition({ hands: [[1, 12], [5, 6]], scores: [3, 2], played: [2, 3, 4, 7, 8, 9] });
    const search = new Ismcts(toyGame, toyGame.view(state, 0), 0, toyGame.legalMoves(state, 0), Rng.seeded(3));
    search.run(400);
    expect(search.failures).toBe(0);
    for (const s of search.rootStats()) expect(s.mean).toBe(1);
  });

  it('discards the lowest card when the trick is already lost', () => {
    // Seat 1 cannot beat the 12 (every card it holds is lower): it keeps 11 for later.
    const state = toyPosition({ hands: [[6, 9], [2, 10, 11]], table: [12, 0], scores: [0, 0] });
    expect(decide(state, 'ismcts:300').card).toBe(2);
  });

  it('a shared win is worth half to each of two seats, a lone win all of it', () => {
    expect(outcomeRewards({ winners: [1], ranking: [[1], [0]], scores: [1, 2], reason: 't' })).toEqual([0, 1]);
    expect(outcomeRewards({ winners: [0, 1], ranking: [[0, 1]], scores: [2, 2], reason: 't' })).toEqual([0.5, 0.5]);
    expect(outcomeRewards({ winners: [], ranking: [[0, 1]], scores: [2, 2], reason: 't' })).toEqual([0.5, 0.5]);
  });
});

describe('the lookahead prior', () => {
  // Seat 0 leads the first of three tricks holding 2, 7 and 11. The toy evaluation counts the
  // points taken plus the strength of the cards still in hand, so one move ahead the 2 looks best
  // (it keeps the 7 and the 11), then the 7, then the 11.
  const state = toyPosition({ hands: [[2, 7, 11], [3, 5, 9]], scores: [0, 0], played: [1, 4, 6, 8, 10, 12] });
  const visited = (search: Ismcts) =>
    search
      .rootStats()
      .filter((s) => s.visits > 0)
      .map((s) => (s.move as ToyMove).card);

  it('expands the move that looks best one move ahead first, then widens in that order', () => {
    const search = new Ismcts(toyGame, toyGame.view(state, 0), 0, toyGame.legalMoves(state, 0), Rng.seeded(5), { lookahead: true });
    search.run(1);
    expect(visited(search)).toEqual([2]);
    search.run(1);
    expect(visited(search).sort((a, b) => a - b)).toEqual([2, 7]);
  });

  it('without it, the first move expanded is drawn at random', () => {
    const first = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const search = new Ismcts(toyGame, toyGame.view(state, 0), 0, toyGame.legalMoves(state, 0), Rng.seeded(seed));
      search.run(1);
      for (const card of visited(search)) first.add(card);
    }
    expect(first.size).toBeGreaterThan(1);
  });
});

describe('searches are reproducible', () => {
  it('the same seed and iteration budget give the same statistics and move', () => {
    const state = toyGame.setup(toyGame.normalizeOptions({ players: 3, seed: 9, handSize: 4 }));
    const run = () => {
      const s = new Ismcts(toyGame, toyGame.view(state, 0), 0, toyGame.legalMoves(state, 0), Rng.seeded(77));
      s.run(300);
      return { best: s.bestMove(), stats: s.rootStats() };
    };
    expect(run()).toEqual(run());
  });

  it('each level chooses the same move twice from the same seed', () => {
    for (let seed = 0; seed < 5; seed++) {
      const state = toyGame.setup(toyGame.normalizeOptions({ players: 2, seed, handSize: 4, blind: seed % 2 === 1 }));
      for (const spec of ['easy', 'ismcts:150']) expect(decide(state, spec, seed)).toEqual(decide(state, spec, seed));
    }
  });

  it('in simultaneous play the seat that chooses second does not learn the first choice', () => {
    // Blind tricks: seat 0 has committed face down. Seat 1's search must give the same answer
    // whatever seat 0 actually committed.
    const base = toyPosition({ hands: [[3, 8], [4, 9, 12]], table: [0, 0], blind: true, played: [1, 2] });
    const moves = [5, 6, 7].map((c) => {
      const s = { ...base, hands: [[3, 8], [4, 9, 12]], table: [c, 0] };
      return decide(s, 'ismcts:300', 4).card;
    });
    expect(new Set(moves).size).toBe(1);
  });
});

describe('bot specs', () => {
  it('reads the iteration budget and the tuning options of an ismcts spec', () => {
    expect(parseSearchSpec('ismcts:1200')).toEqual({ iterations: 1200, options: {} });
    expect(parseSearchSpec('ismcts:300:d12:c0.5:deep')).toEqual({
      iterations: 300,
      options: { playoutDepth: 12, exploration: 0.5, deepModel: true },
    });
    expect(parseSearchSpec('ismcts:500:nomem')).toEqual({ iterations: 500, options: { forget: true } });
    expect(parseSearchSpec('ismcts:500:c0.2:la')).toEqual({ iterations: 500, options: { exploration: 0.2, lookahead: true } });
    for (const bad of ['ismcts', 'ismcts:0', 'ismcts:12x', 'ismcts:300:z4', 'hard']) expect(parseSearchSpec(bad)).toBeNull();
  });

  it('a search told to forget (Innovation, ":nomem") deals every world from the view without its memory', () => {
    const game = getGame('innovation');
    const s = buildScenario({ players: [{ hand: ['oars'] }, { hand: ['sailing', 'calendar'] }] });
    s.memory = [[{ card: 'sailing', since: 3 }], []];
    const view = game.view(s, 0);
    expect(view.known).toEqual([{ card: 'sailing', zone: 'hand', player: 1, since: 3 }]);
    const dealt: unknown[] = [];
    const spy = {
      ...game,
      determinize: (v: unknown, p: number, rng: Rng) => {
        dealt.push(v);
        return game.determinize(v, p, rng);
      },
    };
    new Ismcts(spy, view, 0, game.legalMoves(s, 0), Rng.seeded(1), { forget: true }).run(5);
    expect(dealt.length).toBeGreaterThan(0);
    const { known: _known, ...forgotten } = view;
    for (const v of dealt) expect(v).toEqual(forgotten);
    dealt.length = 0;
    new Ismcts(spy, view, 0, game.legalMoves(s, 0), Rng.seeded(1)).run(5);
    for (const v of dealt) expect(v).toBe(view);
  });

  it('hard searches Gear & Piston with longer playouts and a greedier tree, Innovation with a greedier tree ordered by the lookahead; normal keeps the defaults', () => {
    const gnp = getGame('gear-and-piston');
    expect(levelSearch(gnp, 'hard').options).toEqual({ deepModel: true, playoutDepth: 80, exploration: 0.35 });
    expect(levelSearch(gnp, 'normal').options).toEqual({});
    expect(levelSearch(getGame('gears'), 'hard').options).toEqual({ deepModel: true });
    expect(levelSearch(getGame('innovation'), 'hard').options).toEqual({ deepModel: true, exploration: 0.2, lookahead: true });
    expect(levelSearch(getGame('innovation'), 'normal').options).toEqual({});
  });

  it('refuses an unknown spec with the forms it knows', () => {
    expect(() => makeBot('ismcts:300:q1')).toThrow(/Unknown bot 'ismcts:300:q1'.*ismcts:<iterations>\[:d<depth>\]/);
  });
});

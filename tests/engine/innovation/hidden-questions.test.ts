// A question waiting for one player must not tell the other seats which of that player's hidden
// cards qualify. Each rule below builds two positions that differ only in the chooser's hidden
// cards (same ages, different icons or colours) and checks that every other seat sees the same
// thing in both, that the chooser still sees its options, and that a determinization for any seat
// keeps its view and asks the question again consistently with the world it dealt.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/core/rng';
import type { PlayerId } from '../../../src/engine/core/types';
import { innovation as game, pendingQuestion } from '../../../src/engine/innovation/definition';
import { jsonEqual } from '../../../src/engine/core/equal';
import { ageOf, bears, colorOf } from '../../../src/engine/innovation/facts';
import { forcedAnswer } from '../../../src/engine/innovation/questions';
import type { CardId, Color, Edition, InnovationState, Move } from '../../../src/engine/innovation/types';
import { COLORS } from '../../../src/engine/innovation/types';
import { type Game, dogma, type Scenario, start } from './helpers';

interface Case {
  rule: string;
  /** The position, given the chooser's hand. */
  position: (hand: CardId[]) => Scenario;
  card: CardId;
  chooser: PlayerId;
  /** Two hands of the same ages whose qualifying cards differ. */
  a: CardId[];
  b: CardId[];
  /** Which of the chooser's hidden cards (or colours) the rule lets them choose, in world s. */
  qualifies: (s: InnovationState, card: CardId) => boolean;
  kind?: 'cards' | 'color';
}

const boardColors = (s: InnovationState, p: PlayerId): Color[] =>
  COLORS.filter((_, i) => s.players[p]!.piles[i]!.cards.length > 0);

const oars = (edition: Edition): Case => ({
  rule: `Oars (${edition} edition): the demander does not learn which of the target’s cards bear a crown`,
  position: (hand) => ({
    edition,
    players: [{ board: { red: ['oars'] } }, { hand }, { board: { red: ['metalworking'] } }],
  }),
  card: 'oars',
  chooser: 1,
  a: ['writing', 'pottery', 'sailing'],
  b: ['agriculture', 'clothing', 'code-of-laws'],
  qualifies: (_, c) => bears(c, 'crown'),
});

const CASES: Case[] = [
  oars('last'),
  oars('first'),
  {
    rule: 'Feudalism: the demander does not learn which of the target’s cards bear a castle',
    position: (hand) => ({ players: [{ board: { purple: ['feudalism'] } }, { hand }, {}] }),
    card: 'feudalism',
    chooser: 1,
    a: ['alchemy', 'translation', 'machinery'],
    b: ['compass', 'engineering', 'alchemy'],
    qualifies: (_, c) => bears(c, 'castle'),
  },
  {
    rule: 'Masonry: others do not learn which cards in my hand bear a castle',
    position: (hand) => ({ players: [{ board: { yellow: ['masonry'] }, hand }, {}] }),
    card: 'masonry',
    chooser: 0,
    a: ['archery', 'pottery', 'tools'],
    b: ['agriculture', 'metalworking', 'the-wheel'],
    qualifies: (_, c) => bears(c, 'castle'),
  },
  {
    rule: 'Machinery (shared): others do not learn which of a sharer’s cards bear a castle',
    position: (hand) => ({
      players: [{ board: { yellow: ['machinery'] } }, { board: { green: ['clothing'] }, hand }],
    }),
    card: 'machinery',
    chooser: 1,
    a: ['alchemy', 'translation', 'engineering'],
    b: ['compass', 'engineering', 'alchemy'],
    qualifies: (_, c) => bears(c, 'castle'),
  },
  {
    rule: 'Clothing: others do not learn which cards in my hand are of a colour I have no pile of',
    position: (hand) => ({ players: [{ board: { green: ['clothing'] }, hand }, {}] }),
    card: 'clothing',
    chooser: 0,
    a: ['pottery', 'sailing', 'archery'],
    b: ['agriculture', 'writing', 'the-wheel'],
    qualifies: (s, c) => !boardColors(s, 0).includes(colorOf(c)),
  },
  {
    rule: 'Code of Laws: others do not learn which cards in my hand match a colour on my board',
    position: (hand) => ({ players: [{ board: { purple: ['code-of-laws'], red: ['archery'] }, hand }, {}] }),
    card: 'code-of-laws',
    chooser: 0,
    a: ['oars', 'pottery', 'mysticism'],
    b: ['metalworking', 'city-states', 'tools'],
    qualifies: (s, c) => boardColors(s, 0).includes(colorOf(c)),
  },
  {
    rule: 'Classification: others do not learn which colours my hand holds',
    position: (hand) => ({ players: [{ board: { green: ['classification'] }, hand }, {}] }),
    card: 'classification',
    chooser: 0,
    a: ['oars', 'pottery'],
    b: ['clothing', 'archery'],
    qualifies: () => true,
    kind: 'color',
  },
];

const seatsOf = (g: Game): (PlayerId | null)[] => [...g.s.players.map((_, p) => p), null];

function opened(c: Case, hand: CardId[]): Game {
  const g = dogma(start(c.position(hand)), c.card);
  const q = pendingQuestion(g.s);
  expect(q, 'the question must be waiting').toMatchObject({ player: c.chooser, kind: c.kind ?? 'cards' });
  return g;
}

describe.each(CASES)('$rule', (c) => {
  const ga = opened(c, c.a);
  const gb = opened(c, c.b);
  const others = seatsOf(ga).filter((p) => p !== c.chooser);

  it('the two hands really differ in which cards (or colours) qualify', () => {
    const qualifying = (g: Game) => {
      const hand = g.s.players[c.chooser]!.hand;
      if (c.kind === 'color') return COLORS.filter((col) => hand.some((card) => colorOf(card) === col));
      return hand.flatMap((card, i) => (c.qualifies(g.s, card) ? [i] : []));
    };
    expect(ga.s.players[c.chooser]!.hand.map(ageOf)).toEqual(gb.s.players[c.chooser]!.hand.map(ageOf));
    expect(qualifying(ga)).not.toEqual(qualifying(gb));
  });

  it('other seats see the same view and events whichever cards qualify', () => {
    for (const p of others) {
      expect(game.view(ga.s, p), `seat ${p}`).toEqual(game.view(gb.s, p));
      expect(game.viewEvents(ga.events, p), `seat ${p}`).toEqual(game.viewEvents(gb.events, p));
    }
  });

  it('other seats see a veiled question naming no hidden card', () => {
    for (const p of others) {
      const frame = game.view(ga.s, p).frames.at(-1);
      expect(frame?.type === 'effect' && frame.question).toMatchObject({ player: c.chooser, options: [], veiled: true });
    }
  });

  it('the chooser still sees and answers its own options', () => {
    for (const g of [ga, gb]) {
      const q = pendingQuestion(g.s)!;
      const hand = g.s.players[c.chooser]!.hand;
      const frame = game.view(g.s, c.chooser).frames.at(-1);
      if (q.kind === 'cards') {
        const want = hand.filter((card) => c.qualifies(g.s, card));
        expect(q.options).toEqual(want);
        expect(frame?.type === 'effect' && frame.question?.options).toEqual(want);
        const picks = want.map((card) => ({ type: 'cards', cards: [card] }));
        expect(game.legalMoves(g.s, c.chooser)).toEqual(q.optional ? [{ type: 'cards', cards: [] }, ...picks] : picks);
      } else {
        const want = COLORS.filter((col) => hand.some((card) => colorOf(card) === col));
        expect(frame?.type === 'effect' && frame.question?.options).toEqual(want);
      }
    }
  });

  it('a determinization for any seat keeps its view, who acts and its own moves', () => {
    for (const g of [ga, gb]) {
      for (let p = 0; p < g.s.players.length; p++) {
        const v = game.view(g.s, p);
        for (const seed of [1, 2, 3]) {
          const d = game.determinize(JSON.parse(JSON.stringify(v)), p, Rng.seeded(seed));
          expect(game.view(d, p)).toEqual(v);
          expect(game.toAct(d)).toEqual(game.toAct(g.s));
          expect(game.legalMoves(d, p)).toEqual(game.legalMoves(g.s, p));
        }
      }
    }
  });

  it('a determinization for another seat asks the question again in the world it dealt', () => {
    for (const g of [ga, gb]) {
      for (const p of others) {
        if (p === null) continue;
        for (const seed of [4, 5, 6, 7]) {
          const d = game.determinize(game.view(g.s, p), p, Rng.seeded(seed));
          const q = pendingQuestion(d)!;
          const hand = d.players[c.chooser]!.hand;
          if (q.kind === 'cards') {
            expect(q.options).toEqual(hand.filter((card) => c.qualifies(d, card)));
          } else {
            expect(q.options).toEqual(COLORS.filter((col) => hand.some((card) => colorOf(card) === col)));
          }
          expect(q).not.toHaveProperty('veiled');
          expect(forcedAnswer(q), 'a waiting question is a real choice').toBeNull();
          // Every answer the chooser has in that world plays on.
          for (const move of game.legalMoves(d, c.chooser)) expect(() => game.apply(d, c.chooser, move as Move)).not.toThrow();
        }
      }
    }
  });
});

// ---- the same rule over random positions: every card, both editions, 2–4 players ----

/** Events that move, show or change nothing: the question came before anything happened. */
const QUIET = new Set(['action', 'dogma-start', 'effect-start']);

/**
 * The chooser's hand and score cards swapped for random supply cards of the same ages. Cards some
 * seat remembers (memory.ts) stay: the twin differs only in cards nobody else could tell apart.
 */
function reshuffled(s: InnovationState, chooser: PlayerId, rng: Rng): InnovationState {
  const out = JSON.parse(JSON.stringify(s)) as InnovationState;
  const remembered = new Set((out.memory ?? []).flat().map((r) => r.card));
  const pl = out.players[chooser]!;
  for (const list of [pl.hand, pl.score]) {
    for (let i = 0; i < list.length; i++) {
      const card = list[i]!;
      const supply = out.supply[ageOf(card) - 1]!;
      if (supply.length === 0 || remembered.has(card)) continue;
      const j = rng.int(supply.length);
      if (remembered.has(supply[j]!)) continue;
      list[i] = supply[j]!;
      supply[j] = card;
    }
  }
  return out;
}

/** Where each frame of the resolution stands: who resolves what, at which step. */
const shape = (s: InnovationState) =>
  s.frames.map((f) => (f.type === 'effect' ? `${f.card}/${f.effect}/${f.player}/${f.step}/${f.question?.prompt}` : `${f.type}:${f.card}`));

describe('Any card, random positions', () => {
  it('a question asked before anything happened looks the same to the other seats whatever the chooser holds', () => {
    let compared = 0;
    const prompts = new Set<string>();
    for (let seed = 1; seed <= 36; seed++) {
      const players = 2 + (seed % 3);
      const edition: Edition = seed % 2 ? 'last' : 'first';
      const rng = Rng.seeded(seed * 7919);
      let s = game.setup(game.normalizeOptions({ players, seed, edition }));
      while (game.toAct(s).length > 0) {
        const p = game.toAct(s)[0]!;
        const move = rng.pick(game.legalMoves(s, p)) as Move;
        const next = game.apply(s, p, move);
        const q = pendingQuestion(next.state);
        if (move.type === 'dogma' && q && next.events.every((e) => QUIET.has(e.type))) {
          const other = game.apply(reshuffled(s, q.player, rng), p, move);
          const q2 = pendingQuestion(other.state);
          if (q2 && jsonEqual(shape(other.state), shape(next.state))) {
            for (const v of [...next.state.players.map((_, i) => i), null]) {
              if (v === q.player) continue;
              expect(game.view(other.state, v), `${move.card}, seat ${v}, seed ${seed}`).toEqual(game.view(next.state, v));
            }
            compared++;
            prompts.add(q.prompt);
          }
        }
        s = next.state;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(prompts.size).toBeGreaterThan(20);
  });
});

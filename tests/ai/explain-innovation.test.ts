// Innovation's coach explains a move by the rules of the position: set positions where the right
// reason follows from the rules (who shares, whom a demand hits, an achievement taken first),
// moves with the same result grouped, and twin worlds (differing only in cards the seat has not
// seen) explained in the same words.
import { describe, expect, it } from 'vitest';
import { explainHint } from '../../src/ai/explain/index';
import { innovationExplainer } from '../../src/ai/explain/innovation';
import type { Reason } from '../../src/ai/explain/types';
import type { PlayerId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import type { InnovationState, Move } from '../../src/engine/innovation/types';
import type { InnovationView } from '../../src/engine/innovation/view';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { reasonWords } from '../../src/table/coachWords';
import { dogma, type Scenario, start } from '../engine/innovation/helpers';

const game = getGame('innovation');

/** The explainer's reasons for `move` of seat 0 in the position, with worlds sampled from seat 0's view. */
function reasonsFor(d: Scenario, move: Move, line: { player: PlayerId; move: Move }[] = []): Reason[] {
  const s = start(d).s;
  const legal = game.legalMoves(s, 0) as Move[];
  expect(legal).toContainEqual(move);
  const [lineOf] = explainHint({ game, view: game.view(s, 0), me: 0, legal, ranked: [{ move, visits: 10, chance: 0.5, line: line.map((l) => ({ ...l, visits: 5 })) }], seed: 7, count: 1 });
  return lineOf?.reasons ?? [];
}

const kinds = (rs: readonly Reason[]) => rs.map((r) => r.kind);

describe('Innovation: the reason a move is good or bad, from the rules of the position', () => {
  it('melding Oars (2 castles) beside a rival with 3 castles: once on top, the rival shares its dogma', () => {
    const rs = reasonsFor({ players: [{ board: { blue: ['writing'] }, hand: ['oars'] }, { board: { yellow: ['masonry'] } }] }, { type: 'meld', card: 'oars' });
    expect(rs[0]).toEqual({ kind: 'inno.meldShared', args: { card: { card: 'oars' }, seat: { seat: 1 }, icon: { term: 'inno.icon.castle' }, theirs: 3, mine: 2 } });
  });

  it('Archery (2 castles) against a rival with 3 castles: its demand hits nobody, so it changes nothing', () => {
    const rs = reasonsFor({ players: [{ board: { red: ['archery'] } }, { board: { yellow: ['masonry'] }, hand: ['sailing'] }] }, { type: 'dogma', card: 'archery' });
    expect(rs[0]).toEqual({ kind: 'inno.demandNobody', args: { card: { card: 'archery' }, icon: { term: 'inno.icon.castle' }, mine: 2 } });
    expect(kinds(rs)).toContain('inno.dogmaNothing');
  });

  it('Archery with 5 castles against a rival with none: the demand hits that rival', () => {
    const rs = reasonsFor({ players: [{ board: { red: ['archery'], yellow: ['masonry'] } }, { board: { green: ['sailing'] }, hand: ['writing'] }] }, { type: 'dogma', card: 'archery' });
    expect(rs[0]).toEqual({ kind: 'inno.demandHits', args: { card: { card: 'archery' }, seat: { seat: 1 }, icon: { term: 'inno.icon.castle' }, theirs: 0, mine: 5 } });
  });

  it('achieving 1 when the rival also has 5 points and a top card of age 1: it is taken before the rival can', () => {
    const rs = reasonsFor(
      {
        players: [
          { board: { blue: ['writing'] }, score: ['the-wheel', 'sailing', 'agriculture', 'pottery', 'tools'] },
          { board: { red: ['oars'] }, score: ['clothing', 'masonry', 'city-states', 'code-of-laws', 'domestication'] },
        ],
      },
      { type: 'achieve', age: 1 },
    );
    expect(rs).toEqual([
      { kind: 'inno.achieve', args: { age: 1, have: 1, need: 6 } },
      { kind: 'inno.achieveDenies', args: { age: 1, seat: { seat: 1 } } },
    ]);
  });

  it('Writing (2 lightbulbs) beside a rival with 2 lightbulbs: the rival shares it', () => {
    const rs = reasonsFor({ players: [{ board: { blue: ['writing'] } }, { board: { blue: ['tools'] } }] }, { type: 'dogma', card: 'writing' });
    expect(rs[0]).toEqual({ kind: 'inno.shares', args: { card: { card: 'writing' }, seat: { seat: 1 }, icon: { term: 'inno.icon.lightbulb' }, theirs: 2, mine: 2 } });
  });

  it('melding Masonry (3 castles) against a rival’s Archery with 2: its demands no longer reach you', () => {
    const rs = reasonsFor({ players: [{ board: { green: ['sailing'] }, hand: ['masonry'] }, { board: { red: ['archery'] } }] }, { type: 'meld', card: 'masonry' });
    expect(rs[0]).toEqual({ kind: 'inno.meldEscapes', args: { icon: { term: 'inno.icon.castle' }, mine: 3, theirs: 2, seat: { seat: 1 }, card: { card: 'archery' } } });
  });

  it('answering Archery’s demand: the card handed over goes to the demander’s hand', () => {
    const g = dogma(start({ players: [{ board: { red: ['archery'] } }, { hand: ['sailing', 'the-wheel'] }], supply: { 1: ['agriculture'] }, actionsLeft: 1 }), 'archery');
    const legal = game.legalMoves(g.s, 1) as Move[];
    const give: Move = { type: 'cards', cards: ['sailing'] };
    expect(legal).toContainEqual(give);
    const [line] = explainHint({ game, view: game.view(g.s, 1), me: 1, legal, ranked: [{ move: give, visits: 5, chance: 0.5 }], seed: 2, count: 1 });
    expect(line?.reasons).toContainEqual({ kind: 'inno.toRivalHand', args: { card: { card: 'sailing' }, seat: { seat: 0 } } });
  });

  it('the search’s line: a rival’s achieve is named; a rival’s meld of a card the seat never saw is named by its age only', () => {
    const d: Scenario = { players: [{ board: { blue: ['writing'] }, hand: ['oars'] }, { board: { green: ['sailing'] }, hand: ['metalworking'] }], actionsLeft: 1 };
    const achieve = reasonsFor(d, { type: 'draw' }, [{ player: 1, move: { type: 'achieve', age: 1 } }]);
    expect(achieve.at(-1)).toEqual({ kind: 'inno.replyAchieves', args: { seat: { seat: 1 }, age: 1 } });
    const meld = reasonsFor(d, { type: 'draw' }, [{ player: 1, move: { type: 'meld', card: 'metalworking' } }]);
    expect(meld.at(-1)).toEqual({ kind: 'inno.replyMeldsAge', args: { seat: { seat: 1 }, age: 1 } });
    expect(JSON.stringify(meld)).not.toContain('metalworking');
  });
});

describe('Innovation: moves with the same result are one line', () => {
  it('with a 2 on top and nobody to share, Writing’s dogma and a plain draw give the same card: one line; a meld is its own', () => {
    const s = start({ players: [{ board: { blue: ['writing'], green: ['mapmaking'] }, hand: ['oars'] }, { board: { green: ['sailing'] } }] }).s;
    // Mapmaking (a 2) makes the draw a 2; the rival has no lightbulb: Writing is nobody's but ours.
    const legal = game.legalMoves(s, 0) as Move[];
    const at = (m: Move) => legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(m));
    const ranked = [{ type: 'dogma', card: 'writing' }, { type: 'meld', card: 'oars' }, { type: 'draw' }].map((move, i) => ({ move, visits: 30 - i, chance: 0.5 }));
    const lines = explainHint({ game, view: game.view(s, 0), me: 0, legal, ranked, seed: 3, count: 3 });
    expect(lines.map((l) => l.moves)).toEqual([[at({ type: 'dogma', card: 'writing' }), at({ type: 'draw' })], [at({ type: 'meld', card: 'oars' })]]);
  });

  it('when the rival shares Writing, the dogma gives it a card too: not the same as a draw', () => {
    const s = start({ players: [{ board: { blue: ['writing'], green: ['mapmaking'] } }, { board: { blue: ['tools'] } }] }).s;
    const legal = game.legalMoves(s, 0) as Move[];
    const ranked = [{ type: 'dogma', card: 'writing' }, { type: 'draw' }].map((move, i) => ({ move, visits: 30 - i, chance: 0.5 }));
    const lines = explainHint({ game, view: game.view(s, 0), me: 0, legal, ranked, seed: 3, count: 3 });
    expect(lines.map((l) => l.moves.length)).toEqual([1, 1]);
  });
});

describe('Innovation: twin worlds give the same words', () => {
  it('two games that differ only in the rival’s hidden hand and the supply’s order: the same lines, the same words', () => {
    setLang('en');
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] };
    const twin = (hand: string, seed: number): InnovationState =>
      start({ seed, players: [{ board: { blue: ['writing'], red: ['archery'] }, hand: ['oars', 'masonry'], score: ['pottery'] }, { board: { green: ['sailing'] }, hand: [hand], score: ['agriculture'] }] }).s;
    const a = twin('clothing', 1);
    const b = twin('the-wheel', 2);
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    const words = (s: InnovationState) => {
      const view = game.view(s, 0) as InnovationView;
      const legal = game.legalMoves(s, 0) as Move[];
      const ranked = legal.map((move, i) => ({ move, visits: 50 - i, chance: 0.5, line: [{ player: 1, move: { type: 'dogma', card: 'sailing' }, visits: 9 }] }));
      return explainHint({ game, view, me: 0, legal, ranked, seed: 11, count: 3 }).map((l) => [l.moves, l.reasons.map((r) => reasonWords('innovation', r, setup, 0))]);
    };
    const wa = words(a);
    expect(wa).toEqual(words(b));
    // Every line has its reasons, and none names a card seat 0 has not seen.
    for (const [, rs] of wa) expect((rs as string[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(wa)).not.toMatch(/Clothing|The Wheel/);
  });

  it('the explainer reads the view, never the state: its input type is the seat’s view', () => {
    // A compile-time fact made visible: the explainer is typed over InnovationView.
    const v: InnovationView = game.view(start({ players: [{ board: { blue: ['writing'] } }, {}] }).s, 0);
    const reasons = innovationExplainer.reasons({ view: v, me: 0, move: { type: 'achieve', age: 1 }, worlds: [], line: [] });
    expect(reasons[0]?.kind).toBe('inno.achieve');
  });
});

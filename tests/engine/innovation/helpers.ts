// Helpers for Innovation rule tests: build a position, play moves, read the result.
import { expect } from 'vitest';
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { IllegalMoveError } from '../../../src/engine/core/errors';
import { apply, legalMoves, pendingQuestion, toAct } from '../../../src/engine/innovation/definition';
import { shownOptions } from '../../../src/engine/innovation/blind';
import { buildScenario, type Scenario } from '../../../src/engine/innovation/scenario';
import type { CardId, Color, InnovationState, Move, Question } from '../../../src/engine/innovation/types';
import { COLORS } from '../../../src/engine/innovation/types';

export { buildScenario };
export type { Scenario };

/** A game in progress: the state plus every event so far. */
export interface Game {
  s: InnovationState;
  events: GameEvent[];
}

export function start(d: Scenario): Game {
  return { s: buildScenario(d), events: [] };
}

/** Plays a move for whoever must act (or for `player`), checking it is listed as legal. */
export function play(g: Game, move: Move, player?: PlayerId): Game {
  const p = player ?? toAct(g.s)[0];
  if (p === undefined) throw new Error('Nobody is to act');
  move = asChooserNames(g, move);
  const legal = legalMoves(g.s, p);
  expect(legal, `move ${JSON.stringify(move)} should be legal`).toContainEqual(move);
  const r = apply(g.s, p, move);
  return { s: r.state, events: [...g.events, ...r.events] };
}

/**
 * Tests may name a card the chooser cannot see by its id; the chooser's legal moves name it by its
 * slot ('?score:1:0'), so translate before checking (see card-api.md, Questions).
 */
function asChooserNames(g: Game, move: Move): Move {
  const q = pendingQuestion(g.s);
  if (q?.kind !== 'cards' || move.type !== 'cards') return move;
  const shown = shownOptions(g.s, q);
  if (!shown) return move;
  return { type: 'cards', cards: move.cards.map((c) => (q.options.includes(c) ? shown[q.options.indexOf(c)]! : c)) };
}

export const dogma = (g: Game, card: CardId, player?: PlayerId) => play(g, { type: 'dogma', card }, player);
export const pick = (g: Game, ...cards: CardId[]) => play(g, { type: 'cards', cards });
export const decline = (g: Game) => {
  const q = question(g);
  if (!q) throw new Error('No question to decline');
  const move: Move =
    q.kind === 'cards'
      ? { type: 'cards', cards: [] }
      : q.kind === 'color'
        ? { type: 'color', color: null }
        : q.kind === 'player'
          ? { type: 'player', player: null }
          : { type: 'choice', choice: null };
  return play(g, move);
};
export const pickColor = (g: Game, color: Color) => play(g, { type: 'color', color });
export const pickPlayer = (g: Game, player: PlayerId) => play(g, { type: 'player', player });
export const yes = (g: Game) => play(g, { type: 'choice', choice: 'yes' });

export const question = (g: Game): Question | null => pendingQuestion(g.s);

/** Expects that apply refuses the move with IllegalMoveError and the given code. */
export function refuses(g: Game, move: Move, code: string, player?: PlayerId): void {
  const p = player ?? toAct(g.s)[0] ?? 0;
  try {
    apply(g.s, p, move);
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    expect((e as IllegalMoveError).code).toBe(code);
    return;
  }
  throw new Error(`Move ${JSON.stringify(move)} was accepted`);
}

// ---- reading a position ----
export const hand = (g: Game, p: PlayerId) => g.s.players[p]!.hand;
export const score = (g: Game, p: PlayerId) => g.s.players[p]!.score;
export const achievements = (g: Game, p: PlayerId) => g.s.players[p]!.achievements;
export const pile = (g: Game, p: PlayerId, color: Color) => g.s.players[p]!.piles[COLORS.indexOf(color)]!.cards;
export const splay = (g: Game, p: PlayerId, color: Color) => g.s.players[p]!.piles[COLORS.indexOf(color)]!.splay;
export const supplyTop = (g: Game, age: number) => g.s.supply[age - 1]!.at(-1);
/** Whether the dogma and its whole resolution are finished (no question waiting). */
export const idle = (g: Game) => g.s.frames.length === 0;
export const eventsOf = (g: Game, type: string) => g.events.filter((e) => e.type === type);

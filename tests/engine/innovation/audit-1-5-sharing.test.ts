// Ages 1–3, the share bonus card by card (ruling 1): I draw one bonus card exactly when a sharing
// opponent changed something. A declined "may", an effect whose condition fails, or nothing to do
// earns nothing. sharing.test.ts checks who takes part; this table checks the bonus itself.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/innovation/definition';
import type { ScenarioPlayer } from '../../../src/engine/innovation/scenario';
import type { Move } from '../../../src/engine/innovation/types';
import { dogma, eventsOf, type Game, idle, play, question, start } from './helpers';

/** Plays the dogma through: the sharer takes the last listed answer (acting), others the first (declining). */
function through(g: Game, actor: number): Game {
  let h = g;
  for (let q = question(h); q; q = question(h)) {
    const moves = legalMoves(h.s, q.player);
    h = play(h, (q.player === actor ? moves.at(-1) : moves[0]) as Move);
  }
  return h;
}

/** [card, my board, the sharer's position, bonus if the sharer acts, bonus if it declines]. */
const ROWS: [string, ScenarioPlayer, ScenarioPlayer, number, number][] = [
  // age 1
  ['pottery', { board: { blue: ['pottery'] } }, { board: { yellow: ['agriculture'] }, hand: ['oars'] }, 1, 1],
  ['tools', { board: { blue: ['tools'] } }, { board: { blue: ['writing'] }, hand: ['oars', 'pottery', 'archery'] }, 1, 0],
  ['writing', { board: { blue: ['writing'] } }, { board: { blue: ['tools'] } }, 1, 1],
  ['metalworking', { board: { red: ['metalworking'] } }, { board: { green: ['the-wheel'] } }, 1, 1],
  ['oars', { board: { red: ['oars'] } }, { board: { red: ['archery'] } }, 1, 1], // no target: the sharer draws
  ['clothing', { board: { green: ['clothing'] } }, { board: { blue: ['pottery'] } }, 1, 1], // blue is unique
  ['sailing', { board: { green: ['sailing'] } }, { board: { purple: ['city-states'] } }, 1, 1],
  ['the-wheel', { board: { green: ['the-wheel'] } }, { board: { red: ['metalworking'] } }, 1, 1],
  ['agriculture', { board: { yellow: ['agriculture'] } }, { board: { blue: ['pottery'] }, hand: ['oars'] }, 1, 0],
  ['domestication', { board: { yellow: ['domestication'] } }, { board: { green: ['the-wheel'] } }, 1, 1],
  ['masonry', { board: { yellow: ['masonry'] } }, { board: { green: ['the-wheel'] }, hand: ['oars'] }, 1, 0],
  ['code-of-laws', { board: { purple: ['code-of-laws'] } }, { board: { green: ['sailing'] }, hand: ['clothing'] }, 1, 0],
  ['mysticism', { board: { purple: ['mysticism'] } }, { board: { green: ['the-wheel'] } }, 1, 1],
  // age 2
  ['calendar', { board: { blue: ['calendar'] } }, { board: { yellow: ['agriculture'] }, hand: ['oars'] }, 0, 0],
  ['mathematics', { board: { blue: ['mathematics'] } }, { board: { blue: ['writing'] }, hand: ['oars'] }, 1, 0],
  ['construction', { board: { red: ['construction'] } }, { board: { green: ['the-wheel'] } }, 0, 0], // no Empire
  ['road-building', { board: { red: ['road-building'] } }, { board: { green: ['the-wheel'] }, hand: ['oars'] }, 1, 1],
  ['currency', { board: { green: ['currency'] } }, { board: { green: ['sailing'] }, hand: ['oars'] }, 1, 0],
  ['mapmaking', { board: { green: ['mapmaking'] } }, { board: { green: ['sailing'] } }, 0, 0], // nothing moved
  ['canal-building', { board: { yellow: ['canal-building'] } }, { board: { green: ['sailing'] }, hand: ['oars'] }, 1, 0],
  ['fermenting', { board: { yellow: ['fermenting'] } }, { board: { blue: ['pottery'] } }, 1, 1],
  ['monotheism', { board: { purple: ['monotheism'] } }, { board: { green: ['the-wheel'] } }, 1, 1],
  ['philosophy', { board: { purple: ['philosophy'] } }, { board: { purple: ['education'] }, hand: ['oars'] }, 1, 0],
  // age 3
  ['alchemy', { board: { blue: ['alchemy'] } }, { board: { green: ['the-wheel'] }, hand: ['oars'] }, 1, 1],
  ['translation', { board: { blue: ['translation'] } }, { board: { red: ['optics'], blue: ['pottery'] }, score: ['oars'] }, 1, 0],
  ['engineering', { board: { red: ['engineering'] } }, { board: { green: ['the-wheel'], red: ['oars', 'archery'] } }, 1, 0],
  ['optics', { board: { red: ['optics'] } }, { board: { blue: ['translation'] } }, 1, 1],
  ['paper', { board: { green: ['paper'] } }, { board: { blue: ['tools', 'writing'] } }, 1, 0],
  ['machinery', { board: { yellow: ['machinery'] } }, { board: { blue: ['pottery'] }, hand: ['oars'] }, 1, 1],
  ['education', { board: { purple: ['education'] } }, { board: { purple: ['philosophy'] }, score: ['oars'] }, 1, 0],
  ['feudalism', { board: { purple: ['feudalism'] } }, { board: { green: ['the-wheel'], purple: ['mysticism', 'code-of-laws'] } }, 1, 0],
];

describe('Ages 1–3: the share bonus follows what the sharer really changed', () => {
  it.each(ROWS)('%s: a sharer who acts earns me the expected bonus', (card, me, sharer, acting) => {
    const g = through(dogma(start({ players: [me, sharer] }), card), 1);
    expect(idle(g)).toBe(true);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(acting);
  });

  it.each(ROWS)('%s: a sharer who declines every "may" earns a bonus only through what it must do', (card, me, sharer, _a, declining) => {
    const g = through(dogma(start({ players: [me, sharer] }), card), -1);
    expect(idle(g)).toBe(true);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(declining);
  });
});

// Ages 4–6, who takes part: for every card with a shared effect, an opponent with as many featured
// icons runs it first, and if it changed something the activator draws one bonus card afterwards;
// for every demand, such an opponent is not a target. (Exact outcomes live in the per-age files.)
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/innovation/definition';
import type { ScenarioPlayer } from '../../../src/engine/innovation/scenario';
import type { Move } from '../../../src/engine/innovation/types';
import { dogma, eventsOf, type Game, idle, play, question, start } from './helpers';

/** Plays the dogma through: the sharer takes the last listed answer (acting), others the first (declining). */
function throughAsSharer(g: Game, sharer: number): Game {
  let h = g;
  for (let q = question(h); q; q = question(h)) {
    const moves = legalMoves(h.s, q.player);
    h = play(h, (q.player === sharer ? moves.at(-1) : moves[0]) as Move);
  }
  return h;
}

/** [card, my board (the card alone), the sharer's position]. */
const ROWS: [string, ScenarioPlayer, ScenarioPlayer][] = [
  // age 4
    ['printing-press', { board: { blue: ['printing-press'] } }, { board: { purple: ['education'] }, score: ['oars'] }],
    ['colonialism', { board: { red: ['colonialism'] } }, { board: { yellow: ['steam-engine'] } }],
    ['invention', { board: { green: ['invention'] } }, { board: { blue: ['writing', 'tools'] }, splay: { blue: 'left' } }],
    ['perspective', { board: { yellow: ['perspective'] } }, { board: { purple: ['philosophy'] }, hand: ['oars', 'calendar'] }],
    ['enterprise', { board: { purple: ['enterprise'] } }, { board: { green: ['mapmaking', 'sailing'], blue: ['translation'] } }],
    ['reformation', { board: { purple: ['reformation'] } }, { board: { yellow: ['agriculture'] }, hand: ['oars'] }],
  // age 5
    ['physics', { board: { blue: ['physics'] } }, { board: { purple: ['philosophy'] } }],
    ['coal', { board: { red: ['coal'] } }, { board: { red: ['colonialism'], yellow: ['steam-engine'] } }],
    ['banking', { board: { green: ['banking'] } }, { board: { green: ['mapmaking', 'sailing'] } }],
    ['measurement', { board: { green: ['measurement'] } }, { board: { purple: ['philosophy'] }, hand: ['oars'] }],
    ['statistics', { board: { yellow: ['statistics'] } }, { board: { yellow: ['canal-building', 'agriculture'] } }],
    ['astronomy', { board: { purple: ['astronomy'] } }, { board: { blue: ['tools'] } }],
  // age 6
    ['atomic-theory', { board: { blue: ['atomic-theory'] } }, { board: { purple: ['philosophy'] } }],
    ['encyclopedia', { board: { blue: ['encyclopedia'] } }, { board: { green: ['compass'], red: ['optics'] }, score: ['oars'] }],
    ['industrialization', { board: { red: ['industrialization'] } }, { board: { red: ['colonialism'] } }],
    ['machine-tools', { board: { red: ['machine-tools'] } }, { board: { red: ['coal'] } }],
    ['classification', { board: { green: ['classification'] } }, { board: { purple: ['philosophy'] }, hand: ['oars'] }],
    ['metric-system', { board: { green: ['metric-system'] } }, { board: { green: ['mapmaking', 'sailing'] } }],
    ['canning', { board: { yellow: ['canning'] } }, { board: { red: ['colonialism'] } }],
    ['emancipation', { board: { purple: ['emancipation'] } }, { board: { red: ['oars', 'colonialism'] } }],
];

/** Cards whose shared effects are all "may": a sharer who declines them changed nothing. */
const ONLY_MAY = new Set([
  'printing-press',
  'invention',
  'perspective',
  'enterprise',
  'reformation',
  'banking',
  'measurement',
  'statistics',
  'encyclopedia',
  'metric-system',
  'canning',
  'emancipation',
]);

describe('Ages 4–6: sharing', () => {
  it.each(ROWS)('%s: a sharer who acts earns me one bonus draw', (card, me, sharer) => {
    const g = throughAsSharer(dogma(start({ players: [me, sharer] }), card), 1);
    expect(idle(g)).toBe(true);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
  });

  it.each(ROWS)('%s: a sharer who declines every "may" earns a bonus only through mandatory effects', (card, me, sharer) => {
    const g = throughAsSharer(dogma(start({ players: [me, sharer] }), card), -1);
    expect(eventsOf(g, 'share-bonus')).toHaveLength(ONLY_MAY.has(card) ? 0 : 1);
  });
});

/** [demand card, my board, an opponent with as many featured icons and something to give]. */
const SPARED: [string, ScenarioPlayer, ScenarioPlayer][] = [
  ['gunpowder', { board: { red: ['gunpowder'] } }, { board: { red: ['colonialism'], yellow: ['masonry'] } }],
  ['navigation', { board: { green: ['navigation'] } }, { board: { blue: ['translation'] }, score: ['calendar'] }],
  ['anatomy', { board: { yellow: ['anatomy'] } }, { board: { purple: ['mysticism', 'reformation'] }, score: ['oars'] }],
  ['enterprise', { board: { purple: ['enterprise'] } }, { board: { green: ['sailing'], blue: ['writing'] } }],
  ['the-pirate-code', { board: { red: ['the-pirate-code'] } }, { board: { green: ['mapmaking'] }, score: ['oars', 'calendar'] }],
  ['banking', { board: { green: ['banking'] } }, { board: { red: ['the-pirate-code'] } }],
  ['statistics', { board: { yellow: ['statistics'] } }, { board: { blue: ['calendar'] }, score: ['oars', 'optics'] }],
  ['societies', { board: { purple: ['societies'] } }, { board: { blue: ['writing'], green: ['sailing'] } }],
  ['vaccination', { board: { yellow: ['vaccination'] } }, { board: { blue: ['calendar'] }, score: ['oars'] }],
  ['emancipation', { board: { purple: ['emancipation'] } }, { board: { red: ['colonialism'] }, hand: ['oars'] }],
];

describe('Ages 4–6: demands', () => {
  it.each(SPARED)('%s: an opponent with as many featured icons is not a target', (card, me, other) => {
    const before = start({ players: [me, other] });
    const g = throughAsSharer(dogma(before, card), -1);
    expect(idle(g)).toBe(true);
    expect(g.s.players[1]).toEqual(before.s.players[1]);
  });
});

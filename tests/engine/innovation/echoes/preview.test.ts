// The dogma preview with Echoes (engine/innovation/preview.ts): the visible echo effects of the
// activated pile run first, shared by every seat with at least as many featured icons — on a card
// whose dogma only demands too — and the preview says exactly what dogma() then does.
import { describe, expect, it } from 'vitest';
import { dogmaPreview } from '../../../../src/engine/innovation/preview';
import { view } from '../../../../src/engine/innovation/view';
import { dogma, echoRuns, start, startEchoes } from './helpers';

describe('Echoes: the dogma preview', () => {
  // Teams: seats 0 and 2 are partners. Seat 0's red pile, splayed right, shows Candles' echo
  // effect (top left) under Horseshoes (echo bottom middle); Horseshoes only demands (castles).
  // Castles: seat 0 has 1 (Horseshoes), seat 1 2 (Archery), seat 2 3 (Masonry), seat 3 none.
  const position = () =>
    startEchoes({
      teams: true,
      players: [
        { board: { red: ['candles', 'horseshoes'] }, splay: { red: 'right' } },
        { board: { red: ['archery'] } },
        { board: { yellow: ['masonry'] } },
        { board: { blue: ['writing'] } },
      ],
    });

  it('counts the echo effects of a splayed pile and names who shares them', () => {
    const p = dogmaPreview(view(position().s, 0), 0, 'horseshoes', { judge: false });
    expect(p.counts).toEqual([1, 2, 3, 0]);
    expect(p.echoes).toEqual({ cards: ['candles', 'horseshoes'], sharers: [1, 2] });
    // The dogma only demands: nobody shares its effects, but an opponent sharing the echo effects
    // earns the activator the share bonus if they change anything; the partner does not.
    expect(p.sharers).toEqual([]);
    expect(p.opponentSharers).toEqual([1]);
    expect(p.targets).toEqual([3]);
    // Another seat's view tells the same.
    expect(dogmaPreview(view(position().s, 3), 0, 'horseshoes', { judge: false }).echoes).toEqual(p.echoes);
  });

  it('is what the dogma then does: each echo effect by the sharers clockwise, then the activator', () => {
    const g = dogma(position(), 'horseshoes');
    expect(echoRuns(g)).toEqual([
      { card: 'candles', player: 1 },
      { card: 'candles', player: 2 },
      { card: 'candles', player: 0 },
      { card: 'horseshoes', player: 1 },
      { card: 'horseshoes', player: 2 },
      { card: 'horseshoes', player: 0 },
    ]);
  });

  it('unsplayed, only the top card echo effect shows', () => {
    const g = startEchoes({ players: [{ board: { red: ['candles', 'horseshoes'] } }, { board: { red: ['archery'] } }] });
    expect(dogmaPreview(view(g.s, 0), 0, 'horseshoes', { judge: false }).echoes).toEqual({ cards: ['horseshoes'], sharers: [1] });
  });

  it('a demand nobody obeys is not "nothing" when an echo effect runs first', () => {
    // Seat 1 has more castles: no target. Horseshoes' echo still draws a 2 and foreshadows it.
    const g = startEchoes({ players: [{ board: { red: ['horseshoes'] } }, { board: { red: ['archery'] } }] });
    const p = dogmaPreview(view(g.s, 0), 0, 'horseshoes');
    expect(p.targets).toEqual([]);
    expect(p.nothing).toBe(false);
  });

  it('without Echoes there are no echo effects', () => {
    const g = start({ players: [{ board: { blue: ['writing'] } }, { board: { blue: ['pottery'] } }] });
    expect(dogmaPreview(view(g.s, 0), 0, 'writing', { judge: false }).echoes).toBeNull();
  });
});

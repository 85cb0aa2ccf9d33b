// The dogma preview and the draw age, at set positions: what a table says before a dogma or a
// draw must be what the engine then does.
import { describe, expect, it } from 'vitest';
import { innovation } from '../../../src/engine/innovation/definition';
import { actionDraw, drawResult } from '../../../src/engine/innovation/draw-age';
import { dogmaPreview } from '../../../src/engine/innovation/preview';
import { buildScenario } from '../../../src/engine/innovation/scenario';

describe('Draw age', () => {
  it('an empty pile skips up: asking a 1 with the 1s and 2s gone draws a 3', () => {
    expect(drawResult([0, 0, 5, 9, 10, 10, 10, 10, 10, 10], 1)).toEqual({ age: 3 });
  });

  it('a value below 1 draws a 1', () => {
    expect(drawResult([4, 9, 10, 10, 10, 10, 10, 10, 10, 10], 0)).toEqual({ age: 1 });
  });

  it('past the last age the draw ends the game (and the maxAge variant lowers that age)', () => {
    expect(drawResult([1, 1, 1, 1, 1, 1, 1, 1, 1, 0], 10)).toEqual({ end: true });
    expect(drawResult([1, 1, 1, 1, 0, 1, 1, 1, 1, 1], 5, 5)).toEqual({ end: true });
  });

  it('the draw action asks the highest top card and takes what the engine really draws', () => {
    const s = buildScenario({
      players: [{ board: { red: ['archery'], blue: ['calendar'] } }, {}],
      exhausted: [2, 3],
    });
    const d = actionDraw(innovation.view(s, 0), 0);
    expect(d).toEqual({ asked: 2, result: { age: 4 } });
    const drawn = innovation.apply(s, 0, { type: 'draw' }).events.find((e) => e.type === 'move-card');
    expect(drawn?.age).toBe(4);
  });
});

describe('Dogma preview', () => {
  it('a demand with no target and no non-demand effect does nothing', () => {
    // Archery only demands; the opponent has as many castles, so nobody is hit.
    const s = buildScenario({
      players: [{ board: { red: ['archery'] } }, { board: { red: ['metalworking'] } }],
    });
    const p = dogmaPreview(innovation.view(s, 0), 0, 'archery');
    expect(p.targets).toEqual([]);
    expect(p.sharers).toEqual([]);
    expect(p.nothing).toBe(true);
  });

  it('a demand with a target will do something, and names the target', () => {
    const s = buildScenario({ players: [{ board: { red: ['archery'] } }, {}] });
    const p = dogmaPreview(innovation.view(s, 0), 0, 'archery');
    expect(p.featured).toBe('castle');
    expect(p.counts).toEqual([2, 0]);
    expect(p.targets).toEqual([1]);
    expect(p.nothing).toBe(false);
  });

  it('sharers are listed in the order they act: clockwise from the activator’s left', () => {
    // Seat 2 runs Agriculture (3 leaves); seats 3, 0 and 1 have at least as many; all share.
    const s = buildScenario({
      players: [
        { board: { blue: ['pottery'] } },
        { board: { blue: ['tools'], green: ['sailing'] } },
        { board: { yellow: ['agriculture'] }, hand: ['writing'] },
        { board: { green: ['clothing'], purple: ['code-of-laws'] } },
      ],
      current: 2,
    });
    const view = innovation.view(s, 2);
    const p = dogmaPreview(view, 2, 'agriculture');
    // Leaves: seat 0 Pottery 3, seat 1 Sailing 1, seat 2 Agriculture 3, seat 3 Clothing 2 + Code of Laws 1.
    expect(p.counts).toEqual([3, 1, 3, 3]);
    expect(p.sharers).toEqual([3, 0]);
    expect(p.opponentSharers).toEqual([3, 0]);
    // The engine shares in the same order: seat 3's question comes first.
    const after = innovation.apply(s, 2, { type: 'dogma', card: 'agriculture' });
    const start = after.events.find((e) => e.type === 'dogma-start');
    expect(start?.sharers).toEqual([3, 0]);
  });

  it('in the team game a partner shares but does not count as an opponent sharer', () => {
    const s = buildScenario({
      players: [{ board: { yellow: ['agriculture'] }, hand: ['writing'] }, {}, { board: { blue: ['pottery'] } }, {}],
      teams: true,
    });
    const p = dogmaPreview(innovation.view(s, 0), 0, 'agriculture');
    expect(p.sharers).toEqual([2]);
    expect(p.opponentSharers).toEqual([]);
  });

  it('own effects with nothing to act on do nothing: Agriculture with an empty hand and nobody sharing', () => {
    const s = buildScenario({ players: [{ board: { yellow: ['agriculture'] } }, {}] });
    expect(dogmaPreview(innovation.view(s, 0), 0, 'agriculture').nothing).toBe(true);
  });

  it('a sharer with hidden cards makes "nothing" unknowable, and a hand to return makes it something', () => {
    const hidden = buildScenario({
      players: [{ board: { yellow: ['agriculture'] } }, { board: { blue: ['pottery'] }, hand: ['writing'] }],
    });
    expect(dogmaPreview(innovation.view(hidden, 0), 0, 'agriculture').nothing).toBe(false);
    const mine = buildScenario({ players: [{ board: { yellow: ['agriculture'] }, hand: ['writing'] }, {}] });
    expect(dogmaPreview(innovation.view(mine, 0), 0, 'agriculture').nothing).toBe(false);
  });

  it('a draw always does something', () => {
    const s = buildScenario({ players: [{ board: { blue: ['writing'] } }, {}] });
    expect(dogmaPreview(innovation.view(s, 0), 0, 'writing').nothing).toBe(false);
  });

  it('another seat’s dogma is previewed without claiming what it would do', () => {
    const s = buildScenario({ players: [{}, { board: { yellow: ['agriculture'] } }], current: 0 });
    const p = dogmaPreview(innovation.view(s, 0), 1, 'agriculture');
    expect(p.sharers).toEqual([]);
    expect(p.nothing).toBeNull();
  });
});

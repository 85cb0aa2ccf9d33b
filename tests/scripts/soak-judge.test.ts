// The soak's verdict on growth (scripts/soak-judge.ts): the highest row late against the highest
// row early, so a leak fails and a busy interval does not.
import { describe, expect, it } from 'vitest';
import { type SoakRow, judge, parseRows, windows } from '../../scripts/soak-judge';

const row = (min: number, canvases: number, rendererMB = 300): SoakRow => ({ min, games: min * 3, mainMB: 12, workerMB: 5, rendererMB, canvases, canvasMpx: 3, textures: 100, cards: 0 });

describe('the soak judge', () => {
  it('splits the rows after the warm-up into two windows of the same length', () => {
    const rows = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60].map((m) => row(m, 100));
    const w = windows(rows, 10, 20);
    expect(w.early.map((r) => r.min)).toEqual([10, 15, 20, 25, 30]);
    expect(w.late.map((r) => r.min)).toEqual([40, 45, 50, 55, 60]);
  });

  it('keeps the two windows disjoint for any length of run', () => {
    for (let minutes = 15; minutes <= 120; minutes += 5) {
      const warmup = Math.min(10, minutes / 2);
      const rows = Array.from({ length: minutes / 5 + 1 }, (_, i) => row(i * 5, 100));
      const w = windows(rows, warmup, 20);
      expect(w.early.length, `${minutes} min`).toBeGreaterThan(0);
      expect(w.late.length, `${minutes} min`).toBeGreaterThan(0);
      expect(Math.max(...w.early.map((r) => r.min)), `${minutes} min`).toBeLessThan(Math.min(...w.late.map((r) => r.min)));
    }
  });

  it('a 20-minute run judges row 10 against row 20, so a peak at minute 15 no longer reads as 0 % growth', () => {
    const rows = [row(0, 90), row(5, 95), row(10, 100), row(15, 130), row(20, 125)];
    const w = windows(rows, 10, 20);
    expect(w.early.map((r) => r.min)).toEqual([10]);
    expect(w.late.map((r) => r.min)).toEqual([20]);
    const canvases = judge(rows, 10, 20, 0.1).find((g) => g.figure === 'canvases');
    expect(canvases?.growth).toBeCloseTo(0.25);
    expect(canvases?.ok).toBe(false);
  });

  it('gives no verdict on a run with fewer than two rows after the warm-up', () => {
    expect(judge([row(0, 90), row(5, 95)], 5, 20, 0.1)).toEqual([]);
  });

  it('passes a figure that swings between busy and quiet intervals without a trend', () => {
    const swings = [163, 150, 129, 149, 134, 165, 145, 129, 176, 131, 150, 140, 166];
    const rows = swings.map((c, i) => row(i * 5, c));
    const canvases = judge(rows, 10, 20, 0.1).find((g) => g.figure === 'canvases');
    expect(canvases?.rowGrowth).toBeGreaterThan(0.1); // one row against another would have failed it
    expect(canvases?.ok).toBe(true);
  });

  it('fails a figure that keeps growing', () => {
    const rows = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60].map((m) => row(m, 100, 300 + m * 1.5));
    const renderer = judge(rows, 10, 20, 0.1).find((g) => g.figure === 'rendererMB');
    expect(renderer?.early).toBe(345);
    expect(renderer?.late).toBe(390);
    expect(renderer?.ok).toBe(false);
  });

  it('reads the rows back from a printed log', () => {
    const log = ['  min | games | main MB |workr MB |render MB | canvases |  canv Mpx | textures | cards', '    0 |     0 |     6.7 |     NaN |      232 |       29 |    1.99 |       26 |    17', '   10 |    25 |    14.6 |     6.3 |      307 |      129 |    2.64 |      125 |     0', 'games: 3 started'].join('\n');
    const rows = parseRows(log);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({ min: 10, games: 25, mainMB: 14.6, workerMB: 6.3, rendererMB: 307, canvases: 129, canvasMpx: 2.64, textures: 125, cards: 0 });
  });

  it('a 4-hour run (issue 42) judges the second hour against the last one: rows of minutes 60-120 against 180-240', () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(i * 10, 100));
    const w = windows(rows, 60, 60);
    expect(w.early.map((r) => r.min)).toEqual([60, 70, 80, 90, 100, 110, 120]);
    expect(w.late.map((r) => r.min)).toEqual([180, 190, 200, 210, 220, 230, 240]);
    // The first hour's growth (warming up) is left out; a rise in the third hour that stays is judged.
    const warm = rows.map((r) => row(r.min, r.min < 60 ? 50 + r.min : r.min >= 150 ? 120 : 100));
    expect(judge(warm, 60, 60, 0.1).find((g) => g.figure === 'canvases')?.ok).toBe(false);
    const flat = rows.map((r) => row(r.min, r.min < 60 ? 50 + r.min : 100));
    expect(judge(flat, 60, 60, 0.1).every((g) => g.ok)).toBe(true);
  });
});

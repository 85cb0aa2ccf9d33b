// How the soak decides whether memory grows. Each row is already the peak of an interval, and a
// peak depends on which game was on screen (an Innovation table holds more than a Gears one), so
// one row against another is noise: a quiet row at minute 10 against a busy last row read as
// "+36 % canvases" with no trend at all. Growth is the upper envelope instead: the highest row of
// the last window against the highest row of the window right after the warm-up (both the same
// length, never sharing a row: shared, a peak in both read as 0 % growth). A leak lifts the envelope; a busy interval does not. The row-against-row figure is
// printed too.
export interface SoakRow {
  min: number;
  games: number;
  mainMB: number;
  workerMB: number;
  rendererMB: number;
  canvases: number;
  canvasMpx: number;
  textures: number;
  cards: number;
}

export const FIGURES = ['mainMB', 'workerMB', 'rendererMB', 'canvases', 'canvasMpx', 'textures'] as const;
export type Figure = (typeof FIGURES)[number];

export interface Growth {
  figure: Figure;
  /** Highest value in the window after the warm-up, and in the last window. */
  early: number;
  late: number;
  growth: number;
  /** The first row after the warm-up against the last row (shown, not judged). */
  rowGrowth: number;
  ok: boolean;
}

export interface Windows {
  early: SoakRow[];
  late: SoakRow[];
}

/**
 * The rows after the warm-up split into an early and a late window that share no row: each holds
 * at most `windowMin` minutes and at most half of those rows (a 20-minute run: rows 10 and 15
 * against 20; the row between two halves of an odd count stays out). Fewer than two rows: both
 * windows empty, and no verdict.
 */
export function windows(rows: readonly SoakRow[], warmupMin: number, windowMin: number): Windows {
  const after = rows.filter((r) => r.min >= warmupMin);
  const half = Math.floor(after.length / 2);
  if (half === 0) return { early: [], late: [] };
  const end = (after[after.length - 1] as SoakRow).min;
  return {
    early: after.slice(0, half).filter((r) => r.min <= warmupMin + windowMin),
    late: after.slice(after.length - half).filter((r) => r.min >= end - windowMin),
  };
}

const growthOf = (a: number, b: number) => (a > 0 ? (b - a) / a : 0);

/** Each figure's growth from the early to the late window; [] when the run is too short to judge. */
export function judge(rows: readonly SoakRow[], warmupMin: number, windowMin: number, limit: number): Growth[] {
  const { early, late } = windows(rows, warmupMin, windowMin);
  if (early.length === 0 || late.length === 0) return [];
  const first = early[0];
  const last = late[late.length - 1];
  return FIGURES.map((figure) => {
    const e = Math.max(...early.map((r) => Number(r[figure]) || 0));
    const l = Math.max(...late.map((r) => Number(r[figure]) || 0));
    const growth = growthOf(e, l);
    return { figure, early: e, late: l, growth, rowGrowth: first && last ? growthOf(first[figure], last[figure]) : 0, ok: Number.isFinite(growth) && growth < limit };
  });
}

/** Rows as the soak prints them (`  min | games | main MB | ...`), from a saved log. */
export function parseRows(text: string): SoakRow[] {
  const rows: SoakRow[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length !== 9 || !/^\d+$/.test(cells[0] as string)) continue;
    const [min, games, mainMB, workerMB, rendererMB, canvases, canvasMpx, textures, cards] = cells.map(Number) as number[];
    rows.push({ min, games, mainMB, workerMB, rendererMB, canvases, canvasMpx, textures, cards } as SoakRow);
  }
  return rows;
}

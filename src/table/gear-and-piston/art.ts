// Our own art for Gear & Piston tiles, as plain data: each part kind is a simple silhouette (an
// engine block, a jerrycan, a steering wheel, wheels on an axle, a cog, a rosette), each icon and
// mark a small shape, all in a 100×100 box. The canvas (partTiles.ts) and the HTML zoom and legend
// (views/gear-and-piston/PartArt.tsx) draw the same shapes, so a tile looks the same everywhere.

/** The named inks of the art; each renderer maps them to its colours. */
/** Area colours, picked to stay apart for common colour-vision deficiencies (the silhouette also differs). */
export const PART_FILL: Record<string, number> = {
  red: 0xc8483c,
  green: 0x3e9a63,
  yellow: 0xdfb23a,
  grey: 0x9aa1a9,
  scrap: 0xa08a74,
};
export const NEW_EDGE = 0xf4ecda;
export const JUNK_EDGE = 0x6b3a1c;

export const INKS = {
  ink: 0x1b1f27,
  light: 0xf4ecda,
  range: 0x2b6cb0,
  comfort: 0xc2417d,
  power: 0xe07b1a,
  vol: 0xe0322a,
  wrench: 0xe8edf2,
  strip: 0xf4ecda,
  warn: 0xf5a623,
} as const;
export type Ink = keyof typeof INKS;

export type Prim =
  | { k: 'rect'; x: number; y: number; w: number; h: number; r?: number; fill?: Ink; stroke?: Ink; sw?: number }
  | { k: 'circle'; x: number; y: number; r: number; fill?: Ink; stroke?: Ink; sw?: number; a?: number }
  | { k: 'poly'; pts: number[]; fill?: Ink; stroke?: Ink; sw?: number }
  | { k: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: Ink; sw: number; a?: number };

export const ART_KINDS = ['motor', 'fuel', 'steering', 'axle', 'gear', 'improvement', 'frame'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** A regular star or cog outline around (cx, cy): `n` points alternating radii r1 and r2. */
function ring(cx: number, cy: number, n: number, r1: number, r2: number, turn = 0): number[] {
  const pts: number[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = turn + (Math.PI * i) / n;
    const r = i % 2 === 0 ? r1 : r2;
    pts.push(cx + r * Math.sin(a), cy - r * Math.cos(a));
  }
  return pts;
}

/** A cog with square teeth: each tooth is two outer points, each gap two inner points. */
function cog(cx: number, cy: number, teeth: number, outer: number, inner: number): number[] {
  const pts: number[] = [];
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    for (const [da, r] of [
      [-0.22, inner],
      [-0.16, outer],
      [0.16, outer],
      [0.22, inner],
    ] as const) {
      const t = a + da * step * 2;
      pts.push(cx + r * Math.sin(t), cy - r * Math.cos(t));
    }
  }
  return pts;
}

/** The silhouette of a part kind, inside the box x 12–88, y 8–64 (the icons go under it). */
export function kindArt(kind: ArtKind): Prim[] {
  switch (kind) {
    case 'motor': // an engine block: two cylinders with their heads, a crankcase, a flywheel
      return [
        { k: 'rect', x: 22, y: 30, w: 46, h: 28, r: 3, fill: 'ink' },
        { k: 'rect', x: 26, y: 16, w: 15, h: 16, r: 2, fill: 'ink' },
        { k: 'rect', x: 47, y: 16, w: 15, h: 16, r: 2, fill: 'ink' },
        { k: 'rect', x: 24, y: 11, w: 19, h: 6, r: 2, fill: 'ink' },
        { k: 'rect', x: 45, y: 11, w: 19, h: 6, r: 2, fill: 'ink' },
        { k: 'circle', x: 71, y: 46, r: 11, fill: 'ink' },
        { k: 'circle', x: 71, y: 46, r: 4, fill: 'light' },
        { k: 'line', x1: 28, y1: 40, x2: 62, y2: 40, stroke: 'light', sw: 2.5 },
        { k: 'line', x1: 28, y1: 48, x2: 62, y2: 48, stroke: 'light', sw: 2.5 },
      ];
    case 'fuel': // a jerrycan: a tall can with a handle and a spout, an X pressed into its side
      return [
        { k: 'poly', pts: [30, 18, 62, 18, 70, 26, 70, 62, 30, 62], fill: 'ink' },
        { k: 'rect', x: 33, y: 9, w: 20, h: 11, r: 3, fill: 'ink' },
        { k: 'rect', x: 38, y: 12, w: 10, h: 5, r: 2, fill: 'light' },
        { k: 'poly', pts: [62, 18, 70, 8, 76, 12, 70, 26], fill: 'ink' },
        { k: 'line', x1: 37, y1: 30, x2: 63, y2: 55, stroke: 'light', sw: 3 },
        { k: 'line', x1: 63, y1: 30, x2: 37, y2: 55, stroke: 'light', sw: 3 },
      ];
    case 'steering': // a steering wheel: rim, hub, three spokes
      return [
        { k: 'circle', x: 50, y: 37, r: 24, stroke: 'ink', sw: 7 },
        { k: 'circle', x: 50, y: 37, r: 7, fill: 'ink' },
        { k: 'line', x1: 27, y1: 37, x2: 73, y2: 37, stroke: 'ink', sw: 5 },
        { k: 'line', x1: 50, y1: 37, x2: 50, y2: 61, stroke: 'ink', sw: 5 },
      ];
    case 'axle': // two spoked wheels on a shaft
      return [
        { k: 'line', x1: 24, y1: 38, x2: 76, y2: 38, stroke: 'ink', sw: 6 },
        { k: 'circle', x: 24, y: 38, r: 17, stroke: 'ink', sw: 6 },
        { k: 'circle', x: 76, y: 38, r: 17, stroke: 'ink', sw: 6 },
        { k: 'circle', x: 24, y: 38, r: 5, fill: 'ink' },
        { k: 'circle', x: 76, y: 38, r: 5, fill: 'ink' },
        { k: 'line', x1: 24, y1: 24, x2: 24, y2: 52, stroke: 'ink', sw: 3 },
        { k: 'line', x1: 76, y1: 24, x2: 76, y2: 52, stroke: 'ink', sw: 3 },
      ];
    case 'gear': // a cog with a hole
      return [
        { k: 'poly', pts: cog(50, 37, 9, 27, 20), fill: 'ink' },
        { k: 'circle', x: 50, y: 37, r: 8, fill: 'light' },
      ];
    case 'improvement': // a rosette with a plus: something added to the car
      return [
        { k: 'poly', pts: ring(50, 37, 8, 27, 19), fill: 'ink' },
        { k: 'rect', x: 46, y: 24, w: 8, h: 26, r: 1, fill: 'light' },
        { k: 'rect', x: 37, y: 33, w: 26, h: 8, r: 1, fill: 'light' },
      ];
    case 'frame': // scrap: a bolted plate with a crack across it
      return [
        { k: 'rect', x: 20, y: 12, w: 60, h: 50, r: 3, stroke: 'ink', sw: 5 },
        { k: 'circle', x: 27, y: 19, r: 3, fill: 'ink' },
        { k: 'circle', x: 73, y: 19, r: 3, fill: 'ink' },
        { k: 'circle', x: 27, y: 55, r: 3, fill: 'ink' },
        { k: 'circle', x: 73, y: 55, r: 3, fill: 'ink' },
        { k: 'poly', pts: [34, 26, 48, 38, 42, 42, 66, 52, 50, 40, 56, 36], fill: 'ink' },
      ];
  }
}

export const ICON_KINDS = ['range', 'comfort', 'power'] as const;
export type IconKind = (typeof ICON_KINDS)[number];

/** An icon centred at (cx, cy), h its half-size: range an arrow, comfort a heart, power a bolt. */
export function iconArt(icon: IconKind, cx: number, cy: number, h: number): Prim[] {
  switch (icon) {
    case 'range':
      return [
        {
          k: 'poly',
          pts: [cx - h, cy - h * 0.35, cx + h * 0.1, cy - h * 0.35, cx + h * 0.1, cy - h, cx + h, cy, cx + h * 0.1, cy + h, cx + h * 0.1, cy + h * 0.35, cx - h, cy + h * 0.35],
          fill: 'range',
        },
      ];
    case 'comfort':
      return [
        { k: 'circle', x: cx - h * 0.45, y: cy - h * 0.3, r: h * 0.5, fill: 'comfort' },
        { k: 'circle', x: cx + h * 0.45, y: cy - h * 0.3, r: h * 0.5, fill: 'comfort' },
        { k: 'poly', pts: [cx - h * 0.93, cy - h * 0.12, cx + h * 0.93, cy - h * 0.12, cx, cy + h], fill: 'comfort' },
      ];
    case 'power':
      return [
        {
          k: 'poly',
          pts: [cx + h * 0.25, cy - h, cx - h * 0.7, cy + h * 0.15, cx - h * 0.05, cy + h * 0.15, cx - h * 0.3, cy + h, cx + h * 0.7, cy - h * 0.2, cx + h * 0.05, cy - h * 0.2],
          fill: 'power',
        },
      ];
  }
}

/** A wrench (spanner) centred at (cx, cy), h its half-size, drawn corner to corner. */
export function wrenchArt(cx: number, cy: number, h: number, ink: Ink = 'wrench'): Prim[] {
  return [
    { k: 'line', x1: cx - h * 0.55, y1: cy + h * 0.55, x2: cx + h * 0.35, y2: cy - h * 0.35, stroke: ink, sw: h * 0.45 },
    { k: 'circle', x: cx + h * 0.5, y: cy - h * 0.5, r: h * 0.45, fill: ink },
    { k: 'circle', x: cx + h * 0.72, y: cy - h * 0.72, r: h * 0.2, fill: 'ink' },
    { k: 'circle', x: cx - h * 0.62, y: cy + h * 0.62, r: h * 0.3, fill: ink },
  ];
}

/** A volatility mark centred at (cx, cy): a small red flame. */
export function volatilityArt(cx: number, cy: number, h: number): Prim[] {
  return [
    { k: 'circle', x: cx, y: cy + h * 0.3, r: h * 0.62, fill: 'vol' },
    { k: 'poly', pts: [cx - h * 0.6, cy + h * 0.2, cx, cy - h, cx + h * 0.6, cy + h * 0.2], fill: 'vol' },
    { k: 'circle', x: cx, y: cy + h * 0.42, r: h * 0.24, fill: 'light' },
  ];
}

export interface TileArtSpec {
  kind: ArtKind;
  range: number;
  comfort: number;
  power: number;
  volatility: number;
  wrenches: number;
}

/**
 * Everything drawn on a tile's face over its coloured ground, in the 100×100 box: the silhouette,
 * a light strip along the bottom with one icon per range / comfort / power, the wrench at the top
 * left and the volatility flames down the right edge.
 */
export function tileArt(spec: TileArtSpec): Prim[] {
  const out = kindArt(spec.kind);
  const icons: IconKind[] = [];
  for (let i = 0; i < spec.range; i++) icons.push('range');
  for (let i = 0; i < spec.comfort; i++) icons.push('comfort');
  for (let i = 0; i < spec.power; i++) icons.push('power');
  if (icons.length > 0) {
    const d = Math.min(26, 84 / icons.length);
    out.push({ k: 'rect', x: 50 - (d * icons.length) / 2 - 3, y: 68, w: d * icons.length + 6, h: 28, r: 6, fill: 'strip' });
    icons.forEach((icon, i) => {
      out.push(...iconArt(icon, 50 + (i - (icons.length - 1) / 2) * d, 82, d * 0.42));
    });
  }
  // Marks sit on dark badges so they read on every ground colour (a red flame on a red motor too).
  if (spec.wrenches > 0) out.push({ k: 'circle', x: 14, y: 14, r: 12, fill: 'ink' }, ...wrenchArt(14, 14, 9));
  for (let i = 0; i < spec.volatility; i++) out.push({ k: 'circle', x: 87, y: 13 + i * 22, r: 11, fill: 'ink' }, ...volatilityArt(87, 13 + i * 22, 8));
  return out;
}

/** The same shapes moved and scaled: (x, y) → (dx + x·k, dy + y·k). */
export function placePrims(prims: readonly Prim[], dx: number, dy: number, k: number): Prim[] {
  return prims.map((p): Prim => {
    switch (p.k) {
      case 'rect':
        return { ...p, x: dx + p.x * k, y: dy + p.y * k, w: p.w * k, h: p.h * k, ...(p.r ? { r: p.r * k } : {}), ...(p.sw ? { sw: p.sw * k } : {}) };
      case 'circle':
        return { ...p, x: dx + p.x * k, y: dy + p.y * k, r: p.r * k, ...(p.sw ? { sw: p.sw * k } : {}) };
      case 'poly':
        return { ...p, pts: p.pts.map((v, i) => (i % 2 === 0 ? dx : dy) + v * k), ...(p.sw ? { sw: p.sw * k } : {}) };
      default:
        return { ...p, x1: dx + p.x1 * k, y1: dy + p.y1 * k, x2: dx + p.x2 * k, y2: dy + p.y2 * k, sw: p.sw * k };
    }
  });
}

/** The colour-blind aid's pattern strength: faint lines in ink over the tile's ground. */
const PATTERN_ALPHA = 0.3;

/**
 * The colour-blind aid's pattern of a part colour on a tile's ground, under its silhouette, in the
 * 100×100 box: red diagonal stripes, yellow level stripes, green dots, grey upright stripes (scrap
 * keeps its own hatching). The canvas and the zoom draw the same.
 */
export function colourPattern(colour: string | null): Prim[] {
  const lines = (pts: [number, number, number, number][]): Prim[] => pts.map(([x1, y1, x2, y2]) => ({ k: 'line', x1, y1, x2, y2, stroke: 'ink', sw: 4, a: PATTERN_ALPHA }));
  const steps = [22, 40, 58, 76];
  switch (colour) {
    case 'red':
      // x − y = c, clipped to the box 8–92.
      return lines([-56, -28, 0, 28, 56].map((c) => [Math.max(8, 8 + c), Math.max(8, 8 - c), Math.min(92, 92 + c), Math.min(92, 92 - c)]));
    case 'yellow':
      return lines(steps.map((y) => [8, y, 92, y]));
    case 'grey':
      return lines(steps.map((x) => [x, 8, x, 92]));
    case 'green':
      return steps.flatMap((y) => steps.map((x): Prim => ({ k: 'circle', x, y, r: 4, fill: 'ink', a: PATTERN_ALPHA })));
    default:
      return [];
  }
}

/** What a car cell's problem badge shows: the kind of part the cell is missing. */
export const PROBLEM_BADGE = { unsupported: 'axle', 'no-tank': 'fuel', 'no-motor': 'motor', 'extra-steering': 'steering' } as const;

/**
 * A problem badge in the 100×100 box: an amber disc with a dark ring holding the silhouette of
 * what the part lacks (an axle, a fuel tank, a motor), so the mark says what is missing.
 */
export function badgeArt(kind: ArtKind): Prim[] {
  return [{ k: 'circle', x: 50, y: 50, r: 47, fill: 'ink' }, { k: 'circle', x: 50, y: 50, r: 41, fill: 'warn' }, ...placePrims(kindArt(kind), 17, 22, 0.66)];
}

/** An empty space its column needs filled (上段と下段には同じ枚数): an amber frame with a plus. */
export function fillArt(): Prim[] {
  return [
    { k: 'rect', x: 8, y: 8, w: 84, h: 84, r: 12, stroke: 'warn', sw: 8 },
    { k: 'rect', x: 44, y: 28, w: 12, h: 44, r: 3, fill: 'warn' },
    { k: 'rect', x: 28, y: 44, w: 44, h: 12, r: 3, fill: 'warn' },
  ];
}

// Colours and the font every table shares, the board's canvas and the HTML views alike. Gear and
// code colours are our own palette, chosen to stay apart for common colour-vision deficiencies
// (each gear also has a distinct pattern).

/** The shipped font (assets/fonts): Latin, Cyrillic and the Japanese used by the catalogues. */
export const FONT_FAMILY = 'BoardwrightSans, "Noto Sans", "Noto Sans JP", system-ui, sans-serif';

export const COLORS = {
  bg: 0x171c26,
  felt: 0x1f3b41,
  feltEdge: 0x2d5a61,
  panel: 0x252e3d,
  panelEdge: 0x3a4760,
  panelMe: 0x2c3a33,
  button: 0x34425a,
  buttonHover: 0x46597a,
  buttonPrimary: 0xd9962b,
  buttonPrimaryHover: 0xeab04c,
  buttonDisabled: 0x2a303b,
  brass: 0xd9a441,
  cream: 0xf4ecda,
  ink: 0x1b1f27,
  good: 0x35b86b,
  warn: 0xf0a030,
  danger: 0xe2483f,
  focus: 0x7fd3ff,
  day: 0xf7e3a3,
  dayInk: 0x6b4b12,
  night: 0x1e2a55,
  nightInk: 0xdfe6ff,
  back: 0x2b4f8c,
  backEdge: 0x173058,
} as const;

export const TEXT = {
  light: '#f4efe4',
  muted: '#aab5c4',
  dark: '#1b1f27',
  brass: '#f0c060',
  good: '#57d98a',
  danger: '#ff6b61',
} as const;

export const GEAR_FILL: Record<string, number> = {
  red: 0xd8433b,
  blue: 0x3a78d6,
  yellow: 0xf0c63a,
  purple: 0x8e55c9,
  grey: 0x8d949c,
  multicolour: 0xffffff,
};

/** The rainbow of the multicolour gear, one colour per tooth sector. */
export const RAINBOW = [0xd8433b, 0xf08a2e, 0xf0c63a, 0x35b86b, 0x3a78d6, 0x8e55c9];

/** A palette number as a CSS colour. */
export const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/**
 * The symbols of the colour-blind aid, so colour is never the only cue: each seat carries one
 * (the log's names, Gear & Piston's tokens), and each Innovation card colour.
 */
export const SYMBOLS = ['circle', 'triangle', 'square', 'diamond', 'star', 'cross'] as const;
export type ColourSymbol = (typeof SYMBOLS)[number];

/**
 * Seat colours, one palette for the board (names, tokens) and the HTML (the log's names and
 * borders: base.css --seat-0 … --seat-5, which a test keeps equal to these). Six apart on the dark
 * table, each with its symbol (SYMBOLS, in order: ● ▲ ■ ◆ ★ ✚).
 */
export const SEAT_COLOURS = [0xf0c060, 0x7fb8ff, 0xff8f80, 0x8fe0a0, 0xd6a0ff, 0x5fd6e0] as const;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % SEAT_COLOURS.length] as number;
export const seatSymbol = (seat: number): ColourSymbol => SYMBOLS[seat % SYMBOLS.length] as ColourSymbol;

/** A symbol as a closed outline of radius r around (cx, cy): flat [x0, y0, x1, y1, …]. */
export function symbolPoints(symbol: ColourSymbol, cx: number, cy: number, r: number): number[] {
  const around = (n: number, radius: (i: number) => number, turn = 0) => {
    const pts: number[] = [];
    for (let i = 0; i < n; i++) {
      const a = turn + (Math.PI * 2 * i) / n;
      pts.push(cx + radius(i) * Math.sin(a), cy - radius(i) * Math.cos(a));
    }
    return pts;
  };
  switch (symbol) {
    case 'circle':
      return around(16, () => r * 0.8);
    case 'triangle':
      // Lowered a little, so it sits as centred to the eye as the others.
      return around(3, () => r * 0.92).map((v, i) => (i % 2 === 1 ? v + r * 0.12 : v));
    case 'square':
      return around(4, () => r, Math.PI / 4);
    case 'diamond':
      return [cx, cy - r, cx + r * 0.75, cy, cx, cy + r, cx - r * 0.75, cy];
    case 'star':
      return around(10, (i) => (i % 2 === 0 ? r : r * 0.45));
    case 'cross': {
      const q = r * 0.94;
      const a = q * 0.34;
      return [cx - a, cy - q, cx + a, cy - q, cx + a, cy - a, cx + q, cy - a, cx + q, cy + a, cx + a, cy + a, cx + a, cy + q, cx - a, cy + q, cx - a, cy + a, cx - q, cy + a, cx - q, cy - a, cx - a, cy - a];
    }
  }
}

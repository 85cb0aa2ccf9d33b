// One seat palette for the board and the HTML, and the colour-blind aid's symbols: a seat is the
// same colour in the log as its tokens and name on the board, and every seat and every Innovation
// card colour has a symbol of its own (so colour is never the only cue).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOUR_SYMBOL } from '../../src/board/innovation/cardArt';
import { COLORS as CARD_COLOURS } from '../../src/engine/innovation/types';
import { SEAT_COLOURS, SYMBOLS, css, seatSymbol, symbolPoints } from '../../src/table/palette';

const ROOT = join(import.meta.dirname, '..', '..');

describe('one seat palette', () => {
  it("the log's seat colours (base.css --seat-N) are the board's seat colours (palette.ts)", () => {
    const text = readFileSync(join(ROOT, 'src/views/styles/base.css'), 'utf8');
    const found = SEAT_COLOURS.map((_, i) => new RegExp(`--seat-${i}:\\s*(#[0-9a-f]{6})`, 'i').exec(text)?.[1]?.toLowerCase());
    expect(found).toEqual(SEAT_COLOURS.map((c) => css(c)));
  });

  it('no kiosk or game style repaints the seats in colours of its own', () => {
    for (const file of ['src/views/kiosk/kiosk.css', 'src/views/gear-and-piston/gnp.css', 'src/views/innovation/innovation.css']) {
      expect(readFileSync(join(ROOT, file), 'utf8')).not.toMatch(/\.seat-\d\s*\{\s*--seat:/);
    }
  });

  it('the six seats have six different colours and six different symbols, in the order base.css writes them (● ▲ ■ ◆ ★ ✚)', () => {
    expect(new Set(SEAT_COLOURS).size).toBe(6);
    expect(SEAT_COLOURS.map((_, i) => seatSymbol(i))).toEqual(['circle', 'triangle', 'square', 'diamond', 'star', 'cross']);
    const text = readFileSync(join(ROOT, 'src/views/styles/base.css'), 'utf8');
    const glyphs = SEAT_COLOURS.map((_, i) => new RegExp(`log-entry\\.seat-${i}::before \\{ content: '(.)'`).exec(text)?.[1]);
    expect(glyphs).toEqual(['●', '▲', '■', '◆', '★', '✚']);
  });
});

describe("the colour-blind aid's symbols", () => {
  it('every Innovation card colour has a symbol of its own, and innovation.css writes the same glyph', () => {
    const symbols = CARD_COLOURS.map((c) => COLOUR_SYMBOL[c]);
    expect(new Set(symbols).size).toBe(CARD_COLOURS.length);
    const glyph: Record<string, string> = { circle: '●', triangle: '▲', square: '■', diamond: '◆', star: '★', cross: '✚' };
    const text = readFileSync(join(ROOT, 'src/views/innovation/innovation.css'), 'utf8');
    for (const c of CARD_COLOURS) expect(text).toContain(`.inno-chip--${c} .inno-chip-age::after, html.colour-aid .inno-card--${c} .inno-card-name::before { content: '${glyph[COLOUR_SYMBOL[c]]}'; }`);
  });

  it('each symbol is an outline inside its radius, and no two are the same shape', () => {
    const shapes = SYMBOLS.map((s) => {
      const pts = symbolPoints(s, 50, 50, 10);
      expect(pts.length).toBeGreaterThanOrEqual(6);
      for (let i = 0; i < pts.length; i += 2) expect(Math.hypot((pts[i] as number) - 50, (pts[i + 1] as number) - 50)).toBeLessThanOrEqual(10.01);
      return pts.map((v) => Math.round(v)).join(',');
    });
    expect(new Set(shapes).size).toBe(SYMBOLS.length);
  });
});

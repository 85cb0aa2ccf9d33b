// The measuring canvas of the Innovation card text is replaced after a bounded number of measures
// (Chromium's per-canvas text cache is trimmed only when a canvas shows a frame, and this one never
// does), and when the table shuts down.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEASURES_PER_CANVAS, releaseMeasurer, textWidth } from '../../src/board/innovation/textFit';

function fakeDocument() {
  const made: { font: string; measured: string[] }[] = [];
  const doc = {
    createElement: (tag: string) => {
      expect(tag).toBe('canvas');
      const ctx = {
        font: '',
        measured: [] as string[],
        measureText(text: string) {
          this.measured.push(text);
          return { width: text.length * 10 };
        },
      };
      made.push(ctx);
      return { getContext: () => ctx };
    },
  };
  return { doc, made };
}

describe('the Innovation text measurer', () => {
  afterEach(() => {
    releaseMeasurer();
    vi.unstubAllGlobals();
  });

  it('measures on one canvas up to its limit, then on a fresh one', () => {
    const { doc, made } = fakeDocument();
    vi.stubGlobal('document', doc);
    releaseMeasurer();
    for (let i = 0; i < MEASURES_PER_CANVAS; i++) textWidth(`w${i}`, 12);
    expect(made).toHaveLength(1);
    expect(made[0]?.measured).toHaveLength(MEASURES_PER_CANVAS);
    expect(textWidth('abc', 12)).toBe(30);
    expect(made).toHaveLength(2);
    expect(made[1]?.measured).toEqual(['abc']);
  });

  it('starts a new canvas after a release (a table shut down)', () => {
    const { doc, made } = fakeDocument();
    vi.stubGlobal('document', doc);
    releaseMeasurer();
    textWidth('one', 12);
    releaseMeasurer();
    textWidth('two', 14, true);
    expect(made).toHaveLength(2);
    expect(made[1]?.font).toContain('bold 14px');
  });
});

// Fitting words into a box on the canvas: wrap at spaces (or between any two characters of
// Japanese), shrink the size step by step down to a floor, and end with "..." when even that does
// not fit (the card zoom has the whole text). Measured with a 2D context, so no text object is
// built and thrown away per try.
import { FONT_FAMILY } from '../theme';

let ctx: CanvasRenderingContext2D | null | undefined;
let measured = 0;

/**
 * Chromium keeps a shape cache per canvas for the text drawn or measured on it, and trims it only
 * when that canvas shows a frame. A canvas that only measures never does: it kept every string of
 * every card in every language at every size tried (tens of MB after an hour of the kiosk). So the
 * measuring canvas is replaced after this many measures, and its cache goes with it.
 */
export const MEASURES_PER_CANVAS = 4000;

function measurer(): CanvasRenderingContext2D | null {
  if (ctx !== undefined && measured >= MEASURES_PER_CANVAS) releaseMeasurer();
  if (ctx === undefined) ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  measured++;
  return ctx;
}

/** Drops the measuring canvas (and the browser's text cache on it); the next measure makes a new one. */
export function releaseMeasurer(): void {
  ctx = undefined;
  measured = 0;
}

/** The width of a line at a size (an estimate without a DOM, for tests). */
export function textWidth(text: string, size: number, bold = false): number {
  const c = measurer();
  if (!c) return text.length * size * 0.55;
  c.font = `${bold ? 'bold ' : ''}${size}px ${FONT_FAMILY}`;
  return c.measureText(text).width;
}

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const TOKENS = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef][、。，．）」』！？ー]*|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+|\s+/g;

/**
 * Lines of at most maxW at that size; a paragraph break ("\n") starts a new line. With `indent`,
 * the first line of each paragraph starts that far in (spaces make the room: an icon goes there).
 */
export function wrap(text: string, size: number, maxW: number, bold = false, indent = 0): string[] {
  const out: string[] = [];
  const pad = indent > 0 ? ' '.repeat(Math.ceil(indent / Math.max(1, textWidth(' ', size, bold)))) : '';
  for (const para of text.split('\n')) {
    let line = pad;
    for (const token of para.match(TOKENS) ?? []) {
      const next = line + token;
      if (line.trim() !== '' && textWidth(next.trimEnd(), size, bold) > maxW && !/^\s+$/.test(token)) {
        out.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    out.push(line.trimEnd());
  }
  return out;
}

/**
 * The mark of a cut: three full stops, because the shipped font (a Japanese one) draws "…" as
 * centred dots, which reads oddly after Latin or Cyrillic words.
 */
const MORE = '...';

/** One line cut to maxW with "..." when it is too long. */
export function ellipsize(text: string, size: number, maxW: number, bold = false): string {
  if (textWidth(text, size, bold) <= maxW) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${text.slice(0, mid).trimEnd()}${MORE}`, size, bold) <= maxW) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? MORE : `${text.slice(0, lo).trimEnd()}${MORE}`;
}

export interface Fitted {
  size: number;
  lines: string[];
  /** Some of the text did not fit (the last line ends with "…"). */
  cut: boolean;
}

/**
 * The largest size in [min, max] at which the text fits the box; at min, as many lines as fit.
 * `indent(size)`: room left at the start of each paragraph.
 */
export function fitBlock(text: string, maxW: number, maxH: number, max: number, min: number, lineHeight = 1.2, indent: (size: number) => number = () => 0): Fitted {
  for (let size = max; size >= min; size -= 0.5) {
    const lines = wrap(text, size, maxW, false, indent(size));
    if (lines.length * size * lineHeight <= maxH) return { size, lines, cut: false };
  }
  const lines = wrap(text, min, maxW, false, indent(min));
  const room = Math.max(0, Math.floor(maxH / (min * lineHeight)));
  if (room === 0) return { size: min, lines: [], cut: true };
  const kept = lines.slice(0, room);
  kept[room - 1] = ellipsize(`${kept[room - 1] ?? ''}${MORE}`, min, maxW);
  return { size: min, lines: kept, cut: true };
}

export const hasCjk = (s: string): boolean => CJK.test(s);

// The app's font, BoardwrightSans (assets/fonts/make-subset.sh), in two files split by script:
// Latin, Cyrillic and the table's symbols (15 KiB), which every language uses, and the Japanese
// characters (110 KiB). Each file is a face of the one family with its unicode-range, so a page in
// English, Italian or Russian never downloads the Japanese glyphs. A language's faces are loaded
// before its words are shown (main.ts, the showcase's rotation) and before the board first draws:
// the board's canvas does not wait for a font, it draws in whatever is loaded.
import type { UiLang } from './index';

const FONT_NAME = 'BoardwrightSans';

/** The first code point of the Japanese file (U+2E80, the first CJK block; make-subset.sh splits there). */
export const CJK_FROM = 0x2e80;
const hex = (n: number) => n.toString(16).toUpperCase();

const FILES = {
  latin: { url: new URL('../../assets/fonts/boardwright-sans-latin.woff2', import.meta.url).href, range: `U+0-${hex(CJK_FROM - 1)}` },
  cjk: { url: new URL('../../assets/fonts/boardwright-sans-cjk.woff2', import.meta.url).href, range: `U+${hex(CJK_FROM)}-10FFFF` },
};
type Part = keyof typeof FILES;

/** The faces a language's words need. */
export function fontPartsFor(lang: UiLang): Part[] {
  return lang === 'ja' ? ['latin', 'cjk'] : ['latin'];
}

let faces: Record<Part, FontFace> | null = null;
const loads = new Map<Part, Promise<void>>();

/**
 * Both faces join the page at once, and each downloads when first needed: when asked for below, or
 * when the page first shows one of its characters (an English settings screen names 日本語).
 */
function loadPart(part: Part): Promise<void> {
  faces ??= Object.fromEntries(
    (Object.keys(FILES) as Part[]).map((p) => {
      const face = new FontFace(FONT_NAME, `url(${FILES[p].url}) format('woff2')`, { display: 'swap', unicodeRange: FILES[p].range });
      document.fonts.add(face);
      return [p, face];
    }),
  ) as Record<Part, FontFace>;
  let load = loads.get(part);
  if (!load) {
    load = faces[part].load().then(
      () => undefined,
      (e: unknown) => console.warn(`The app font (${part}) could not be loaded; the system font stays.`, e),
    );
    loads.set(part, load);
  }
  return load;
}

/**
 * Loads the faces `lang` needs (the Latin one alone for null); resolves once they are in use or
 * could not be loaded (the system font stays). Each file is fetched once per page.
 */
export function loadFontFor(lang: UiLang | null): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  const parts: Part[] = lang === null ? ['latin'] : fontPartsFor(lang);
  return Promise.all(parts.map(loadPart)).then(() => undefined);
}

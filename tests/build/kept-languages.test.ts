// The build finds each language's files by the modules they were made from, and fails when one is
// missing (a renamed chunk must not drop a language from the device silently).
import { describe, expect, it } from 'vitest';
import { langBuildId, langFilesOf } from '../../scripts/build/kept-languages';

const bundle = {
  'assets/it-A.js': { type: 'chunk', fileName: 'assets/it-A.js', facadeModuleId: '/r/src/i18n/it.ts' },
  'assets/ja-B.js': { type: 'chunk', fileName: 'assets/ja-B.js', facadeModuleId: '/r/src/i18n/ja.ts' },
  'assets/ru-C.js': { type: 'chunk', fileName: 'assets/ru-C.js', facadeModuleId: '/r/src/i18n/ru.ts' },
  // Another catalogue part named 'ja' is not the language's chunk.
  'assets/ja-D.js': { type: 'chunk', fileName: 'assets/ja-D.js', facadeModuleId: '/r/src/i18n/lessons/ja.ts' },
  'assets/words-E.js': { type: 'chunk', fileName: 'assets/words-E.js', facadeModuleId: '/r/src/i18n/en.ts' },
  'assets/boardwright-sans-latin-F.woff2': { type: 'asset', fileName: 'assets/boardwright-sans-latin-F.woff2' },
  'assets/boardwright-sans-cjk-G.woff2': { type: 'asset', fileName: 'assets/boardwright-sans-cjk-G.woff2' },
};

describe('the languages kept on first use', () => {
  it('are each catalogue chunk, and for Japanese the font’s CJK part', () => {
    expect(langFilesOf(bundle)).toEqual({
      it: ['assets/it-A.js'],
      ja: ['assets/ja-B.js', 'assets/boardwright-sans-cjk-G.woff2'],
      ru: ['assets/ru-C.js'],
    });
  });

  it('fail the build when a file is not found', () => {
    const { 'assets/boardwright-sans-cjk-G.woff2': _, ...noFont } = bundle;
    expect(() => langFilesOf(noFont)).toThrow(/CJK part/);
    const { 'assets/ru-C.js': __, ...noRussian } = bundle;
    expect(() => langFilesOf(noRussian)).toThrow(/ru catalogue/);
  });

  it('name a build by its files, so a build that changed any file has language caches of its own', () => {
    const names = Object.keys(bundle);
    expect(langBuildId(names)).toMatch(/^[0-9a-f]{12}$/);
    expect(langBuildId([...names].reverse())).toBe(langBuildId(names));
    expect(langBuildId([...names.slice(1), 'assets/index-Z.js'])).not.toBe(langBuildId(names));
  });
});

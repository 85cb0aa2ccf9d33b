// Build only: the languages other than English leave the precache and are kept on first use. A
// player reads one language, and the three others' catalogue chunks and the font's Japanese part
// (~0.6 MiB) were most of the room left under the precache budget. Here the build finds each
// language's files (its catalogue chunk, src/i18n/<lang>.ts; for Japanese the font's CJK part),
// leaves them out of the precache manifest (leaveOut, a Workbox manifest transform), and writes the
// service worker's part for them, src/sw/langWorker.ts with this build's files in it, as
// sw-langs.js, which the generated service worker imports (workbox importScripts). A file not
// found fails the build: a renamed chunk must not drop a language silently.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
import type { KeptLang, LangFiles } from '../../src/model/langKeep';

/** The script the generated service worker imports (at the worker's own path). */
export const LANG_SCRIPT = 'sw-langs.js';

const LANGS: readonly KeptLang[] = ['it', 'ja', 'ru'];
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Each language's files, from the bundle's file names and the modules they were made from. */
export function langFilesOf(bundle: Record<string, { type: string; fileName: string; facadeModuleId?: string | null }>): LangFiles {
  const files = Object.values(bundle);
  const find = (test: (f: (typeof files)[number]) => boolean, what: string): string => {
    const hit = files.find(test);
    if (!hit) throw new Error(`kept-languages: no file in the build is ${what}; update scripts/build/kept-languages.ts.`);
    return hit.fileName;
  };
  const chunk = (lang: KeptLang) => find((f) => f.type === 'chunk' && new RegExp(`[\\\\/]src[\\\\/]i18n[\\\\/]${lang}\\.ts$`).test(f.facadeModuleId ?? ''), `the ${lang} catalogue`);
  const cjkFont = find((f) => f.type === 'asset' && /(^|\/)boardwright-sans-cjk[^/]*\.woff2$/.test(f.fileName), 'the font’s CJK part');
  return { it: [chunk('it')], ja: [chunk('ja'), cjkFont], ru: [chunk('ru')] };
}

/**
 * A build's id, from its files' names (which carry their content hashes): a new build has new
 * language caches, into which its worker copies the files that did not change and fetches the rest.
 */
export const langBuildId = (fileNames: readonly string[]): string => createHash('sha256').update([...fileNames].sort().join('\n')).digest('hex').slice(0, 12);

export function keptLanguages(): { plugin: Plugin; leaveOut: ManifestTransform } {
  let leftOut = new Set<string>();
  const plugin: Plugin = {
    name: 'boardwright:kept-languages',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const files = langFilesOf(bundle);
      leftOut = new Set(LANGS.flatMap((l) => files[l]));
      const out = await build({
        entryPoints: [join(import.meta.dirname, '..', '..', 'src', 'sw', 'langWorker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: { __LANG_FILES__: JSON.stringify(files), __LANG_BUILD__: JSON.stringify(langBuildId(Object.keys(bundle))) },
        logLevel: 'warning',
      });
      this.emitFile({ type: 'asset', fileName: LANG_SCRIPT, source: out.outputFiles[0]?.text ?? '' });
    },
  };
  const leaveOut: ManifestTransform = async (entries) => {
    const out = entries.filter((e) => leftOut.has(e.url));
    if (out.length !== leftOut.size) throw new Error(`kept-languages: ${[...leftOut].join(', ')} expected in the precache, ${out.length} found.`);
    console.log(`\nkept on first use (it, ja, ru, the CJK font): ${out.length} files, ${MiB(out.reduce((s, e) => s + e.size, 0))}`);
    return { manifest: entries.filter((e) => !leftOut.has(e.url)), warnings: [] };
  };
  return { plugin, leaveOut };
}

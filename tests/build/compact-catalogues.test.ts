// The production build writes the non-English catalogues without their keys
// (scripts/build/compact-catalogues.ts). Each language module is built here with that plugin, the
// way the app's build does (TypeScript stripped, then minified), and the object it rebuilds at load
// must be the module's object as written: same keys, same order, same words. A module the plugin
// cannot read for certain must stop the build and name the file.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { type CompactedCatalogue, compactCatalogues } from '../../scripts/build/compact-catalogues';

const ROOT = join(import.meta.dirname, '..', '..');
const I18N = join(ROOT, 'src', 'i18n');
const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

function languageModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return languageModules(path);
    return /^(it|ja|ru)\.ts$/.test(name) ? [path] : [];
  });
}

/** One entry that exposes each module's namespace under its path. */
function entryOf(files: string[]): Plugin {
  const id = '\0compact-catalogues-test-entry';
  return {
    name: 'test-entry',
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? `${files.map((f, i) => `import * as m${i} from ${JSON.stringify(f)};`).join('\n')}\nexport const modules = {${files.map((f, i) => `${JSON.stringify(f)}: m${i}`).join(',')}};`
        : null,
  };
}

/** Builds the files as the app's build would (with or without the plugin) and loads the result. */
async function buildModules(root: string, files: string[], plugins: Plugin[]): Promise<Record<string, Record<string, unknown>>> {
  const out = mkdtempSync(join(tmpdir(), 'compact-catalogues-'));
  temp.push(out);
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [entryOf(files), ...plugins],
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      rolldownOptions: {
        input: '\0compact-catalogues-test-entry',
        preserveEntrySignatures: 'exports-only',
        output: { format: 'es', entryFileNames: 'entry.mjs', chunkFileNames: '[name].mjs' },
      },
    },
  });
  return (await import(pathToFileURL(join(out, 'entry.mjs')).href)).modules;
}

describe('compact-catalogues: every language module', () => {
  const files = languageModules(I18N).sort();

  it('rebuilds the same object, key for key and in order, and leaves no module out', async () => {
    const compacted: CompactedCatalogue[] = [];
    const built = await buildModules(ROOT, files, [compactCatalogues({ root: ROOT, onCompact: (r) => compacted.push(r) })]);
    expect(files.length).toBeGreaterThanOrEqual(54);
    for (const file of files) {
      const original: Record<string, unknown> = await import(file);
      const names = Object.keys(original);
      expect(Object.keys(built[file] ?? {}), file).toEqual(names);
      for (const name of names) {
        const was = original[name] as Record<string, string>;
        const now = built[file]?.[name] as Record<string, string>;
        expect(Object.keys(now), `${file}: ${name}'s keys`).toEqual(Object.keys(was));
        expect(now, `${file}: ${name}`).toStrictEqual(was);
        expect(Object.getPrototypeOf(now)).toBe(Object.prototype);
      }
    }
    // Only modules that are spreads of others with no entry of their own (the language roots
    // it.ts, ja.ts, ru.ts, and the like) have nothing to compact; every other module must be
    // compacted, most of it.
    const roots = files.filter((f) => !/^\s*'[^']+': /m.test(readFileSync(f, 'utf8')));
    expect(roots).toEqual(expect.arrayContaining(['it.ts', 'ja.ts', 'ru.ts'].map((f) => join(I18N, f))));
    const done = new Map(compacted.map((r) => [join(ROOT, r.file), r]));
    expect([...done.keys()].sort()).toEqual(files.filter((f) => !roots.includes(f)));
    for (const r of done.values()) expect(r.compacted, r.file).toBeGreaterThan(r.kept);
  });
});

/** A fixture project: src/i18n/area/<name> for each file given. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'compact-catalogues-fixture-'));
  temp.push(root);
  for (const [name, code] of Object.entries(files)) {
    const path = join(root, 'src', 'i18n', 'area', name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, code);
  }
  return root;
}

const EN = `export const areaEn = { 'a': 'A', 'b': 'B', 'c': 'C', 'd': 'D', 'e': 'E', 'f': 'F', 'g': 'G' } as const;
export type AreaKey = keyof typeof areaEn;
`;

describe('compact-catalogues: the shapes around the plain one', () => {
  it('keeps spreads, missing keys, keys out of order and keys English lacks where they were', async () => {
    const root = fixture({
      'en.ts': `import { moreEn } from './more/en';\nexport const areaEn = { ...moreEn, 'a': 'A', 'b': 'B', 'c': 'C', 'd': 'D', 'e': 'E', 'f': 'F', 'g': 'G', 'h': 'H' } as const;\n`,
      'more/en.ts': `export const moreEn = { 'm1': 'M1', 'm2': 'M2', 'm3': 'M3', 'c': 'C?' } as const;\n`,
      'more/it.ts': `export const moreIt = { 'm1': 'i1', 'm2': 'i2', 'm3': 'i3', 'c': 'ci?' };\n`,
      'it.ts': [
        "import { moreIt } from './more/it';",
        'export const areaIt: Record<string, string> = {',
        "  ...moreIt, 'a': 'ia', b: \"ib\", 'd': `id`, 'only': 'solo', 'c': 'ic',",
        "  'e': 'ie' + '!', 'g': 'ig', 'h': 'ih', 'f': 'if', 'x': 'ix', 'm1': 'again',",
        '};',
      ].join('\n'),
    });
    const file = join(root, 'src', 'i18n', 'area', 'it.ts');
    const compacted: CompactedCatalogue[] = [];
    const plain = await buildModules(root, [file], []);
    const small = await buildModules(root, [file], [compactCatalogues({ root, onCompact: (r) => compacted.push(r) })]);
    const was = plain[file]?.areaIt as Record<string, string>;
    const now = small[file]?.areaIt as Record<string, string>;
    expect(Object.keys(now)).toEqual(Object.keys(was));
    expect(now).toStrictEqual(was);
    expect(was).toMatchObject({ m1: 'again', c: 'ic', e: 'ie!' });
    expect(compacted.map((r) => r.file).sort()).toEqual([join('src', 'i18n', 'area', 'it.ts'), join('src', 'i18n', 'area', 'more', 'it.ts')]);
    // The spread keeps m1 to c; a, b, d are one run, c to h (holes for a, b, d, f) another; the rest stay.
    expect(compacted.find((r) => r.file.endsWith(join('area', 'it.ts')))).toMatchObject({ compacted: 7, kept: 4 });
  });

  it.each([
    ['a computed key', "const k = 'a';\nexport const areaIt = { [k]: 'ia', 'b': 'ib', 'c': 'ic' };", 'is not a plain'],
    ['a getter', "export const areaIt = { get a() { return 'ia'; }, 'b': 'ib', 'c': 'ic' };", 'is not a plain'],
    ['a shorthand entry', "const a = 'ia';\nexport const areaIt = { a, 'b': 'ib', 'c': 'ic' };", 'is not a plain'],
    ['two exported objects', "export const areaIt = { 'a': 'ia', 'b': 'ib', 'c': 'ic' };\nexport const otherIt = { 'd': 'id' };", 'exports 2 objects'],
    ['an exported function', "export const areaIt = { 'a': 'ia', 'b': 'ib', 'c': 'ic' };\nexport function f() {}", 'something other than a const'],
    ['a value built elsewhere', "const base = { 'a': 'ia' };\nexport const areaIt = Object.assign({}, base);", 'not an object literal'],
    ["a '__proto__' key", "export const areaIt = { '__proto__': 'ia', 'b': 'ib', 'c': 'ic' };", "'__proto__'"],
  ])('stops the build, naming the file, on %s', async (_, code, why) => {
    const root = fixture({ 'en.ts': EN, 'it.ts': code });
    const file = join(root, 'src', 'i18n', 'area', 'it.ts');
    const error = await buildModules(root, [file], [compactCatalogues({ root })]).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toMatch(/cannot compact \S*area[\\/]it\.ts/);
    expect(String((error as Error).message)).toContain(why);
  });

  it('stops the build on a language module with no English module beside it', async () => {
    const root = fixture({ 'ja.ts': "export const areaJa = { 'a': 'ja', 'b': 'jb', 'c': 'jc' };" });
    const file = join(root, 'src', 'i18n', 'area', 'ja.ts');
    await expect(buildModules(root, [file], [compactCatalogues({ root })])).rejects.toThrow(/cannot compact \S*area[\\/]ja\.ts: it has no English module/);
  });
});

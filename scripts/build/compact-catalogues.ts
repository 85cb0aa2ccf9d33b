// Build only: each non-English catalogue module (src/i18n/**/{it,ja,ru}.ts) ships its words without
// its keys. A language chunk carried all ~2,000 message keys again (about 45 kB a language) although
// the English catalogue, which the page loads at start (the 'words' chunk the entry imports), already
// holds every key. Here a run of a language's entries whose keys come in the English module's order
// becomes an array of values, and the object is rebuilt at load by pairing those values with the
// English module's keys (Object.keys of the object the language module now imports). Keys the
// language lacks are holes in the array, so they stay absent; keys the English module lacks, spreads
// and entries out of the English order stay as they were, in place. The rebuilt object has the same
// keys, in the same order, with the same values (tests/build/compact-catalogues.test.ts builds every
// language module both ways). A module this cannot read for certain fails the build, naming the file.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The ESTree nodes read here (oxc's AST, as the bundler's this.parse returns it). */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}
type Parse = (code: string, options: { lang: 'ts' }) => { body: unknown[] };

/** The languages compacted: every catalogue but the English one, whose keys they borrow. */
const LANG_FILE = /^(it|ja|ru)\.ts$/;
/** The rebuilt object is written by assignment, which for '__proto__' would set the prototype. */
const UNSAFE_KEY = '__proto__';
/** A shorter run stays as it is: the call costs more than a key or two. */
const MIN_RUN = 3;

const ZIP = '__catalogueZip';
const KEYS = '__catalogueKeys';
const EN = '__catalogueEn';
const HELPER = '\0boardwright-catalogue-zip:';

/** The helper each language's modules share (one copy per language chunk, none in the others). */
const HELPER_CODE = `export function ${ZIP}(keys, from, values) {
  const out = {};
  for (let i = 0; i < values.length; i++) if (i in values) out[keys[from + i]] = values[i];
  return out;
}
`;

export interface CompactedCatalogue {
  /** The language module, relative to the root. */
  file: string;
  /** Entries now written as values only. */
  compacted: number;
  /** Entries left as they were (outside the English order, or not English keys). */
  kept: number;
  /** Bytes of the module's code before and after. */
  before: number;
  after: number;
}

export interface CompactCataloguesOptions {
  /** The project root whose src/i18n is read (the tests point it at a fixture). */
  root?: string;
  /** Hears of each module compacted (the tests check that every one was). */
  onCompact?: (result: CompactedCatalogue) => void;
}

class ShapeError extends Error {}

function fail(message: string): never {
  throw new ShapeError(message);
}

const asNode = (value: unknown): Node | null =>
  value && typeof value === 'object' && typeof (value as Node).type === 'string' ? (value as Node) : null;

/** The object literal under `as const`, `satisfies ...` or parentheses. */
function objectOf(init: unknown): Node | null {
  let node = asNode(init);
  while (node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'ParenthesizedExpression')) {
    node = asNode(node.expression);
  }
  return node?.type === 'ObjectExpression' ? node : null;
}

/** The module's one exported `const name = { ... }`, and its imports by local name. */
function exportedObject(program: { body: unknown[] }): { name: string; object: Node; imports: Map<string, { source: string; imported: string }> } {
  const imports = new Map<string, { source: string; imported: string }>();
  const found: { name: string; object: Node }[] = [];
  for (const raw of program.body) {
    const statement = asNode(raw);
    if (!statement) continue;
    if (statement.type === 'ImportDeclaration') {
      const source = String((statement.source as Node).value);
      for (const s of statement.specifiers as Node[]) {
        if (s.type === 'ImportSpecifier') {
          const imported = s.imported as Node;
          imports.set(String((s.local as Node).name), { source, imported: String(imported.name ?? imported.value) });
        }
      }
      continue;
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = asNode(statement.declaration);
    // Type exports (`export type XKey = ...`) are no values; anything else exported is.
    if (!declaration || declaration.type === 'TSTypeAliasDeclaration' || declaration.type === 'TSInterfaceDeclaration') {
      if (!declaration && (statement.specifiers as Node[]).length > 0 && statement.exportKind !== 'type') fail('it re-exports other values');
      continue;
    }
    if (declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') fail('it exports something other than a const');
    for (const d of declaration.declarations as Node[]) {
      const object = objectOf(d.init);
      const id = d.id as Node;
      if (!object || id.type !== 'Identifier') fail(`its export '${String(id.name)}' is not an object literal`);
      found.push({ name: String(id.name), object });
    }
  }
  if (found.length !== 1) fail(`it exports ${found.length} objects, not one`);
  const [only] = found as [{ name: string; object: Node }];
  return { ...only, imports };
}

/** A property's key as the object will have it, or a failure for a key not written out. */
function keyOf(property: Node): string {
  if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand || property.computed) {
    fail(`an entry at offset ${property.start} is not a plain 'key': value`);
  }
  const key = property.key as Node;
  const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
  if (typeof name !== 'string') fail(`the key at offset ${key.start} is neither a name nor a string`);
  if (name === UNSAFE_KEY) fail(`it has a '${UNSAFE_KEY}' key`);
  return name;
}

/**
 * The keys, in order, of an English module's exported object as it is at run time: its spreads'
 * keys (read from the modules they are imported from) and then its own, each where it first appears.
 */
function englishKeys(file: string, parse: Parse, name?: string, seen: string[] = []): string[] {
  if (seen.includes(file)) fail(`${file} spreads itself`);
  if (!existsSync(file)) fail(`${file} does not exist`);
  const { name: exported, object, imports } = exportedObject(parse(readFileSync(file, 'utf8'), { lang: 'ts' }));
  if (name !== undefined && name !== exported) fail(`${file} exports '${exported}', not '${name}'`);
  const keys = new Set<string>();
  for (const property of object.properties as Node[]) {
    if (property.type === 'SpreadElement') {
      const argument = property.argument as Node;
      const from = argument.type === 'Identifier' ? imports.get(String(argument.name)) : undefined;
      if (!from?.source.startsWith('.')) fail(`${file} spreads something other than an imported catalogue`);
      const target = resolve(dirname(file), `${from.source}.ts`);
      for (const k of englishKeys(target, parse, from.imported, [...seen, file])) keys.add(k);
    } else {
      keys.add(keyOf(property));
    }
  }
  return [...keys];
}

/** A run of entries whose keys come in the English order: they become values only. */
interface Run {
  from: number;
  last: number;
  entries: { index: number; property: Node }[];
}

/** The module's code with its object's keys taken out, or null when nothing is worth taking. */
export function compactCatalogue(
  code: string,
  file: string,
  parse: Parse,
): { code: string; englishFile: string; result: Omit<CompactedCatalogue, 'file'> } | null {
  const englishFile = join(dirname(file), 'en.ts');
  if (!existsSync(englishFile)) fail('it has no English module (en.ts) beside it');
  const { object } = exportedObject(parse(code, { lang: 'ts' }));
  const english = exportedObject(parse(readFileSync(englishFile, 'utf8'), { lang: 'ts' })).name;
  const keys = englishKeys(englishFile, parse);
  const position = new Map(keys.map((k, i) => [k, i]));

  // Each entry joins the current run if its key comes later in the English order; otherwise it
  // starts a new one. A spread, or a key the English module lacks, ends the run and stays in place.
  const pieces: (Run | { node: Node })[] = [];
  let run: Run | null = null;
  for (const property of object.properties as Node[]) {
    const index = property.type === 'SpreadElement' ? undefined : position.get(keyOf(property));
    if (index === undefined) {
      pieces.push({ node: property });
      run = null;
    } else if (run && index > run.last) {
      run.entries.push({ index, property });
      run.last = index;
    } else {
      run = { from: index, last: index, entries: [{ index, property }] };
      pieces.push(run);
    }
  }

  let compacted = 0;
  let kept = 0;
  const parts: string[] = [];
  const source = (node: Node) => code.slice(node.start, node.end);
  for (const piece of pieces) {
    if ('node' in piece) {
      parts.push(source(piece.node));
      if (piece.node.type !== 'SpreadElement') kept++;
    } else if (piece.entries.length < MIN_RUN) {
      for (const { property } of piece.entries) parts.push(source(property));
      kept += piece.entries.length;
    } else {
      // Holes (nothing between two commas) for the English keys this language has not.
      const values: string[] = new Array(piece.last - piece.from + 1).fill('');
      for (const { index, property } of piece.entries) values[index - piece.from] = source(property.value as Node);
      parts.push(`...${ZIP}(${KEYS}, ${piece.from}, [${values.join(',')}])`);
      compacted += piece.entries.length;
    }
  }
  if (compacted === 0) return null;
  for (const name of [ZIP, KEYS, EN]) if (code.includes(name)) fail(`it already uses the name ${name}`);

  // One run is the whole object: the helper's fresh object is that object.
  const only = pieces.length === 1 ? parts[0]?.slice(3) : undefined;
  const rebuilt = only ?? `{${parts.join(',')}}`;
  const lang = basename(file, '.ts');
  const header =
    `import { ${english} as ${EN} } from './en';\n` +
    `import { ${ZIP} } from '${HELPER}${lang}';\n` +
    `const ${KEYS} = Object.keys(${EN});\n`;
  const out = header + code.slice(0, object.start) + rebuilt + code.slice(object.end);
  return { code: out, englishFile, result: { compacted, kept, before: code.length, after: out.length } };
}

export function compactCatalogues(options: CompactCataloguesOptions = {}): Plugin {
  let i18n = '';
  let total = { files: 0, compacted: 0, saved: 0 };
  return {
    name: 'boardwright:compact-catalogues',
    apply: 'build',
    // After TypeScript is stripped: the module is read as the bundler will ship it.
    enforce: 'post',
    configResolved(config) {
      i18n = join(resolve(options.root ?? config.root), 'src', 'i18n') + sep;
    },
    buildStart() {
      total = { files: 0, compacted: 0, saved: 0 };
    },
    resolveId(id) {
      return id.startsWith(HELPER) ? id : null;
    },
    load(id) {
      return id.startsWith(HELPER) ? HELPER_CODE : null;
    },
    transform: {
      // Only the language modules reach the handler (the bundler tests the id itself).
      filter: { id: /[\\/](it|ja|ru)\.ts$/ },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!file.startsWith(i18n) || !LANG_FILE.test(basename(file))) return null;
        const parse: Parse = (text, parseOptions) => this.parse(text, parseOptions) as unknown as { body: unknown[] };
        let done: ReturnType<typeof compactCatalogue>;
        try {
          done = compactCatalogue(code, file, parse);
        } catch (e) {
          if (!(e instanceof ShapeError)) throw e;
          this.error(`compact-catalogues: cannot compact ${relative(process.cwd(), file)}: ${e.message}. Write it as one exported object of 'key': 'value' entries, or leave it out of the plugin (scripts/build/compact-catalogues.ts).`);
        }
        if (!done) return null;
        this.addWatchFile(done.englishFile);
        const result = { file: relative(options.root ?? process.cwd(), file), ...done.result };
        total.files++;
        total.compacted += result.compacted;
        total.saved += result.before - result.after;
        options.onCompact?.(result);
        return { code: done.code, map: null };
      },
    },
    buildEnd() {
      if (total.files > 0) console.log(`\ncatalogues: ${total.compacted} entries in ${total.files} language modules written without their keys (${(total.saved / 1024).toFixed(1)} kB saved before minifying)`);
    },
  };
}

// What keeps the UI thread free, the engine pure and the layers honest is the module graph, so it
// is checked here rather than timed. The whole layer diagram is written below as data (folder →
// the folders it may import, type imports included); an arrow that runs back up, or a circle of
// files, fails the test that names it. Bots (src/ai) are reached only from the worker and the
// command-line tools, never from the app's own thread; src/engine uses no clock, no
// Math.random, no DOM and no Phaser.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

/**
 * The layers, top to bottom: each folder of src (or root file) and the folders it may import.
 * main.ts composes everything. views and board both read table; table drives app (views reach
 * what is kept through app's services, never storage itself); app keeps a
 * session with storage and asks the worker for bot moves; the worker hosts ai, which reads only
 * the engine. model (shared vocabulary) and i18n sit low, above the engine only. sw is the
 * service worker's own part (the languages it keeps), bundled apart from the app.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  main: ['views', 'board', 'table', 'app', 'storage', 'worker', 'model', 'i18n', 'engine'],
  views: ['table', 'app', 'worker', 'model', 'i18n', 'engine'],
  board: ['table', 'model', 'i18n', 'engine'],
  table: ['app', 'model', 'i18n', 'engine'],
  app: ['storage', 'worker', 'model', 'i18n', 'engine'],
  storage: ['model', 'engine'],
  worker: ['ai', 'model', 'engine'],
  cli: ['ai', 'model', 'engine'],
  sw: ['model', 'engine'],
  ai: ['engine'],
  i18n: ['engine'],
  model: ['engine'],
  engine: [],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/**
 * Every module a file names: static imports and re-exports (type-only or not) and, unless told
 * otherwise, dynamic imports.
 */
function imports(file: string, typesToo: boolean, dynamicToo = true): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1] && !typesToo) continue;
    out.push(m[2] as string);
  }
  if (dynamicToo) for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] as string);
  return out;
}

const runtimeImports = (file: string) => imports(file, false);
const inside = (file: string, dir: string) => !relative(join(SRC, dir), file).startsWith('..');
const target = (file: string, spec: string) => (spec.startsWith('.') ? resolve(dirname(file), spec) : spec);

/** The layer a file of src belongs to: its top folder, or the root file's name. */
const layerOf = (file: string) => relative(SRC, file).split('/')[0]?.replace(/\.tsx?$/, '') ?? '';

/** A relative import as the file it names (with its extension), or null for a package. */
function resolved(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && allFiles.has(candidate)) return candidate;
  }
  return null;
}

const allFiles = new Set(files(SRC));

describe('module boundaries', () => {
  it('every folder of src is a layer of the diagram', () => {
    const layers = new Set([...allFiles].map(layerOf));
    expect([...layers].filter((l) => !(l in MAY_IMPORT))).toEqual([]);
  });

  it('no import runs back up the layers (type imports included)', () => {
    const upward: string[] = [];
    for (const file of allFiles) {
      const from = layerOf(file);
      for (const spec of imports(file, true)) {
        const to = resolved(file, spec);
        if (!to) continue;
        const layer = layerOf(to);
        if (layer !== from && !MAY_IMPORT[from]?.includes(layer)) upward.push(`${relative(SRC, file)} -> ${relative(SRC, to)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('no circle of imports (type imports included)', () => {
    const graph = new Map<string, string[]>();
    for (const file of allFiles) graph.set(file, imports(file, true).flatMap((spec) => resolved(file, spec) ?? []));
    // Tarjan's strongly connected components: a component of more than one file is a circle.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const circles: string[][] = [];
    let next = 0;
    const visit = (v: string) => {
      index.set(v, next);
      low.set(v, next++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
          onStack.delete(w);
          component.push(relative(SRC, w));
          if (w === v) break;
        }
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of allFiles) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  it('views never import storage or the session: they reach the game through the table and the app services', () => {
    // The table's interface (app/table-session.ts) and appServices() are the views' doors; the
    // session class and the stores behind them are the composition root's and the app's.
    const session = join(SRC, 'app', 'session.ts');
    const offenders: string[] = [];
    for (const file of allFiles) {
      if (layerOf(file) !== 'views') continue;
      for (const spec of imports(file, true)) {
        const to = resolved(file, spec);
        if (to && (to === session || layerOf(to) === 'storage')) offenders.push(`${relative(SRC, file)} -> ${relative(SRC, to)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('views never read the store: they ask the app services for what they need by name (lessonRecords(), statsSummary(), …)', () => {
    // `appServices().store` would hand a screen every table of storage; the services' narrow
    // methods (app/services.ts) say what each screen reads and writes. Comments may name it.
    const offenders: string[] = [];
    for (const file of allFiles) {
      if (layerOf(file) !== 'views') continue;
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      // `.store` however it is chained (`app.store.saves`, `appServices()\n  .store.visits`), or `{ store } = …`.
      for (const bad of [/\.\s*store\b/, /\{[^}]*\bstore\b[^}]*\}\s*=/]) if (bad.test(code)) offenders.push(`${relative(SRC, file)}: ${bad.source}`);
    }
    expect(offenders).toEqual([]);
  });

  it('no module registers a game by side effect: no top-level register…() call; registries list their games', () => {
    const found: string[] = [];
    for (const file of allFiles) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/^register[A-Z]\w*\(/.test(line)) found.push(`${relative(SRC, file)}:${i + 1} ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('the app thread never loads a bot: src/ai is imported only by src/ai, src/worker and src/cli', () => {
    const offenders: string[] = [];
    for (const file of allFiles) {
      if (inside(file, 'ai') || inside(file, 'worker') || inside(file, 'cli')) continue;
      for (const spec of runtimeImports(file)) {
        const to = target(file, spec);
        if (to.startsWith(join(SRC, 'ai'))) offenders.push(`${relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
    // The check reads imports as they are written: it does see the worker's own imports of the bots.
    const workerToAi = files(join(SRC, 'worker')).some((f) => runtimeImports(f).some((spec) => target(f, spec).startsWith(join(SRC, 'ai'))));
    expect(workerToAi).toBe(true);
  });

  it('only the board draws with Phaser, and the table decides without Phaser or the DOM', () => {
    const offenders: string[] = [];
    for (const file of allFiles) {
      const layer = layerOf(file);
      const phaser = imports(file, true).some((spec) => spec === 'phaser' || spec.startsWith('phaser/'));
      if (phaser && layer !== 'board') offenders.push(`${relative(SRC, file)} imports Phaser`);
      if (layer !== 'table') continue;
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const bad of [/\bdocument\./, /\bwindow\./, /\bHTMLElement\b/, /\blocalStorage\b/]) if (bad.test(code)) offenders.push(`${relative(SRC, file)}: ${bad.source}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the engine is pure: no clock, no Math.random, no DOM, no Phaser, no import from outside src/engine', () => {
    const offenders: string[] = [];
    for (const file of files(join(SRC, 'engine'))) {
      // Comments may talk about anything; code may not use these.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const bad of [/\bMath\.random\b/, /\bDate\b/, /\bperformance\.now\b/, /\bdocument\./, /\bwindow\./, /\bsetTimeout\b/]) {
        if (bad.test(code)) offenders.push(`${relative(SRC, file)}: ${bad.source}`);
      }
      for (const spec of runtimeImports(file)) {
        const to = target(file, spec);
        if (spec === 'phaser' || (spec.startsWith('.') && !to.startsWith(join(SRC, 'engine')))) offenders.push(`${relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the menu loads no table: main.ts's static imports reach no Phaser, board, table, engine nor bot", () => {
    // What the page runs before the first table opens: main.ts and every module it imports
    // statically (type imports are erased; import() is where a table's code starts loading).
    const parentOf = new Map<string, string | null>();
    const walk = (dynamicToo: boolean) => {
      parentOf.clear();
      const start = join(SRC, 'main.ts');
      parentOf.set(start, null);
      const queue = [start];
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (!allFiles.has(file)) continue;
        for (const spec of imports(file, false, dynamicToo)) {
          const to = resolved(file, spec) ?? (spec.startsWith('.') ? null : spec);
          if (to === null || parentOf.has(to)) continue;
          parentOf.set(to, file);
          queue.push(to);
        }
      }
      return new Set(parentOf.keys());
    };
    const chain = (m: string) => {
      const out: string[] = [];
      for (let x: string | null | undefined = m; x; x = parentOf.get(x)) out.unshift(x.startsWith(SRC) ? relative(SRC, x) : x);
      return out.join(' -> ');
    };
    // The languages and games vocabulary (LANGS, GAME_IDS) is the one engine file the menu reads.
    const allowed = new Set([join(SRC, 'engine', 'core', 'types.ts')]);
    const isTableCode = (m: string) =>
      m === 'phaser' ||
      m.startsWith('phaser/') ||
      m.startsWith('phaser-src/') ||
      (!allowed.has(m) && ['board', 'table', 'engine', 'ai'].some((dir) => m.startsWith(`${join(SRC, dir)}/`)));
    const menu = walk(false);
    expect([...menu].filter(isTableCode).map(chain)).toEqual([]);
    // The walk does follow the app's imports: with import() it reaches the table, the board and the engines.
    const withDynamic = walk(true);
    for (const file of ['table/controller.ts', 'board/host.ts', 'engine/index.ts', 'app/session.ts']) expect(withDynamic.has(join(SRC, file))).toBe(true);
    expect(withDynamic.has('phaser')).toBe(true);
  });
});

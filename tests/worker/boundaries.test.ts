// What keeps the UI thread free and the engine pure is the module graph, so it is checked here
// rather than timed: bots (src/ai) are reached only from the worker and the command-line tools,
// never from the app's own thread; src/engine uses no clock, no Math.random, no DOM and no Phaser.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** The modules a file loads at run time (type-only imports load nothing). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    out.push(m[2] as string);
  }
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1] as string);
  return out;
}

const inside = (file: string, dir: string) => !relative(join(SRC, dir), file).startsWith('..');
const target = (file: string, spec: string) => (spec.startsWith('.') ? resolve(dirname(file), spec) : spec);

describe('module boundaries', () => {
  it('the app thread never loads a bot: src/ai is imported only by src/ai, src/worker and src/cli', () => {
    const offenders: string[] = [];
    for (const file of files(SRC)) {
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
});

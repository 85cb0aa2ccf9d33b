// Builds the app once with `vite build` and serves dist/ with `vite preview` on a free port,
// as `npm start` does. The server can be stopped and started again (offline tests).
// The build is a test build (`--mode e2e`): the production build with the end-to-end hook
// (window.__boardwright) that the tests and the measuring scripts (scripts/perf-web.ts,
// scripts/soak.ts) drive the tables by; `vite build` alone (npm start) has none.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
/** E2E_APP_ROOT builds another entry (a harness) with the same config; default: the app. */
const APP_ROOT = process.env.E2E_APP_ROOT ?? '.';
const CONFIG = join(ROOT, 'vite.config.ts');
export const DIST = process.env.E2E_DIST ?? join(ROOT, 'dist');

/** The mode of the test build: the hook is in (src/views/table/tableLife.ts). */
export const TEST_MODE = 'e2e';

export interface BuildOptions {
  /** Another folder than DIST (always built, never skipped). */
  outDir?: string;
  /** More environment for the build, e.g. BOARDWRIGHT_VERSION. */
  env?: Record<string, string>;
  /** A production build, as `npm start` makes it (no test hook). */
  production?: boolean;
}

/** Runs `vite build` (skipped when E2E_SKIP_BUILD=1 and a build exists). Returns its log. */
export function buildApp(options: BuildOptions = {}): string {
  const outDir = options.outDir ?? DIST;
  if (!options.outDir && process.env.E2E_SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html'))) return 'build skipped';
  const started = Date.now();
  const mode = options.production ? [] : ['--mode', TEST_MODE];
  const r = spawnSync(process.execPath, [VITE, 'build', APP_ROOT, '--config', CONFIG, ...mode, '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...options.env },
  });
  const log = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status}):\n${log}`);
  return `${log}\nbuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Preview {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer at ${url} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Serves the build (DIST, or outDir) on the given (or a free) port; stop() ends that one process. */
export async function startPreview(port?: number, outDir = DIST): Promise<Preview> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    process.execPath,
    [VITE, 'preview', APP_ROOT, '--config', CONFIG, '--outDir', outDir, '--port', String(p), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const url = `http://127.0.0.1:${p}/`;
  try {
    await waitForHttp(url, 20_000);
  } catch (e) {
    child.kill('SIGTERM');
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return {
    url,
    port: p,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A build with a tiny precache budget, into a throw-away folder: returns exit code and log. */
export function buildWithBudget(bytes: number, outDir: string): { status: number | null; log: string } {
  const r = spawnSync(process.execPath, [VITE, 'build', APP_ROOT, '--config', CONFIG, '--mode', TEST_MODE, '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', PRECACHE_BUDGET_BYTES: String(bytes) },
  });
  return { status: r.status, log: `${r.stdout}\n${r.stderr}` };
}

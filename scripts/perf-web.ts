// How the built app does on a phone, as figures (not a test: nothing here passes or fails).
// Builds with `vite build`, serves dist/ with `vite preview` on a free port and prints Markdown:
//   lighthouse  Lighthouse 12.2.3, mobile preset, on the menu and a table of each game
//   open        opening each table at 4× CPU: longest task, words, board drawn, first decision on screen
//   offline     cold start from the service worker's cache to the menu, unthrottled and at 4×
//   size        the precache (entries, total) and each JS chunk raw and gzipped
//   idle        a table waiting for the human: main-thread busy share and frames over 10 s
//
//   npm run perf:web -- [--only lighthouse|open|offline|size|idle]... [--runs 3]
//
// The machine may be shared: each part prints the load average it started under.
import { buildApp, DIST, startPreview } from '../tests/e2e/support/server';
import { uptime } from './perf/common';
import { idlePart } from './perf/idle';
import { lighthousePart } from './perf/lighthouse';
import { offlinePart } from './perf/offline';
import { openPart } from './perf/open';
import { sizePart } from './perf/size';

const PARTS = ['size', 'lighthouse', 'open', 'offline', 'idle'] as const;
type Part = (typeof PARTS)[number];

function parseArgs(argv: string[]): { parts: Part[]; runs: number } {
  const only: Part[] = [];
  let runs = 3;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = argv[i + 1];
    if (a === '--only' && value !== undefined) {
      if (!(PARTS as readonly string[]).includes(value)) throw new Error(`--only takes one of ${PARTS.join(', ')}; got '${value}'.`);
      only.push(value as Part);
      i++;
    } else if (a === '--runs' && value !== undefined) {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1; got '${value}'.`);
      i++;
    } else throw new Error(`Unknown argument '${a}'. Usage: npm run perf:web -- [--only ${PARTS.join('|')}]... [--runs N]`);
  }
  return { parts: PARTS.filter((p) => only.length === 0 || only.includes(p)), runs };
}

const TITLES: Record<Part, string> = {
  size: 'Precache and JS chunks',
  lighthouse: 'Lighthouse 12.2.3, mobile preset',
  open: 'Opening a table at 4× CPU',
  offline: 'Cold start offline',
  idle: 'A table waiting for the human',
};

async function main(): Promise<void> {
  const { parts, runs } = parseArgs(process.argv.slice(2));
  console.log(`building (vite build into ${DIST}) ...`);
  buildApp();
  const preview = await startPreview();
  console.log(`serving ${preview.url}; parts: ${parts.join(', ')}; runs: ${runs}\n`);
  try {
    for (const part of parts) {
      const load = uptime();
      const started = Date.now();
      const body =
        part === 'size'
          ? sizePart(DIST)
          : await { lighthouse: lighthousePart, open: openPart, offline: offlinePart, idle: idlePart }[part](preview.url, runs);
      console.log(`### ${TITLES[part]}\n\nBefore this part: \`${load}\`; it took ${Math.round((Date.now() - started) / 1000)} s.\n\n${body}\n`);
    }
  } finally {
    await preview.stop();
  }
}

await main();

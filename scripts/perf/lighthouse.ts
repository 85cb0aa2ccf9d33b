// Lighthouse 12.2.3 with its default config, the mobile preset (a simulated mid-range phone:
// 4× CPU slowdown, slow 4G): each page `runs` times, the median run's figures with the spread.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { FLAGS, PAGES, markdownTable, pageLabel, median, millis, seconds, withSpread } from './common';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const score = (r: Result, id: string) => Math.round((r.categories[id]?.score ?? Number.NaN) * 100);
const audit = (r: Result, id: string) => r.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's own pick (closest to the median FCP and TTI); else the run of median score. */
function medianRun(runs: Result[]): Result {
  try {
    return computeMedianRun(runs);
  } catch {
    const m = median(runs.map((r) => score(r, 'performance')));
    return runs.find((r) => score(r, 'performance') === m) ?? (runs[0] as Result);
  }
}

/** One Lighthouse run in a Chromium of its own (a fresh profile: no saves or caches from earlier runs). */
async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const out = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!out) throw new Error(`Lighthouse returned nothing for ${url}`);
    return out.lhr;
  } finally {
    chrome.kill();
  }
}

export async function lighthousePart(base: string, runs: number): Promise<string> {
  const rows: string[][] = [];
  const notes: string[] = [];
  let browser = '';
  for (const page of PAGES) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await runOnce(base + page.path);
      if (lhr.runtimeError) notes.push(`${page.name}, run ${i + 1}: ${lhr.runtimeError.message}`);
      for (const w of lhr.runWarnings) notes.push(`${page.name}, run ${i + 1}: ${w}`);
      browser = /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? lhr.environment.hostUserAgent;
      results.push(lhr);
    }
    const m = medianRun(results);
    const cell = (get: (r: Result) => number, show: (x: number) => string) => withSpread(get(m), results.map(get), show);
    rows.push([
      pageLabel(page),
      cell((r) => score(r, 'performance'), String),
      cell((r) => audit(r, 'first-contentful-paint'), seconds),
      cell((r) => audit(r, 'largest-contentful-paint'), seconds),
      cell((r) => audit(r, 'total-blocking-time'), millis),
      cell((r) => audit(r, 'cumulative-layout-shift'), (x) => x.toFixed(3)),
      cell((r) => score(r, 'accessibility'), String),
      cell((r) => score(r, 'best-practices'), String),
    ]);
  }
  const table = markdownTable(['page', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'accessibility', 'best practices'], rows);
  const legend =
    runs > 1
      ? `Each cell: the median run's figure (Lighthouse's median run: closest to the median FCP and TTI), then in brackets the spread over ${runs} runs.`
      : 'One run per page.';
  return [table, '', `${legend} ${browser}, a fresh profile per run.`, ...[...new Set(notes)].map((n) => `- ${n}`)].join('\n');
}

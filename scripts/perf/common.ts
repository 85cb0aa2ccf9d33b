// What the parts of `npm run perf:web` share: the pages measured, the browser they run in, the
// phone and desktop they emulate, medians and Markdown.
import { execSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/support/chromium';

export interface PerfPage {
  name: string;
  /** Appended to the served root ('' is the menu). */
  path: string;
  game: string | null;
}

export const PAGES: PerfPage[] = [
  { name: 'menu `/`', path: '', game: null },
  { name: 'Innovation', path: '?game=innovation&players=2&bots=human,normal&seed=11', game: 'innovation' },
  { name: 'Gears', path: '?game=gears&players=3&bots=human,easy,easy&seed=11', game: 'gears' },
  { name: 'Gear & Piston', path: '?game=gear-and-piston&players=3&bots=human,easy,easy&seed=11', game: 'gear-and-piston' },
];
export const TABLES = PAGES.filter((p) => p.game !== null);

/** The page's name and, for a table, its URL. */
export const pageLabel = (p: PerfPage) => (p.game ? `${p.name} \`/${p.path}\`` : p.name);

/** The Chromium flags of every part (Lighthouse's chrome-launcher and Playwright alike). */
export const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Screen {
  name: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
  hasTouch: boolean;
  deviceScaleFactor: number;
}

export const PHONE: Screen = { name: '390×844 phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
export const DESKTOP: Screen = { name: '1440×900', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };

/** Playwright's context options for a screen. */
export const contextFor = (s: Screen) => ({ viewport: s.viewport, isMobile: s.isMobile, hasTouch: s.hasTouch, deviceScaleFactor: s.deviceScaleFactor });

/**
 * The table owes the human a decision and shows it: the body data the table keeps (toAct holds
 * the viewer), nothing left to animate (the test hook's busy()), and a decision button on screen
 * (the selector tests/e2e/table.e2e.ts waits on). A string, so the page gets it as written.
 */
export const WAITS_FOR_HUMAN = `(() => {
  const ds = document.body ? document.body.dataset : {};
  if (ds.viewer === undefined || ds.viewer === '' || ds.toAct === undefined) return false;
  if (!ds.toAct.split(',').includes(ds.viewer)) return false;
  const hook = window.__boardwright;
  if (hook && typeof hook.busy === 'function' && hook.busy()) return false;
  return [...document.querySelectorAll('.decision .actions button')].some((b) => b.getClientRects().length > 0);
})()`;

/** Playwright's Chromium (the e2e suite's binary) with this script's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });
}

export function median(xs: number[]): number {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** `value (min–max)`, or the value alone when every run gave the same figure. */
export function withSpread(value: number, all: number[], show: (x: number) => string): string {
  const ok = all.filter((x) => !Number.isNaN(x));
  if (Number.isNaN(value)) return '—';
  if (ok.length < 2) return show(value);
  const lo = show(Math.min(...ok));
  const hi = show(Math.max(...ok));
  return lo === hi ? show(value) : `${show(value)} (${lo}–${hi})`;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const millis = (ms: number) => `${Math.round(ms).toLocaleString('en')} ms`;

export function markdownTable(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** What `uptime` says now: the machine is shared, so each part says how loaded it was. */
export function uptime(): string {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime: not available';
  }
}

// Screenshots of the shop-window showcase for docs/screenshots: for each game, the title card,
// a caption during play and the results card, on a landscape (1920×1080) and a portrait
// (1080×1920) display, plus one Japanese caption. Run after `vite build`:
//
//   npx tsx scripts/kiosk-shots.ts [--url http://127.0.0.1:4178/] [--games gears,innovation] [--what title,results]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..');
const SHOTS = join(ROOT, 'docs', 'screenshots');
const { startPreview } = await import('../tests/e2e/support/server');
const { CHROMIUM_FLAGS, chromiumPath } = await import('../tests/e2e/support/chromium');
const { passFirstStart } = await import('../tests/e2e/support/venue');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
}

const GAMES = arg('games', 'gears,gear-and-piston,innovation').split(',');
const WHAT = arg('what', 'title,caption,results').split(',') as ('title' | 'caption' | 'results')[];
const SIZES = [
  { name: 'landscape', width: 1920, height: 1080 },
  { name: 'portrait', width: 1080, height: 1920 },
];
/** Moves into a game before its caption is taken: past the opening, into the thick of it. */
const MOVES: Record<string, number> = { gears: 12, 'gear-and-piston': 14, innovation: 16 };

const waitData = (page: Page, key: string, pattern: string, timeout: number) =>
  page.waitForFunction(([k, p]) => new RegExp(p as string).test(document.body.dataset[k as string] ?? ''), [key, pattern], { timeout, polling: 100 });

async function shoot(browser: Browser, url: string, game: string, size: (typeof SIZES)[number], lang: string, what: 'title' | 'caption' | 'results'): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  page.on('pageerror', (e) => console.error(`${game} ${size.name}: ${e.message}`));
  const speed = what === 'results' ? 'instant' : 'fast';
  await page.goto(`${url}?kiosk=${game}&speed=${speed}&lang=${lang}`);
  await passFirstStart(page);
  if (what === 'title') {
    await page.waitForSelector('.kiosk-title', { timeout: 30_000 });
    await page.waitForTimeout(1200);
  } else if (what === 'caption') {
    await waitData(page, 'kiosk', '^play$', 30_000);
    await page.waitForFunction((n) => Number(document.body.dataset.turn ?? 0) >= n, MOVES[game] ?? 10, { timeout: 180_000, polling: 200 });
    // Mid-animation, right after a caption line came in.
    await page.waitForFunction(() => (document.querySelector('.kiosk-line')?.textContent ?? '') !== '', undefined, { timeout: 30_000 });
    await page.waitForTimeout(350);
  } else {
    // At once: at instant speed the card stays only a few seconds.
    await page.waitForSelector('.kiosk-results', { timeout: 300_000 });
  }
  const suffix = lang === 'en' ? '' : `-${lang}`;
  const file = join(SHOTS, `kiosk-${game}-${what}-${size.name}${suffix}.png`);
  await page.screenshot({ path: file });
  console.log(file);
  await page.close();
}

let url = arg('url', '');
let stop: (() => Promise<void>) | null = null;
if (!url) {
  const preview = await startPreview();
  url = preview.url;
  stop = preview.stop;
}
mkdirSync(SHOTS, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
for (const game of GAMES) {
  for (const size of SIZES) for (const what of WHAT) await shoot(browser, url, game, size, 'en', what);
}
if (GAMES.includes('gears') && WHAT.includes('caption')) await shoot(browser, url, 'gears', SIZES[0] as (typeof SIZES)[number], 'ja', 'caption');
await browser.close();
await stop?.();

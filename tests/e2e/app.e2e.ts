// The whole product path in headless Chromium, against the production build served by
// `vite preview`: the build's precache budget and the kiosk. The tables (bots to the end, a
// human move, long tasks, undo, hot seat, replay, screenshots) are in table.e2e.ts; the menu
// screens, Continue, Stats, Rules and the offline start in screens.e2e.ts. Tests run in order and share one browser profile.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Browser, launchBrowser } from './support/chromium';
import {
  bodyData,
  hookSnapshot,
  installProbes,
  waitForData,
  watchErrors,
} from './support/app';
import { type Preview, ROOT, buildWithBudget, startPreview } from './support/server';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const metrics: Record<string, unknown> = {};

let browser: Browser;
let server: Preview;

beforeAll(async () => {
  const log = inject('buildLog');
  const precache = /precache: .*/.exec(log)?.[0];
  metrics.precache = precache ?? 'not printed';
  console.log(precache);
  server = await startPreview();
  browser = await launchBrowser();
  await installProbes(browser.context);
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  // screens.e2e.ts adds its figures to the same file: keep what is there.
  const file = join(ROOT, 'test-results', 'e2e-metrics.json');
  const before = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(file, `${JSON.stringify({ ...before, ...metrics }, null, 2)}\n`);
  console.log('e2e metrics', metrics);
});

async function newPage(size = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  return { page, errors: watchErrors(page) };
}

describe('the build', () => {
  it('prints the precache total and fails past the budget', () => {
    expect(String(metrics.precache)).toMatch(/precache: \d+ files, [\d.]+ MiB \(budget 3\.00 MiB\)/);
    const out = mkdtempSync(join(tmpdir(), 'bw-budget-'));
    try {
      const r = buildWithBudget(50_000, out);
      expect(r.status).not.toBe(0);
      expect(r.log).toContain('Precache budget exceeded');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('Boardwright in Chromium', () => {
  it('kiosk: runs 90 s, finishes at least one game, no console errors, no dialogs', async () => {
    const { page, errors } = await newPage({ width: 1920, height: 1080 });
    await page.goto(`${server.url}?kiosk`);
    await page.waitForTimeout(30_000);
    await page.screenshot({ path: join(SHOTS, 'kiosk-desktop.png') });
    await page.waitForTimeout(60_000);
    const overs = await page.evaluate(() => window.__e2e?.overs ?? 0);
    metrics.kioskGamesIn90s = overs;
    metrics.kioskAfter90s = await bodyData(page);
    expect(overs).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('?kiosk=<game> runs that game on its own table in the showcase: a caption, bots playing, no controls', async () => {
    for (const game of ['gear-and-piston', 'innovation'] as const) {
      const { page, errors } = await newPage({ width: 1920, height: 1080 });
      await page.goto(`${server.url}?kiosk=${game}`);
      await waitForData(page, 'scene', 'showcase');
      await waitForData(page, 'game', game);
      await waitForData(page, 'turn', /^([5-9]|\d{2,})$/, 90_000); // the bots are playing
      const shown = await hookSnapshot(page);
      expect(shown?.viewer).toBeNull();
      expect(shown?.legal).toEqual([]);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: join(SHOTS, `kiosk-${game}-desktop.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 200_000);

});

// The venue's side of the kiosk (issue 42): the dim card
// outside opening hours (a mocked clock) and the show back inside them, a visit counted in the
// charts and the CSV export, the hours and idle wait as fields, and the status page's JSON. The
// black screen that stops the show and lets go of the wake lock, and a venue file refused field
// by field, run headless:
// tests/views/kiosk-layer.test.ts and kiosk-closed.test.ts (issue 44).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readStore, waitForData } from './support/app';
import { whiteTiles } from './support/whiteAreas';
import { appSuite } from './support/suite';
import { openVenueScreen, passFirstStart } from './support/venue';

const app = appSuite({ size: { width: 1920, height: 1080 }, closePages: true });
// The screenshots of these screens are npm run shots' (tests/shots/kiosk.shots.ts).

/** Serves a venue file at /venue-test.json for this page. */
const serveVenue = (page: Page, body: unknown) =>
  // Matched on the path: the page's own address ends with the same words (…&venue=/venue-test.json).
  page.route((url) => url.pathname === '/venue-test.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) }));

describe('the venue file, hours, counts and status', () => {
  it('dims outside opening hours (a mocked clock) and resumes the show inside them', async () => {
    {
      const { page, errors } = await app.newPage();
      // Sunday noon: closed (open from 13:00). No night passes here: one would bring the nightly reload.
      await page.clock.install({ time: new Date(2026, 11, 6, 12, 0) });
      await serveVenue(page, { hours: { sun: '13:00-18:00' }, closed: 'dim' });
      await page.goto(`${app.server.url}?kiosk=gears&lang=en&venue=/venue-test.json`);
      await passFirstStart(page);
      await page.locator('.kiosk-closed--dim').waitFor({ timeout: 30_000 }).catch(async () => {
        await page.clock.fastForward(31_000);
        await page.locator('.kiosk-closed--dim').waitFor({ timeout: 10_000 });
      });
      // Burn-in care: the card that stays up all night has no large pure-white area.
      expect(await whiteTiles(page)).toBe(0);
      // 13:00: open, the show goes on.
      await page.clock.setSystemTime(new Date(2026, 11, 6, 13, 0));
      await page.clock.fastForward(31_000);
      await page.locator('.kiosk-closed').waitFor({ state: 'detached', timeout: 10_000 });
      await waitForData(page, 'scene', 'showcase');
      expect(errors).toEqual([]);
    }
  }, 150_000);

  it('counts a visit and exports it as CSV; the status page answers with JSON', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(`${app.server.url}?kiosk=gears&lang=en`);
    await passFirstStart(page);
    await waitForData(page, 'scene', 'showcase');
    const offer = page.getByRole('button', { name: 'Start a new game' });
    for (let i = 0; i < 10 && !(await offer.isVisible()); i++) {
      await page.mouse.click(960, 540);
      await offer.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await offer.click();
    await waitForData(page, 'scene', 'table');
    await page.waitForTimeout(500);
    await openVenueScreen(page);
    // The charts are tables too (per game, per hour of the day), the visit in both.
    const byGame = page.getByRole('table', { name: 'Visits per game' });
    await byGame.waitFor();
    expect(await byGame.getByRole('row', { name: /Gears/ }).textContent()).toMatch(/[1-9]/);
    expect(await page.getByRole('table', { name: 'Visits per hour of the day' }).getByRole('row').count()).toBeGreaterThanOrEqual(2);
    expect(await whiteTiles(page)).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download (CSV)' }).click()]);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('hour,game,sessions,dwellSeconds,gamesStarted,gamesFinished,lessonsStarted,lessonsFinished,takeOvers');
    const gears = lines.filter((l) => l.split(',')[1] === 'gears');
    expect(gears.reduce((n, l) => n + Number(l.split(',')[2]), 0)).toBeGreaterThanOrEqual(1);
    expect(gears.reduce((n, l) => n + Number(l.split(',')[4]), 0)).toBe(1);
    // The hours and the idle wait as fields: one bad field and nothing is saved; the keyboard is
    // taken to it; corrected, all is saved at once.
    await page.getByLabel('Always open (no opening hours)').uncheck();
    const tuesday = page.getByRole('group', { name: 'Tuesday' });
    await tuesday.getByLabel('Opens').fill('10:00');
    await tuesday.getByLabel('Closes').fill('');
    await page.getByLabel(/^Seconds before/).fill('5');
    await page.getByRole('button', { name: 'Save and back to the showcase' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nothing was saved: 2 fields need correcting.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.getByText('Give both times, and different ones; or leave both empty for a closed day.').count()).toBe(1);
    expect(await page.getByText('Enter a whole number of seconds from 10 to 3600.').count()).toBe(1);
    await tuesday.getByLabel('Closes').fill('17:00');
    await page.getByLabel(/^Seconds before/).fill('90');
    await page.getByRole('button', { name: 'Save and back to the showcase' }).click();
    await waitForData(page, 'venue', 'none');
    type Stored = { key: string; value: { kiosk: { hours: Record<string, unknown> | null; idleMs: number } } };
    let kiosk: Stored['value']['kiosk'] | undefined;
    for (let i = 0; i < 50 && !kiosk?.hours; i++) {
      kiosk = ((await readStore(page, 'settings')) as Stored[]).find((r) => r.key === 'settings')?.value.kiosk;
      await page.waitForTimeout(100);
    }
    expect(kiosk?.hours?.tue).toEqual({ open: 600, close: 1020 });
    expect(kiosk?.idleMs).toBe(90_000);
    // The status page, from the same browser profile.
    const status = (await app.newPage()).page;
    await status.goto(`${app.server.url}?kiosk-status`);
    const json = JSON.parse((await status.locator('#kiosk-status').textContent()) ?? '');
    expect(json).toMatchObject({ ok: true, gamesSinceStart: expect.any(Number) });
    expect(typeof json.version).toBe('string');
    expect(await status.title()).toBe('kiosk-status OK');
    expect(errors).toEqual([]);
  }, 120_000);
});

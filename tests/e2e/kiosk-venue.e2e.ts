// The venue's side of the kiosk (issue 42): a venue file refused field by field, the dim card
// outside opening hours (a mocked clock) and the show back inside them, a visit counted in the
// charts and the CSV export, the hours and idle wait as fields, the status page's JSON, and the
// black screen that stops the show and lets go of the wake lock.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readStore, waitForData } from './support/app';
import { whiteTiles } from './support/whiteAreas';
import { appSuite } from './support/suite';
import { TEST_VENUE_CODE, passFirstStart } from './support/venue';

const app = appSuite({ size: { width: 1920, height: 1080 }, closePages: true });
// The screenshots of these screens are npm run shots' (tests/shots/kiosk.shots.ts).

/** Serves a venue file at /venue-test.json for this page. */
const serveVenue = (page: Page, body: unknown) =>
  // Matched on the path: the page's own address ends with the same words (…&venue=/venue-test.json).
  page.route((url) => url.pathname === '/venue-test.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) }));

async function openVenueScreen(page: Page): Promise<void> {
  await page.mouse.move(12, 12);
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();
  await waitForData(page, 'venue', 'pad');
  await page.keyboard.type(TEST_VENUE_CODE);
  await page.keyboard.press('Enter');
  await waitForData(page, 'venue', 'venue');
}

describe('the venue file, hours, counts and status', () => {
  it('refuses a bad venue file field by field and keeps the settings', async () => {
    {
      const { page, errors } = await app.newPage();
      await serveVenue(page, { games: ['gears', 'chess'], speed: 'warp', hours: { mon: '9-5' } });
      await page.goto(`${app.server.url}?kiosk=gears&lang=en&venue=/venue-test.json`);
      await passFirstStart(page);
      await openVenueScreen(page);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent()) ?? '';
      expect(text).toContain('games: a game is not one of');
      expect(text).toContain('speed: expected slow, normal, fast or instant.');
      expect(text).toContain('hours.mon: expected hours such as');
      expect(await page.getByLabel('Speed').inputValue()).toBe('fast');
      expect(errors).toEqual([]);
    }
  }, 120_000);

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

  it('closed with the screen black: the show stops and the wake lock is let go; at opening the lock is asked again and the show resumes', async () => {
    const { page, errors } = await app.newPage();
    // A fake Wake Lock (headless Chromium has none that holds): how many locks are held now.
    await page.addInitScript(() => {
      const w = window as unknown as { heldLocks: number };
      w.heldLocks = 0;
      const request = async () => {
        w.heldLocks++;
        let held = true;
        return {
          release: async () => {
            if (held) w.heldLocks--;
            held = false;
          },
          addEventListener: () => undefined,
        };
      };
      Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    });
    const held = () => page.evaluate(() => (window as unknown as { heldLocks: number }).heldLocks);
    // Monday 17:59, open until 18:00 (Sunday's span runs past midnight), open again at 19:00. The
    // page's clock is its context's: this test comes last, as its hours stay in the stored settings.
    await page.clock.install({ time: new Date(2026, 11, 7, 17, 59) });
    await serveVenue(page, { hours: { sun: '20:00-18:00', mon: '19:00-23:00' }, closed: 'black' });
    await page.goto(`${app.server.url}?kiosk=gears&lang=en&venue=/venue-test.json`);
    await passFirstStart(page);
    await waitForData(page, 'scene', 'showcase');
    await page.waitForFunction(() => (window as unknown as { heldLocks: number }).heldLocks === 1);
    // 18:00: the black screen, no table under it (no bot thinks, the board's loop sleeps), no lock.
    await page.clock.fastForward(61_000);
    await page.locator('.kiosk-closed--black').waitFor({ timeout: 10_000 });
    await waitForData(page, 'scene', 'boot');
    expect(await held()).toBe(0);
    expect(await page.locator('#app canvas:visible').count()).toBe(0);
    // 19:00: the lock again, a new show (no night passed: no nightly reload).
    await page.clock.setSystemTime(new Date(2026, 11, 7, 19, 0));
    await page.clock.fastForward(31_000);
    await page.locator('.kiosk-closed').waitFor({ state: 'detached', timeout: 10_000 });
    await waitForData(page, 'scene', 'showcase');
    await page.waitForFunction(() => (window as unknown as { heldLocks: number }).heldLocks === 1);
    expect(errors).toEqual([]);
  }, 90_000);
});

// The kiosk's screenshots (docs/screenshots/kiosk-*-WxH.png) at a venue's two screen shapes,
// 1920×1080 and 1080×1920: a held moment with its caption, the take-over offer, the venue screen
// (its hours and idle wait as fields, a refused field, the visit charts) and the dimmed card
// outside opening hours. Each pictures what tests/e2e/kiosk*.e2e.ts checks; a page that logs a
// console error fails its shot. Run with `npm run shots`.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../e2e/support/server';
import { appSuite } from '../e2e/support/suite';
import { openVenueScreen, passFirstStart } from '../e2e/support/venue';

const app = appSuite({ closePages: true, size: { width: 1920, height: 1080 } });
const SHOTS = join(ROOT, 'docs', 'screenshots');
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1080, height: 1920 },
];

/** A passer-by's tap, again if nothing answered, until the offer shows. */
async function tapForOffer(page: Page, size: { width: number; height: number }): Promise<void> {
  const offer = page.getByRole('button', { name: 'Start a new game' });
  for (let i = 0; i < 10; i++) {
    await page.mouse.click(size.width / 2, size.height / 2);
    if (await offer.waitFor({ state: 'visible', timeout: 3000 }).then(() => true, () => false)) return;
  }
}

describe('the kiosk', () => {
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    it(`at ${at}: a held moment with its caption, the take-over offer, the venue screen`, async () => {
      const { page, errors } = await app.newPage(size);
      await page.goto(`${app.server.url}?kiosk=gears&speed=fast&lang=en`);
      await passFirstStart(page);
      await page.waitForSelector('.kiosk-line--held', { timeout: 120_000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(SHOTS, `kiosk-held-${at}.png`) });
      await tapForOffer(page, size);
      await page.getByRole('button', { name: 'Take over the losing seat' }).waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS, `kiosk-take-over-${at}.png`) });
      // A visit counted (the touch above), then the venue screen with a field to correct.
      await page.keyboard.press('Escape');
      await openVenueScreen(page);
      await page.getByLabel('Always open (no opening hours)').uncheck();
      const monday = page.getByRole('group', { name: 'Monday' });
      await monday.getByLabel('Opens').fill('09:00');
      await monday.getByLabel('Closes').fill('18:00');
      await page.getByRole('group', { name: 'Tuesday' }).getByLabel('Opens').fill('10:00');
      await page.getByRole('button', { name: 'Save and back to the showcase' }).click();
      await page.getByRole('alert').filter({ hasText: 'Nothing was saved' }).waitFor();
      await page.getByRole('table', { name: 'Visits per game' }).waitFor();
      await page.screenshot({ path: join(SHOTS, `kiosk-venue-${at}.png`) });
      await page.locator('.venue').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: join(SHOTS, `kiosk-venue-visits-${at}.png`) });
      expect(errors).toEqual([]);
    }, 240_000);
  }

  // Last: a page's clock is its browser context's, and the venue file's hours stay stored.
  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;
    it(`at ${at}: the dimmed card outside opening hours`, async () => {
      const { page, errors } = await app.newPage(size);
      // Sunday noon: closed (only Monday is open).
      await page.clock.install({ time: new Date(2026, 11, 6, 12, 0) });
      await page.route(
        (url) => url.pathname === '/venue-test.json',
        (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ hours: { mon: '09:00-18:00' }, closed: 'dim' }) }),
      );
      await page.goto(`${app.server.url}?kiosk=gears&lang=en&venue=/venue-test.json`);
      await passFirstStart(page);
      await page.clock.fastForward(31_000);
      await page.locator('.kiosk-closed--dim').waitFor({ timeout: 30_000 });
      await page.screenshot({ path: join(SHOTS, `kiosk-closed-${at}.png`) });
      expect(errors).toEqual([]);
    }, 120_000);
  }
});

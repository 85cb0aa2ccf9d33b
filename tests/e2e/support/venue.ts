// The kiosk's first start on a fresh browser profile asks for a venue code before the showcase
// (views/kiosk/FirstCode.tsx). Tests and scripts that only want the showcase set one here.
import type { Page } from 'playwright-core';
import { waitForData } from './app';

/** The code the tests and scripts set. */
export const TEST_VENUE_CODE = '2468';

/** Sets the venue code in the first-start dialog (it must be showing, or show within `timeout`). */
export async function setFirstCode(page: Page, code = TEST_VENUE_CODE, timeout = 30_000): Promise<void> {
  await page.getByRole('dialog', { name: 'Set the venue code' }).waitFor({ timeout });
  await page.getByLabel('New venue code').fill(code);
  await page.getByLabel('The new code again').fill(code);
  await page.getByRole('button', { name: 'Set the code' }).click();
  await page.waitForFunction(() => document.body.dataset.venue === 'none', undefined, { timeout });
}

/** On a fresh profile, passes the first start; where a code is set already, does nothing. */
export async function passFirstStart(page: Page): Promise<void> {
  // The showcase opens under the dialog; the dialog follows within a frame or two, if at all.
  // Outside opening hours no show opens: the closed card comes instead.
  await page.waitForFunction(() => document.body.dataset.scene === 'showcase' || document.body.dataset.venue === 'first' || document.querySelector('.kiosk-closed') !== null, undefined, {
    timeout: 30_000,
  });
  const asked = await page
    .waitForFunction(() => document.body.dataset.venue === 'first', undefined, { timeout: 2000, polling: 50 })
    .then(() => true, () => false);
  if (asked) await setFirstCode(page);
}

/** The venue screen, as staff open it: the top left corner held for three seconds, then the code on the pad. */
export async function openVenueScreen(page: Page): Promise<void> {
  await page.mouse.move(12, 12);
  await page.mouse.down();
  await page.waitForTimeout(3300);
  await page.mouse.up();
  await waitForData(page, 'venue', 'pad');
  await page.keyboard.type(TEST_VENUE_CODE);
  await page.keyboard.press('Enter');
  await waitForData(page, 'venue', 'venue');
}

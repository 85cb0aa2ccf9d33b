// Screenshots of Echoes of the Past at the table (docs/screenshots/innovation-echoes-*.png), at
// 360×640 and 1440×900: the board with Echoes cards (echo and bonus slots), the Echoes supply
// piles under the base ones (close up), and the forecast row,
// the zoom of an Echoes card (its echo effect before the dogma), and the card browser filtered to
// Echoes. The position is the e2e's (tests/e2e/innovation-echoes.e2e.ts). Run with `npm run shots`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InnovationView } from '../../src/engine/innovation/view';
import { hookSnapshot, putSave, putSettings, waitForData } from '../e2e/support/app';
import { foundRecord } from '../support/positions';
import { BELL_TURN } from '../e2e/support/echoes-positions';
import { decisionReady, newPhone, probe, tapCanvas, usePhones } from '../e2e/support/phone';
import { ROOT } from '../e2e/support/server';
import { appSuite } from '../e2e/support/suite';

const DOCS = join(ROOT, 'docs', 'screenshots');
const app = appSuite({ closePages: true, size: { width: 1440, height: 900 } });
const phones = usePhones();

beforeAll(() => {
  mkdirSync(DOCS, { recursive: true });
});

/** Opens the Echoes position with Continue (a tap on a phone), with these settings stored first. */
async function openPosition(page: Page, touch: boolean, settings: Record<string, unknown> | null = null): Promise<void> {
  const found = BELL_TURN();
  await page.goto(`${app.server.url}/?speed=instant`);
  await waitForData(page, 'scene', 'menu');
  if (settings) await putSettings(page, settings);
  await putSave(page, foundRecord('innovation', found, { expansions: 'echoes' }));
  await page.reload();
  await waitForData(page, 'menu', 'ready');
  const go = page.getByRole('button', { name: 'Continue', exact: true });
  await (touch ? go.tap() : go.click());
  await waitForData(page, 'scene', 'table');
  await decisionReady(page);
}

/** Presses the first decision button of that name: a tap on a phone, a click on a desktop. */
async function press(page: Page, phone: boolean, name: RegExp): Promise<void> {
  await decisionReady(page);
  const b = page.locator('.decision fieldset button:not([disabled])').filter({ hasText: name }).first();
  await b.scrollIntoViewIfNeeded();
  await (phone ? b.tap() : b.click());
  await page.waitForTimeout(300);
}

const forecastFilled = async (page: Page) => (((await hookSnapshot(page))?.view as InnovationView | undefined)?.players[0]?.forecast?.length ?? 0) > 0;

describe('Echoes of the Past', () => {
  for (const [w, h] of [
    [360, 640],
    [1440, 900],
  ] as const) {
    it(`the board, the zoom of Bell and the browser's Echoes cards at ${w}×${h}`, async () => {
      const phone = w < 600;
      const { page, errors, context } = phone ? await newPhone(phones(), { width: w, height: h }, 1) : { ...(await app.newPage({ width: w, height: h })), context: null };
      await openPosition(page, phone);
      // The canvas paints a frame after the board's layout is ready.
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(DOCS, `innovation-echoes-board-${w}x${h}.png`) });
      // The Echoes supply piles under the base ones, close up (from the base 1 pile to the Echoes 10 pile).
      type Box = { x: number; y: number; w: number; h: number };
      const first = await probe<Box | null>(page, 'innoSupply', 'base', 1);
      const last = await probe<Box | null>(page, 'innoSupply', 'echoes', 10);
      expect(first && last && last.y > first.y && last.x > first.x).toBe(true);
      const canvasBox = await page.locator('#app canvas').boundingBox();
      if (first && last && canvasBox) {
        const clip = { x: canvasBox.x + first.x - 4, y: canvasBox.y + first.y - 4, width: last.x + last.w - first.x + 8, height: last.y + last.h - first.y + 8 };
        await page.screenshot({ path: join(DOCS, `innovation-echoes-supply-${w}x${h}.png`), clip });
      }
      const bell = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'innoPile', 0, 'purple');
      expect(bell).not.toBeNull();
      if (bell && phone) await tapCanvas(page, bell);
      else if (bell) {
        const canvas = await page.locator('#app canvas').boundingBox();
        await page.mouse.click((canvas?.x ?? 0) + bell.x + bell.w / 2, (canvas?.y ?? 0) + bell.y + bell.h / 2);
      }
      await page.locator('dialog.card-zoom[open]').waitFor();
      await page.screenshot({ path: join(DOCS, `innovation-echoes-zoom-${w}x${h}.png`) });
      await page.keyboard.press('Escape');
      // Bell's dogma: its echo effect first (declined), then a 2 foreshadowed: the forecast shows it.
      for (const name of [/^Dogma\.\.\./, /^Dogma Bell/]) await press(page, phone, name);
      for (let i = 0; i < 6 && !(await forecastFilled(page)); i++) await press(page, phone, /^(Run Bell|Decline)$/);
      await expect.poll(() => forecastFilled(page)).toBe(true);
      await decisionReady(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(DOCS, `innovation-echoes-forecast-${w}x${h}.png`) });
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('button', { name: 'Card list' }).click();
      await page.locator('.inno-browser .choice-option', { hasText: 'Echoes' }).click();
      await expect.poll(() => page.locator('.inno-browser-card[data-set="echoes"]').count()).toBe(105);
      await page.screenshot({ path: join(DOCS, `innovation-echoes-browser-${w}x${h}.png`) });
      expect(errors).toEqual([]);
      await context?.close();
    }, 240_000);
  }

  for (const [w, h] of [
    [360, 640],
    [844, 390],
  ] as const) {
    it(`Large text and the colour-blind aid with Echoes at ${w}×${h}`, async () => {
      const { page, errors, context } = await newPhone(phones(), { width: w, height: h }, 1);
      await openPosition(page, true, { largeText: true, colourAid: true });
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(DOCS, `innovation-echoes-large-aid-${w}x${h}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
});

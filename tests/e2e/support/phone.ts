// An emulated phone for the end-to-end tests: a Chromium with touch (hasTouch, isMobile) at a
// phone's size, so taps go through the browser's touch path (touchstart, touchend, then the
// emulated mouse events and the click) as on a real phone. Controls are pressed with
// locator.tap() and the canvas with page.touchscreen.tap(), never click().
import { type Browser as PwBrowser, type BrowserContext, type Locator, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { putSettings, watchErrors } from './app';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

export const PORTRAIT = { width: 390, height: 844 };
export const LANDSCAPE = { width: 844, height: 390 };

export interface Phone {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

export function launchPhones(): Promise<PwBrowser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/**
 * The phones' Chromium for the calling file's tests: launched before them, closed after them (the
 * hooks are registered here). The returned function gives the browser once it is up.
 */
export function usePhones(): () => PwBrowser {
  let browser: PwBrowser | null = null;
  beforeAll(async () => {
    browser = await launchPhones();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the phones are not up (usePhones at the top of the file: its beforeAll launches them)');
    return browser;
  };
}

/** A fresh phone (its own storage) at that size, on no page yet (a test that opens a save goes to the menu itself). */
export async function newPhone(browser: PwBrowser, size: { width: number; height: number }, density = 2): Promise<Phone> {
  const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: density });
  const page = await context.newPage();
  return { page, context, errors: watchErrors(page) };
}

/**
 * A fresh phone (its own storage) at that size; `settings` are stored before the app starts. Pixel
 * density 2, as phones have (screenshots for the docs take 1: a quarter of the bytes).
 */
export async function openPhone(browser: PwBrowser, size: { width: number; height: number }, url: string, settings: Record<string, unknown> = {}, density = 2): Promise<Phone> {
  const { page, context, errors } = await newPhone(browser, size, density);
  const origin = new URL(url).origin;
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.body.dataset.scene === 'menu');
  await putSettings(page, settings);
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.scene === 'table');
  return { page, context, errors };
}

/** The table shows the session's position, nothing animates, and the human owes a decision with buttons. */
export async function decisionReady(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => (window.__boardwright?.legal().length ?? 0) > 0 && !window.__boardwright?.busy() && document.querySelectorAll('.decision fieldset button').length > 0,
    undefined,
    { timeout, polling: 100 },
  );
}

/** Moves the human at the table (the viewer) has made: bots keep playing meanwhile. */
export const moveCount = (page: Page) =>
  page.evaluate(() => {
    const h = window.__boardwright;
    const me = h?.snapshot().viewer;
    return h?.record()?.moves.filter((m) => m.player === me).length ?? 0;
  });

/** What the decision shows: its prompt and its buttons' words. */
const decisionText = (page: Page) => page.evaluate(() => `${document.querySelector('.decision .prompt')?.textContent ?? ''}|${[...document.querySelectorAll('.decision fieldset button')].map((b) => b.textContent).join('|')}`);

/**
 * One short tap on a control; it must do something at once: play the human's move or step the
 * choice (the decision says something else). Returns whether a move was played.
 */
export async function tapControl(page: Page, control: Locator): Promise<boolean> {
  const before = await moveCount(page);
  const shown = await decisionText(page);
  await control.scrollIntoViewIfNeeded();
  await control.tap();
  await expect.poll(async () => (await moveCount(page)) > before || (await decisionText(page)) !== shown, { timeout: 10_000 }).toBe(true);
  return (await moveCount(page)) > before;
}

/** Taps the canvas at the middle of a rect given in canvas pixels (a card as the board drew it). */
export async function tapCanvas(page: Page, r: { x: number; y: number; w: number; h: number }): Promise<void> {
  const canvas = await page.locator('#app canvas').boundingBox();
  if (!canvas) throw new Error('no canvas');
  await page.touchscreen.tap(canvas.x + r.x + r.w / 2, canvas.y + r.y + r.h / 2);
}

/** A board probe's answer (window.__boardwright[name](...args)). */
export function probe<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([n, a]) => {
      const fn = window.__boardwright?.[n as string] as ((...x: unknown[]) => unknown) | undefined;
      if (!fn) throw new Error(`no board probe ${n}`);
      return fn(...(a as unknown[])) as T;
    },
    [name, args] as const,
  );
}

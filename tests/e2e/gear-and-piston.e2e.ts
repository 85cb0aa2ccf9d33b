// The Gear & Piston table in Chromium, against the production build: a human builds, upgrades
// and dismantles through the table (the HTML buttons, then the glowing cells of the canvas, as a
// person taps them); the smoke game (a human decision, then the bots play on); the legend and a
// part's zoom open in one tap; axe finds nothing serious or critical; text is never under 12 CSS
// px at 360×640 and 640×360 (English and Japanese), and 1920×1080 is filled. The score breakdown
// adding up is tests/views/table-screen.test.ts; the pictures are tests/shots (`npm run shots`).
// Set positions come from saves: a game found in Node by seeded play (options, seed, moves) is
// written to the autosave slot and opened with Continue.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partSpec } from '../../src/engine/gear-and-piston/parts';
import type { Cell, GnpMove, GnpView } from '../../src/engine/gear-and-piston/types';
import { catalogs } from '../../src/i18n/catalogs';
import { continueFound, hookSnapshot, waitForData, } from './support/app';
import { type Found, WORKSHOP } from './support/gnp-positions';
import { appSuite } from './support/suite';

const app = appSuite({ size: { width: 1440, height: 900 } });
const { newPage } = app;

/** Opens a found game as the autosave Continue picks up (seat 0 human, seat 1 a bot). */
async function openFound(page: Page, found: Found, lang = 'en'): Promise<void> {
  await continueFound(page, `${app.server.url}?lang=${lang}`, 'gear-and-piston', found, catalogs[lang as 'en' | 'ja']['menu.continue']);
  await settled(page);
}

/** The table shows the session's position and the viewer owes a decision. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__boardwright?.legal().length ?? 0) > 0 && !window.__boardwright?.busy(), undefined, { timeout: 30_000 });
  await page.waitForTimeout(150);
}

type GnpHook = { gnpCell?: (p: number, side: string, col: number, row: string) => { x: number; y: number; w: number; h: number } | null };

/** Taps a car cell of seat 0 on the canvas, at the middle of where it is drawn. */
async function tapCell(page: Page, side: string, col: number, row: string): Promise<void> {
  const r = await page.evaluate(([s, c, w]) => (window.__boardwright as unknown as GnpHook).gnpCell?.(0, s as string, c as number, w as string) ?? null, [side, col, row] as const);
  const canvas = await page.locator('#app canvas').boundingBox();
  if (!r || !canvas) throw new Error(`cell ${side}:${col}:${row} is not drawn`);
  await page.mouse.click(canvas.x + r.x + r.w / 2, canvas.y + r.y + r.h / 2);
}

const view = async (page: Page) => (await hookSnapshot(page))?.view as GnpView;
const legalNow = async (page: Page) => ((await hookSnapshot(page))?.legal ?? []) as GnpMove[];
const cellsOf = (v: GnpView, side: string): Cell[] => (side === 'back' ? v.seats[0]?.car.back : v.seats[0]?.car.front) ?? [];
const decision = (page: Page) => page.locator('.decision');

describe('Gear & Piston: a human builds, upgrades and dismantles through the table', () => {
  it('each Workshop operation through its button and the glowing cell of the car', async () => {
    const found = WORKSHOP();
    const { page, errors } = await newPage();
    await openFound(page, found);
    await expect.poll(async () => (await decision(page).textContent()) ?? '').toContain('Placed first in the Workshop, this token brings 3 operations.');

    // Upgrade: the button, then the blueprint to swap in, then the car part it replaces.
    await decision(page).getByRole('button', { name: 'Upgrade', exact: true }).click();
    await page.waitForFunction(() => {
      const step = (window.__boardwright?.snapshot().view as GnpView | undefined)?.step;
      return step?.kind === 'workshop' && step.upgrading;
    });
    await settled(page);
    // The first blueprint's swaps glow once its button is pressed; tap the first of them.
    const picked = (await legalNow(page)).find((m) => m.type === 'swap') as Extract<GnpMove, { type: 'swap' }>;
    const slot = picked.col * 2 + (picked.row === 'top' ? 0 : 1);
    const old = cellsOf(await view(page), picked.side)[slot] as string;
    await decision(page).locator('button', { hasText: /^Swap .*…$/ }).first().click();
    await expect.poll(async () => (await decision(page).locator('.prompt').textContent()) ?? '').toMatch(/^Swap in .*: tap a glowing part of your car\.$/);
    await tapCell(page, picked.side, picked.col, picked.row);
    await page.waitForFunction((n) => (window.__boardwright?.snapshot().moveCount ?? 0) > n, found.moves.length + 1);
    await settled(page);
    if ((await legalNow(page)).some((m) => m.type === 'finish-upgrade')) {
      await decision(page).getByRole('button', { name: 'Finish upgrade' }).click();
      await settled(page);
    }
    const afterSwap = await view(page);
    expect(cellsOf(afterSwap, picked.side)[slot]).toBe(picked.part);
    expect([...afterSwap.newDiscard, ...afterSwap.junkDiscard]).toContain(old);

    // Build: the blueprint's button, then a glowing space of the car.
    const builds = (await legalNow(page)).filter((m) => m.type === 'build') as Extract<GnpMove, { type: 'build' }>[];
    expect(builds.length).toBeGreaterThan(0);
    const build = builds[0] as Extract<GnpMove, { type: 'build' }>;
    const buildButton = decision(page).locator('button', { hasText: /^Build .*…$/ }).first();
    await buildButton.click();
    await expect.poll(async () => (await decision(page).locator('.prompt').textContent()) ?? '').toMatch(/^Build .*: tap a glowing space on your car\.$/);
    // The Back button steps out of the half-made choice, and the choice can be made again.
    await decision(page).getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(async () => (await decision(page).locator('.prompt').textContent()) ?? '').toMatch(/^Workshop:/);
    await buildButton.click();
    const chosen = (await legalNow(page)).filter((m) => m.type === 'build' && m.part === build.part) as Extract<GnpMove, { type: 'build' }>[];
    const target = chosen[0] as Extract<GnpMove, { type: 'build' }>;
    const row = partSpec(target.part).row;
    const movesBefore = (await hookSnapshot(page))?.moveCount ?? 0;
    await tapCell(page, target.side, target.col, row);
    await page.waitForFunction((n) => (window.__boardwright?.snapshot().moveCount ?? 0) > n, movesBefore);
    await settled(page);
    expect(cellsOf(await view(page), target.side)[target.col * 2 + (row === 'top' ? 0 : 1)]).toBe(target.part);

    // Dismantle: the button, then a glowing part; it goes to the discards.
    const dismantles = (await legalNow(page)).filter((m) => m.type === 'dismantle') as Extract<GnpMove, { type: 'dismantle' }>[];
    expect(dismantles.length).toBeGreaterThan(0);
    await decision(page).getByRole('button', { name: 'Dismantle…' }).click();
    await expect.poll(async () => (await decision(page).locator('.prompt').textContent()) ?? '').toBe('Dismantle: tap a glowing part of your car.');
    const off = dismantles[0] as Extract<GnpMove, { type: 'dismantle' }>;
    const gone = cellsOf(await view(page), off.side)[off.col * 2 + (off.row === 'top' ? 0 : 1)] as string;
    const discards = async () => {
      const v = await view(page);
      return [...v.newDiscard, ...v.junkDiscard];
    };
    await tapCell(page, off.side, off.col, off.row);
    await expect.poll(discards).toContain(gone);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a human decision through the HTML buttons, then the bots play on', async () => {
    const { page, errors } = await newPage({ width: 1920, height: 1080 });
    await page.goto(`${app.server.url}?game=gear-and-piston&players=3&bots=easy,easy&seed=7&speed=fast`);
    await waitForData(page, 'status', 'playing');
    await settled(page);
    const before = (await hookSnapshot(page))?.moveCount ?? 0;
    // Planning: the location's button places the token there.
    await decision(page).getByRole('button', { name: 'Workshop', exact: true }).click();
    await page.waitForFunction((n) => (window.__boardwright?.snapshot().moveCount ?? 0) >= n + 3 && (window.__boardwright?.legal().length ?? 0) > 0, before, { timeout: 60_000 });
    const v = await view(page);
    expect(v.queues[3]).toContain(0);
    await settled(page);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('Gear & Piston: a newcomer can read it', () => {
  it('at 1920×1080 the table fills the screen; axe finds nothing serious or critical on the table, the legend and the investors; the legend is one tap away, a part opens large with every property in words', async () => {
    const { page, errors } = await newPage({ width: 1920, height: 1080 });
    await openFound(page, WORKSHOP());
    // At 1920×1080 the table fills the screen and the canvas the whole board slot.
    await page.waitForTimeout(800);
    await settled(page);
    const box = await page.evaluate(() => {
      const t = document.querySelector('.table')?.getBoundingClientRect();
      const slot = document.querySelector('.board-slot')?.getBoundingClientRect();
      const c = document.querySelector('#app canvas')?.getBoundingClientRect();
      return { t: t && [t.width, t.height], slot: slot && [slot.width, slot.height], c: c && [c.width, c.height] };
    });
    expect(box.t).toEqual([1920, 1080]);
    // The canvas covers the whole board slot (to the pixel: the slot's size is floored).
    expect(Math.abs((box.c?.[0] ?? 0) - (box.slot?.[0] ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((box.c?.[1] ?? 0) - (box.slot?.[1] ?? 0))).toBeLessThanOrEqual(1);
    expect(box.slot?.[0]).toBeGreaterThan(1300);

    // The same table at 1440×900: axe on it, on the legend and on the investors.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(500);
    await settled(page);
    const serious = async () => {
      const result = await new AxeBuilder({ page }).analyze();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Investors', exact: true }).click();
    await page.getByRole('dialog', { name: 'Investors' }).waitFor();
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Investors' }).waitFor({ state: 'detached' });

    // The legend, one tap away: every kind of part, in words.
    await page.getByRole('button', { name: 'Legend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Legend' });
    await dialog.waitFor();
    for (const kind of ['Motor', 'Fuel tank', 'Steering', 'Axle', 'Gearbox', 'Improvement', 'Scrap']) await expect.poll(() => dialog.getByText(kind, { exact: true }).count()).toBe(1);
    expect(await dialog.textContent()).toContain('Axle badge: this part has no axle under or beside it.');
    expect(await serious()).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // A tap on a part of the car (it is not a move now) opens it large.
    const v = await view(page);
    const cells = v.seats[0]?.car.front ?? [];
    const at = cells.findIndex((c) => c !== null);
    await page.getByRole('button', { name: 'End Workshop' }).waitFor();
    await tapCell(page, 'front', at >> 1, at & 1 ? 'bottom' : 'top');
    const zoom = page.locator('dialog.zoom');
    await zoom.waitFor();
    const text = (await zoom.textContent()) ?? '';
    for (const word of ['Kind', 'Colour', 'Stack', 'Row', 'Icons', 'Volatility', 'Wrenches']) expect(text).toContain(word);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    // On a phone: a part named in the log opens the same zoom; the legend reads there too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.locator('.log .card-link').last().click();
    await zoom.waitFor();
    expect((await zoom.textContent()) ?? '').toContain('Icons');
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Legend', exact: true }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  for (const lang of ['en', 'ja']) {
    it(`${lang}: no text under 12 CSS px at 360×640 and 640×360, on the canvas or in the HTML`, async () => {
      const found = WORKSHOP();
      const { page, errors } = await newPage({ width: 360, height: 640 });
      await openFound(page, found, lang);
      for (const size of [
        { width: 360, height: 640 },
        { width: 640, height: 360 },
      ]) {
        await page.setViewportSize(size);
        await page.waitForTimeout(700);
        await settled(page);
        const canvas = (await page.evaluate(() => (window.__boardwright as unknown as { canvasText?: () => { text: string; size: number }[] }).canvasText?.() ?? [])) as { text: string; size: number }[];
        expect(canvas.length, `${lang} ${size.width}×${size.height}: canvas labels drawn`).toBeGreaterThan(5);
        expect(canvas.filter((c) => c.size < 12)).toEqual([]);
        const html = await page.evaluate(() => {
          const small: string[] = [];
          for (const el of document.querySelectorAll('.table *')) {
            const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
            const box = (el as HTMLElement).getBoundingClientRect();
            if (!own || box.width === 0 || box.height === 0 || (el as HTMLElement).closest('.sr-only')) continue;
            const px = Number.parseFloat(getComputedStyle(el).fontSize);
            if (px < 12) small.push(`${px}px ${(el.textContent ?? '').slice(0, 30)}`);
          }
          return small;
        });
        expect(html, `${lang} ${size.width}×${size.height}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await page.close();
    }, 90_000);
  }
});

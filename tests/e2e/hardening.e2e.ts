// What an audit found a browser could break, each checked the way a person meets it: two tabs on
// one saved game, hostile names in the address, a reload of a game opened from the address, a
// full disk at the end of a game, and the replay's way around (issue 30).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { autosave, hookSnapshot, readStore, seatZeroDecision, waitForData } from './support/app';
import { appSuite } from './support/suite';

const app = appSuite({ closePages: true });
const { newPage } = app;

type Hook = { play(i: number): { ok: boolean }; busy(): boolean; record(): { id: string; moves: unknown[] } };
const hook = <T>(page: Page, fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.__boardwright)`) as Promise<T>;
const savesCount = async (page: Page) => ((await readStore(page, 'saves')) as unknown[]).length;

const decision = seatZeroDecision;

/** Plays seat 0's first listed move and waits until the autosave holds it. */
async function playAndSave(page: Page): Promise<number> {
  const n = await decision(page);
  expect((await hook(page, (h) => h.play(0))).ok).toBe(true);
  for (let i = 0; i < 100; i++) {
    const saved = await autosave(page);
    if (saved && saved.moves.length > n) return saved.moves.length;
    await page.waitForTimeout(100);
  }
  throw new Error('The move was not saved.');
}

const GAME = '?game=gears&players=2&bots=easy&speed=fast';

describe('two tabs, one saved game', () => {
  it('the second tab to open a game is told it is open in another tab; taking it over stops the first, which may go on with a copy', async () => {
    const { page: a, errors: errorsA } = await newPage();
    await a.goto(app.server.url);
    await waitForData(a, 'menu', 'ready');
    const before = await savesCount(a);
    await a.goto(`${app.server.url}${GAME}&seed=41`);
    await waitForData(a, 'scene', 'table');
    const moves = await playAndSave(a);
    const id = (await autosave(a))?.id;

    const { page: b, errors: errorsB } = await newPage();
    await b.goto(app.server.url);
    await waitForData(b, 'menu', 'ready');
    await b.getByRole('button', { name: 'Continue', exact: true }).click();
    const elsewhere = b.getByRole('dialog', { name: 'This game is open in another tab' });
    await elsewhere.waitFor({ timeout: 10_000 });
    // Nothing is played here meanwhile.
    expect(await hook(b, (h) => h.play(0).ok)).toBe(false);

    await elsewhere.getByRole('button', { name: 'Take over here' }).click();
    await b.getByRole('dialog', { name: 'This game is open in another tab' }).waitFor({ state: 'detached' });
    expect((await hookSnapshot(b))?.moveCount).toBeGreaterThanOrEqual(moves);
    await a.getByRole('dialog', { name: 'Another tab took this game over' }).waitFor({ timeout: 10_000 });
    expect(await hook(a, (h) => h.play(0).ok)).toBe(false);

    // Tab B plays on and saves; the game's record follows tab B only.
    const after = await playAndSave(b);
    const saved = ((await readStore(b, 'saves')) as { id: string; moves: unknown[] }[]).find((r) => r.id === id);
    expect(saved?.moves.length).toBe(after);

    // Tab A goes on with a copy: a new game of its own, the original untouched.
    await a.getByRole('button', { name: 'Continue as a copy' }).click();
    await a.getByRole('dialog', { name: 'Another tab took this game over' }).waitFor({ state: 'detached' });
    await decision(a);
    const records = (await readStore(a, 'saves')) as { id: string; moves: unknown[] }[];
    expect(records.length).toBe(before + 2);
    // The original is tab B's game alone: what B has played (B's bot may have answered since), never A's.
    await expect
      .poll(async () => {
        const stored = ((await readStore(a, 'saves')) as { id: string; moves: unknown[] }[]).find((r) => r.id === id)?.moves.length;
        return stored === (await hook(b, (h) => h.record())).moves.length && (stored ?? 0) >= after;
      })
      .toBe(true);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  }, 120_000);
});

describe('names from the address are the app’s own names only', () => {
  for (const query of ['?game=__proto__', '?game=constructor', '?game=toString', '?game=hasOwnProperty', '?kiosk=__proto__', '?kiosk&games=constructor']) {
    it(`${query}: the menu starts and says the game is unknown, again after a reload`, async () => {
      const { page, errors } = await newPage();
      await page.goto(app.server.url + query);
      for (let visit = 0; visit < 2; visit++) {
        await waitForData(page, 'menu', 'ready');
        expect(await page.getByRole('status').filter({ hasText: 'it names a game this app does not have' }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Play Gears' }).isVisible()).toBe(true);
        if (visit === 0) await page.reload();
      }
      expect(errors).toEqual([]);
    });
  }
  it('the reason is said in the language the address asks for', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?lang=ja&game=__proto__`);
    await waitForData(page, 'menu', 'ready');
    expect(await page.getByRole('status').filter({ hasText: 'このアプリにないゲームが指定されています' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('a game opened from the address', () => {
  it('a reload resumes the same game at the same move, as the one save it is; Continue opens it', async () => {
    const { page, errors } = await newPage();
    await page.goto(app.server.url);
    await waitForData(page, 'menu', 'ready');
    const before = await savesCount(page);
    await page.goto(`${app.server.url}${GAME}&seed=43`);
    await waitForData(page, 'scene', 'table');
    const moves = await playAndSave(page);
    const id = (await autosave(page))?.id;
    await page.reload();
    await waitForData(page, 'scene', 'table');
    await decision(page, moves);
    expect((await hook(page, (h) => h.record())).id).toBe(id);
    expect(await savesCount(page)).toBe(before + 1);
    expect(errors).toEqual([]);
  }, 90_000);
});

declare global {
  interface Window {
    __diskFull?: boolean;
  }
}

describe('a full disk at the end of a game', () => {
  it('the result shows the storage banner; leaving asks first; once Retry works the game is stored as over and its result counts', async () => {
    const { page, errors } = await newPage();
    await page.addInitScript(() => {
      window.__diskFull = true;
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
        if (window.__diskFull && (this.name === 'saves' || this.name === 'stats')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await page.goto(`${app.server.url}?game=gears&players=2&bots=random,random&seed=5&speed=instant`);
    await waitForData(page, 'status', 'over', 120_000);
    const over = page.getByRole('dialog', { name: 'Game over' });
    await over.waitFor();
    const banner = over.getByRole('alert').filter({ hasText: 'Storage is full' });
    await banner.waitFor({ timeout: 10_000 });
    // Menu does not leave silently: it says the game is not saved, with the export at hand.
    await over.getByRole('button', { name: 'Menu' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the game?' });
    await leave.getByText('This game could not be saved. Export it first, or it is lost when you leave.').waitFor();
    expect(await leave.getByRole('button', { name: 'Export this game' }).isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(await readStore(page, 'stats')).toEqual([]);
    // Space again: Retry stores the finished game and counts its result.
    await page.evaluate(() => {
      window.__diskFull = false;
    });
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(async () => ((await readStore(page, 'stats')) as unknown[]).length, { timeout: 10_000 }).toBe(1);
    expect((await autosave(page))?.meta.status).toBe('over');
    await over.getByRole('button', { name: 'Menu' }).click();
    await waitForData(page, 'scene', 'menu');
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('the replay of a finished game', () => {
  it('opens at the start; the arrows step even after a button was pressed; at the end every hand opens; Close gives the finished table back', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${app.server.url}?game=gears&players=2&bots=human,random&seed=8&speed=instant`);
    // The human plays its first listed move at every decision to the end.
    for (let i = 0; i < 400 && (await page.evaluate(() => document.body.dataset.status)) !== 'over'; i++) {
      const s = await hookSnapshot(page);
      if (s && s.viewer === 0 && s.toAct.includes(0) && s.legal.length > 0) await hook(page, (h) => h.play(0));
      await page.waitForTimeout(50);
    }
    await waitForData(page, 'status', 'over', 60_000);
    const total = (await hookSnapshot(page))?.moveCount ?? 0;
    await page.getByRole('dialog', { name: 'Game over' }).getByRole('button', { name: 'Replay' }).click();
    await waitForData(page, 'scene', 'replay');
    const next = page.getByRole('button', { name: 'Next move' });
    expect((await hookSnapshot(page))?.moveCount).toBe(0);
    expect(await next.isEnabled()).toBe(true);
    expect(await next.getAttribute('class')).toContain('primary');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount).toBe(1);
    // A pressed button keeps the focus: the arrows still step.
    await next.click();
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount).toBe(2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount).toBe(2);
    await page.keyboard.press('End');
    await expect.poll(async () => (await hookSnapshot(page))?.moveCount).toBe(total);
    // At the end: nothing to step to (and nothing highlighted as if there were); every hand can open.
    expect(await next.isDisabled()).toBe(true);
    expect(await next.getAttribute('class')).not.toContain('primary');
    const showAll = page.getByRole('checkbox', { name: 'Show every hand' });
    expect(await showAll.isEnabled()).toBe(true);
    expect(await page.getByText('Every hand can be shown at the last move').count()).toBe(0);
    await showAll.check();
    await page.getByRole('button', { name: 'Close the replay' }).click();
    await waitForData(page, 'scene', 'table');
    await waitForData(page, 'status', 'over');
    await page.getByRole('dialog', { name: 'Game over' }).waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});

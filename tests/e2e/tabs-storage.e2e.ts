// Tabs and storage changing under an open game or lesson (issues 30 and 45), the way a person
// meets them: the second tab to open a game is told it is open elsewhere (Web Locks) and plays
// nothing; a take-over raced with a move of the tab it takes the game from ends with exactly one
// owner (the race run again and again, the tabs swapping roles), and the tab it was taken from may
// go on with a copy; the database deleted or taken by a newer schema from another tab mid-game —
// the game saves again (Retry), nothing is lost, and a reload shows every move, even one storage
// could not take. A lesson whose writes fail runs headless: tests/views/lesson-save.test.ts
// (issue 44).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { autosave, readStore, seatZeroDecision, waitForData } from './support/app';
import { appSuite } from './support/suite';

const app = appSuite({ closePages: true });
const { newPage } = app;

type Hook = { play(i: number): { ok: boolean }; busy(): boolean; record(): { id: string; moves: unknown[] } | null };
const hook = <T>(page: Page, fn: (h: Hook) => T): Promise<T> => page.evaluate(`(${fn.toString()})(window.__boardwright)`) as Promise<T>;
const movesOf = async (page: Page) => (await hook(page, (h) => h.record()))?.moves.length ?? -1;
/**
 * How many moves storage holds for a game (-1: none). Read without ever creating the database:
 * an open that would create it is aborted, or the app's next open would find an empty version 1.
 */
const storedMoves = (page: Page, id: string): Promise<number> =>
  page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open('boardwright');
        req.onupgradeneeded = (e) => {
          if (e.oldVersion === 0) req.transaction?.abort();
        };
        req.onerror = () => resolve(-1);
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('saves')) {
            db.close();
            return resolve(-1);
          }
          const get = db.transaction('saves').objectStore('saves').get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { moves?: unknown[] } | undefined)?.moves?.length ?? -1);
          };
          get.onerror = () => {
            db.close();
            resolve(-1);
          };
        };
      }),
    id,
  );

const GATE = /This game is open in another tab|Another tab took this game over/;
const gated = async (page: Page) => (await page.getByRole('dialog', { name: GATE }).count()) > 0;

const decision = (page: Page) => seatZeroDecision(page, 0, 60_000, async () => `gated ${await gated(page)}`);

/** Plays seat 0's first listed move and waits until storage holds it. */
async function playAndSave(page: Page): Promise<number> {
  const n = await decision(page);
  expect((await hook(page, (h) => h.play(0))).ok).toBe(true);
  const id = (await hook(page, (h) => h.record()))?.id ?? '';
  await expect.poll(() => storedMoves(page, id), { timeout: 10_000 }).toBeGreaterThan(n);
  return storedMoves(page, id);
}


describe('two tabs, one saved game: a take-over raced with a move', () => {
  it('the second tab to open a game is told it is open in another tab and plays nothing; a take-over raced with a move ends with exactly one owner, again and again: the tab that took the game plays on and saves; the tab it was taken from may go on with a copy', async () => {
    const { page: a, errors: errorsA } = await newPage();
    // Gear & Piston: a game long enough for every race to find the human a decision.
    await a.goto(`${app.server.url}?game=gear-and-piston&players=2&bots=easy&speed=fast&seed=61`);
    await waitForData(a, 'scene', 'table');
    await playAndSave(a);
    const id = (await autosave(a))?.id ?? '';
    const { page: b, errors: errorsB } = await newPage();
    await b.goto(app.server.url);
    await waitForData(b, 'menu', 'ready');
    await b.getByRole('button', { name: 'Continue', exact: true }).click();
    await b.getByRole('dialog', { name: 'This game is open in another tab' }).waitFor({ timeout: 10_000 });
    // Nothing is played here meanwhile.
    expect((await hook(b, (h) => h.play(0))).ok).toBe(false);

    const RACES = 16;
    let owner = a;
    let taker = b;
    const outcomes: string[] = [];
    for (let race = 0; race < RACES; race++) {
      await owner.bringToFront();
      await decision(owner);
      const takeOver = taker.getByRole('dialog', { name: GATE }).getByRole('button', { name: 'Take over here' });
      await takeOver.waitFor();
      // The move 0–28 ms after the take-over's click, both pressed from inside the pages (a
      // pointer click waits for checks of its own): the take-over reads the record, replays it
      // and steals the lock meanwhile, and the move's write lands at a different point of that
      // each time — in the window between the read and the steal, it is a late write.
      const lag = (race % 8) * 4;
      await Promise.all([
        taker.evaluate(() => {
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('[role=dialog] button, dialog button')];
          buttons.find((el) => el.textContent === 'Take over here')?.click();
        }),
        owner.evaluate(
          (ms) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                (window.__boardwright as { play(i: number): unknown } | undefined)?.play(0);
                resolve();
              }, ms),
            ),
          lag,
        ),
      ]);
      // The tab that took the game is the one looked at now: a tab in the background draws no
      // frames, and each of its moves' animations waited many seconds for one.
      await taker.bringToFront();
      // Settled: exactly one tab plays (no gate), and it is the one that took the game; it plays
      // a move and saves it (where a late write of the other tab used to lock it out too).
      await expect.poll(async () => [await gated(owner), await gated(taker)], { timeout: 15_000 }).toEqual([true, false]);
      if (race === 0) {
        // The first tab is told, and plays nothing more.
        expect(await owner.getByRole('dialog', { name: 'Another tab took this game over' }).count()).toBe(1);
        expect((await hook(owner, (h) => h.play(0))).ok).toBe(false);
      }
      // The tab that took the game may still adopt the other tab's late move (its catch-up) just
      // after showing a decision: a play refused then is tried again at the decision that follows.
      let n = -1;
      for (let tries = 0; tries < 5 && n < 0; tries++) {
        const at = await decision(taker);
        if ((await hook(taker, (h) => h.play(0))).ok) n = at;
        else await taker.waitForTimeout(200);
      }
      expect(n).toBeGreaterThanOrEqual(0);
      await expect
        .poll(async () => (await gated(taker)) || (await storedMoves(taker, id)) > n, { timeout: 10_000 })
        .toBe(true);
      await taker.waitForTimeout(200);
      outcomes.push(`${await gated(owner)}/${await gated(taker)}`);
      if (outcomes.at(-1) !== 'true/false') break; // both locked out: nobody left to race
      [owner, taker] = [taker, owner];
    }
    console.log('take-over races (gated: the tab taken from / the tab that took it)', outcomes.join(' '));
    // Gated (the tab the game was taken from) / gated (the tab that took it), per race.
    expect(outcomes).toEqual(Array(RACES).fill('true/false'));
    // The tab the game was taken from last goes on with a copy: a new game of its own.
    await taker.bringToFront();
    const saves = async () => ((await readStore(taker, 'saves')) as { id: string }[]).map((r) => r.id);
    const kept = (await saves()).length;
    await taker.getByRole('button', { name: 'Continue as a copy' }).click();
    await taker.getByRole('dialog', { name: GATE }).waitFor({ state: 'detached' });
    await decision(taker);
    const copy = (await hook(taker, (h) => h.record()))?.id ?? '';
    expect(copy).not.toBe(id);
    await expect.poll(async () => (await saves()).length).toBe(kept + 1);
    expect(await saves()).toContain(copy);
    // Storage holds exactly the last owner's game under its id (the copy wrote only its own).
    await expect.poll(async () => (await storedMoves(owner, id)) === (await movesOf(owner)), { timeout: 10_000 }).toBe(true);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  }, 300_000);
});

declare global {
  interface Window {
    __newer?: IDBDatabase;
  }
}

describe('the database changed under an open game from another tab', () => {
  it('deleted: the next move stores the game whole; a newer schema: the banner says reload, Retry saves once it is gone; reloads show every move', async () => {
    const { page: a, errors } = await newPage();
    await a.goto(`${app.server.url}?game=gears&players=2&bots=easy&speed=fast&seed=62`);
    await waitForData(a, 'scene', 'table');
    await playAndSave(a);
    const id = (await autosave(a))?.id ?? '';
    const { page: b } = await newPage();
    await b.goto(app.server.url);
    await waitForData(b, 'menu', 'ready');
    // Tab A is the one looked at (tab B only reaches storage): a tab in the background has its
    // timers throttled to one a second, and its moves' animations took 20 s each.
    await a.bringToFront();

    // Deleted from the other tab: the game's next move stores it again, every move.
    await b.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.deleteDatabase('boardwright');
          req.onsuccess = () => resolve();
          req.onerror = () => reject(req.error);
        }),
    );
    expect(await storedMoves(b, id)).toBe(-1);
    expect(await b.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('boardwright');
    await decision(a);
    expect((await hook(a, (h) => h.play(0))).ok).toBe(true);
    await expect.poll(async () => (await storedMoves(b, id)) === (await movesOf(a)), { timeout: 10_000 }).toBe(true);
    expect(await a.getByRole('alert').filter({ hasText: 'could not be saved' }).count()).toBe(0);

    // A newer schema opened elsewhere: this tab's code cannot open it; the banner says so plainly.
    const openNewer = () =>
      b.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const req = indexedDB.open('boardwright', 99);
            req.onsuccess = () => {
              window.__newer = req.result;
              resolve();
            };
            req.onerror = () => reject(req.error);
          }),
      );
    const dropNewer = () =>
      b.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            window.__newer?.close();
            const req = indexedDB.deleteDatabase('boardwright');
            req.onsuccess = () => resolve();
            req.onerror = () => reject(req.error);
          }),
      );
    await openNewer();
    await decision(a);
    expect((await hook(a, (h) => h.play(0))).ok).toBe(true);
    const banner = a.getByRole('alert').filter({ hasText: 'Export it first, then reload this tab' });
    await banner.waitFor({ timeout: 10_000 });
    // The bot has answered (its write failed too): nothing writes now until Retry.
    await decision(a);
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Export this game' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Reload this tab' }).isVisible()).toBe(true);
    // The newer database goes (its tab deleted it): Retry saves again, every move.
    await dropNewer();
    await banner.getByRole('button', { name: 'Retry' }).click();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(async () => (await storedMoves(a, id)) === (await movesOf(a)), { timeout: 10_000 }).toBe(true);

    // A reload opens the same game with every move.
    let moves = await movesOf(a);
    await a.reload();
    await waitForData(a, 'scene', 'table');
    await expect.poll(() => movesOf(a), { timeout: 20_000 }).toBeGreaterThanOrEqual(moves);
    expect((await hook(a, (h) => h.record()))?.id).toBe(id);

    // A move storage could not take (the newer schema again) is not lost by a reload either: the
    // tab kept the game, and it opens at that move (the page now runs without storage and says so).
    await openNewer();
    await decision(a);
    expect((await hook(a, (h) => h.play(0))).ok).toBe(true);
    await banner.waitFor({ timeout: 10_000 });
    moves = await movesOf(a);
    expect(await storedMoves(b, id)).toBeLessThan(moves); // storage is behind: only the tab has the last move
    await a.reload();
    await waitForData(a, 'scene', 'table');
    await expect.poll(() => movesOf(a), { timeout: 20_000 }).toBeGreaterThanOrEqual(moves);
    expect((await hook(a, (h) => h.record()))?.id).toBe(id);
    await dropNewer();
    expect(errors).toEqual([]);
  }, 180_000);
});

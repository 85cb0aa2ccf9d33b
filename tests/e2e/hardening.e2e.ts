// What an audit found a browser could break, checked the way a person meets it: two tabs on one
// saved game (Web Locks and IndexedDB across tabs; issue 30). The rest of that audit runs without a
// browser now (issue 44): hostile names in the address and their reason's language,
// tests/views/launch-problem.test.ts; a reload of a game opened from the address,
// tests/app/url-game.test.ts; a full disk at the end of a game and the replay's way around,
// tests/views/table-screen.test.ts.
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

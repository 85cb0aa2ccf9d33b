// @vitest-environment happy-dom
// The table screen when storage fails and when a game is over, rendered headless
// (tests/support/table.ts) instead of in Chromium (issue 44): the storage-full banner with Retry
// and Export, a full disk at the end (the result's banner, leaving asks, the result counts after
// Retry), the replay's keys and buttons, Gear & Piston's score breakdown. What the session decides
// is pinned in tests/app; here, that the screen shows and binds it.
import { describe, expect, it } from 'vitest';
import { route } from '../../src/app/navigation';
import type { SaveRecord } from '../../src/app/session';
import type { GameResult, WriteResult } from '../../src/storage/types';
import type { SessionSetup } from '../../src/model/setup';
import { ReplaySession } from '../../src/app/replay';
import { type RenderedTable, appServicesForTest, click, deciding, kept, logLines, newGame, openDialogs, renderTable, seats, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';
import { expectedLog } from '../support/table-log';

const ui = useScreen();

const gears = (seed: number, humans = 1, players = 2): SessionSetup => ({ game: 'gears', options: { players, seed }, seats: seats(players, humans) });
const log = logLines;

describe('the table screen at the end and when storage fails, headless', () => {
  it('storage full: a lasting banner with Retry and Export (which warns first while the game is played); it goes when a save succeeds', async () => {
    const services = appServicesForTest();
    let full = true;
    const quota: WriteResult = { ok: false, error: { code: 'quota', message: 'full' }, notice: 'notice.storageFull' };
    const saves = { autosave: (r: SaveRecord) => (full ? Promise.resolve(quota) : services.store.saves.autosave(r)) };
    ui.session = newGame(gears(31), { saves });
    ui.table = await renderTable(ui.session, { speed: 'instant' }, services);
    let m = await ui.table.settled();
    const banner = () => [...(ui.table as RenderedTable).root.querySelectorAll<HTMLElement>('[role=alert]')].find((e) => e.textContent?.includes('Storage is full'));
    await waitFor(banner, 'the banner');
    // It lasts: still there after more moves.
    for (let k = 0; k < 2; k++) {
      const s = m.chrome?.snapshot;
      ui.session.play(s?.legal[0]);
      m = await ui.table.settled((s?.moveCount ?? 0) + 1);
    }
    await ui.session.flush();
    await tick();
    expect(banner()).toBeTruthy();
    // The game is still being played: exporting it says what the file holds first.
    click(banner() as HTMLElement, 'button', 'Export this game');
    const warning = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Export a game still being played?'), 'the export warning');
    expect(warning.textContent).toMatch(/rebuilds every hidden card/);
    expect(warning.textContent).toMatch(/Do not give it to anyone who is playing this game/);
    click(warning, 'button', 'Cancel');
    full = false;
    click(banner() as HTMLElement, 'button', 'Retry');
    await waitFor(() => !banner(), 'the banner gone');
    const record = ui.session.toSaveRecord();
    const stored = await services.store.saves.load(record.id);
    expect(stored.ok && stored.value.moves.length).toBe(record.moves.length);
  });

  it('a full disk at the end: the result shows the banner; Menu asks first and offers the export; once Retry works the result counts', async () => {
    const services = appServicesForTest();
    let full = true;
    const quota: WriteResult = { ok: false, error: { code: 'quota', message: 'full' }, notice: 'notice.storageFull' };
    const saves = { autosave: (r: SaveRecord) => (full ? Promise.resolve(quota) : services.store.saves.autosave(r)) };
    const stats = { recordResult: (r: GameResult) => (full ? Promise.resolve(quota) : services.store.stats.recordResult(r)) };
    ui.session = newGame({ game: 'gears', options: { players: 2, seed: 5 }, seats: seats(2, 0) }, { saves, stats });
    ui.table = await renderTable(ui.session, { speed: 'instant' }, services);
    const over = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Game over'), 'the result');
    const banner = () => [...over.querySelectorAll<HTMLElement>('[role=alert]')].find((e) => e.textContent?.includes('Storage is full'));
    await waitFor(banner, 'the banner on the result');
    click(over, 'button', 'Menu');
    const leave = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Leave the game?'), 'the leave dialog');
    expect(leave.textContent).toContain('This game could not be saved. Export it first, or it is lost when you leave.');
    expect([...leave.querySelectorAll('button')].some((b) => b.textContent === 'Export this game')).toBe(true);
    click(leave, 'button', 'Stay');
    expect(await services.store.stats.summary()).toEqual([]);
    full = false;
    click(banner() as HTMLElement, 'button', 'Retry');
    await waitFor(() => !banner(), 'the banner gone');
    await ui.session.flush();
    await tick();
    expect((await services.store.stats.summary()).length).toBe(1);
    const stored = await services.store.saves.load(ui.session.toSaveRecord().id);
    expect(stored.ok && stored.value.meta.status).toBe('over');
  });

  it('the replay of a finished game opens at the start; the arrows, End and its buttons step; at the end every hand opens; Close gives the finished table back', async () => {
    const services = appServicesForTest();
    ui.session = newGame(gears(8), kept(services));
    const live = await renderTable(ui.session, { speed: 'instant' }, services);
    const c = live.controller();
    // The human plays its first listed move at every decision to the end.
    await waitFor(() => {
      const m = c.model.get();
      const s = c.session.snapshot;
      if (s.outcome) return true;
      if (deciding(m) && m.chrome?.snapshot === s && !c.busy) ui.session?.play(s.legal[0]);
      return false;
    }, 'the end of the game');
    const record = ui.session.toSaveRecord();
    live.unmount();
    const replay = new ReplaySession(record);
    ui.table = await renderTable(replay, { speed: 'instant' }, services, { replay: { session: replay, record, focus: null, onRetry: null } });
    const total = record.moves.length;
    const at = () => replay.position.get().at;
    const next = () => ui.table?.root.querySelector<HTMLButtonElement>('button[aria-label="Next move"]') as HTMLButtonElement;
    await waitFor(() => ui.table?.root.querySelector('.replay-bar'), 'the replay bar');
    expect(ui.table.root.querySelector('.replay-bar .prompt')?.textContent).toBe('Start');
    expect(replay.snapshot.moveCount).toBe(0);
    expect(log(ui.table)).toEqual([]);
    expect(next().disabled).toBe(false);
    expect(next().className).toContain('primary');
    ui.table.key('ArrowRight');
    expect(at()).toBe(1);
    // A pressed button keeps the focus: the arrows still step.
    next().focus();
    next().click();
    expect(at()).toBe(2);
    next().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    expect(at()).toBe(3);
    ui.table.key('ArrowLeft');
    expect(at()).toBe(2);
    ui.table.key('End');
    expect(at()).toBe(total);
    await waitFor(() => next().disabled, 'Next disabled at the end');
    expect(next().className).not.toContain('primary');
    await waitFor(() => !ui.table?.controller().busy, 'the last move shown');
    expect(log(ui.table)).toEqual(expectedLog(record.setup, record.moves, 0));
    const showAll = [...ui.table.root.querySelectorAll('label')].find((l) => l.textContent?.includes('Show every hand'))?.querySelector('input') as HTMLInputElement;
    expect(showAll.disabled).toBe(false);
    expect(ui.table.root.textContent).not.toContain('Every hand can be shown at the last move');
    showAll.click();
    expect(replay.position.get().open).toBe(true);
    click(ui.table.root, 'button', 'Close the replay');
    const back = await waitFor(() => (route.get().name === 'table' ? route.get() : null), 'the table again');
    expect(back.name === 'table' && back.session.snapshot.outcome).toBeTruthy();
  });

  it('Gear & Piston: an all-bot game ends on the score breakdown, whose rows add up to the outcome', async () => {
    ui.session = newGame({ game: 'gear-and-piston', options: { players: 3, seed: 5 }, seats: seats(3, 0) });
    ui.table = await renderTable(ui.session);
    const table = await waitFor(() => ui.table?.root.querySelector('.over-breakdown'), 'the score breakdown');
    const outcome = ui.session.snapshot.outcome as { scores: number[]; ranking: number[][] };
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(-5)).toEqual(['Colour area', 'Volatility', 'Wrenches', 'Penalty', 'Total']);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? ''));
    expect(rows).toHaveLength(3);
    const num = (x: string) => Number(x.replace('−', '-').replace('+', ''));
    rows.forEach((cells, i) => {
      const [a, b, area, vol, wr, pen, total] = cells.map(num) as number[];
      expect((a as number) + (b as number) + (area as number) + (pen as number)).toBe(total);
      expect(-(pen as number)).toBe(Math.max(0, (vol as number) - (wr as number)));
      expect(total).toBe(outcome.scores[outcome.ranking.flat()[i] as number]);
    });
  });
});

// @vitest-environment happy-dom
// The HTML screens rendered headless over a memory store (tests/support/table.ts), instead of in
// Chromium (issue 44): Load lists saved games side by side, deletes only after a confirm, refuses
// a bad file with its reason and keeps the saves, and opens an imported file at the same position;
// Setup starts the game it shows (Innovation's first edition for two, teams only at four) and
// remembers it; Setup offers a game's lesson the first time only; Stats draws a counted game in its
// chart and table; Rules has a tab per game, switched by the arrow keys, Home and End, and Escape
// leaves a screen. Layout, axe and text sizes stay in screens.e2e.ts.
import { h } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The service worker's registration is a Vite build module (virtual:pwa-register): app/pwa.ts's
// headless stand-in.
vi.mock('../../src/app/pwa', () => import('../support/pwa-headless'));
import { route } from '../../src/app/navigation';
import type { AppServices } from '../../src/app/services';
import type { SessionSetup } from '../../src/model/setup';
import { makeGameFile } from '../../src/storage/gameFile';
import { LoadScreen } from '../../src/views/screens/LoadScreen';
import { RulesScreen } from '../../src/views/screens/RulesScreen';
import { SetupScreen } from '../../src/views/screens/SetupScreen';
import { StatsScreen } from '../../src/views/screens/StatsScreen';
import { appServicesForTest, kept, newGame, renderApp, renderScreen, savedGame, seats, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();
beforeEach(() => {
  route.set({ name: 'menu' });
});

const buttons = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => (typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? '') || name.test(b.getAttribute('aria-label') ?? '')));
const press = (root: ParentNode, name: string | RegExp) => {
  const b = buttons(root, name)[0];
  if (!b) throw new Error(`no button ${name}`);
  b.click();
};
const items = (root: ParentNode) => [...root.querySelectorAll('ul.saves > li')];
const openDialog = (title: string) => [...document.querySelectorAll('dialog')].find((d) => d.open && d.querySelector('h2')?.textContent === title);

/** A Gears game against a bot of `level`, one move played by the human, kept in the store. */
async function savedGears(services: AppServices, level: 'easy' | 'hard', seed: number) {
  const setup: SessionSetup = { game: 'gears', options: { players: 2, seed }, seats: [{ kind: 'human' }, { kind: 'bot', level }] };
  const session = newGame(setup, kept(services));
  session.start();
  await waitFor(() => session.snapshot.toAct.includes(0) && session.snapshot.legal.length > 0, 'my decision');
  session.play(session.snapshot.legal[0]);
  await session.flush();
  const record = session.toSaveRecord();
  session.dispose();
  return record;
}

/** Picks a file in Load's hidden file input. */
function pick(root: HTMLElement, name: string, text: string): void {
  const input = root.querySelector<HTMLInputElement>('[data-testid=import-file]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { value: [new File([text], name, { type: 'application/json' })], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('Load, headless', () => {
  it('two Gears games are listed side by side, each with its seats; a game is deleted only after a confirm', async () => {
    const services = appServicesForTest();
    const first = await savedGears(services, 'easy', 3);
    const second = await savedGears(services, 'hard', 4);
    expect(second.id).not.toBe(first.id);
    ui.screen = renderScreen(h(LoadScreen, {}));
    const root = ui.screen.root;
    await waitFor(() => items(root).length === 2, 'both games listed');
    const texts = items(root).map((li) => li.textContent ?? '');
    expect(texts.every((t) => t.includes('Gears') && t.includes('In progress'))).toBe(true);
    expect(texts.some((t) => t.includes('Human and Easy'))).toBe(true);
    expect(texts.some((t) => t.includes('Human and Hard'))).toBe(true);
    // Delete asks first; Cancel keeps the game.
    press(items(root)[0] as HTMLElement, /^Delete/);
    const confirm = await waitFor(() => openDialog('Delete this saved game?'), 'the confirm');
    press(confirm, 'Cancel');
    await waitFor(() => !openDialog('Delete this saved game?'), 'the confirm closed');
    expect(items(root)).toHaveLength(2);
    press(items(root)[0] as HTMLElement, /^Delete/);
    press(await waitFor(() => openDialog('Delete this saved game?'), 'the confirm again'), 'Delete');
    await waitFor(() => items(root).length === 1, 'one game left');
    expect((await services.store.saves.list()).records).toHaveLength(1);
  });

  it('a bad file is refused with its reason and the saves stay; a game file opens as a new save at the same position', async () => {
    const services = appServicesForTest();
    const record = await savedGears(services, 'easy', 3);
    ui.screen = renderScreen(h(LoadScreen, {}));
    const root = ui.screen.root;
    await waitFor(() => items(root).length === 1, 'the game listed');
    const alert = () => root.querySelector('[role=alert]')?.textContent ?? '';
    pick(root, 'notes.json', '{"shopping":["eggs"]}');
    await waitFor(() => alert().includes('This file holds no Boardwright game. Nothing was imported.'), 'not a game');
    pick(root, 'broken.json', '{"format":"boardwright-game","version":1,');
    await waitFor(() => alert().includes('This file is not a Boardwright game file. Nothing was imported.'), 'not json');
    const illegal = { format: 'boardwright-game', version: 1, saveVersion: 2, game: 'gears', seed: 1, setup: { game: 'gears', options: { players: 2, seed: 1 }, seats: seats(2) }, moves: [{ player: 0, move: { type: 'nonsense' } }] };
    pick(root, 'illegal.json', JSON.stringify(illegal));
    await waitFor(() => alert().includes('not legal under these rules'), 'an illegal move');
    expect((await services.store.saves.list()).records.map((r) => r.id)).toEqual([record.id]);
    expect(route.get().name).toBe('menu');
    // A good file: a new save, opened at the position it holds.
    pick(root, 'game.json', JSON.stringify(makeGameFile(record)));
    const opened = await waitFor(() => {
      const r = route.get();
      return r.name === 'table' ? r : null;
    }, 'the imported game open');
    const original = savedGame(record);
    expect(opened.session.snapshot.moveCount).toBe(record.moves.length);
    expect(opened.session.snapshot.view).toEqual(original.snapshot.view);
    expect(opened.session.snapshot.legal).toEqual(original.snapshot.legal);
    expect((await services.store.saves.list()).records).toHaveLength(2);
    original.dispose();
  });
});

describe('Setup, headless', () => {
  it('a first-edition Innovation game for two starts with those options (teams only at four) and is remembered', async () => {
    const services = appServicesForTest();
    // Offered once already: the lesson's offer is the next test's.
    await services.store.lessons.set('innovation', { offered: true });
    let started: SessionSetup | null = null;
    services.newSession = async (setup) => {
      started = setup;
      return newGame(setup);
    };
    ui.screen = renderScreen(h(SetupScreen, { game: 'innovation' }));
    const root = ui.screen.root;
    const radio = (label: RegExp) => {
      const input = [...root.querySelectorAll('label')].find((l) => label.test(l.textContent ?? ''))?.querySelector<HTMLInputElement>('input');
      if (!input) throw new Error(`no choice ${label}`);
      return input;
    };
    radio(/^(✓ )?2$/).click();
    await waitFor(() => radio(/Teams/).disabled, 'teams off for two');
    const seat2 = [...root.querySelectorAll<HTMLSelectElement>('.seat-row select')][1];
    if (!seat2) throw new Error('no second seat');
    seat2.value = 'normal';
    seat2.dispatchEvent(new Event('change', { bubbles: true }));
    // Each choice renders before the next is made, as a person's would.
    await new Promise((r) => setTimeout(r, 0));
    // Echoes of the Past is offered with the last edition; the first edition turns it off and says why.
    radio(/^(✓ )?Echoes of the Past$/).click();
    await waitFor(() => radio(/^(✓ )?Echoes of the Past$/).checked, 'Echoes chosen');
    await new Promise((r) => setTimeout(r, 0));
    radio(/First edition/).click();
    await waitFor(() => radio(/First edition/).checked, 'first edition');
    await waitFor(() => radio(/^(✓ )?None$/).checked, 'Echoes turned off');
    expect(root.textContent).toContain('Echoes of the Past is played with the last edition only');
    press(root, 'Start');
    await waitFor(() => route.get().name === 'table', 'the table');
    expect(started).toMatchObject({ game: 'innovation', options: { players: 2, edition: 'first', teams: false, expansions: 'none' }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'normal' }] });
    ui.screen.unmount();
    ui.screen = renderScreen(h(SetupScreen, { game: 'innovation' }));
    const again = ui.screen.root;
    await waitFor(() => [...again.querySelectorAll('label')].find((l) => /First edition/.test(l.textContent ?? ''))?.querySelector('input')?.checked, 'remembered');
  });

  it('offers a game’s lesson the first time the game is chosen, and only then; the offer opens the lesson', async () => {
    const services = appServicesForTest();
    const offer = (root: HTMLElement) => root.querySelector('.lesson-offer:not(.first-game-note)');
    ui.screen = renderScreen(h(SetupScreen, { game: 'gear-and-piston' }));
    await waitFor(() => offer(ui.screen?.root as HTMLElement), 'the offer');
    expect(offer(ui.screen.root)?.textContent).toContain('Gear & Piston');
    press(ui.screen.root, 'No thanks');
    await waitFor(() => offer(ui.screen?.root as HTMLElement) === null, 'the offer gone');
    ui.screen.unmount();
    ui.screen = renderScreen(h(SetupScreen, { game: 'gear-and-piston' }));
    for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
    expect(offer(ui.screen.root)).toBeNull();
    expect((await services.store.lessons.all())['gear-and-piston']?.offered).toBe(true);
    ui.screen.unmount();
    ui.screen = renderScreen(h(SetupScreen, { game: 'gears' }));
    const gearsOffer = await waitFor(() => offer(ui.screen?.root as HTMLElement), 'the Gears offer');
    press(gearsOffer, 'Learn by playing');
    await waitFor(() => route.get().name === 'lesson', 'the lesson');
  });
});

describe('Stats, headless', () => {
  it('an all-bot game counts: its chart (SVG) and table show it', async () => {
    const services = appServicesForTest();
    const session = newGame({ game: 'gears', options: { players: 3, seed: 5 }, seats: seats(3, 0) }, kept(services));
    session.start();
    await waitFor(() => session.snapshot.outcome, 'the end', 100_000);
    await session.flush();
    session.dispose();
    ui.screen = renderScreen(h(StatsScreen, {}));
    const root = ui.screen.root;
    const section = await waitFor(() => root.querySelector<HTMLElement>('section.stats-game'), 'the Gears section');
    const chart = await waitFor(() => section.querySelector('svg[role=img]'), 'the chart');
    const title = document.getElementById(chart.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    expect(title).toMatch(/Gears: results by strongest bot faced/);
    expect(chart.querySelectorAll('rect.bar').length).toBeGreaterThanOrEqual(1);
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['Games played', '0']));
    const watched = [...section.querySelectorAll('tr')].find((tr) => tr.querySelector('th')?.textContent?.startsWith('Watched'));
    expect(Number(watched?.querySelector('td')?.textContent ?? 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('Rules, headless', () => {
  it('a tab per game, each with its own rules, switched by the arrow keys, Home and End; Escape leaves the screen', async () => {
    appServicesForTest();
    route.set({ name: 'rules' } as never);
    ui.screen = renderScreen(h(RulesScreen, { game: undefined }));
    const root = ui.screen.root;
    const tabs = () => [...root.querySelectorAll<HTMLElement>('[role=tab]')];
    const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true');
    await waitFor(() => document.body.dataset.rules, 'the shown game');
    const seen = [document.body.dataset.rules];
    for (let i = 0; i < 2; i++) {
      selected()?.focus();
      (selected() as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
      await waitFor(() => document.body.dataset.rules !== seen.at(-1), 'the next tab');
      seen.push(document.body.dataset.rules);
    }
    expect(seen.sort()).toEqual(['gear-and-piston', 'gears', 'innovation']);
    (selected() as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true }));
    await waitFor(() => selected()?.textContent === 'Gear & Piston', 'the first tab');
    expect(root.querySelector('[role=tabpanel] h2')?.textContent).toBe('Rules of Gear & Piston');
    (selected() as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    await waitFor(() => selected()?.textContent !== 'Gear & Piston', 'the last tab');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(route.get().name).toBe('menu');
  });
});

describe('Learn to play, headless', () => {
  it('the end of a lesson shows the first real game’s set-up (two players, the level named, Hint on), then starts it, Hint at hand; its menu keeps the rules summary', async () => {
    const app = await renderApp(appServicesForTest({ speed: 'instant' }));
    ui.screen = app;
    const root = app.root;
    (await waitFor(() => buttons(root, 'Learn to play')[0], 'Learn to play')).click();
    (await waitFor(() => buttons(root, 'Start: Gears').find((b) => !b.disabled), 'the Gears lesson')).click();
    const coach = () => root.querySelector<HTMLElement>('.lesson-coach');
    const ready = (not?: string) =>
      waitFor(() => (coach()?.dataset.busy === 'false' && coach()?.dataset.step !== not ? coach()?.dataset.step : null), `the step after ${not}; route ${route.get().name}, coach ${coach()?.dataset.step}/${coach()?.dataset.busy}, buttons ${buttons(root, /./).map((b) => b.textContent).join('|')}`, 5000);
    // Skip to the last step, then play the first game.
    let step = await ready();
    for (let i = 0; i < 100 && buttons(root, /^Play your first game/).length === 0; i++) {
      press(coach() as HTMLElement, /^Skip step/);
      step = await ready(step);
    }
    press(coach() as HTMLElement, /^Play your first game/);
    // Setup first, filled in and saying what it starts: nothing starts unseen.
    const note = await waitFor(() => root.querySelector('.first-game-note'), 'the first game’s note');
    expect(note.textContent).toBe('Your first real game: two players, you against one Easy bot. Hint is on: press Hint (H) at any time to see what the strongest bot would play. Change anything below, then Start.');
    const two = [...root.querySelectorAll('label')].find((l) => /^(✓ )?2$/.test(l.textContent ?? ''))?.querySelector('input');
    expect(two?.checked).toBe(true);
    press(root, 'Start');
    await waitFor(() => route.get().name === 'table' && buttons(root, 'Hint').length === 1, 'the table, Hint at hand');
    press(root, 'Menu');
    const menu = await waitFor(() => openDialog('Menu'), 'the table menu');
    press(menu, 'Quick reference');
    await waitFor(() => [...document.querySelectorAll('dialog')].some((d) => d.open && d.querySelectorAll('li').length > 4), 'the rules summary');
  });
});

// @vitest-environment happy-dom
// The table screen's own bindings, rendered headless (tests/support/table.ts) instead of in
// Chromium (issue 44): Ctrl+Z and U undo and the Undo button says why it cannot; Escape steps out
// of a half-made choice, then opens the menu; Space shows the next step at the step-by-step pace;
// the hot seat's hand-over hides the log and the decision, and each human reads only their own
// log (in screen reader mode too); the log after a reload (a save opened again) is the log before
// it; a language switch in the table's Settings leaves nothing of the old language. The end of a
// game and storage failures: table-end.test.ts. What the session and the
// controller decide is pinned in tests/app and tests/table; here, that the screen binds it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { route } from '../../src/app/navigation';
import type { GameSession } from '../../src/app/session';
import { getLang, setLang } from '../../src/i18n';
import { screenReaderMode } from '../../src/views/table/board';
import type { SessionSetup } from '../../src/model/setup';
import { type RenderedTable, appServicesForTest, click, kept, logLines, newGame, openDialogs, promptText, renderTable, savedGame, seats, tick, waitFor } from '../support/table';
import { expectedLog } from '../support/table-log';

let open: RenderedTable | null = null;
let session: GameSession | null = null;

beforeEach(() => {
  setLang('en');
});
afterEach(() => {
  open?.unmount();
  open = null;
  session?.dispose();
  session = null;
});

const gears = (seed: number, humans = 1, players = 2): SessionSetup => ({ game: 'gears', options: { players, seed }, seats: seats(players, humans) });
const prompt = promptText;
const log = logLines;
const undoButton = (t: RenderedTable) => t.root.querySelector<HTMLButtonElement>('button.undo');

/** Places a gear: the first gear button, then its first side. */
async function placeAGear(t: RenderedTable): Promise<void> {
  click(t.root, '.decision .actions button', /gear$/);
  await tick();
  click(t.root, '.decision .actions button.primary');
}

describe('the table screen, headless', () => {
  it('Ctrl+Z and U take back my decision and what came after it; with nothing of mine to take back, Undo says why', async () => {
    session = newGame(gears(3));
    open = await renderTable(session);
    let m = await open.settled();
    const start = m.chrome?.snapshot.moveCount ?? 0;
    const logAtStart = log(open);
    const firstPrompt = prompt(open);
    expect(undoButton(open)?.getAttribute('aria-disabled')).toBe('true');
    expect(undoButton(open)?.getAttribute('title')).toMatch(/nothing|no decision|yet/i);
    await placeAGear(open);
    m = await open.settled(start + 1);
    expect(undoButton(open)?.getAttribute('aria-disabled')).toBeNull();
    open.key('z', { ctrlKey: true });
    m = await open.settled();
    expect(m.chrome?.snapshot.moveCount).toBe(start);
    expect(prompt(open)).toBe(firstPrompt);
    expect(log(open)).toEqual(logAtStart);
    // U does the same.
    await placeAGear(open);
    await open.settled(start + 1);
    open.key('u');
    m = await open.settled();
    expect(m.chrome?.snapshot.moveCount).toBe(start);
    expect(session.toSaveRecord().meta.undone).toBe(true);
  });

  it('Escape inside a two-step choice keeps the table; with nothing half chosen it opens the menu, whose Rules close with Escape; Back asks to leave', async () => {
    const services = appServicesForTest();
    session = newGame(gears(21), kept(services));
    open = await renderTable(session, { speed: 'instant' }, services);
    await open.settled();
    const first = prompt(open);
    click(open.root, '.decision .actions button', /gear$/);
    await tick();
    expect(prompt(open)).not.toBe(first);
    expect([...open.root.querySelectorAll('button')].some((b) => b.textContent === 'Back')).toBe(true);
    open.key('Escape');
    await tick();
    expect(prompt(open)).toBe(first);
    expect(openDialogs(open)).toEqual([]);
    open.key('Escape');
    // The menu may be a lazy part: on a loaded machine its code takes more than a tick or two.
    await waitFor(() => openDialogs(open as RenderedTable).length > 0, 'the menu');
    const dialogs = openDialogs(open);
    expect(dialogs.length).toBe(1);
    expect(dialogs[0]?.querySelector('h2')?.textContent).toBe('Menu');
    // Rules open over the table; Escape returns to it.
    click(dialogs[0] as HTMLElement, 'button', 'Rules');
    const rules = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Rules of Gears'), 'the rules');
    rules.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    rules.dispatchEvent(new Event('cancel'));
    await waitFor(() => openDialogs(open as RenderedTable).length === 0, 'the rules closed');
    expect(route.get().name).not.toBe('menu');
    // The browser's Back asks first, and says the game is saved; Stay keeps the table, Leave goes.
    window.dispatchEvent(new PopStateEvent('popstate'));
    const leave = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Leave the game?'), 'the leave dialog');
    expect(leave.textContent).toContain('The game is saved as it stands');
    click(leave, 'button', 'Stay');
    await waitFor(() => openDialogs(open as RenderedTable).length === 0, 'stayed');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const again = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Leave the game?'), 'the leave dialog again');
    click(again, 'button', 'Leave');
    await waitFor(() => route.get().name === 'menu', 'the menu');
  });

  it('step by step: Space shows the next bot step, one log line at a time, and the choices come after', async () => {
    session = newGame(gears(3));
    open = await renderTable(session, { speed: 'step' });
    const c = open.controller();
    // The bot's placement waits for Next: step until only my decision is left.
    await waitFor(() => {
      if (c.model.get().step) open?.key(' ');
      const s = c.session.snapshot;
      return s.toAct.length === 1 && s.toAct[0] === 0 && !c.model.get().step && !c.busy;
    }, 'my decision alone');
    const start = c.session.snapshot.moveCount;
    await open.settled(start);
    await placeAGear(open);
    // What follows my move (the gears turned up, the bot's turn) waits for Next.
    await waitFor(() => c.model.get().step, 'a step after my move');
    let steps = 0;
    while (steps < 20) {
      const waiting = await waitFor(() => (c.model.get().step ? 'step' : c.session.snapshot.moveCount > start && !c.busy && c.model.get().chrome?.snapshot === c.session.snapshot ? 'done' : null), 'a step or the decision');
      if (waiting === 'done') break;
      await tick();
      const before = log(open).length;
      // While a step waits, no decision is offered and the log holds still.
      expect(open.root.querySelectorAll('.decision fieldset.actions button').length).toBe(0);
      await tick();
      expect(log(open).length).toBe(before);
      open.key(' ');
      await waitFor(() => log(open as RenderedTable).length > before || !c.model.get().step, 'the step shown');
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    await open.settled(start + 1);
  });

  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    it(`hot seat (${game}): the hand-over hides the log and the decision; each human then reads only their own log`, async () => {
      const setup: SessionSetup = { game, options: { players: 3, seed: 4 }, seats: seats(3, 2) };
      session = newGame(setup);
      open = await renderTable(session);
      const c = open.controller();
      let handovers = 0;
      for (let step = 0; step < 400 && handovers < 4; step++) {
        const m = c.model.get();
        if (m.handover) {
          const screen = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.classList.contains('handover')), 'the hand-over screen');
          const name = `Player ${m.handover.seat + 1}`;
          expect(screen?.querySelector('h2')?.textContent).toBe(`Pass to ${name} — tap when ready`);
          expect(log(open)).toEqual([]);
          expect(open.root.querySelectorAll('.decision button').length).toBe(0);
          const seat = m.handover.seat;
          click(screen, 'button', `Show the table to ${name}`);
          await open.settled();
          const record = session.toSaveRecord();
          expect(log(open)).toEqual(expectedLog(record.setup, record.moves, seat));
          handovers++;
          continue;
        }
        const s = m.chrome?.snapshot;
        if (s && s.viewer !== null && s.toAct.includes(s.viewer) && !c.busy && m.chrome?.snapshot === c.session.snapshot && (m.chrome?.buttons.length ?? 0) > 0) {
          session.play(s.legal[s.legal.length > 1 ? 1 : 0]);
        }
        await tick();
      }
      expect(handovers).toBeGreaterThanOrEqual(3);
    });
  }

  it('the log after a reload (the save opened again) is the log before it, under the same headings', async () => {
    session = newGame(gears(12));
    open = await renderTable(session);
    let m = await open.settled();
    for (let k = 0; k < 3; k++) {
      const s = m.chrome?.snapshot;
      session.play(s?.legal[(s?.legal.length ?? 1) - 1]);
      m = await open.settled((s?.moveCount ?? 0) + 1);
    }
    const before = log(open);
    const groups = open.texts('[role=log] .log-group h3');
    expect(before.length).toBeGreaterThan(5);
    const record = session.toSaveRecord();
    open.unmount();
    session.dispose();
    session = savedGame(record);
    open = await renderTable(session);
    await open.settled(record.moves.length);
    expect(log(open)).toEqual(before);
    expect(open.texts('[role=log] .log-group h3')).toEqual(groups);
  });

  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    it(`${game}: a language switch in the table's Settings leaves no line of the old language on the table or in the log, then or after`, async () => {
      session = newGame({ game, options: { players: 3, seed: 12 }, seats: seats(3) });
      open = await renderTable(session);
      await open.settled(2);
      // Every word the table screen shows outside its dialogs (header, decision, panels, log).
      const words = () =>
        [...(open as RenderedTable).root.querySelectorAll('#screen > *, .table > *')]
          .filter((el) => el.tagName !== 'DIALOG' && !el.closest('dialog'))
          .map((el) => el.textContent ?? '')
          .join('\n');
      const LATIN = /[A-Za-z]{2,}/g;
      expect(words()).toMatch(LATIN);
      // The log and the decision are among them.
      expect(words()).toContain(log(open).at(-1));
      expect(words()).toContain(prompt(open));
      click(open.root, 'button', 'Menu');
      const menu = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Menu'), 'the menu');
      click(menu, 'button', 'Settings');
      const settings = await waitFor(() => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Settings'), 'the settings');
      const language = settings.querySelector('select') as HTMLSelectElement;
      language.value = 'ja';
      language.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => getLang() === 'ja', 'Japanese');
      await tick();
      expect(words().match(LATIN) ?? []).toEqual([]);
      expect(log(open).length).toBeGreaterThan(0);
      // Play on: the human's first choice (a second press for a two-step one), then the bots.
      const before = session.snapshot.moveCount;
      for (let i = 0; i < 4 && session.snapshot.moveCount === before; i++) {
        click(open.root, '.decision .actions button:not(.back)');
        await tick();
      }
      await open.settled(before + 1);
      expect(words().match(LATIN) ?? []).toEqual([]);
      setLang('en');
    });
  }

  it('screen reader mode, hot seat: the hand-over hides the text table, and the reading keys say nothing of it', async () => {
    screenReaderMode.set(true);
    try {
      session = newGame({ game: 'gears', options: { players: 2, seed: 2 }, seats: seats(2, 2) });
      open = await renderTable(session);
      const root = open.root;
      const newsLines = () => [...root.querySelectorAll('.nv-news-list p')].map((p) => p.textContent);
      const handover = (n: number) => openDialogs(open as RenderedTable).find((d) => d.querySelector('h2')?.textContent?.startsWith(`Pass to Player ${n}`));
      const first = await waitFor(() => handover(1), 'the hand-over to Player 1');
      expect(root.querySelector('.nv-board')).toBeNull();
      const before = newsLines().length;
      open.key('B', { altKey: true, shiftKey: true });
      await tick();
      expect(newsLines().length).toBe(before);
      click(first, 'button', 'Show the table to Player 1');
      const choices = () => [...root.querySelectorAll<HTMLButtonElement>('.decision .actions button:not(.back)')];
      await waitFor(() => root.querySelector('.nv-board') && choices().length > 0, 'the text table and its choices');
      // Player 1 places a gear (its side is the second step): the table hides for Player 2.
      choices()[0]?.click();
      await tick();
      choices()[0]?.click();
      await waitFor(() => handover(2), 'the hand-over to Player 2');
      await tick();
      expect(root.querySelector('.nv-board')).toBeNull();
      // Player 1's own words ("You place the … gear face down") are gone with the table.
      expect(newsLines()).toEqual([]);
    } finally {
      screenReaderMode.set(false);
    }
  });
});

// @vitest-environment happy-dom
// The table screen's own bindings, rendered headless (tests/support/table.ts) instead of in
// Chromium (issue 44): Ctrl+Z and U undo and the Undo button says why it cannot; Escape steps out
// of a half-made choice, then opens the menu; Space shows the next step at the step-by-step pace;
// the hot seat's hand-over hides the log and the decision, and each human reads only their own
// log (in screen reader mode too); the log after a reload (a save opened again) is the log before
// it; a language switch in the table's Settings leaves nothing of the old language. The end of a
// game and storage failures: table-end.test.ts. What the session and the
// controller decide is pinned in tests/app and tests/table; here, that the screen binds it.
import { describe, expect, it } from 'vitest';
import { route } from '../../src/app/navigation';
import { getLang, setLang } from '../../src/i18n';
import { screenReaderMode } from '../../src/views/table/board';
import type { SessionSetup } from '../../src/model/setup';
import { type RenderedTable, appServicesForTest, click, kept, logLines, newGame, openDialogs, promptText, renderTable, savedGame, seats, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';
import { expectedLog } from '../support/table-log';

const ui = useScreen();

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
    ui.session = newGame(gears(3));
    ui.table = await renderTable(ui.session);
    let m = await ui.table.settled();
    const start = m.chrome?.snapshot.moveCount ?? 0;
    const logAtStart = log(ui.table);
    const firstPrompt = prompt(ui.table);
    expect(undoButton(ui.table)?.getAttribute('aria-disabled')).toBe('true');
    expect(undoButton(ui.table)?.getAttribute('title')).toMatch(/nothing|no decision|yet/i);
    await placeAGear(ui.table);
    m = await ui.table.settled(start + 1);
    expect(undoButton(ui.table)?.getAttribute('aria-disabled')).toBeNull();
    ui.table.key('z', { ctrlKey: true });
    m = await ui.table.settled();
    expect(m.chrome?.snapshot.moveCount).toBe(start);
    expect(prompt(ui.table)).toBe(firstPrompt);
    expect(log(ui.table)).toEqual(logAtStart);
    // U does the same.
    await placeAGear(ui.table);
    await ui.table.settled(start + 1);
    ui.table.key('u');
    m = await ui.table.settled();
    expect(m.chrome?.snapshot.moveCount).toBe(start);
    expect(ui.session.toSaveRecord().meta.undone).toBe(true);
  });

  it('Escape inside a two-step choice keeps the table; with nothing half chosen it opens the menu, whose Rules close with Escape; Back asks to leave', async () => {
    const services = appServicesForTest();
    ui.session = newGame(gears(21), kept(services));
    ui.table = await renderTable(ui.session, { speed: 'instant' }, services);
    await ui.table.settled();
    const first = prompt(ui.table);
    click(ui.table.root, '.decision .actions button', /gear$/);
    await tick();
    expect(prompt(ui.table)).not.toBe(first);
    expect([...ui.table.root.querySelectorAll('button')].some((b) => b.textContent === 'Back')).toBe(true);
    ui.table.key('Escape');
    await tick();
    expect(prompt(ui.table)).toBe(first);
    expect(openDialogs(ui.table)).toEqual([]);
    ui.table.key('Escape');
    // The menu may be a lazy part: on a loaded machine its code takes more than a tick or two.
    await waitFor(() => openDialogs(ui.table as RenderedTable).length > 0, 'the menu');
    const dialogs = openDialogs(ui.table);
    expect(dialogs.length).toBe(1);
    expect(dialogs[0]?.querySelector('h2')?.textContent).toBe('Menu');
    // Rules open over the table; Escape returns to it.
    click(dialogs[0] as HTMLElement, 'button', 'Rules');
    const rules = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Rules of Gears'), 'the rules');
    rules.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    rules.dispatchEvent(new Event('cancel'));
    await waitFor(() => openDialogs(ui.table as RenderedTable).length === 0, 'the rules closed');
    expect(route.get().name).not.toBe('menu');
    // The browser's Back asks first, and says the game is saved; Stay keeps the table, Leave goes.
    window.dispatchEvent(new PopStateEvent('popstate'));
    const leave = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Leave the game?'), 'the leave dialog');
    expect(leave.textContent).toContain('The game is saved as it stands');
    click(leave, 'button', 'Stay');
    await waitFor(() => openDialogs(ui.table as RenderedTable).length === 0, 'stayed');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const again = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Leave the game?'), 'the leave dialog again');
    click(again, 'button', 'Leave');
    await waitFor(() => route.get().name === 'menu', 'the menu');
  });

  it('step by step: Space shows the next bot step, one log line at a time, and the choices come after', async () => {
    ui.session = newGame(gears(3));
    ui.table = await renderTable(ui.session, { speed: 'step' });
    const c = ui.table.controller();
    // The bot's placement waits for Next: step until only my decision is left.
    await waitFor(() => {
      if (c.model.get().step) ui.table?.key(' ');
      const s = c.session.snapshot;
      return s.toAct.length === 1 && s.toAct[0] === 0 && !c.model.get().step && !c.busy;
    }, 'my decision alone');
    const start = c.session.snapshot.moveCount;
    await ui.table.settled(start);
    await placeAGear(ui.table);
    // What follows my move (the gears turned up, the bot's turn) waits for Next.
    await waitFor(() => c.model.get().step, 'a step after my move');
    let steps = 0;
    while (steps < 20) {
      const waiting = await waitFor(() => (c.model.get().step ? 'step' : c.session.snapshot.moveCount > start && !c.busy && c.model.get().chrome?.snapshot === c.session.snapshot ? 'done' : null), 'a step or the decision');
      if (waiting === 'done') break;
      await tick();
      const before = log(ui.table).length;
      // While a step waits, no decision is offered and the log holds still.
      expect(ui.table.root.querySelectorAll('.decision fieldset.actions button').length).toBe(0);
      await tick();
      expect(log(ui.table).length).toBe(before);
      ui.table.key(' ');
      await waitFor(() => log(ui.table as RenderedTable).length > before || !c.model.get().step, 'the step shown');
      steps++;
    }
    expect(steps).toBeGreaterThan(0);
    await ui.table.settled(start + 1);
  });

  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    it(`hot seat (${game}): the hand-over hides the log and the decision; each human then reads only their own log`, async () => {
      const setup: SessionSetup = { game, options: { players: 3, seed: 4 }, seats: seats(3, 2) };
      ui.session = newGame(setup);
      ui.table = await renderTable(ui.session);
      const c = ui.table.controller();
      let handovers = 0;
      for (let step = 0; step < 400 && handovers < 4; step++) {
        const m = c.model.get();
        if (m.handover) {
          const screen = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.classList.contains('handover')), 'the hand-over screen');
          const name = `Player ${m.handover.seat + 1}`;
          expect(screen?.querySelector('h2')?.textContent).toBe(`Pass to ${name} — tap when ready`);
          expect(log(ui.table)).toEqual([]);
          expect(ui.table.root.querySelectorAll('.decision button').length).toBe(0);
          const seat = m.handover.seat;
          click(screen, 'button', `Show the table to ${name}`);
          await ui.table.settled();
          const record = ui.session.toSaveRecord();
          expect(log(ui.table)).toEqual(expectedLog(record.setup, record.moves, seat));
          handovers++;
          continue;
        }
        const s = m.chrome?.snapshot;
        if (s && s.viewer !== null && s.toAct.includes(s.viewer) && !c.busy && m.chrome?.snapshot === c.session.snapshot && (m.chrome?.buttons.length ?? 0) > 0) {
          ui.session.play(s.legal[s.legal.length > 1 ? 1 : 0]);
        }
        await tick();
      }
      expect(handovers).toBeGreaterThanOrEqual(3);
    });
  }

  it('the log after a reload (the save opened again) is the log before it, under the same headings', async () => {
    ui.session = newGame(gears(12));
    ui.table = await renderTable(ui.session);
    let m = await ui.table.settled();
    for (let k = 0; k < 3; k++) {
      const s = m.chrome?.snapshot;
      ui.session.play(s?.legal[(s?.legal.length ?? 1) - 1]);
      m = await ui.table.settled((s?.moveCount ?? 0) + 1);
    }
    const before = log(ui.table);
    const groups = ui.table.texts('[role=log] .log-group h3');
    expect(before.length).toBeGreaterThan(5);
    const record = ui.session.toSaveRecord();
    ui.table.unmount();
    ui.session.dispose();
    ui.session = savedGame(record);
    ui.table = await renderTable(ui.session);
    await ui.table.settled(record.moves.length);
    expect(log(ui.table)).toEqual(before);
    expect(ui.table.texts('[role=log] .log-group h3')).toEqual(groups);
  });

  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    it(`${game}: a language switch in the table's Settings leaves no line of the old language on the table or in the log, then or after`, async () => {
      ui.session = newGame({ game, options: { players: 3, seed: 12 }, seats: seats(3) });
      ui.table = await renderTable(ui.session);
      await ui.table.settled(2);
      // Every word the table screen shows outside its dialogs (header, decision, panels, log).
      const words = () =>
        [...(ui.table as RenderedTable).root.querySelectorAll('#screen > *, .table > *')]
          .filter((el) => el.tagName !== 'DIALOG' && !el.closest('dialog'))
          .map((el) => el.textContent ?? '')
          .join('\n');
      const LATIN = /[A-Za-z]{2,}/g;
      expect(words()).toMatch(LATIN);
      // The log and the decision are among them.
      expect(words()).toContain(log(ui.table).at(-1));
      expect(words()).toContain(prompt(ui.table));
      click(ui.table.root, 'button', 'Menu');
      const menu = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Menu'), 'the menu');
      click(menu, 'button', 'Settings');
      const settings = await waitFor(() => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent === 'Settings'), 'the settings');
      const language = settings.querySelector('select') as HTMLSelectElement;
      language.value = 'ja';
      language.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => getLang() === 'ja', 'Japanese');
      await tick();
      expect(words().match(LATIN) ?? []).toEqual([]);
      expect(log(ui.table).length).toBeGreaterThan(0);
      // Play on: the human's first choice (a second press for a two-step one), then the bots.
      const before = ui.session.snapshot.moveCount;
      for (let i = 0; i < 4 && ui.session.snapshot.moveCount === before; i++) {
        click(ui.table.root, '.decision .actions button:not(.back)');
        await tick();
      }
      await ui.table.settled(before + 1);
      expect(words().match(LATIN) ?? []).toEqual([]);
      setLang('en');
    });
  }

  it('screen reader mode, hot seat: the hand-over hides the text table, and the reading keys say nothing of it', async () => {
    screenReaderMode.set(true);
    try {
      ui.session = newGame({ game: 'gears', options: { players: 2, seed: 2 }, seats: seats(2, 2) });
      ui.table = await renderTable(ui.session);
      const root = ui.table.root;
      const newsLines = () => [...root.querySelectorAll('.nv-news-list p')].map((p) => p.textContent);
      const handover = (n: number) => openDialogs(ui.table as RenderedTable).find((d) => d.querySelector('h2')?.textContent?.startsWith(`Pass to Player ${n}`));
      const first = await waitFor(() => handover(1), 'the hand-over to Player 1');
      expect(root.querySelector('.nv-board')).toBeNull();
      const before = newsLines().length;
      ui.table.key('B', { altKey: true, shiftKey: true });
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

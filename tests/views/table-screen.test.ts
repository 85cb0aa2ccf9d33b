// @vitest-environment happy-dom
// The table screen's own bindings, rendered headless (tests/support/table.ts) instead of in
// Chromium (issue 44): Ctrl+Z and U undo and the Undo button says why it cannot; Escape steps out
// of a half-made choice, then opens the menu; Space shows the next step at the step-by-step pace;
// the hot seat's hand-over hides the log and the decision, and each human reads only their own
// log; the log after a reload (a save opened again) is the log before it. What the session and the
// controller decide is pinned in tests/app and tests/table; here, that the screen binds it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameSession } from '../../src/app/session';
import { setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { type RenderedTable, newGame, renderTable, savedGame, seats } from '../support/table';
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
const click = (root: ParentNode, selector: string, text?: string | RegExp) => {
  const el = [...root.querySelectorAll<HTMLElement>(selector)].find((e) => text === undefined || (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? '')));
  if (!el) throw new Error(`nothing to press: ${selector} ${text ?? ''}; buttons: ${[...root.querySelectorAll('button')].map((b) => b.textContent).join(' | ')}`);
  el.click();
};
const prompt = (t: RenderedTable) => t.root.querySelector('.decision .prompt')?.textContent ?? '';
const log = (t: RenderedTable) => t.texts('[role=log] .log-entry');
const undoButton = (t: RenderedTable) => t.root.querySelector<HTMLButtonElement>('button.undo');
const openDialogs = (t: RenderedTable) => [...t.root.querySelectorAll('dialog')].filter((d) => d.open);
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Waits (by turns of the event loop, not by the clock) until the test passes. */
async function waitFor<T>(test: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const v = test();
    if (v) return v;
    await tick();
  }
  throw new Error(`never: ${what}`);
}

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

  it('Escape inside a two-step choice keeps the table; with nothing half chosen it opens the menu', async () => {
    session = newGame(gears(21));
    open = await renderTable(session);
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
    await tick();
    await tick();
    const dialogs = openDialogs(open);
    expect(dialogs.length).toBe(1);
    expect(dialogs[0]?.querySelector('h2')?.textContent).toBe('Menu');
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
});

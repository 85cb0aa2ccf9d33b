// @vitest-environment happy-dom
// The coach's Hint on the rendered table, headless (tests/support/table.ts) instead of in Chromium
// (issue 44), with the real bots (the worker's API in this process): at a decision of the human's,
// Hint (the button, or H) says the hard bot's move in words and lights the button leading to it,
// the save counts it, and following the lit buttons plays the hinted move; a two-step hint lights
// each step in turn; with no decision to make Hint says why, and a replay has no Hint; the hint
// lists up to three lines, each with its reasons and its chance of winning, in each game and in
// English and Japanese, and in Russian the percent as Russian writes it. What the session asks is
// pinned in tests/app/hint.test.ts, the lines in tests/table/coach-reasons.test.ts.
import { describe, expect, it } from 'vitest';
import { ReplaySession } from '../../src/app/replay';
import type { GameSession } from '../../src/app/session';
import type { GameId } from '../../src/engine/core/types';
import type { UiLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { type RenderedTable, appServicesForTest, click, kept, newGame, openDialogs, renderTable, seats, tick, waitFor, workerBots } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

/** A search takes real time: wait for it by turns of the event loop, many of them. */
const SEARCH = 200_000;

/** A two-player game of `game`, the human against an easy bot, on a rendered table with the real bots; kept in the store. */
async function humanVsEasy(game: GameId, seed: number, lang: UiLang = 'en') {
  const { services, session } = await ui.humanVsEasyBot(game, seed, lang);
  ui.table = await renderTable(session, { speed: 'instant', lang }, services);
  return { services, session, open: ui.table };
}

/** Plays the first listed move until seat 0's decision has at least `n` choices. */
async function decisionWith(t: RenderedTable, s: GameSession, n: number): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const m = await t.settled();
    if ((m.chrome?.snapshot.legal.length ?? 0) >= n) return;
    s.play(m.chrome?.snapshot.legal[0]);
    await t.settled((m.chrome?.snapshot.moveCount ?? 0) + 1);
  }
  throw new Error(`No decision with ${n} choices came.`);
}

/** Seat 0's first move from `moveCount` on. */
const mine = (s: GameSession, moveCount: number) => s.toSaveRecord().moves.slice(moveCount).find((m) => m.player === 0);
const said = (t: RenderedTable) => t.root.querySelector<HTMLElement>('.decision .coach-hint:not(.coach-hint--asking)');
const lit = (t: RenderedTable) => [...t.root.querySelectorAll<HTMLButtonElement>('.decision .actions button.hinted')];
const hintButton = (t: RenderedTable) => t.root.querySelector<HTMLButtonElement>('button.hint-button');

describe('Hint on the table, headless with the real bots', () => {
  for (const g of [
    { game: 'gears', key: false },
    { game: 'innovation', key: true },
    { game: 'gear-and-piston', key: false },
  ] as const) {
    it(`${g.game}: Hint says the hard bot's move in words and lights the button leading to it; the save counts it; following the lit buttons plays it`, async () => {
      const { services, session: s, open: t } = await humanVsEasy(g.game, 21);
      const m = await t.settled();
      const moveCount = m.chrome?.snapshot.moveCount ?? 0;
      expect(hintButton(t)?.getAttribute('aria-disabled')).toBeNull();
      if (g.key) t.key('h');
      else hintButton(t)?.click();
      const sentence = await waitFor(() => said(t), 'the hint', SEARCH);
      expect(sentence.textContent).toMatch(/^Hint: \S.+/);
      expect(lit(t).length).toBeGreaterThanOrEqual(1);
      expect(lit(t)[0]?.getAttribute('aria-description')).toMatch(/^The hint leads here\./);
      // The sentence is in the table's words: it begins with the lit button's label.
      const label = (lit(t)[0]?.textContent ?? '').replace(/…$/, '');
      expect(sentence.textContent).toContain(`Hint: ${label}`);
      await s.flush();
      const stored = await services.store.saves.load(s.toSaveRecord().id);
      expect(stored.ok && stored.value.meta.hints).toBe(1);
      // Following the lit buttons (a first step, then the next lit one) makes the hinted move.
      const hinted = s.snapshot.legal[Number(sentence.dataset.move)];
      for (let step = 0; step < 6 && !mine(s, moveCount); step++) {
        const next = t.root.querySelector<HTMLButtonElement>('.decision .actions button.hinted:not([aria-pressed="true"])');
        next?.click();
        await tick();
        await tick();
      }
      // The human's move (at a simultaneous decision, such as Innovation's first meld, the bot's may come first).
      const played = mine(s, moveCount);
      // Gears offers one button for sides that show the same values (a red gear's 1, 4, 1, 4):
      // that button may play the twin of the hinted side, the same gear with the same outcome.
      if (g.game === 'gears' && (hinted as { type: string }).type === 'place') {
        expect(played).toMatchObject({ player: 0, move: { type: 'place', gear: (hinted as { gear: string }).gear } });
      } else expect(played).toEqual({ player: 0, move: hinted });
    }, 120_000);
  }

  for (const game of ['innovation', 'gear-and-piston'] as const) {
    it(`${game}: a two-step hint lights the first step, then the second, and following it plays the hinted move`, async () => {
      const { session: s, open: t } = await humanVsEasy(game, 23);
      let twoSteps = false;
      // Hint searches by time, so which decision it answers with a two-step move (a Workshop
      // build, a dogma's choice) depends on the machine: look far enough for one.
      for (let decision = 0; decision < 40 && !twoSteps; decision++) {
        const m = await t.settled();
        const moveCount = m.chrome?.snapshot.moveCount ?? 0;
        hintButton(t)?.click();
        const sentence = await waitFor(() => said(t), 'the hint', SEARCH);
        const words = sentence.textContent;
        const hinted = s.snapshot.legal[Number(sentence.dataset.move)];
        lit(t)[0]?.click();
        await tick();
        await tick();
        if (mine(s, moveCount)) continue; // a one-step hint: try the next decision
        twoSteps = true;
        // The second step: the hint is still said, and a button of the new step is lit.
        expect(said(t)?.textContent).toBe(words);
        const second = () => t.root.querySelector<HTMLButtonElement>('.decision .actions button.hinted:not([aria-pressed="true"])');
        expect(second()?.getAttribute('aria-description')).toMatch(/^The hint leads here\./);
        for (let step = 0; step < 4 && !mine(s, moveCount); step++) {
          second()?.click();
          await tick();
          await tick();
        }
        expect(mine(s, moveCount)).toEqual({ player: 0, move: hinted });
      }
      expect(twoSteps).toBe(true);
    }, 240_000);
  }

  it('with no decision of a human to make, Hint says why and asks nothing; a replay has no Hint', async () => {
    ui.bots = workerBots();
    const services = appServicesForTest({ speed: 'instant' }, { bots: ui.bots });
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 9 }, seats: seats(2, 0) };
    ui.session = newGame(setup, { ...kept(services), bots: ui.bots });
    ui.table = await renderTable(ui.session, { speed: 'instant' }, services);
    const t = ui.table;
    const button = await waitFor(() => hintButton(t), 'the Hint button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.click(); // aria-disabled: it stays pressable, to say why
    await tick();
    expect(t.root.querySelector('.table-status')?.textContent).toBe('A hint is for a decision of yours: wait until it is your turn.');
    expect(t.root.querySelector('.coach-hint')).toBeNull();
    // The game plays to its end; its replay's header has no Hint.
    await waitFor(() => openDialogs(t).find((d) => d.querySelector('h2')?.textContent === 'Game over'), 'the result', SEARCH);
    const record = ui.session.toSaveRecord();
    expect(record.meta.hints).toBeUndefined();
    ui.table.unmount();
    const replay = new ReplaySession(record);
    ui.table = await renderTable(replay, { speed: 'instant' }, services, { replay: { session: replay, record, focus: null, onRetry: null } });
    const r = ui.table;
    await waitFor(() => r.root.querySelector('.replay-bar'), 'the replay bar');
    expect(hintButton(r)).toBeNull();
    click(r.root, 'button', 'Close the replay');
  }, 120_000);
});

describe('Hint shows its reasons, headless with the real bots', () => {
  for (const game of ['gears', 'innovation', 'gear-and-piston'] as const) {
    for (const lang of ['en', 'ja'] as const) {
      it(`${game}, ${lang}: Hint lists up to three lines, each with its reasons, then its chance of winning in percent`, async () => {
        const { session: s, open: t } = await humanVsEasy(game, 21, lang);
        await decisionWith(t, s, 3);
        hintButton(t)?.click();
        await waitFor(() => said(t), 'the hint', SEARCH);
        const items = await waitFor(() => {
          const li = [...t.root.querySelectorAll<HTMLElement>('.coach-choices li')];
          return li.length > 0 && li;
        }, 'the lines', SEARCH);
        expect(items.length).toBeLessThanOrEqual(3);
        // Every listed line carries at least one reason, and its chance comes last.
        for (const li of items) {
          expect(Number(li.dataset.reasons)).toBeGreaterThanOrEqual(1);
          expect(li.textContent).toMatch(/ — \d{1,3}%$/);
        }
        // Lines are different results: no move is named on two lines.
        const texts = items.map((li) => li.textContent);
        expect(new Set(texts).size).toBe(texts.length);
      }, 120_000);
    }
  }

  it('Gear & Piston, in Russian, by the H key: the percent as Russian writes it', async () => {
    const { session: s, open: t } = await humanVsEasy('gear-and-piston', 21, 'ru');
    await decisionWith(t, s, 3);
    t.key('h');
    const items = await waitFor(() => {
      const li = [...t.root.querySelectorAll<HTMLElement>('.coach-choices li')];
      return li.length > 0 && li;
    }, 'the lines', SEARCH);
    for (const li of items) expect(li.textContent).toMatch(/ — \d{1,3}\u00a0%$/);
  }, 120_000);
});

// @vitest-environment happy-dom
// The coach's Review on the rendered app, headless (tests/support/table.ts) instead of in Chromium
// (issue 44), with the real bots (the worker's API in this process): after a finished game, Review
// lists up to three decisions and opens one in the replay, through the player's eyes, with both
// moves said; the first flagged decision says what followed and what the bot's move does, and
// "had you" is worked out after the list is up (en, ja); Try again opens that decision, judges
// each new choice against the bot's best, plays and saves nothing, and goes back to the Review.
// What the review judges is pinned in tests/app/review.test.ts; the retry's verdicts in
// tests/table/coach-reasons.test.ts.
import { describe, expect, it, vi } from 'vitest';

// The service worker's registration is a Vite build module (virtual:pwa-register): app/pwa.ts's
// headless stand-in.
vi.mock('../../src/app/pwa', () => import('../support/pwa-headless'));
import { route } from '../../src/app/navigation';
import type { GameId } from '../../src/engine/core/types';
import type { UiLang } from '../../src/i18n';
import { currentTable } from '../../src/views/table/current';
import { click, renderApp, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

/** Searches and reviews take real time: wait for them by turns of the event loop, many of them. */
const LONG = 300_000;

/** The table's position now (a game, a replay or a retry). */
const snapshot = () => {
  const table = currentTable.get();
  if (!table) throw new Error('no table open');
  return table.session.snapshot;
};

/**
 * A two-player game against an easy bot, on the whole app's views, played to its end by a
 * careless human (move number mod the legal count), then Review pressed in the result.
 */
async function reviewedGame(game: GameId, seed: number, lang: UiLang = 'en') {
  const { services, session: s } = await ui.humanVsEasyBot(game, seed, lang);
  ui.screen = await renderApp(services);
  route.set({ name: 'table', session: s });
  for (let i = 0; i < LONG && !s.snapshot.outcome; i++) {
    const v = s.snapshot;
    if (v.viewer === 0 && v.toAct.includes(0) && v.legal.length > 0) s.play(v.legal[v.moveCount % v.legal.length]);
    await new Promise((r) => setTimeout(r, 0));
  }
  const root = ui.screen.root;
  const over = await waitFor(() => [...root.querySelectorAll('dialog')].find((d) => d.open && d.querySelector('.over-headline')), 'the result', LONG);
  click(over, 'button', lang === 'en' ? 'Review' : 'ふりかえり');
  const entries = await waitFor(() => {
    const e = [...document.querySelectorAll<HTMLElement>('.dialog.review .review-entry')];
    return e.length > 0 && e;
  }, 'the Review list', LONG);
  return { services, root, entries };
}

const text = (el: ParentNode | undefined, selector: string) => (el?.querySelector(selector)?.textContent ?? '').trim();
/** Presses the button a person names so (its words, or its label when it shows a sign). */
const pressNamed = (name: string) => {
  const b = [...document.querySelectorAll<HTMLButtonElement>('button')].find((e) => e.getAttribute('aria-label') === name || e.textContent?.trim() === name);
  if (!b) throw new Error(`no button ${name}`);
  b.click();
};
const decisionAt = (when: string) => (/at the start$/.test(when) ? 0 : Number(/after move (\d+)$/.exec(when)?.[1]));

describe('the Review, headless with the real bots', () => {
  for (const game of ['gears', 'gear-and-piston', 'innovation'] as const) {
    it(`${game}: after a finished game, Review lists up to three decisions and opens one in the replay with both moves`, async () => {
      const { entries } = await reviewedGame(game, 31);
      expect(entries.length).toBeLessThanOrEqual(3);
      const count = text(document, '.dialog.review .review-count');
      expect(count).toMatch(/^\d+ decisions? with a choice reviewed\./);
      if (entries.length < 3) expect(count).toMatch(/Only (one decision|\d+ decisions) fell below the bot's best\./);
      const first = entries[0] as HTMLElement;
      const yours = text(first, '.review-yours');
      const bots = text(first, '.review-bots');
      expect(yours).toMatch(/^Played: \S/);
      expect(bots).toMatch(/^The bot preferred: \S/);
      expect(yours.slice('Played: '.length)).not.toBe(bots.slice('The bot preferred: '.length));
      expect(text(first, '.review-reason')).toMatch(/^By its reckoning /);
      const at = decisionAt(text(first, '.review-when'));
      expect(at).toBeGreaterThanOrEqual(0);
      // The entry's button opens the replay there, through seat 0's own eyes, both moves said.
      click(first, 'button', 'Show in the replay');
      const note = await waitFor(() => document.querySelector('.replay-bar .review-note'), 'the replay', LONG);
      expect(route.get().name).toBe('replay');
      expect(text(note, '.review-yours')).toBe(yours);
      expect(text(note, '.review-bots')).toBe(bots);
      expect(snapshot().moveCount).toBe(at);
      expect(snapshot().viewer).toBe(0);
      expect(text(document, '.replay-bar .prompt')).toMatch(at === 0 ? /^Start$/ : new RegExp(`^Move ${at} of \\d+$`));
      // Stepping away and back.
      pressNamed('Next move');
      await tick();
      pressNamed('To this decision');
      await tick();
      expect(snapshot().moveCount).toBe(at);
      // The replay of a finished game offers the Review again, the same list.
      click(document, '.replay-bar button', 'Review');
      await waitFor(() => document.querySelector('.dialog.review .review-entry'), 'the list again', LONG);
      expect(document.querySelectorAll('.dialog.review .review-entry')).toHaveLength(entries.length);
    }, 240_000);
  }

  for (const lang of ['en', 'ja'] as const) {
    it(`Gears, ${lang}: the first flagged decision says what followed in the game and what the bot's move does; "had you" is worked out after the list is up`, async () => {
      const { entries } = await reviewedGame('gears', 31, lang);
      const first = entries[0] as HTMLElement;
      expect(text(first, '.review-followed')).toMatch(lang === 'en' ? /^What followed: \S/ : /^その後：\S/);
      expect(text(first, '.review-preferred')).toMatch(lang === 'en' ? /^The bot's move: \S/ : /^ボットの手：\S/);
      // "Had you" comes after the list, one decision at a time: the first entry says so in words
      // until its comparison is filled in.
      const had = () => first.querySelector<HTMLElement>('.review-had');
      const state = had()?.dataset.had;
      if (state === 'working') expect(had()?.textContent).toMatch(lang === 'en' ? /^Had you played .+: working it out…$/ : /を選んでいたら：検討中です…$/);
      await waitFor(() => had()?.dataset.had === 'done', '"had you" done', LONG);
      expect(had()?.textContent).toMatch(lang === 'en' ? /^Had you played .+, within the same \d+ moves?: \S/ : /を選んでいたら、同じ\d+手のうちに：\S/);
      // The others follow, one at a time; none fails.
      await waitFor(() => document.querySelectorAll('.dialog.review [data-had="working"]').length === 0, 'every "had you"', LONG);
      expect(document.querySelectorAll('.dialog.review [data-had="failed"]')).toHaveLength(0);
    }, 480_000);
  }

  it('Gears: Try again opens the decision as the player saw it; each new choice is compared with the bot’s best; nothing is played or saved; back to the Review', async () => {
    const { services, entries } = await reviewedGame('gears', 31);
    const first = entries[0] as HTMLElement;
    const when = text(first, '.review-when');
    const at = decisionAt(when);
    const played = text(first, '.review-yours').replace(/^Played: /, '');
    const savesBefore = JSON.stringify(await services.store.saves.list());
    click(first, 'button', 'Try again');
    const note = await waitFor(() => document.querySelector('.retry-note'), 'the retry', LONG);
    expect(text(note, '.review-when')).toContain(when);
    // The position of that decision, through the player's own eyes, its choices as buttons.
    await waitFor(() => document.querySelector('.decision fieldset button'), 'its choices', LONG);
    expect(snapshot().moveCount).toBe(at);
    expect(snapshot().viewer).toBe(0);
    const legal = snapshot().legal;
    expect(legal.length).toBeGreaterThan(1);
    // A choice by its buttons (a gear, then its side): the verdict says how it compares.
    for (let step = 0; step < 3 && !note.querySelector('.retry-now'); step++) {
      document.querySelector<HTMLButtonElement>('.decision fieldset button:not([disabled]):not(.back)')?.click();
      await tick();
      await tick();
    }
    const verdict = await waitFor(() => note.querySelector('.retry-now'), 'the verdict', LONG);
    expect(verdict.textContent).toMatch(/^Your new choice, .+(: \d+% below the best move, .+\.|: a little below the best move, .+\.|, is the bot's best move\.|, is as good as the bot's best move, .+\.)$/);
    expect(text(note, '.retry-first')).toMatch(new RegExp(`^In the game you played ${played.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+% below the best\\.$`));
    // Every choice is judged; one of them is the bot's best. The position never moves on.
    const table = currentTable.get();
    const verdicts: string[] = [];
    for (let i = 0; i < legal.length; i++) {
      expect(table?.session.play(legal[i]).ok).toBe(true);
      await tick();
      await tick();
      verdicts.push(note.querySelector('.retry-now')?.textContent ?? '');
      expect(snapshot().moveCount).toBe(at);
    }
    expect(verdicts.some((v) => /is the bot's best move\.$/.test(v))).toBe(true);
    expect(verdicts.some((v) => v.startsWith(`Your new choice, ${played}`) && / below the best move, /.test(v))).toBe(true);
    expect(JSON.stringify(await services.store.saves.list())).toBe(savesBefore);
    // Back to the Review: the replay at that decision, the Review's list up.
    click(note, 'button', 'Back to the Review');
    await waitFor(() => document.querySelector('.dialog.review .review-entry'), 'the list again', LONG);
    expect(route.get().name).toBe('replay');
    expect(snapshot().moveCount).toBe(at);
  }, 240_000);
});

// @vitest-environment happy-dom
// The coach's "What you know" panel on the rendered table, headless (tests/support/table.ts)
// instead of in Chromium (issue 44): in Innovation it lists the card the player gave away, in the
// opponent's hand, and the card's name opens it large; it is off by default, and switched on in
// the table's own settings it shows at once. What the panel lists, game by game, is pinned in
// tests/table/coach-reasons.test.ts; here, that the screen shows and binds it.
import { describe, expect, it } from 'vitest';
import { innovation } from '../../src/engine/innovation/definition';
import type { SessionSetup } from '../../src/model/setup';
import { findInnovation, foundRecord } from '../support/positions';
import { appServicesForTest, click, newGame, openDialogs, renderTable, savedGame, seats, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

/** The cards seat 0's own view knows are in seat 1's hand now. */
const knownInRivalHand = (s: Parameters<typeof innovation.view>[0]) =>
  (innovation.view(s, 0).known ?? []).filter((k) => k.zone === 'hand' && k.player === 1).map((k) => k.card);

describe('What you know, headless', () => {
  it('Innovation: the panel (a setting) lists a card the player knows is in the opponent’s hand (handed over); its name opens the card', async () => {
    const found = findInnovation((s) => knownInRivalHand(s).length > 0);
    const given = knownInRivalHand(found.state);
    ui.session = savedGame(foundRecord('innovation', found));
    ui.table = await renderTable(ui.session, { speed: 'instant', whatYouKnow: true });
    const t = ui.table;
    await t.settled();
    const panel = await waitFor(() => t.root.querySelector<HTMLDetailsElement>('details.known'), 'the panel');
    expect(panel.querySelector('summary')?.textContent).toMatch(/^What you know\d+ things?$/);
    const lines = [...panel.querySelectorAll('.known-lines li')].map((li) => li.textContent);
    for (const id of given) {
      const name = panel.querySelector(`.known-lines [data-card="${id}"]`)?.textContent ?? '';
      expect(name).not.toBe('');
      expect(lines).toContain(`${name}: in the hand of Bot 2`);
    }
    // The card named opens in the zoom, as a player reads it.
    const first = panel.querySelector<HTMLElement>(`.known-lines [data-card="${given[0]}"]`);
    first?.click();
    const zoom = await waitFor(() => openDialogs(t).find((d) => d.classList.contains('card-zoom')), 'the card opened');
    expect(zoom.textContent).toContain(first?.textContent ?? '?');
  });

  it('off by default: no panel; on in the table’s settings, it shows at once', async () => {
    appServicesForTest({ speed: 'instant' });
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 21 }, seats: seats(2, 1) };
    ui.session = newGame(setup);
    ui.table = await renderTable(ui.session, { speed: 'instant' });
    const t = ui.table;
    await t.settled();
    expect(t.root.querySelector('details.known')).toBeNull();
    click(t.root, 'button', 'Menu');
    const menu = await waitFor(() => openDialogs(t)[0], 'the menu');
    click(menu, 'button', 'Settings');
    const box = await waitFor(
      () => [...t.root.querySelectorAll<HTMLLabelElement>('dialog[open] label')].find((l) => l.textContent?.startsWith('What you know'))?.querySelector<HTMLInputElement>('input[type=checkbox]'),
      'the setting',
    );
    expect(box.checked).toBe(false);
    box.click();
    await tick();
    click(t.root, 'dialog[open] button', 'Back to the game');
    const panel = await waitFor(() => t.root.querySelector<HTMLDetailsElement>('details.known'), 'the panel');
    expect(panel.open).toBe(true);
    expect(panel.querySelector('.known-none')?.textContent).toBe('Nothing hidden that you have seen.');
  });
});

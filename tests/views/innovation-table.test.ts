// @vitest-environment happy-dom
// The Innovation table's own choices, rendered headless (tests/support/table.ts) instead of in
// Chromium (issue 44): a dogma a bot shares shows its preview when pointed at and asks before it
// runs; a multi-card pick stops at its maximum and says why, with Confirm only for a valid pick;
// the card browser lists the 105 cards and the five specials and finds by word; a term in the
// prompt, and one in a card's text, opens its glossary entry. Positions come
// from seeded play (tests/support/positions.ts), opened as Continue opens a save.
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { CARD_FACTS } from '../../src/engine/innovation/cards/data';
import { innovation } from '../../src/engine/innovation/definition';
import type { Move } from '../../src/engine/innovation/types';
import { GlossaryHost } from '../../src/views/glossary/GlossaryDialog';
import { OVER_PICK, SHARED_DOGMA, sharedDogma } from '../support/positions';
import { foundRecord, newGame, renderScreen, renderTable, savedGame, seats, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

const buttons = (root: ParentNode, selector = 'button') => [...root.querySelectorAll<HTMLButtonElement>(selector)];
const byText = (root: ParentNode, text: string | RegExp, selector = 'button') => {
  const b = buttons(root, selector).find((x) => (typeof text === 'string' ? x.textContent === text : text.test(x.textContent ?? '')));
  if (!b) throw new Error(`no button ${text}; there are: ${buttons(root, selector).map((x) => x.textContent).join(' | ')}`);
  return b;
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the Innovation table, headless', () => {
  it('a dogma a bot shares shows its preview when pointed at, and asks before it runs', async () => {
    const found = SHARED_DOGMA();
    const dogma = innovation.legalMoves(found.state, 0).find((m) => sharedDogma(found.state, m)) as Move & { card: string };
    const name = CARD_FACTS.find((c) => c.id === dogma.card)?.name as string;
    ui.session = savedGame(foundRecord('innovation', found));
    ui.table = await renderTable(ui.session);
    await ui.table.settled();
    // The four actions in their fixed order, then the dogma menu.
    const actions = buttons(ui.table.root, '.decision fieldset button').map((b) => (b.textContent ?? '').replace(/\s*\(.*$/, '').replace(/^Draw.*/, 'Draw'));
    expect(actions.slice(0, 4)).toEqual(['Draw', 'Meld...', 'Dogma...', 'Achieve...']);
    byText(ui.table.root, /^Dogma\.\.\./).click();
    const button = await waitFor(() => buttons(ui.table?.root as HTMLElement).find((b) => new RegExp(`^Dogma ${name} \\(`).test(b.textContent ?? '')), 'the dogma button');
    button.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    const preview = await waitFor(() => ui.table?.root.querySelector('.inno-preview')?.textContent, 'the preview');
    expect(preview).toContain('Bot 2 shares and acts first.');
    expect(preview).toContain(`${name} features the`);
    button.click();
    await waitFor(() => ui.table?.root.querySelector('.prompt')?.textContent === `Bot 2 shares ${name} and acts first. Run it anyway?`, 'the question');
    const before = ui.session.snapshot.moveCount;
    byText(ui.table.root, `Run ${name}`).click();
    await waitFor(() => (ui.session?.snapshot.moveCount ?? 0) > before, 'the dogma run');
  });

  it('a multi-card pick stops at its maximum and says why; Confirm appears only when the pick is valid', async () => {
    const found = OVER_PICK();
    const f = found.state.frames[found.state.frames.length - 1];
    const q = f?.type === 'effect' && f.question?.kind === 'cards' ? f.question : null;
    const hi = Math.min(q?.max ?? 0, q?.options.length ?? 0);
    ui.session = savedGame(foundRecord('innovation', found));
    ui.table = await renderTable(ui.session);
    await ui.table.settled();
    const root = ui.table.root;
    const options = () => buttons(root, '.decision fieldset button[aria-pressed]');
    const picked = () => buttons(root, '.decision fieldset button[aria-pressed="true"]').length;
    const confirm = () => buttons(root).filter((b) => /^Confirm/.test(b.textContent ?? ''));
    expect(options().length).toBeGreaterThan(hi);
    for (let i = 0; i < hi; i++) {
      options()[i]?.click();
      await tick();
    }
    await waitFor(() => picked() === hi, 'the maximum picked');
    expect(confirm().map((b) => b.textContent)).toEqual([`Confirm (${hi})`]);
    // One more is refused: still hi picked, the reason in the detail, Confirm still there.
    options()[hi]?.click();
    await waitFor(() => root.querySelector('.prompt-detail')?.textContent?.includes(`Not more than ${hi} cards: unpick one first.`), 'the reason');
    expect(picked()).toBe(hi);
    expect(confirm()).toHaveLength(1);
    // Unpicking one removes Confirm until the pick is valid again (an exact-size question).
    options()[0]?.click();
    await tick();
    if ((q?.min ?? 1) >= hi) await waitFor(() => confirm().length === 0, 'Confirm gone');
  });

  it('the card browser lists the 105 cards and the five specials, and finds by word', async () => {
    ui.session = newGame({ game: 'innovation', options: { players: 2, seed: 4 }, seats: seats(2) });
    ui.table = await renderTable(ui.session);
    await ui.table.settled();
    const root = ui.table.root;
    byText(root, 'Menu').click();
    const list = await waitFor(() => buttons(document).find((b) => b.textContent === 'Card list'), 'Card list');
    list.click();
    await waitFor(() => document.querySelectorAll('.inno-browser-card').length === 105, 'the 105 cards');
    expect(document.querySelectorAll('.inno-browser-special')).toHaveLength(5);
    expect(document.querySelector('.inno-browser-search output')?.getAttribute('data-count')).toBe('105');
    const search = document.getElementById('inno-search') as HTMLInputElement;
    search.value = 'castle';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => document.querySelectorAll('.inno-browser-card').length < 105, 'the search');
    const found = document.querySelectorAll('.inno-browser-card').length;
    expect(found).toBeGreaterThan(3);
    search.value = '';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const oars = await waitFor(() => document.querySelector<HTMLButtonElement>('.inno-browser-card[data-card="oars"] button'), 'Oars');
    oars.click();
    await waitFor(() => document.querySelector('.card-zoom h2')?.textContent === 'Oars', 'the zoom');
    // Oars plays differently in the two editions: both texts are in the zoom.
    expect(document.querySelector('.card-zoom')?.textContent).toContain('First edition');
  });

  it('a term in the prompt opens its glossary entry, and so does a term in a card’s text', async () => {
    ui.session = newGame({ game: 'innovation', options: { players: 2, seed: 4 }, seats: seats(2) });
    ui.table = await renderTable(ui.session);
    await ui.table.settled();
    const root = ui.table.root;
    // The glossary's dialog is the shell's (over any screen): mounted beside the table, as there.
    const host = renderScreen(h(GlossaryHost, {}));
    const glossary = () => [...document.querySelectorAll('dialog.glossary-dialog')].find((d) => (d as HTMLDialogElement).open);
    const term = root.querySelector<HTMLElement>('.decision .term-link');
    const word = term?.textContent ?? '';
    expect(word.length).toBeGreaterThan(1);
    term?.click();
    const dialog = await waitFor(glossary, 'the glossary entry');
    expect(dialog.querySelector('h2')?.textContent?.toLowerCase()).toBe(word.toLowerCase());
    expect((dialog.querySelector('.glossary-meaning')?.textContent ?? '').length).toBeGreaterThan(20);
    dialog.dispatchEvent(new Event('cancel'));
    await waitFor(() => !glossary(), 'the entry closed');
    // A card's text: open a card of the hand large, then a term in it.
    if (!root.querySelector('.inno-hand-read')) root.querySelector<HTMLElement>('.inno-hand-toggle')?.click();
    const read = await waitFor(() => root.querySelector<HTMLElement>('.inno-hand-read'), 'a hand card to read');
    read.click();
    const zoom = await waitFor(() => [...document.querySelectorAll<HTMLDialogElement>('dialog.zoom')].find((d) => d.open), 'the card large');
    zoom.querySelector<HTMLElement>('.term-link')?.click();
    await waitFor(glossary, 'the glossary entry from the card');
    host.unmount();
  });
});

// @vitest-environment happy-dom
// A log line that names a rule explains it, on the rendered table, headless (tests/support/table.ts)
// instead of in Chromium (issue 44): a Gears game between two bots, in Japanese and in Russian,
// until a blue gear's take-back or a multicolour gear's value swap comes up in the log; its words
// are a button, named for what it opens, that opens the rule's glossary entry. Which words of a
// line link which entry is pinned in tests/table/teaching-log.test.ts; the pictures are
// tests/shots/teaching.shots.ts's.
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { type UiLang, loadLang, setLang, t } from '../../src/i18n';
import { glossaryEntry, saidForms, termName } from '../../src/table/glossary/entries';
import { GlossaryHost } from '../../src/views/glossary/GlossaryDialog';
import { appServicesForTest, newGame, openDialogs, renderScreen, renderTable, seats, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

/** The rules the log links: the blue gear's take-back, the multicolour gear's swap. */
const RULES = ['takeBack', 'swap'] as const;

describe('a log line that names a rule opens its glossary entry, headless', () => {
  for (const lang of ['ja', 'ru'] as UiLang[]) {
    it(`${lang}: a take-back or a value swap in the log is a button; it opens the rule's entry`, async () => {
      await loadLang(lang);
      appServicesForTest({ speed: 'instant', lang });
      setLang(lang);
      // The words each rule's link may show in this language, and the name its entry opens with.
      const words = RULES.map((id) => {
        const entry = glossaryEntry('gears', id);
        if (!entry) throw new Error(`no glossary entry ${id}`);
        return { id, forms: saidForms(entry, lang), name: termName(entry) };
      });
      // Bot games, seed after seed, until a line links one of the two rules.
      let link: HTMLElement | null = null;
      for (let seed = 1; seed <= 40 && !link; seed++) {
        ui.table?.unmount();
        ui.session?.dispose();
        ui.session = newGame({ game: 'gears', options: { players: 2, seed }, seats: seats(2, 0) });
        ui.table = await renderTable(ui.session, { speed: 'instant', lang });
        const t0 = ui.table;
        await waitFor(() => openDialogs(t0).some((d) => d.querySelector('.over-headline')), 'the game over', 20_000);
        link = [...t0.root.querySelectorAll<HTMLElement>('[role=log] .log-entry .term-link')].find((el) => RULES.some((r) => r === el.dataset.term)) ?? null;
      }
      if (!link) throw new Error('No take-back or value swap came up in the log.');
      const rule = words.find((w) => w.id === link?.dataset.term);
      // The link is the line's own words for the rule (a sentence may capitalise them), and its name says what it opens.
      const shown = link.textContent ?? '';
      expect(rule?.forms.map((f) => f.toLocaleLowerCase(lang))).toContain(shown.toLocaleLowerCase(lang));
      expect(link.getAttribute('aria-label')).toBe(t('gloss.open', { term: shown }));
      expect(link.tagName).toBe('BUTTON');
      // Pressed, it opens the rule's entry (the glossary's dialog is the shell's, mounted beside the table).
      const host = renderScreen(h(GlossaryHost, {}));
      link.click();
      const dialog = await waitFor(() => [...document.querySelectorAll<HTMLDialogElement>('dialog.glossary-dialog')].find((d) => d.open), 'the entry');
      expect(dialog.textContent).toContain(rule?.name);
      expect((dialog.querySelector('.glossary-meaning')?.textContent ?? '').length).toBeGreaterThan(20);
      host.unmount();
    }, 120_000);
  }
});

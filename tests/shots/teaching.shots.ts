// A log line that names a rule explains it, on a phone: a Gears game between two bots, step by
// step, until a blue gear's take-back or a multicolour gear's value swap comes up in the log; its
// words are a button that opens the rule's glossary entry. Screenshots at 360×640 in Japanese and
// Russian: the line (docs/screenshots/teaching-log-<lang>-360x640.png) and the entry it opens
// (teaching-log-entry-<lang>-360x640.png). `npm run shots`; the check runs headless in `npm test`:
// tests/views/teaching-log-link.test.ts (issue 44).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type UiLang, loadLang, setLang, t } from '../../src/i18n';
import { glossaryEntry, saidForms, termName } from '../../src/table/glossary/entries';
import { waitForData } from '../e2e/support/app';
import { ROOT } from '../e2e/support/server';
import { appSuite } from '../e2e/support/suite';

const SHOTS = join(ROOT, 'docs', 'screenshots');
const PHONE = { width: 360, height: 640 };
const app = appSuite({ closePages: true });
const { newPage } = app;

/** The rules the screenshot shows one of: the blue gear's take-back, the multicolour gear's swap. */
const RULES = ['takeBack', 'swap'] as const;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await loadLang('ja');
  await loadLang('ru');
});

describe('a log line that names a rule opens its glossary entry (360×640)', () => {
  for (const lang of ['ja', 'ru'] as UiLang[]) {
    it(`${lang}: a take-back or a value swap in the log is a button; it opens the rule's entry`, async () => {
      const { page, errors } = await newPage(PHONE);
      // Bots draw their seeds from a per-session secret, so the same address plays a different
      // game each time: a game that ends without either rule gives way to a new one.
      let seed = 5;
      const open = async () => {
        await page.goto(`${app.server.url}?game=gears&players=2&bots=random,random&seed=${seed}&speed=step&lang=${lang}`);
        await waitForData(page, 'game', 'gears');
      };
      await open();
      // The words each rule's link shows in this language, and the name its entry opens with.
      const words = RULES.map((id) => {
        const entry = glossaryEntry('gears', id);
        if (!entry) throw new Error(`no glossary entry ${id}`);
        return { id, forms: saidForms(entry, lang), name: withLang(lang, () => termName(entry)) };
      });
      const links = page.locator('[role=log] .log-entry .term-link');
      const next = page.locator('.step-next button');
      let found: { id: string; name: string; forms: string[]; index: number } | null = null;
      const deadline = Date.now() + 150_000;
      while (!found && Date.now() < deadline) {
        // The link says which entry it opens (data-term), whatever case or form the line uses.
        const ids = await links.evaluateAll((els) => els.map((el) => el.getAttribute('data-term') ?? ''));
        for (let k = 0; k < ids.length && !found; k++) {
          const rule = words.find((w) => w.id === ids[k]);
          if (rule) found = { id: rule.id, name: rule.name, forms: rule.forms, index: k };
        }
        if (found) break;
        if (await next.count()) await next.click().catch(() => undefined);
        else if ((await page.evaluate(() => document.body.dataset.status)) === 'over') {
          seed += 1;
          await open();
        } else await page.waitForTimeout(100);
      }
      if (!found) throw new Error('No take-back or value swap came up in the log.');
      const link = links.nth(found.index);
      // A phone's log shows its newest lines under the decision: the column scrolls to the line.
      await link.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS, `teaching-log-${lang}-360x640.png`) });
      // Its name says what it opens; pressed, it opens the rule's entry.
      const shown = (await link.textContent()) ?? '';
      // The link is the line's own words for the rule (a sentence may capitalise them).
      expect(found.forms.map((f) => f.toLocaleLowerCase(lang))).toContain(shown.toLocaleLowerCase(lang));
      expect(await link.getAttribute('aria-label')).toBe(withLang(lang, () => t('gloss.open', { term: shown })));
      await link.click();
      const dialog = page.locator('dialog.glossary-dialog[open]');
      await expect.poll(() => dialog.count()).toBe(1);
      expect(await dialog.textContent()).toContain(found.name);
      expect(((await dialog.locator('.glossary-meaning').textContent()) ?? '').length).toBeGreaterThan(20);
      await page.screenshot({ path: join(SHOTS, `teaching-log-entry-${lang}-360x640.png`) });
      expect(errors).toEqual([]);
    });
  }
});

/** Words of the catalogue in a language (the node side's current language is English otherwise). */
function withLang<T>(lang: UiLang, fn: () => T): T {
  setLang(lang);
  try {
    return fn();
  } finally {
    setLang('en');
  }
}

// Echoes ages 6-10: every card has its name and texts, and every question its sentence and named
// options, in all four languages (the base cards' check reads only cards/age*.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { echoesCards6to10 } from '../../../../src/engine/innovation/echoes/cards/ages6-10';
import { hasEcho } from '../../../../src/engine/innovation/facts';
import { catalogs } from '../../../../src/i18n/catalogs';
import { LANGS } from '../../../../src/i18n';
import { echoes6to10JaReadings } from '../../../../src/i18n/innovation/echoes/ages6-10/ja-readings';

const source = readFileSync(new URL('../../../../src/engine/innovation/echoes/cards/ages6-10.ts', import.meta.url), 'utf8');
const text = (lang: (typeof LANGS)[number], key: string) => (catalogs[lang] as Record<string, string>)[key];

describe('Echoes ages 6-10 words', () => {
  it('fifty cards, each with a name, a dogma text and (exactly when printed) an echo text, in every language', () => {
    expect(echoesCards6to10).toHaveLength(50);
    for (const { id, echo } of echoesCards6to10) {
      expect(echo !== undefined, `${id}: echo entry vs printed echo`).toBe(hasEcho(id));
      for (const lang of LANGS) {
        expect(text(lang, `inno.name.${id}`), `${lang} name ${id}`).toBeTruthy();
        expect(text(lang, `inno.card.${id}`), `${lang} card ${id}`).toBeTruthy();
        expect(Boolean(text(lang, `inno.echo.${id}`)), `${lang} echo ${id}`).toBe(hasEcho(id));
      }
      expect(echoes6to10JaReadings[id], id).toMatch(/^[\u3041-\u3096ー]+$/);
    }
  });

  it('every question has its sentence and every named option its label, in every language', () => {
    const prompts = new Set<string>();
    for (const m of source.matchAll(/prompt: '([a-z0-9.-]+)'|may\('([a-z0-9.-]+)'|anyValue\(\s*'([a-z0-9.-]+)'/g)) prompts.add((m[1] ?? m[2] ?? m[3]) as string);
    expect(prompts.size).toBeGreaterThan(60);
    const options = ['from-hands', 'from-scores', 'one-card', 'two-cards', ...['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'].map((i) => `icon-${i}`)];
    for (const lang of LANGS) {
      for (const k of prompts) expect(text(lang, `inno.q.${k}`), `${lang} inno.q.${k}`).toBeTruthy();
      for (const o of options) expect(text(lang, `inno.choice.${o}`), `${lang} inno.choice.${o}`).toBeTruthy();
    }
  });
});

// An address the app cannot read is said on the menu in the player's language: each reason
// parseUrlSetup gives has a sentence of its own in every language, with no word of the address.
import { describe, expect, it } from 'vitest';
import { parseUrlSetup } from '../../src/app/url-setup';
import { loadLang, setLang, t } from '../../src/i18n';
import { launchProblem } from '../../src/views/screens/launchProblem';

const BAD = [
  '?game=chess',
  '?nv=maybe',
  '?game=gears&players=9',
  '?game=gears&bots=genius',
  '?game=gears&seed=abc',
  '?speed=warp',
  '?kiosk&sound=loud',
  '?kiosk&idle=forever',
  '?game=innovation&edition=third',
];

describe('the menu says why an address was not opened', () => {
  it.each(['en', 'it', 'ja', 'ru'] as const)('in %s, one sentence per reason, never the generic one for a known reason', async (lang) => {
    await loadLang(lang);
    setLang(lang);
    const said = new Set<string>();
    for (const search of BAD) {
      const r = parseUrlSetup(search);
      expect(r.ok, search).toBe(false);
      if (r.ok) continue;
      const sentence = launchProblem(r.error.code);
      expect(sentence, `${search} (${r.error.code})`).not.toBe(t('url.error.other'));
      expect(sentence).not.toMatch(/chess|maybe|genius|abc|warp|loud|forever|third/);
      said.add(sentence);
    }
    // Nine addresses, eight reasons (two are a bad variant or game): at least that many sentences.
    expect(said.size).toBeGreaterThanOrEqual(7);
    expect(launchProblem('something-new')).toBe(t('url.error.other'));
  });
});

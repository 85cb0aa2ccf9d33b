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

// Moved from hardening.e2e.ts (issue 44): names an object already has (its prototype's) are not
// the app's games; the address is refused as naming an unknown game, said in the address's language.
describe('names from the address are the app’s own names only', () => {
  const HOSTILE = ['?game=__proto__', '?game=constructor', '?game=toString', '?game=hasOwnProperty', '?kiosk=__proto__', '?kiosk&games=constructor'];
  it.each(HOSTILE)('%s: refused as a game this app does not have', async (search) => {
    await loadLang('en');
    setLang('en');
    const r = parseUrlSetup(search);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(launchProblem(r.error.code)).toContain('it names a game this app does not have');
  });
  it('the reason is said in the language the address asks for', async () => {
    const r = parseUrlSetup('?lang=ja&game=__proto__');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    await loadLang('ja');
    setLang('ja');
    expect(launchProblem(r.error.code)).toContain('このアプリにないゲームが指定されています');
    setLang('en');
  });
});

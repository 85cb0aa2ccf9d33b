// The app loads one language at a time (src/i18n/index.ts): English is always there, another
// catalogue comes in through loadLang before it can be made current. The setup file has loaded
// every catalogue into the module the other tests share; these tests take a fresh copy.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ja } from '../../src/i18n/ja';

type I18n = typeof import('../../src/i18n');
let i18n: I18n;

beforeEach(async () => {
  vi.resetModules();
  i18n = await import('../../src/i18n');
});

describe('loading a language', () => {
  it('at start only English is loaded; another language cannot be made current before it loads', () => {
    expect(i18n.LANGS.filter(i18n.isLoaded)).toEqual(['en']);
    expect(() => i18n.setLang('ja')).toThrow(/'ja' catalogue is not loaded/);
    expect(i18n.getLang()).toBe('en');
    // Asked for explicitly, a language not loaded reads as English.
    expect(i18n.t('menu.load', undefined, 'ja')).toBe('Load game');
  });

  it('after loadLang the language is current and t reads its catalogue, plurals included', async () => {
    await i18n.loadLang('ja');
    i18n.setLang('ja');
    expect(i18n.t('menu.load')).toBe(ja['menu.load']);
    expect(i18n.t('menu.load')).not.toBe('Load game');
    await i18n.loadLang('ru');
    i18n.setLang('ru');
    expect(i18n.t('gears.table.round', { n: 3, total: 10 })).toBe('Раунд 3/10');
    expect(i18n.LANGS.filter(i18n.isLoaded)).toEqual(['en', 'ja', 'ru']);
  });

  it('requests for the same language while it loads share one load', async () => {
    const a = i18n.loadLang('it');
    const b = i18n.loadLang('it');
    expect(a).toBe(b);
    await a;
    expect(i18n.isLoaded('it')).toBe(true);
    expect(i18n.isLoaded('ja')).toBe(false);
  });
});

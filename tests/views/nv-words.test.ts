// Screen reader mode reads words, not symbols: the choices' names (a Gears side's ▲4 is "turned up
// 4"), Gear & Piston's prompt without "tap a glowing space", the colour-blind aid's symbols never
// in a name (drawn with empty alternative text), and the new choices of a half-made choice said
// when they open (Innovation's Dogma… menu, a gear's sides).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/types';
import { gears } from '../../src/engine/gears/definition';
import { buildScenario } from '../../src/engine/innovation/scenario';
import { LANGS, setLang, t } from '../../src/i18n';
import { TableController } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import { card, plainText, tRich } from '../../src/table/rich';
import { NewsReader } from '../../src/views/nv/news';
import { SYMBOLS, spokenChrome, spokenLabel, spokenRich } from '../../src/views/nv/spoken';
import { PositionSession } from '../table/position-session';

const ROOT = join(__dirname, '../..');
const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'random' as const }];

function controllerAt(game: GameId, state: unknown): TableController {
  const session = new PositionSession({ game, options: { players: 2, seed: 1 }, seats }, state);
  const c = new TableController(session, kitFor(game), { settings: () => ({ speed: 'instant', reduceMotion: false, sound: false, confirmShare: false }) });
  c.start();
  return c;
}

afterEach(() => setLang('en'));

describe('screen reader mode says symbols as words', () => {
  it('a Gears side and a turn are named in words, in every language', () => {
    setLang('en');
    expect(spokenLabel(t('gears.move.placeSide', { value: 1, up: 4, down: 4 }))).toBe('Show 1, turned up 4, turned down 4');
    expect(spokenLabel(t('gears.move.turn.up'))).toBe('Turn up');
    for (const lang of LANGS) {
      setLang(lang);
      for (const label of [t('gears.move.placeSide', { value: 2, up: 3, down: 1 }), t('gears.move.turn.up'), t('gears.move.turn.down')]) {
        const said = spokenLabel(label);
        expect(said, `${lang}: ${label}`).not.toMatch(SYMBOLS);
        expect(said.length, `${lang}: ${label}`).toBeGreaterThan(2);
      }
      expect(spokenLabel(t('gears.move.placeSide', { value: 2, up: 3, down: 1 }))).toContain(t('nv.say.down', { n: 1 }));
    }
  });

  it('every Gears side of a seeded game is named without a symbol in screen reader mode', () => {
    const c = controllerAt('gears', gears.setup(gears.normalizeOptions({ players: 2, seed: 11, characters: true })));
    const chrome = c.model.get().chrome;
    if (!chrome) throw new Error('no decision');
    const kit = kitFor('gears');
    let marked = 0;
    // The place step: each gear's sides, named with marks on the table and in words here.
    for (const gear of ['red', 'blue', 'yellow', 'purple', 'multicolour', 'grey']) {
      const table = kit.table({ snapshot: chrome.snapshot, legal: chrome.snapshot.legal, choice: { gear }, settings: { confirmShare: false } });
      marked += table.buttons.filter((s) => SYMBOLS.test(s.label)).length;
      const spoken = spokenChrome({ ...chrome, buttons: table.buttons, detail: table.detail });
      for (const s of spoken.buttons) expect(s.label).not.toMatch(SYMBOLS);
      expect(plainText(spoken.detail ?? [])).not.toMatch(SYMBOLS);
    }
    expect(marked).toBeGreaterThan(0);
  });

  it('Gear & Piston asks to choose a space from the choices, not to tap a glowing one, and keeps the part a button', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const part = card('N01', 'Red motor');
      const spoken = spokenRich(tRich('gnp.prompt.pickCell', { part }));
      expect(spoken).toEqual(tRich('nv.gnp.pickCell', { part }));
      expect(spoken).toContainEqual(part);
      expect(plainText(spokenRich(tRich('gnp.prompt.pickDismantle')))).toBe(t('nv.gnp.pickDismantle'));
      expect(plainText(spokenRich(tRich('gnp.prompt.pickSwap', { part })))).toBe(t('nv.gnp.pickSwap', { part: 'Red motor' }));
    }
    setLang('en');
    expect(plainText(spokenRich(tRich('gnp.prompt.pickCell', { part: card('N01', 'Red motor') })))).not.toMatch(/tap|glowing/i);
  });

  it("the colour-blind aid's symbols are drawn with empty alternative text, so a name never starts with one", () => {
    for (const file of ['src/views/styles/base.css', 'src/views/innovation/innovation.css']) {
      const css = readFileSync(join(ROOT, file), 'utf8');
      const drawn = [...css.matchAll(/^(html\.colour-aid [^{]+) \{ content: '(.)'; \}$/gmu)].filter((m) => SYMBOLS.test(m[2] ?? ''));
      expect(drawn.length, file).toBeGreaterThan(4);
      const supported = css.slice(css.indexOf("@supports (content: 'x' / '')"));
      for (const [, selector, glyph] of drawn) expect(supported, file).toContain(`${selector} { content: '${glyph}' / ''; }`);
    }
  });
});

describe('screen reader mode announces what a choice opens', () => {
  it("Innovation's Dogma… menu: its choices are said when it opens", () => {
    const c = controllerAt(
      'innovation',
      buildScenario({
        players: [
          { board: { blue: ['writing'], red: ['archery'] }, hand: ['pottery'] },
          { board: { green: ['the-wheel'] }, hand: ['sailing'] },
        ],
      }),
    );
    const news = new NewsReader();
    news.read(c.model.get());
    const menu = c.model.get().chrome?.buttons.find((b) => b.label.startsWith('Dogma'));
    expect(menu).toBeDefined();
    c.dispatch(menu!.intent);
    const said = news.read(c.model.get());
    const opened = c.model.get().chrome?.buttons.map((b) => b.label) ?? [];
    expect(opened.some((l) => l.includes('Writing'))).toBe(true);
    expect(said).toContain(t('nv.choices', { list: opened.join(t('nv.itemSep')) }));
  });
});

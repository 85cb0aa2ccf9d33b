// One term per thing, in the rulebooks' own words (issue 40): docs/terms.md lists each thing's
// term in en, it, ja and ru with its source, and the words it replaced. This test reads that table
// and holds every catalogue to it: the key that names the thing says the term in each language,
// and no text of that game (nor a text all games share) still uses a replaced word.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/types';
import { catalogs } from '../../src/i18n/catalogs';
import { LANGS, type UiLang } from '../../src/i18n';

interface TermRow {
  id: string;
  game: GameId;
  key: string;
  term: Record<UiLang, string>;
  replaced: Partial<Record<UiLang, string[]>>;
}

function readTable(): TermRow[] {
  const lines = readFileSync(new URL('../../docs/terms.md', import.meta.url), 'utf8').split('\n');
  const head = lines.findIndex((l) => l.startsWith('| id | game | key |'));
  if (head < 0) throw new Error('docs/terms.md has no terms table');
  const rows: TermRow[] = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const [id = '', game = '', key = '', en = '', itx = '', ja = '', ru = '', , replacedCell = ''] = cells;
    const replaced: Partial<Record<UiLang, string[]>> = {};
    for (const part of replacedCell.split(';').map((p) => p.trim()).filter(Boolean)) {
      const at = part.indexOf(':');
      replaced[part.slice(0, at).trim() as UiLang] = part.slice(at + 1).split(',').map((w) => w.trim()).filter(Boolean);
    }
    rows.push({ id, game: game as GameId, key: key.replace(/`/g, ''), term: { en, it: itx, ja, ru }, replaced });
  }
  return rows;
}

/** Which game a catalogue key belongs to, by its name; null for a text every game shares. */
function gameOf(key: string): GameId | null {
  if (/(^|\.)inno\.|innovation/.test(key)) return 'innovation';
  if (/(^|\.)gnp\.|gear-and-piston/.test(key)) return 'gear-and-piston';
  if (/(^|\.)gears\.|\.gears\b/.test(key)) return 'gears';
  return null;
}

const ROWS = readTable();

describe('the terms table (docs/terms.md)', () => {
  it('lists every game, each thing once, each key a catalogue key', () => {
    expect(ROWS.length).toBeGreaterThan(60);
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(ROWS.length);
    for (const g of ['innovation', 'gear-and-piston', 'gears']) expect(ROWS.some((r) => r.game === g), g).toBe(true);
    for (const r of ROWS) expect(r.key in catalogs.en, r.key).toBe(true);
  });

  for (const lang of LANGS) {
    it(`${lang}: each thing's name says its term`, () => {
      const wrong = ROWS.filter((r) => !(catalogs[lang] as Record<string, string>)[r.key]?.includes(r.term[lang])).map((r) => `${r.key}: ${(catalogs[lang] as Record<string, string>)[r.key]} ≠ ${r.term[lang]}`);
      expect(wrong).toEqual([]);
    });

    it(`${lang}: no text of the game still uses a replaced word`, () => {
      const found: string[] = [];
      const texts = Object.entries(catalogs[lang] as Record<string, string>).filter(([key]) => !key.endsWith('.forms'));
      for (const r of ROWS) {
        for (const word of r.replaced[lang] ?? []) {
          const needle = word.toLocaleLowerCase(lang);
          for (const [key, text] of texts) {
            const owner = gameOf(key);
            if (owner !== null && owner !== r.game) continue;
            if (text.toLocaleLowerCase(lang).includes(needle)) found.push(`${r.id}: ${key} says “${word}”`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('the rulebooks’ terms named in the issue are in place (Japanese Gear & Piston, Russian round cards, Italian achievements)', () => {
    const term = (id: string, lang: UiLang) => ROWS.find((r) => r.id === id)?.term[lang];
    expect(['特許庁', '作業場', '廃品置き場', '組合の圧力', '製造', '解体', '改良', 'アクションコマ', 'ギヤ', '車輪', 'ステアリング', '長距離走行', 'パワー', '設計図破棄', 'リフレッシュ', '最初のプレーヤー']).toEqual(
      ['gnp.patentOffice', 'gnp.workshop', 'gnp.junkYard', 'gnp.unionMuscle', 'gnp.build', 'gnp.dismantle', 'gnp.upgrade', 'gnp.token', 'gnp.gearbox', 'gnp.axle', 'gnp.steering', 'gnp.range', 'gnp.power', 'gnp.discardPhase', 'gnp.refresh', 'gnp.firstPlayer'].map((id) => term(id, 'ja')),
    );
    expect(term('gnp.improvement', 'ja')).toBe('機能向上パーツ');
    expect([term('gears.highest', 'ru'), term('gears.lowest', 'ru')]).toEqual(['Старшая карта', 'Младшая карта']);
    expect([term('inno.achieve', 'it'), term('inno.special', 'it'), term('inno.featured', 'it')]).toEqual(['Raggiungere', 'Obiettivo speciale', 'Icona in evidenza']);
  });

  it('Japanese Gear & Piston uses 改良 only for the Upgrade action, never for the improvement parts', () => {
    const ja = catalogs.ja as Record<string, string>;
    const clash = Object.entries(ja).filter(([key, text]) => gameOf(key) !== 'innovation' && gameOf(key) !== 'gears' && /改良パーツ|改良の/.test(text));
    expect(clash).toEqual([]);
  });
});

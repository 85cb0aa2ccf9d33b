// Echoes of the Past as the table reads a view: the score with bonus points and its breakdown,
// backs by set, the dogma preview's echo effects and who shares them, the forecast in the
// screen-reader text (own named, others by count and backs, never by name), the card texts.
import { afterEach, describe, expect, it } from 'vitest';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import { view } from '../../src/engine/innovation/view';
import { hasKey, setLang, t } from '../../src/i18n';
import { backWords, scoreBreakdown, scoreParts } from '../../src/table/innovation/echoes';
import { bonusValue, cardName, echoText, matchesCard } from '../../src/table/innovation/names';
import { previewText } from '../../src/table/innovation/previewText';
import { cardHelp } from '../../src/table/innovation/text';
import { card, plainText } from '../../src/table/rich';
import { cardsBySet } from '../../src/views/screens/CardBrowser';
import { start, startEchoes } from '../engine/innovation/echoes/helpers';

afterEach(() => setLang('en'));
const seat = (p: number) => card(`seat${p}`, `Seat ${p}`);

describe('Echoes at the table', () => {
  it('the score counts visible bonuses (highest + 1 per other) and says how it is made', () => {
    // Plumbing (bonus 2) and Puppet (bonus 3) on top; Oars and Archery score 1 + 1.
    const g = startEchoes({ players: [{ board: { red: ['plumbing'], purple: ['puppet'] }, score: ['oars', 'archery'] }, {}] });
    const mine = view(g.s, 0).players[0]!;
    expect(scoreParts(mine)).toMatchObject({ pile: 2, bonus: 4, total: 6 });
    expect(scoreBreakdown(mine)).toBe('Score 6: 2 in the score pile + 4 from bonuses');
    // Another seat sees the score pile as backs, and the same score.
    expect(scoreParts(view(g.s, 1).players[0]!).total).toBe(6);
    expect(scoreBreakdown(view(g.s, 0).players[1]!)).toBeNull();
  });

  it('a hidden Echoes card reads as an Echoes back of its age, a base card as its age', () => {
    expect(backWords(-3)).toBe('an Echoes age-3 card');
    expect(backWords(3)).toBe('an age-3 card');
    setLang('ru');
    expect(backWords(-3)).toBe('карта «Эхо» эпохи 3');
  });

  it('the preview counts the echo effects that run first and names who shares them', () => {
    // Perfume's echo (top left) shows under Ruler splayed right: two echo effects on the blue pile.
    const g = startEchoes({
      players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, { board: { blue: ['tools'] } }],
    });
    const v = view(g.s, 0);
    const p = dogmaPreview(v, 0, 'ruler', { judge: false });
    expect(p.echoes?.cards).toEqual(['perfume', 'ruler']);
    expect(p.echoes?.sharers).toEqual([1]);
    const text = plainText(previewText(p, 0, seat));
    expect(text).toContain('2 echo effects run first');
    expect(text).toContain('Seat 1 shares them first');
    // One echo effect nobody shares, in the singular.
    const alone = view(startEchoes({ players: [{ board: { blue: ['ruler'] } }, {}] }).s, 0);
    const one = plainText(previewText(dogmaPreview(alone, 0, 'ruler', { judge: false }), 0, seat));
    expect(one).toContain(`1 echo effect runs first (${cardName('ruler')}): no one shares it.`);
  });

  it('without Echoes, the preview says nothing of echo effects', () => {
    const g = start({ players: [{ board: { blue: ['writing'] } }, {}] });
    const p = dogmaPreview(view(g.s, 0), 0, 'writing', { judge: false });
    expect(p.echoes).toBeNull();
    expect(plainText(previewText(p, 0, seat))).not.toContain('echo');
  });

  it('card help names the echo effect before the dogma effects, and a bonus has its value', () => {
    // Ruler's words come from the ages 1-5 card helper; before they are merged, no echo line is made up.
    const lines = cardHelp('ruler').split('\n');
    if (hasKey('inno.echo.ruler')) {
      expect(lines[1]).toBe(`Echo effect: ${t('inno.echo.ruler' as never)}`);
      expect(lines[2]).toBe(t('inno.card.ruler' as never));
    } else {
      expect(echoText('ruler')).toBe('');
      expect(lines).toHaveLength(2);
    }
    expect(cardHelp('oars')).not.toContain('Echo effect');
    expect(bonusValue('puppet')).toBe(3);
    expect(bonusValue('oars')).toBe(0);
  });

  it('the card browser filters by set: 105 base, 105 Echoes, 210 together', () => {
    const count = (set: 'base' | 'echoes' | 'all') => cardsBySet(set).flat().length;
    expect([count('base'), count('echoes'), count('all')]).toEqual([105, 105, 210]);
    expect(cardsBySet('echoes')[0]).toContain('ruler');
    expect(cardsBySet('base')[0]).not.toContain('ruler');
    expect(matchesCard('ruler', cardName('ruler'))).toBe(true);
  });
});

describe('the Echoes specials on a phone', () => {
  it('ten specials too wide for one row at 12 px get two rows; five that fit keep one', async () => {
    const { innovationLayout } = await import('../../src/board/innovation/layout');
    const ten = innovationLayout(360, 640, 2, 0, null, 760);
    const five = innovationLayout(360, 640, 2, 0, null, 300);
    expect(ten.specials && five.specials).toBeTruthy();
    expect(ten.specials!.h).toBeGreaterThan(five.specials!.h * 2 - 1);
  });
});

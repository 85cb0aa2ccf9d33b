// The two strips across the top of the table: the supply piles by age with how many cards each
// still holds (with Echoes, its piles on a row under the base ones, age under age, on their own
// back; the pile the viewer's next draw really comes from is outlined), and the achievements
// still available: ages 1–9, then the five specials named in full.
import { isSpecial } from '../../engine/innovation/achievements';
import { t } from '../../i18n';
import type { Rect } from '../geometry';
import type { InnoLayout } from './layout';
import { COLORS, TEXT } from '../theme';
import { ageBackFill, drawEchoesBack } from './cardArt';
import type { DrawPile } from '../../table/innovation/echoes';
import { cardName, specialCondition } from '../../table/innovation/names';
import type { Painter, ZoneTap } from './painter';
import { textWidth } from './textFit';

export interface StripRefs {
  supply: Rect[];
  /** Echoes: its supply piles by age (empty without Echoes). */
  echoes: Rect[];
  /** Available achievement tiles by their id in the view (an age number as text, or a special's name). */
  achievements: Map<string, Rect>;
}

/** The supply piles: the base game's and, with Echoes, its own (cards left in each, age 1 first). */
export interface SupplyCounts {
  base: readonly number[];
  echoes?: readonly number[];
}

/** How wide the specials' names are at 12 px, tiles and gaps included (the layout's question). */
export function specialsWidth(achievements: readonly (string | number)[]): number {
  const specials = achievements.filter((a): a is string => typeof a === 'string' && isSpecial(a));
  return specials.reduce((sum, s) => sum + textWidth(cardName(s), 12, true) + 16, 0);
}

/** What the viewer's draw says beside the supply (a phone says it on the Draw button instead). */
function nextDrawText(next: DrawPile | null): string {
  if (next === null) return '';
  if ('end' in next) return t('inno.board.nextDrawEnd');
  return next.echoes ? t('inno.echoes.nextDraw', { n: next.age }) : t('inno.board.nextDraw', { n: next.age });
}

/** Drawn in three parts (the supply, the ages, the specials): see BoardScene's Drawing. */
export function* drawStrips(
  p: Painter,
  l: InnoLayout,
  supply: SupplyCounts,
  achievements: readonly (string | number)[],
  next: DrawPile | null,
  zoom: (id: string) => ZoneTap,
): Generator<void, StripRefs, void> {
  const refs: StripRefs = { supply: [], echoes: [], achievements: new Map() };
  const { supply: supplyRow, echoes: echoesRow, achievements: achRow, font } = l;
  const size = Math.max(12, Math.min(font, achRow.h * 0.62));
  // A phone's supply rows with Echoes are lower (layout.ts): their one line keeps the text's size.
  const tileSize = Math.max(12, Math.min(size, supplyRow.h * 0.8));
  const label = (r: Rect, s: string) => p.text(r.x + 2, r.y + r.h / 2, s, size, TEXT.muted, { originY: 0.5 });

  // ---- Supply (a phone keeps the tiles alone: the Draw button names the age) ----
  const head = l.compact ? { width: -8 } : label(supplyRow, t('inno.board.supply'));
  // The Echoes row's tiles stand under the base ones of their age: both start after the wider head.
  const echoesHead = l.compact || !echoesRow || !supply.echoes ? { width: -8 } : label(echoesRow, t('inno.echoes.supplyLabel'));
  const headW = Math.max(head.width, echoesHead.width);
  const nextText = l.compact ? '' : nextDrawText(next);
  const nextW = nextText ? textWidth(nextText, size, true) + 10 : 0;
  const x0 = supplyRow.x + headW + 10;
  const cellW = Math.min(size * 4.2, (supplyRow.x + supplyRow.w - nextW - x0) / supply.base.length);
  const rows: { row: Rect; counts: readonly number[]; echoes: boolean; out: Rect[] }[] = [{ row: supplyRow, counts: supply.base, echoes: false, out: refs.supply }];
  if (echoesRow && supply.echoes) rows.push({ row: echoesRow, counts: supply.echoes, echoes: true, out: refs.echoes });
  for (const { row, counts, echoes, out } of rows) {
    // A tile says its age and count; where that does not fit (a phone, Echoes' piles of 10, Large
    // text), the Echoes row says its counts alone: each stands under the base pile of its age.
    const words = (a: number, n: number) => (l.compact ? `${a + 1}·${n}` : `${a + 1} ×${n}`);
    const countsOnly = echoes && counts.some((n, a) => textWidth(words(a, n), tileSize, true) > cellW - 5);
    for (const [a, n] of counts.entries()) {
      const r = { x: x0 + a * cellW, y: row.y, w: cellW - 3, h: row.h };
      out.push(r);
      if (echoes) drawEchoesBack(p.g, r, a + 1, n > 0 ? 1 : 0.25);
      else p.g.fillStyle(ageBackFill(a + 1), n > 0 ? 1 : 0.25).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
      if (next && !('end' in next) && next.age === a + 1 && next.echoes === echoes) p.g.lineStyle(2, COLORS.brass, 1).strokeRoundedRect(r.x - 1, r.y - 1, r.w + 2, r.h + 2, 5);
      p.text(r.x + r.w / 2, r.y + r.h / 2, countsOnly ? String(n) : words(a, n), tileSize, n > 0 ? TEXT.light : TEXT.muted, { bold: true, originX: 0.5, originY: 0.5 });
      p.zone(r, () => t(echoes ? 'inno.echoes.supplyHelp' : 'inno.supplyHelp', { age: a + 1, n }));
      yield; // a text each: the slice (BoardScene) groups them
    }
  }
  if (nextText) p.text(supplyRow.x + supplyRow.w - 2, supplyRow.y + supplyRow.h / 2, nextText, tileSize, TEXT.brass, { bold: true, originX: 1, originY: 0.5 });
  yield;

  // ---- Achievements: ages, then specials in full ----
  const achHead = l.compact ? { width: -8 } : label(achRow, t('inno.board.achievements'));
  let x = achRow.x + Math.max(achHead.width + 10, headW + 10);
  const ages = Array.from({ length: 9 }, (_, i) => i + 1);
  const ageW = Math.min(size * 2.2, cellW);
  for (const age of ages) {
    const r = { x, y: achRow.y, w: ageW - 3, h: achRow.h };
    const open = achievements.includes(age);
    if (open) {
      p.g.fillStyle(ageBackFill(age), 1).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
      refs.achievements.set(String(age), r);
    } else p.g.lineStyle(1, COLORS.panelEdge, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 4);
    p.text(r.x + r.w / 2, r.y + r.h / 2, String(age), size, open ? TEXT.light : TEXT.muted, { bold: open, originX: 0.5, originY: 0.5 });
    p.zone(r, () => t('inno.achHelp', { n: age }));
    x += ageW;
    yield;
  }
  yield;
  x += 6;
  const row = l.specials ?? { ...achRow, x, w: achRow.x + achRow.w - x };
  x = row.x;
  const specials = achievements.filter((a): a is string => typeof a === 'string' && isSpecial(a));
  const room = row.x + row.w - x;
  const widths = specials.map((s) => textWidth(cardName(s), size, true) + 12);
  const total = widths.reduce((a, b) => a + b, 0) + 4 * specials.length;
  // A row the layout made two high (the Echoes specials on a phone) holds them on two lines.
  const lines = row.h >= size * 3.2 && total > room ? 2 : 1;
  const lineH = lines === 2 ? (row.h - 2) / 2 : row.h;
  const split = lines === 2 ? Math.ceil(specials.length / 2) : specials.length;
  const lineTotal = (from: number, to: number) => widths.slice(from, to).reduce((a, b) => a + b, 0) + 4 * (to - from);
  const widest = Math.max(lineTotal(0, split), lineTotal(split, specials.length));
  const scale = widest > room ? room / widest : 1;
  specials.forEach((s, i) => {
    if (i === split) x = row.x;
    const w = (widths[i] as number) * scale;
    const r = { x, y: row.y + (i >= split ? lineH + 2 : 0), w, h: lineH };
    refs.achievements.set(s, r);
    p.g.fillStyle(COLORS.brass, 1).fillRoundedRect(r.x, r.y, r.w, r.h, 4);
    const txt = p.text(r.x + r.w / 2, r.y + r.h / 2, cardName(s), size, TEXT.dark, { bold: true, originX: 0.5, originY: 0.5 });
    if (txt.width > w - 4) txt.setScale((w - 4) / txt.width);
    p.zone(r, () => `${cardName(s)}\n${specialCondition(s)}`, zoom(s));
    x += w + 4;
  });
  return refs;
}

// The table as text (screen reader mode): what each game's renderer makes of the table's model,
// one outline that the text table renders as headings, lists and tables (NvBoard.tsx) and that the
// reading keys say as sentences (keys.ts). Parts are rich text, so a card named anywhere is a
// button that opens the card with its full text, and a seat keeps its colour.
import { getLang, t } from '../../i18n';
import { type RichText, plainText } from '../../table/rich';

export type NvBlock =
  /** A sentence. */
  | { kind: 'line'; text: RichText }
  /** A labelled list (a seat's hand, the supply). */
  | { kind: 'list'; label: string; items: RichText[]; empty?: string }
  /** A table (a car): a header row, then one row per line with its header cell first. */
  | { kind: 'rows'; caption: string; columns: string[]; rows: { head: string; cells: RichText[] }[] };

export interface NvSection {
  /** Unique in the outline (the heading's id). */
  id: string;
  heading: string;
  /** The seat the section is about (its colour), or null for what every seat shares. */
  seat: number | null;
  blocks: NvBlock[];
}

export interface NvOutline {
  /** What every seat shares: the round card, the supply, the displays and locations. */
  shared: NvSection[];
  /** One section per seat, in seat order. */
  seats: NvSection[];
  /** One line per seat: where it stands in the race. */
  scores: RichText[];
}

const ENDS_SENTENCE = /[.!?。！？…:：]$/;

/** Sentences read one after another: a full stop where a part has none, spaced as the language spaces them. */
export function sentences(parts: readonly string[]): string {
  const gap = getLang() === 'ja' ? '' : ' ';
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => (ENDS_SENTENCE.test(p) ? p : `${p}${t('nv.stop')}`))
    .join(gap);
}

/** A list said in one sentence: its label, then its items. */
function listWords(b: Extract<NvBlock, { kind: 'list' }>): string {
  const items = b.items.map((i) => plainText(i).replace(/[.。]$/, ''));
  if (items.length === 0) return t('nv.listEmpty', { label: b.label, empty: b.empty ?? t('nv.none') });
  return t('nv.list', { label: b.label, items: items.join(t('nv.itemSep')) });
}

/** A table said row by row: each row's header, then its cells under their column names. */
function rowsWords(b: Extract<NvBlock, { kind: 'rows' }>): string[] {
  return [
    b.caption,
    ...b.rows.map((r) =>
      t('nv.list', {
        label: r.head,
        items: r.cells.map((c, i) => t('nv.cell', { column: b.columns[i + 1] ?? '', value: plainText(c) })).join(t('nv.itemSep')),
      }),
    ),
  ];
}

export function blockWords(b: NvBlock): string[] {
  if (b.kind === 'line') return [plainText(b.text)];
  if (b.kind === 'list') return [listWords(b)];
  return rowsWords(b);
}

/** A section as the reading keys say it: its heading, then every block. */
export function sectionWords(s: NvSection): string {
  return sentences([s.heading, ...s.blocks.flatMap(blockWords)]);
}

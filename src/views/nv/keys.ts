// The reading keys of screen reader mode: a short key says one part of the table through the
// live region without moving the focus — the viewer's own board, any seat's, what everybody
// shares, the scores, what just happened, what the viewer may do, a card in full. Keys are letters
// (or digits), alone or with Alt+Shift, which screen readers in browse mode let through; they are
// read from the key's position when the layout types another script (a Russian keyboard's В is B).
import { t, tk } from '../../i18n';
import type { ButtonModel, LogEntry, TableModel } from '../../table/model';
import { plainText } from '../../table/rich';
import { type NvOutline, sectionWords, sentences } from './outline';
import type { NvGame } from './types';

export type NvRead = 'what' | 'mine' | 'seat' | 'table' | 'scores' | 'last' | 'card' | 'repeat' | 'decide' | 'help';

/** The reading keys, in the order the key list gives them. */
export const NV_KEYS: readonly { char: string; read: NvRead }[] = [
  { char: 'w', read: 'what' },
  { char: 'b', read: 'mine' },
  { char: '1', read: 'seat' },
  { char: 't', read: 'table' },
  { char: 's', read: 'scores' },
  { char: 'l', read: 'last' },
  { char: 'c', read: 'card' },
  { char: 'r', read: 'repeat' },
  { char: 'd', read: 'decide' },
  { char: '?', read: 'help' },
];

/** The keys every table has, listed with the reading keys (the table's key map, table/keymap.ts, answers them). */
export const TABLE_KEYS = ['Escape', 'H', 'U', 'Space'] as const;

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The character a key stands for: the Latin letter or digit typed, else the one at the key's place. */
function charOf(e: KeyPress): string {
  const k = e.key.toLowerCase();
  if (/^[a-z0-9?]$/.test(k)) return k;
  const m = /^(?:Key([A-Z])|Digit([0-9]))$/.exec(e.code);
  if (m) return (m[1] ?? m[2] ?? '').toLowerCase();
  return e.code === 'Slash' && e.shiftKey ? '?' : '';
}

/** What a key press asks for (seat: 0-based), or null when it is not a reading key. */
export function readKey(e: KeyPress): { read: NvRead; seat?: number } | null {
  if (e.ctrlKey || e.metaKey) return null;
  const c = charOf(e);
  // Plain, or Alt+Shift (Shift alone only for "?"): Alt alone opens menus in some browsers.
  if (e.altKey !== e.shiftKey && !(c === '?' && e.shiftKey && !e.altKey)) return null;
  if (/^[1-9]$/.test(c)) return { read: 'seat', seat: Number(c) - 1 };
  const hit = NV_KEYS.find((k) => k.char === c && k.read !== 'seat');
  return hit ? { read: hit.read } : null;
}

/** The key list in one sentence per key. */
export function keyList(): string[] {
  return [...NV_KEYS.map((k) => tk(`nv.key.${k.read}`)), t('nv.key.escape'), t('nv.key.hint'), t('nv.key.undo'), t('nv.key.next')];
}

/** The log entries of what happened since the viewer last acted (or their own last run of entries). */
export function lastEntries(log: readonly LogEntry[], viewer: number | null, max = 12): LogEntry[] {
  let start = log.length;
  while (start > 0 && log[start - 1]?.seat !== viewer) start--;
  if (start === log.length) while (start > 0 && log[start - 1]?.seat === viewer) start--;
  return log.slice(Math.max(start, log.length - max));
}

/** What the viewer may do now, or whom the table waits for. */
function whatNow(model: TableModel): string {
  if (model.handover) return t('handover.title', { name: model.handover.name });
  const c = model.chrome;
  if (!c) return t('nv.nothingYet');
  const choices = c.buttons.filter((b) => !b.disabled).map((b) => b.label);
  const parts = [plainText(c.prompt), c.detail ? plainText(c.detail) : ''];
  if (choices.length > 0) parts.push(t('nv.choices', { list: choices.join(t('nv.itemSep')) }));
  else parts.unshift(c.status.text);
  if (c.back) parts.push(t('nv.backKey'));
  if (model.step) parts.push(t('step.hint'));
  return sentences(parts);
}

/** The cards every move of a button is about: a button for one card names it. */
function buttonCard(b: ButtonModel, model: TableModel, nv: NvGame): string | null {
  const c = model.chrome;
  if (!c || !b.leadsTo || b.leadsTo.length === 0) return null;
  const sets = b.leadsTo.map((i) => nv.moveCards(c.snapshot.legal[i], c));
  const common = (sets[0] ?? []).filter((id) => sets.every((s) => s.includes(id)));
  return common.length === 1 ? (common[0] ?? null) : null;
}

/** The newest card the log names. */
function lastCardNamed(log: readonly LogEntry[]): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const text = log[i]?.text ?? [];
    for (let k = text.length - 1; k >= 0; k--) {
      const part = text[k];
      if (typeof part === 'object' && part.kind === 'card') return part.id;
    }
  }
  return null;
}

export interface ReadContext {
  model: TableModel;
  outline: NvOutline | null;
  nv: NvGame;
  /** What has the focus: a card (its zoom id) or a decision button (its id). */
  focus: { card?: string; button?: string };
  /** The last thing said (for Repeat). */
  last: string | null;
}

/** The words a reading key says (an empty string says nothing). */
export function readout(read: NvRead, seat: number | undefined, ctx: ReadContext): string {
  const { model, outline, nv } = ctx;
  const viewer = model.chrome?.snapshot.viewer ?? null;
  // Hidden for a hand-over: nothing of the table may be said until the next human is ready.
  if (!outline && read !== 'help' && read !== 'repeat' && read !== 'what') return t('nv.hidden');
  switch (read) {
    case 'what':
      return whatNow(model);
    case 'mine': {
      const s = viewer === null ? undefined : outline?.seats[viewer];
      return s ? sectionWords(s) : t('nv.noSeat');
    }
    case 'seat': {
      const s = outline?.seats[seat ?? -1];
      return s ? sectionWords(s) : t('nv.noSuchSeat', { n: (seat ?? 0) + 1 });
    }
    case 'table':
      return sentences([model.chrome?.progress ?? '', ...(outline?.shared.map(sectionWords) ?? [])]);
    case 'scores':
      return sentences((outline?.scores ?? []).map(plainText));
    case 'last': {
      const entries = lastEntries(model.log, viewer);
      return entries.length === 0 ? t('nv.nothingYet') : sentences(entries.map((e) => plainText(e.text)));
    }
    case 'card': {
      const button = ctx.focus.button ? model.chrome?.buttons.find((b) => b.id === ctx.focus.button) : undefined;
      const id = ctx.focus.card ?? (button ? buttonCard(button, model, nv) : null) ?? lastCardNamed(model.log);
      return (id && nv.cardText(id, model.chrome)) || t('nv.noCard');
    }
    case 'repeat':
      return ctx.last ?? t('nv.nothingYet');
    case 'help':
      return sentences(keyList());
    case 'decide':
      return '';
  }
}

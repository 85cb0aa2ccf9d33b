// The table's keys, decided by the table rather than by the screen (issue 44: the controller owns
// the keys and the intents): a key press, where it was typed and what the table offers now give
// the intent it asks for. The table screen forwards every key press to `TableController.key`; the
// one answer that is not an intent is the table menu, a dialog of the screen's own.
//   Escape       steps out of a half-made choice, else opens (or closes) the table menu
//   Ctrl+Z, ⌘Z, U   undo            H   a hint
//   Space, Enter the next step at the step-by-step pace
//   in a replay: ← and → a move back and on, Home and End the start and the end
// Keys typed into a field (input, select, textarea, editable text) are the field's, and so is
// every key but Escape while a dialog is open; Space and Enter on a button or a link press it
// (the replay's arrows still step there: a button just pressed keeps the focus). A hot-seat table
// hidden for the hand-over takes no key at all.
import type { TableSession } from '../app/table-session';
import type { Intent } from './intents';
import type { TableModel } from './model';

/** A key press as the table needs it: the key, its modifiers, and where it was typed. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Into a field (it takes its own keys), on a button or a link, or elsewhere on the page. */
  on: 'field' | 'control' | 'page';
  /** A dialog is open over the table. */
  dialog: boolean;
}

/** What the key map reads of a table: its kind and what its model offers now. */
export interface KeyTable {
  kind: TableSession['kind'];
  /** Hidden for a hot-seat hand-over. */
  handover: boolean;
  /** A half-made choice to step out of. */
  back: boolean;
  undo: boolean;
  hint: boolean;
  /** The step-by-step pace waits for Next. */
  step: boolean;
}

export const keyTable = (kind: TableSession['kind'], m: TableModel): KeyTable => ({
  kind,
  handover: !!m.handover,
  back: !!m.chrome?.back,
  undo: !!m.undo,
  hint: !!m.hint,
  step: m.step,
});

/** The intent a key asks for, 'menu' for the table menu, or null: not the table's key. */
export type KeyAnswer = Intent | 'menu' | null;

type ReplayTo = Extract<Intent, { kind: 'replay' }>['to'];
const REPLAY_KEYS: ReadonlyMap<string, ReplayTo> = new Map<string, ReplayTo>([
  ['ArrowRight', 'next'],
  ['ArrowLeft', 'prev'],
  ['Home', 'first'],
  ['End', 'last'],
]);

export function intentForKey(press: KeyPress, table: KeyTable): KeyAnswer {
  if (table.handover) return null;
  if (press.key === 'Escape') return table.back ? { kind: 'back' } : 'menu';
  if (press.on === 'field' || press.dialog) return null;
  const plain = !press.ctrlKey && !press.metaKey && !press.altKey;
  const undoKey = (press.key === 'z' && (press.ctrlKey || press.metaKey) && !press.shiftKey) || (press.key === 'u' && plain);
  if (table.undo && undoKey) return { kind: 'undo' };
  if (table.hint && press.key === 'h' && plain) return { kind: 'hint' };
  if (table.step && (press.key === ' ' || press.key === 'Enter') && press.on === 'page') return { kind: 'next' };
  const to = table.kind === 'replay' ? REPLAY_KEYS.get(press.key) : undefined;
  return to === undefined ? null : { kind: 'replay', to };
}

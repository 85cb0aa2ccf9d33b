// A DOM key press as the table's key map reads it (table/keymap.ts): the key, its modifiers, and
// where it was typed. What each key does is the table's; the screen only tells it where the focus is.
import type { KeyPress } from '../../table/keymap';

/** Where a key was typed: a field takes its own keys; a button or a link its Space and Enter. */
function typedOn(target: EventTarget | null): KeyPress['on'] {
  const el = target as HTMLElement | null;
  if (!el) return 'page';
  if (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable) return 'field';
  return el.tagName === 'BUTTON' || el.tagName === 'A' ? 'control' : 'page';
}

export function keyPress(e: KeyboardEvent): KeyPress {
  return {
    key: e.key,
    ctrlKey: e.ctrlKey,
    metaKey: e.metaKey,
    altKey: e.altKey,
    shiftKey: e.shiftKey,
    on: typedOn(e.target),
    dialog: document.querySelector('dialog[open]') !== null,
  };
}

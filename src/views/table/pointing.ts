// Pointing at a control (Innovation's dogma preview): a mouse over it, or keyboard focus on it.
// A finger points at nothing — a tap is a press — so a touch's emulated hover and the focus a
// tap gives a button show no preview: anything appearing between the finger coming down and the
// click would move what the finger is on. The preview is also in the button's description and,
// for a card, in its zoom.
import type { JSX } from 'preact';
import type { Intent } from '../../table/intents';

type Handlers = Pick<JSX.HTMLAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'>;

/** The handlers that point at `target` while a mouse is over the control or the keyboard is on it. */
export function pointHandlers(target: string | undefined, dispatch: (i: Intent) => void): Handlers {
  if (!target) return {};
  const at = (on: boolean) => dispatch({ kind: 'point', target: on ? target : null });
  return {
    onPointerEnter: (e) => e.pointerType === 'mouse' && at(true),
    onPointerLeave: (e) => e.pointerType === 'mouse' && at(false),
    // Only the keyboard's focus: a click or tap focuses the button too, without :focus-visible.
    onFocus: (e) => e.currentTarget.matches(':focus-visible') && at(true),
    onBlur: () => at(false),
  };
}

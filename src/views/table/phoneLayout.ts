// The phone layout of a table (styles/table.css uses the same query): a board of fixed size and
// one scrolling column of words beside or under it. The log shows its newest lines there, since
// a log scrolling inside that column would be a scroll box inside a scroll box.
import { useEffect, useState } from 'preact/hooks';

export const PHONE_LAYOUT = '(orientation: portrait), (orientation: landscape) and (max-height: 560px)';

const query = () => (typeof matchMedia === 'function' ? matchMedia(PHONE_LAYOUT) : null);

/** True while the table is laid out for a phone; follows rotation and resizes. */
export function usePhoneLayout(): boolean {
  const [on, setOn] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const q = query();
    if (!q) return;
    const change = () => setOn(q.matches);
    change();
    q.addEventListener('change', change);
    return () => q.removeEventListener('change', change);
  }, []);
  return on;
}

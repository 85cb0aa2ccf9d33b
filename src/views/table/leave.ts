// Leaving a table, and the browser's back button at one. Entering a table pushes a history entry;
// Back then asks to leave instead of dropping the game. Leaving by a button pops that entry, so
// Back from the menu does not come back to a table that is gone.
import { type Route, navigate } from '../../app/navigation';

const MARK = 'boardwright-table';
let leaving = false;

/** Call on entering a table: Back now calls `onBack` (it re-arms itself after each press). */
export function guardBack(onBack: () => void): () => void {
  if ((history.state as { bw?: string } | null)?.bw !== MARK) history.pushState({ bw: MARK }, '');
  const onPop = () => {
    if (leaving) return;
    history.pushState({ bw: MARK }, '');
    onBack();
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

/** Leaves the table for another screen (the menu by default), dropping the table's history entry. */
export function leaveTable(to: Route = { name: 'menu' }): void {
  navigate(to);
  if (typeof history === 'undefined') return; // a test without a browser
  if ((history.state as { bw?: string } | null)?.bw === MARK && to.name !== 'table' && to.name !== 'replay') {
    leaving = true;
    const done = () => {
      leaving = false;
      window.removeEventListener('popstate', done);
    };
    window.addEventListener('popstate', done);
    history.back();
  }
}

// Leaving a table, and the browser's back button at one. Entering a table pushes a history entry;
// Back then asks to leave instead of dropping the game. Leaving by a button pops that entry, so
// Back from the menu does not come back to a table that is gone.
import { type Route, navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/table-session';

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

/**
 * Leaves the table for another screen (the menu by default), dropping the table's history entry.
 * In the kiosk the way back to the menu is the showcase instead: Settings, Load, saves and export
 * are behind the menu (views/kiosk/lockdown.ts says so on the buttons).
 */
export function leaveTable(to: Route = { name: 'menu' }): void {
  if (to.name === 'menu' && appServices().kiosk.active) {
    appServices().nextShowcase();
    return;
  }
  navigate(to);
  if (typeof history === 'undefined') return; // a test without a browser
  if ((history.state as { bw?: string } | null)?.bw === MARK && to.name !== 'table' && to.name !== 'replay' && to.name !== 'lesson') {
    leaving = true;
    const done = () => {
      leaving = false;
      window.removeEventListener('popstate', done);
    };
    window.addEventListener('popstate', done);
    history.back();
  }
}

/**
 * Where closing a replay goes: back to the table of the game it told (a finished game shows its
 * result again), rebuilt from the record; the menu if the record no longer opens.
 */
export async function replayClosed(record: SaveRecord): Promise<Route> {
  try {
    return { name: 'table', session: await appServices().sessionFromSave(record) };
  } catch (e) {
    console.warn('The replayed game could not be opened again.', e);
    return { name: 'menu' };
  }
}

// The replay route: a finished or saved game on its own table, stepped through move by move
// (app/replay.ts), perhaps at a decision the Review opened. A record that no longer replays says
// so and offers the way back.
import { useMemo } from 'preact/hooks';
import type { ReviewFocus } from '../../app/navigation';
import { ReplaySession } from '../../app/replay';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/session';
import { t } from '../../i18n';
import { TableScreen } from './TableScreen';
import { leaveTable } from './leave';

export function ReplayScreen({ record, focus = null }: { record: SaveRecord; focus?: ReviewFocus | null }) {
  const built = useMemo(() => {
    // A reviewed decision opens where it was made, through the deciding seat's eyes.
    const start = focus ? { viewer: focus.entry.verdict.player, at: focus.entry.verdict.at } : {};
    try {
      return { replay: new ReplaySession(record, () => appServices().settings.lang, undefined, start) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [record, focus]);
  if ('error' in built) {
    return (
      <main class="screen">
        <h1>{t('replay.title')}</h1>
        <p role="alert">{built.error}</p>
        <button type="button" onClick={() => leaveTable()}>
          {t('common.back')}
        </button>
      </main>
    );
  }
  return <TableScreen session={built.replay} showcase={false} replay={{ session: built.replay, record, focus }} />;
}

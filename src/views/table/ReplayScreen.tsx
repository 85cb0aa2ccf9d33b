// The replay route: a finished or saved game on its own table, stepped through move by move
// (app/replay.ts), perhaps at a decision the Review opened — or that decision tried again
// (app/retry.ts: its choices offered, judged, nothing played or saved), whose way back is the
// replay at that decision with the Review's list up. A record that no longer replays says so and
// offers the way back.
import { useMemo, useState } from 'preact/hooks';
import type { ReviewFocus } from '../../app/navigation';
import { ReplaySession } from '../../app/replay';
import { RetrySession } from '../../app/retry';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/table-session';
import { t } from '../../i18n';
import { TableScreen } from './TableScreen';
import { leaveTable } from './leave';

export function ReplayScreen({ record, focus = null }: { record: SaveRecord; focus?: ReviewFocus | null }) {
  // Trying the decision again; `back` counts the returns from it (each opens a fresh replay).
  const [retrying, setRetrying] = useState(focus?.retry === true);
  const [back, setBack] = useState(0);
  const built = useMemo(() => {
    const lang = () => appServices().settings.lang;
    // A reviewed decision opens where it was made, through the deciding seat's eyes.
    const start = focus ? { viewer: focus.entry.verdict.player, at: focus.entry.verdict.at } : {};
    try {
      if (retrying && focus) return { retry: new RetrySession(record, focus, lang) };
      return { replay: new ReplaySession(record, lang, undefined, start) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [record, focus, retrying, back]);
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
  if (built.retry) {
    const onBack = () => {
      setRetrying(false);
      setBack((n) => n + 1);
    };
    return <TableScreen key="retry" session={built.retry} showcase={false} retry={{ session: built.retry, onBack }} />;
  }
  const replay = built.replay as ReplaySession;
  return (
    <TableScreen
      key={`replay-${back}`}
      session={replay}
      showcase={false}
      replay={{ session: replay, record, focus, onRetry: focus ? () => setRetrying(true) : null, reviewing: back > 0 }}
    />
  );
}

// Menu: a new game of each game, Learn to play (a guided first game of each), Continue (the newest unfinished game), Load, Stats, Settings,
// Rules and the showcase; Install where the browser offers it, a quiet mark once the app works
// offline, and the notices the app has for the player (unreadable saves, a bad URL).
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { GAME_IDS } from '../../model/setup';
import { applyUpdate, installOffered, promptInstall, readyOffline, updateWaiting } from '../../app/pwa';
import { shownLangKept } from '../../app/langOffline';
import { appServices } from '../../app/services';
import type { SaveRecord } from '../../app/table-session';
import { type MessageKey, hasKey, t, tk } from '../../i18n';
import { setBodyData } from '../bodyData';
import { go } from '../routes';
import { launchProblem } from './launchProblem';
import { useStore } from '../useStore';

const LOGO_URL = new URL('../../../assets/logo.svg', import.meta.url).href;

export function MenuScreen() {
  const app = appServices();
  const [latest, setLatest] = useState<SaveRecord | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(app.launchError === null ? null : launchProblem(app.launchError));
  const canInstall = useStore(installOffered);
  // Ready offline: the app is kept, and so is the language it is shown in (app/langOffline.ts).
  const appKept = useStore(readyOffline);
  const langKept = useStore(shownLangKept);
  const offline = appKept && langKept;
  const update = useStore(updateWaiting);

  useEffect(() => {
    setBodyData({ menu: '' });
    let live = true;
    app
      .latestUnfinishedGame()
      .then((r) => live && setLatest(r))
      .catch(() => live && setLatest(null))
      .finally(() => setBodyData({ menu: 'ready' }));
    return () => {
      live = false;
    };
  }, [app]);

  const open = (record: SaveRecord) =>
    app.sessionFromSave(record).then(
      (session) => navigate({ name: 'table', session }),
      (e: unknown) => {
        console.warn('The saved game could not be opened.', e);
        setError(t('load.openFailed'));
      },
    );
  const notices = app.notices.map((n) => (hasKey(n.key) ? t(n.key as MessageKey, { n: n.count ?? 1 }) : n.key));
  if (error) notices.push(error);

  return (
    <main class="screen menu">
      <header class="menu-title">
        <img src={LOGO_URL} alt="" width={96} height={96} />
        <h1>{t('app.title')}</h1>
        <p class="muted">{t('app.tagline')}</p>
      </header>
      <nav class="menu-entries" aria-label={t('app.title')}>
        {GAME_IDS.map((game) => (
          <button type="button" class="primary" key={game} onClick={() => go({ name: 'setup', game })}>
            {t('menu.newGame', { game: tk(`game.${game}.name`) })}
          </button>
        ))}
        <button type="button" onClick={() => go({ name: 'learn' })}>
          {t('learn.menu')}
        </button>
        <button type="button" disabled={!latest} onClick={() => latest && void open(latest)}>
          {latest === null ? t('menu.continueNone') : t('menu.continue')}
        </button>
        {update && (
          <button type="button" onClick={() => void applyUpdate()}>
            {t('notice.updateReady')}
          </button>
        )}
        <button type="button" onClick={() => go({ name: 'load' })}>
          {t('menu.load')}
        </button>
        <button type="button" onClick={() => navigate({ name: 'stats' })}>
          {t('menu.stats')}
        </button>
        <button type="button" onClick={() => navigate({ name: 'settings' })}>
          {t('menu.settings')}
        </button>
        <button type="button" onClick={() => go({ name: 'rules' })}>
          {t('menu.rules')}
        </button>
        <button type="button" onClick={() => app.nextShowcase()}>
          {t('menu.showcase')}
        </button>
        {canInstall && (
          <button type="button" onClick={() => void promptInstall()}>
            {t('menu.install')}
          </button>
        )}
      </nav>
      {notices.length > 0 && (
        <div class="notices" role="status">
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      {offline && (
        <p class="offline-mark muted">
          <span aria-hidden="true">✓ </span>
          {t('menu.readyOffline')}
        </p>
      )}
    </main>
  );
}

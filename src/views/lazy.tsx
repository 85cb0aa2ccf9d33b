// Screens whose code loads when they first open (import()): the table and everything that needs
// a rules engine (setup, load, rules, the card browser, a replay). The menu's own code stays
// small; what a screen brings is fetched once, from the service worker's cache when offline.
// While its code loads a screen renders nothing (the route's body data is already set); a chunk
// that cannot load says so and offers a reload (and a screen, the menu): most often a new
// version replaced this one's files (another tab applied an update, or the site was deployed
// again), and the reload opens the new version, the game saved with every move. Parts of a screen that its first
// paint never shows (the table's end-of-game panels, its text table) load the same way (lazyPart).
import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { navigate } from '../app/navigation';
import { reloadApp } from '../app/version';
import { t } from '../i18n';
import { TopLayer } from './TopLayer';

export interface LazyScreen<P> extends FunctionComponent<P> {
  /** Loads the screen's code (once); a failed load may be tried again. */
  load(): Promise<ComponentType<P>>;
}

/** What shows in place of code that could not load; onClose is the part's own, when it has one. */
type Failed = (props: { message: string; onClose?: () => void }) => preact.JSX.Element;

const ReloadButton = () => (
  <button type="button" class="primary" onClick={reloadApp}>
    {t('app.reload')}
  </button>
);

const ScreenFailed: Failed = ({ message }) => (
  <main class="screen">
    <p role="alert">{t('app.partMissing', { message })}</p>
    <ReloadButton />
    <button type="button" onClick={() => navigate({ name: 'menu' })}>
      {t('common.back')}
    </button>
  </main>
);

/** Over the screen, as the part would have shown (most are dialogs): the reload, and the part's Close. */
const PartFailed: Failed = ({ message, onClose }) => (
  <TopLayer class="part-failed">
    <p role="alert">{t('app.partMissing', { message })}</p>
    <ReloadButton />
    {onClose && (
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    )}
  </TopLayer>
);

export const lazyScreen = <P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> => lazyComponent(load, ScreenFailed);

/** A part of a screen, loaded when it first shows; nothing in its place meanwhile. */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> => lazyComponent(load, PartFailed);

function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, Failed: Failed): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (e: unknown) => {
        loading = null;
        throw e;
      },
    );
    return loading;
  };
  const Lazy = (props: P) => {
    const [, setShown] = useState(loaded !== null);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      get().then(
        () => live && setShown(true),
        (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    if (error === null) return null;
    const onClose = (props as { onClose?: unknown }).onClose;
    return <Failed message={error} onClose={typeof onClose === 'function' ? (onClose as () => void) : undefined} />;
  };
  return Object.assign(Lazy, { load: get });
}

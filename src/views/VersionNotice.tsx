// Over every screen, once a new version of the app runs in another tab (app/version.ts): this
// tab's code may not load its remaining parts any more, so it says so and offers a reload. The
// page goes on meanwhile (a move in progress is not cut short); the game is saved with every move.
// The notice takes the top of the window and the screen moves down below it (--version-notice),
// so it covers none of the table's buttons.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { reloadApp, versionReplaced } from '../app/version';
import { t } from '../i18n';
import { TopLayer } from './TopLayer';
import { useStore } from './useStore';

export function VersionNotice() {
  return useStore(versionReplaced) === null ? null : <Notice />;
}

function Notice() {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    const root = document.documentElement.style;
    if (!el) return;
    const follow = () => root.setProperty('--version-notice', `${el.getBoundingClientRect().height}px`);
    follow();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    ro?.observe(el);
    return () => {
      ro?.disconnect();
      root.removeProperty('--version-notice');
    };
  }, []);
  return (
    <TopLayer class="version-notice">
      <div ref={box} class="version-notice-box">
        <p role="alert">{t('app.newVersion')}</p>
        <button type="button" class="primary" onClick={reloadApp}>
          {t('app.reload')}
        </button>
      </div>
    </TopLayer>
  );
}

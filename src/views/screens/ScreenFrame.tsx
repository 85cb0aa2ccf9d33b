// The frame of every menu screen: a Back button and the title, then the screen's content in a
// column that wraps and scrolls. Escape goes back too (a dialog keeps its own Escape). The
// title takes the focus when the screen opens, so a screen reader announces where we are and
// Tab starts from the top.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { t } from '../../i18n';

export function ScreenFrame({ name, title, children }: { name: string; title: string; children: ComponentChildren }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      navigate({ name: 'menu' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <main class={`screen screen--${name}`} aria-labelledby="screen-title">
      <header class="screen-head">
        <button type="button" class="ghost screen-back" onClick={() => navigate({ name: 'menu' })}>
          <span aria-hidden="true">‹ </span>
          {t('common.back')}
        </button>
        <h1 id="screen-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </header>
      {children}
    </main>
  );
}

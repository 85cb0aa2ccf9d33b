// Said under a language choice when the chosen language could not be loaded: only English comes
// with the app's install, and another language is kept on the device after its first use online
// (app/langOffline.ts). The language shown stays as it was.
import { useEffect } from 'preact/hooks';
import { langNeedsConnection } from '../../app/langOffline';
import { LANG_NAMES, t } from '../../i18n';
import { useStore } from '../useStore';

export function LangNeedsConnection() {
  const lang = useStore(langNeedsConnection);
  // Said where the choice was made, until the next choice or until the player leaves.
  useEffect(() => () => langNeedsConnection.set(null), []);
  // A live region that is always there, so that a screen reader hears the words when they appear.
  return (
    <p class="hint lang-needs-connection" role="status" data-lang-needs-connection={lang ?? undefined}>
      {lang === null ? '' : t('settings.langNeedsConnection', { language: LANG_NAMES[lang] })}
    </p>
  );
}

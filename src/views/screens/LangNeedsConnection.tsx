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
  if (lang === null) return null;
  // An alert: a screen reader says it when it appears, as the language it asked for did not come.
  return (
    <p class="hint lang-needs-connection" role="alert" data-lang-needs-connection={lang}>
      {t('settings.langNeedsConnection', { language: LANG_NAMES[lang] })}
    </p>
  );
}

// Setting the venue code: the code twice, checked (long enough, the same both times, a secure
// page to hash it in), stored as a salted hash only. The venue screen and the first start of the
// kiosk both use it.
import { useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { MIN_CODE_LENGTH, codeFields } from '../../app/venue';
import { t } from '../../i18n';

export function NewCode({ onSet }: { onSet: () => void }) {
  const app = appServices();
  const [code, setCode] = useState(['', '']);
  const [message, setMessage] = useState<string | null>(null);
  const set = async () => {
    const [a, b] = code;
    if ((a ?? '').trim().length < MIN_CODE_LENGTH) return setMessage(t('kiosk.venue.codeShort', { n: MIN_CODE_LENGTH }));
    if (a !== b) return setMessage(t('kiosk.venue.codeMismatch'));
    if (!globalThis.crypto?.subtle) return setMessage(t('kiosk.venue.noCrypto'));
    await app.updateSettings({ kiosk: { ...app.settings.kiosk, ...(await codeFields(a ?? '')) } });
    setCode(['', '']);
    setMessage(t('kiosk.venue.codeSet'));
    onSet();
  };
  return (
    <fieldset class="venue-code">
      <legend>{t('kiosk.venue.newCode')}</legend>
      <input type="password" autoComplete="new-password" aria-label={t('kiosk.venue.newCode')} value={code[0]} onInput={(e) => setCode([e.currentTarget.value, code[1] ?? ''])} />
      <input type="password" autoComplete="new-password" aria-label={t('kiosk.venue.codeAgain')} value={code[1]} onInput={(e) => setCode([code[0] ?? '', e.currentTarget.value])} />
      <button type="button" onClick={() => void set()}>
        {t('kiosk.venue.setCode')}
      </button>
      <p role="status" class="venue-status">
        {message}
      </p>
    </fieldset>
  );
}

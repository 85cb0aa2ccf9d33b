// The venue code, asked after the corner gesture: a field and a digit pad (a touch screen may
// have no keyboard). It never says whether a code was wrong: the pad just closes.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { useIdleClose } from './useIdleClose';

const PAD_IDLE_MS = 20_000;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export function CodePad({ onSubmit, onCancel }: { onSubmit: (code: string) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useIdleClose(PAD_IDLE_MS, onCancel);
  // The pad exists only to take this code: the field has the keyboard from the start.
  useEffect(() => input.current?.focus(), []);
  const submit = (e?: Event) => {
    e?.preventDefault();
    onSubmit(code);
  };
  return (
    <div class="kiosk-overlay">
      <form class="kiosk-pad" role="dialog" aria-labelledby="kiosk-pad-title" onSubmit={submit}>
        <h2 id="kiosk-pad-title">{t('kiosk.code.title')}</h2>
        <input
          ref={input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          aria-labelledby="kiosk-pad-title"
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
        />
        <div class="kiosk-digits">
          {DIGITS.map((d) => (
            <button key={d} type="button" onClick={() => setCode((c) => c + d)}>
              {d}
            </button>
          ))}
          <button type="button" onClick={() => setCode((c) => c.slice(0, -1))}>
            {t('kiosk.code.delete')}
          </button>
        </div>
        <div class="dialog-actions">
          <button type="submit" class="primary">
            {t('kiosk.code.ok')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('kiosk.code.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

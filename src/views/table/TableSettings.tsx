// The settings that matter at a table, in a dialog over it (language, pace, sound, motion, Large
// text, the colour-blind aid, the "What you know" panel, screen reader mode): changes apply at once, to the board too, and
// are kept; closing returns to the game.
import { useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { LANGS, SPEEDS, type Speed } from '../../model/setup';
import { LANG_NAMES, type UiLang, t } from '../../i18n';
import { Dialog } from '../Dialog';
import { LangNeedsConnection } from '../screens/LangNeedsConnection';
import { useDispatch } from './context';

const speedLabel = (s: Speed) => t(`speed.${s}`);

export function TableSettings({ onClose }: { onClose: () => void }) {
  const app = appServices();
  const dispatch = useDispatch();
  const [, bump] = useState(0);
  const change = (patch: Parameters<typeof app.updateSettings>[0]) => {
    // A new language is said everywhere at once once its texts are in: the table's controller
    // hears of the change itself (i18n's onLangChange), as it does from any other path. Large
    // text and the colour aid redraw the board; "What you know" shows or hides its panel.
    void app.updateSettings(patch).then(() => {
      bump((n) => n + 1);
      if (patch.largeText !== undefined || patch.colourAid !== undefined || patch.whatYouKnow !== undefined) dispatch({ kind: 'refresh' });
    });
    bump((n) => n + 1);
  };
  const s = app.settings;
  return (
    <Dialog title={t('table.menu.settings')} onClose={onClose} class="table-settings">
      <div class="table-settings-form">
        <label>
          {t('settings.language')}
          <select value={s.lang} onChange={(e) => change({ lang: e.currentTarget.value as UiLang })}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <LangNeedsConnection />
        <label>
          {t('settings.speed')}
          <select value={s.speed} onChange={(e) => change({ speed: e.currentTarget.value as Speed })}>
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {speedLabel(v)}
              </option>
            ))}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" checked={s.sound} onChange={(e) => change({ sound: e.currentTarget.checked })} />
          {t('settings.sound')}
        </label>
        <label class="check">
          <input type="checkbox" checked={s.reduceMotion} onChange={(e) => change({ reduceMotion: e.currentTarget.checked })} />
          {t('settings.reduceMotion')}
        </label>
        <label class="check">
          <input type="checkbox" checked={s.largeText} onChange={(e) => change({ largeText: e.currentTarget.checked })} />
          {t('settings.largeText')}
        </label>
        <label class="check">
          <input type="checkbox" checked={s.colourAid} onChange={(e) => change({ colourAid: e.currentTarget.checked })} />
          {t('settings.colourAid')}
        </label>
        <label class="check">
          <input type="checkbox" checked={s.whatYouKnow} aria-describedby="table-settings-known" onChange={(e) => change({ whatYouKnow: e.currentTarget.checked })} />
          {t('settings.whatYouKnow')}
        </label>
        <p class="hint" id="table-settings-known">
          {t('settings.whatYouKnowHint')}
        </p>
        <label class="check">
          <input type="checkbox" checked={s.screenReader} aria-describedby="table-settings-nv" onChange={(e) => change({ screenReader: e.currentTarget.checked })} />
          {t('settings.screenReader')}
        </label>
        <p class="hint" id="table-settings-nv">
          {t('settings.screenReaderHint')}
        </p>
      </div>
      <div class="dialog-actions">
        <button type="button" class="primary" onClick={onClose}>
          {t('table.resume')}
        </button>
      </div>
    </Dialog>
  );
}

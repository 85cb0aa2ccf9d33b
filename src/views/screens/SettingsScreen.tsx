// Settings: language, the pace of the table, how it looks (large text, colour-blind aid, reduce
// motion, the "What you know" panel, screen reader mode: the tables as text), sound, and Innovation's share warning. Each change applies at once and is kept on the
// device (app.updateSettings).
import { useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { LANGS, SPEEDS, type Speed } from '../../model/setup';
import type { Lang } from '../../engine/core/types';
import { LANG_NAMES, t, tk } from '../../i18n';
import type { Settings } from '../../app/stored';
import { ChoiceGroup } from './ChoiceGroup';
import { LangNeedsConnection } from './LangNeedsConnection';
import { ScreenFrame } from './ScreenFrame';
import { Toggle } from './Toggle';

export function SettingsScreen() {
  const app = appServices();
  // The settings object is the app's own; a counter re-renders this screen after each change,
  // and again once a new language's texts have loaded.
  const [, setVersion] = useState(0);
  const s = app.settings;
  const set = (patch: Partial<Settings>) => {
    const applied = app.updateSettings(patch);
    setVersion((v) => v + 1);
    void applied.then(() => setVersion((v) => v + 1));
  };

  return (
    <ScreenFrame name="settings" title={t('settings.title')}>
      <div class="settings">
        <ChoiceGroup<Lang>
          legend={t('settings.language')}
          options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
          value={s.lang}
          onChange={(lang) => set({ lang })}
        />
        <LangNeedsConnection />
        <ChoiceGroup<Speed>
          legend={t('settings.speed')}
          options={SPEEDS.map((sp) => ({ value: sp, label: tk(`speed.${sp}`) }))}
          value={s.speed}
          onChange={(speed) => set({ speed })}
          hint={t(s.speed === 'step' ? 'settings.stepHint' : 'settings.speedHint')}
        />
        <fieldset class="toggles">
          <legend>{t('settings.display')}</legend>
          <Toggle label={t('settings.largeText')} hint={t('settings.largeTextHint')} checked={s.largeText} onChange={(largeText) => set({ largeText })} />
          <Toggle label={t('settings.colourAid')} hint={t('settings.colourAidHint')} checked={s.colourAid} onChange={(colourAid) => set({ colourAid })} />
          <Toggle label={t('settings.reduceMotion')} hint={t('settings.reduceMotionHint')} checked={s.reduceMotion} onChange={(reduceMotion) => set({ reduceMotion })} />
          <Toggle label={t('settings.sound')} checked={s.sound} onChange={(sound) => set({ sound })} />
          <Toggle label={t('settings.whatYouKnow')} hint={t('settings.whatYouKnowHint')} checked={s.whatYouKnow} onChange={(whatYouKnow) => set({ whatYouKnow })} />
          <Toggle label={t('settings.screenReader')} hint={t('settings.screenReaderHint')} checked={s.screenReader} onChange={(screenReader) => set({ screenReader })} />
        </fieldset>
        <fieldset class="toggles">
          <legend>{tk('game.innovation.name')}</legend>
          <Toggle label={t('settings.confirmShare')} hint={t('settings.confirmShareHint')} checked={s.confirmShare} onChange={(confirmShare) => set({ confirmShare })} />
        </fieldset>
        <p class="hint">{t('settings.kept')}</p>
      </div>
    </ScreenFrame>
  );
}

// The venue screen, behind the corner gesture and the venue code: which games the showcase
// shows, in which language (or the four in turn), how fast, with sound or not; opening hours and
// the idle wait (checked as a venue file is: one bad field and nothing is saved); a new venue
// code; and the way out of the kiosk. Left alone, it closes and the showcase goes on.
import { useEffect, useState } from 'preact/hooks';
import { appServices } from '../../app/services';
import { KIOSK_SPEEDS, type KioskSpeed, SHOWCASE_ROTATION } from '../../app/showcase';
import type { GameId, Lang } from '../../engine/core/types';
import { LANGS, LANG_NAMES, t, tk } from '../../i18n';
import type { VenueSettings } from '../../app/stored';
import { NewCode } from './NewCode';
import { VenueFilePicker } from './VenueFilePicker';
import type { VenueFieldError } from '../../app/venueFile';
import { VenueTimes } from './VenueTimes';
import { VisitsTable } from './VisitsTable';
import { checkVenueTimes, venueTimesForm } from './venueForm';
import { useIdleClose } from './useIdleClose';

const VENUE_IDLE_MS = 120_000;

type LangChoice = Lang | 'rotate' | 'app';

export function VenueScreen({ onClose }: { onClose: () => void }) {
  const app = appServices();
  const live = app.kiosk.config;
  const [games, setGames] = useState<GameId[]>(live.games);
  const [lang, setLang] = useState<LangChoice>(live.lang ?? 'app');
  const [speed, setSpeed] = useState<KioskSpeed>(live.speed);
  const [sound, setSound] = useState(live.sound);
  const [times, setTimes] = useState(() => venueTimesForm(app.settings.kiosk));
  const [errors, setErrors] = useState<VenueFieldError[]>([]);
  useIdleClose(VENUE_IDLE_MS, onClose);
  // A refused save: the keyboard goes to the first field to correct.
  useEffect(() => {
    if (errors.length) document.querySelector<HTMLElement>('.venue [aria-invalid="true"]')?.focus();
  }, [errors]);

  const venue = (): VenueSettings => app.settings.kiosk;
  const toggleGame = (g: GameId) => setGames((now) => (now.includes(g) ? now.filter((x) => x !== g) : SHOWCASE_ROTATION.filter((x) => x === g || now.includes(x))));

  const save = () => {
    if (games.length === 0) return;
    const checked = checkVenueTimes(times);
    if (!checked.ok) return setErrors(checked.errors);
    const choice = { games, lang: lang === 'app' ? null : lang, speed, sound };
    const kiosk = { ...venue(), ...choice, ...checked.patch };
    app.updateSettings({ kiosk });
    app.kiosk.configure({ ...choice, idleMs: kiosk.idleMs });
    onClose();
    app.nextShowcase();
  };

  return (
    <div class="kiosk-overlay">
      <section class="venue" role="dialog" aria-labelledby="venue-title">
        <h2 id="venue-title">{t('kiosk.venue.title')}</h2>
        <fieldset class="venue-games">
          <legend>{t('kiosk.venue.games')}</legend>
          {SHOWCASE_ROTATION.map((g) => (
            <label key={g}>
              <input type="checkbox" checked={games.includes(g)} onChange={() => toggleGame(g)} /> {tk(`game.${g}.name`)}
            </label>
          ))}
          {games.length === 0 && <p class="venue-error">{t('kiosk.venue.needGame')}</p>}
        </fieldset>
        <label class="venue-field">
          {t('kiosk.venue.language')}
          <select value={lang} onChange={(e) => setLang(e.currentTarget.value as LangChoice)}>
            <option value="app">{t('kiosk.venue.langApp')}</option>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
            <option value="rotate">{t('kiosk.venue.langRotate')}</option>
          </select>
        </label>
        <label class="venue-field">
          {t('kiosk.venue.speed')}
          <select value={speed} onChange={(e) => setSpeed(e.currentTarget.value as KioskSpeed)}>
            {KIOSK_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {tk(`speed.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label class="venue-field venue-check">
          <input type="checkbox" checked={sound} onChange={(e) => setSound(e.currentTarget.checked)} /> {t('kiosk.venue.sound')}
        </label>
        <VenueTimes form={times} errors={errors} onChange={setTimes} />
        <NewCode onSet={() => undefined} />
        <VenueFilePicker onApplied={onClose} />
        <VisitsTable />
        <p class="muted">{t('kiosk.venue.gesture')}</p>
        {errors.length > 0 && (
          <p class="venue-error" role="alert">
            {t('kiosk.venueForm.refused', { n: new Set(errors.map((e) => e.field)).size })}
          </p>
        )}
        <div class="dialog-actions">
          <button type="button" class="primary" disabled={games.length === 0} onClick={save}>
            {t('kiosk.venue.save')}
          </button>
          <button type="button" onClick={() => app.leaveKiosk()}>
            {t('kiosk.venue.leave')}
          </button>
        </div>
      </section>
    </div>
  );
}

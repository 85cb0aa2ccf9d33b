// The venue screen's times: opening hours per weekday (two time fields a day, both empty for a
// day closed), what the screen shows outside them, and a visitor's idle wait. Each bad field says
// what is wrong beside it (aria-invalid, aria-describedby); the screen saves nothing while one is.
import type { VenueFieldError } from '../../app/venueFile';
import { getLang, t } from '../../i18n';
import { WEEKDAYS, type Weekday } from '../../model/openingHours';
import type { ClosedLook } from '../../app/stored';
import type { VenueTimesForm } from './venueForm';

/** A weekday's name in the current language (Monday first, as venues list their hours). */
const dayName = (d: Weekday): string =>
  new Intl.DateTimeFormat(getLang(), { weekday: 'long' }).format(new Date(2026, 11, 6 + WEEKDAYS.indexOf(d)));
const MONDAY_FIRST: readonly Weekday[] = [...WEEKDAYS.slice(1), 'sun'];

interface Props {
  form: VenueTimesForm;
  errors: readonly VenueFieldError[];
  onChange: (form: VenueTimesForm) => void;
}

export function VenueTimes({ form, errors, onChange }: Props) {
  const bad = (field: string) => errors.some((e) => e.field === field);
  const setDay = (d: Weekday, part: 'open' | 'close', value: string) => onChange({ ...form, days: { ...form.days, [d]: { ...form.days[d], [part]: value } } });
  const hoursBad = (d: Weekday) => bad(`hours.${d}`);
  return (
    <>
      <fieldset class="venue-hours">
        <legend>{t('kiosk.venueForm.hours')}</legend>
        <label class="venue-check">
          <input type="checkbox" checked={form.alwaysOpen} onChange={(e) => onChange({ ...form, alwaysOpen: e.currentTarget.checked })} /> {t('kiosk.venueForm.alwaysOpen')}
        </label>
        {!form.alwaysOpen && (
          <>
            <p class="muted venue-help" id="venue-hours-help">
              {t('kiosk.venueForm.hoursHelp')}
            </p>
            {MONDAY_FIRST.map((d) => (
              <fieldset key={d} class="venue-day" aria-describedby={hoursBad(d) ? `venue-bad-${d}` : 'venue-hours-help'}>
                <legend>{dayName(d)}</legend>
                {(['open', 'close'] as const).map((part) => (
                  <label key={part}>
                    {t(part === 'open' ? 'kiosk.venueForm.opens' : 'kiosk.venueForm.closes')}
                    <input type="time" value={form.days[d][part]} aria-invalid={hoursBad(d)} onInput={(e) => setDay(d, part, e.currentTarget.value)} />
                  </label>
                ))}
                {hoursBad(d) && (
                  <p class="venue-error" id={`venue-bad-${d}`}>
                    {t('kiosk.venueForm.badSpan')}
                  </p>
                )}
              </fieldset>
            ))}
          </>
        )}
      </fieldset>
      <label class="venue-field">
        {t('kiosk.venueForm.closedLook')}
        <select value={form.closedLook} onChange={(e) => onChange({ ...form, closedLook: e.currentTarget.value as ClosedLook })}>
          <option value="dim">{t('kiosk.venueForm.lookDim')}</option>
          <option value="black">{t('kiosk.venueForm.lookBlack')}</option>
        </select>
      </label>
      <label class="venue-field">
        {t('kiosk.venueForm.idle')}
        <input
          type="number"
          inputMode="numeric"
          min={10}
          max={3600}
          step={1}
          value={form.idleSeconds}
          aria-invalid={bad('idleSeconds')}
          aria-describedby={bad('idleSeconds') ? 'venue-bad-idle' : undefined}
          onInput={(e) => onChange({ ...form, idleSeconds: e.currentTarget.value })}
        />
      </label>
      {bad('idleSeconds') && (
        <p class="venue-error" id="venue-bad-idle">
          {t('kiosk.venueForm.badIdle')}
        </p>
      )}
    </>
  );
}

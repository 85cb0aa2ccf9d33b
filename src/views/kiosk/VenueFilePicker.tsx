// A venue file picked on the venue screen: applied whole, or refused with a line per bad field
// (the kiosk keeps its settings). The same messages show for a refused ?venue= or managed file.
import { appServices } from '../../app/services';
import type { VenueFieldError } from '../../app/venueFile';
import { applyVenueCheck, venueFileState } from '../../app/venueLoad';
import { checkVenueText } from '../../app/venueFile';
import { t } from '../../i18n';
import { useStore } from '../useStore';

/** One message a bad field: the field's name as written in the file, then what is wrong. */
export function venueErrorText(e: VenueFieldError): string {
  const problem = t(`kiosk.venueFile.${e.problem}`);
  return e.field ? t('kiosk.venueFile.fieldProblem', { field: e.field, problem }) : problem;
}

export function VenueFilePicker({ onApplied }: { onApplied: () => void }) {
  const state = useStore(venueFileState);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const app = appServices();
    const ok = await applyVenueCheck(app, checkVenueText(await file.text()));
    if (ok) {
      onApplied();
      app.nextShowcase();
    }
  };
  return (
    <div class="venue-file">
      <label class="venue-field">
        {t('kiosk.venueFile.pick')}
        <input type="file" accept="application/json,.json" onChange={(e) => void pick(e.currentTarget.files?.[0])} />
      </label>
      {state && !state.applied && (
        <div class="venue-error" role="alert">
          <p>{t('kiosk.venueFile.refused')}</p>
          <ul>
            {state.errors.map((e) => (
              <li key={`${e.field}:${e.problem}`}>{venueErrorText(e)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

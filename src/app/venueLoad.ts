// Where a venue file comes from and how it is applied: all its fields at once, or none. The
// messages of the last refused file wait for the venue screen (venueFileState).
import { createStore } from '../model/store';
import type { AppServices } from './services';
import { type VenueCheck, type VenueFieldError, type VenuePatch, checkVenueFile, checkVenueText, venueFileUrl } from './venueFile';

/** The last file's outcome: null (none read), applied, or refused with its messages. */
export const venueFileState = createStore<{ applied: boolean; errors: VenueFieldError[] } | null>(null);

type VenueApp = Pick<AppServices, 'settings' | 'updateSettings' | 'kiosk'>;

/** Applies a checked file, or keeps everything as it is and records why not. */
export async function applyVenueCheck(app: VenueApp, check: VenueCheck): Promise<boolean> {
  if (!check.ok) {
    venueFileState.set({ applied: false, errors: check.errors });
    return false;
  }
  await applyVenuePatch(app, check.patch);
  venueFileState.set({ applied: true, errors: [] });
  return true;
}

async function applyVenuePatch(app: VenueApp, patch: VenuePatch): Promise<void> {
  const kiosk = { ...app.settings.kiosk, ...patch };
  await app.updateSettings({ kiosk });
  app.kiosk.configure({ games: kiosk.games, lang: kiosk.lang, speed: kiosk.speed === 'step' ? 'normal' : kiosk.speed, sound: kiosk.sound, idleMs: kiosk.idleMs });
}

/** A ?venue=<url> file: same origin only, read as text and checked. A file that cannot be read is refused as not JSON. */
export async function readVenueUrl(param: string | null, origin: string, fetchText: (url: string) => Promise<string>): Promise<VenueCheck | null> {
  if (param === null) return null;
  const url = venueFileUrl(param, origin);
  if (!url) return { ok: false, errors: [{ field: '', problem: 'notSameOrigin' }] };
  try {
    return checkVenueText(await fetchText(url.href));
  } catch {
    return { ok: false, errors: [{ field: '', problem: 'unreadable' }] };
  }
}

interface ManagedNavigator {
  managed?: { getManagedConfiguration(keys: string[]): Promise<Record<string, unknown>> };
}

/** The browser's managed configuration (a managed device's policy), where it offers one and sets a field. */
export async function readManagedVenue(nav: unknown): Promise<VenueCheck | null> {
  const managed = (nav as ManagedNavigator | undefined)?.managed;
  if (!managed?.getManagedConfiguration) return null;
  try {
    const config = await managed.getManagedConfiguration(['games', 'language', 'speed', 'sound', 'idleSeconds', 'hours', 'closed', 'code']);
    return Object.keys(config ?? {}).length ? checkVenueFile(config) : null;
  } catch {
    return null;
  }
}

/** At a kiosk's start: the managed configuration first, then a ?venue= file over it. */
export async function loadVenueAtStart(app: VenueApp, search: string, origin: string): Promise<void> {
  const managed = await readManagedVenue(typeof navigator === 'undefined' ? undefined : navigator);
  if (managed) await applyVenueCheck(app, managed);
  const fromUrl = await readVenueUrl(new URLSearchParams(search).get('venue'), origin, async (url) => {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) throw new Error(String(res.status));
    return res.text();
  });
  if (fromUrl) await applyVenueCheck(app, fromUrl);
}

// A venue file is checked field by field and applied whole or not at all.
import { describe, expect, it, vi } from 'vitest';
import { checkVenueFile, checkVenueText, venueFileUrl } from '../../src/app/venueFile';
import { applyVenueCheck, readManagedVenue, readVenueUrl, venueFileState } from '../../src/app/venueLoad';
import { defaultVenue } from '../../src/storage/venue';

const HASH = 'a'.repeat(64);
const good = {
  games: ['innovation', 'gears'],
  language: 'rotate',
  speed: 'slow',
  sound: true,
  idleSeconds: 90,
  hours: { mon: '09:00-18:00', fri: '20:00-02:00', sun: 'closed' },
  closed: 'black',
  code: { hash: HASH, salt: 'pepper' },
};

const problems = (raw: unknown) => {
  const c = checkVenueFile(raw);
  return c.ok ? [] : c.errors;
};

describe('checkVenueFile', () => {
  it('reads every field of a good file', () => {
    expect(checkVenueFile(good)).toEqual({
      ok: true,
      patch: {
        games: ['innovation', 'gears'],
        lang: 'rotate',
        speed: 'slow',
        sound: true,
        idleMs: 90_000,
        hours: { mon: { open: 540, close: 1080 }, fri: { open: 1200, close: 120 }, sun: null },
        closedLook: 'black',
        codeHash: HASH,
        salt: 'pepper',
      },
    });
  });

  it('leaves out what the file leaves out ("app" is the app’s language)', () => {
    expect(checkVenueFile({ language: 'app' })).toEqual({ ok: true, patch: { lang: null } });
    expect(checkVenueFile({})).toEqual({ ok: true, patch: {} });
  });

  it('refuses what is not an object, or not JSON', () => {
    expect(problems([])).toEqual([{ field: '', problem: 'notObject' }]);
    expect(problems('x')).toEqual([{ field: '', problem: 'notObject' }]);
    expect(checkVenueText('{games: [')).toEqual({ ok: false, errors: [{ field: '', problem: 'notJson' }] });
  });

  it('names a field it does not know (a typo)', () => {
    expect(problems({ game: ['gears'] })).toEqual([{ field: 'game', problem: 'unknownField' }]);
  });

  it('games: a list, not empty, known games, each once', () => {
    expect(problems({ games: 'gears' })).toEqual([{ field: 'games', problem: 'notList' }]);
    expect(problems({ games: [] })).toEqual([{ field: 'games', problem: 'noGame' }]);
    expect(problems({ games: ['gears', 'chess'] })).toEqual([{ field: 'games', problem: 'unknownGame' }]);
    expect(problems({ games: ['gears', 'gears'] })).toEqual([{ field: 'games', problem: 'repeatedGame' }]);
  });

  it('language, speed, sound, closed: one of their values', () => {
    expect(problems({ language: 'fr' })).toEqual([{ field: 'language', problem: 'unknownLanguage' }]);
    expect(problems({ speed: 'step' })).toEqual([{ field: 'speed', problem: 'unknownSpeed' }]);
    expect(problems({ sound: 'yes' })).toEqual([{ field: 'sound', problem: 'notYesNo' }]);
    expect(problems({ closed: 'off' })).toEqual([{ field: 'closed', problem: 'unknownLook' }]);
  });

  it('idleSeconds: a whole number from 10 to 3600', () => {
    for (const bad of [9, 3601, 30.5, '60']) expect(problems({ idleSeconds: bad })).toEqual([{ field: 'idleSeconds', problem: 'badIdle' }]);
    expect(checkVenueFile({ idleSeconds: 10 })).toEqual({ ok: true, patch: { idleMs: 10_000 } });
  });

  it('hours: each weekday and each span checked, one message a bad day', () => {
    expect(problems({ hours: ['09:00-18:00'] })).toEqual([{ field: 'hours', problem: 'notObject' }]);
    expect(problems({ hours: { monday: '09:00-18:00', tue: '9-18', wed: '18:00-18:00', thu: '09:00-25:00' } })).toEqual([
      { field: 'hours.monday', problem: 'unknownDay' },
      { field: 'hours.tue', problem: 'badSpan' },
      { field: 'hours.wed', problem: 'badSpan' },
      { field: 'hours.thu', problem: 'badSpan' },
    ]);
    expect(checkVenueFile({ hours: null })).toEqual({ ok: true, patch: { hours: null } });
  });

  it('code: a 64-digit hex hash with a salt', () => {
    expect(problems({ code: 'secret' })).toEqual([{ field: 'code', problem: 'badCode' }]);
    expect(problems({ code: { hash: 'abc', salt: 's' } })).toEqual([{ field: 'code', problem: 'badCode' }]);
    expect(problems({ code: { hash: HASH, salt: '' } })).toEqual([{ field: 'code', problem: 'badCode' }]);
  });

  it('lists every bad field of a file, not only the first', () => {
    expect(problems({ ...good, speed: 'warp', sound: 1 }).map((e) => e.field)).toEqual(['speed', 'sound']);
  });
});

describe('applying a venue file', () => {
  const fakeApp = () => {
    const app = {
      settings: { kiosk: defaultVenue() } as never as { kiosk: ReturnType<typeof defaultVenue> },
      updateSettings: vi.fn(async (patch: { kiosk: ReturnType<typeof defaultVenue> }) => {
        app.settings.kiosk = patch.kiosk;
      }),
      kiosk: { configure: vi.fn() },
    };
    return app;
  };

  it('applies all of a good file to the settings and the running kiosk', async () => {
    const app = fakeApp();
    expect(await applyVenueCheck(app as never, checkVenueFile(good))).toBe(true);
    expect(app.settings.kiosk).toMatchObject({ games: ['innovation', 'gears'], speed: 'slow', idleMs: 90_000, closedLook: 'black', codeHash: HASH });
    expect(app.kiosk.configure).toHaveBeenCalledWith({ games: ['innovation', 'gears'], lang: 'rotate', speed: 'slow', sound: true, idleMs: 90_000 });
    expect(venueFileState.get()).toEqual({ applied: true, errors: [] });
  });

  it('applies nothing of a file with one bad field, and keeps its messages', async () => {
    const app = fakeApp();
    const before = app.settings.kiosk;
    expect(await applyVenueCheck(app as never, checkVenueFile({ ...good, hours: { mon: 'late' } }))).toBe(false);
    expect(app.settings.kiosk).toBe(before);
    expect(app.updateSettings).not.toHaveBeenCalled();
    expect(app.kiosk.configure).not.toHaveBeenCalled();
    expect(venueFileState.get()).toEqual({ applied: false, errors: [{ field: 'hours.mon', problem: 'badSpan' }] });
  });
});

describe('where a venue file comes from', () => {
  it('reads ?venue= only from the same origin', async () => {
    expect(venueFileUrl('/venue.json', 'https://shop.example')?.href).toBe('https://shop.example/venue.json');
    expect(venueFileUrl('https://other.example/v.json', 'https://shop.example')).toBeNull();
    const fetchText = vi.fn(async () => JSON.stringify({ speed: 'fast' }));
    expect(await readVenueUrl('https://other.example/v.json', 'https://shop.example', fetchText)).toEqual({
      ok: false,
      errors: [{ field: '', problem: 'notSameOrigin' }],
    });
    expect(fetchText).not.toHaveBeenCalled();
    expect(await readVenueUrl('venue.json', 'https://shop.example', fetchText)).toEqual({ ok: true, patch: { speed: 'fast' } });
    expect(await readVenueUrl(null, 'https://shop.example', fetchText)).toBeNull();
  });

  it('refuses a file that cannot be fetched', async () => {
    const missing = async () => Promise.reject(new Error('404'));
    expect(await readVenueUrl('/v.json', 'https://shop.example', missing)).toEqual({ ok: false, errors: [{ field: '', problem: 'unreadable' }] });
  });

  it('reads the browser’s managed configuration where there is one', async () => {
    expect(await readManagedVenue({})).toBeNull();
    const nav = { managed: { getManagedConfiguration: vi.fn(async () => ({ speed: 'instant', sound: false })) } };
    expect(await readManagedVenue(nav)).toEqual({ ok: true, patch: { speed: 'instant', sound: false } });
    expect(await readManagedVenue({ managed: { getManagedConfiguration: async () => ({}) } })).toBeNull();
  });
});

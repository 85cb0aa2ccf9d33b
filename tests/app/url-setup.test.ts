import { describe, expect, it, vi } from 'vitest';
import { parseUrlSetup } from '../../src/app/url-setup';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  // The toy game under each real id, so kiosk rotations can name several games.
  const known = ['gears', 'innovation', 'gear-and-piston'];
  return {
    getGame: (id: string) => {
      if (!known.includes(id)) throw new Error(`Unknown game '${id}'. Known: ${known.join(', ')}`);
      return { ...toyGame, id };
    },
    games: { gears: toyGame },
    gameIds: () => known,
  };
});

const parse = (search: string) => parseUrlSetup(search, { seed: () => 1234 });

describe('URL parameters open a setup directly', () => {
  it('?game=gears&players=3&bots=random,random,random&seed=5&speed=instant seats three bots', () => {
    const r = parse('?game=gears&players=3&bots=random,random,random&seed=5&speed=instant');
    expect(r).toEqual({
      ok: true,
      value: {
        kiosk: false,
        kioskOptions: { games: null, langRotate: false, sound: null, idleMs: null },
        speed: 'instant',
        lang: null,
        nv: null,
        setup: {
          game: 'gears',
          options: { players: 3, seed: 5 },
          seats: [
            { kind: 'bot', level: 'random' },
            { kind: 'bot', level: 'random' },
            { kind: 'bot', level: 'random' },
          ],
        },
      },
    });
  });

  it('fewer bots than players: the first seats are human', () => {
    const r = parse('?game=gears&players=3&bots=hard,normal');
    expect(r.ok && r.value.setup?.seats).toEqual([
      { kind: 'human' },
      { kind: 'bot', level: 'hard' },
      { kind: 'bot', level: 'normal' },
    ]);
  });

  it('a human seat can be named anywhere, and no seed means a fresh one', () => {
    const r = parse('?game=gears&bots=easy,human');
    expect(r.ok && r.value.setup).toEqual({
      game: 'gears',
      options: { players: 2, seed: 1234 },
      seats: [{ kind: 'bot', level: 'easy' }, { kind: 'human' }],
    });
  });

  it('variants are read by their key and type', () => {
    const r = parse('?game=gears&players=2&pile=17');
    expect(r.ok && r.value.setup?.options).toEqual({ players: 2, seed: 1234, pile: 17 });
    const bad = parse('?game=gears&players=2&pile=99');
    expect(bad.ok ? null : bad.error.code).toBe('bad-variant');
  });

  const NO_KIOSK = { games: null, langRotate: false, sound: null, idleMs: null };

  it('?kiosk=<game> keeps the showcase to one game; an unknown game is an error, not a crash', () => {
    expect(parse('?kiosk=gears')).toMatchObject({ ok: true, value: { kiosk: true, kioskOptions: { games: ['gears'] } } });
    expect(parse('?kiosk=1')).toMatchObject({ ok: true, value: { kiosk: true, kioskOptions: NO_KIOSK } });
    expect(parse('?kiosk=off')).toMatchObject({ ok: true, value: { kiosk: false, kioskOptions: NO_KIOSK } });
    const bad = parse('?kiosk=chess');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('unknown-game');
  });

  it('?kiosk starts the showcase; no game opens the menu', () => {
    expect(parse('?kiosk')).toEqual({ ok: true, value: { kiosk: true, kioskOptions: NO_KIOSK, speed: null, lang: null, nv: null, setup: null } });
    expect(parse('?lang=ja')).toEqual({ ok: true, value: { kiosk: false, kioskOptions: NO_KIOSK, speed: null, lang: 'ja', nv: null, setup: null } });
  });

  it('?kiosk&games=innovation,gears&lang=ja&speed=fast sets the rotation in order, the language and the speed', () => {
    expect(parse('?kiosk&games=innovation,gears&lang=ja&speed=fast')).toEqual({
      ok: true,
      value: { kiosk: true, kioskOptions: { games: ['innovation', 'gears'], langRotate: false, sound: null, idleMs: null }, speed: 'fast', lang: 'ja', nv: null, setup: null },
    });
    // A game named twice is shown once; ?kiosk=<game> comes first in the rotation.
    expect(parse('?kiosk=gear-and-piston&games=gears,gear-and-piston')).toMatchObject({
      ok: true,
      value: { kioskOptions: { games: ['gear-and-piston', 'gears'] } },
    });
  });

  it('lang=rotate shows the four languages in turn; sound and the idle wait are read too', () => {
    expect(parse('?kiosk&lang=rotate&sound=on&idle=3')).toMatchObject({
      ok: true,
      value: { lang: null, kioskOptions: { langRotate: true, sound: true, idleMs: 3000 } },
    });
    expect(parse('?kiosk&sound=off&idle=90')).toMatchObject({ value: { kioskOptions: { sound: false, idleMs: 90_000 } } });
    // Outside the kiosk these mean nothing: not errors either.
    expect(parse('?lang=rotate&idle=abc')).toMatchObject({ ok: true, value: { kiosk: false, lang: null, kioskOptions: NO_KIOSK } });
  });

  it('?nv=1 turns screen reader mode on for the visit, nv=0 off; without it the setting stands', () => {
    expect(parse('?game=gears&nv=1')).toMatchObject({ ok: true, value: { nv: true, setup: { game: 'gears' } } });
    expect(parse('?nv=0')).toMatchObject({ ok: true, value: { nv: false } });
    expect(parse('?nv')).toMatchObject({ ok: true, value: { nv: true } });
    expect(parse('?game=gears')).toMatchObject({ ok: true, value: { nv: null } });
  });

  it.each([
    ['?game=chess', 'unknown-game'],
    ['?nv=maybe', 'bad-nv'],
    ['?game=gears&players=9', 'bad-players'],
    ['?game=gears&players=2&bots=random,random,random', 'bad-bots'],
    ['?game=gears&bots=genius', 'bad-bots'],
    ['?game=gears&seed=abc', 'bad-seed'],
    ['?speed=warp', 'bad-speed'],
    ['?kiosk&games=gears,chess', 'unknown-game'],
    ['?kiosk&sound=loud', 'bad-sound'],
    ['?kiosk&idle=0', 'bad-idle'],
    ['?kiosk&idle=forever', 'bad-idle'],
    ['?kiosk&idle=7200', 'bad-idle'],
  ])('a bad URL (%s) is an error value with a reason, not a crash', (search, code) => {
    const r = parse(search);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });
});

describe('Echoes of the Past in the URL (the real Innovation engine)', () => {
  it('expansions=echoes sets the expansion; with the first edition it is refused, not dropped', async () => {
    const { innovation } = await vi.importActual<typeof import('../../src/engine/innovation/definition')>('../../src/engine/innovation/definition');
    const real = { seed: () => 1234, resolveGame: () => innovation as never };
    const r = parseUrlSetup('?game=innovation&players=2&bots=hard&expansions=echoes', real);
    expect(r.ok && r.value.setup?.options).toEqual({ players: 2, seed: 1234, expansions: 'echoes' });
    const first = parseUrlSetup('?game=innovation&players=2&expansions=echoes&edition=first', real);
    expect(first.ok ? null : first.error.code).toBe('bad-expansions');
  });
});

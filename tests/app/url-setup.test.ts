import { describe, expect, it, vi } from 'vitest';
import { parseUrlSetup } from '../../src/app/url-setup';

vi.mock('../../src/engine/index', async () => {
  const { toyGame } = await import('./toy-game');
  return {
    getGame: (id: string) => {
      if (id !== 'gears') throw new Error(`Unknown game '${id}'. Known: gears`);
      return toyGame;
    },
    games: { gears: toyGame },
    gameIds: () => ['gears'],
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
        kioskGame: null,
        speed: 'instant',
        lang: null,
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

  it('?kiosk=<game> keeps the showcase to one game; an unknown game is an error, not a crash', () => {
    expect(parse('?kiosk=gears')).toMatchObject({ ok: true, value: { kiosk: true, kioskGame: 'gears' } });
    expect(parse('?kiosk=1')).toMatchObject({ ok: true, value: { kiosk: true, kioskGame: null } });
    expect(parse('?kiosk=off')).toMatchObject({ ok: true, value: { kiosk: false, kioskGame: null } });
    const bad = parse('?kiosk=chess');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('unknown-game');
  });

  it('?kiosk starts the showcase; no game opens the menu', () => {
    expect(parse('?kiosk')).toEqual({ ok: true, value: { kiosk: true, kioskGame: null, speed: null, lang: null, setup: null } });
    expect(parse('?lang=ja')).toEqual({ ok: true, value: { kiosk: false,
        kioskGame: null, speed: null, lang: 'ja', setup: null } });
  });

  it.each([
    ['?game=chess', 'unknown-game'],
    ['?game=gears&players=9', 'bad-players'],
    ['?game=gears&players=2&bots=random,random,random', 'bad-bots'],
    ['?game=gears&bots=genius', 'bad-bots'],
    ['?game=gears&seed=abc', 'bad-seed'],
    ['?speed=warp', 'bad-speed'],
  ])('a bad URL (%s) is an error value with a reason, not a crash', (search, code) => {
    const r = parse(search);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
  });
});

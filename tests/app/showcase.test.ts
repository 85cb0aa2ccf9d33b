// The kiosk showcase's games: all three in turn, Gears first; every seat a bot; setups the engines
// accept; the rotation, language, speed and sound from the URL over the venue's settings.
import { describe, expect, it } from 'vitest';
import { KIOSK_IDLE_MS, SHOWCASE_ROTATION, kioskConfig, showcaseSetup, showcaseTurn, visitorSetup } from '../../src/app/showcase';
import { getGame } from '../../src/engine';
import { defaultVenue } from '../../src/storage/venue';

const NO_URL = { games: null, langRotate: false, sound: null, idleMs: null };

describe('showcase', () => {
  it('rotates through the three games, starting with Gears (the shortest, so a venue sees a result soon)', () => {
    expect(SHOWCASE_ROTATION).toEqual(['gears', 'gear-and-piston', 'innovation']);
  });

  it('every showcase seat is a bot, the player counts vary and every setup starts a game', () => {
    for (const game of SHOWCASE_ROTATION) {
      const counts = new Set<number>();
      for (let seed = 1; seed <= 12; seed++) {
        const setup = showcaseSetup(game, seed);
        expect(setup.game).toBe(game);
        expect(setup.seats.every((s) => s.kind === 'bot')).toBe(true);
        expect(setup.seats).toHaveLength(setup.options.players);
        counts.add(setup.options.players);
        const def = getGame(game);
        expect(def.toAct(def.setup(def.normalizeOptions(setup.options))).length).toBeGreaterThan(0);
      }
      expect(counts.size).toBeGreaterThan(1);
    }
    expect(showcaseSetup('gears', 1).options).toMatchObject({ characters: true });
    // Showcase seats go by friendly names; a visitor's game is a normal one.
    expect(showcaseSetup('innovation', 3).showcase).toBe(true);
    expect(visitorSetup('innovation', 3).showcase).toBeUndefined();
  });

  it('a visitor plays the game on screen against an easy and a normal bot', () => {
    for (const game of SHOWCASE_ROTATION) {
      expect(visitorSetup(game, 5)).toMatchObject({
        game,
        options: { players: 3, seed: 5 },
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'normal' }],
      });
    }
  });

  it('out of the box a kiosk shows the three games, fast, silent, in the app language, and waits 60 s for a visitor', () => {
    expect(kioskConfig(defaultVenue(), NO_URL, null, null)).toEqual({
      games: ['gears', 'gear-and-piston', 'innovation'],
      lang: null,
      speed: 'fast',
      sound: false,
      idleMs: KIOSK_IDLE_MS,
    });
    expect(KIOSK_IDLE_MS).toBe(60_000);
  });

  it('the URL wins over what the venue stored, for this visit; what the URL leaves out stays the venue’s', () => {
    const venue = { ...defaultVenue(), games: ['innovation' as const], lang: 'it' as const, speed: 'slow' as const, sound: true };
    expect(kioskConfig(venue, NO_URL, null, null)).toMatchObject({ games: ['innovation'], lang: 'it', speed: 'slow', sound: true });
    expect(kioskConfig(venue, { games: ['gears', 'innovation'], langRotate: false, sound: false, idleMs: 3000 }, 'instant', 'ja')).toEqual({
      games: ['gears', 'innovation'],
      lang: 'ja',
      speed: 'instant',
      sound: false,
      idleMs: 3000,
    });
    expect(kioskConfig(venue, { ...NO_URL, langRotate: true }, null, 'ja').lang).toBe('rotate');
    // Nobody taps through a showcase: 'step' pacing plays as normal.
    expect(kioskConfig(venue, NO_URL, 'step', null).speed).toBe('normal');
  });

  it('the rotation repeats the chosen games in order; lang=rotate gives each game the next of the four languages', () => {
    const config = { games: ['innovation' as const, 'gears' as const], lang: 'rotate' as const, speed: 'fast' as const, sound: false, idleMs: 60_000 };
    const turns = [0, 1, 2, 3, 4].map((n) => showcaseTurn(config, n, 'ru'));
    expect(turns).toEqual([
      { game: 'innovation', lang: 'en', shown: 0 },
      { game: 'gears', lang: 'it', shown: 0 },
      { game: 'innovation', lang: 'ja', shown: 1 },
      { game: 'gears', lang: 'ru', shown: 1 },
      { game: 'innovation', lang: 'en', shown: 2 },
    ]);
    expect(showcaseTurn({ ...config, lang: null }, 1, 'ru')).toEqual({ game: 'gears', lang: 'ru', shown: 0 });
    expect(showcaseTurn({ ...config, lang: 'ja' }, 3, 'ru')).toEqual({ game: 'gears', lang: 'ja', shown: 1 });
  });

  it('every other Innovation game of the rotation is played with Echoes of the Past, the first one without; a visitor’s new game is the base game', () => {
    const config = kioskConfig(defaultVenue(), NO_URL, null, null);
    const innovation = Array.from({ length: 12 }, (_, n) => showcaseTurn(config, n, 'en')).filter((turn) => turn.game === 'innovation');
    expect(innovation.map((turn) => turn.shown)).toEqual([0, 1, 2, 3]);
    const setups = innovation.map((turn, i) => showcaseSetup(turn.game, 7 + i, turn.shown));
    expect(setups.map((s) => s.options.expansions)).toEqual([undefined, 'echoes', undefined, 'echoes']);
    // An Echoes showcase game starts: every seat a bot, the Echoes supply piles set out.
    const def = getGame('innovation');
    const state = def.setup(def.normalizeOptions({ ...setups[1]!.options })) as { echoes?: unknown[] };
    expect(state.echoes).toHaveLength(10);
    expect(def.toAct(state).length).toBeGreaterThan(0);
    expect(setups[1]!.seats.every((s) => s.kind === 'bot')).toBe(true);
    // The other games have one variant: every showing is the same.
    expect(showcaseSetup('gears', 3, 1).options).toMatchObject({ characters: true });
    expect(visitorSetup('innovation', 5).options.expansions).toBeUndefined();
  });
});

// The showcase's pace: a caption stays long enough to read (by its length), the moments that
// matter are held, and a seeded bots game of each game, played headless and captioned as the
// showcase captions it, is scheduled into a length a passer-by can watch at the kiosk's speed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showcaseSetup } from '../../src/app/showcase';
import { setLang } from '../../src/i18n';
import type { GameId } from '../../src/engine/core/types';
import type { GameCaptions } from '../../src/table/captions';
import { plainText } from '../../src/table/rich';
import { Showcase } from '../../src/table/showcase';
import type { ShowcaseFeed } from '../../src/table/showcaseFeed';
import { CaptionPacer, HELD_EXTRA_MS, READ_MAX_MS, heldMs, READ_MIN_MS, isHeldMoment, lineWeight, median, readMs } from '../../src/table/showcasePace';
import { gameSchedule, playShowcaseGame } from './support/showcaseGame';

afterEach(() => setLang('en'));

describe('reading time', () => {
  it('is 2.5 s up to 30 characters, 60 ms more per character after, at most 7 s', () => {
    expect(readMs('Ada wins the round')).toBe(2500);
    expect(readMs('x'.repeat(30))).toBe(2500);
    expect(readMs('x'.repeat(31))).toBe(2560);
    expect(readMs('x'.repeat(50))).toBe(3700);
    expect(readMs('x'.repeat(500))).toBe(READ_MAX_MS);
    // Characters, not UTF-16 units: a Japanese line is not read faster for its code points.
    expect(readMs('あ'.repeat(40))).toBe(3100);
  });
});

describe('the caption pacer', () => {
  it('shows a line at once when the one before has been read; a quicker one waits, and only the newest waiting shows', () => {
    const p = new CaptionPacer();
    expect(p.line('first line', 'dull', 0)).toEqual({ before: 0, showAt: 0, after: 0 });
    expect(p.line('second', 'dull', 500)).toEqual({ before: 0, showAt: READ_MIN_MS, after: 0 });
    expect(p.line('third', 'dull', 900)).toEqual({ before: 0, showAt: READ_MIN_MS, after: 0 });
    expect(p.due('second', READ_MIN_MS)).toBe(false);
    expect(p.due('third', READ_MIN_MS)).toBe(true);
    p.close(6000);
    expect(p.history).toEqual([
      { text: 'first line', ms: 2500 },
      { text: 'third', ms: 3500 },
    ]);
  });

  it('a held moment waits for the line before it to be read, then stays its reading time and more, the table waiting', () => {
    const p = new CaptionPacer();
    p.line('Ada places a gear face down', 'dull', 0);
    expect(p.line('Ben jams on 3 and is out of the round', 'held', 1000)).toEqual({ before: 1500, showAt: 2500, after: readMs('Ben jams on 3 and is out of the round') + HELD_EXTRA_MS });
    // A line waiting when the held moment came is dropped: the moment is newer.
    const q = new CaptionPacer();
    q.line('one', 'dull', 0);
    q.line('two', 'dull', 100);
    q.line('held', 'held', 200);
    expect(q.due('two', 2500)).toBe(false);
  });
});

describe('moments that matter', () => {
  it('Innovation: a shared dogma, a demand, an achievement; not a plain dogma nor a draw', () => {
    expect(isHeldMoment('innovation', { type: 'dogma-start', player: 0, card: 'oars', targets: [1], sharers: [] })).toBe(true);
    expect(isHeldMoment('innovation', { type: 'dogma-start', player: 0, card: 'oars', targets: [], sharers: [1] })).toBe(true);
    expect(isHeldMoment('innovation', { type: 'dogma-start', player: 0, card: 'oars', targets: [], sharers: [] })).toBe(false);
    expect(isHeldMoment('innovation', { type: 'move-card', verb: 'achieve', age: 1, from: {}, to: {} })).toBe(true);
    expect(isHeldMoment('innovation', { type: 'achieve', player: 0, special: 'monument' })).toBe(true);
    expect(isHeldMoment('innovation', { type: 'move-card', verb: 'draw', age: 1, from: {}, to: {} })).toBe(false);
  });

  it('Gears: a jam, a code entered, a round won are held; a reveal is worth reading; a gear placed face down or turned is dull', () => {
    expect(isHeldMoment('gears', { type: 'jam', seats: [1], value: 3 })).toBe(true);
    expect(isHeldMoment('gears', { type: 'code-entered', seat: 0, card: 1 })).toBe(true);
    expect(lineWeight('gears', { type: 'round-winner', seats: [1] })).toBe('held');
    expect(lineWeight('gears', { type: 'reveal', seat: 2, gear: 'red', side: 0, value: 2 })).toBe('line');
    expect(lineWeight('gears', { type: 'place', seat: 0, faceUp: false })).toBe('dull');
    expect(lineWeight('gears', { type: 'turn-gear', seat: 0, by: 1 })).toBe('dull');
  });

  it('Gear & Piston: an improvement and the end are held; a part built into a car is worth reading; a token sent is dull', () => {
    expect(lineWeight('gear-and-piston', { type: 'upgrade', player: 0 })).toBe('held');
    expect(lineWeight('gear-and-piston', { type: 'game-end' })).toBe('held');
    expect(lineWeight('gear-and-piston', { type: 'move-tile', part: 'x', from: { zone: 'hand', player: 0 }, to: { zone: 'car', player: 0 } })).toBe('line');
    expect(lineWeight('gear-and-piston', { type: 'move-tile', part: 'x', from: { zone: 'junk-yard' }, to: { zone: 'hand', player: 0 } })).toBe('dull');
    expect(lineWeight('gear-and-piston', { type: 'place-token', player: 0, location: 'junk-yard' })).toBe('dull');
  });
});

/** Minutes, to two places. */
const min = (ms: number) => Math.round(ms / 600) / 100;

/**
 * Each game, six seeds, played headless by the showcase's bots (easy for the normal seats) and
 * scheduled at the kiosk's default speed (fast): before (every line at once, nothing held) and
 * with the pacer. The figures the report gives are these.
 */
describe('a seeded showcase game of each game, scheduled at the default kiosk speed', () => {
  const SEEDS = [0, 1, 2, 3, 4, 5];
  const schedules = (game: GameId) =>
    SEEDS.map((seed) => {
      const setup = showcaseSetup(game, seed);
      const moves = playShowcaseGame(setup);
      const after = gameSchedule(setup, moves, 'fast', true);
      const before = gameSchedule(setup, moves, 'fast', false);
      console.log(`${game} seed ${seed}, ${setup.options.players} players, ${moves.length} moves: ${min(before.totalMs)} → ${min(after.totalMs)} min; median caption ${before.medianMs} → ${after.medianMs} ms`);
      return { before, after };
    });

  it('Gears lasts 3 to 5 minutes (a game whose code is cracked early a little less); captions stay their reading time', () => {
    const runs = schedules('gears');
    const minutes = runs.map((r) => min(r.after.totalMs));
    for (const m of minutes) expect(m).toBeGreaterThanOrEqual(2.25);
    for (const m of minutes) expect(m).toBeLessThanOrEqual(5);
    expect(median(minutes)).toBeGreaterThanOrEqual(3);
    for (const r of runs) {
      expect(r.before.medianMs).toBeLessThan(READ_MIN_MS);
      expect(r.after.medianMs).toBeGreaterThanOrEqual(READ_MIN_MS);
      // Every caption but the last (which gives way to the results card) stays its reading time.
      expect(r.after.shown.slice(0, -1).every((s) => s.ms >= readMs(s.text))).toBe(true);
    }
  }, 60_000);

  for (const game of ['gear-and-piston', 'innovation'] as const) {
    it(`${game} lasts 2 to 8 minutes; captions stay their reading time`, () => {
      for (const r of schedules(game)) {
        expect(min(r.after.totalMs)).toBeGreaterThanOrEqual(2);
        expect(min(r.after.totalMs)).toBeLessThanOrEqual(8);
        expect(r.after.medianMs).toBeGreaterThanOrEqual(READ_MIN_MS);
        expect(r.after.shown.slice(0, -1).every((s) => s.ms >= readMs(s.text))).toBe(true);
      }
    }, 60_000);
  }
});

describe('the showcase on a fake clock', () => {
  afterEach(() => vi.useRealTimers());

  it('a dull line waits for the caption before it, then shows unless a newer one came; a held moment makes the table wait before and after', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const feeds: (ShowcaseFeed | null)[] = [];
    const host = { speed: () => 'fast' as const, peekGame: () => 'gears' as const, next: () => undefined, visible: () => undefined };
    const captions: GameCaptions = { headline: () => ['Round 1'], event: (e) => ({ line: [String(e.text)] }) };
    const show = new Showcase(host, 'gears', captions, (f) => feeds.push(f));
    const setup = showcaseSetup('gears', 0);
    show.begin({ setup, view: null } as never, () => undefined);
    vi.advanceTimersByTime(10_000);
    const line = () => plainText(feeds.at(-1)?.line ?? []);
    const step = (type: string, text: string) => {
      const p = show.plan({ type, text, seat: 0, faceUp: false, seats: [0], value: 1 } as never, { setup, view: null } as never);
      const pace = show.before(p);
      show.event(p);
      return pace;
    };
    expect(step('place', 'Ada places a gear face down')).toEqual({ before: 0, after: 0 });
    expect(line()).toBe('Ada places a gear face down');
    vi.advanceTimersByTime(300);
    step('place', 'Ben places a gear face down');
    step('place', 'Cleo places a gear face down');
    // Still the first: it has not been read yet.
    expect(line()).toBe('Ada places a gear face down');
    vi.advanceTimersByTime(READ_MIN_MS - 300);
    // Its time is over: the newest waiting line shows, the one between is skipped.
    expect(line()).toBe('Cleo places a gear face down');
    vi.advanceTimersByTime(1000);
    const jam = 'Ben jams on 3 and is out of the round';
    expect(step('jam', jam)).toEqual({ before: READ_MIN_MS - 1000, after: heldMs(jam) });
    expect(line()).toBe(jam);
    show.dispose();
  });
});

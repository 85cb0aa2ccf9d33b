// Visitor counts: one row per game and hour, CSV out, kept in the settings store, a full disk
// reported as every other write; a visit starts with a touch and ends after the idle wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVisitCounter } from '../../src/app/visitCount';
import { addVisit, emptyVisitRow, hourOf, readVisitRows, toCsv, totalsByGame, visitsByHourOfDay } from '../../src/model/visits';
import { memoryBackend } from '../../src/storage/backend';
import { createSettings, defaultSettings } from '../../src/storage/settings';
import { createVisits } from '../../src/storage/visits';
import { fullDisk } from './fixtures';

const at = (hh: number, mm = 0) => new Date(2026, 11, 7, hh, mm).getTime();

describe('visit rows', () => {
  it('adds to the row of that hour and game, sorted by hour then game', () => {
    let rows = addVisit([], '2026-12-07 14:00', 'gears', 'sessions', 1);
    rows = addVisit(rows, '2026-12-07 14:00', 'gears', 'dwellSeconds', 95);
    rows = addVisit(rows, '2026-12-07 13:00', 'innovation', 'gamesStarted', 1);
    expect(rows).toEqual([
      { ...emptyVisitRow('2026-12-07 13:00', 'innovation'), gamesStarted: 1 },
      { ...emptyVisitRow('2026-12-07 14:00', 'gears'), sessions: 1, dwellSeconds: 95 },
    ]);
    expect(addVisit(rows, '2026-12-07 15:00', 'gears', 'takeOvers', 1, '2026-12-07 14:00').map((r) => r.hour)).toEqual(['2026-12-07 14:00', '2026-12-07 15:00']);
  });

  it('names the local hour', () => {
    expect(hourOf(at(9, 59))).toBe('2026-12-07 09:00');
  });

  it('writes CSV: a header, one line a row, CRLF', () => {
    const rows = [{ ...emptyVisitRow('2026-12-07 14:00', 'gear-and-piston'), sessions: 2, dwellSeconds: 300, gamesStarted: 1, gamesFinished: 1, takeOvers: 1 }];
    expect(toCsv(rows)).toBe(
      'hour,game,sessions,dwellSeconds,gamesStarted,gamesFinished,lessonsStarted,lessonsFinished,takeOvers\r\n2026-12-07 14:00,gear-and-piston,2,300,1,1,0,0,1\r\n',
    );
    expect(toCsv([])).toBe('hour,game,sessions,dwellSeconds,gamesStarted,gamesFinished,lessonsStarted,lessonsFinished,takeOvers\r\n');
  });

  it('adds up each game for the venue screen, and skips damaged rows', () => {
    const rows = [
      { ...emptyVisitRow('2026-12-07 13:00', 'gears'), sessions: 1 },
      { ...emptyVisitRow('2026-12-07 14:00', 'gears'), sessions: 2 },
    ];
    expect(totalsByGame(rows)).toEqual([{ ...emptyVisitRow('', 'gears'), sessions: 3 }]);
    expect(readVisitRows([...rows, { hour: 'x', game: 'gears' }, { ...rows[0], game: 'chess' }, { ...rows[0], sessions: -1 }])).toEqual(rows);
  });
});

describe('the visits store', () => {
  it('keeps counts across reopening, beside the settings, without touching them', async () => {
    const backend = memoryBackend();
    const visits = createVisits(backend);
    expect(await visits.add(at(14), 'gears', 'sessions')).toEqual({ ok: true });
    await visits.add(at(14, 30), 'gears', 'gamesStarted');
    expect(await createVisits(backend).rows()).toEqual([{ ...emptyVisitRow('2026-12-07 14:00', 'gears'), sessions: 1, gamesStarted: 1 }]);
    expect((await createSettings(backend, defaultSettings('en')).get()).lang).toBe('en');
    await visits.reset();
    expect(await visits.rows()).toEqual([]);
  });

  it('reports a full disk as the other stores do', async () => {
    const r = await createVisits(fullDisk(memoryBackend())).add(at(14), 'gears', 'sessions');
    expect(r).toMatchObject({ ok: false, notice: 'notice.storageFull' });
  });
});

describe('counting a visit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a visit at the first touch and adds its dwell once it is left alone', () => {
    let clock = at(14);
    const add = vi.fn();
    const counter = createVisitCounter({ add, now: () => clock, idleMs: () => 60_000 });
    counter.touch('gears');
    clock += 40_000;
    vi.advanceTimersByTime(40_000);
    counter.touch('gears');
    counter.count('gears', 'gamesStarted');
    vi.advanceTimersByTime(60_000);
    expect(add.mock.calls).toEqual([
      [at(14), 'gears', 'sessions'],
      [at(14) + 40_000, 'gears', 'gamesStarted'],
      [at(14), 'gears', 'dwellSeconds', 40],
    ]);
    // The next touch is a new visit.
    counter.touch('innovation');
    expect(add).toHaveBeenLastCalledWith(at(14) + 40_000, 'innovation', 'sessions');
  });
});

describe('visits per hour of the day (the venue screen chart)', () => {
  it('adds every day and game of an hour together; hours without a visit are 0', () => {
    let rows = addVisit([], '2026-12-07 10:00', 'gears', 'sessions', 2);
    rows = addVisit(rows, '2026-12-08 10:00', 'innovation', 'sessions', 1);
    rows = addVisit(rows, '2026-12-08 17:00', 'gears', 'sessions', 4);
    rows = addVisit(rows, '2026-12-08 18:00', 'gears', 'gamesStarted', 3);
    const hours = visitsByHourOfDay(rows);
    expect(hours).toHaveLength(24);
    expect(hours[10]).toBe(3);
    expect(hours[17]).toBe(4);
    expect(hours[18]).toBe(0);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(7);
  });
});

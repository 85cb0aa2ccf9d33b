// The kiosk's status for a remote check. The kiosk tab writes a heartbeat to localStorage each
// minute (its version, when it started, the last game finished, games since the start, a few
// heap samples); the page opened as ?kiosk-status reads it, adds the storage estimate, and shows
// it as JSON (kioskStatusPage.ts). Both work offline: the page is the precached app itself.
import type { GameId } from '../engine/core/types';
import type { GateMemory } from './venue';

export const STATUS_KEY = 'boardwright:kiosk-status';
export const BEAT_MS = 60_000;
/** Heap samples kept: an hour at one a minute, enough to see a leak. */
const SAMPLES = 60;

export interface StatusBeat {
  version: string;
  startedAt: number;
  beatAt: number;
  lastGameFinished: { game: GameId; at: number } | null;
  gamesSinceStart: number;
  /** JS heap in use (MB), oldest first; empty where the browser does not tell it. */
  heapMb: number[];
}

/** Rising, steady or falling over the samples kept (first third against last third); null with too few. */
export function memoryTrend(samples: readonly number[]): 'rising' | 'steady' | 'falling' | null {
  if (samples.length < 6) return null;
  const third = Math.floor(samples.length / 3);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const first = mean(samples.slice(0, third));
  const last = mean(samples.slice(-third));
  // Within 10 %: garbage collection moves the heap that much without a leak.
  if (last > first * 1.1) return 'rising';
  if (last < first * 0.9) return 'falling';
  return 'steady';
}

/** What the status URL answers: `ok` is false when the kiosk tab has not beaten for three minutes. */
export function statusJson(beat: StatusBeat | null, storage: { usage?: number; quota?: number } | null, now: number): Record<string, unknown> {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    ok: beat !== null && now - beat.beatAt < 3 * BEAT_MS,
    version: beat?.version ?? null,
    startedAt: beat ? iso(beat.startedAt) : null,
    uptimeSeconds: beat ? Math.round((beat.beatAt - beat.startedAt) / 1000) : null,
    lastBeatAt: beat ? iso(beat.beatAt) : null,
    lastGameFinished: beat?.lastGameFinished ? { game: beat.lastGameFinished.game, at: iso(beat.lastGameFinished.at) } : null,
    gamesSinceStart: beat?.gamesSinceStart ?? 0,
    storageUsedBytes: storage?.usage ?? null,
    storageQuotaBytes: storage?.quota ?? null,
    heapMb: beat?.heapMb.at(-1) ?? null,
    memoryTrend: beat ? memoryTrend(beat.heapMb) : null,
  };
}

/** A kept heartbeat, or null when there is none or it is damaged. */
export function readBeat(memory: GateMemory | null): StatusBeat | null {
  try {
    const b = JSON.parse(memory?.getItem(STATUS_KEY) ?? 'null') as StatusBeat | null;
    return b && typeof b.version === 'string' && typeof b.startedAt === 'number' && typeof b.beatAt === 'number' && Array.isArray(b.heapMb) ? b : null;
  } catch {
    return null;
  }
}

export interface StatusBeatOptions {
  version: string;
  memory: GateMemory | null;
  now?: () => number;
  /** JS heap in use in bytes, where the browser tells it (performance.memory in Chromium). */
  heap?: () => number | null;
}

/** The kiosk tab's heartbeat: writes at once, then each minute; gameFinished writes too. */
export function startStatusBeat(opts: StatusBeatOptions): { gameFinished(game: GameId): void; stop(): void } {
  const now = opts.now ?? Date.now;
  const beat: StatusBeat = { version: opts.version, startedAt: now(), beatAt: now(), lastGameFinished: null, gamesSinceStart: 0, heapMb: [] };
  const write = () => {
    beat.beatAt = now();
    const bytes = opts.heap?.() ?? null;
    if (bytes !== null) beat.heapMb = [...beat.heapMb, Math.round(bytes / 1_048_576)].slice(-SAMPLES);
    try {
      opts.memory?.setItem(STATUS_KEY, JSON.stringify(beat));
    } catch {
      // Storage full or blocked: the status page then says the kiosk is not beating.
    }
  };
  write();
  const timer = setInterval(write, BEAT_MS);
  return {
    gameFinished(game) {
      beat.gamesSinceStart++;
      beat.lastGameFinished = { game, at: now() };
      write();
    },
    stop: () => clearInterval(timer),
  };
}

let running: ReturnType<typeof startStatusBeat> | null = null;

/** Beats while the kiosk runs (main.ts follows kioskState). */
export function kioskBeating(on: boolean, opts: StatusBeatOptions): void {
  if (on && !running) running = startStatusBeat(opts);
  if (!on && running) {
    running.stop();
    running = null;
  }
}

/** A showcase or visitor's game reached its end. */
export const noteGameFinished = (game: GameId): void => running?.gameFinished(game);

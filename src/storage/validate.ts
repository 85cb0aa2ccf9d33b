// The full check of a saved game: the engine agrees that every recorded move is legal, so the
// position can be rebuilt exactly. It needs the rules engines, so it is loaded only where a game
// is replayed (Load, Continue, opening a file or a save); the shape comes first (storage/shape.ts).
import { errorValue, type Result } from '../engine/core/errors';
import { jsonEqual } from '../engine/core/equal';
import { replayKept } from '../engine/core/replay';
import type { AnyGame, GameEvent } from '../engine/core/types';
import { getGame } from '../engine/index';
import { checkSaveShape, fail } from './shape';
import type { SaveRecord } from './types';

export interface Restored {
  game: AnyGame;
  state: unknown;
  events: GameEvent[];
  /**
   * The one replay, move by move: `states[k]` is the position after k moves (states[0] the
   * set-up, the last one `state`), `steps[k]` the events of move k. A session takes them whole
   * (undo's reveals, each viewer's log), so opening a save replays it once.
   */
  states: unknown[];
  steps: GameEvent[][];
  /** False when a snapshot was stored but disagreed with the replay (replay wins). */
  snapshotAgreed: boolean;
}

/**
 * The last record checked here and what its replay gave. Continue and Load check a record (the
 * full check replays it) and then open it: opening the very record just checked takes this
 * instead of replaying it a second time. One record only: the Load list checks every save.
 */
let lastRestored: { record: SaveRecord; resolve: (id: string) => AnyGame; restored: Restored } | null = null;

/**
 * Rebuilds the position by replaying (options, seed, moves) with today's engine. The stored
 * snapshot is compared, never trusted: if the rules changed since the save, the replay either
 * fails (the record is unreadable) or gives the position today's rules produce.
 */
export function restoreSave(record: SaveRecord, resolve: (id: string) => AnyGame = getGame): Result<Restored> {
  if (lastRestored?.record === record && lastRestored.resolve === resolve) return { ok: true, value: lastRestored.restored };
  let game: AnyGame;
  try {
    game = resolve(record.game);
  } catch (e) {
    return fail('unknown-game', errorValue(e).message);
  }
  const unknown = unknownOption(game, record.setup.options);
  if (unknown !== null) {
    return fail('unknown-option', `This game was saved with ${unknown}, which this version of Boardwright does not have: update the app to open it.`);
  }
  try {
    const { states, steps } = replayKept(game, { ...record.setup.options, seed: record.seed }, record.moves);
    const state = states[states.length - 1];
    const snap = record.snapshot;
    const snapshotAgreed = !snap || snap.moveCount !== record.moves.length || jsonEqual(snap.state, state);
    const restored: Restored = { game, state, events: steps.flat(), states, steps, snapshotAgreed };
    lastRestored = { record, resolve, restored };
    return { ok: true, value: restored };
  } catch (e) {
    const err = errorValue(e);
    return fail('no-replay', `The saved moves no longer replay: ${err.message}`);
  }
}

/**
 * The first option this build's game does not know, as "key=value", or null. A save made by a
 * build with more (an expansion, a new variant) would otherwise replay as a different game: the
 * engine drops options it does not know.
 */
export function unknownOption(game: AnyGame, options: Readonly<Record<string, unknown>>): string | null {
  for (const [key, value] of Object.entries(options)) {
    if (key === 'players' || key === 'seed') continue;
    const spec = game.variants.find((v) => v.key === key);
    if (!spec || (spec.kind === 'choice' && typeof value === 'string' && !(spec.choices ?? []).includes(value))) {
      return `${key}=${String(value)}`;
    }
  }
  return null;
}

/** Shape, then replay: what a record must pass to be listed and loaded. */
export function verifySave(x: unknown, resolve?: (id: string) => AnyGame): Result<SaveRecord> {
  const shaped = checkSaveShape(x);
  if (!shaped.ok) return shaped;
  const restored = restoreSave(shaped.value, resolve);
  if (!restored.ok) return restored;
  return shaped;
}

// A lesson as a script the engine plays: prepared positions, the move each step teaches (a
// pattern matched against the legal list) and the opponents' scripted answers. Walking the script
// is pure: the lesson session uses it to set up any step (Back, Skip, resume), and a unit test
// walks every lesson to prove each move legal where it is asked for.
import { jsonEqual } from '../engine/core/equal';
import type { AnyGame, GameEvent, GameId, PlayerId } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';

/** The fields a move must have (the others are free), e.g. { type: 'meld', card: 'archery' }. */
export type MovePattern = Readonly<Record<string, unknown>>;

export interface LessonStepScript {
  /** Stable: progress is saved by it, and tests name steps by it. */
  id: string;
  /** A prepared position (the game's scenario): the step begins a new scene from it. */
  position?: unknown;
  /** The learner's move this step teaches; none: the step is read, then Next. */
  expect?: MovePattern;
  /** The opponents' scripted answers, in order, after the expected move (or after Next). */
  reply?: readonly MovePattern[];
}

export interface LessonScript {
  game: GameId;
  /** Seat 0 is the learner; the other seats are the scripted opponents. */
  setup: SessionSetup;
  /** Builds the engine state of a step's prepared position (the game's scenario builder). */
  build(position: unknown): unknown;
  steps: readonly LessonStepScript[];
  /** How the last position stands: the game over (why, and who won), or still being played. */
  ends: { reason: string; winners: PlayerId[] } | 'playing';
}

/** One move applied in the lesson, with what the engine said and the position after it. */
export interface LessonMove {
  player: PlayerId;
  move: unknown;
  events: GameEvent[];
  before: unknown;
  after: unknown;
}

export class LessonScriptError extends Error {
  override readonly name = 'LessonScriptError';
}

export const LEARNER: PlayerId = 0;

export function matchesPattern(move: unknown, pattern: MovePattern): boolean {
  if (typeof move !== 'object' || move === null) return false;
  const m = move as Record<string, unknown>;
  return Object.entries(pattern).every(([k, v]) => Object.hasOwn(m, k) && jsonEqual(m[k], v));
}

/** Indices of the listed moves a pattern accepts. */
export function matching(legal: readonly unknown[], pattern: MovePattern): number[] {
  return legal.flatMap((m, i) => (matchesPattern(m, pattern) ? [i] : []));
}

/** The one listed move a step's pattern names, or an error saying what is wrong with the script. */
export function expectedMove(game: AnyGame, state: unknown, step: LessonStepScript): unknown {
  const pattern = step.expect;
  if (!pattern) throw new LessonScriptError(`Step '${step.id}' teaches no move.`);
  if (!game.toAct(state).includes(LEARNER)) throw new LessonScriptError(`Step '${step.id}': the learner owes no decision.`);
  const legal = game.legalMoves(state, LEARNER);
  const hits = matching(legal, pattern);
  if (hits.length !== 1) throw new LessonScriptError(`Step '${step.id}': ${JSON.stringify(pattern)} matches ${hits.length} legal moves, not one.`);
  return legal[hits[0] as number];
}

/** The opponent seat and listed move a scripted reply names, or an error. */
export function replyMove(game: AnyGame, setup: SessionSetup, state: unknown, step: LessonStepScript, pattern: MovePattern): { player: PlayerId; move: unknown } {
  for (const player of game.toAct(state)) {
    if (setup.seats[player]?.kind !== 'bot') continue;
    const legal = game.legalMoves(state, player);
    const hits = matching(legal, pattern);
    if (hits.length === 1) return { player, move: legal[hits[0] as number] };
  }
  throw new LessonScriptError(`Step '${step.id}': no opponent to act may play exactly one move like ${JSON.stringify(pattern)}.`);
}

export function applyLogged(game: AnyGame, state: unknown, player: PlayerId, move: unknown): LessonMove {
  const applied = game.apply(state, player, move);
  return { player, move, events: applied.events, before: state, after: applied.state };
}

/** The first step of the scene a step belongs to (the nearest step at or before it with a position). */
export function sceneStart(script: LessonScript, index: number): number {
  for (let i = index; i >= 0; i--) if (script.steps[i]?.position !== undefined) return i;
  throw new LessonScriptError(`Step '${script.steps[index]?.id}' has no prepared position before it.`);
}

/** A step's own moves: the expected one (if it teaches one), then its replies. */
export function stepMoves(game: AnyGame, script: LessonScript, state: unknown, index: number): LessonMove[] {
  const step = script.steps[index];
  if (!step) throw new LessonScriptError(`No step ${index}.`);
  const out: LessonMove[] = [];
  let now = state;
  if (step.expect) {
    const m = applyLogged(game, now, LEARNER, expectedMove(game, now, step));
    out.push(m);
    now = m.after;
  }
  for (const pattern of step.reply ?? []) {
    const r = replyMove(game, script.setup, now, step, pattern);
    const m = applyLogged(game, now, r.player, r.move);
    out.push(m);
    now = m.after;
  }
  return out;
}

/** The position at the start of step `index`, and the moves of its scene before it (for the log). */
export function positionAt(game: AnyGame, script: LessonScript, index: number): { state: unknown; moves: LessonMove[] } {
  const from = sceneStart(script, index);
  let state = script.build(script.steps[from]?.position);
  const moves: LessonMove[] = [];
  for (let i = from; i < index; i++) {
    for (const m of stepMoves(game, script, state, i)) {
      moves.push(m);
      state = m.after;
    }
  }
  return { state, moves };
}

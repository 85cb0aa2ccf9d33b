// The twin-world check of GameDefinition.reveals: undo may take a seat back only over moves that
// taught it nothing. So wherever undo is open, a twin world — a full state consistent with what
// the seat saw before its decision (determinize of its view) — played on with the same moves must
// show the seat exactly what the real one showed: the same view after every move and the same
// events. A difference means a move depended on something the seat could not see, and reveals()
// should have closed undo there.
import { jsonEqual } from '../engine/core/equal';
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameEvent, PlayerId } from '../engine/core/types';

export interface TwinDifference {
  seed: number;
  seat: PlayerId;
  /** The seat's decision undo would go back to (its index in the move list). */
  from: number;
  /** The move after which the twin showed the seat something else. */
  at: number;
  /** The seat saw another view or other events, its own move was refused, or no move of another seat shows it the same. */
  what: 'view' | 'events' | 'refused' | 'unmatched';
}

export interface TwinReport {
  /** Positions (move list, seat) at which undo was open. */
  positions: number;
  /** Twin moves applied and compared. */
  compared: number;
  differences: TwinDifference[];
}

export interface Step {
  player: PlayerId;
  move: unknown;
  before: unknown;
  after: unknown;
  events: GameEvent[];
}

/** A random game: a seat picked from toAct, then one of its legal moves, to the end or `cap` moves. */
export function randomGame(game: AnyGame, options: Record<string, unknown> & { players: number }, seed: number, cap: number): Step[] {
  let state = game.setup(game.normalizeOptions({ ...options, seed }));
  const rng = Rng.seeded(seed ^ 0x77);
  const steps: Step[] = [];
  while (steps.length < cap && game.outcome(state) === null) {
    const player = rng.pick(game.toAct(state));
    const move = rng.pick(game.legalMoves(state, player));
    const applied = game.apply(state, player, move);
    steps.push({ player, move, before: state, after: applied.state, events: applied.events });
    state = applied.state;
  }
  return steps;
}

/**
 * Every stretch over which undo is open for `seat` — from one of its decisions through the moves
 * after it, up to its next decision or the first move that reveals something to it — played again
 * in `twins` twin worlds, comparing what the seat sees after each move.
 */
export function twinCheck(game: AnyGame, steps: Step[], seat: PlayerId, seed: number, twins: number, report: TwinReport): void {
  if (!game.reveals) throw new Error(`${game.id} has no reveals()`);
  const rng = Rng.seeded(seed * 7 + seat);
  const revealed = steps.map((s) => game.reveals?.(game.viewEvents(s.events, seat), seat) ?? null);
  for (let from = 0; from < steps.length; from++) {
    if (steps[from]?.player !== seat || revealed[from]) continue;
    let end = from + 1; // the stretch: moves from..end-1, after each of which undo to `from` is open
    while (end < steps.length && steps[end]?.player !== seat && !revealed[end]) end++;
    // Undo is closed once the game is over.
    while (end > from && game.outcome(steps[end - 1]?.after) !== null) end--;
    if (end === from) continue;
    report.positions += end - from;
    for (let t = 0; t < twins; t++) {
      let twin = game.determinize(game.view(steps[from]?.before, seat), seat, new Rng(rng.fork()));
      for (let i = from; i < end; i++) {
        const step = steps[i] as Step;
        const next = step.player === seat ? ownMove(game, twin, step) : matchingMove(game, twin, step, seat);
        report.compared++;
        if ('differs' in next) {
          report.differences.push({ seed, seat, from, at: i, what: next.differs });
          break;
        }
        twin = next.state;
      }
    }
  }
}

type TwinStep = { state: unknown } | { differs: TwinDifference['what'] };

/** Null when the seat sees the same after the move in both worlds; else what differs. */
function sightDiffers(game: AnyGame, applied: { state: unknown; events: GameEvent[] }, step: Step, seat: PlayerId): 'view' | 'events' | null {
  if (!jsonEqual(game.view(applied.state, seat), game.view(step.after, seat))) return 'view';
  if (!jsonEqual(game.viewEvents(applied.events, seat), game.viewEvents(step.events, seat))) return 'events';
  return null;
}

/** The seat's own move, played in the twin: it must be legal there and show the same. */
function ownMove(game: AnyGame, twin: unknown, step: Step): TwinStep {
  let applied: { state: unknown; events: GameEvent[] };
  try {
    applied = game.apply(twin, step.player, step.move);
  } catch {
    return { differs: 'refused' };
  }
  const differs = sightDiffers(game, applied, step, step.player);
  return differs ? { differs } : { state: applied.state };
}

/**
 * Another seat's move, as the seat watching saw it: its choice named cards the watcher cannot
 * see, so in the twin it is whichever of that seat's legal moves shows the watcher the same thing
 * (the same hand slot returned, say). None at all means the move told the watcher about the world.
 */
function matchingMove(game: AnyGame, twin: unknown, step: Step, seat: PlayerId): TwinStep {
  for (const move of [step.move, ...game.legalMoves(twin, step.player)]) {
    let applied: { state: unknown; events: GameEvent[] };
    try {
      applied = game.apply(twin, step.player, move);
    } catch {
      continue; // the recorded move names a card this twin placed elsewhere
    }
    if (!sightDiffers(game, applied, step, seat)) return { state: applied.state };
  }
  return { differs: 'unmatched' };
}

export const emptyReport = (): TwinReport => ({ positions: 0, compared: 0, differences: [] });

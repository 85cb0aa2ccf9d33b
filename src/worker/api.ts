// What the engine worker offers the UI thread, as a plain object (Comlink exposes it; tests
// call it over a MessageChannel). Everything crossing is plain JSON; errors come back as values.
import { type HadWhy, type ReviewDecision, type ReviewUnit, type Verdict, explainVerdict, hadSteps, judgeDecision, reviewUnit, worstVerdicts } from '../ai/review';
import { heuristicsFor } from '../ai/heuristics';
import { type BotRequest, SLICE_MS, type Thought, think } from '../ai/think';
import { makeBot } from '../ai/levels';
import { type ErrorValue, errorValue } from '../engine/core/errors';
import type { AnyGame, GameId } from '../engine/core/types';
import { getGame } from '../engine/index';

/** A worker answer: a value, or an error as a value (errors do not cross postMessage as errors). */
export type Answer<T> = { ok: true; value: T } | { ok: false; error: ErrorValue };

export interface ReviewRequest {
  /** Chosen by the client; cancel(id) stops this review. */
  id: number;
  game: GameId;
  /** Each decision as its seat saw it: a view, never the state (ai/review.ts). */
  decisions: ReviewDecision[];
  /** Say why for this many of the largest losses (ai/review.ts explainVerdict); none when absent. */
  explain?: number;
}

/** One verdict per decision, in order, and what their values are. */
export interface ReviewVerdicts {
  verdicts: Verdict[];
  unit: ReviewUnit;
}

export type ReviewAnswer = ({ ok: true } & ReviewVerdicts) | { ok: false; error: ErrorValue };

/** One shown decision's "had you" (ai/review.ts hadSteps): the bot's move played forward. */
export interface HadRequest {
  /** Chosen by the client; cancel(id) stops this comparison. */
  id: number;
  game: GameId;
  decision: ReviewDecision;
  /** The bot's move: its index in the decision's legal moves (the verdict's best). */
  best: number;
}

export type HadAnswer = ({ ok: true } & HadWhy) | { ok: false; error: ErrorValue };

export interface EngineWorkerApi {
  /** The session's request as it is (`id`, chosen by the client: cancel(id) stops this search); think()'s answer as it is. */
  chooseMove(id: number, req: BotRequest): Promise<Answer<Thought>>;
  /**
   * Judges a finished game's decisions one by one, in slices of a few ms with a macrotask between
   * them (pings and cancel get through); `onProgress(done, total)` after each slice.
   */
  review(req: ReviewRequest, onProgress?: (done: number, total: number) => void): Promise<ReviewAnswer>;
  /**
   * "Had you" for one reviewed decision: its searches run in slices, and while a move is being
   * chosen (chooseMove: a bot's move or a hint) it waits; that request never waits behind it.
   */
  had(req: HadRequest): Promise<HadAnswer>;
  /** Stops a running search; its answer becomes { ok: false, code: 'cancelled' }. */
  cancel(id: number): void;
  /** Cheap liveness check. */
  ping(): 'pong';
}

export interface WorkerApiDeps {
  resolveGame?: (id: string) => AnyGame;
  think?: typeof think;
  log?: (message: string) => void;
}

const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function createWorkerApi(deps: WorkerApiDeps = {}): EngineWorkerApi {
  const resolveGame = deps.resolveGame ?? getGame;
  const run = deps.think ?? think;
  const log = deps.log ?? ((m: string) => console.warn(m));
  // Rules objects are rebuilt from the registry by id: functions do not cross postMessage.
  const games = new Map<string, AnyGame>();
  const tokens = new Map<number, { cancelled: boolean }>();
  const reported = new Set<string>();
  // Moves being chosen now (chooseMove). Background work (a review, "had you") lets them go
  // first: between its slices it waits until none is left, so a bot's move or a hint has the
  // worker to itself after at most one slice.
  let choosing = 0;
  let idle: (() => void)[] = [];
  const chooseBegins = () => {
    choosing++;
  };
  const chooseEnds = () => {
    choosing--;
    if (choosing > 0) return;
    const waiting = idle;
    idle = [];
    for (const go of waiting) go();
  };
  /** Between two slices of background work: a macrotask, then as long as a move is being chosen. */
  const giveWay = async (): Promise<void> => {
    await macrotask();
    while (choosing > 0) await new Promise<void>((go) => idle.push(go));
  };

  /** Levels the AI does not ship yet play as 'random' (said once per level, not per move). */
  function knownLevel(level: string): string {
    try {
      makeBot(level);
      return level;
    } catch {
      if (!reported.has(level)) {
        reported.add(level);
        log(`Bot level '${level}' is not available yet; playing it as 'random'.`);
      }
      return 'random';
    }
  }

  function gameOf(id: GameId): AnyGame {
    let game = games.get(id);
    if (!game) {
      game = resolveGame(id);
      games.set(id, game);
    }
    return game;
  }

  const cancelled = (): { ok: false; error: ErrorValue } => ({ ok: false, error: { code: 'cancelled', message: 'The search was cancelled.' } });

  return {
    async review(req, onProgress) {
      const token = { cancelled: false };
      tokens.set(req.id, token);
      try {
        const game = gameOf(req.game);
        const verdicts: Verdict[] = [];
        const total = req.decisions.length;
        let sliceEnd = performance.now() + SLICE_MS;
        for (const d of req.decisions) {
          verdicts.push(judgeDecision(game, d));
          if (performance.now() >= sliceEnd) {
            onProgress?.(verdicts.length, total);
            await giveWay();
            if (token.cancelled) return cancelled();
            sliceEnd = performance.now() + SLICE_MS;
          }
        }
        // The decisions the Review shows (its largest losses) say why: what followed, what the bot's move does.
        for (const v of worstVerdicts(verdicts, req.explain ?? 0)) {
          const d = req.decisions.find((x) => x.at === v.at && x.player === v.player);
          if (!d) continue;
          try {
            v.why = explainVerdict(game, d, v);
          } catch (e) {
            // The verdict stands without its why.
            log(`The coach could not explain a reviewed decision: ${errorValue(e).message}`);
          }
        }
        onProgress?.(total, total);
        return { ok: true, verdicts, unit: reviewUnit(game) };
      } catch (e) {
        return token.cancelled ? cancelled() : { ok: false, error: errorValue(e) };
      } finally {
        tokens.delete(req.id);
      }
    },
    async had(req) {
      const token = { cancelled: false };
      tokens.set(req.id, token);
      let game: AnyGame | null = null;
      try {
        game = gameOf(req.game);
        const steps = hadSteps(game, req.decision, req.best, SLICE_MS);
        for (;;) {
          // Every slice, the first too, only once no move is being chosen.
          await giveWay();
          if (token.cancelled) return cancelled();
          const step = steps.next();
          if (step.done) return { ok: true, ...step.value };
        }
      } catch (e) {
        return token.cancelled ? cancelled() : { ok: false, error: errorValue(e) };
      } finally {
        tokens.delete(req.id);
        // What its searches cached is of no use to the next request (think.ts does the same).
        if (game) heuristicsFor(game).endSearch?.();
      }
    },
    async chooseMove(id, req) {
      const token = { cancelled: false };
      tokens.set(id, token);
      chooseBegins();
      try {
        const level = knownLevel(req.level);
        const thought = await run(gameOf(req.game), level === req.level ? req : { ...req, level }, token, log);
        if (token.cancelled) return cancelled();
        return { ok: true, value: thought };
      } catch (e) {
        if (token.cancelled) return cancelled();
        return { ok: false, error: errorValue(e) };
      } finally {
        tokens.delete(id);
        chooseEnds();
      }
    },
    cancel(id) {
      const token = tokens.get(id);
      if (token) token.cancelled = true;
    },
    ping: () => 'pong',
  };
}

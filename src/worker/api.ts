// What the engine worker offers the UI thread, as a plain object (Comlink exposes it; tests
// call it over a MessageChannel). Everything crossing is plain JSON; errors come back as values.
import { think } from '../ai/think';
import { makeBot } from '../ai/levels';
import { type ErrorValue, errorValue } from '../engine/core/errors';
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';

export interface ChooseRequest {
  /** Chosen by the client; cancel(id) stops this search. */
  id: number;
  game: GameId;
  view: unknown;
  player: PlayerId;
  legal: unknown[];
  level: string;
  seed: number;
  timeMs?: number;
  /** See ThinkRequest.askedAt. */
  askedAt?: number;
}

export type ChooseAnswer = { ok: true; move: unknown } | { ok: false; error: ErrorValue };

export interface EngineWorkerApi {
  chooseMove(req: ChooseRequest): Promise<ChooseAnswer>;
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

export function createWorkerApi(deps: WorkerApiDeps = {}): EngineWorkerApi {
  const resolveGame = deps.resolveGame ?? getGame;
  const run = deps.think ?? think;
  const log = deps.log ?? ((m: string) => console.warn(m));
  // Rules objects are rebuilt from the registry by id: functions do not cross postMessage.
  const games = new Map<string, AnyGame>();
  const tokens = new Map<number, { cancelled: boolean }>();
  const reported = new Set<string>();

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

  return {
    async chooseMove(req) {
      const token = { cancelled: false };
      tokens.set(req.id, token);
      try {
        let game = games.get(req.game);
        if (!game) {
          game = resolveGame(req.game);
          games.set(req.game, game);
        }
        const thinkReq = {
          game,
          view: req.view,
          player: req.player,
          legal: req.legal,
          level: knownLevel(req.level),
          seed: req.seed,
          ...(req.timeMs === undefined ? {} : { timeMs: req.timeMs }),
          ...(req.askedAt === undefined ? {} : { askedAt: req.askedAt }),
        };
        const move = await run(thinkReq, token);
        if (token.cancelled) return { ok: false, error: { code: 'cancelled', message: 'The search was cancelled.' } };
        return { ok: true, move };
      } catch (e) {
        if (token.cancelled) return { ok: false, error: { code: 'cancelled', message: 'The search was cancelled.' } };
        return { ok: false, error: errorValue(e) };
      } finally {
        tokens.delete(req.id);
      }
    },
    cancel(id) {
      const token = tokens.get(id);
      if (token) token.cancelled = true;
    },
    ping: () => 'pong',
  };
}

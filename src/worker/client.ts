// The UI thread's handle on the bot worker. A request that outlives its deadline, a worker that
// crashes, or one that goes silent (it stops answering the liveness ping while a request waits,
// with no error event at all) gets the worker terminated, a fresh one spawned and the request
// retried, with a notice for the player. cancel() (leaving a game) stops the searches and drops
// their answers.
import { type Endpoint, type Remote, proxy, releaseProxy, wrap } from 'comlink';
import type { NoticeKey } from '../model/notices';
import type { Answer, EngineWorkerApi } from './api';
import { BotCancelledError, BotFailedError, type BotPort, type HadPortRequest, type ReviewPortRequest } from './port';

/** A Worker, or anything that behaves like one (a MessagePort in tests). */
export interface WorkerLike extends Endpoint {
  terminate(): void;
}

export interface BotClientOptions {
  spawn?: () => WorkerLike;
  /** A search past this is a hang: terminate, respawn, retry. */
  deadlineMs?: number;
  /** How many times one request is retried on a fresh worker before it fails. */
  retries?: number;
  /** Liveness: how often a busy worker is pinged, and how long a pong may take. */
  pingEveryMs?: number;
  pingTimeoutMs?: number;
}

/**
 * A silent worker is replaced within pingEveryMs + pingTimeoutMs of its last answer (under 3 s).
 * Searches yield every few ms (ai/think.ts), so a healthy worker answers a ping at once; the
 * timeout leaves room for a slow synchronous bot step on a loaded phone.
 */
export const LIVENESS = { pingEveryMs: 1000, pingTimeoutMs: 1500 } as const;

export interface BotClient extends BotPort {
  /** The coach's hint: the move and the search's best moves with their win chances. */
  advise: NonNullable<BotPort['advise']>;
  had: NonNullable<BotPort['had']>;
  onNotice(fn: (key: NoticeKey) => void): () => void;
  /** Terminates the worker (the next request spawns a new one). */
  dispose(): void;
  /** How many times the worker was restarted (for diagnostics and tests). */
  readonly restarts: number;
}

const spawnModuleWorker = (): WorkerLike =>
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'boardwright-bots' });

type Failure = 'deadline' | 'crash' | 'silent' | 'restarted';
type Outcome<T> = { answer: Answer<T> } | { failure: Failure } | { cancelled: true };
type Settle = (outcome: Outcome<unknown>) => void;

/** A review judges a whole game: it may take longer than one decision. */
const REVIEW_DEADLINE_MS = 60_000;
/**
 * "Had you" plays up to seven normal searches and gives way to every move chosen meanwhile: on a
 * loaded machine a Gear & Piston one took up to 30 s (docs/bots/coach-reasons.md). It yields every
 * few ms, so the liveness ping, not this deadline, catches a worker that stops; this only bounds it.
 */
const HAD_DEADLINE_MS = 300_000;

export function createBotClient(opts: BotClientOptions = {}): BotClient {
  const spawn = opts.spawn ?? spawnModuleWorker;
  const deadlineMs = opts.deadlineMs ?? 10_000;
  const retries = opts.retries ?? 1;
  const pingEveryMs = opts.pingEveryMs ?? LIVENESS.pingEveryMs;
  const pingTimeoutMs = opts.pingTimeoutMs ?? LIVENESS.pingTimeoutMs;
  const listeners = new Set<(key: NoticeKey) => void>();
  let worker: WorkerLike | null = null;
  let remote: Remote<EngineWorkerApi> | null = null;
  /** Requests in flight by id. Several sessions may share one client; each request stands alone. */
  const pending = new Map<number, Settle>();
  let nextId = 1;
  let restarts = 0;
  /** The current worker has answered once (a worker still loading its code is not silent). */
  let ready = false;
  let heartbeat: ReturnType<typeof setTimeout> | null = null;

  const settleAll = (outcome: Outcome<unknown>) => {
    for (const settle of [...pending.values()]) settle(outcome);
  };

  const onCrash = (e: Event) => {
    console.warn('Bot worker crashed.', e);
    settleAll({ failure: 'crash' });
  };

  function ensureWorker(): Remote<EngineWorkerApi> {
    if (!remote) {
      worker = spawn();
      worker.addEventListener('error', onCrash);
      worker.addEventListener('messageerror', onCrash);
      const api = wrap<EngineWorkerApi>(worker);
      remote = api;
      ready = false;
      // The first pong says the worker is up; only then can it fall silent.
      api.ping().then(
        () => {
          if (remote === api) ready = true;
        },
        () => undefined,
      );
    }
    return remote;
  }

  /** While requests wait, ping the worker; one that stops answering is replaced. */
  function scheduleBeat(): void {
    if (heartbeat !== null || pending.size === 0) return;
    heartbeat = setTimeout(beat, pingEveryMs);
  }

  function beat(): void {
    heartbeat = null;
    const api = remote;
    if (!api || pending.size === 0) return;
    let answered = false;
    const timer = setTimeout(() => {
      if (!answered && remote === api && ready && pending.size > 0) restart('silent');
      else scheduleBeat();
    }, pingTimeoutMs);
    api.ping().then(
      () => {
        answered = true;
        clearTimeout(timer);
        if (remote === api) {
          ready = true;
          scheduleBeat();
        }
      },
      () => undefined,
    );
  }

  function stopWorker(): void {
    if (remote) remote[releaseProxy]();
    if (worker) {
      worker.removeEventListener('error', onCrash);
      worker.removeEventListener('messageerror', onCrash);
      worker.terminate();
    }
    remote = null;
    worker = null;
  }

  function restart(reason: Failure): void {
    const what = reason === 'deadline' ? 'hung' : reason === 'silent' ? 'stopped answering' : 'crashed';
    console.warn(`Bot worker ${what}; restarting it.`);
    stopWorker();
    restarts++;
    // Other requests on the dead worker are retried on the fresh one.
    settleAll({ failure: 'restarted' });
    for (const fn of listeners) fn('notice.workerRestarted');
  }

  /** One attempt on the current worker: the answer, a failure, or a cancellation. */
  function attempt<T>(call: (api: Remote<EngineWorkerApi>, id: number) => Promise<Answer<T>>, deadline: number, signal?: AbortSignal): Promise<Outcome<T>> {
    const api = ensureWorker();
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle({ failure: 'deadline' }), deadline);
      // This request alone stopped (the others in flight go on): the worker is told, the answer dropped.
      const abort = () => {
        api.cancel(id).catch(() => undefined);
        settle({ cancelled: true });
      };
      const settle = (outcome: Outcome<T>) => {
        if (!pending.has(id)) return;
        pending.delete(id);
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
        resolve(outcome);
      };
      pending.set(id, settle as Settle);
      if (signal?.aborted) {
        abort();
        return;
      }
      signal?.addEventListener('abort', abort);
      scheduleBeat();
      call(api, id).then(
        (answer) => settle({ answer }),
        // A rejected call means the message channel broke: treat it like a crash.
        () => settle({ failure: 'crash' }),
      );
    });
  }

  /** A call retried on a fresh worker after a crash, a hang or silence; cancel() stops it. */
  async function request<T>(call: (api: Remote<EngineWorkerApi>, id: number) => Promise<Answer<T>>, deadline: number, signal?: AbortSignal): Promise<T> {
    for (let tries = 0; ; tries++) {
      const outcome = await attempt(call, deadline, signal);
      if ('cancelled' in outcome) throw new BotCancelledError('The bot request was cancelled.');
      if ('answer' in outcome) {
        const { answer } = outcome;
        if (answer.ok) return answer.value;
        if (answer.error.code === 'cancelled') throw new BotCancelledError(answer.error.message);
        throw new Error(`Bot error (${answer.error.code}): ${answer.error.message}`);
      }
      if (outcome.failure !== 'restarted') restart(outcome.failure);
      if (tries >= retries) throw new BotFailedError(`The bot worker failed ${tries + 1} times.`);
    }
  }

  return {
    get restarts() {
      return restarts;
    },
    async chooseMove(req) {
      return (await request((api, id) => api.chooseMove(id, req), deadlineMs)).move;
    },
    advise(req) {
      return request((api, id) => api.chooseMove(id, req), deadlineMs);
    },
    review(req: ReviewPortRequest, onProgress?: (done: number, total: number) => void) {
      const progress = onProgress ? proxy(onProgress) : undefined;
      return request(
        (api, id) => api.review({ id, ...req }, progress).then((a) => (a.ok ? { ok: true, value: { verdicts: a.verdicts, unit: a.unit } } : a)),
        REVIEW_DEADLINE_MS,
      );
    },
    had(req: HadPortRequest, signal?: AbortSignal) {
      return request(
        (api, id) => api.had({ id, ...req }).then((a) => (a.ok ? { ok: true, value: { had: a.had, moves: a.moves } } : a)),
        HAD_DEADLINE_MS,
        signal,
      );
    },
    cancel() {
      // Tell the worker to stop searching; a worker stuck in a loop is caught by the next deadline.
      for (const id of pending.keys()) remote?.cancel(id).catch(() => undefined);
      settleAll({ cancelled: true });
    },
    onNotice(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    dispose() {
      settleAll({ cancelled: true });
      if (heartbeat !== null) clearTimeout(heartbeat);
      heartbeat = null;
      stopWorker();
    },
  };
}

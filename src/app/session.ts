// The session controller: holds the true state of one game on the UI thread, applies moves with
// the engine (cheap), asks the bot port (the worker) for bot decisions, autosaves after every
// move and records the result at game over. Scenes only read snapshots and send human moves.
import { errorValue } from '../engine/core/errors';
import { jsonEqual } from '../engine/core/equal';
import type { MoveRecord } from '../engine/core/replay';
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameEvent, Lang, Outcome, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { newSaveId } from '../storage/saves';
import { restoreSave } from '../storage/validate';
import { type GameResult, SAVE_VERSION, type SaveRecord, type WriteResult } from '../storage/types';
import { BotCancelledError, type BotPort } from '../worker/port';
import { Autosaver, type SavePort } from './autosaver';
import { gameResult } from './result';
import type { SessionSetup } from './setup';

export type { BotLevel, SeatSetup, SessionSetup } from './setup';
export type { BotPort, BotRequest } from '../worker/port';
export type { SaveRecord } from '../storage/types';
export type { SavePort } from './autosaver';

export interface SessionSnapshot {
  setup: SessionSetup;
  /** Whose eyes the table shows: the human seat owing a decision, else the first human, else null. */
  viewer: PlayerId | null;
  /** game.view(state, viewer). */
  view: unknown;
  /** Moves the viewer may make now ([] when none). */
  legal: unknown[];
  toAct: PlayerId[];
  outcome: Outcome | null;
  moveCount: number;
  /** A bot seat deciding now. */
  thinking: PlayerId | null;
  /** i18n key of a short notice, e.g. 'notice.workerRestarted', 'notice.storageFull'. */
  notice: string | null;
}

export interface SessionUpdate {
  snapshot: SessionSnapshot;
  /** Who made the move this update reports (null: no move, e.g. a notice or a bot starting to think). */
  player: PlayerId | null;
  /** game.viewEvents(...) for the viewer, in order, to animate. */
  events: GameEvent[];
  /** describe() sentences of the moves just applied. */
  log: string[];
}

/** One move of the game as a viewer saw it (see GameSession.history). */
export interface HistoryItem {
  player: PlayerId;
  /** The move's events, as game.viewEvents gives them to the viewer. */
  events: GameEvent[];
  /** game.view after the move, for the viewer. */
  view: unknown;
  /** describe() of the move, for the viewer's own moves only (it may name hidden things). */
  line: string | null;
}

export interface StatsPort {
  recordResult(result: GameResult): Promise<WriteResult>;
}

export interface SessionDeps {
  bots: BotPort;
  saves?: SavePort;
  /** Results are recorded at game over when given (per game and per bot level faced). */
  stats?: StatsPort;
  /** Minimum display delay per bot move; 0 = instant. */
  botDelayMs: () => number;
  /** Language of the log sentences (the engine may fall back to English). */
  lang?: () => Lang;
  /** Defaults to the engine registry. */
  resolveGame?: (id: string) => AnyGame;
}

export type PlayResult = { ok: true } | { ok: false; error: { code: string; message: string } };

/** After this many failed bot requests in a row, the seat plays a random legal move instead. */
const MAX_BOT_FAILURES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class GameSession {
  private readonly listeners = new Set<(u: SessionUpdate) => void>();
  private current: SessionSnapshot;
  private started = false;
  private disposed = false;
  private busy = false;
  /** When the bot loop last gave the event loop a macrotask turn. */
  private lastYield = 0;
  /** A request to the bot port is in flight. */
  private asking = false;
  private botFailures = 0;
  private notice: string | null = null;
  private thinking: PlayerId | null = null;
  private resultRecorded: boolean;
  private readonly saver: Autosaver | null;
  private readonly unhookNotices: () => void;

  private constructor(
    private readonly game: AnyGame,
    /** This game's own save record: made when the game starts, kept by a loaded game. */
    readonly saveId: string,
    readonly setup: SessionSetup,
    private state: unknown,
    private readonly moves: MoveRecord[],
    private readonly deps: SessionDeps,
  ) {
    // A game that is already over when loaded was recorded when it ended.
    this.resultRecorded = game.outcome(state) !== null;
    this.current = this.makeSnapshot();
    this.saver = deps.saves ? new Autosaver(deps.saves, () => this.toSaveRecord(), (r) => this.raise(r.notice)) : null;
    this.unhookNotices = deps.bots.onNotice?.((key) => this.raise(key)) ?? (() => undefined);
  }

  /** Throws (IllegalOptionsError or Error) on a setup the game refuses; validate URLs first. */
  static create(setup: SessionSetup, deps: SessionDeps): GameSession {
    const game = (deps.resolveGame ?? getGame)(setup.game);
    const options = game.normalizeOptions({ ...setup.options });
    if (setup.seats.length !== options.players) {
      throw new Error(`The setup has ${setup.seats.length} seats for ${options.players} players.`);
    }
    return new GameSession(game, newSaveId(setup.game), setup, game.setup(options), [], deps);
  }

  /** Rebuilds the exact position by replay (the stored snapshot is only cross-checked). */
  static fromSave(save: SaveRecord, deps: SessionDeps): GameSession {
    const restored = restoreSave(save, deps.resolveGame);
    if (!restored.ok) throw new Error(restored.error.message);
    if (!restored.value.snapshotAgreed) console.warn('Saved snapshot disagreed with the replay; using the replay.');
    return new GameSession(restored.value.game, save.id, save.setup, restored.value.state, save.moves.slice(), deps);
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  /** The record the autosave keeps up to date (and an export writes to a file). */
  toSaveRecord(): SaveRecord {
    const outcome = this.current.outcome;
    return {
      id: this.saveId,
      game: this.setup.game,
      setup: this.setup,
      seed: this.setup.options.seed,
      moves: this.moves.slice(),
      snapshot: { moveCount: this.moves.length, state: this.state },
      meta: { players: this.setup.seats.length, turn: this.moves.length, date: Date.now(), status: outcome ? 'over' : 'playing' },
      version: SAVE_VERSION,
    };
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  start(): void {
    if (this.disposed || this.started) return;
    this.started = true;
    void this.pump();
  }

  /** A human move for snapshot.viewer. Refused with a reason (state unchanged) when illegal. */
  play(move: unknown): PlayResult {
    const viewer = this.current.viewer;
    if (this.disposed) return { ok: false, error: { code: 'session-closed', message: 'This game was closed.' } };
    if (viewer === null || !this.current.toAct.includes(viewer)) {
      return { ok: false, error: { code: 'not-your-turn', message: 'No human seat owes a decision now.' } };
    }
    try {
      this.commit(viewer, move, this.game.apply(this.state, viewer, move));
      return { ok: true };
    } catch (e) {
      return { ok: false, error: errorValue(e) };
    }
  }

  /**
   * Every move so far as `viewer` saw it, rebuilt by replaying (options, seed, moves): the log a
   * table shows after Continue, Load or a reload is the log it showed before, and a viewer never
   * reads what only another seat saw.
   */
  history(viewer: PlayerId | null): HistoryItem[] {
    const game = this.game;
    const lang = this.deps.lang?.() ?? 'en';
    let state = game.setup(game.normalizeOptions({ ...this.setup.options }));
    const out: HistoryItem[] = [];
    for (const r of this.moves) {
      const line = r.player === viewer ? game.describe(r.move, state, lang) : null;
      const applied = game.apply(state, r.player, r.move);
      state = applied.state;
      out.push({ player: r.player, events: game.viewEvents(applied.events, viewer), view: game.view(state, viewer), line });
    }
    return out;
  }

  /** Leaving: cancels any bot search; answers that arrive later are ignored. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    // Only when this session is waiting: the port may be shared with the next table's session.
    if (this.asking) this.deps.bots.cancel();
    this.unhookNotices();
    this.listeners.clear();
  }

  // --- internals ---------------------------------------------------------------------------

  private seatIsBot(p: PlayerId): boolean {
    return this.setup.seats[p]?.kind === 'bot';
  }

  private makeSnapshot(): SessionSnapshot {
    const toAct = this.game.toAct(this.state);
    const humans = this.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    const viewer = humans.find((h) => toAct.includes(h)) ?? humans[0] ?? null;
    return {
      setup: this.setup,
      viewer,
      view: this.game.view(this.state, viewer),
      legal: viewer === null ? [] : this.game.legalMoves(this.state, viewer),
      toAct,
      outcome: this.game.outcome(this.state),
      moveCount: this.moves.length,
      thinking: this.thinking,
      notice: this.notice,
    };
  }

  private emit(events: GameEvent[], log: string[], player: PlayerId | null = null): void {
    this.current = this.makeSnapshot();
    const update: SessionUpdate = {
      snapshot: this.current,
      player,
      events: events.length ? this.game.viewEvents(events, this.current.viewer) : [],
      log,
    };
    for (const fn of [...this.listeners]) {
      try {
        fn(update);
      } catch (e) {
        console.error('A session listener failed.', e);
      }
    }
  }

  private raise(key: string): void {
    if (this.disposed) return;
    this.notice = key;
    this.emit([], []);
  }

  /** Applies a move already checked by the engine; `notice` rides along with this update only. */
  private commit(
    player: PlayerId,
    move: unknown,
    applied: { state: unknown; events: GameEvent[] },
    notice: string | null = null,
  ): void {
    // describe() names the move whole, hidden parts included (a gear placed face down, a card
    // chosen from a hand), so only the seat that made it reads that sentence; the others follow
    // the game through viewEvents, which each game redacts for them.
    const viewer = this.current.viewer;
    const line = viewer === player ? this.game.describe(move, this.state, this.deps.lang?.() ?? 'en') : null;
    this.state = applied.state;
    this.moves.push({ player, move });
    this.notice = notice;
    if (this.thinking === player) this.thinking = null;
    this.emit(applied.events, line === null ? [] : [line], player);
    this.saver?.request();
    this.recordResultOnce();
    void this.pump();
  }

  /** The bot loop: while a bot seat owes a decision, ask the port, wait the display delay, apply. */
  private async pump(): Promise<void> {
    if (!this.started || this.disposed || this.busy) return;
    const player = this.current.toAct.find((p) => this.seatIsBot(p));
    if (player === undefined) return;
    const seat = this.setup.seats[player];
    if (seat?.kind !== 'bot') return;
    this.busy = true;
    const moveCount = this.moves.length;
    const stale = () => this.disposed || this.moves.length !== moveCount;
    const shownAt = Date.now();
    this.thinking = player;
    this.emit([], []);
    const legal = this.game.legalMoves(this.state, player);
    let move: unknown;
    let handedOver = false;
    let notice: string | null = null;
    let asked = false;
    try {
      if (legal.length === 1) {
        move = legal[0];
      } else if (this.botFailures >= MAX_BOT_FAILURES) {
        move = Rng.seeded(this.botSeed(player, moveCount)).pick(legal);
        notice = 'notice.botFallback';
      } else {
        const view = this.game.view(this.state, player);
        const req = { game: this.setup.game, view, player, legal, level: seat.level, seed: this.botSeed(player, moveCount) };
        this.asking = true;
        asked = true;
        try {
          move = await this.deps.bots.chooseMove(req);
        } finally {
          this.asking = false;
        }
        if (!legal.some((m) => jsonEqual(m, move))) throw new Error(`The bot chose a move that is not legal.`);
      }
      // People must be able to follow: a bot move stays "thinking" at least the display delay.
      // At 'instant' a worker answer has already let the page paint; a forced move (or a port
      // that answers in a microtask) waits a macrotask so a run of them never starves the page.
      const wait = this.deps.botDelayMs() - (Date.now() - shownAt);
      if (wait > 0 || !asked || Date.now() - this.lastYield > 50) {
        await sleep(Math.max(0, wait));
        this.lastYield = Date.now();
      }
      if (stale()) return;
      const applied = this.game.apply(this.state, player, move);
      // A fallback move proves nothing about the port: try it once more next time, then fall back again.
      this.botFailures = notice === null ? 0 : MAX_BOT_FAILURES - 1;
      this.busy = false;
      handedOver = true; // commit() restarts the loop itself
      this.commit(player, move, applied, notice);
    } catch (e) {
      if (stale()) return;
      if (!(e instanceof BotCancelledError)) {
        this.botFailures++;
        console.warn('Bot request failed; asking again from the current position.', e);
        this.raise('notice.workerRestarted');
        await sleep(50 * this.botFailures);
      }
    } finally {
      if (!handedOver) {
        this.busy = false;
        if (this.thinking === player) this.thinking = null;
        if (!this.disposed) {
          void this.pump();
          // No bot picked up the loop: show that nobody is thinking any more.
          if (!this.busy) this.emit([], []);
        }
      }
    }
  }

  /** Bots get a seed derived from the game seed and the position, so a game can be replayed. */
  private botSeed(player: PlayerId, moveCount: number): number {
    return (Math.imul(this.setup.options.seed ^ 0x5bd1e995, 31) + Math.imul(moveCount + 1, 0x9e3779b9) + player) | 0;
  }

  /** Resolves when every autosave asked for so far has been written (tests, leaving the table). */
  async flush(): Promise<void> {
    await this.saver?.flush();
  }

  private recordResultOnce(): void {
    const outcome = this.current.outcome;
    if (!outcome || this.resultRecorded || !this.deps.stats) return;
    this.resultRecorded = true;
    void this.deps.stats
      .recordResult(gameResult(this.setup, outcome, Date.now()))
      .then((r) => {
        if (!r.ok) this.raise(r.notice);
      })
      .catch((e: unknown) => console.warn('Could not record the result.', e));
  }
}

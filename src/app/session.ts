// The session controller: holds the true state of one game on the UI thread, applies moves with
// the engine (cheap), asks the bot port (the worker) for bot decisions, autosaves after every
// move, takes moves back on undo (undo.ts) and records the result at game over. Scenes only read
// snapshots and send human moves.
import { errorValue } from '../engine/core/errors';
import type { MoveRecord } from '../engine/core/replay';
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameEvent, Lang, PlayerId, RevealKind } from '../engine/core/types';
import { getGame } from '../engine/index';
import { newSaveId } from '../storage/saves';
import { restoreSave } from '../storage/validate';
import { type GameResult, type NoticeKey, SAVE_VERSION, type SaveRecord, type WriteResult } from '../storage/types';
import { BotCancelledError, type BotPort, type BotRequest, type HintLine, type RankedMove } from '../worker/port';
import { Autosaver, type SavePort } from './autosaver';
import { type Ownership, heldElsewhere, ownedSaves } from './ownership';
import { type BotSecret, botSeed, drawBotSecret } from './bot-seed';
import { listedMove } from '../engine/core/listed-move';
import { jsonEqual } from '../engine/core/equal';
import { type HistoryItem, type Replayed, historyFromReplay, revealsFor } from './history';
import { gameResult } from './result';
import type { BotLevel, SessionSetup } from '../model/setup';
import { undoState } from './undo';
import { UpdateFeed } from './updateFeed';
import { HINT_CHOICES, type HintChoice, type HintResult, type LiveGame, type PlayResult, type SessionSnapshot, type SessionUpdate } from './table-session';

export type { BotLevel, SeatSetup, SessionSetup } from '../model/setup';
export type { BotPort, BotRequest } from '../worker/port';
export type { SaveRecord } from '../storage/types';
export type { SavePort } from './autosaver';
export type { HistoryItem } from './history';
export type { UndoBlock, UndoState } from './undo';
// The table's types live in table-session.ts (the table and the views import them from there).
export type { HintChoice, HintResult, LiveGame, PlayResult, Reason, ReasonArg, SessionBase, SessionSnapshot, SessionUpdate, TableSession } from './table-session';
export { HINT_CHOICES } from './table-session';

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
  /** The session's bot-seed secret; drawn from crypto.getRandomValues when not given (tests pin it). */
  botSecret?: BotSecret;
  /** Undo against the bots (default on; the showcase turns it off). */
  undo?: boolean;
  /** Hints (default on; the showcase and the kiosk turn them off). */
  hints?: boolean;
  /** Claims the game's save for this tab (app/ownership.ts): it plays and saves only while it owns it. */
  owner?: (saveId: string) => Ownership;
}

/** The worker's explained lines as the hint's choices: each line's moves as listed here, with their reasons. */
function explainedChoices(lines: readonly HintLine[], legal: readonly unknown[], say: (m: unknown) => string): HintChoice[] {
  const out: HintChoice[] = [];
  for (const line of lines) {
    const [at, ...twins] = line.moves.filter((i) => i >= 0 && i < legal.length);
    if (at === undefined) continue;
    out.push({
      move: legal[at],
      index: at,
      text: say(legal[at]),
      chance: Number.isFinite(line.chance) ? line.chance : null,
      twins: twins.map((i) => ({ index: i, text: say(legal[i]) })),
      reasons: line.reasons,
    });
  }
  return out;
}

/** After this many failed bot requests in a row, the seat plays a random legal move instead. */
const MAX_BOT_FAILURES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class GameSession implements LiveGame {
  readonly kind = 'game';
  private readonly feed = new UpdateFeed<SessionUpdate>('session');
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
  private readonly botSecret: BotSecret;
  /** Bumped by undo: a bot answer or a wait begun before it belongs to a position that is gone. */
  private epoch = 0;
  /** The human whose eyes the table showed last (kept while only bots owe decisions). */
  private lastViewer: PlayerId | null = null;
  /** The one human seat undo serves, or null when undo is off. */
  private readonly undoSeat: PlayerId | null;
  /** Per move: what it showed the undo seat that was hidden (null: nothing). */
  private readonly revealed: (RevealKind | null)[] = [];
  /**
   * The game move by move, from the one replay that opened it (or its set-up) on: each position
   * and each move's events. Undo goes back to a kept position; a viewer's log is told from them.
   */
  private replayed: Replayed;
  /** The position now (the last of the kept ones). */
  private state: unknown;
  /** Undo was used in this game (saved with it; the stats flag the result). */
  private undone: boolean;
  /** Hints given in this game (saved with it; the stats count games played with hints). */
  private hints: number;
  /** Hint requests in flight (they are cancelled with the bots' on undo and on leaving). */
  private hinting = 0;
  private saveProblem: NoticeKey | null = null;
  /** This tab's claim on the save (null: nothing is kept, or no claim asked for). */
  readonly ownership: Ownership | null;
  private readonly unhookOwner: () => void;
  /** How long the table still animates (its controller says): a bot move waits for it too. */
  private backlog: () => number = () => 0;
  /** Undos in this session (a take-over adopts the other tab's late moves only before any). */
  private undos = 0;

  private constructor(
    private readonly game: AnyGame,
    /** This game's own save record: made when the game starts, kept by a loaded game. */
    readonly saveId: string,
    readonly setup: SessionSetup,
    replayed: Replayed,
    private readonly moves: MoveRecord[],
    private readonly deps: SessionDeps,
    undone = false,
    hints = 0,
  ) {
    this.replayed = replayed;
    this.state = replayed.states[moves.length];
    // A game that is already over when loaded was recorded when it ended.
    this.resultRecorded = game.outcome(this.state) !== null;
    this.botSecret = deps.botSecret ?? drawBotSecret();
    this.undone = undone;
    this.hints = hints;
    const humans = setup.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
    this.undoSeat = deps.undo !== false && humans.length === 1 && game.reveals ? (humans[0] ?? null) : null;
    const seat = this.undoSeat;
    if (seat !== null) for (const events of replayed.steps) this.revealed.push(revealsFor(game, seat, events));
    this.current = this.makeSnapshot();
    this.ownership = deps.saves ? (deps.owner?.(saveId) ?? null) : null;
    const saves = deps.saves && this.ownership ? ownedSaves(deps.saves, this.ownership, (stored) => this.catchUp(stored)) : deps.saves;
    this.saver = saves ? new Autosaver(saves, () => this.toSaveRecord(), (problem) => this.setSaveProblem(problem)) : null;
    // A take-over writes at once: a late write of the tab it took the game from is met now
    // (and read again, see ownedSaves), before anything is played here; a later one is refused.
    if (this.ownership?.takeOver) void this.ownership.settled.then((mine) => mine && !this.disposed && this.saver?.request());
    // Another tab has the game: no bot moves here, no search left running.
    this.unhookOwner =
      this.ownership?.state.subscribe(() => {
        if (!heldElsewhere(this.ownership)) return;
        if (this.asking || this.hinting > 0) this.deps.bots.cancel();
        this.epoch++;
        this.thinking = null;
        this.emit([], []);
      }) ?? (() => undefined);
    this.unhookNotices = deps.bots.onNotice?.((key) => this.raise(key)) ?? (() => undefined);
  }

  /** Throws (IllegalOptionsError or Error) on a setup the game refuses; validate URLs first. */
  static create(setup: SessionSetup, deps: SessionDeps): GameSession {
    const game = (deps.resolveGame ?? getGame)(setup.game);
    const options = game.normalizeOptions({ ...setup.options });
    if (setup.seats.length !== options.players) {
      throw new Error(`The setup has ${setup.seats.length} seats for ${options.players} players.`);
    }
    return new GameSession(game, newSaveId(setup.game), setup, { states: [game.setup(options)], steps: [] }, [], deps);
  }

  /**
   * Rebuilds the exact position by replay (the stored snapshot is only cross-checked). The one
   * replay: a record its save's check has just replayed is not replayed again (restoreSave), and
   * the session keeps the positions and events it gave (undo's reveals, each viewer's log).
   */
  static fromSave(save: SaveRecord, deps: SessionDeps): GameSession {
    const restored = restoreSave(save, deps.resolveGame);
    if (!restored.ok) throw new Error(restored.error.message);
    if (!restored.value.snapshotAgreed) console.warn('Saved snapshot disagreed with the replay; using the replay.');
    const { game, states, steps } = restored.value;
    return new GameSession(game, save.id, save.setup, { states: states.slice(), steps: steps.slice() }, save.moves.slice(), deps, save.meta.undone === true, save.meta.hints ?? 0);
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
      meta: {
        players: this.setup.seats.length,
        turn: this.moves.length,
        date: Date.now(),
        status: outcome ? 'over' : 'playing',
        ...(this.undone ? { undone: true } : {}),
        ...(this.hints > 0 ? { hints: this.hints } : {}),
      },
      version: SAVE_VERSION,
    };
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    return this.feed.subscribe(fn);
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
    if (heldElsewhere(this.ownership)) return { ok: false, error: { code: 'elsewhere', message: 'Another tab plays this game.' } };
    try {
      // Apply and record the listed move the caller names, never the caller's own object.
      const listed = listedMove(this.current.legal, move);
      if (listed === null) {
        this.game.apply(this.state, viewer, move); // throws the engine's reason when it has one
        return { ok: false, error: { code: 'not-listed', message: 'That is not one of the moves you can make now.' } };
      }
      this.commit(viewer, listed, this.game.apply(this.state, viewer, listed));
      return { ok: true };
    } catch (e) {
      return { ok: false, error: errorValue(e) };
    }
  }

  /**
   * Takes back the human's last decision and every move made after it: the position becomes the
   * replay of the shorter move list. Refused (with why) where snapshot.undo says it cannot.
   */
  undo(): PlayResult {
    const u = this.current.undo;
    if (this.disposed || !u) return { ok: false, error: { code: 'undo-off', message: 'Undo is off at this table.' } };
    if (heldElsewhere(this.ownership)) return { ok: false, error: { code: 'elsewhere', message: 'Another tab plays this game.' } };
    if (!u.can) return { ok: false, error: { code: `undo-${u.block}`, message: `Undo stops here (${u.block}).` } };
    this.epoch++;
    if (this.asking || this.hinting > 0) this.deps.bots.cancel();
    this.thinking = null;
    this.notice = null;
    this.moves.length = u.to;
    this.revealed.length = u.to;
    // The position the game had then, kept since (the replay of the shorter move list is that).
    this.replayed.states.length = u.to + 1;
    this.replayed.steps.length = u.to;
    this.state = this.replayed.states[u.to];
    this.undone = true;
    this.undos++;
    this.current = this.makeSnapshot();
    this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
    this.saver?.request();
    void this.pump();
    return { ok: true };
  }

  /** Hints are offered at this table at all (off in the showcase and the kiosk). */
  get hintsOn(): boolean {
    return this.deps.hints !== false;
  }

  /** This game is kept (autosaved, so Continue and Load find it); a kiosk visitor's is not. */
  get kept(): boolean {
    return this.saver !== null;
  }

  /** Whether a hint can be asked for now: hints on, the game live, a human owing a decision. */
  get canHint(): boolean {
    const s = this.current;
    return this.deps.hints !== false && !this.disposed && !heldElsewhere(this.ownership) && s.outcome === null && s.viewer !== null && s.toAct.includes(s.viewer) && s.legal.length > 0;
  }

  /**
   * Asks the bot port, at the hard level, what the human owing a decision should play. The
   * request carries that human's view (never the state) and a one-way seed, like a bot seat's.
   * An answer for a position that has gone (a move was made, undo) is dropped: 'stale'.
   */
  async hint(): Promise<HintResult> {
    if (this.deps.hints === false) return { ok: false, error: { code: 'hints-off', message: 'Hints are off at this table.' } };
    if (!this.canHint) return { ok: false, error: { code: 'not-your-turn', message: 'No human seat owes a decision now.' } };
    const { viewer, legal, view, moveCount } = this.current as SessionSnapshot & { viewer: PlayerId };
    const epoch = this.epoch;
    const stale = () => this.disposed || this.epoch !== epoch || this.moves.length !== moveCount;
    const askedAt = performance.timeOrigin + performance.now();
    let move: unknown;
    let ranked: RankedMove[] | null = null;
    let lines: HintLine[] | undefined;
    if (legal.length === 1) move = legal[0];
    else {
      const req = this.botRequest(viewer, view, legal, 'hard', moveCount, askedAt);
      const bots = this.deps.bots;
      this.hinting++;
      try {
        // More than are shown: two of them may be one move, or one line at the table (see below).
        if (bots.advise) ({ move, ranked = null, lines } = await bots.advise({ ...req, rank: 2 * HINT_CHOICES, explain: HINT_CHOICES }));
        else move = await bots.chooseMove(req);
      } catch (e) {
        if (stale() || e instanceof BotCancelledError) return { ok: false, error: { code: 'stale', message: 'The position changed.' } };
        return { ok: false, error: { code: 'failed', message: errorValue(e).message } };
      } finally {
        this.hinting--;
      }
    }
    if (stale()) return { ok: false, error: { code: 'stale', message: 'The position changed.' } };
    const listed = listedMove(legal, move);
    const index = listed === null ? -1 : legal.indexOf(listed);
    if (index < 0) return { ok: false, error: { code: 'failed', message: 'The bot chose a move that is not legal.' } };
    this.hints++;
    this.saver?.request();
    const say = (m: unknown) => this.game.describe(m, this.state, this.deps.lang?.() ?? 'en');
    if (lines && lines.length > 0) {
      // The worker grouped and explained them: one choice per line, best first.
      const choices = explainedChoices(lines, legal, say);
      const first = choices.find((c) => c.index === index || c.twins?.some((t) => t.index === index));
      if (first) return { ok: true, move: listed, index, moveCount, text: say(listed), choices: [first, ...choices.filter((c) => c !== first)] };
    }
    const choices: HintChoice[] = [{ move: listed, index, text: say(listed), chance: null }];
    for (const r of ranked ?? []) {
      const other = listedMove(legal, r.move);
      const at = other === null ? -1 : legal.indexOf(other);
      if (at < 0) continue;
      if (at === index) (choices[0] as HintChoice).chance = r.chance;
      // Two of the search's moves may be one legal move: listed once. Every distinct one goes back;
      // the table lists the first three lines its words tell apart (table/coach.ts).
      else if (!choices.some((c) => c.index === at)) choices.push({ move: other, index: at, text: say(other), chance: r.chance });
    }
    return { ok: true, move: listed, index, moveCount, text: (choices[0] as HintChoice).text, choices };
  }

  /**
   * What the worker is sent for a decision of `player` (a bot's, or a hint for a human): only that
   * seat's view and a seed that reveals nothing of the game's (bot-seed.ts).
   */
  private botRequest(player: PlayerId, view: unknown, legal: unknown[], level: BotLevel, moveCount: number, askedAt: number): BotRequest {
    return { game: this.setup.game, view, player, legal, level, seed: botSeed(this.botSecret, moveCount, player), askedAt };
  }

  /** The table showing this game says how long its queued animations will take; bots wait for them. */
  setBacklog(backlog: () => number): void {
    this.backlog = backlog;
  }

  /** Says something to the player at this table once (e.g. 'notice.urlGameLost'). */
  tell(key: NoticeKey): void {
    this.raise(key);
  }

  /** Writes the game again now, and a result the stats could not take (the storage-full banner's Retry). */
  retrySave(): void {
    this.saver?.request();
    this.recordResultOnce();
  }

  /**
   * Every move so far as `viewer` saw it, rebuilt by replaying (options, seed, moves): the log a
   * table shows after Continue, Load or a reload is the log it showed before, and a viewer never
   * reads what only another seat saw.
   */
  history(viewer: PlayerId | null): HistoryItem[] {
    return historyFromReplay(this.game, this.moves, this.replayed, viewer, this.deps.lang?.() ?? 'en');
  }

  /** Leaving: cancels any bot search; answers that arrive later are ignored. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    // Only when this session is waiting: the port may be shared with the next table's session.
    if (this.asking || this.hinting > 0) this.deps.bots.cancel();
    this.unhookNotices();
    this.unhookOwner();
    this.ownership?.release();
    this.feed.clear();
  }

  // --- internals ---------------------------------------------------------------------------

  private seatIsBot(p: PlayerId): boolean {
    return this.setup.seats[p]?.kind === 'bot';
  }

  private makeSnapshot(): SessionSnapshot {
    const toAct = this.game.toAct(this.state);
    const humans = this.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    // While only bots owe decisions the table keeps the eyes of the human who decided last.
    const kept = this.lastViewer !== null && humans.includes(this.lastViewer) ? this.lastViewer : null;
    const viewer = humans.find((h) => toAct.includes(h)) ?? kept ?? humans[0] ?? null;
    this.lastViewer = viewer;
    const outcome = this.game.outcome(this.state);
    return {
      setup: this.setup,
      viewer,
      view: this.game.view(this.state, viewer),
      legal: viewer === null ? [] : this.game.legalMoves(this.state, viewer),
      toAct,
      outcome,
      moveCount: this.moves.length,
      thinking: this.thinking,
      notice: this.notice,
      undo: this.undoSeat === null ? null : undoState(this.moves, this.revealed, this.undoSeat, outcome !== null),
      saveProblem: this.saveProblem,
    };
  }

  private emit(events: GameEvent[], log: string[], player: PlayerId | null = null): void {
    this.current = this.makeSnapshot();
    this.feed.broadcast({
      snapshot: this.current,
      player,
      events: events.length ? this.game.viewEvents(events, this.current.viewer) : [],
      log,
    });
  }


  private raise(key: string): void {
    if (this.disposed) return;
    this.notice = key;
    this.emit([], []);
  }

  private setSaveProblem(problem: NoticeKey | null): void {
    if (this.disposed || problem === this.saveProblem) return;
    this.saveProblem = problem;
    // Writes work again: a result the full disk refused goes to the stats now.
    if (problem === null) this.recordResultOnce();
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
    this.replayed.states.push(applied.state);
    this.replayed.steps.push(applied.events);
    if (this.undoSeat !== null) this.revealed.push(revealsFor(this.game, this.undoSeat, applied.events));
    this.notice = notice;
    if (this.thinking === player) this.thinking = null;
    this.emit(applied.events, line === null ? [] : [line], player);
    this.saver?.request();
    this.recordResultOnce();
    void this.pump();
  }

  /** The bot loop: while a bot seat owes a decision, ask the port, wait the display delay, apply. */
  private async pump(): Promise<void> {
    if (!this.started || this.disposed || this.busy || heldElsewhere(this.ownership)) return;
    const player = this.current.toAct.find((p) => this.seatIsBot(p));
    if (player === undefined) return;
    const seat = this.setup.seats[player];
    if (seat?.kind !== 'bot') return;
    this.busy = true;
    const moveCount = this.moves.length;
    const epoch = this.epoch;
    const stale = () => this.disposed || this.epoch !== epoch || this.moves.length !== moveCount;
    const shownAt = Date.now();
    this.thinking = player;
    this.emit([], []);
    // The bot's clock starts here, before its view is built (see BotRequest.askedAt).
    const askedAt = performance.timeOrigin + performance.now();
    const legal = this.game.legalMoves(this.state, player);
    let move: unknown;
    let handedOver = false;
    let notice: string | null = null;
    let asked = false;
    try {
      if (legal.length === 1) {
        move = legal[0];
      } else if (this.botFailures >= MAX_BOT_FAILURES) {
        move = Rng.seeded(botSeed(this.botSecret, moveCount, player)).pick(legal);
        notice = 'notice.botFallback';
      } else {
        const req = this.botRequest(player, this.game.view(this.state, player), legal, seat.level, moveCount, askedAt);
        this.asking = true;
        asked = true;
        try {
          move = await this.deps.bots.chooseMove(req);
        } finally {
          this.asking = false;
        }
        move = listedMove(legal, move);
        if (move === null) throw new Error(`The bot chose a move that is not legal.`);
      }
      // People must be able to follow: a bot move stays "thinking" at least the display delay.
      // At 'instant' a worker answer has already let the page paint; a forced move (or a port
      // that answers in a microtask) waits a macrotask so a run of them never starves the page.
      const wait = Math.max(this.deps.botDelayMs(), this.backlog()) - (Date.now() - shownAt);
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

  /**
   * A take-over's first conflict (ownedSaves): `stored` is the record read again. When it is this
   * session's game with more moves — the other tab's last ones, saved before it learned it lost
   * the game — the session goes on from there (a reset, as after undo), so no move is lost.
   * Otherwise (this tab has played on already) its own game is written over it; the other tab
   * still shows its moves and may go on with them as a copy.
   */
  private catchUp(stored: SaveRecord): SaveRecord {
    const ours = this.moves.length;
    if (!this.disposed && this.undos === 0 && stored.moves.length > ours && jsonEqual(stored.moves.slice(0, ours), this.moves)) {
      const restored = restoreSave(stored, this.deps.resolveGame);
      if (restored.ok) {
        this.epoch++;
        if (this.asking || this.hinting > 0) this.deps.bots.cancel();
        this.thinking = null;
        this.moves.length = 0;
        this.moves.push(...stored.moves);
        this.state = restored.value.state;
        this.replayed = { states: restored.value.states.slice(), steps: restored.value.steps.slice() };
        this.revealed.length = 0;
        const seat = this.undoSeat;
        if (seat !== null) for (const events of this.replayed.steps) this.revealed.push(revealsFor(this.game, seat, events));
        this.undone ||= stored.meta.undone === true;
        this.hints = Math.max(this.hints, stored.meta.hints ?? 0);
        this.resultRecorded ||= this.game.outcome(this.state) !== null && stored.meta.status === 'over';
        this.current = this.makeSnapshot();
        this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
        void this.pump();
      }
    }
    return this.toSaveRecord();
  }

  /** Resolves when every autosave asked for so far has been written (tests, leaving the table). */
  async flush(): Promise<void> {
    await this.saver?.flush();
  }

  private recordResultOnce(): void {
    const outcome = this.current.outcome;
    if (!outcome || this.resultRecorded || !this.deps.stats || heldElsewhere(this.ownership)) return;
    this.resultRecorded = true;
    // A game with undo counts once, flagged; so does a game with hints, with how many.
    const result: GameResult = {
      ...gameResult(this.setup, outcome, Date.now()),
      ...(this.undone ? { undone: true } : {}),
      ...(this.hints > 0 ? { hints: this.hints } : {}),
    };
    // A result that could not be written is not lost: the next write that works (or Retry) tries again.
    const refused = () => {
      this.resultRecorded = false;
    };
    void this.deps.stats
      .recordResult(result)
      .then((r) => {
        if (r.ok) return;
        refused();
        this.raise(r.notice);
      })
      .catch((e: unknown) => {
        refused();
        console.warn('Could not record the result.', e);
      });
  }
}

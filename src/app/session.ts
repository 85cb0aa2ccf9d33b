// The session: the shell around one game's record (record.ts) on the UI thread. It keeps the
// newest record (a new one replaces it, none is changed) and tells each new one to the table (a
// snapshot and an update) and to the drivers that react to it: the bots (botDriver.ts) ask the
// bot port (the worker) for bot decisions, the autosaver writes it, the result (resultDriver.ts)
// goes to the stats at game over. It also catches up with another tab's moves after a take-over
// and asks for hints. Scenes only read snapshots and send human moves.
import { errorValue } from '../engine/core/errors';
import type { AnyGame, GameEvent, Lang, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { newSaveId } from '../storage/saves';
import type { NoticeKey, SaveRecord } from '../storage/types';
import { BotCancelledError, type BotPort, type HintLine, type RankedMove } from '../worker/port';
import { Autosaver, type SavePort } from './autosaver';
import { type Ownership, heldElsewhere, ownedSaves } from './ownership';
import { type BotSecret, drawBotSecret } from './bot-seed';
import { BotDriver, botRequest } from './botDriver';
import { ResultDriver, type StatsPort } from './resultDriver';
import { listedMove } from '../engine/core/listed-move';
import { jsonEqual } from '../engine/core/equal';
import { hintChoices } from './hintChoices';
import { type HistoryItem, historyFromReplay } from './history';
import { type GameRecord, hintedRecord, playMove, positionOf, restoreRecord, saveRecordOf, snapshotOf, startRecord, undoRecord } from './record';
import type { SessionSetup } from '../model/setup';
import { UpdateFeed } from './updateFeed';
import { HINT_CHOICES, type HintResult, type LiveGame, type PlayResult, type SessionSnapshot, type SessionUpdate } from './table-session';

export type { BotLevel, SeatSetup, SessionSetup } from '../model/setup';
export type { BotPort, BotRequest } from '../worker/port';
export type { SaveRecord } from '../storage/types';
export type { SavePort } from './autosaver';
export type { StatsPort } from './resultDriver';
export type { HistoryItem } from './history';
export type { GameRecord } from './record';
export type { UndoBlock, UndoState } from './undo';
// The table's types live in table-session.ts (the table and the views import them from there).
export type { HintChoice, HintResult, LiveGame, PlayResult, Reason, ReasonArg, SessionBase, SessionSnapshot, SessionUpdate, TableSession } from './table-session';
export { HINT_CHOICES } from './table-session';

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

export class GameSession implements LiveGame {
  readonly kind = 'game';
  private readonly feed = new UpdateFeed<SessionUpdate>('session');
  private current: SessionSnapshot;
  private disposed = false;
  private notice: string | null = null;
  private readonly saver: Autosaver | null;
  /** The bots: told each new record, they move when a bot seat owes a decision. */
  private readonly botLoop: BotDriver;
  /** The result: told each new record, it goes to the stats at game over (null: no stats kept). */
  private readonly results: ResultDriver | null;
  private readonly unhookNotices: () => void;
  private readonly botSecret: BotSecret;
  /** The human whose eyes the table showed last (kept while only bots owe decisions). */
  private lastViewer: PlayerId | null = null;
  /**
   * The game now (record.ts): its set-up and moves, each position and each move's events since the
   * one replay that opened it (or its set-up), the undo seat's reveals, undone, hints. Replaced by
   * a new record on every change, never changed itself.
   */
  private latest: GameRecord;
  readonly setup: SessionSetup;
  /** Hint requests in flight (they are cancelled with the bots' on undo and on leaving). */
  private hinting = 0;
  private saveProblem: NoticeKey | null = null;
  /** This tab's claim on the save (null: nothing is kept, or no claim asked for). */
  readonly ownership: Ownership | null;
  private readonly unhookOwner: () => void;
  /** Undos in this session (a take-over adopts the other tab's late moves only before any). */
  private undos = 0;

  private constructor(
    private readonly game: AnyGame,
    /** This game's own save record: made when the game starts, kept by a loaded game. */
    readonly saveId: string,
    record: GameRecord,
    private readonly deps: SessionDeps,
  ) {
    this.latest = record;
    this.setup = record.setup;
    this.botSecret = deps.botSecret ?? drawBotSecret();
    this.ownership = deps.saves ? (deps.owner?.(saveId) ?? null) : null;
    const paused = () => heldElsewhere(this.ownership);
    this.botLoop = new BotDriver(
      {
        game,
        setup: this.setup,
        bots: deps.bots,
        secret: this.botSecret,
        delayMs: () => deps.botDelayMs(),
        paused,
        play: (player, next, events, notice) => this.commit(player, next, events, notice),
        thinkingChanged: () => this.emit([], []),
        notice: (key) => this.raise(key),
      },
      record,
    );
    this.results = deps.stats ? new ResultDriver(deps.stats, record, paused, (notice) => this.raise(notice)) : null;
    this.current = this.makeSnapshot();
    const saves = deps.saves && this.ownership ? ownedSaves(deps.saves, this.ownership, (stored) => this.catchUp(stored)) : deps.saves;
    this.saver = saves ? new Autosaver(saves, () => this.toSaveRecord(), (problem) => this.setSaveProblem(problem)) : null;
    // A take-over writes at once: a late write of the tab it took the game from is met now
    // (and read again, see ownedSaves), before anything is played here; a later one is refused.
    if (this.ownership?.takeOver) void this.ownership.settled.then((mine) => mine && !this.disposed && this.saver?.request());
    // Another tab has the game: no bot moves here, no search left running.
    this.unhookOwner =
      this.ownership?.state.subscribe(() => {
        if (!heldElsewhere(this.ownership)) return;
        this.interrupt();
        this.emit([], []);
      }) ?? (() => undefined);
    this.unhookNotices = deps.bots.onNotice?.((key) => this.raise(key)) ?? (() => undefined);
  }

  /** Throws (IllegalOptionsError or Error) on a setup the game refuses; validate URLs first. */
  static create(setup: SessionSetup, deps: SessionDeps): GameSession {
    const game = (deps.resolveGame ?? getGame)(setup.game);
    return new GameSession(game, newSaveId(setup.game), startRecord(game, setup), deps);
  }

  /**
   * Rebuilds the exact position by replay (the stored snapshot is only cross-checked). The one
   * replay: a record its save's check has just replayed is not replayed again (restoreSave), and
   * the record keeps the positions and events it gave (undo's reveals, each viewer's log).
   */
  static fromSave(save: SaveRecord, deps: SessionDeps): GameSession {
    const restored = restoreRecord(save, deps.resolveGame);
    if (!restored.ok) throw new Error(restored.error.message);
    if (!restored.value.snapshotAgreed) console.warn('Saved snapshot disagreed with the replay; using the replay.');
    return new GameSession(restored.value.game, save.id, restored.value.record, deps);
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  /** The game now, as a record (a value: the next move or undo makes a new one). */
  get record(): GameRecord {
    return this.latest;
  }

  /** The record the autosave keeps up to date (and an export writes to a file). */
  toSaveRecord(): SaveRecord {
    return saveRecordOf(this.latest, this.saveId, Date.now());
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    return this.feed.subscribe(fn);
  }

  start(): void {
    if (this.disposed) return;
    this.botLoop.start();
  }

  /** A human move for snapshot.viewer. Refused with a reason (state unchanged) when illegal. */
  play(move: unknown): PlayResult {
    const viewer = this.current.viewer;
    if (this.disposed) return { ok: false, error: { code: 'session-closed', message: 'This game was closed.' } };
    if (viewer === null || !this.current.toAct.includes(viewer)) {
      return { ok: false, error: { code: 'not-your-turn', message: 'No human seat owes a decision now.' } };
    }
    if (heldElsewhere(this.ownership)) return { ok: false, error: { code: 'elsewhere', message: 'Another tab plays this game.' } };
    // The record's move gate: the listed move the caller names (never the caller's own object), or why not.
    const played = playMove(this.game, this.latest, viewer, move, this.current.legal);
    if (!played.ok) return played;
    this.commit(viewer, played.record, played.events);
    return { ok: true };
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
    this.interrupt();
    this.notice = null;
    this.undos++;
    // The position the game had then, kept since (the replay of the shorter move list is that).
    this.adopt(undoRecord(this.latest, u.to), { reset: true });
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
    const epoch = this.botLoop.epoch;
    const stale = () => this.disposed || this.botLoop.epoch !== epoch || this.latest.moves.length !== moveCount;
    const askedAt = performance.timeOrigin + performance.now();
    let move: unknown;
    let ranked: RankedMove[] | null = null;
    let lines: HintLine[] | undefined;
    if (legal.length === 1) move = legal[0];
    else {
      const req = botRequest(this.botSecret, this.setup, viewer, view, legal, 'hard', moveCount, askedAt);
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
    // No new snapshot: the table shows the hint, and the count shows in the save and the stats.
    this.adopt(hintedRecord(this.latest), null);
    const state = positionOf(this.latest);
    const say = (m: unknown) => this.game.describe(m, state, this.deps.lang?.() ?? 'en');
    return { ok: true, move: listed, index, moveCount, text: say(listed), choices: hintChoices(legal, index, { lines, ranked }, say) };
  }

  /** The table showing this game says how long its queued animations will take; bots wait for them. */
  setBacklog(backlog: () => number): void {
    this.botLoop.setBacklog(backlog);
  }

  /** Says something to the player at this table once (e.g. 'notice.urlGameLost'). */
  tell(key: NoticeKey): void {
    this.raise(key);
  }

  /** Writes the game again now, and a result the stats could not take (the storage-full banner's Retry). */
  retrySave(): void {
    this.saver?.request();
    this.results?.retry();
  }

  /**
   * Every move so far as `viewer` saw it, told from the record's kept positions and events: the log a
   * table shows after Continue, Load or a reload is the log it showed before, and a viewer never
   * reads what only another seat saw.
   */
  history(viewer: PlayerId | null): HistoryItem[] {
    const record = this.latest;
    return historyFromReplay(this.game, record.moves, record, viewer, this.deps.lang?.() ?? 'en');
  }

  /** Leaving: cancels any bot search; answers that arrive later are ignored. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.botLoop.stop();
    // Only when this session is waiting: the port may be shared with the next table's session.
    if (this.botLoop.asking || this.hinting > 0) this.deps.bots.cancel();
    this.unhookNotices();
    this.unhookOwner();
    this.ownership?.release();
    this.feed.clear();
  }

  // --- internals ---------------------------------------------------------------------------

  private makeSnapshot(): SessionSnapshot {
    // While only bots owe decisions the table keeps the eyes of the human who decided last.
    const shown = snapshotOf(this.game, this.latest, { kept: this.lastViewer, undo: this.deps.undo !== false });
    this.lastViewer = shown.viewer;
    return { ...shown, thinking: this.botLoop.thinking, notice: this.notice, saveProblem: this.saveProblem };
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
    if (problem === null) this.results?.retry();
    this.emit([], []);
  }

  /** Takes the record a move of `player` made (playMove); `notice` rides along with this update only. */
  private commit(player: PlayerId, record: GameRecord, events: GameEvent[], notice: string | null = null): void {
    // describe() names the move whole, hidden parts included (a gear placed face down, a card
    // chosen from a hand), so only the seat that made it reads that sentence; the others follow
    // the game through viewEvents, which each game redacts for them.
    const viewer = this.current.viewer;
    const made = record.moves[record.moves.length - 1];
    const line = viewer === player && made ? this.game.describe(made.move, positionOf(this.latest), this.deps.lang?.() ?? 'en') : null;
    this.notice = notice;
    this.adopt(record, { player, events, log: line === null ? [] : [line] });
  }

  /**
   * A new record of this game (a move, undo, a hint): the table's snapshot and update first (none
   * for `told` null: a hint changes nothing the table shows), then the drivers — the autosave
   * writes it, the result is recorded if the game has just ended, a bot that owes a decision is asked.
   */
  private adopt(record: GameRecord, told: { player: PlayerId; events: GameEvent[]; log: string[] } | { reset: true } | null): void {
    this.latest = record;
    if (told !== null) {
      this.current = this.makeSnapshot();
      if ('reset' in told) this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
      else {
        const events = told.events.length ? this.game.viewEvents(told.events, this.current.viewer) : [];
        this.feed.broadcast({ snapshot: this.current, player: told.player, events, log: told.log });
      }
    }
    this.saver?.request();
    // The newest record, not `record`: a listener told of this one may have played on already.
    this.results?.tell(this.latest);
    this.botLoop.tell(this.latest);
  }

  /** The position bots and hints were working on is gone or not ours: cancel what is asked, drop late answers. */
  private interrupt(): void {
    if (this.botLoop.asking || this.hinting > 0) this.deps.bots.cancel();
    this.botLoop.interrupt();
  }

  /**
   * A take-over's first conflict (ownedSaves): `stored` is the record read again. When it is this
   * session's game with more moves — the other tab's last ones, saved before it learned it lost
   * the game — the session goes on from there (a reset, as after undo), so no move is lost.
   * Otherwise (this tab has played on already) its own game is written over it; the other tab
   * still shows its moves and may go on with them as a copy.
   */
  private catchUp(stored: SaveRecord): SaveRecord {
    const mine = this.latest;
    const ours = mine.moves.length;
    if (!this.disposed && this.undos === 0 && stored.moves.length > ours && jsonEqual(stored.moves.slice(0, ours), mine.moves)) {
      const restored = restoreRecord(stored, this.deps.resolveGame);
      if (restored.ok) {
        this.interrupt();
        const theirs = restored.value.record;
        this.latest = { ...theirs, setup: this.setup, undone: mine.undone || theirs.undone, hints: Math.max(mine.hints, theirs.hints) };
        // Not adopt(): the write under way is this record's (returned below), and the other tab
        // recorded the result of a game its save calls over.
        this.results?.adopt(this.latest, theirs.outcome !== null && stored.meta.status === 'over');
        this.current = this.makeSnapshot();
        this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
        this.botLoop.tell(this.latest);
      }
    }
    return this.toSaveRecord();
  }

  /** Resolves when every autosave asked for so far has been written (tests, leaving the table). */
  async flush(): Promise<void> {
    await this.saver?.flush();
  }
}

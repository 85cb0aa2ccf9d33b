// One controller per open table: fed by the session's updates, it owns everything a table decides
// that is not drawing — the half-made choice, the log and its grouping, the hot-seat hand-over,
// the step-by-step gate, the status line, the queue of event animations the bots wait for, the
// coach's hint, undo's words — and publishes it all as one model (table/model.ts) that the HTML
// views and the board both read. Every intent, from a button, a tap on the board or a key, comes
// in through `dispatch`. The board is optional: without one (tests, a non-visual table) the
// events still play in order, at the table's pace, with nothing to draw.
import type { LiveGame, SessionSnapshot, SessionUpdate, TableSession } from '../app/table-session';
import type { GameEvent } from '../engine/core/types';
import { onLangChange, t } from '../i18n';
import type { Speed } from '../model/setup';
import { type Store, createStore } from '../model/store';
import { AnimationQueue, SPEED_SCALE, type StepContext } from './animQueue';
import { Coach } from './coach';
import type { GuidePort } from './guide';
import { type Cue, cueFor } from './cues';
import type { Intent } from './intents';
import { type KeyAnswer, type KeyPress, intentForKey, keyTable } from './keymap';
import type { KitInput, KitSettings, TableKit } from './kit';
import { type NewEntry, historyEntries, moveEntries, plainReader } from './log';
import type { BoardLook, LogEntry, TableBody, TableModel } from './model';
import { type ShowcaseHost, Showcase } from './showcase';
import { seatName } from './seats';
import { statusLine, undoReason } from './status';

/** What the board does for the controller: animate an event over what it has drawn. */
export interface BoardPort {
  /** One event's animation; `line` gives an event's log words (for captions drawn on the board). */
  animate(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null): void | Promise<void>;
  /** The first drawing of a new game (Gears deals its cards). */
  opening?(ctx: StepContext): void | Promise<void>;
}

export interface TableSettings extends KitSettings {
  speed: Speed;
  reduceMotion: boolean;
  sound: boolean;
  /** Large text (+25 %): the board's words too. */
  largeText?: boolean;
  /** The colour-blind aid: the board's colours carry symbols and patterns too. */
  colourAid?: boolean;
  /** The "What you know" panel: the hidden things the viewer has seen, and where they are now. */
  whatYouKnow?: boolean;
}

export interface ControllerDeps {
  settings: () => TableSettings;
  /** Plays a sound cue (the views' synthesiser); the controller decides when. */
  cue?: (cue: Cue) => void;
  /** Runs the table as the kiosk showcase. */
  showcase?: ShowcaseHost;
  /** Waits that long (the wall clock by default; tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** A lesson's guide: which moves are the step's, why the others are not, the coach's bubble. */
  guide?: GuidePort;
}

/** How much larger Large text makes every word (base.css: 16 px → 20 px). */
const LARGE_TEXT = 1.25;

/** How long a flash word stays in the header. */
const FLASH_MS = 4000;

/** What a table exposes on window for end-to-end tests (moves are picked from legal, by index). */
export interface TableHook {
  snapshot(): SessionSnapshot;
  legal(): unknown[];
  play(index: number): { ok: boolean; error?: { code: string; message: string } };
  /** True while the table still animates earlier events (screenshots wait for false). */
  busy(): boolean;
  /** The game as its save would record it (its save id, setup and moves), or null in a replay. */
  record(): { id: string; setup: SessionSnapshot['setup']; moves: { player: number; move: unknown }[] } | null;
}

export class TableController<C = unknown> {
  readonly model: Store<TableModel>;
  private shown: SessionSnapshot;
  private choice: C;
  /** Why the last move was refused, shown in the prompt until the next move. */
  private error: string | null = null;
  private pointed: string | null = null;
  private readonly queue: AnimationQueue;
  private board: BoardPort | null = null;
  private readonly showcase: Showcase | null;
  /** What the showcase's captions still queued may hold the table (the bots wait for it too). */
  private captionBacklog = 0;
  private readonly coach: Coach | null;
  private readonly game: LiveGame | null;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeLang: (() => void) | null = null;
  private unguide: (() => void) | null = null;
  private renderScheduled = false;
  /** Whose eyes the log was built for: another human at the table gets a log of their own. */
  private logViewer: number | null | undefined = undefined;
  /** The group the log's last entry is under (a move's events may open the next group). */
  private logGroup: string | null = null;
  private nextLogId = 1;
  /** A hand-over screen is up: the table waits, hidden, for the next human. */
  private handingOver = false;
  /** Resolves the step waiting for the player's Next (step-by-step pace). */
  private releaseStep: (() => void) | null = null;
  private flashTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  /**
   * A press (a move or a step of a choice) that came while the table was still catching up with
   * the session (a bot's move animating): the buttons stay on screen meanwhile, so on a phone a tap
   * lands there often, and it did nothing at all. It waits until the table has caught up, then
   * counts if it still means something there; a move is kept as the move its button showed.
   */
  private held: { intent: Extract<Intent, { kind: 'play' | 'choose' }>; move: unknown } | null = null;

  constructor(
    readonly session: TableSession,
    readonly kit: TableKit<C>,
    private readonly deps: ControllerDeps,
  ) {
    this.shown = session.snapshot;
    this.choice = kit.initial();
    this.game = session.kind === 'game' ? session : null;
    this.queue = new AnimationQueue({
      speed: () => this.speed(),
      reduceMotion: () => deps.settings().reduceMotion,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      onError: (e, label) => console.warn(`Animation '${label}' failed.`, e),
    });
    this.showcase = deps.showcase ? new Showcase(deps.showcase, kit.game, kit.captions, (showcase) => this.publish({ showcase })) : null;
    this.coach =
      this.game?.hintsOn && !this.showcase
        ? new Coach(this.game, () => this.publishHint(), (text) => this.flash(text), (s, i) => (s.viewer === null ? null : kit.words.move({ view: s.view, legal: s.legal, setup: s.setup, viewer: s.viewer }, i)))
        : null;
    this.model = createStore<TableModel>({
      game: kit.game,
      chrome: null,
      log: [],
      liveFrom: 1,
      panel: null,
      pointed: null,
      pointing: null,
      board: null,
      handover: null,
      step: false,
      zoom: null,
      tip: null,
      known: null,
      hint: null,
      undo: null,
      flash: null,
      showcase: null,
      lesson: null,
      body: this.bodyOf(session.snapshot),
    });
  }

  /** Subscribes to the session, draws its position and starts the bots (after the showcase's title card). */
  start(): void {
    const session = this.session;
    // The table screen makes the controller as it renders and starts it after the paint: the
    // session may have moved on meanwhile (a take-over adopting the other tab's last move), with
    // nobody listening yet. The table starts from where the session stands now, or it would wait
    // for an update that already went by.
    this.shown = session.snapshot;
    // Bots wait for the table: the session's display delay includes what is still to animate.
    session.setBacklog?.(() => this.backlogMs());
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    // However the language changes (the Settings screen, the table's settings, the kiosk), the
    // table says everything again in the new one at once.
    this.unsubscribeLang = onLangChange(() => this.dispatch({ kind: 'refresh' }));
    // The guide's words change with the step: the table draws its position again with them.
    this.unguide = this.deps.guide?.subscribe(() => !this.handingOver && this.render(this.shown)) ?? null;
    if (this.hotSeat() && !this.shown.outcome && this.shown.viewer !== null) {
      // Whoever holds the device now may not be the human whose decision it is.
      this.handOver(this.shown);
    } else {
      this.syncLog(this.shown);
      this.render(this.shown);
      this.opening();
    }
    if (this.showcase) this.showcase.begin(session.snapshot, () => session.start());
    else session.start();
  }

  /** The board draws this table (or the text table paces it): its animations play from now on. */
  attachBoard(board: BoardPort | null): void {
    this.board = board;
  }

  /** A board that closes lets go of the table, unless another one took its place meanwhile. */
  detachBoard(board: BoardPort): void {
    if (this.board === board) this.board = null;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.unsubscribeLang?.();
    this.unsubscribeLang = null;
    this.unguide?.();
    this.deps.guide?.dispose();
    this.dropQueue();
    this.showcase?.dispose();
    if (this.flashTimer) clearTimeout(this.flashTimer);
    this.session.setBacklog?.(() => 0);
    this.session.dispose();
  }

  /** Every intent comes in here. */
  dispatch(intent: Intent): void {
    if (this.disposed) return;
    if ((intent.kind === 'play' || intent.kind === 'choose') && this.catchingUp()) {
      this.hold(intent);
      return;
    }
    // A lesson: a move that is not the step's is explained by the guide, not made.
    if ((intent.kind === 'play' || intent.kind === 'choose') && this.deps.guide && !this.deps.guide.allows(intent, this.input(this.shown), this.model.get().chrome?.buttons ?? [])) return;
    const handle: { [K in Intent['kind']]: (i: Extract<Intent, { kind: K }>) => void } = {
      play: (i) => this.playIndex(i.index),
      choose: (i) => {
        this.choice = this.kit.choose(this.input(this.shown), i.action);
        this.render(this.shown);
      },
      lesson: (i) => this.deps.guide?.act(i.action),
      back: () => {
        const back = this.model.get().chrome?.back;
        if (back) this.dispatch(back);
      },
      undo: () => this.undo(),
      hint: () => this.coach?.ask(),
      next: () => this.releaseStep?.(),
      ready: () => this.accept(),
      zoom: (i) => {
        this.publish({ zoom: i.target, tip: null });
        // A lesson step may ask the learner to open a card (a phone's board shows no card text).
        if (i.target) this.deps.guide?.opened?.(i.target.id);
      },
      tip: (i) => this.publish({ tip: i.tip }),
      point: (i) => {
        this.pointed = i.target;
        this.publish({ pointed: this.pointedWords(), pointing: i.target });
      },
      refresh: () => this.refresh(),
      replay: (i) => this.moveReplay(i.to),
      replayOpen: (i) => {
        if (this.session.kind === 'replay') this.session.setOpen(i.open);
      },
      retrySave: () => this.session.retrySave?.(),
    };
    (handle[intent.kind] as (i: Intent) => void)(intent);
  }

  /**
   * A key pressed at the table (the screen forwards each one): the key map (keymap.ts) gives its
   * intent from what the table offers now, and it is dispatched here. The answer tells the screen
   * to stop the browser's own use of the key, and 'menu' to open or close its table menu; null: not
   * the table's key. The showcase takes no keys.
   */
  key(press: KeyPress): KeyAnswer {
    if (this.showcase) return null;
    const answer = intentForKey(press, keyTable(this.session.kind, this.model.get()));
    if (answer !== null && answer !== 'menu') this.dispatch(answer);
    return answer;
  }

  /** A replay moves (its controls, its keys, the Review's way back to a decision). */
  private moveReplay(to: Extract<Intent, { kind: 'replay' }>['to']): void {
    const replay = this.session;
    if (replay.kind !== 'replay') return;
    if (to === 'prev' || to === 'next') replay.step(to === 'next' ? 1 : -1);
    else replay.seek(to === 'first' ? 0 : to === 'last' ? replay.position.get().total : to);
  }

  /** What end-to-end tests reach through window (the views put it there). */
  hook(): TableHook {
    return {
      snapshot: () => this.session.snapshot,
      legal: () => this.session.snapshot.legal,
      play: (index) => {
        const move = this.session.snapshot.legal[index];
        if (move === undefined) return { ok: false, error: { code: 'no-such-move', message: `No legal move #${index}.` } };
        return this.playMove(move);
      },
      busy: () => this.queue.busy,
      record: () => {
        const r = this.game?.toSaveRecord();
        return r ? { id: r.id, setup: r.setup, moves: r.moves } : null;
      },
    };
  }

  /** How fast the board's own movements go (a multiplier), and whether motion is wanted at all. */
  motion(): { scale: number; reduce: boolean } {
    return { scale: SPEED_SCALE[this.speed()], reduce: this.deps.settings().reduceMotion };
  }

  /** True while event animations still play. */
  get busy(): boolean {
    return this.queue.busy;
  }

  // ---- The pace ----

  private speed(): Speed {
    if (this.showcase) return this.showcase.speed();
    const speed = this.deps.settings().speed;
    // Step by step animates at the normal pace, and waits for the player between steps.
    return speed === 'step' ? 'normal' : speed;
  }

  private stepping(): boolean {
    return !this.showcase && this.deps.settings().speed === 'step';
  }

  private backlogMs(): number {
    return this.queue.length * this.kit.stepMs * SPEED_SCALE[this.speed()] + this.captionBacklog;
  }

  /** Two or more humans share the device: their decisions are separated by a hand-over screen. */
  private hotSeat(): boolean {
    return !this.showcase && this.session.kind === 'game' && this.session.setup.seats.filter((s) => s.kind === 'human').length >= 2;
  }

  private dropQueue(): void {
    this.queue.clear();
    this.captionBacklog = 0;
    this.releaseStep?.();
  }

  private waitForNext(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        if (this.releaseStep !== release) return;
        this.releaseStep = null;
        this.publish({ step: false });
        resolve();
      };
      this.releaseStep = release;
      this.publish({ step: true });
    });
  }

  private opening(): void {
    if (this.shown.moveCount === 0) this.queue.enqueue((ctx) => this.board?.opening?.(ctx), 'opening');
  }

  // ---- Moves, undo ----

  /** The table still shows an older position than the session's, or animations still play. */
  private catchingUp(): boolean {
    return this.queue.busy || this.shown !== this.session.snapshot;
  }

  /** Keeps a press for when the table has caught up (the newest press wins). */
  private hold(intent: Extract<Intent, { kind: 'play' | 'choose' }>): void {
    const move = intent.kind === 'play' ? this.shown.legal[intent.index] : undefined;
    if (intent.kind === 'play' && move === undefined) return;
    const first = this.held === null;
    this.held = { intent, move };
    // The press is taken: its buttons go, as a move's do, until the table has caught up.
    const chrome = this.model.get().chrome;
    if (chrome) this.publish({ chrome: { ...chrome, buttons: [], offers: {}, back: null } });
    if (first) this.release();
  }

  /** The held press, now that the table shows the session's position: the same move if it is still legal. */
  private release(): void {
    const held = this.held;
    if (!held || this.disposed) return;
    if (this.queue.busy) {
      void this.queue.idle().then(() => this.release());
      return;
    }
    // The newest position is not drawn yet (instant speed draws on a timer): its drawing releases it.
    if (this.shown !== this.session.snapshot) return;
    this.held = null;
    if (this.handingOver) return;
    if (held.intent.kind === 'choose') {
      this.dispatch(held.intent);
      return;
    }
    const key = JSON.stringify(held.move);
    const index = this.session.snapshot.legal.findIndex((m) => JSON.stringify(m) === key);
    if (index >= 0) this.dispatch({ kind: 'play', index });
    else this.flash(t('table.tooLate'));
  }

  private playIndex(index: number): void {
    // A press on an older position never comes here: dispatch holds it (hold, release).
    const move = this.session.snapshot.legal[index];
    if (move !== undefined) this.playMove(move);
  }

  private playMove(move: unknown): { ok: boolean; error?: { code: string; message: string } } {
    const before = this.shown;
    // The move's buttons go at once: with nothing to animate, play() draws the next position
    // before it returns, and clearing after it would wipe those.
    const chrome = this.model.get().chrome;
    if (chrome) this.publish({ chrome: { ...chrome, buttons: [], offers: {}, back: null } });
    const result = this.session.play(move);
    if (!result.ok) {
      this.error = t('table.error', { message: result.error.message });
      this.render(this.shown);
    } else {
      this.error = null;
      this.choice = this.kit.initial();
      // Drawn already: draw again without the half-made choice of the old position.
      if (this.shown !== before) this.render(this.shown);
    }
    return result;
  }

  private undo(): void {
    const game = this.game;
    const u = game?.snapshot.undo;
    if (!game || !u) return;
    const why = undoReason(u);
    if (why) {
      this.flash(why);
      return;
    }
    if (game.undo().ok) {
      this.coach?.clear();
      this.flash(t('undo.done'));
    }
  }

  private flash(text: string): void {
    if (this.flashTimer) clearTimeout(this.flashTimer);
    this.publish({ flash: text });
    this.flashTimer = setTimeout(() => {
      this.flashTimer = null;
      this.publish({ flash: null });
    }, FLASH_MS);
  }

  // ---- The hand-over ----

  /** Hides the table (board, prompt, log) until the human whose decision it is says they are ready. */
  private handOver(s: SessionSnapshot): void {
    const seat = s.viewer;
    if (seat === null) return;
    this.handingOver = true;
    this.held = null;
    this.dropQueue();
    this.choice = this.kit.initial();
    this.error = null;
    this.logViewer = undefined;
    this.publish({ chrome: null, board: null, log: [], liveFrom: this.nextLogId, panel: null, known: null, pointed: null, pointing: null, tip: null, zoom: null, handover: { seat, name: seatName(s.setup, seat, null) } });
  }

  private accept(): void {
    if (!this.handingOver) return;
    this.handingOver = false;
    this.publish({ handover: null });
    const now = this.session.snapshot;
    this.syncLog(now);
    this.render(now);
    this.opening();
  }

  // ---- The log ----

  private entries(list: readonly NewEntry[]): LogEntry[] {
    return list.map((e) => ({ ...e, id: this.nextLogId++ }));
  }

  private appendLog(list: readonly NewEntry[]): void {
    if (list.length > 0) this.publish({ log: [...this.model.get().log, ...this.entries(list)] });
  }

  /** The log as this viewer may read it: rebuilt from the game's history when the viewer changes. */
  private syncLog(s: SessionSnapshot): void {
    if (this.logViewer === s.viewer) return;
    this.logViewer = s.viewer;
    const { entries, carried } = historyEntries(this.kit.log, this.session.history(s.viewer), s);
    this.logGroup = carried;
    const log = this.entries(entries);
    this.publish({ log, liveFrom: this.nextLogId });
  }

  /**
   * Says everything again in the current language, at once: the animations still queued go (their
   * log lines were worded in the old language), the log is rebuilt from the game's history and the
   * newest position is drawn — board, prompt, buttons and panel.
   */
  private refresh(): void {
    if (this.handingOver) return;
    this.dropQueue();
    this.error = null;
    this.logViewer = undefined;
    this.syncLog(this.session.snapshot);
    this.render(this.session.snapshot);
  }

  // ---- Updates from the session ----

  private onUpdate(u: SessionUpdate): void {
    this.publish({ body: this.bodyOf(u.snapshot), undo: this.undoOf(u.snapshot) });
    // Hidden for a hand-over: nothing is drawn until the next human is ready.
    if (this.handingOver) return;
    if (u.reset) {
      // An undo: the position is another one, with nothing to animate; the log is rebuilt.
      this.held = null;
      this.dropQueue();
      this.choice = this.kit.initial();
      this.error = null;
      this.logViewer = undefined;
      this.syncLog(u.snapshot);
      this.render(u.snapshot);
      return;
    }
    if (this.logViewer !== u.snapshot.viewer) {
      if (this.hotSeat()) {
        // Another human's decision: what is still queued plays out for the one who watched it,
        // then the table hides for the hand-over (this update is the next one's to see).
        const next = u.snapshot;
        this.handingOver = true;
        this.queue.enqueue(() => this.handOver(next), 'handover');
        return;
      }
      // Another human's eyes: the queue of the previous one's animations is theirs, not this one's.
      this.dropQueue();
      this.syncLog(u.snapshot);
      this.render(u.snapshot);
      return;
    }
    this.enqueueEvents(u);
  }

  /** Each event's log line, caption, sound and animation, in order; then the new position. */
  private enqueueEvents(u: SessionUpdate): void {
    const captionLine = plainReader(this.kit.log, u.snapshot);
    let perEvent: (NewEntry | null)[] = [];
    let fallback: NewEntry | null = null;
    if (u.player !== null) {
      const got = moveEntries(this.kit.log, { events: u.events, view: u.snapshot.view, line: u.log[0] ?? null, player: u.player }, u.snapshot, this.logGroup);
      perEvent = got.perEvent;
      fallback = got.fallback;
      this.logGroup = got.after;
    }
    const stepping = this.stepping();
    // Far behind, the table skips to the newest position — never at the step-by-step pace.
    if (!stepping && this.queue.length > this.kit.maxBacklog) {
      this.queue.clear();
      this.captionBacklog = 0;
    }
    if (fallback && u.events.length === 0) {
      const entry = fallback;
      this.queue.enqueue(() => this.appendLog([entry]), 'log');
    }
    let first = true;
    // Step by step: every event with a line waits for Next, except the viewer's own action.
    let waits = stepping && u.player !== null && u.player !== u.snapshot.viewer;
    u.events.forEach((e, i) => {
      const cue = cueFor(e.type);
      const entry = perEvent[i] ?? null;
      const opening = first;
      first = false;
      if (entry && waits) this.queue.enqueue(() => this.waitForNext(), 'next');
      if (entry && stepping) waits = true;
      // The showcase's caption is worded now: how long it may hold the table counts in the backlog.
      const caption = this.showcase?.plan(e, u.snapshot) ?? null;
      const held = caption?.estimateMs ?? 0;
      this.captionBacklog += held;
      const play = (ctx: StepContext, after: number) => {
        // Each event's line appears as its own animation starts: the log never runs ahead.
        const lines = [...(entry ? [entry] : []), ...(opening && fallback ? [fallback] : [])];
        this.appendLog(lines);
        if (caption) this.showcase?.event(caption);
        const progress = this.kit.log.opens?.(e);
        const chrome = this.model.get().chrome;
        if (progress && chrome) this.publish({ chrome: { ...chrome, progress } });
        if (cue && !ctx.instant && this.deps.settings().sound) this.deps.cue?.(cue);
        const animation = this.board?.animate(e, ctx, captionLine);
        // A moment that matters stays on screen its time, the table waiting on it.
        return after > 0 ? Promise.all([animation, ctx.wait(after)]).then(() => undefined) : animation;
      };
      this.queue.enqueue((ctx) => {
        this.captionBacklog = Math.max(0, this.captionBacklog - held);
        const pace = caption && this.showcase ? this.showcase.before(caption) : { before: 0, after: 0 };
        // A line worth reading waits until the caption before it has been read.
        return pace.before > 0 ? ctx.wait(pace.before).then(() => play(ctx, pace.after)) : play(ctx, pace.after);
      }, e.type);
    });
    this.queue.enqueue((ctx) => {
      if (ctx.instant) this.scheduleRender();
      else this.render(u.snapshot);
    }, 'render');
  }

  /** At instant speed, draw at most once a turn of the event loop, always the newest position. */
  private scheduleRender(): void {
    if (this.renderScheduled) return;
    this.renderScheduled = true;
    setTimeout(() => {
      this.renderScheduled = false;
      if (!this.disposed && !this.handingOver) this.render(this.session.snapshot);
    }, 0);
  }

  // ---- The model ----

  private publish(patch: Partial<TableModel>): void {
    if (this.disposed && patch.showcase === undefined) return;
    this.model.set({ ...this.model.get(), ...patch });
  }

  private input(s: SessionSnapshot): KitInput<C> {
    // The moves the viewer may pick now: none in the showcase, nor while animations catch up.
    const legal = !this.showcase && this.queue.length === 0 && s === this.session.snapshot ? s.legal : [];
    return { snapshot: s, legal, choice: this.choice, settings: { confirmShare: this.deps.settings().confirmShare } };
  }

  private look(): BoardLook {
    const s = this.deps.settings();
    return { text: s.largeText ? LARGE_TEXT : 1, aid: s.colourAid === true };
  }

  private pointedWords() {
    if (this.pointed === null || !this.kit.point) return null;
    return this.kit.point(this.input(this.shown), this.pointed);
  }

  private bodyOf(s: SessionSnapshot): TableBody {
    return {
      scene: this.showcase ? 'showcase' : this.session.kind === 'game' ? 'table' : this.session.kind,
      game: s.setup.game,
      turn: String(s.moveCount),
      status: s.outcome ? 'over' : 'playing',
      toAct: s.toAct.join(','),
      round: String(this.kit.progress(s)),
      viewer: s.viewer === null ? '' : String(s.viewer),
    };
  }

  /** What the viewer knows of hidden things, from the position's own view (the seat at the device). */
  private knownOf(s: SessionSnapshot) {
    if (!this.deps.settings().whatYouKnow || this.showcase || s.viewer === null || !this.kit.known) return null;
    return this.kit.known(s);
  }

  private undoOf(s: SessionSnapshot) {
    return this.game && !this.showcase ? s.undo : null;
  }

  private publishHint(): void {
    const s = this.shown;
    const game = this.game;
    if (!this.coach || !game) return;
    this.publish({ hint: { available: game.canHint && s === game.snapshot, busy: this.coach.busy(s), shown: this.coach.shown(s) } });
  }

  /** Draws a position: the board's part, the header and decision, the game's panel. */
  private render(s: SessionSnapshot): void {
    this.shown = s;
    this.pointed = null;
    const input = this.input(s);
    const table = this.kit.table(input);
    const status = statusLine(s);
    const waiting = input.legal.length === 0 && !s.outcome;
    const prompt = this.error !== null ? [this.error] : table.prompt.length > 0 ? table.prompt : waiting ? [t('table.hint')] : [];
    const showcase = this.showcase !== null;
    const guide = this.deps.guide;
    const buttons = showcase ? [] : guide ? guide.mark(table.buttons, input) : table.buttons;
    const lesson = guide ? guide.bubble(s) : null;
    this.publish({
      chrome: {
        game: this.kit.game,
        title: table.title,
        progress: table.progress,
        status: { text: status.text, tone: status.notice ? 'notice' : 'normal' },
        prompt,
        promptTone: this.error !== null ? 'error' : 'normal',
        detail: table.detail,
        buttons,
        offers: showcase ? {} : (table.offers ?? {}),
        back: !showcase && table.back !== null ? { kind: 'choose', action: table.back } : null,
        showcase,
        snapshot: s,
        breakdown: table.breakdown ?? null,
      },
      board: { snapshot: s, marks: table.marks, look: this.look(), spotlight: lesson?.spot ?? null },
      lesson,
      panel: table.panel ?? null,
      known: this.knownOf(s),
      pointed: null,
      pointing: null,
      tip: null,
      undo: this.undoOf(s),
      body: this.bodyOf(this.session.snapshot),
    });
    this.publishHint();
    this.showcase?.shown(s);
    // A press held while the table caught up counts once this drawing is the last one to come.
    if (this.held) void this.queue.idle().then(() => this.release());
  }
}

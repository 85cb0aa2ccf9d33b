// What every table scene shares: it takes over a GameSession, animates each update's events in
// order through an AnimationQueue, then redraws from the new view; bots wait for the animations
// (animationBacklogMs). The words around the table — header, prompt, buttons, log, game over —
// are HTML (src/views/table): the scene publishes them through ui/tableBridge as the animation
// reaches them, so the chrome never runs ahead of the table nor the table behind the log.
// Each game's table gives the drawing and its controls, its log lines, its animation steps and
// what a half-made choice is. Started with `showcase: true` it runs the kiosk showcase.
// Shared table features live here too: an undo (a reset update) redraws and rebuilds the log;
// with two or more humans a hand-over screen hides the table between different humans'
// decisions; at the step-by-step pace each bot action and effect waits for the player's Next.
import Phaser from 'phaser';
import type { HistoryItem, SessionSnapshot, SessionUpdate, TableSession } from '../app/session';
import type { GameEvent, GameId } from '../engine/core/types';
import { type MessageKey, hasKey, t } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed, type Step } from '../table/animQueue';
import { smallestText } from './cardCache';
import { setBodyData } from '../views/bodyData';
import { seatName } from '../table/gears/names';
import { type RichText, plainText } from '../table/rich';
import { cueFor, playCue } from '../views/sound';
import { type ChromeButton, type LogEntry, type ScoreBreakdown, appendLog, clearTable, resetLog, tableChrome, tableHandover, tableStep } from '../table/model';
import { COLORS } from './theme';
import { Tooltip } from './tooltip';
import { services } from './services';
import { ShowcaseMode } from './showcaseMode';

/** A log line nested under the one before it (an effect inside a dogma: depth 1, 2, …). */
export interface LogLine {
  text: string | RichText;
  depth: number;
}

/** One event's line in the log (null: an event without a line). */
export type Line = (e: GameEvent) => string | RichText | LogLine | null;

const isLogLine = (x: string | RichText | LogLine): x is LogLine => typeof x === 'object' && !Array.isArray(x);

/** What a table's drawing says around itself: the header's words and the decision's controls. */
export interface ChromeParts {
  title: string;
  progress: string;
  /** Empty when the viewer has nothing to decide. */
  prompt: string | RichText;
  detail?: string | RichText | null;
  buttons: ChromeButton[];
  /** Steps out of a half-made choice (null when there is none). */
  back?: (() => void) | null;
  /** At the end, how each score was made (shown in the game-over dialog). */
  breakdown?: ScoreBreakdown | null;
}

type TestHookResult = { ok: boolean; error?: { code: string; message: string } };

/** A word drawn on the canvas, or a card with print of its own, as the text-size check reads it. */
export interface DrawnText {
  text: string;
  /** Size in CSS px as drawn. */
  px: number;
  /** A card: its smallest print, and whether a tap opens it large (the zoom). */
  card?: boolean;
  zoom?: boolean;
}

/** What a table exposes on window for end-to-end tests (moves are picked from legal, by index). */
export interface BoardwrightTestHook {
  snapshot(): SessionSnapshot;
  legal(): unknown[];
  play(index: number): TestHookResult;
  /** True while the table still animates earlier events (screenshots wait for false). */
  busy(): boolean;
  /** Every text on the canvas now, and every card with print (for the text-size check). */
  texts(): DrawnText[];
  /** The game as its save would record it (its save id, setup and moves), or null in a replay. */
  record(): { id: string; setup: SessionSnapshot['setup']; moves: { player: number; move: unknown }[] } | null;
}

declare global {
  interface Window {
    __boardwright?: BoardwrightTestHook;
  }
}

const rich = (x: string | RichText): RichText => (typeof x === 'string' ? (x ? [x] : []) : x);

/** The seat an event's log entry is coloured for: who acted (by, player), else the seat it is about, else the mover. */
function seatOf(e: GameEvent, mover: number): number {
  for (const k of ['by', 'player', 'seat'] as const) if (typeof e[k] === 'number') return e[k] as number;
  return mover;
}

export abstract class TableScene extends Phaser.Scene {
  protected session!: TableSession;
  protected shown!: SessionSnapshot;
  protected queue!: AnimationQueue;
  protected tooltip = new Tooltip();
  protected layer!: Phaser.GameObjects.Container;
  protected fx!: Phaser.GameObjects.Container;
  protected showcase: ShowcaseMode | null = null;
  /** Why the last move was refused, shown in the prompt until the next move. */
  protected error: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private renderScheduled = false;
  /** Whose eyes the log was built for: another human at the table gets a log of their own. */
  private logViewer: number | null | undefined = undefined;
  /** A hand-over screen is up: the table waits, hidden, for the next human. */
  private handingOver = false;
  /** Resolves the step waiting for the player's Next (step-by-step pace). */
  private releaseStep: (() => void) | null = null;
  /** The group the log's last entry is under (groups by event carry on from one move to the next). */
  private logGroupNow: string | null = null;

  protected abstract readonly gameId: GameId;
  /** Milliseconds one queued animation step takes at normal speed (bots wait that long a step). */
  protected abstract readonly stepMs: number;
  /** Past this many queued steps the table skips to the newest position (it must never lag far). */
  protected abstract readonly maxBacklog: number;

  /** Draws the whole table for this position; returns the words and controls around it. */
  protected abstract draw(s: SessionSnapshot, legal: unknown[]): ChromeParts;
  /** The round or turn the page's body data reports. */
  protected abstract progress(s: SessionSnapshot): number;
  /** The heading the log groups entries under for this position ("Turn 3", "Round 2"). */
  protected abstract logGroup(view: unknown): string;
  /**
   * A table whose events mark where a new group begins (Gears: a round starts) says so here: the
   * entries of one move are then split where the marker falls, instead of all going under the
   * group of the position after the move.
   */
  protected eventGroup(_e: GameEvent): string | null {
    return null;
  }
  protected readonly groupsByEvent: boolean = false;
  /**
   * The group of each event of a move, when a move can cross from one turn into the next (its
   * last action ends the turn; Innovation); null: every event goes under the move's group.
   */
  protected eventGroups(_events: GameEvent[], _view: unknown): (string | null)[] | null {
    return null;
  }
  /** How events read in the log, for a viewer at a position. */
  protected abstract lineFor(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line;
  /** The animation of one event, or null; `line` gives an event's log words (for captions). */
  protected abstract stepFor(e: GameEvent, line: (e: GameEvent) => string | null): Step | null;
  /** Forgets what the viewer had half chosen (a picked gear, an open menu, ...). */
  protected abstract clearChoice(): void;
  /** After a session's first drawing, before its bots start (Gears deals its cards here). */
  protected opened(): void {}
  /**
   * An event that begins a new log group (a round) names it and the header's progress: the
   * events of a move before it stay in the group they belong to, and the header changes when
   * the event plays, not at the end of the move's animation.
   */
  protected opensGroup(_e: GameEvent): { group: string; progress: string } | null {
    return null;
  }
  /** Legal move `index` in the words of the buttons that lead to it (see TableChrome.moveWords). */
  protected moveWords(_s: SessionSnapshot, _legal: unknown[], _index: number): string | null {
    return null;
  }

  create(data: { session?: TableSession; showcase?: boolean }): void {
    if (!data.session) return;
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
    // On touch there is no pointer-out: a tap on empty table hides the card help.
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
    this.showcase = data.showcase ? new ShowcaseMode(this, this.gameId) : null;
    this.attach(data.session);
  }

  protected speed(): Speed {
    if (this.showcase) return this.showcase.speed();
    const speed = services(this).settings.speed;
    // Step by step animates at the normal pace, and waits for the player between steps.
    return speed === 'step' ? 'normal' : speed;
  }

  /** The step-by-step pace: each bot action and each effect waits for the player's Next. */
  protected stepping(): boolean {
    return !this.showcase && services(this).settings.speed === 'step';
  }

  /** Two or more humans share the device: their decisions are separated by a hand-over screen. */
  private hotSeat(): boolean {
    return !this.showcase && this.session.kind === 'game' && this.session.setup.seats.filter((s) => s.kind === 'human').length >= 2;
  }

  /** Drops what the queue still has to show (and lets a step waiting for Next go). */
  private dropQueue(): void {
    this.queue.clear();
    this.releaseStep?.();
  }

  /** A step that waits until the player asks for the next one. */
  private waitForNext(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        if (this.releaseStep !== release) return;
        this.releaseStep = null;
        tableStep.set(null);
        resolve();
      };
      this.releaseStep = release;
      tableStep.set(release);
    });
  }

  /** The moves the viewer may pick now: none in the showcase, nor while animations catch up. */
  protected legalNow(s: SessionSnapshot): unknown[] {
    return !this.showcase && this.queue.length === 0 && s === this.session.snapshot ? s.legal : [];
  }

  /** Takes over a session: subscribes, draws its position, starts the bot loop. */
  private attach(session: TableSession): void {
    const app = services(this);
    this.session = session;
    this.shown = session.snapshot;
    this.error = null;
    this.logViewer = undefined;
    this.handingOver = false;
    this.clearChoice();
    this.queue?.clear();
    this.releaseStep?.();
    this.queue = new AnimationQueue({
      speed: () => this.speed(),
      reduceMotion: () => app.settings.reduceMotion,
      sleep: (ms) => new Promise((resolve) => this.time.delayedCall(ms, resolve)),
      onError: (e, label) => console.warn(`Animation '${label}' failed.`, e),
    });
    setBodyData({ scene: this.showcase ? 'showcase' : session.kind === 'replay' ? 'replay' : 'table', game: session.setup.game });
    this.exposeTestHook();
    // Bots wait for the table: the session's display delay includes what is still to animate.
    app.animationBacklogMs = () => this.queue.length * this.stepMs * SPEED_SCALE[this.speed()];
    this.unsubscribe?.();
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.syncBody(session.snapshot);
    if (this.hotSeat() && !this.shown.outcome && this.shown.viewer !== null) {
      // Whoever holds the device now may not be the human whose decision it is.
      this.handOver(this.shown);
    } else {
      this.syncLog(this.shown);
      this.render(this.shown);
      this.opened();
    }
    // The showcase shows its title card first; the bots start after it.
    if (this.showcase) this.showcase.begin(session.snapshot, () => session.start());
    else session.start();
  }

  /** Redraws in the current language: the log is rebuilt, the chrome and board drawn again. */
  refresh(): void {
    if (!this.session || this.handingOver) return;
    this.logViewer = undefined;
    this.syncLog(this.session.snapshot);
    this.render(this.shown);
  }

  /** Hides the table (board, prompt, log) until the human whose decision it is says they are ready. */
  private handOver(s: SessionSnapshot): void {
    const seat = s.viewer;
    if (seat === null) return;
    this.handingOver = true;
    this.dropQueue();
    this.clearChoice();
    this.error = null;
    this.tooltip.hide();
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    resetLog([]);
    this.logViewer = undefined;
    tableChrome.set(null);
    const name = seatName(s.setup, seat, null);
    tableHandover.set({
      seat,
      name,
      accept: () => {
        if (!this.handingOver) return;
        this.handingOver = false;
        tableHandover.set(null);
        const now = this.session.snapshot;
        this.syncLog(now);
        this.render(now);
        if (now.moveCount === 0) this.opened();
      },
    });
  }

  private exposeTestHook(): void {
    window.__boardwright = {
      snapshot: () => this.session.snapshot,
      legal: () => this.session.snapshot.legal,
      play: (index) => {
        const move = this.session.snapshot.legal[index];
        if (move === undefined) return { ok: false, error: { code: 'no-such-move', message: `No legal move #${index}.` } };
        return this.playMove(move);
      },
      busy: () => this.queue.busy,
      texts: () => this.drawnTexts(),
      record: () => {
        const live = this.session as TableSession & { toSaveRecord?: () => { id: string; setup: SessionSnapshot['setup']; moves: { player: number; move: unknown }[] } };
        const r = live.toSaveRecord?.();
        return r ? { id: r.id, setup: r.setup, moves: r.moves } : null;
      },
    };
  }

  /** Every text drawn now, with its size in CSS px, and every card with its smallest print. */
  private drawnTexts(): DrawnText[] {
    const out: DrawnText[] = [];
    const walk = (obj: Phaser.GameObjects.GameObject, scale: number) => {
      const o = obj as Phaser.GameObjects.GameObject & { visible?: boolean; alpha?: number; scaleY?: number; list?: Phaser.GameObjects.GameObject[] };
      if (o.visible === false || o.alpha === 0) return;
      const s = scale * Math.abs(o.scaleY ?? 1);
      if (o.type === 'Text') {
        const text = (o as Phaser.GameObjects.Text).text;
        if (text.trim()) out.push({ text, px: (smallestText(o) ?? 0) * scale });
        return;
      }
      const print = o.getData?.('print') as number | null | undefined;
      if (typeof print === 'number') out.push({ text: '', px: print * s, card: true, zoom: o.getData('zoom') !== undefined });
      for (const child of o.list ?? []) walk(child, s);
    };
    for (const child of this.children.list) walk(child, 1);
    return out;
  }

  private onResize(): void {
    if (this.scene.isActive()) this.render(this.shown);
  }

  private teardown(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.dropQueue();
    this.handingOver = false;
    this.session.dispose();
    services(this).animationBacklogMs = () => 0;
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    clearTable();
    setBodyData({ game: '', turn: '', status: '' });
    for (const k of ['toAct', 'round', 'viewer']) delete document.body.dataset[k];
    if (window.__boardwright) delete window.__boardwright;
  }

  protected playMove(move: unknown): TestHookResult {
    const before = this.shown;
    // The move's buttons go at once, before play(): with nothing to animate, play() draws the next
    // position (and its buttons) before it returns, and clearing after it would wipe those.
    tableChrome.update((c) => (c ? { ...c, buttons: [], back: null } : c));
    const result = this.session.play(move);
    if (!result.ok) {
      this.error = t('table.error', { message: result.error.message });
      this.render(this.shown);
    } else {
      this.error = null;
      this.clearChoice();
      // Drawn already (see above): draw again without the half-made choice of the old position.
      if (this.shown !== before) this.render(this.shown);
    }
    return result;
  }

  /** Plays legal move i of the position on screen (controls name moves by index). */
  protected playIndex(i: number): void {
    // A control drawn for an older position must not pick from the newer legal list.
    if (this.shown !== this.session.snapshot) return;
    const move = this.session.snapshot.legal[i];
    if (move !== undefined) this.playMove(move);
  }

  /** Redraws the current position (after a half-made choice changed). */
  protected redraw(): void {
    this.render(this.shown);
  }

  /** Body data follows the session at once (tests and screen readers wait on it). */
  private syncBody(s: SessionSnapshot): void {
    setBodyData({ turn: String(s.moveCount), status: s.outcome ? 'over' : 'playing' });
    document.body.dataset.toAct = s.toAct.join(',');
    document.body.dataset.round = String(this.progress(s));
    document.body.dataset.viewer = s.viewer === null ? '' : String(s.viewer);
  }

  /** The log as this viewer may read it: rebuilt from the game's history when the viewer changes. */
  private syncLog(s: SessionSnapshot): void {
    if (this.logViewer === s.viewer) return;
    this.logViewer = s.viewer;
    const all: Omit<LogEntry, 'id'>[] = [];
    this.logGroupNow = null;
    for (const h of this.session.history(s.viewer)) {
      const { perEvent, fallback } = this.entriesFor(h, s);
      for (const e of perEvent) if (e) all.push(e);
      if (fallback) all.push(fallback);
    }
    resetLog(all);
  }

  /**
   * One move's log entries: one per event that has a line (null where it has none), and the
   * move's own sentence when no event said anything. Advances the current group.
   */
  private entriesFor(h: Pick<HistoryItem, 'events' | 'view' | 'line' | 'player'>, s: Pick<SessionSnapshot, 'setup' | 'viewer'>): { perEvent: (Omit<LogEntry, 'id'> | null)[]; fallback: Omit<LogEntry, 'id'> | null } {
    const line = this.lineFor({ setup: s.setup, viewer: s.viewer, view: h.view });
    let group = this.groupsByEvent ? (this.logGroupNow ?? this.logGroup(h.view)) : this.logGroup(h.view);
    const groups = this.eventGroups(h.events, h.view);
    const perEvent = h.events.map((e, i) => {
      const marked = this.groupsByEvent ? this.eventGroup(e) : null;
      if (marked !== null) group = marked;
      const got = line(e);
      if (got === null) return null;
      const { text, depth } = isLogLine(got) ? got : { text: got, depth: 0 };
      return { group: groups?.[i] ?? group, seat: seatOf(e, h.player), text: rich(text), ...(depth > 0 ? { depth } : {}) };
    });
    this.logGroupNow = group;
    const fallback = perEvent.every((x) => x === null) && h.line ? { group, seat: h.player, text: [h.line] } : null;
    return { perEvent, fallback };
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    // Hidden for a hand-over: nothing is drawn until the next human is ready.
    if (this.handingOver) return;
    if (u.reset) {
      // An undo: the position is another one, with nothing to animate; the log is rebuilt.
      this.dropQueue();
      this.clearChoice();
      this.error = null;
      this.logViewer = undefined;
      this.syncLog(u.snapshot);
      this.render(u.snapshot);
      return;
    }
    if (this.logViewer !== u.snapshot.viewer) {
      if (this.hotSeat()) {
        // Another human's decision: what is still queued plays out for the one who watched it,
        // then the table hides for the hand-over (this update is the next one's to see, not theirs).
        // Nothing more is drawn or logged for the previous human meanwhile.
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
    // Captions read the event's words on their own: a fresh line reader, so the log's keeps its place.
    const captionLine = this.lineFor(u.snapshot);
    const plainLine = (e: GameEvent) => {
      const got = captionLine(e);
      if (got === null) return null;
      const text = isLogLine(got) ? got.text : got;
      return typeof text === 'string' ? text : plainText(text);
    };
    const { perEvent, fallback } = u.player === null ? { perEvent: [], fallback: null } : this.entriesFor({ events: u.events, view: u.snapshot.view, line: u.log[0] ?? null, player: u.player }, u.snapshot);
    const stepping = this.stepping();
    // Far behind, the table skips to the newest position — never at the step-by-step pace,
    // where the player asked to see every step.
    if (!stepping && this.queue.length > this.maxBacklog) this.queue.clear();
    const sound = services(this).settings.sound;
    // The log line of an event appears when its animation starts, never before.
    if (fallback && u.events.length === 0) this.queue.enqueue(() => appendLog([fallback]), 'log');
    let first = true;
    // Step by step: every event with a line waits for Next, except the viewer's own action.
    let waits = stepping && u.player !== null && u.player !== u.snapshot.viewer;
    u.events.forEach((e, i) => {
      const step = this.stepFor(e, plainLine);
      const cue = cueFor(e.type);
      const entry = perEvent[i] ?? null;
      const opening = first;
      first = false;
      if (entry && waits) this.queue.enqueue(() => this.waitForNext(), 'next');
      if (entry && stepping) waits = true;
      this.queue.enqueue((ctx) => {
        // Each event's line appears as its own animation starts: the log never runs ahead.
        if (entry) appendLog([entry]);
        if (opening && fallback) appendLog([fallback]);
        this.showcase?.event(e, u.snapshot);
        const opened = this.opensGroup(e);
        if (opened) tableChrome.update((c) => (c ? { ...c, progress: opened.progress } : c));
        if (cue && !ctx.instant) playCue(cue, sound);
        return step?.(ctx);
      }, e.type);
    });
    this.queue.enqueue((ctx) => {
      if (ctx.instant) this.scheduleRender();
      else this.render(u.snapshot);
    }, 'render');
  }

  /** At instant speed, draw at most once a frame, always the newest position. */
  private scheduleRender(): void {
    if (this.renderScheduled) return;
    this.renderScheduled = true;
    this.time.delayedCall(0, () => {
      this.renderScheduled = false;
      if (this.scene.isActive()) this.render(this.session.snapshot);
    });
  }

  private render(s: SessionSnapshot): void {
    this.shown = s;
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const legal = this.legalNow(s);
    const parts = this.draw(s, legal);
    const status = statusLine(s);
    const prompt = this.error !== null ? [this.error] : rich(parts.prompt || (legal.length === 0 && !s.outcome ? t('table.hint') : ''));
    tableChrome.set({
      game: this.gameId,
      title: parts.title,
      progress: parts.progress,
      status: { text: status.text, tone: status.notice ? 'notice' : 'normal' },
      prompt,
      promptTone: this.error !== null ? 'error' : 'normal',
      detail: parts.detail ? rich(parts.detail) : null,
      buttons: this.showcase ? [] : parts.buttons,
      back: this.showcase ? null : (parts.back ?? null),
      showcase: this.showcase !== null,
      snapshot: s,
      breakdown: parts.breakdown ?? null,
      moveWords: (i) => (legal.length > 0 ? this.moveWords(s, legal, i) : null),
    });
    this.showcase?.shown(s);
  }
}

/** What the header says on the right: a notice if there is one, else whose decision it is. */
export function statusLine(s: SessionSnapshot): { text: string; notice: boolean } {
  if (s.notice && hasKey(s.notice)) return { text: t(s.notice as MessageKey, { n: 1 }), notice: true };
  const name = (p: number) => seatName(s.setup, p, s.viewer);
  if (s.outcome) return { text: t('over.title'), notice: false };
  if (s.thinking !== null) return { text: t('table.thinking', { name: name(s.thinking) }), notice: false };
  if (s.viewer !== null && s.toAct.includes(s.viewer)) return { text: t('table.yourTurn'), notice: false };
  if (s.viewer === null) return { text: t('table.spectating'), notice: false };
  return { text: t('table.waitingFor', { name: s.toAct.map(name).join(', ') }), notice: false };
}

// What every table scene shares: it takes over a GameSession, animates each update's events in
// order through an AnimationQueue, then redraws from the new view; bots wait for the animations
// (animationBacklogMs). The words around the table — header, prompt, buttons, log, game over —
// are HTML (src/views/table): the scene publishes them through ui/tableBridge as the animation
// reaches them, so the chrome never runs ahead of the table nor the table behind the log.
// Each game's table gives the drawing and its controls, its log lines, its animation steps and
// what a half-made choice is. Started with `showcase: true` it runs the kiosk showcase.
import Phaser from 'phaser';
import type { GameSession, HistoryItem, SessionSnapshot, SessionUpdate } from '../app/session';
import type { GameEvent, GameId } from '../engine/core/types';
import { type MessageKey, hasKey, t } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed, type Step } from '../ui/animQueue';
import { setBodyData } from '../ui/dom';
import { eventGroups } from '../ui/logGroups';
import { seatName } from '../ui/gears/names';
import { type RichText, plainText } from '../ui/rich';
import { cueFor, playCue } from '../ui/sound';
import { type ChromeButton, type LogEntry, appendLog, clearTable, resetLog, tableChrome } from '../ui/tableBridge';
import { COLORS } from '../ui/theme';
import { Tooltip } from '../ui/tooltip';
import { services } from './services';
import { ShowcaseMode } from './showcaseMode';

/** One event's line in the log (null: an event without a line). */
export type Line = (e: GameEvent) => string | RichText | null;

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
}

type TestHookResult = { ok: boolean; error?: { code: string; message: string } };

/** What a table exposes on window for end-to-end tests (moves are picked from legal, by index). */
export interface BoardwrightTestHook {
  snapshot(): SessionSnapshot;
  legal(): unknown[];
  play(index: number): TestHookResult;
  /** True while the table still animates earlier events (screenshots wait for false). */
  busy(): boolean;
}

declare global {
  interface Window {
    __boardwright?: BoardwrightTestHook;
  }
}

const rich = (x: string | RichText): RichText => (typeof x === 'string' ? (x ? [x] : []) : x);

export abstract class TableScene extends Phaser.Scene {
  protected session!: GameSession;
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
  /** The log group of the position last logged (where a move's first events belong). */
  private lastGroup: string | null = null;

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

  create(data: { session?: GameSession; showcase?: boolean }): void {
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
    return this.showcase?.speed() ?? services(this).settings.speed;
  }

  /** The moves the viewer may pick now: none in the showcase, nor while animations catch up. */
  protected legalNow(s: SessionSnapshot): unknown[] {
    return !this.showcase && this.queue.length === 0 && s === this.session.snapshot ? s.legal : [];
  }

  /** Takes over a session: subscribes, draws its position, starts the bot loop. */
  private attach(session: GameSession): void {
    const app = services(this);
    this.session = session;
    this.shown = session.snapshot;
    this.error = null;
    this.logViewer = undefined;
    this.clearChoice();
    this.queue?.clear();
    this.queue = new AnimationQueue({
      speed: () => this.speed(),
      reduceMotion: () => app.settings.reduceMotion,
      sleep: (ms) => new Promise((resolve) => this.time.delayedCall(ms, resolve)),
      onError: (e, label) => console.warn(`Animation '${label}' failed.`, e),
    });
    setBodyData({ scene: this.showcase ? 'showcase' : 'table', game: session.setup.game });
    this.exposeTestHook();
    // Bots wait for the table: the session's display delay includes what is still to animate.
    app.animationBacklogMs = () => this.queue.length * this.stepMs * SPEED_SCALE[this.speed()];
    this.unsubscribe?.();
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.syncLog(this.shown);
    this.render(this.shown);
    this.syncBody(session.snapshot);
    this.opened();
    // The showcase shows its title card first; the bots start after it.
    if (this.showcase) this.showcase.begin(session.snapshot, () => session.start());
    else session.start();
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
    };
  }

  private onResize(): void {
    if (this.scene.isActive()) this.render(this.shown);
  }

  private teardown(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.queue.clear();
    this.session.dispose();
    services(this).animationBacklogMs = () => 0;
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    clearTable();
    setBodyData({ game: '', turn: '', status: '' });
    for (const k of ['toAct', 'round', 'viewer']) delete document.body.dataset[k];
    if (window.__boardwright) delete window.__boardwright;
  }

  protected playMove(move: unknown): TestHookResult {
    const result = this.session.play(move);
    if (!result.ok) {
      this.error = t('table.error', { message: result.error.message });
      this.render(this.shown);
    } else {
      this.error = null;
      this.clearChoice();
    }
    return result;
  }

  /** Plays legal move i of the current position (controls name moves by index). */
  protected playIndex(i: number): void {
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
    this.lastGroup = null;
    resetLog(this.session.history(s.viewer).flatMap((h) => this.entriesFor(h, s)));
    this.lastGroup = this.logGroup(s.view);
  }

  private entriesFor(h: Pick<HistoryItem, 'events' | 'view' | 'line' | 'player'>, s: Pick<SessionSnapshot, 'setup' | 'viewer'>): Omit<LogEntry, 'id'>[] {
    const line = this.lineFor({ setup: s.setup, viewer: s.viewer, view: h.view });
    const after = this.logGroup(h.view);
    const groups = eventGroups(h.events, this.lastGroup, after, (e) => this.opensGroup(e)?.group ?? null);
    this.lastGroup = after;
    const out: Omit<LogEntry, 'id'>[] = [];
    h.events.forEach((e, i) => {
      const text = line(e);
      if (text !== null) out.push({ group: groups[i] ?? after, seat: typeof e.player === 'number' ? e.player : h.player, text: rich(text) });
    });
    if (out.length === 0 && h.line) out.push({ group: after, seat: h.player, text: [h.line] });
    return out;
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    if (this.logViewer !== u.snapshot.viewer) {
      // Another human's eyes: the queue of the previous one's animations is theirs, not this one's.
      this.queue.clear();
      this.syncLog(u.snapshot);
      this.render(u.snapshot);
      return;
    }
    const line = this.lineFor(u.snapshot);
    const plainLine = (e: GameEvent) => {
      const text = line(e);
      return text === null ? null : typeof text === 'string' ? text : plainText(text);
    };
    const entries = u.player === null ? [] : this.entriesFor({ events: u.events, view: u.snapshot.view, line: u.log[0] ?? null, player: u.player }, u.snapshot);
    if (this.queue.length > this.maxBacklog) this.queue.clear();
    const sound = services(this).settings.sound;
    // The log line of an event appears when its animation starts, never before.
    if (entries.length > 0 && u.events.length === 0) this.queue.enqueue(() => appendLog(entries), 'log');
    let logged = false;
    for (const e of u.events) {
      const step = this.stepFor(e, plainLine);
      const cue = cueFor(e.type);
      this.queue.enqueue((ctx) => {
        if (!logged) {
          logged = true;
          appendLog(entries);
        }
        this.showcase?.event(e, u.snapshot);
        const opened = this.opensGroup(e);
        if (opened) tableChrome.update((c) => (c ? { ...c, progress: opened.progress } : c));
        if (cue && !ctx.instant) playCue(cue, sound);
        return step?.(ctx);
      }, e.type);
    }
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

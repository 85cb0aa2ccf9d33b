// What every table scene shares: it takes over a GameSession, animates each update's events in
// order through an AnimationQueue, then redraws from the new view; bots wait for the animations
// (animationBacklogMs); a refused move shows its reason; game over offers another game. Started
// with `showcase: true` it runs the kiosk showcase instead (showcaseMode.ts). Each game's table
// gives the drawing, its log lines, its animation steps and what a half-made choice is.
// Tests drive tables through document.body.dataset, #live-log and window.__boardwright.
import Phaser from 'phaser';
import type { GameSession, SessionSnapshot, SessionUpdate } from '../app/session';
import type { GameEvent, GameId } from '../engine/core/types';
import { t } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed, type Step } from '../ui/animQueue';
import { type Button, FocusList } from '../ui/button';
import { announce, clearLive, setBodyData } from '../ui/dom';
import type { TableLayout } from '../ui/layout';
import { LogPanel } from '../ui/logPanel';
import { cueFor, playCue } from '../ui/sound';
import { COLORS } from '../ui/theme';
import { Tooltip } from '../ui/tooltip';
import { drawOverPanel } from './overPanel';
import { SCENES, services } from './services';
import { ShowcaseMode } from './showcaseMode';
import { type HookPlayResult, clearTableBody, drawTableHeader, exposeTableHook, syncTableBody } from './tableChrome';

type Line = (e: GameEvent) => string | null;

export abstract class TableScene extends Phaser.Scene {
  protected session!: GameSession;
  protected shown!: SessionSnapshot;
  protected queue!: AnimationQueue;
  protected tooltip!: Tooltip;
  protected log!: LogPanel;
  protected layer!: Phaser.GameObjects.Container;
  protected fx!: Phaser.GameObjects.Container;
  protected focus!: FocusList;
  protected showcase: ShowcaseMode | null = null;
  /** Why the last move was refused, shown in the prompt until the next move. */
  protected error: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private renderScheduled = false;

  protected abstract readonly gameId: GameId;
  /** Milliseconds one queued animation step takes at normal speed (bots wait that long a step). */
  protected abstract readonly stepMs: number;
  /** Past this many queued steps the table skips to the newest position (it must never lag far). */
  protected abstract readonly maxBacklog: number;

  /** Draws the whole table for this position. */
  protected abstract render(s: SessionSnapshot): void;
  /** The round or turn the page's body data reports. */
  protected abstract progress(s: SessionSnapshot): number;
  /** How this update's events read in the log (null: an event without a line). */
  protected abstract lineFor(u: SessionUpdate): Line;
  /** The animation of one event, or null. */
  protected abstract stepFor(e: GameEvent, line: Line): Step | null;
  /** Forgets what the viewer had half chosen (a picked gear, an open menu, ...). */
  protected abstract clearChoice(): void;
  /** After a session's first drawing, before its bots start (Gears deals its cards here). */
  protected opened(): void {}

  create(data: { session?: GameSession; showcase?: boolean }): void {
    if (!data.session) {
      this.scene.start(SCENES.menu);
      return;
    }
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
    this.tooltip = new Tooltip(this);
    this.focus = new FocusList(this);
    this.focus.onBack = () => this.leave();
    // On touch there is no pointer-out: a tap on empty table hides the card help.
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
    this.showcase = data.showcase ? new ShowcaseMode(this, this.focus, this.gameId) : null;
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
    this.clearChoice();
    this.log = new LogPanel(this, () => t('table.log'));
    this.queue?.clear();
    this.queue = new AnimationQueue({
      speed: () => this.speed(),
      reduceMotion: () => app.settings.reduceMotion,
      sleep: (ms) => new Promise((resolve) => this.time.delayedCall(ms, resolve)),
      onError: (e, label) => console.warn(`Animation '${label}' failed.`, e),
    });
    clearLive();
    setBodyData({ scene: this.showcase ? 'showcase' : 'table', game: session.setup.game });
    exposeTableHook(() => this.session.snapshot, (move) => this.playMove(move), () => this.queue.busy);
    // Bots wait for the table: the session's display delay includes what is still to animate.
    app.animationBacklogMs = () => this.queue.length * this.stepMs * SPEED_SCALE[this.speed()];
    this.unsubscribe?.();
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.render(this.shown);
    this.syncBody(session.snapshot);
    this.opened();
    session.start();
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
    clearTableBody();
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
  }

  protected leave(): void {
    if (!this.showcase) this.scene.start(SCENES.menu);
  }

  protected playMove(move: unknown): HookPlayResult {
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

  /** Body data follows the session at once (tests wait on it); the drawing follows the queue. */
  private syncBody(s: SessionSnapshot): void {
    syncTableBody(s, this.progress(s));
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    const line = this.lineFor(u);
    const lines = u.events.map(line).filter((l): l is string => l !== null);
    if (lines.length === 0) lines.push(...u.log);
    if (lines.length > 0) {
      this.log.push(lines);
      announce(lines);
    }
    if (this.queue.length > this.maxBacklog) this.queue.clear();
    const sound = services(this).settings.sound;
    for (const e of u.events) {
      const step = this.stepFor(e, line);
      const cue = cueFor(e.type);
      if (step || cue)
        this.queue.enqueue((ctx) => {
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

  /** The header: the game's own title, or the showcase caption (with `progress`); Menu unless showcase. */
  protected drawHeader(l: TableLayout, s: SessionSnapshot, title: string, progress: string): void {
    const text = this.showcase ? this.showcase.caption(s, progress) : title;
    drawTableHeader(this, this.layer, l, s, text, this.showcase ? null : () => this.leave());
  }

  /** The game-over panel: play again or back to the menu; in the showcase no buttons, the next game follows. */
  protected drawOver(l: TableLayout, s: SessionSnapshot): Button[] {
    this.showcase?.over();
    const buttons = this.showcase
      ? []
      : [
          { label: t('over.again'), primary: true, onPress: () => this.playAgain() },
          { label: t('over.menu'), onPress: () => this.leave() },
        ];
    return drawOverPanel(this, this.layer, l, s, buttons, services(this));
  }

  private playAgain(): void {
    const setup = { ...this.session.setup, options: { ...this.session.setup.options, seed: (this.session.setup.options.seed + 7919) | 0 } };
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.queue.clear();
    this.session.dispose();
    this.attach(services(this).newSession(setup));
  }
}

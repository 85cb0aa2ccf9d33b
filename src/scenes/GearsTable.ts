// The Gears table: subscribes to a GameSession, animates each update's events in order, then
// redraws from the new view; every human decision is a control built from snapshot.legal.
// Tests drive it through document.body.dataset, #live-log and window.__boardwright. Started with
// `showcase: true` it runs the kiosk showcase instead (showcaseMode.ts): no controls, a caption.
import Phaser from 'phaser';
import type { GameSession, SessionSnapshot, SessionUpdate } from '../app/session';
import type { GearsMove, GearsView } from '../engine/gears/types';
import { t } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed } from '../ui/animQueue';
import { type Button, FocusList } from '../ui/button';
import { announce, clearLive, setBodyData } from '../ui/dom';
import { stepFor } from '../ui/gears/animations';
import { buildControls } from '../ui/gears/controls';
import { eventLine } from '../ui/gears/logLines';
import { type TableRefs, drawTable } from '../ui/gears/tableView';
import { type TableLayout, gearsTableLayout } from '../ui/layout';
import { LogPanel } from '../ui/logPanel';
import { cueFor, playCue } from '../ui/sound';
import { COLORS } from '../ui/theme';
import { Tooltip } from '../ui/tooltip';
import { drawOverPanel } from './overPanel';
import { clearTableBody, drawControlsPanel, drawTableHeader, exposeTableHook, syncTableBody } from './tableChrome';
import { SCENES, services } from './services';
import { ShowcaseMode } from './showcaseMode';

/** Past this many queued steps the table skips to the newest position (it must never lag far). */
const MAX_BACKLOG = 40;

export class GearsTableScene extends Phaser.Scene {
  private session!: GameSession;
  private shown!: SessionSnapshot;
  private queue!: AnimationQueue;
  private tooltip!: Tooltip;
  private log!: LogPanel;
  private refs: TableRefs | null = null;
  private layer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private focus!: FocusList;
  private selectedGear: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private error: string | null = null;
  private renderScheduled = false;
  private showcase: ShowcaseMode | null = null;

  constructor() {
    super(SCENES.table);
  }

  /** Speed of this table (the showcase runs faster). */
  private speed(): Speed {
    return this.showcase?.speed() ?? services(this).settings.speed;
  }

  /** Whether the viewer gets controls (the showcase has none). */
  private get interactive(): boolean {
    return this.showcase === null;
  }

  create(data: { session?: GameSession; showcase?: boolean }): void {
    if (!data.session) {
      this.scene.start(SCENES.menu);
      return;
    }
    this.prepare();
    this.showcase = data.showcase ? new ShowcaseMode(this, this.focus, 'gears') : null;
    this.attach(data.session);
  }

  /** Fresh display objects each time the scene starts (a restarted scene destroyed the old ones). */
  private prepare(): void {
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.refs = null;
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
    this.tooltip = new Tooltip(this);
    this.focus = new FocusList(this);
    this.focus.onBack = () => this.leave();
    // On touch there is no pointer-out: a tap on empty table hides the card help.
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
  }

  /** Takes over a session: subscribes, draws its position, starts the bot loop. */
  private attach(session: GameSession): void {
    const app = services(this);
    this.session = session;
    this.shown = session.snapshot;
    this.selectedGear = null;
    this.error = null;
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
    app.animationBacklogMs = () => this.queue.length * 250 * SPEED_SCALE[this.speed()];
    this.unsubscribe?.();
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.render(this.shown);
    this.syncBody(session.snapshot);
    if (this.shown.moveCount === 0) this.queue.enqueue((ctx) => this.deal(ctx.move(420)), 'deal');
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

  private leave(): void {
    if (!this.showcase) this.scene.start(SCENES.menu);
  }


  private playMove(move: unknown): { ok: boolean; error?: { code: string; message: string } } {
    const result = this.session.play(move);
    if (!result.ok) {
      this.error = t('table.error', { message: result.error.message });
      this.render(this.shown);
    } else {
      this.error = null;
      this.selectedGear = null;
    }
    return result;
  }

  /** Body data follows the session at once (tests wait on it), the drawing follows the queue. */
  private syncBody(s: SessionSnapshot): void {
    syncTableBody(s, (s.view as GearsView).round + 1);
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    const ctxView = (u.snapshot.view as GearsView) ?? (this.shown.view as GearsView);
    const lineCtx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer, codes: ctxView.seats.map((s) => s.codes) };
    const lines = u.events.map((e) => eventLine(e, lineCtx)).filter((l): l is string => l !== null);
    if (lines.length === 0) lines.push(...u.log);
    if (lines.length > 0) {
      this.log.push(lines);
      announce(lines);
    }
    if (this.queue.length > MAX_BACKLOG) this.queue.clear();
    const sound = services(this).settings.sound;
    for (const e of u.events) {
      const step = stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line: (ev) => eventLine(ev, lineCtx) }, e);
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

  private render(s: SessionSnapshot): void {
    this.shown = s;
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const view = s.view as GearsView;
    const { width: w, height: h } = this.scale;
    const l = gearsTableLayout(w, h, view.players, s.viewer);
    // Controls only once the animations have caught up with this position.
    const legal = this.interactive && this.queue.length === 0 ? (s.legal as GearsMove[]) : [];
    const controls = buildControls(view, legal, s.setup, s.viewer, this.selectedGear);
    this.refs = drawTable(this, this.layer, l, {
      view,
      setup: s.setup,
      viewer: s.viewer,
      toAct: s.toAct,
      thinking: s.thinking,
      pickable: controls.pickableGears,
      selectedGear: this.selectedGear,
      codeTargets: controls.codeTargets,
      onPickGear: (gear) => {
        this.selectedGear = gear;
        this.render(this.shown);
      },
      onPlay: (i) => this.playIndex(i),
      tooltip: this.tooltip,
    });
    drawTableHeader(this, this.layer, l, s, this.headerText(s), this.interactive ? () => this.leave() : null);
    const buttons = drawControlsPanel(this, this.layer, l, {
      prompt: this.error ?? (controls.buttons.length ? controls.prompt : s.outcome ? '' : t('table.hint')),
      isError: this.error !== null,
      buttons: controls.buttons,
      onPress: (cb) => {
        if (cb.selectGear) {
          this.selectedGear = cb.selectGear;
          this.render(this.shown);
        } else if (cb.move !== null) this.playIndex(cb.move);
      },
    });
    this.log.draw(l.log, l.font, this.layer);
    if (s.outcome) buttons.push(...this.drawOver(l, s));
    this.focus.set(buttons);
  }

  private playIndex(i: number): void {
    const move = this.session.snapshot.legal[i];
    if (move !== undefined) this.playMove(move);
  }

  private headerText(s: SessionSnapshot): string {
    const view = s.view as GearsView;
    const round = t('table.round', { n: view.round + 1, total: 10 });
    if (this.showcase) return this.showcase.caption(s, round);
    return `${round} · ${t(view.shift === 'day' ? 'table.day' : 'table.night')}`;
  }

  /** The game-over panel; the showcase shows it without buttons and moves on to the next game. */
  private drawOver(l: TableLayout, s: SessionSnapshot): Button[] {
    const app = services(this);
    this.showcase?.over();
    return drawOverPanel(this, this.layer, l, s, this.interactive ? [
      { label: t('over.again'), primary: true, onPress: () => this.playAgain() },
      { label: t('over.menu'), onPress: () => this.leave() },
    ] : [], app);
  }

  private playAgain(): void {
    const app = services(this);
    const setup = { ...this.session.setup, options: { ...this.session.setup.options, seed: (this.session.setup.options.seed + 7919) | 0 } };
    this.teardownForRestart();
    this.attach(app.newSession(setup));
  }

  private teardownForRestart(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.queue.clear();
    this.session.dispose();
  }

  /** Dealing: code cards and characters fly in from the round card. */
  private async deal(ms: number): Promise<void> {
    const refs = this.refs;
    if (!refs || ms <= 0) return;
    const from = { x: refs.layout.roundCard.x + refs.layout.roundCard.w / 2, y: refs.layout.roundCard.y + refs.layout.roundCard.h / 2 };
    const cards = [...refs.codes.flat(), ...refs.characters.filter((c): c is Phaser.GameObjects.Container => c !== null)];
    await Promise.all(
      cards.map(
        (card, i) =>
          new Promise<void>((resolve) => {
            const to = { x: card.x, y: card.y };
            card.setPosition(from.x, from.y).setAlpha(0);
            this.tweens.add({ targets: card, x: to.x, y: to.y, alpha: 1, delay: i * 25, duration: ms, ease: 'Cubic.easeOut', onComplete: () => resolve() });
          }),
      ),
    );
  }
}

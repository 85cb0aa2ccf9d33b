// The Gear & Piston table: subscribes to a GameSession, animates each update's events in order, then
// redraws from the new view; every human decision is a control built from snapshot.legal (buttons,
// tappable locations, display tiles, blueprints and glowing car cells). Tests drive it through
// document.body.dataset, #live-log and window.__boardwright, exactly like the Gears table. Started
// with `showcase: true` it runs the kiosk showcase instead (showcaseMode.ts).
import Phaser from 'phaser';
import type { GameSession, SessionSnapshot, SessionUpdate } from '../app/session';
import type { GnpMove, GnpView } from '../engine/gear-and-piston/types';
import { t, tk } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed } from '../ui/animQueue';
import { type Button, FocusList } from '../ui/button';
import { announce, clearLive, setBodyData } from '../ui/dom';
import { gnpStepFor } from '../ui/gear-and-piston/animations';
import { type Action, type Selection, buildGnpControls } from '../ui/gear-and-piston/controls';
import { type GnpTableLayout, gnpTableLayout } from '../ui/gear-and-piston/layout';
import { eventLine } from '../ui/gear-and-piston/logLines';
import { type GnpRefs, drawTable } from '../ui/gear-and-piston/tableView';
import type { ControlButton } from '../ui/gears/controls';
import type { TableLayout } from '../ui/layout';
import { LogPanel } from '../ui/logPanel';
import { cueFor, playCue } from '../ui/sound';
import { COLORS } from '../ui/theme';
import { Tooltip } from '../ui/tooltip';
import { drawOverPanel } from './overPanel';
import { SCENES, services } from './services';
import { ShowcaseMode } from './showcaseMode';
import { clearTableBody, drawControlsPanel, drawTableHeader, exposeTableHook, syncTableBody } from './tableChrome';

/** Scene key of this table (tables.ts maps the game id to it). */
export const GNP_TABLE_KEY = 'GearAndPistonTable';

/** Past this many queued steps the table skips to the newest position (it must never lag far). */
const MAX_BACKLOG = 60;

/** The shared header, controls and game-over helpers read only these fields of a Gears layout. */
function chromeLayout(l: GnpTableLayout): TableLayout {
  const zero = { x: 0, y: 0, w: 0, h: 0 };
  return { width: l.width, height: l.height, orientation: l.orientation, font: l.font, header: l.header, board: l.main, roundCard: zero, roundInfo: zero, played: [], seats: [], controls: l.controls, log: l.log };
}

type PanelButton = ControlButton & { action: Action };

export class GearAndPistonTableScene extends Phaser.Scene {
  private session!: GameSession;
  private shown!: SessionSnapshot;
  private queue!: AnimationQueue;
  private tooltip!: Tooltip;
  private log!: LogPanel;
  private refs: GnpRefs | null = null;
  private layer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private focus!: FocusList;
  private selection: Selection = null;
  private unsubscribe: (() => void) | null = null;
  private error: string | null = null;
  private renderScheduled = false;

  private showcase: ShowcaseMode | null = null;

  constructor() {
    super(GNP_TABLE_KEY);
  }

  private speed(): Speed {
    return this.showcase?.speed() ?? services(this).settings.speed;
  }

  create(data: { session?: GameSession; showcase?: boolean }): void {
    if (!data.session) {
      this.scene.start(SCENES.menu);
      return;
    }
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.refs = null;
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
    this.tooltip = new Tooltip(this);
    this.focus = new FocusList(this);
    this.focus.onBack = () => this.leave();
    // On touch there is no pointer-out: a tap on empty table hides the tile help.
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
    this.showcase = data.showcase ? new ShowcaseMode(this, this.focus, 'gear-and-piston') : null;
    this.attach(data.session);
  }

  private attach(session: GameSession): void {
    const app = services(this);
    this.session = session;
    this.shown = session.snapshot;
    this.selection = null;
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
    app.animationBacklogMs = () => this.queue.length * 200 * SPEED_SCALE[this.speed()];
    this.unsubscribe?.();
    this.unsubscribe = session.subscribe((u) => this.onUpdate(u));
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.render(this.shown);
    this.syncBody(session.snapshot);
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
      this.selection = null;
    }
    return result;
  }

  private onAction(a: Action): void {
    if ('move' in a) {
      const move = this.session.snapshot.legal[a.move];
      if (move !== undefined) this.playMove(move);
      return;
    }
    this.selection = a.select;
    this.render(this.shown);
  }

  /** Body data follows the session at once (tests wait on it), the drawing follows the queue. */
  private syncBody(s: SessionSnapshot): void {
    syncTableBody(s, (s.view as GnpView).round);
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    const ctx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer };
    const lines = u.events.map((e) => eventLine(e, ctx)).filter((l): l is string => l !== null);
    if (lines.length === 0) lines.push(...u.log);
    if (lines.length > 0) {
      this.log.push(lines);
      announce(lines);
    }
    if (this.queue.length > MAX_BACKLOG) this.queue.clear();
    const sound = services(this).settings.sound;
    for (const e of u.events) {
      const step = gnpStepFor({ scene: this, fx: this.fx, refs: () => this.refs }, e);
      const cue = cueFor(e.type);
      if (step || cue)
        this.queue.enqueue((c) => {
          if (cue && !c.instant) playCue(cue, sound);
          return step?.(c);
        }, e.type);
    }
    this.queue.enqueue((c) => {
      if (c.instant) this.scheduleRender();
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
    const view = s.view as GnpView;
    const { width: w, height: h } = this.scale;
    const l = gnpTableLayout(w, h, view.players, s.viewer);
    const chrome = chromeLayout(l);
    // Controls only once the animations have caught up with this position.
    const legal = !this.showcase && this.queue.length === 0 && s === this.session.snapshot ? (s.legal as GnpMove[]) : [];
    const controls = buildGnpControls(view, legal, s.setup, s.viewer, this.selection);
    this.refs = drawTable(this, this.layer, l, { view, setup: s.setup, viewer: s.viewer, toAct: s.toAct, controls, onAction: (a) => this.onAction(a), tooltip: this.tooltip });
    const round = t('gnp.round', { n: view.round });
    const title = this.showcase
      ? this.showcase.caption(s, round)
      : `${t('game.gear-and-piston.name')} · ${round} · ${tk(`gnp.phase.${view.phase}`)}`;
    drawTableHeader(this, this.layer, chrome, s, title, this.showcase ? null : () => this.leave());
    const buttons: PanelButton[] = controls.buttons.map((b) => ({ label: b.label, move: b.move, kind: b.kind, action: b.action }));
    const pressed = drawControlsPanel(this, this.layer, chrome, {
      prompt: this.error ?? (buttons.length ? controls.prompt : s.outcome ? '' : t('table.hint')),
      isError: this.error !== null,
      buttons,
      onPress: (cb) => this.onAction((cb as PanelButton).action),
    });
    this.log.draw(l.log, l.font, this.layer);
    if (s.outcome) pressed.push(...this.drawOver(chrome, s));
    this.focus.set(pressed);
  }

  private drawOver(l: TableLayout, s: SessionSnapshot): Button[] {
    const app = services(this);
    this.showcase?.over();
    if (this.showcase) return drawOverPanel(this, this.layer, l, s, [], app);
    return drawOverPanel(this, this.layer, l, s, [
      { label: t('over.again'), primary: true, onPress: () => this.playAgain() },
      { label: t('over.menu'), onPress: () => this.leave() },
    ], app);
  }

  private playAgain(): void {
    const app = services(this);
    const setup = { ...this.session.setup, options: { ...this.session.setup.options, seed: (this.session.setup.options.seed + 7919) | 0 } };
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.queue.clear();
    this.session.dispose();
    this.attach(app.newSession(setup));
  }
}

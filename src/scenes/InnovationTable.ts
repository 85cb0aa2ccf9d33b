// The Innovation table: subscribes to a GameSession, animates each update's events in order, then
// redraws from the new view; every human decision is a control built from snapshot.legal.
// Tests drive it through document.body.dataset, #live-log and window.__boardwright (see GearsTable).
// Started with `showcase: true` it runs the kiosk showcase instead (showcaseMode.ts).
import Phaser from 'phaser';
import type { GameSession, SessionSnapshot, SessionUpdate } from '../app/session';
import type { Move } from '../engine/innovation/types';
import type { InnovationView } from '../engine/innovation/view';
import { t } from '../i18n';
import { AnimationQueue, SPEED_SCALE, type Speed } from '../ui/animQueue';
import { FocusList } from '../ui/button';
import { announce, clearLive, setBodyData } from '../ui/dom';
import { stepFor } from '../ui/innovation/animations';
import { type ActionMenu, buildInnoControls, pendingQuestion } from '../ui/innovation/controls';
import { type InnoLayout, chromeLayout, innovationLayout } from '../ui/innovation/layout';
import { type TableRefs, drawInnoTable } from '../ui/innovation/tableView';
import { eventLine } from '../ui/innovation/text';
import { seatName } from '../ui/gears/names';
import { LogPanel } from '../ui/logPanel';
import { cueFor, playCue } from '../ui/sound';
import { COLORS } from '../ui/theme';
import { Tooltip } from '../ui/tooltip';
import { drawOverPanel } from './overPanel';
import { SCENES, services } from './services';
import { ShowcaseMode } from './showcaseMode';
import { clearTableBody, drawControlsPanel, drawTableHeader, exposeTableHook, syncTableBody } from './tableChrome';

/** Scene key of this table (tables.ts maps the game id to it). */
export const INNOVATION_TABLE = 'InnovationTable';

/** Past this many queued steps the table skips to the newest position (it must never lag far). */
const MAX_BACKLOG = 60;

type PlayResult = { ok: boolean; error?: { code: string; message: string } };

export class InnovationTableScene extends Phaser.Scene {
  private session!: GameSession;
  private shown!: SessionSnapshot;
  private queue!: AnimationQueue;
  private tooltip!: Tooltip;
  private log!: LogPanel;
  private refs: TableRefs | null = null;
  private layer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private focus!: FocusList;
  private menu: ActionMenu = '';
  private picks: string[] = [];
  private page = 0;
  private unsubscribe: (() => void) | null = null;
  private error: string | null = null;
  private renderScheduled = false;
  private showcase: ShowcaseMode | null = null;

  constructor() {
    super(INNOVATION_TABLE);
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
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
    this.showcase = data.showcase ? new ShowcaseMode(this, this.focus, 'innovation') : null;
    this.attach(data.session);
  }

  private attach(session: GameSession): void {
    const app = services(this);
    this.session = session;
    this.shown = session.snapshot;
    this.menu = '';
    this.picks = [];
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


  private playMove(move: unknown): PlayResult {
    const result = this.session.play(move);
    if (!result.ok) {
      this.error = t('table.error', { message: result.error.message });
      this.render(this.shown);
    } else {
      this.error = null;
      this.menu = '';
      this.picks = [];
      this.page = 0;
    }
    return result;
  }

  private playIndex(i: number): void {
    const move = this.session.snapshot.legal[i];
    if (move !== undefined) this.playMove(move);
  }

  /** Body data follows the session at once (tests wait on it); the drawing follows the queue. */
  private syncBody(s: SessionSnapshot): void {
    syncTableBody(s, (s.view as InnovationView).turn);
  }

  private onUpdate(u: SessionUpdate): void {
    this.syncBody(u.snapshot);
    const lineCtx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer };
    const lines = u.events.map((e) => eventLine(e, lineCtx)).filter((l): l is string => l !== null);
    if (lines.length === 0) lines.push(...u.log);
    if (lines.length > 0) {
      this.log.push(lines);
      announce(lines);
    }
    if (this.queue.length > MAX_BACKLOG) this.queue.clear();
    const sound = services(this).settings.sound;
    const target = { scene: this, fx: this.fx, refs: () => this.refs, line: (e: (typeof u.events)[number]) => eventLine(e, lineCtx) };
    for (const e of u.events) {
      const step = stepFor(target, e);
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
    const view = s.view as InnovationView;
    const { width: w, height: h } = this.scale;
    const l: InnoLayout = innovationLayout(w, h, view.players.length, s.viewer);
    const chrome = chromeLayout(l);
    // Controls only once the animations have caught up with this position.
    const legal = !this.showcase && this.queue.length === 0 ? (s.legal as Move[]) : [];
    if (!pendingQuestion(view, s.viewer)) this.picks = [];
    const controls = buildInnoControls(view, legal, s.viewer, this.menu, this.picks, buttonRoom(l), this.page, (p) => seatName(s.setup, p, s.viewer));
    this.refs = drawInnoTable(this, this.layer, l, {
      view,
      setup: s.setup,
      viewer: s.viewer,
      toAct: s.toAct,
      tappable: controls.tappable,
      highlight: controls.highlight,
      picks: this.picks,
      tooltip: this.tooltip,
      onTap: (card) => {
        const what = controls.tappable.get(card);
        if (what === 'toggle') this.toggle(card);
        else if (what !== undefined) this.playIndex(what);
      },
    });
    const turn = t('inno.turn', { n: Math.max(1, view.turn) });
    const title = this.showcase ? this.showcase.caption(s, turn) : `${t('game.innovation.name')} · ${turn}`;
    drawTableHeader(this, this.layer, chrome, s, title, this.showcase ? null : () => this.leave());
    const buttons = drawControlsPanel(this, this.layer, chrome, {
      prompt: this.error ?? (controls.prompt || (s.outcome ? '' : t('table.hint'))),
      isError: this.error !== null,
      buttons: controls.buttons.map((b) => ({ label: b.label, move: b.move, kind: b.kind })),
      onPress: (cb) => {
        const b = controls.buttons.find((x) => x.label === cb.label && x.move === cb.move);
        if (!b) return;
        if (b.toggle) this.toggle(b.toggle);
        else if (b.page !== undefined) {
          this.page = b.page;
          this.render(this.shown);
        } else if (b.menu !== undefined) {
          this.menu = b.menu;
          this.page = 0;
          this.render(this.shown);
        } else if (b.move !== null) this.playIndex(b.move);
      },
    });
    this.log.draw(l.log, l.font, this.layer);
    if (s.outcome) {
      const app = services(this);
      this.showcase?.over();
      buttons.push(
        ...drawOverPanel(this, this.layer, chrome, s, this.showcase ? [] : [
          { label: t('over.again'), primary: true, onPress: () => this.playAgain() },
          { label: t('over.menu'), onPress: () => this.leave() },
        ], app),
      );
    }
    this.focus.set(buttons);
  }

  private toggle(card: string): void {
    this.picks = this.picks.includes(card) ? this.picks.filter((c) => c !== card) : [...this.picks, card];
    this.render(this.shown);
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

/** How many buttons the controls panel holds at a comfortable size (tableChrome's grid). */
function buttonRoom(l: InnoLayout): number {
  const f = l.font;
  const cols = Math.max(1, Math.floor((l.controls.w - 12) / Math.max(84, f * 6)));
  const rows = Math.max(1, Math.floor((l.controls.h - f * 3) / (f * 2.4)));
  return cols * rows;
}

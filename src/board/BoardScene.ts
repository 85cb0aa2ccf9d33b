// What every game's board shares: it draws the board part of its table's model (the position and
// what may be tapped), turns taps into intents for the controller, and plays the event animations
// the controller queues over what it drew. It decides nothing. It draws when the model's board
// part changes (once per update), on a resize, and for an animation; otherwise the loop sleeps.
import Phaser from 'phaser';
import type { GameEvent, GameId } from '../engine/core/types';
import type { StepContext } from '../table/animQueue';
import type { BoardPort, TableController } from '../table/controller';
import type { Intent } from '../table/intents';
import { type BoardLook, type BoardModel, PLAIN_LOOK, type TableModel } from '../table/model';
import { CARDS_READY, smallestText } from './cardCache';
import type { Rect } from './geometry';
import { COLORS } from './theme';
import { Tooltip } from './tooltip';

/** A word drawn on the canvas, or a card with print of its own, as the text-size check reads it. */
export interface DrawnText {
  text: string;
  /** Size in CSS px as drawn. */
  px: number;
  /** A card: its smallest print, and whether a tap opens it large (the zoom). */
  card?: boolean;
  zoom?: boolean;
  /**
   * A card read for its print at the table (a Gears code card's number): its zoom does not excuse
   * print under 12 px, as it does a card's small print.
   */
  readOnTable?: boolean;
}

type Placed = Phaser.GameObjects.Container & { parentContainer: Phaser.GameObjects.Container | null };

/** Does a drawn thing stand for `target`: its point mark, or the id its tap opens large? */
function names(o: Phaser.GameObjects.GameObject, target: string): boolean {
  const point = o.getData?.('point') as unknown;
  if (point === target) return true;
  const zoom = o.getData?.('zoom') as unknown;
  return zoom === target || (typeof zoom === 'object' && zoom !== null && (zoom as { id?: unknown }).id === target);
}

/** A sized container's rectangle on the canvas (containers here are centred on their position). */
function worldRect(o: Placed): { x: number; y: number; w: number; h: number } | null {
  let x = o.x;
  let y = o.y;
  let w = o.width * Math.abs(o.scaleX);
  let h = o.height * Math.abs(o.scaleY);
  for (let p = o.parentContainer as Placed | null; p; p = p.parentContainer as Placed | null) {
    x = p.x + x * p.scaleX;
    y = p.y + y * p.scaleY;
    w *= Math.abs(p.scaleX);
    h *= Math.abs(p.scaleY);
  }
  return w > 0 && h > 0 ? { x: x - w / 2, y: y - h / 2, w, h } : null;
}

function pointedRects(root: Phaser.GameObjects.Container, target: string): { x: number; y: number; w: number; h: number }[] {
  const out: { x: number; y: number; w: number; h: number }[] = [];
  const walk = (o: Phaser.GameObjects.GameObject) => {
    if (names(o, target)) {
      const r = worldRect(o as Placed);
      if (r) out.push(r);
    }
    for (const child of (o as Phaser.GameObjects.Container).list ?? []) walk(child);
  };
  for (const child of root.list) walk(child);
  return out;
}

/**
 * A board drawn in parts: each `yield` is a place where the drawing may stop until the next task,
 * so that a slow phone runs input and paints in between (drawing a whole Innovation table took
 * about 250 ms at 4× CPU, one task). The parts are drawn out of sight and shown together.
 */
export type Drawing = Generator<void, void, void>;

/** How long one task of drawing may run before the rest waits for the next (ms). */
const SLICE_MS = 8;

/** The next task, soon: a message, which the browser does not hold back as it does nested timers. */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** What starting a board scene is given. */
export interface BoardData {
  controller?: TableController;
  /** Wakes the loop to draw (the host's frame gate). */
  wake?: () => void;
}

export abstract class BoardScene<Marks = unknown> extends Phaser.Scene implements BoardPort {
  protected controller!: TableController;
  protected layer!: Phaser.GameObjects.Container;
  protected fx!: Phaser.GameObjects.Container;
  protected tooltip!: Tooltip;
  /** The ring around what the pointed-at control is about (model.pointing). */
  private ring!: Phaser.GameObjects.Graphics;
  private ringed: string | null = null;
  private drawn: BoardModel | null = null;
  private unsubscribe: (() => void) | null = null;
  private wakeLoop: () => void = () => undefined;
  /** Animation steps under way: the loop stays awake through their pauses. */
  private steps = 0;
  /** A drawing not finished yet: its parts, and the drawing on screen until it is. */
  private pending: { parts: Drawing; shown: Phaser.GameObjects.Container } | null = null;
  /** Animations waiting for the drawing in parts to be whole. */
  private onWhole: (() => void)[] = [];

  protected abstract readonly gameId: GameId;

  /** Draws the whole board for this model into `layer` (empty), in parts (a Drawing). */
  protected abstract draw(board: BoardModel<Marks>, width: number, height: number): Drawing;
  /** The animation of one event over what is drawn, or nothing. */
  protected abstract step(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null): void | Promise<void>;
  /** The first drawing of a new game, animated (Gears deals its cards); none by default. */
  protected deal(_ctx: StepContext): void | Promise<void> {}
  /** Where a lesson's board target is drawn now (see each board's targets), or null when it knows no such thing. */
  protected spotRect(_target: string): Rect | null {
    return null;
  }
  /** The ring drawn around a lesson's target (null: none), for the tests. */
  private spot: Rect | null = null;

  /** Test probes of this board; a board adds its own (Gear & Piston: where a car cell is drawn). */
  protected probes(): Record<string, unknown> {
    return { spotlight: () => this.spot };
  }

  /**
   * The probes as the host hands them to tests: each first finishes a drawing in parts, so a test
   * reads the board as it is once drawn.
   */
  settledProbes(): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(this.probes()).map(([name, probe]) => {
        if (typeof probe !== 'function') return [name, probe];
        const read = probe as (...args: unknown[]) => unknown;
        return [
          name,
          (...args: unknown[]) => {
            this.settle();
            return read(...args);
          },
        ];
      }),
    );
  }

  create(data: BoardData): void {
    if (!data.controller) return;
    this.controller = data.controller;
    this.wakeLoop = data.wake ?? (() => undefined);
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
    this.ring = this.add.graphics().setDepth(9);
    this.ringed = null;
    this.tooltip = new Tooltip((i) => this.dispatch(i));
    // On touch there is no pointer-out: a tap on empty table hides the card help.
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (_p: Phaser.Input.Pointer, over: unknown[]) => {
      if (over.length === 0) this.tooltip.hide();
    });
    this.drawn = null;
    this.unsubscribe = this.controller.model.subscribe((m) => this.onModel(m));
    this.controller.attachBoard(this);
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    // Cards drawn as blanks (cardCache's budget) got their faces: a frame shows them.
    this.events.on(CARDS_READY, this.wakeLoop, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.onModel(this.controller.model.get());
  }

  protected dispatch(intent: Intent): void {
    this.controller.dispatch(intent);
  }

  /** How the board draws words and colours now (Large text, the colour-blind aid). */
  protected get look(): BoardLook {
    return this.drawn?.look ?? PLAIN_LOOK;
  }

  /** How fast movements go, and whether they are wanted (the controller's pace). */
  protected motion(): { scale: number; reduce: boolean } {
    return this.controller.motion();
  }

  animate(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null): void | Promise<void> {
    return this.running(() => this.step(e, ctx, line));
  }

  opening(ctx: StepContext): void | Promise<void> {
    return this.running(() => this.deal(ctx));
  }

  /** True while an animation step runs (the frame gate keeps drawing). */
  get animating(): boolean {
    return this.steps > 0;
  }

  private running(step: () => void | Promise<void>): void | Promise<void> {
    // An animation moves what is drawn: it waits for a drawing in parts to be whole (finishing it
    // at once here was one task of up to 150 ms at 4× CPU when a bot's move came in as a table opened).
    const whole = this.whole();
    if (whole) return this.counted(whole.then(() => (this.scene.isActive() ? step() : undefined)));
    this.wakeLoop();
    if (!this.scene.isActive()) return;
    const r = step();
    if (!(r instanceof Promise)) return;
    return this.counted(r);
  }

  private counted(r: Promise<void>): Promise<void> {
    this.steps++;
    this.wakeLoop();
    return r.finally(() => {
      this.steps--;
      this.wakeLoop();
    });
  }

  /** Resolves once the drawing in parts is on screen whole; null when there is none. */
  private whole(): Promise<void> | null {
    if (!this.pending) return null;
    return new Promise((resolve) => this.onWhole.push(resolve));
  }

  private onModel(m: TableModel): void {
    const pointing = m.pointing ?? null;
    if (m.board === this.drawn && pointing === this.ringed) return;
    this.ringed = pointing;
    if (m.board === this.drawn) {
      if (this.pending) return; // the ring is drawn when the drawing is done
      this.drawRing();
      this.wakeLoop();
      return;
    }
    this.drawn = m.board;
    this.redraw();
  }

  /**
   * Draws the current model again (a new position; a resize; a game's own redraw). A drawing in
   * parts goes into a container out of sight while the last drawing stays on screen, and replaces
   * it when complete, so no frame shows half a board.
   */
  protected redraw(): void {
    const shown = this.pending?.shown ?? this.layer;
    if (this.pending) this.layer.destroy(); // the unfinished drawing of an older model
    this.pending = null;
    this.fx.removeAll(true);
    // Whatever an interrupted animation left outside the two layers goes too: a new drawing (a
    // resize, a rotation) shows the model and nothing else.
    for (const obj of [...this.children.list]) if (obj !== shown && obj !== this.fx && obj !== this.ring) obj.destroy();
    this.tooltip.hide();
    this.layer = this.add.container(0, 0).setVisible(false);
    const board = this.drawn;
    const parts = board ? this.draw(board as BoardModel<Marks>, this.scale.width, this.scale.height) : (function* () {})();
    const pending = { parts, shown };
    this.pending = pending;
    // Even the first part waits for a task of its own: what asked for the drawing (Phaser's boot, a
    // new position's HTML) has already taken its share of this one.
    nextTask(() => {
      if (this.pending === pending && this.sys.isActive()) this.drawParts();
    });
  }

  /** Draws parts for one slice of time; the rest in the next task. */
  private drawParts(): void {
    const pending = this.pending;
    if (!pending) return;
    const until = performance.now() + SLICE_MS;
    while (!pending.parts.next().done) {
      if (performance.now() < until) continue;
      nextTask(() => {
        if (this.pending === pending && this.sys.isActive()) this.drawParts();
      });
      return;
    }
    this.showDrawing();
  }

  /** Finishes a drawing in parts at once: before an animation, and for whoever reads the board. */
  protected settle(): void {
    const pending = this.pending;
    if (!pending) return;
    while (!pending.parts.next().done) {}
    this.showDrawing();
  }

  private showDrawing(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    pending.shown.destroy();
    this.layer.setVisible(true);
    this.takeInput();
    this.drawRing();
    this.spotlight(this.drawn?.spotlight ?? null);
    this.wakeLoop();
    for (const go of this.onWhole.splice(0)) go();
  }

  /**
   * Phaser hit-tests a tap at once, against the objects its input already lists; those a drawing
   * made interactive are listed only by the next frame's pre-update. With the frame gate that
   * frame may come late on a busy phone, and a tap on a card just drawn fell on nothing (no zoom
   * opened). The new drawing's objects are listed now, the old one's dropped.
   */
  private takeInput(): void {
    (this.input as unknown as { preUpdate(): void }).preUpdate();
  }

  /**
   * Rings what the pointed-at control is about (a tile a button keeps, a location, a car cell):
   * every drawn thing whose point mark (data 'point') or zoom id is the model's pointing target.
   */
  private drawRing(): void {
    this.ring.clear();
    const target = this.ringed;
    if (target === null) return;
    for (const r of pointedRects(this.layer, target)) {
      this.ring.lineStyle(4, COLORS.focus, 1).strokeRoundedRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 6);
    }
  }

  /** For tests: where the ring is drawn now, for which target. */
  ringProbe(): { target: string | null; rects: { x: number; y: number; w: number; h: number }[] } {
    this.settle();
    return { target: this.ringed, rects: this.ringed === null ? [] : pointedRects(this.layer, this.ringed) };
  }

  /** A lesson's coach talks about this thing: a ring around it, drawn over the board (it does not move). */
  private spotlight(target: string | null): void {
    this.spot = target === null ? null : this.spotRect(target);
    const r = this.spot;
    if (!r) return;
    const pad = 4;
    const g = this.add.graphics();
    g.lineStyle(6, COLORS.ink, 0.8).strokeRoundedRect(r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, 10);
    g.lineStyle(3, COLORS.good, 1).strokeRoundedRect(r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, 10);
    this.layer.add(g);
  }

  private onResize(): void {
    if (this.scene.isActive()) this.redraw();
  }

  private teardown(): void {
    this.pending = null;
    for (const go of this.onWhole.splice(0)) go(); // the scene is gone: nothing is animated
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.controller.detachBoard(this);
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(CARDS_READY, this.wakeLoop, this);
    this.drawn = null;
  }

  /** Things on the scene outside its two layers (none once drawn: the rotation test reads it). */
  strays(): number {
    this.settle();
    return this.children.list.filter((o) => o !== this.layer && o !== this.fx && o !== this.ring).length;
  }

  /** Every text drawn now, with its size in CSS px, and every card with its smallest print. */
  texts(): DrawnText[] {
    this.settle();
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
      if (typeof print === 'number') out.push({ text: '', px: print * s, card: true, zoom: o.getData('zoom') !== undefined, ...(o.getData('readOnTable') === true ? { readOnTable: true } : {}) });
      for (const child of o.list ?? []) walk(child, s);
    };
    for (const child of this.children.list) walk(child, 1);
    return out;
  }
}

// What every game's board shares: it draws the board part of its table's model (the position and
// what may be tapped), turns taps into intents for the controller, and plays the event animations
// the controller queues over what it drew. It decides nothing. It draws when the model's board
// part changes (once per update), on a resize, and for an animation; otherwise the loop sleeps.
import Phaser from 'phaser';
import type { GameEvent, GameId } from '../engine/core/types';
import type { StepContext } from '../table/animQueue';
import type { BoardPort, TableController } from '../table/controller';
import type { Intent } from '../table/intents';
import type { BoardModel, TableModel } from '../table/model';
import { CARDS_READY, smallestText } from './cardCache';
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
  private drawn: BoardModel | null = null;
  private unsubscribe: (() => void) | null = null;
  private wakeLoop: () => void = () => undefined;
  /** Animation steps under way: the loop stays awake through their pauses. */
  private steps = 0;

  protected abstract readonly gameId: GameId;

  /** Draws the whole board for this model (the layer is empty). */
  protected abstract draw(board: BoardModel<Marks>, width: number, height: number): void;
  /** The animation of one event over what is drawn, or nothing. */
  protected abstract step(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null): void | Promise<void>;
  /** The first drawing of a new game, animated (Gears deals its cards); none by default. */
  protected deal(_ctx: StepContext): void | Promise<void> {}
  /** Extra test probes of this board (Gear & Piston: where a car cell is drawn). */
  probes(): Record<string, unknown> {
    return {};
  }

  create(data: BoardData): void {
    if (!data.controller) return;
    this.controller = data.controller;
    this.wakeLoop = data.wake ?? (() => undefined);
    this.cameras.main.setBackgroundColor(COLORS.bg);
    this.layer = this.add.container(0, 0);
    this.fx = this.add.container(0, 0).setDepth(10);
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
    this.wakeLoop();
    if (!this.scene.isActive()) return;
    const r = step();
    if (!(r instanceof Promise)) return;
    this.steps++;
    return r.finally(() => {
      this.steps--;
      this.wakeLoop();
    });
  }

  private onModel(m: TableModel): void {
    if (m.board === this.drawn) return;
    this.drawn = m.board;
    this.redraw();
  }

  /** Draws the current model again (a resize; a game's own redraw). */
  protected redraw(): void {
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const board = this.drawn;
    if (board) this.draw(board as BoardModel<Marks>, this.scale.width, this.scale.height);
    this.wakeLoop();
  }

  private onResize(): void {
    if (this.scene.isActive()) this.redraw();
  }

  private teardown(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.controller.attachBoard(null);
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(CARDS_READY, this.wakeLoop, this);
    this.drawn = null;
  }

  /** Every text drawn now, with its size in CSS px, and every card with its smallest print. */
  texts(): DrawnText[] {
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
}

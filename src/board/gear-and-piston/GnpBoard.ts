// The Gear & Piston board: the locations and their queues, the displays, the investors, hands
// and cars, drawn from the model; a tap on a location, a display tile, a blueprint or a glowing
// car cell sends the intent its button carries. The words around it are HTML (views/).
import type { GameEvent } from '../../engine/core/types';
import type { GnpView } from '../../engine/gear-and-piston/types';
import type { StepContext } from '../../table/animQueue';
import { type GnpMarks, gnpIntent } from '../../table/gear-and-piston/kit';
import type { BoardModel } from '../../table/model';
import { BoardScene, type Drawing } from '../BoardScene';
import { type Rect, union } from '../geometry';
import { gnpStepFor } from './animations';
import { gnpTableLayout } from './layout';
import { type GnpRefs, drawTable } from './tableView';
import { textRecord } from './text';
import { buildGnpControls } from '../../table/gear-and-piston/controls';

export class GnpBoard extends BoardScene<GnpMarks> {
  protected readonly gameId = 'gear-and-piston';
  private refs: GnpRefs | null = null;

  /** The scene's key in the Phaser game (board/tables.ts lists the scene by its game). */
  static readonly key = 'GearAndPistonBoard';

  constructor() {
    super(GnpBoard.key);
  }

  protected *draw(board: BoardModel<GnpMarks>, w: number, h: number, hideScrap = false): Drawing {
    const s = board.snapshot;
    const view = s.view as GnpView;
    const l = gnpTableLayout(w, h, view.players, s.viewer, board.look.text);
    this.refs = yield* drawTable(this, this.layer, l, { view, setup: s.setup, viewer: s.viewer, toAct: s.toAct, controls: board.marks, onAction: (a) => this.dispatch(gnpIntent(a)), tooltip: this.tooltip, look: board.look, hideScrap });
  }

  /** A lesson's targets: 'investors', 'locations' (the four), and the viewer's 'car' and 'hand'. */
  protected override spotRect(target: string): Rect | null {
    const l = this.refs?.layout;
    if (!l) return null;
    if (target === 'investors') return l.parts.investors;
    if (target === 'locations') return union(l.parts.locations);
    const me = l.seats.find((s) => s.me);
    if (target === 'car') return me?.car ?? null;
    if (target === 'hand') return me?.hand ?? null;
    return null;
  }

  protected step(e: GameEvent, ctx: StepContext) {
    return gnpStepFor({ scene: this, fx: this.fx, refs: () => this.refs, drawFinal: (hideScrap) => this.drawFinal(hideScrap), aid: () => this.look.aid }, e)?.(ctx);
  }

  /** The end animation: the final cars on the canvas, without their scrap or with it. */
  private drawFinal(hideScrap: boolean): void {
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    const s = this.controller.session.snapshot;
    const marks = buildGnpControls(s.view as GnpView, [], s.setup, s.viewer, null);
    // At once, into the layer on screen: the end animation shows it as it goes.
    const parts = this.draw({ snapshot: s, marks, look: this.look }, this.scale.width, this.scale.height, hideScrap);
    while (!parts.next().done) {}
  }

  /**
   * For tests: the sizes of the canvas labels (none may be under 12 CSS px), and where a car cell
   * or one of the viewer's blueprints is drawn (canvas pixels), so a test can tap it as a person would.
   */
  protected override probes(): Record<string, unknown> {
    return {
      ...super.probes(),
      canvasText: () => textRecord(),
      gnpCell: (player: number, side: string, col: number, row: string) => this.refs?.cells.get(`${player}|${side}:${col}:${row}`) ?? null,
      gnpHandTile: (i: number) => this.refs?.handTiles[i] ?? null,
      gnpLocation: (i: number) => this.refs?.layout.parts.locations[i] ?? null,
    };
  }
}

// The Gear & Piston table: a TableScene that draws the locations and their queues, the displays,
// the investors, hands and cars; every human decision is a control built from the legal moves
// (buttons, tappable locations, display tiles, blueprints and glowing car cells). The words around
// it — prompt, what each choice does, the car's state, the investors, the legend, the score
// breakdown — are HTML (views/gear-and-piston, views/table/zoom/gear-and-piston.tsx).
import type { SessionSnapshot } from '../../app/session';
import type { GameEvent } from '../../engine/core/types';
import type { GnpMove, GnpView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { gnpStepFor } from './animations';
import { scoreBreakdown } from '../../table/gear-and-piston/breakdown';
import { type Action, type GnpControls, type Selection, buildGnpControls } from '../../table/gear-and-piston/controls';
import { gnpTableLayout } from './layout';
import { eventLine } from '../../table/gear-and-piston/logLines';
import { gnpLeadsTo, gnpMoveWords, gnpWhen } from '../../table/gear-and-piston/moveWords';
import { type GnpRefs, drawTable } from './tableView';
import { textRecord } from './text';
import type { Rect } from '../layout';
import type { ChromeButton } from '../../table/model';
import { type BoardwrightTestHook, type ChromeParts, type Line, TableScene } from '../BoardScene';
import { TABLE_SCENES } from '../tables';

/** What the Gear & Piston table adds to the test hook (see opened). */
export interface GnpTestHook {
  canvasText?: () => readonly { text: string; size: number }[];
  gnpCell?: (player: number, side: string, col: number, row: string) => Rect | null;
  gnpHandTile?: (i: number) => Rect | null;
}

export class GearAndPistonTableScene extends TableScene {
  protected readonly gameId = 'gear-and-piston';
  protected readonly stepMs = 200;
  protected readonly maxBacklog = 60;
  private refs: GnpRefs | null = null;
  private selection: Selection = null;

  constructor() {
    super(TABLE_SCENES['gear-and-piston']);
  }

  protected clearChoice(): void {
    this.selection = null;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as GnpView).round;
  }

  protected logGroup(view: unknown): string {
    return t('gnp.round', { n: (view as GnpView).round });
  }

  protected lineFor(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line {
    // One context a call: TableScene asks for the lines of one update (or one history item) at a time.
    const ctx = { setup: s.setup, viewer: s.viewer, refreshed: new Set<string>() };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent) {
    return gnpStepFor({ scene: this, fx: this.fx, refs: () => this.refs, drawFinal: (hideScrap) => this.drawFinal(hideScrap) }, e);
  }

  /**
   * For tests: the sizes of the canvas labels (none may be under 12 CSS px), and where a car cell
   * or one of the viewer's blueprints is drawn (canvas pixels), so a test can tap it as a person would.
   */
  protected override opened(): void {
    const hook = window.__boardwright as (BoardwrightTestHook & GnpTestHook) | undefined;
    if (!hook) return;
    hook.canvasText = () => textRecord();
    hook.gnpCell = (player, side, col, row) => this.refs?.cells.get(`${player}|${side}:${col}:${row}`) ?? null;
    hook.gnpHandTile = (i) => this.refs?.handTiles[i] ?? null;
  }

  private onAction(a: Action): void {
    if ('move' in a) {
      this.playIndex(a.move);
      return;
    }
    this.selection = a.select;
    this.redraw();
  }

  /** The board for a position: its layout, its controls, its drawing. */
  private drawBoard(s: SessionSnapshot, legal: unknown[], hideScrap = false): GnpControls {
    const view = s.view as GnpView;
    const { width: w, height: h } = this.scale;
    const l = gnpTableLayout(w, h, view.players, s.viewer);
    const controls = buildGnpControls(view, legal as GnpMove[], s.setup, s.viewer, this.selection);
    this.refs = drawTable(this, this.layer, l, { view, setup: s.setup, viewer: s.viewer, toAct: s.toAct, controls, onAction: (a) => this.onAction(a), tooltip: this.tooltip, hideScrap });
    return controls;
  }

  /** The end animation: the final cars on the canvas, without their scrap or with it. */
  private drawFinal(hideScrap: boolean): void {
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.drawBoard(this.session.snapshot, [], hideScrap);
  }

  /** A blueprint (or Dismantle…), then a cell of the car: both buttons' words. */
  protected override moveWords(s: SessionSnapshot, legal: unknown[], index: number): string | null {
    return s.viewer === null ? null : gnpMoveWords({ view: s.view, legal, setup: s.setup, viewer: s.viewer }, index);
  }

  protected draw(s: SessionSnapshot, legal: unknown[]): ChromeParts {
    const view = s.view as GnpView;
    const controls = this.drawBoard(s, legal);
    const buttons: ChromeButton[] = controls.buttons.map((b, i) => ({
      id: `${i}:${b.label}`,
      label: b.label,
      kind: b.kind,
      ...(b.hint ? { hint: b.hint } : {}),
      leadsTo: gnpLeadsTo(b.action, legal as GnpMove[]),
      onPress: () => this.onAction(b.action),
    }));
    return {
      title: t('game.gear-and-piston.name'),
      progress: gnpWhen(view),
      prompt: buttons.length ? controls.prompt : '',
      detail: buttons.length ? controls.detail : null,
      buttons,
      back:
        this.selection !== null
          ? () => {
              this.selection = null;
              this.redraw();
            }
          : null,
      breakdown: scoreBreakdown(view, s.outcome),
    };
  }
}

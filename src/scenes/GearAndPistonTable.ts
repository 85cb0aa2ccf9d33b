// The Gear & Piston table: a TableScene that draws the locations and their queues, the displays,
// the investors, hands and cars; every human decision is a control built from the legal moves
// (buttons, tappable locations, display tiles, blueprints and glowing car cells).
import type { SessionSnapshot, SessionUpdate } from '../app/session';
import type { GameEvent } from '../engine/core/types';
import type { GnpMove, GnpView } from '../engine/gear-and-piston/types';
import { t, tk } from '../i18n';
import { gnpStepFor } from '../ui/gear-and-piston/animations';
import { type Action, type Selection, buildGnpControls } from '../ui/gear-and-piston/controls';
import { type GnpTableLayout, gnpTableLayout } from '../ui/gear-and-piston/layout';
import { eventLine } from '../ui/gear-and-piston/logLines';
import { type GnpRefs, drawTable } from '../ui/gear-and-piston/tableView';
import type { ControlButton } from '../ui/gears/controls';
import type { TableLayout } from '../ui/layout';
import { drawControlsPanel } from './tableChrome';
import { TableScene } from './TableScene';

/** Scene key of this table (tables.ts maps the game id to it). */
export const GNP_TABLE_KEY = 'GearAndPistonTable';

/** The shared header, controls and game-over helpers read only these fields of a Gears layout. */
function chromeLayout(l: GnpTableLayout): TableLayout {
  const zero = { x: 0, y: 0, w: 0, h: 0 };
  return { width: l.width, height: l.height, orientation: l.orientation, font: l.font, header: l.header, board: l.main, roundCard: zero, roundInfo: zero, played: [], seats: [], controls: l.controls, log: l.log };
}

type PanelButton = ControlButton & { action: Action };

export class GearAndPistonTableScene extends TableScene {
  protected readonly gameId = 'gear-and-piston';
  protected readonly stepMs = 200;
  protected readonly maxBacklog = 60;
  private refs: GnpRefs | null = null;
  private selection: Selection = null;

  constructor() {
    super(GNP_TABLE_KEY);
  }

  protected clearChoice(): void {
    this.selection = null;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as GnpView).round;
  }

  protected lineFor(u: SessionUpdate): (e: GameEvent) => string | null {
    const ctx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent) {
    return gnpStepFor({ scene: this, fx: this.fx, refs: () => this.refs }, e);
  }

  private onAction(a: Action): void {
    if ('move' in a) {
      this.playIndex(a.move);
      return;
    }
    this.selection = a.select;
    this.render(this.shown);
  }

  protected render(s: SessionSnapshot): void {
    this.shown = s;
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const view = s.view as GnpView;
    const { width: w, height: h } = this.scale;
    const l = gnpTableLayout(w, h, view.players, s.viewer);
    const chrome = chromeLayout(l);
    // Controls only once the animations have caught up with this position.
    const legal = this.legalNow(s) as GnpMove[];
    const controls = buildGnpControls(view, legal, s.setup, s.viewer, this.selection);
    this.refs = drawTable(this, this.layer, l, { view, setup: s.setup, viewer: s.viewer, toAct: s.toAct, controls, onAction: (a) => this.onAction(a), tooltip: this.tooltip });
    const round = t('gnp.round', { n: view.round });
    this.drawHeader(chrome, s, `${t('game.gear-and-piston.name')} · ${round} · ${tk(`gnp.phase.${view.phase}`)}`, round);
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

}

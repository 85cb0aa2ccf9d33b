// The Innovation table: a TableScene that draws the achievements, every board's five piles with
// their visible icons, hands and score piles; every human decision (an action, or a question a
// dogma asks) is a control built from the legal moves.
import type { SessionSnapshot, SessionUpdate } from '../app/session';
import type { GameEvent } from '../engine/core/types';
import type { Move } from '../engine/innovation/types';
import type { InnovationView } from '../engine/innovation/view';
import { t } from '../i18n';
import { seatName } from '../ui/gears/names';
import { stepFor } from '../ui/innovation/animations';
import { type ActionMenu, buildInnoControls, pendingQuestion } from '../ui/innovation/controls';
import { type InnoLayout, chromeLayout, innovationLayout } from '../ui/innovation/layout';
import { type TableRefs, drawInnoTable } from '../ui/innovation/tableView';
import { eventLine } from '../ui/innovation/text';
import { drawControlsPanel } from './tableChrome';
import { TableScene } from './TableScene';

/** Scene key of this table (tables.ts maps the game id to it). */
export const INNOVATION_TABLE = 'InnovationTable';

export class InnovationTableScene extends TableScene {
  protected readonly gameId = 'innovation';
  protected readonly stepMs = 200;
  protected readonly maxBacklog = 60;
  private refs: TableRefs | null = null;
  private menu: ActionMenu = '';
  private picks: string[] = [];
  private page = 0;

  constructor() {
    super(INNOVATION_TABLE);
  }

  protected clearChoice(): void {
    this.menu = '';
    this.picks = [];
    this.page = 0;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as InnovationView).turn;
  }

  protected lineFor(u: SessionUpdate): (e: GameEvent) => string | null {
    const ctx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e);
  }

  protected render(s: SessionSnapshot): void {
    this.shown = s;
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const view = s.view as InnovationView;
    const { width: w, height: h } = this.scale;
    const l: InnoLayout = innovationLayout(w, h, view.players.length, s.viewer);
    const chrome = chromeLayout(l);
    // Controls only once the animations have caught up with this position.
    const legal = this.legalNow(s) as Move[];
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
    this.drawHeader(chrome, s, `${t('game.innovation.name')} · ${turn}`, turn);
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
    if (s.outcome) buttons.push(...this.drawOver(chrome, s));
    this.focus.set(buttons);
  }

  private toggle(card: string): void {
    this.picks = this.picks.includes(card) ? this.picks.filter((c) => c !== card) : [...this.picks, card];
    this.render(this.shown);
  }

}

/** How many buttons the controls panel holds at a comfortable size (tableChrome's grid). */
function buttonRoom(l: InnoLayout): number {
  const f = l.font;
  const cols = Math.max(1, Math.floor((l.controls.w - 12) / Math.max(84, f * 6)));
  const rows = Math.max(1, Math.floor((l.controls.h - f * 3) / (f * 2.4)));
  return cols * rows;
}

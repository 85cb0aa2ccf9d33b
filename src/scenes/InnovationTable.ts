// The Innovation table: a TableScene that draws the achievements, every board's five piles with
// their visible icons, hands and score piles; every human decision (an action, or a question a
// dogma asks) is a control built from the legal moves.
import type { SessionSnapshot } from '../app/session';
import type { GameEvent } from '../engine/core/types';
import type { Move } from '../engine/innovation/types';
import type { InnovationView } from '../engine/innovation/view';
import { t } from '../i18n';
import { seatName } from '../ui/gears/names';
import { stepFor } from '../ui/innovation/animations';
import { type ActionMenu, buildInnoControls, pendingQuestion } from '../ui/innovation/controls';
import { type InnoLayout, innovationLayout } from '../ui/innovation/layout';
import { type TableRefs, drawInnoTable } from '../ui/innovation/tableView';
import { eventLine } from '../ui/innovation/text';
import type { ChromeButton } from '../ui/tableBridge';
import { type ChromeParts, type Line, TableScene } from './TableScene';
import { TABLE_SCENES } from './tables';

export class InnovationTableScene extends TableScene {
  protected readonly gameId = 'innovation';
  protected readonly stepMs = 200;
  protected readonly maxBacklog = 60;
  private refs: TableRefs | null = null;
  private menu: ActionMenu = '';
  private picks: string[] = [];

  constructor() {
    super(TABLE_SCENES.innovation);
  }

  protected clearChoice(): void {
    this.menu = '';
    this.picks = [];
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as InnovationView).turn;
  }

  protected logGroup(view: unknown): string {
    return t('inno.turn', { n: Math.max(1, (view as InnovationView).turn) });
  }

  protected lineFor(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line {
    const ctx = { setup: s.setup, viewer: s.viewer };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e);
  }

  protected draw(s: SessionSnapshot, legalNow: unknown[]): ChromeParts {
    const view = s.view as InnovationView;
    const { width: w, height: h } = this.scale;
    const l: InnoLayout = innovationLayout(w, h, view.players.length, s.viewer);
    const legal = legalNow as Move[];
    if (!pendingQuestion(view, s.viewer)) this.picks = [];
    const controls = buildInnoControls(view, legal, s.viewer, this.menu, this.picks, 40, 0, (p) => seatName(s.setup, p, s.viewer));
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
    const buttons: ChromeButton[] = controls.buttons.map((b, i) => ({
      id: `${i}:${b.label}`,
      label: b.label,
      kind: b.kind,
      ...(b.toggle ? { pressed: this.picks.includes(b.toggle) } : {}),
      onPress: () => {
        if (b.toggle) this.toggle(b.toggle);
        else if (b.menu !== undefined) {
          this.menu = b.menu;
          this.redraw();
        } else if (b.move !== null) this.playIndex(b.move);
      },
    }));
    return {
      title: t('game.innovation.name'),
      progress: t('inno.turn', { n: Math.max(1, view.turn) }),
      prompt: controls.prompt,
      buttons,
      back: this.menu !== '' || this.picks.length > 0 ? () => this.clearChoiceAndRedraw() : null,
    };
  }

  private clearChoiceAndRedraw(): void {
    this.clearChoice();
    this.redraw();
  }

  private toggle(card: string): void {
    this.picks = this.picks.includes(card) ? this.picks.filter((c) => c !== card) : [...this.picks, card];
    this.redraw();
  }

}

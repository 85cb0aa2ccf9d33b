// The Gears table: a TableScene that draws the round card, the seats' gears, codes and characters;
// every human decision is a control built from the legal moves (a gear, then a side; a turn; a code).
import type Phaser from 'phaser';
import type { SessionSnapshot, SessionUpdate } from '../app/session';
import type { GameEvent } from '../engine/core/types';
import type { GearsMove, GearsView } from '../engine/gears/types';
import { t } from '../i18n';
import { stepFor } from '../ui/gears/animations';
import { buildControls } from '../ui/gears/controls';
import { eventLine } from '../ui/gears/logLines';
import { type TableRefs, drawTable } from '../ui/gears/tableView';
import { gearsTableLayout } from '../ui/layout';
import { SCENES } from './services';
import { drawControlsPanel } from './tableChrome';
import { TableScene } from './TableScene';

export class GearsTableScene extends TableScene {
  protected readonly gameId = 'gears';
  protected readonly stepMs = 250;
  protected readonly maxBacklog = 40;
  private refs: TableRefs | null = null;
  private selectedGear: string | null = null;

  constructor() {
    super(SCENES.table);
  }

  protected clearChoice(): void {
    this.selectedGear = null;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as GearsView).round + 1;
  }

  protected lineFor(u: SessionUpdate): (e: GameEvent) => string | null {
    const view = (u.snapshot.view as GearsView) ?? (this.shown.view as GearsView);
    const ctx = { setup: u.snapshot.setup, viewer: u.snapshot.viewer, codes: view.seats.map((s) => s.codes) };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e);
  }

  protected override opened(): void {
    if (this.shown.moveCount === 0) this.queue.enqueue((ctx) => this.deal(ctx.move(420)), 'deal');
  }

  protected render(s: SessionSnapshot): void {
    this.shown = s;
    this.layer.removeAll(true);
    this.fx.removeAll(true);
    this.tooltip.hide();
    const view = s.view as GearsView;
    const { width: w, height: h } = this.scale;
    const l = gearsTableLayout(w, h, view.players, s.viewer);
    // Controls only once the animations have caught up with this position.
    const legal = this.legalNow(s) as GearsMove[];
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
    const round = t('table.round', { n: view.round + 1, total: 10 });
    this.drawHeader(l, s, `${round} · ${t(view.shift === 'day' ? 'table.day' : 'table.night')}`, round);
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

// The Gears table: a TableScene that draws the round card, the seats' gears, codes and characters;
// every human decision is a control built from the legal moves (a gear, then a side; a turn; a code).
import type Phaser from 'phaser';
import type { SessionSnapshot } from '../../app/session';
import type { GameEvent } from '../../engine/core/types';
import type { GearsEvent, GearsMove, GearsView } from '../../engine/gears/types';
import { t } from '../../i18n';
import { stepFor } from './animations';
import { buildControls, ruleExplained } from '../../table/gears/controls';
import { eventLine } from '../../table/gears/logLines';
import { gearsMoveWords } from '../../table/gears/moveWords';
import { type TableRefs, drawTable } from './tableView';
import { gearsTableLayout } from '../layout';
import type { ChromeButton } from '../../table/model';
import { type ChromeParts, type Line, TableScene } from '../BoardScene';
import { TABLE_SCENES } from '../tables';

export class GearsTableScene extends TableScene {
  protected readonly gameId = 'gears';
  protected readonly stepMs = 250;
  protected readonly maxBacklog = 40;
  private refs: TableRefs | null = null;
  private selectedGear: string | null = null;

  constructor() {
    super(TABLE_SCENES.gears);
  }

  protected clearChoice(): void {
    this.selectedGear = null;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as GearsView).round + 1;
  }

  protected logGroup(view: unknown): string {
    return t('table.round', { n: (view as GearsView).round + 1, total: 10 });
  }

  // A round's entries stay under it even when the move that ends it starts the next one.
  protected override readonly groupsByEvent = true;
  protected override eventGroup(e: GameEvent): string | null {
    return this.opensGroup(e)?.group ?? null;
  }

  /** The last move of a round also starts the next one: its round-start opens the new round. */
  protected override opensGroup(e: GameEvent) {
    if (e.type !== 'round-start') return null;
    const r = e as Extract<GearsEvent, { type: 'round-start' }>;
    const round = t('table.round', { n: r.round + 1, total: 10 });
    return { group: round, progress: `${round} · ${t(r.shift === 'day' ? 'table.day' : 'table.night')}` };
  }

  protected lineFor(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line {
    const view = s.view as GearsView;
    const ctx = { setup: s.setup, viewer: s.viewer, codes: view.seats.map((seat) => seat.codes) };
    return (e) => eventLine(e, ctx);
  }

  protected stepFor(e: GameEvent, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e);
  }

  protected override opened(): void {
    if (this.shown.moveCount === 0) this.queue.enqueue((ctx) => this.deal(ctx.move(420)), 'deal');
  }

  protected draw(s: SessionSnapshot, legal: unknown[]): ChromeParts {
    const view = s.view as GearsView;
    const { width: w, height: h } = this.scale;
    const l = gearsTableLayout(w, h, view.players, s.viewer);
    const controls = buildControls(view, legal as GearsMove[], s.setup, s.viewer, this.selectedGear);
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
        this.redraw();
      },
      onPlay: (i) => this.playIndex(i),
      tooltip: this.tooltip,
    });
    const round = t('table.round', { n: view.round + 1, total: 10 });
    const buttons: ChromeButton[] = controls.buttons.map((b, i) => ({
      id: `${i}:${b.label}`,
      label: b.label,
      kind: b.kind,
      ...(b.hint ? { hint: b.hint } : {}),
      leadsTo: b.leadsTo,
      onPress: () => {
        if (b.selectGear) {
          this.selectedGear = b.selectGear;
          this.redraw();
        } else if (b.move !== null) this.playIndex(b.move);
      },
    }));
    return {
      title: t('game.gears.name'),
      progress: `${round} · ${t(view.shift === 'day' ? 'table.day' : 'table.night')}`,
      prompt: buttons.length ? controls.prompt : '',
      // The round card's rule, explained, whenever there is no choice to explain.
      detail: buttons.length ? controls.detail : ruleExplained(view),
      buttons,
      back: this.selectedGear !== null && controls.pickableGears.length > 1 ? () => {
        this.selectedGear = null;
        this.redraw();
      } : null,
    };
  }

  /** A gear to place, then its side: both buttons' words. */
  protected override moveWords(s: SessionSnapshot, legal: unknown[], index: number): string | null {
    return s.viewer === null ? null : gearsMoveWords({ view: s.view, legal, setup: s.setup, viewer: s.viewer }, index);
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

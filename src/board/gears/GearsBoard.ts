// The Gears board: the round card, the seats' gears, codes and characters, drawn from the model;
// a tap on a card opens it (the zoom, where a gear of the hand or a code card offers its moves).
import type Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import type { GearsView } from '../../engine/gears/types';
import type { StepContext } from '../../table/animQueue';
import type { GearsMarks } from '../../table/gears/kit';
import type { BoardModel } from '../../table/model';
import { BoardScene, type Drawing } from '../BoardScene';
import { type Rect, union } from '../geometry';
import { gearsTableLayout } from './layout';
import { stepFor } from './animations';
import { type TableRefs, drawTable } from './tableView';

export class GearsBoard extends BoardScene<GearsMarks> {
  protected readonly gameId = 'gears';
  private refs: TableRefs | null = null;

  /** The scene's key in the Phaser game (board/tables.ts lists the scene by its game). */
  static readonly key = 'GearsBoard';

  constructor() {
    super(GearsBoard.key);
  }

  protected *draw(board: BoardModel<GearsMarks>, w: number, h: number): Drawing {
    const s = board.snapshot;
    const view = s.view as GearsView;
    const marks = board.marks;
    const l = gearsTableLayout(w, h, view.players, s.viewer, board.look.text);
    this.refs = yield* drawTable(this, this.layer, l, {
      view,
      setup: s.setup,
      viewer: s.viewer,
      toAct: s.toAct,
      thinking: s.thinking,
      pickable: marks.pickable,
      selectedGear: marks.selectedGear,
      codeTargets: marks.codeTargets,
      tooltip: this.tooltip,
    });
  }

  /** For tests: where the viewer's hand gears are drawn (canvas pixels), to tap one as a finger would. */
  protected override probes(): Record<string, unknown> {
    return { ...super.probes(), gearsHandCard: (i: number) => this.refs?.handCards[i] ?? null };
  }

  /**
   * A lesson's targets: 'codes' (the viewer's code cards), 'round-card', 'played' (the gears
   * placed this round), 'hand', 'discard' and 'character' (the viewer's).
   */
  protected override spotRect(target: string): Rect | null {
    const l = this.refs?.layout;
    const me = l?.seats.find((s) => s.me) ?? null;
    if (!l) return null;
    if (target === 'round-card') return l.roundCard;
    if (target === 'played') return union(l.played);
    if (!me) return null;
    if (target === 'codes') return me.codes;
    if (target === 'hand') return me.hand;
    if (target === 'discard') return me.discard;
    if (target === 'character') return me.character;
    return null;
  }

  protected step(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e)?.(ctx);
  }

  /** Dealing: code cards and characters fly in from the round card. */
  protected override async deal(ctx: StepContext): Promise<void> {
    const refs = this.refs;
    const ms = ctx.move(420);
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

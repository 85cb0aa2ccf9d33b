// The Innovation board: the achievements and the supply, every board's five piles as on the
// table, and each player's icons, score, hand and achievements, drawn from the model. A tap on a
// card opens it (the zoom, where what it offers is a button); a mouse pointing at a top card shows
// its dogma preview.
import Phaser from 'phaser';
import type { GameEvent } from '../../engine/core/types';
import type { InnovationView } from '../../engine/innovation/view';
import type { StepContext } from '../../table/animQueue';
import { choose } from '../../table/intents';
import { type InnoMarks, dogmaTarget } from '../../table/innovation/kit';
import type { BoardModel } from '../../table/model';
import { BoardScene, type Drawing } from '../BoardScene';
import { type Rect, rect, union } from '../geometry';
import { animateCounters, stepFor } from './animations';
import { type TableRefs, drawInnoTable } from './tableView';
import { releaseMeasurer } from './textFit';

export class InnovationBoard extends BoardScene<InnoMarks> {
  protected readonly gameId = 'innovation';
  private refs: TableRefs | null = null;
  /** Icon counts as last drawn: a changed count counts up on the new drawing. */
  private counts = new Map<string, number>();

  /** The scene's key in the Phaser game (board/tables.ts lists the scene by its game). */
  static readonly key = 'InnovationBoard';

  constructor() {
    super(InnovationBoard.key);
  }

  override create(data: Parameters<BoardScene['create']>[0]): void {
    this.counts.clear();
    this.refs = null;
    super.create(data);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => releaseMeasurer());
  }

  /** In parts (the strips, then each seat's place and piles): a whole table is many texts. */
  protected *draw(board: BoardModel<InnoMarks>, width: number, height: number): Drawing {
    const s = board.snapshot;
    const view = s.view as InnovationView;
    const marks = board.marks;
    // The old drawing is gone: its counters stop counting.
    if (this.refs) this.tweens.killTweensOf([...this.refs.counters.values()]);
    this.refs = yield* drawInnoTable(this, this.layer, width, height, {
      view,
      setup: s.setup,
      viewer: s.viewer,
      toAct: s.toAct,
      highlight: marks.highlight,
      picks: marks.picks,
      active: marks.active,
      expanded: marks.expanded,
      look: board.look,
      tooltip: this.tooltip,
      onZoom: (id) => this.tooltip.zoom({ game: 'innovation', id }),
      onToggleSeat: (seat) => this.dispatch(choose({ do: 'expand', seat })),
      onHoverTop: (owner, card, on) => this.dispatch({ kind: 'point', target: on ? dogmaTarget(owner, card) : null }),
    });
    const motion = this.motion();
    animateCounters(this, this.refs.counters, this.counts, !motion.reduce, 420 * motion.scale);
  }

  protected step(e: GameEvent, ctx: StepContext, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e)?.(ctx);
  }

  /**
   * A lesson's targets: 'achievements' (those still available, specials included), 'supply' (Echoes' piles too), and
   * the viewer's 'icons' (their icon counts) and 'info' (name, counts, score, hand, achievements).
   */
  protected override spotRect(target: string): Rect | null {
    const refs = this.refs;
    if (!refs) return null;
    const l = refs.layout;
    if (target === 'achievements') return union([l.achievements, ...(l.specials ? [l.specials] : [])]);
    if (target === 'supply') return union([l.supply, ...(l.echoes ? [l.echoes] : [])]);
    const me = l.seats.find((s) => s.me);
    if (!me) return null;
    if (target === 'icons') {
      const counts = [...refs.counters.entries()].filter(([k]) => k.startsWith(`count:${me.seat}:`)).map(([, text]) => text.getBounds());
      return union(counts.map((b) => rect(b.x, b.y, b.width, b.height))) ?? me.info;
    }
    if (target === 'info') return me.info;
    return null;
  }

  /** The labels the canvas shows now (e2e: no English card name in another language), and where a top card lies. */
  protected override probes(): Record<string, unknown> {
    return {
      ...super.probes(),
      labels: () => this.refs?.labels.slice() ?? [],
      // Where a seat's top card of a colour lies (canvas pixels), so a test taps it as a finger would.
      innoPile: (seat: number, colour: string) => this.refs?.piles.get(`${seat}:${colour}`)?.top ?? null,
      // Where a supply pile lies: the base game's ('base') or Echoes' ('echoes') of that age.
      innoSupply: (set: string, age: number) => (set === 'echoes' ? this.refs?.strips.echoes : this.refs?.strips.supply)?.[age - 1] ?? null,
    };
  }
}

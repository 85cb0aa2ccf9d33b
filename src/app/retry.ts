// A reviewed decision tried again (the Review's "Try again"): a table session at the position of
// that decision, through the deciding seat's eyes, whose legal moves are that decision's. A move
// chosen is not played — nothing moves on, nothing is saved — it is judged against the bot's best
// with the review's own numbers (retryVerdict), the verdict is kept for the views, and the same
// choice is offered again, so the player may try as often as they like.
import type { AnyGame, Lang, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { createStore } from '../model/store';
import type { SaveRecord } from '../storage/types';
import { type HistoryItem, historyOf } from './history';
import { replayKept } from '../engine/core/replay';
import type { ReviewFocus } from './navigation';
import { type RetryVerdict, retryVerdict } from './review';
import type { PlayResult, SessionSnapshot, SessionUpdate, SessionBase } from './table-session';
import { UpdateFeed } from './updateFeed';

export class RetrySession implements SessionBase {
  readonly kind = 'retry';
  readonly setup: SaveRecord['setup'];
  /** The last choice tried and how it compares with the bot's (null before the first). */
  readonly tried = createStore<RetryVerdict | null>(null);
  private readonly game: AnyGame;
  private readonly toAct: PlayerId[];
  private readonly feed = new UpdateFeed<SessionUpdate>('retry');
  private current: SessionSnapshot;

  constructor(
    private readonly record: Pick<SaveRecord, 'game' | 'setup' | 'moves'>,
    readonly focus: ReviewFocus,
    private readonly lang: () => Lang = () => 'en',
    resolveGame: (id: string) => AnyGame = getGame,
  ) {
    this.game = resolveGame(record.game);
    this.setup = record.setup;
    this.toAct = this.game.toAct(replayKept(this.game, record.setup.options, record.moves, focus.entry.verdict.at).states.at(-1)) as PlayerId[];
    this.current = this.make();
  }

  /** The deciding seat, whose eyes the table shows. */
  get seat(): PlayerId {
    return this.focus.entry.verdict.player;
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    return this.feed.subscribe(fn);
  }

  start(): void {}

  /** Judges a move of the decision; the position stays, to be tried again. */
  play(move: unknown): PlayResult {
    const verdict = retryVerdict(this.focus, this.focus.entry, move);
    if (!verdict) return { ok: false, error: { code: 'illegal', message: 'That is not one of this decision’s moves.' } };
    this.tried.set(verdict);
    // The same position drawn again (a new snapshot, so the table offers its choice afresh).
    this.current = this.make();
    this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [] });
    return { ok: true };
  }

  /** The game up to the decision, as the deciding seat saw it (the table's log). */
  history(viewer: PlayerId | null): HistoryItem[] {
    return historyOf(this.game, this.setup, this.record.moves, viewer, this.lang(), this.focus.entry.verdict.at);
  }

  dispose(): void {
    this.feed.clear();
  }

  private make(): SessionSnapshot {
    const { entry } = this.focus;
    return {
      setup: this.setup,
      viewer: this.seat,
      view: entry.view,
      legal: entry.legal,
      toAct: this.toAct,
      outcome: null,
      moveCount: entry.verdict.at,
      thinking: null,
      notice: null,
      undo: null,
      saveProblem: null,
    };
  }
}

// A finished (or saved) game told again, move by move, on its own table: the same replay of
// (options, seed, moves) that undo and the log stand on (history.ts). The table shows the
// position after `at` moves through the viewer's eyes (the first human seat, else a spectator's);
// after the last move every hand can be opened (GameDefinition.viewAll). Stepping forward
// animates that move's events like a live game; any other jump redraws (a reset update).
import { type MoveRecord, replayKept } from '../engine/core/replay';
import type { AnyGame, GameEvent, Lang, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import type { SaveRecord } from '../storage/types';
import { type Store, createStore } from '../model/store';
import { type HistoryItem, historyFromReplay } from './history';
import type { PlayResult, ReplayPosition, ReplayTable, SessionSnapshot, SessionUpdate } from './table-session';
import { UpdateFeed } from './updateFeed';
import type { SessionSetup } from '../model/setup';

export type { ReplayPosition } from './table-session';

/** Where a replay opens: after `at` moves (default: the start, to tell the game), through `viewer`'s eyes (default: the first human's). */
export interface ReplayStart {
  viewer?: PlayerId;
  at?: number;
}

export class ReplaySession implements ReplayTable {
  readonly kind = 'replay';
  readonly setup: SessionSetup;
  /** Whose eyes the replay shows: the first human seat, else a spectator (null). */
  readonly viewer: PlayerId | null;
  readonly position: Store<ReplayPosition>;
  private readonly game: AnyGame;
  private readonly moves: readonly MoveRecord[];
  /** states[i]: the position after i moves; events[i]: what move i did. */
  private readonly states: unknown[];
  private readonly events: GameEvent[][];
  private readonly feed = new UpdateFeed<SessionUpdate>('replay');
  private current: SessionSnapshot;

  /**
   * Throws when the record no longer replays with today's rules (Load lists only records that do).
   * `start` opens it elsewhere than at the end: a reviewed decision, through its seat's eyes.
   */
  constructor(
    record: Pick<SaveRecord, 'game' | 'setup' | 'moves'>,
    private readonly lang: () => Lang = () => 'en',
    resolveGame: (id: string) => AnyGame = getGame,
    start: ReplayStart = {},
  ) {
    this.game = resolveGame(record.game);
    this.setup = record.setup;
    this.moves = record.moves.slice();
    const human = record.setup.seats.findIndex((s) => s.kind === 'human');
    this.viewer = start.viewer ?? (human < 0 ? null : human);
    ({ states: this.states, steps: this.events } = replayKept(this.game, this.setup.options, this.moves));
    const total = this.moves.length;
    const at = Math.max(0, Math.min(total, start.at ?? 0));
    this.position = createStore<ReplayPosition>({ at, total, open: false, canOpen: this.game.viewAll !== undefined && this.finished });
    this.current = this.makeSnapshot();
  }

  /** The game replayed reached its end (a finished game, not a save of one under way). */
  get finished(): boolean {
    return this.game.outcome(this.states[this.states.length - 1]) !== null;
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    return this.feed.subscribe(fn);
  }

  start(): void {}

  play(): PlayResult {
    return { ok: false, error: { code: 'replay', message: 'A replay takes no moves.' } };
  }

  history(viewer: PlayerId | null): HistoryItem[] {
    return historyFromReplay(this.game, this.moves, { states: this.states, steps: this.events }, viewer, this.lang(), this.position.get().at);
  }

  dispose(): void {
    this.feed.clear();
  }

  /** Shows the position after `at` moves (clamped); one step forward is animated. */
  seek(at: number): void {
    const p = this.position.get();
    const to = Math.max(0, Math.min(p.total, Math.round(at)));
    if (to === p.at && !p.open) return;
    this.position.set({ ...p, at: to, open: false });
    this.current = this.makeSnapshot();
    if (to === p.at + 1 && !p.open) {
      const r = this.moves[to - 1] as MoveRecord;
      const before = this.states[to - 1];
      const line = r.player === this.viewer ? this.game.describe(r.move, before, this.lang()) : null;
      this.feed.broadcast({ snapshot: this.current, player: r.player, events: this.game.viewEvents(this.events[to - 1] ?? [], this.viewer), log: line === null ? [] : [line] });
    } else this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
  }

  step(delta: number): void {
    this.seek(this.position.get().at + delta);
  }

  /** After the last move of a finished game: every hand and face-down card open, or the viewer's own view again. */
  setOpen(open: boolean): void {
    const p = this.position.get();
    if (!p.canOpen || !this.finished || p.at !== p.total || open === p.open) return;
    this.position.set({ ...p, open });
    this.current = this.makeSnapshot();
    this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
  }

  private makeSnapshot(): SessionSnapshot {
    const p = this.position.get();
    const state = this.states[p.at];
    const view = p.open && this.game.viewAll ? this.game.viewAll(state, this.viewer) : this.game.view(state, this.viewer);
    return {
      setup: this.setup,
      viewer: this.viewer,
      view,
      legal: [],
      toAct: this.game.toAct(state),
      outcome: this.game.outcome(state),
      moveCount: p.at,
      thinking: null,
      notice: null,
      undo: null,
      saveProblem: null,
    };
  }

}

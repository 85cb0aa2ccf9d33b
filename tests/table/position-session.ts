// A table session over a set position (a scenario state), for controller tests: the human seats
// play through the controller, the others play their first legal move at once. It keeps the
// moves so the log can be told again, like a GameSession.
import type { HintResult, HistoryItem, LiveGame, PlayResult, SaveRecord, SessionSnapshot, SessionUpdate } from '../../src/app/table-session';
import type { AnyGame, GameEvent, PlayerId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import type { SessionSetup } from '../../src/model/setup';

export class PositionSession implements LiveGame {
  readonly kind = 'game';
  // A live game's own parts, off: a set position keeps no save, offers no undo and no hint.
  readonly saveId = 'position';
  readonly ownership = null;
  readonly kept = false;
  readonly hintsOn = false;
  readonly canHint = false;
  undo(): PlayResult {
    return { ok: false, error: { code: 'undo-off', message: 'Undo is off at a set position.' } };
  }
  async hint(): Promise<HintResult> {
    return { ok: false, error: { code: 'hints-off', message: 'Hints are off at a set position.' } };
  }
  toSaveRecord(): SaveRecord {
    throw new Error('A set position keeps no save.');
  }
  retrySave(): void {}
  tell(): void {}
  private readonly game: AnyGame;
  private readonly listeners = new Set<(u: SessionUpdate) => void>();
  private readonly moves: { player: PlayerId; events: GameEvent[]; after: unknown; line: string }[] = [];
  private current: SessionSnapshot;

  constructor(
    readonly setup: SessionSetup,
    private state: unknown,
  ) {
    this.game = getGame(setup.game);
    this.current = this.make();
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  start(): void {
    this.bots();
  }

  play(move: unknown) {
    const viewer = this.current.viewer;
    if (viewer === null || !this.game.toAct(this.state).includes(viewer)) return { ok: false as const, error: { code: 'not-your-turn', message: 'Not your turn.' } };
    try {
      this.apply(viewer, move);
    } catch (e) {
      return { ok: false as const, error: { code: 'illegal', message: e instanceof Error ? e.message : String(e) } };
    }
    this.bots();
    return { ok: true as const };
  }

  history(viewer: PlayerId | null): HistoryItem[] {
    return this.moves.map((m) => ({ player: m.player, events: this.game.viewEvents(m.events, viewer), view: this.game.view(m.after, viewer), line: m.player === viewer ? m.line : null }));
  }

  dispose(): void {
    this.listeners.clear();
  }

  private apply(player: PlayerId, move: unknown): void {
    const line = this.game.describe(move, this.state, 'en');
    const { state, events } = this.game.apply(this.state, player, move);
    this.state = state;
    this.moves.push({ player, events, after: state, line });
    this.current = this.make();
    const u: SessionUpdate = { snapshot: this.current, player, events: this.game.viewEvents(events, this.current.viewer), log: player === this.current.viewer ? [line] : [] };
    for (const fn of [...this.listeners]) fn(u);
  }

  private bots(): void {
    for (let guard = 0; guard < 500; guard++) {
      const bot = this.game.toAct(this.state).find((p) => this.setup.seats[p]?.kind === 'bot');
      if (bot === undefined) return;
      this.apply(bot, this.game.legalMoves(this.state, bot)[0]);
    }
  }

  private make(): SessionSnapshot {
    const toAct = this.game.toAct(this.state);
    const humans = this.setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
    const viewer = humans.find((p) => toAct.includes(p)) ?? humans[0] ?? null;
    return {
      setup: this.setup,
      viewer,
      view: this.game.view(this.state, viewer),
      legal: viewer !== null && toAct.includes(viewer) ? this.game.legalMoves(this.state, viewer) : [],
      toAct,
      outcome: this.game.outcome(this.state),
      moveCount: this.moves.length,
      thinking: null,
      notice: null,
      undo: null,
      saveProblem: null,
    };
  }
}

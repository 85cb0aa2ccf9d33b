// A lesson's session: the table's session (like GameSession) over a lesson script instead of a
// dealt game. It starts from a prepared position, accepts from the learner only the move the
// step teaches (the guide at the table explains any other before it gets here), answers with the
// opponents' scripted moves at the table's pace, and can set up any step again — Back, Skip,
// and resuming a lesson left half-way. Nothing of a lesson is saved as a game or counted in the
// stats: the place reached is reported (onStep) and kept, like a save, by the LessonKeeper
// (lessonProgress.ts): its failures show on the table and another tab on the lesson stops this one.
import { errorValue } from '../engine/core/errors';
import type { AnyGame, GameEvent, Lang, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import { type Store, createStore } from '../model/store';
import type { HistoryItem } from './history';
import { listedOr } from '../engine/core/listed-move';
import { LEARNER, type LessonMove, type LessonScript, type LessonStepScript, applyLogged, matchesPattern, positionAt, replyMove } from './lessonScript';
import type { LessonTable, PlayResult, SessionSnapshot, SessionUpdate } from './table-session';
import { UpdateFeed } from './updateFeed';
import type { LessonKeeper } from './lessonProgress';
import { type Ownership, heldElsewhere } from './ownership';

/** Where the lesson stands: the step in force, and whether the opponents are still answering. */
export interface LessonProgress {
  index: number;
  total: number;
  /** 'ready': the step waits for its move (or Next); 'replying': the scripted answers are being played. */
  phase: 'ready' | 'replying';
  /** The move count at which the step in force began (the table shows its words from there). */
  start: number;
}

export interface LessonDeps {
  /** Minimum display delay per scripted answer (the table's pace). */
  botDelayMs: () => number;
  lang?: () => Lang;
  resolveGame?: (id: string) => AnyGame;
  /** The learner reached another step (told after the keeper, when there is one). */
  onStep?: (index: number, id: string) => void;
  /** Keeps the place reached (IndexedDB through storage), one tab at a time; none: nothing is kept. */
  keeper?: LessonKeeper;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class LessonSession implements LessonTable {
  readonly kind = 'lesson';
  readonly setup: LessonScript['setup'];
  readonly progress: Store<LessonProgress>;
  private readonly game: AnyGame;
  private readonly feed = new UpdateFeed<SessionUpdate>('lesson');
  private state: unknown;
  /** The moves of the scene so far (the log is told from them). */
  private moves: LessonMove[];
  private current: SessionSnapshot;
  private backlog: () => number = () => 0;
  /** Bumped when a step is set up afresh: answers still being played belong to a step that is gone. */
  private epoch = 0;
  private disposed = false;
  /** The step's scripted answers not played yet. */
  private repliesLeft = 0;
  /** Keeps the place reached; its problem is the snapshot's saveProblem (the table's banner). */
  readonly keeper: LessonKeeper | null;
  private readonly unhook: (() => void)[] = [];

  constructor(
    readonly script: LessonScript,
    private readonly deps: LessonDeps,
    startAt = 0,
  ) {
    this.setup = script.setup;
    this.game = (deps.resolveGame ?? getGame)(script.game);
    const index = Math.max(0, Math.min(startAt, script.steps.length - 1));
    const at = positionAt(this.game, script, index);
    this.state = at.state;
    this.moves = at.moves;
    this.progress = createStore<LessonProgress>({ index, total: script.steps.length, phase: 'ready', start: at.moves.length });
    this.keeper = deps.keeper ?? null;
    this.current = this.makeSnapshot();
    // A write failing or working again, or another tab taking the lesson: the table shows it.
    if (this.keeper) {
      const redraw = () => {
        if (!this.disposed) this.emit([], [], null);
      };
      this.unhook.push(this.keeper.problem.subscribe(redraw));
      if (this.keeper.ownership) this.unhook.push(this.keeper.ownership.state.subscribe(redraw));
    }
  }

  /** This lesson's claim (null: not kept, or no claim asked for). */
  get ownership(): Ownership | null {
    return this.keeper?.ownership ?? null;
  }

  /** Writes the place reached again now (the save banner's Retry). */
  retrySave(): void {
    this.keeper?.retry();
  }

  /** The step reached is kept, then reported. */
  private reached(index: number, id: string): void {
    const last = index === this.script.steps.length - 1;
    this.keeper?.keep({ step: id, index, ...(last ? { done: true as const } : {}) });
    this.deps.onStep?.(index, id);
  }

  get snapshot(): SessionSnapshot {
    return this.current;
  }

  /** The step in force. */
  get step(): LessonStepScript {
    return this.script.steps[this.progress.get().index] as LessonStepScript;
  }

  subscribe(fn: (u: SessionUpdate) => void): () => void {
    return this.feed.subscribe(fn);
  }

  /** Nothing moves by itself: the learner acts first. */
  start(): void {}

  /** The table says how long its queued animations will take: scripted answers wait for them. */
  setBacklog(backlog: () => number): void {
    this.backlog = backlog;
  }

  /**
   * Is an opponent's scripted answer on its way: shown from a position the table has not caught up
   * with, or still to be played? Not while the table only shows the learner's own move playing out
   * (a Metalworking chain of draws and scores is theirs, not an answer).
   */
  opponentsAnswering(shownMoveCount: number): boolean {
    const unshown = this.moves.slice(shownMoveCount);
    if (unshown.some((m) => m.player !== LEARNER)) return true;
    return this.repliesLeft > 0 && unshown.length === 0;
  }

  /** Would this listed move be the one the step teaches? */
  isExpected(move: unknown): boolean {
    const p = this.progress.get();
    const pattern = this.step.expect;
    return p.phase === 'ready' && pattern !== undefined && matchesPattern(move, pattern);
  }

  /** The learner's move: only the step's own is played; anything else is refused with why. */
  play(move: unknown): PlayResult {
    if (this.disposed) return { ok: false, error: { code: 'session-closed', message: 'This lesson was closed.' } };
    if (heldElsewhere(this.ownership)) return { ok: false, error: { code: 'elsewhere', message: 'Another tab has this lesson open.' } };
    const s = this.current;
    if (this.progress.get().phase !== 'ready' || !s.toAct.includes(LEARNER)) {
      return { ok: false, error: { code: 'not-your-turn', message: 'Wait for the other players to answer.' } };
    }
    // The gate's listed check only: a lesson asks for its step's move, not for the engine's reason.
    const listed = listedOr(s.legal, move);
    if (!listed.ok) return listed;
    if (!this.isExpected(listed.value)) return { ok: false, error: { code: 'not-this-step', message: 'This step asks for another move.' } };
    let made: LessonMove;
    try {
      made = applyLogged(this.game, this.state, LEARNER, listed.value);
    } catch (e) {
      return { ok: false, error: errorValue(e) };
    }
    // Answering from now on: the table shows no controls for the position the move leaves.
    this.progress.set({ ...this.progress.get(), phase: 'replying' });
    this.commit(made);
    void this.answer();
    return { ok: true };
  }

  /** A step that is read: its answers (if any) play, then the next step. */
  next(): void {
    if (this.disposed || heldElsewhere(this.ownership) || this.progress.get().phase !== 'ready' || this.step.expect) return;
    this.progress.set({ ...this.progress.get(), phase: 'replying' });
    void this.answer();
  }

  /** Sets up step `index` afresh (Back, Skip, a lesson resumed): a reset, nothing to animate. */
  goTo(index: number): void {
    if (this.disposed || heldElsewhere(this.ownership) || index < 0 || index >= this.script.steps.length) return;
    this.epoch++;
    this.repliesLeft = 0;
    const at = positionAt(this.game, this.script, index);
    this.state = at.state;
    this.moves = at.moves;
    this.progress.set({ index, total: this.script.steps.length, phase: 'ready', start: at.moves.length });
    this.current = this.makeSnapshot();
    this.feed.broadcast({ snapshot: this.current, player: null, events: [], log: [], reset: true });
    this.reached(index, this.step.id);
  }

  history(viewer: PlayerId | null): HistoryItem[] {
    const lang = this.deps.lang?.() ?? 'en';
    return this.moves.map((m) => ({
      player: m.player,
      events: this.game.viewEvents(m.events, viewer),
      view: this.game.view(m.after, viewer),
      line: m.player === viewer ? this.game.describe(m.move, m.before, lang) : null,
    }));
  }

  dispose(): void {
    this.disposed = true;
    this.epoch++;
    for (const off of this.unhook.splice(0)) off();
    this.keeper?.release();
    this.feed.clear();
  }

  // --- internals ---------------------------------------------------------------------------

  /** The step's scripted answers at the table's pace, then the next step (a new scene: its position). */
  private async answer(): Promise<void> {
    const epoch = this.epoch;
    const { index } = this.progress.get();
    const step = this.script.steps[index] as LessonStepScript;
    this.repliesLeft = step.reply?.length ?? 0;
    for (const pattern of step.reply ?? []) {
      await (this.deps.sleep ?? wait)(Math.max(this.deps.botDelayMs(), this.backlog()));
      if (this.disposed || epoch !== this.epoch) return;
      const r = replyMove(this.game, this.setup, this.state, step, pattern);
      this.repliesLeft--;
      this.commit(applyLogged(this.game, this.state, r.player, r.move));
    }
    const next = index + 1;
    if (next >= this.script.steps.length) {
      this.progress.set({ ...this.progress.get(), phase: 'ready' });
      return;
    }
    if (this.script.steps[next]?.position !== undefined) {
      // A new scene: wait for the table to finish showing this one, then set up the next.
      await (this.deps.sleep ?? wait)(this.backlog());
      if (this.disposed || epoch !== this.epoch) return;
      this.goTo(next);
      return;
    }
    this.progress.set({ index: next, total: this.script.steps.length, phase: 'ready', start: this.moves.length });
    this.reached(next, this.step.id);
    // The table draws the step's words and controls for the position it starts at.
    this.emit([], [], null);
  }

  private commit(m: LessonMove): void {
    const line = m.player === LEARNER ? this.game.describe(m.move, m.before, this.deps.lang?.() ?? 'en') : null;
    this.state = m.after;
    this.moves.push(m);
    this.emit(m.events, line === null ? [] : [line], m.player);
  }

  private emit(events: GameEvent[], log: string[], player: PlayerId | null): void {
    this.current = this.makeSnapshot();
    this.feed.broadcast({ snapshot: this.current, player, events: events.length ? this.game.viewEvents(events, LEARNER) : [], log });
  }


  private makeSnapshot(): SessionSnapshot {
    const toAct = this.game.toAct(this.state);
    return {
      setup: this.setup,
      viewer: LEARNER,
      view: this.game.view(this.state, LEARNER),
      legal: toAct.includes(LEARNER) ? this.game.legalMoves(this.state, LEARNER) : [],
      toAct,
      outcome: this.game.outcome(this.state),
      moveCount: this.moves.length,
      thinking: null,
      notice: null,
      undo: null,
      saveProblem: this.keeper?.problem.get() ?? null,
    };
  }
}

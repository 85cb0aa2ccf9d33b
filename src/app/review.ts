// The coach's Review of a finished game: the UI thread replays the game (apply is cheap), takes
// each decision a human seat made with a choice (one legal move: forced, skipped) as that seat
// saw it — its view and legal moves, never the state — and the worker judges them all
// (ai/review.ts). The three that fell furthest below the bot's best are the review.
//
// Hot seat: every human seat's decisions are reviewed, each from its own view, and an entry says
// whose it was; the table opens it through that seat's eyes. A review runs once per game (a
// record's id and length) and is kept for the visit, so the replay and the game-over panel
// share it.
import type { HadPortRequest, HadWhy, ReviewDecision, ReviewUnit, Verdict } from '../worker/port';
import { BotCancelledError } from '../worker/port';
import type { MoveRecord } from '../engine/core/replay';
import type { AnyGame, PlayerId } from '../engine/core/types';
import { getGame } from '../engine/index';
import type { SaveRecord } from '../storage/types';
import type { BotPort } from '../worker/port';
import { type BotSecret, botSeed, drawBotSecret } from './bot-seed';
import { initialState } from './history';
import { listedMove } from '../engine/core/listed-move';
import type { SessionSetup } from '../model/setup';

/** The worst decisions a review shows. */
export const REVIEW_SIZE = 3;

/** How far after a decision the Review looks for what followed it (moves of any seat). */
const FOLLOW_MOVES = 8;

/** How long the UI thread collects decisions before it lets the event loop in. */
const SLICE_MS = 12;

export interface ReviewEntry {
  verdict: Verdict;
  /** The deciding seat's view and legal moves at that decision (to name both moves). */
  view: unknown;
  legal: unknown[];
  /**
   * What to ask the worker for "had you" (the bot's move played forward, hadFor below); absent
   * when there is nothing to compare: no view of what followed, or the bot's move was the one made.
   */
  had?: HadPortRequest;
}

export interface GameReview {
  /** The human seats reviewed. */
  seats: PlayerId[];
  /** Decisions with a choice (forced ones are not counted). */
  considered: number;
  /** Up to REVIEW_SIZE, worst first; only decisions that fell below the bot's best. */
  entries: ReviewEntry[];
  unit: ReviewUnit;
}

export type ReviewProgress = (done: number, total: number) => void;

/** The seats a review looks at: every human seat (none in the showcase). */
export const reviewSeats = (setup: SessionSetup): PlayerId[] => setup.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));

const macrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Every decision of `seats` with more than one legal move, as the seat saw it. Runs in slices so
 * the UI thread is never held for long; the seed of each is one-way (bot-seed.ts).
 */
export async function collectDecisions(game: AnyGame, setup: SessionSetup, moves: readonly MoveRecord[], seats: readonly PlayerId[], secret: BotSecret): Promise<ReviewDecision[]> {
  const out: ReviewDecision[] = [];
  let state = initialState(game, setup);
  let sliceEnd = performance.now() + SLICE_MS;
  for (let at = 0; at < moves.length; at++) {
    const r = moves[at] as MoveRecord;
    // What followed a decision: its seat's view FOLLOW_MOVES moves later.
    for (const d of out) {
      if (d.after !== undefined || at !== d.at + FOLLOW_MOVES) continue;
      d.after = game.view(state, d.player);
      d.afterMoves = FOLLOW_MOVES;
    }
    if (seats.includes(r.player)) {
      const legal = game.legalMoves(state, r.player) as unknown[];
      const listed = legal.length > 1 ? listedMove(legal, r.move) : null;
      const chosen = listed === null ? -1 : legal.indexOf(listed);
      if (chosen >= 0) out.push({ at, player: r.player, view: game.view(state, r.player), legal, chosen, seed: botSeed(secret, at, r.player) });
    }
    state = game.apply(state, r.player, r.move).state;
    if (performance.now() >= sliceEnd) {
      await macrotask();
      sliceEnd = performance.now() + SLICE_MS;
    }
  }
  // Decisions near the end: what followed is the end of the game.
  for (const d of out) {
    if (d.after !== undefined) continue;
    d.after = game.view(state, d.player);
    d.afterMoves = moves.length - d.at;
  }
  return out;
}

export interface ReviewDeps {
  resolveGame?: (id: string) => AnyGame;
  /** Pinned by tests; drawn per review otherwise. */
  secret?: BotSecret;
}

/** Reviews one finished game. Rejects when the port cannot review or the worker fails. */
export async function reviewGame(record: Pick<SaveRecord, 'game' | 'setup' | 'moves'>, port: BotPort, onProgress: ReviewProgress = () => undefined, deps: ReviewDeps = {}): Promise<GameReview> {
  if (!port.review) throw new Error('This bot port cannot review games.');
  const game = (deps.resolveGame ?? getGame)(record.game);
  const seats = reviewSeats(record.setup);
  const decisions = await collectDecisions(game, record.setup, record.moves, seats, deps.secret ?? drawBotSecret());
  onProgress(0, decisions.length);
  const { verdicts, unit } = decisions.length === 0 ? { verdicts: [], unit: 'chance' as const } : await port.review({ game: record.game, decisions, explain: REVIEW_SIZE }, onProgress);
  const entries = worst(verdicts).map((verdict) => {
    const d = decisions.find((x) => x.at === verdict.at) as ReviewDecision;
    // ai/review.ts hadMeasurable's test (app/ may not import src/ai: the boundaries test).
    const measurable = d.after !== undefined && (d.afterMoves ?? 0) >= 1 && verdict.best !== verdict.chosen;
    return { verdict, view: d.view, legal: d.legal, ...(measurable ? { had: { game: record.game, decision: d, best: verdict.best } } : {}) };
  });
  return { seats, considered: decisions.length, entries, unit };
}

/** A second try at a reviewed decision: the move now chosen against the bot's, valued as the review valued them. */
export interface RetryVerdict {
  /** The move now chosen: its index in the entry's legal moves and its value. */
  chosen: number;
  chosenValue: number;
  /** The bot's move (the review's best) and its value. */
  best: number;
  bestValue: number;
  /** bestValue - chosenValue (0: as good as the bot's move). */
  loss: number;
  /** The loss of the move first made at this decision, for comparison. */
  firstLoss: number;
  unit: ReviewUnit;
}

/**
 * How a move chosen again at a reviewed decision compares with the bot's: the values are the ones
 * the review computed for every legal move (same worlds, same method), so a retry costs nothing
 * and agrees with the verdict. Null when the move is not one of that decision's legal moves.
 */
export function retryVerdict(review: Pick<GameReview, 'unit'>, entry: ReviewEntry, move: unknown): RetryVerdict | null {
  const listed = listedMove(entry.legal, move);
  const chosen = listed === null ? -1 : entry.legal.indexOf(listed);
  const v = entry.verdict;
  if (chosen < 0 || v.values.length !== entry.legal.length) return null;
  const chosenValue = v.values[chosen] as number;
  return {
    chosen,
    chosenValue,
    best: v.best,
    bestValue: v.bestValue,
    loss: Math.max(0, v.bestValue - chosenValue),
    firstLoss: v.loss,
    unit: review.unit,
  };
}

/** The REVIEW_SIZE largest losses (a decision as good as the bot's is no entry), worst first, ties by time. */
export function worst(verdicts: readonly Verdict[]): Verdict[] {
  // The worker says why for the same decisions, by the same order (ai/review.ts worstVerdicts).
  return verdicts
    .filter((v) => v.loss > 0)
    .sort((a, b) => b.loss - a.loss || a.at - b.at)
    .slice(0, REVIEW_SIZE);
}

interface Running {
  review: Promise<GameReview>;
  progress: { done: number; total: number } | null;
  watchers: Set<ReviewProgress>;
}

const running = new Map<string, Running>();

/**
 * The review of a record, started once per (id, moves) and kept for the visit; `onProgress`
 * hears the progress of a review under way. A failed review is forgotten, so it can be asked again.
 */
export function cachedReview(record: Pick<SaveRecord, 'id' | 'game' | 'setup' | 'moves'>, port: BotPort, onProgress?: ReviewProgress): { review: Promise<GameReview>; stop: () => void } {
  const key = `${record.id}:${record.moves.length}`;
  let r = running.get(key);
  if (!r) {
    const made: Running = { review: Promise.resolve(null as unknown as GameReview), progress: null, watchers: new Set() };
    made.review = reviewGame(record, port, (done, total) => {
      made.progress = { done, total };
      for (const fn of made.watchers) fn(done, total);
    });
    // Progress crosses on a port of its own and may arrive after the answer: none is passed on after it.
    made.review.then(
      () => made.watchers.clear(),
      () => {
        made.watchers.clear();
        running.delete(key);
      },
    );
    running.set(key, made);
    r = made;
  }
  const entry = r;
  if (onProgress) {
    entry.watchers.add(onProgress);
    if (entry.progress) onProgress(entry.progress.done, entry.progress.total);
  }
  return { review: entry.review, stop: () => onProgress && entry.watchers.delete(onProgress) };
}

/** "Had you" for a shown entry: working it out, done (no reasons: nothing to say), or failed. */
export type HadState = { kind: 'working' } | { kind: 'done'; why: HadWhy } | { kind: 'failed' };

/** Finished "had you" answers, by record and decision, kept for the visit like the review. */
const hads = new Map<string, HadWhy>();
const hadKey = (record: Pick<SaveRecord, 'id' | 'moves'>, entry: ReviewEntry) => `${record.id}:${record.moves.length}:${entry.verdict.player}:${entry.verdict.at}`;

/** A finished "had you" for this entry, if one was worked out this visit. */
export const knownHad = (record: Pick<SaveRecord, 'id' | 'moves'>, entry: ReviewEntry): HadWhy | undefined => hads.get(hadKey(record, entry));

/**
 * Works out "had you" for a review's shown entries in the worker, one at a time in the list's
 * order, after the list is up: `onState` hears each entry's state (its index in the entries).
 * Entries already worked out this visit are not asked again. `stop()` (the Review closed) cancels
 * the one under way; the rest are not asked. A failure (or a cancel from elsewhere: leaving a game
 * cancels every request) leaves that entry without its line, and the next is asked.
 */
export function workOutHads(record: Pick<SaveRecord, 'id' | 'moves'>, review: GameReview, port: BotPort, onState: (index: number, state: HadState) => void): () => void {
  const abort = new AbortController();
  const ask = port.had?.bind(port);
  void (async () => {
    for (const [i, entry] of review.entries.entries()) {
      if (abort.signal.aborted) return;
      if (!entry.had || !ask) continue;
      const key = hadKey(record, entry);
      const known = hads.get(key);
      if (known) {
        onState(i, { kind: 'done', why: known });
        continue;
      }
      onState(i, { kind: 'working' });
      try {
        const why = await ask(entry.had, abort.signal);
        hads.set(key, why);
        if (!abort.signal.aborted) onState(i, { kind: 'done', why });
      } catch (e) {
        if (abort.signal.aborted) return;
        // Cancelled by someone else (a game's bots.cancel() stops every request): not worth a warning.
        if (!(e instanceof BotCancelledError)) console.warn('The coach could not work out "had you".', e);
        onState(i, { kind: 'failed' });
      }
    }
  })();
  return () => abort.abort();
}

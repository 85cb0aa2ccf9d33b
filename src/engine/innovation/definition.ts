// Innovation as a GameDefinition: the engine contract over the pieces in this folder.
import { canonicalMove, type MoveFields } from '../core/canonical-move';
import { booleanOption, checkSeat, seedOption } from '../core/checks';
import { IllegalMoveError } from '../core/errors';
import type { GameDefinition, Outcome, PlayerId } from '../core/types';
import { actionMoves, applyAction, applyInitialMeld, endAction, initialMoves } from './actions';
import { sideTotal, endByScore } from './end';
import { resolve } from './dogma';
import { coverageNames } from './coverage';
import { describe } from './describe';
import { shownOptions, unblind } from './blind';
import { answersOf, checkAnswer } from './questions';
import { normalizeOptions, setup } from './setup';
import { GameEnded, Table } from './table';
import type { Answer, CardsQuestion, Frame, InnovationOptions, InnovationState, Move, Question } from './types';
import { determinize, type InnovationView, reveals, view, viewAll, viewEvents } from './view';

/** The engine's own length cap: a game still running after this many moves ends by score. */
export const moveCap = (o: Pick<InnovationOptions, 'players'>): number => 1500 * o.players;

export function pendingQuestion(s: InnovationState): Question | null {
  const n = s.frames.length;
  if (n === 0) return null; // (reading index -1 of an array is a slow property lookup)
  const f = s.frames[n - 1] as Frame;
  return f.type === 'effect' ? f.question : null;
}

export function toAct(s: InnovationState): PlayerId[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'initial-meld') {
    const out: PlayerId[] = [];
    for (let p = 0; p < s.initial.length; p++) if (s.initial[p] === null) out.push(p);
    return out;
  }
  const q = pendingQuestion(s);
  return [q ? q.player : s.current];
}

export function legalMoves(s: InnovationState, p: PlayerId): Move[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'initial-meld') return s.initial[p] === null ? initialMoves(s, p) : [];
  const q = pendingQuestion(s);
  if (q) return q.player === p ? answersOf(asShown(s, q)) : [];
  return p === s.current ? actionMoves(s, p) : [];
}

const ANSWER_TYPES = new Set(['cards', 'color', 'player', 'choice']);

/** The question as its chooser sees it: cards hidden from them are named by their slot. */
function asShown(s: InnovationState, q: Question): Question {
  if (q.kind !== 'cards') return q;
  const shown = shownOptions(s, q);
  return shown ? { ...q, options: shown } : q;
}

/** The fields of each move type, as the legal moves list them (see canonicalMove). */
const MOVE_FIELDS: MoveFields<Move> = {
  'initial-meld': ['card'],
  draw: [],
  meld: ['card'],
  dogma: ['card'],
  achieve: ['age'],
  cards: ['cards'],
  color: ['color'],
  player: ['player'],
  choice: ['choice'],
};

export function apply(state: InnovationState, p: PlayerId, given: Move): { state: InnovationState; events: Table['events'] } {
  if (!given || typeof given !== 'object') throw new IllegalMoveError('bad-move', 'A move must be an object.');
  checkSeat(p);
  // Only the fields of the move's type go on (an answer is kept in the state).
  let move = canonicalMove(given, MOVE_FIELDS);
  if (state.phase === 'over') throw new IllegalMoveError('game-over', 'The game is over.');
  if (!toAct(state).includes(p)) throw new IllegalMoveError('not-your-turn', `Player ${p + 1} has no decision to make now.`);
  const q = pendingQuestion(state);
  if (state.phase === 'initial-meld') {
    if (move.type !== 'initial-meld') throw new IllegalMoveError('choose-first-meld', 'First choose a card to meld.');
  } else if (q) {
    if (!ANSWER_TYPES.has(move.type)) throw new IllegalMoveError('answer-pending', 'Answer the question first.');
    const shown = asShown(state, q);
    checkAnswer(shown, move as Answer);
    if (shown !== q && move.type === 'cards') {
      move = { type: 'cards', cards: unblind(q as CardsQuestion, shown.options as string[], move.cards) };
    }
  } else if (ANSWER_TYPES.has(move.type) || move.type === 'initial-meld') {
    throw new IllegalMoveError('no-question', 'There is no question to answer: choose an action.');
  }
  const t = new Table(state);
  try {
    if (move.type === 'initial-meld') applyInitialMeld(t, p, move.card);
    else if (q) {
      const f = t.frame(t.s.frames.length - 1);
      if (f.type === 'effect') f.question = null;
      t.answer = move as Answer;
      if (resolve(t)) endAction(t);
    } else applyAction(t, p, move);
    t.s.moves++;
    if (t.s.moves >= moveCap(t.s.options)) endByScore(t, 'limit');
  } catch (e) {
    if (!(e instanceof GameEnded)) throw e;
    if (t.s.moves === state.moves) t.s.moves++;
  }
  return { state: t.s, events: t.events };
}

export function outcome(s: InnovationState): Outcome | null {
  if (!s.result) return null;
  const n = s.options.players;
  const byScore = s.result.reason === 'score' || s.result.reason === 'limit';
  const scores = Array.from({ length: n }, (_, p) => sideTotal(s, p, byScore ? 'points' : 'achievements'));
  const winners = s.result.winners;
  const rest = Array.from({ length: n }, (_, p) => p).filter((p) => !winners.includes(p));
  const key = (p: number) => sideTotal(s, p, 'points') * 100 + sideTotal(s, p, 'achievements');
  rest.sort((a, b) => key(b) - key(a) || a - b);
  const ranking: PlayerId[][] = [winners.slice()];
  for (const p of rest) {
    const last = ranking[ranking.length - 1]!;
    if (ranking.length > 1 && key(last[0]!) === key(p)) last.push(p);
    else ranking.push([p]);
  }
  return { winners: winners.slice(), ranking, scores, reason: s.result.reason };
}

export function coverage(s: InnovationState): string[] {
  return coverageNames(s.seen);
}

export const innovation: GameDefinition<InnovationState, Move, InnovationView, InnovationOptions> = {
  id: 'innovation',
  minPlayers: 2,
  maxPlayers: 4,
  maxMoves: (o) => moveCap(o) + 1,
  // Types first: a seed of "7" or null, or teams: "false", would otherwise pass (or mean true).
  normalizeOptions: (o) =>
    normalizeOptions({ ...o, seed: seedOption(o.seed, 'bad-seed'), teams: booleanOption('teams', o.teams, false, 'bad-teams') }),
  setup,
  toAct,
  legalMoves,
  apply,
  outcome,
  view,
  viewEvents,
  reveals,
  viewAll,
  determinize,
  describe,
  coverage,
  variants: [
    { key: 'edition', kind: 'choice', choices: ['last', 'first'], default: 'last' },
    { key: 'teams', kind: 'boolean', default: false },
  ],
};

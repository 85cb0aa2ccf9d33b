// Innovation as a GameDefinition: the engine contract over the pieces in this folder.
import { canonicalMove, type MoveFields } from '../core/canonical-move';
import { booleanOption, checkSeat, seedOption } from '../core/checks';
import { IllegalMoveError } from '../core/errors';
import { LastListed } from '../core/lastListed';
import type { GameDefinition, GameEvent, Outcome, PlayerId } from '../core/types';
import { actionMoves, applyAction, applyInitialMeld, endAction, initialMoves } from './actions';
import { sideTotal, endByScore } from './end';
import { resolve } from './dogma';
import { coverageNames } from './coverage';
import { describe } from './describe';
import { shownOptions, unblind } from './blind';
import { answersOf, checkAnswer, questionWith } from './questions';
import { normalizeOptions, setup } from './setup';
import { GameEnded, Table } from './table';
import type { Answer, CardsQuestion, Frame, InnovationOptions, InnovationState, Move, Question } from './types';
import { knownFacts } from './known';
import { lookedEvent, reveals } from './reveals';
import { determinize, type InnovationView, view, viewAll, viewEvents } from './view';

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

/**
 * The list legalMoves last gave, with the question as its chooser saw it: play() skips the checks
 * and the canonical copy for one of the list's own moves (see LastListed).
 */
const lastListed = new LastListed<InnovationState, Move, Question | null>(null);

export function legalMoves(s: InnovationState, p: PlayerId): Move[] {
  if (s.phase === 'over') return [];
  let moves: Move[];
  let shown: Question | null = null;
  if (s.phase === 'initial-meld') moves = s.initial[p] === null ? initialMoves(s, p) : [];
  else {
    const q = pendingQuestion(s);
    if (q) {
      if (q.player !== p) return [];
      shown = asShown(s, q);
      moves = answersOf(shown);
    } else moves = p === s.current ? actionMoves(s, p) : [];
  }
  lastListed.remember(s, p, moves, shown);
  return moves;
}

/** The question as its chooser saw it, when `move` is one of the moves legalMoves(s, p) just gave; else undefined. */
function trustedShown(s: InnovationState, p: PlayerId, move: Move): Question | null | undefined {
  return lastListed.has(s, p, move) ? lastListed.extra : undefined;
}

const ANSWER_TYPES = new Set(['cards', 'color', 'player', 'choice']);

/** The question as its chooser sees it: cards hidden from them are named by their slot. */
function asShown(s: InnovationState, q: Question): Question {
  if (q.kind !== 'cards') return q;
  const shown = shownOptions(s, q);
  return shown ? questionWith(q, shown) : q;
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

export function apply(state: InnovationState, p: PlayerId, given: Move): { state: InnovationState; events: GameEvent[] } {
  const t = play(state, p, given, true);
  return { state: t.s, events: t.events as GameEvent[] };
}

/** apply's state without its events (search and playouts never read them): same checks, same state. */
export function advance(state: InnovationState, p: PlayerId, given: Move): InnovationState {
  return play(state, p, given, false).s;
}

function play(state: InnovationState, p: PlayerId, given: Move, events: boolean): Table {
  const trusted = trustedShown(state, p, given);
  const q = pendingQuestion(state);
  let move = given;
  if (trusted !== undefined) {
    // One of the legal list's own moves: only a hidden card's slot name needs turning back.
    if (q && trusted !== null && trusted !== q && move.type === 'cards') {
      move = { type: 'cards', cards: unblind(q as CardsQuestion, trusted.options as string[], move.cards) };
    }
  } else move = checkedMove(state, p, given, q);
  const t = new Table(state, events);
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
  const looked = lookedEvent(t);
  if (looked) t.emit(looked);
  return t;
}

/** A caller's move, checked against the position and rebuilt from its type's fields (the state keeps answers). */
function checkedMove(state: InnovationState, p: PlayerId, given: Move, q: Question | null): Move {
  if (!given || typeof given !== 'object') throw new IllegalMoveError('bad-move', 'A move must be an object.');
  checkSeat(p);
  // Only the fields of the move's type go on (an answer is kept in the state).
  let move = canonicalMove(given, MOVE_FIELDS);
  if (state.phase === 'over') throw new IllegalMoveError('game-over', 'The game is over.');
  if (!toAct(state).includes(p)) throw new IllegalMoveError('not-your-turn', `Player ${p + 1} has no decision to make now.`);
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
  return move;
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
  advance,
  outcome,
  view,
  viewEvents,
  reveals,
  viewAll,
  knownFacts,
  determinize,
  describe,
  coverage,
  variants: [
    { key: 'edition', kind: 'choice', choices: ['last', 'first'], default: 'last' },
    { key: 'teams', kind: 'boolean', default: false },
    // Echoes of the Past: `expansions=echoes` in a URL or a save, offered by the Setup screen.
    { key: 'expansions', kind: 'choice', choices: ['none', 'echoes'], default: 'none' },
  ],
};

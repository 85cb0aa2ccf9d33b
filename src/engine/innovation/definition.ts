// Innovation as a GameDefinition: the engine contract over the pieces in this folder.
import type { MoveFields } from '../core/canonical-move';
import { defineGame } from '../core/define';
import { IllegalMoveError } from '../core/errors';
import type { Applied, GameEvent, Outcome, PlayerId } from '../core/types';
import { settleChecks, startChecks } from './achievements';
import { actionMoves, applyAction, applyInitialMeld, endAction, initialMoves } from './actions';
import { sideTotal, endByScore } from './end';
import { resolve } from './dogma';
import { coverageNames } from './coverage';
import { describe } from './describe';
import { shownOptions, unblind } from './blind';
import { answersOf, checkAnswer, questionWith } from './questions';
import { optionsOf, setup } from './setup';
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
 * Every decision of p. `keep` stores the question as its chooser saw it with the list: a move
 * from the list is played without the checks and the canonical copy (core/define.ts).
 */
function listMoves(s: InnovationState, p: PlayerId, keep: (shown: Question) => void): Move[] {
  if (s.phase === 'over') return [];
  if (s.phase === 'initial-meld') return s.initial[p] === null ? initialMoves(s, p) : [];
  const q = pendingQuestion(s);
  if (!q) return p === s.current ? actionMoves(s, p) : [];
  if (q.player !== p) return [];
  const shown = asShown(s, q);
  keep(shown);
  return answersOf(shown);
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

/**
 * The rules' move. `listed`: one of the legal list's own moves, and `kept` the question as its
 * chooser saw it; otherwise the door (core/define.ts) has checked the seat, the turn and the
 * move's shape, and the rest is checked here.
 */
function play(state: InnovationState, p: PlayerId, given: Move, listed: boolean, kept: Question | null, events: boolean): Applied<InnovationState> {
  const q = pendingQuestion(state);
  let move = given;
  if (listed) {
    // One of the legal list's own moves: only a hidden card's slot name needs turning back.
    if (q && kept !== null && kept !== q && move.type === 'cards') {
      move = { type: 'cards', cards: unblind(q as CardsQuestion, kept.options as string[], move.cards) };
    }
  } else move = checkedMove(state, given, q);
  const t = new Table(state, events);
  startChecks(t, state);
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
  settleChecks(t);
  const looked = lookedEvent(t);
  if (looked) t.emit(looked);
  return { state: t.s, events: t.events as GameEvent[] };
}

/** A caller's move (canonical, of the seat to act), checked against the position (the state keeps answers). */
function checkedMove(state: InnovationState, given: Move, q: Question | null): Move {
  let move = given;
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

export const innovation = defineGame<InnovationState, Move, InnovationView, InnovationOptions, Question>({
  id: 'innovation',
  name: 'Innovation',
  minPlayers: 2,
  maxPlayers: 4,
  maxMoves: (o) => moveCap(o) + 1,
  options: optionsOf,
  setup,
  toAct,
  legalMoves: listMoves,
  moveFields: MOVE_FIELDS,
  play,
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
});

/** The door's entries, by name, for the engine's own modules and tests. */
export const apply = innovation.apply;
export const advance = innovation.advance;
export const legalMoves = innovation.legalMoves;

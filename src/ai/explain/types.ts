// The coach's reasons as data: a reason is a kind and its arguments (numbers, seats, cards, terms),
// turned into words on the UI thread by the catalogue key `coach.why.<kind>` (table/coachWords.ts),
// so every language words it with its own plurals and nothing is free text made up per case.
import type { GameId, PlayerId } from '../../engine/core/types';

/** An argument of a reason: a number, a seat, a card (or tile, gear…) of the game, or a catalogue term. */
export type ReasonArg = number | { seat: PlayerId } | { card: string } | { term: string };

export interface Reason {
  kind: string;
  args: Record<string, ReasonArg>;
}

/** One step of the search's most likely line, as the tree met it. */
export interface LineStep {
  player: PlayerId;
  move: unknown;
  visits: number;
}

/** One sampled world (a determinization of the seat's view) and the state the move leads to in it. */
export interface World<S = unknown> {
  before: S;
  after: S;
}

/** What a game's explainer is given: the seat's view, the move, worlds sampled from that view, the search's line. */
export interface ExplainInput<V = unknown, M = unknown, S = unknown> {
  view: V;
  me: PlayerId;
  move: M;
  /** The same worlds for every move, each with this move applied: the seat's view is all they come from. */
  worlds: World<S>[];
  /** The search's most likely continuation after the move (other seats' moves may name hidden cards: check before naming). */
  line: readonly LineStep[];
}

/** A game's explainer: what a move gains or denies, then the reply the search expects. */
export interface Explainer<V = unknown, M = unknown, S = unknown> {
  game: GameId;
  /** Reasons about the move itself, most telling first. */
  reasons(input: ExplainInput<V, M, S>): Reason[];
  /** The opponents' most likely reply, when the line names one the seat could know of. */
  reply(input: ExplainInput<V, M, S>): Reason | null;
  /**
   * The state as the rules read it, for telling two moves' results apart: without bookkeeping no
   * rule reads (a simulator's coverage record, say). Default: the whole state.
   */
  comparable?(state: S): unknown;
}

/** One line of a hint: moves with the same result for the seat (first: the search's), its reasons, its chance. */
export interface HintLine {
  /** Indices in the request's legal list; the first is the move the search ranked. */
  moves: number[];
  reasons: Reason[];
  chance: number;
  visits: number;
}

export const reason = (kind: string, args: Record<string, ReasonArg> = {}): Reason => ({ kind, args });

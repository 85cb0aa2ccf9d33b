// The coach's reasons in words: a reason (ai/explain: a kind and its arguments) is the catalogue's
// sentence `coach.why.<kind>` with each argument said as the table says it — a seat by its short
// name, a card by its name in the language, a term by its catalogue word, a number as a number
// (the catalogue chooses the plural). The UI thread only formats; the worker chose the reasons.
import type { Reason, ReasonArg } from '../app/table-session';
import type { GameId, PlayerId } from '../engine/core/types';
import { type Params, hasKey, t, tk } from '../i18n';
import type { SessionSetup } from '../model/setup';
import { tableGame } from './games';
import { seatShortName } from './seats';

function argWords(game: GameId, a: ReasonArg, setup: SessionSetup, viewer: PlayerId | null): string | number {
  if (typeof a === 'number') return a;
  if ('seat' in a) return seatShortName(setup, a.seat, viewer);
  if ('card' in a) return tableGame(game).cardName?.(a.card) ?? a.card;
  return hasKey(a.term) ? tk(a.term) : a.term;
}

/** One reason as a sentence in the current language (a kind the catalogue lacks says nothing: null). */
export function reasonWords(game: GameId, r: Reason, setup: SessionSetup, viewer: PlayerId | null): string | null {
  const key = `coach.why.${r.kind}`;
  if (!hasKey(key)) return null;
  const params: Params = {};
  for (const [k, v] of Object.entries(r.args)) params[k] = argWords(game, v, setup, viewer);
  return tk(key, params);
}

/** A hint line's moves: one move, or several with the same result ("Dogma Writing or Draw a 2: the same result for you"). */
export function lineWords(moves: readonly string[]): string {
  if (moves.length <= 1) return moves[0] ?? '';
  const joined = moves.slice(1).reduce((first, then) => t('coach.or', { first, then }), moves[0] as string);
  return t('coach.same', { moves: joined });
}

// A short English sentence for a move, for logs and buttons. Other languages fall back to
// English here; the UI translates from the move itself.
import type { Lang, PlayerId } from '../core/types';
import { GEARS } from './data';
import { isNight } from './round-card';
import { clockwise, leftOf } from './seats';
import type { GearsMove, GearsState } from './types';

const seatName = (p: PlayerId): string => `Player ${p + 1}`;

/** The seat that makes the move, when the phase names a single one. */
function mover(s: GearsState): PlayerId | null {
  switch (s.phase) {
    case 'turn':
    case 'abilities':
      return clockwise(s.token, s.step, s.players);
    case 'foreman':
      return s.token;
    case 'blue-return':
    case 'code-entry':
      return s.queue[0]?.seat ?? null;
    default:
      return null;
  }
}

const whose = (s: GearsState, seat: PlayerId): string => (mover(s) === seat ? 'your' : `${seatName(seat)}'s`);

function codeName(s: GearsState, card: number): string {
  const seat = mover(s);
  const c = seat === null ? undefined : s.codes[seat]?.[card];
  return c ? `the ${c.color} ${c.number} code` : `code card ${card + 1}`;
}

export function describe(move: GearsMove, s: GearsState, lang: Lang): string {
  void lang;
  switch (move.type) {
    case 'place':
      return `Place the ${move.gear} gear showing ${GEARS[move.gear].values[move.side]} (side ${move.side + 1})`;
    case 'turn': {
      const actor = mover(s);
      const target = actor === null ? 'the' : `${seatName(leftOf(actor, s.players))}'s`;
      return move.dir === 'leave' ? `Leave ${target} gear as it is` : `Turn ${target} gear ${move.dir}`;
    }
    case 'peek':
      return "Saboteur: look at your left neighbour's hidden gear first";
    case 'foreman':
      return `Foreman's word: turn ${whose(s, move.seat)} gear ${move.dir}`;
    case 'mechanic':
      return `Mechanic: turn ${whose(s, move.seat)} gear ${move.dir}`;
    case 'dispatch':
      return isNight(s)
        ? `Dispatcher: every gear showing ${move.value} jams this round`
        : `Dispatcher: gears showing ${move.value} do not jam this round`;
    case 'sabotage':
      return `Saboteur: turn every other player's gear ${move.dir}`;
    case 'codebreak':
      return 'Codebreaker: enter up to two codes this round';
    case 'return-gear':
      return `Take the ${move.gear} gear back from your discard pile`;
    case 'enter-code':
      return `Enter ${codeName(s, move.card)}`;
    case 'master-key':
      return `Master key: enter ${codeName(s, move.card)}`;
    case 'send':
      return `Send ${codeName(s, move.card)} for verification`;
    case 'verify':
      return `Enter ${codeName(s, move.card)}, waiting for verification`;
    case 'pass':
      if (s.phase === 'code-entry') return 'Enter no code';
      if (s.phase === 'foreman') return "Let the Foreman's word go";
      return 'Do not use your ability';
  }
}

// Short English sentences for the log and for buttons. Other languages fall back to English here;
// the UI translates from the move itself.
import type { Lang } from '../core/types';
import { partSpec } from './parts';
import type { GnpMove, GnpState, Side } from './types';
import { LOCATIONS } from './types';

const name = (part: string): string => {
  try {
    return `${partSpec(part).name} (${part})`;
  } catch {
    return String(part);
  }
};

const where = (side: Side, col: number, row?: string): string =>
  `${row ? `${row} of ` : ''}column ${col + 1} of the ${side === 'joined' ? 'joined car' : `${side} half`}`;

const LOCATION_NAMES: Record<string, string> = {
  'back-alley': 'the Back Alley',
  'patent-office': 'the Patent Office',
  'junk-yard': 'the Junk Yard',
  workshop: 'the Workshop',
};

export function describeMove(move: GnpMove, state: GnpState, _lang: Lang): string {
  switch (move.type) {
    case 'place':
      return `Place a token at ${LOCATION_NAMES[move.location] ?? move.location}`;
    case 'discard':
      return `Discard the blueprint ${name(move.part)}`;
    case 'keep-hand':
      return 'Keep every blueprint';
    case 'black-market':
      return 'Black Market: draw three New parts and keep one';
    case 'espionage':
      return `Espionage: look at seat ${move.target + 1}'s blueprints and take one`;
    case 'union-muscle': {
      const owner = state.queues[LOCATIONS.indexOf(move.location)]?.[move.index];
      const whose = owner === undefined ? 'the token' : `seat ${owner + 1}'s token`;
      return `Union Muscle: move ${whose} in space ${move.index + 1} of ${LOCATION_NAMES[move.location] ?? move.location} one place ahead`;
    }
    case 'keep-part':
      return `Keep ${name(move.part)} from the Black Market`;
    case 'steal':
      return `Take ${name(move.part)}`;
    case 'take-display': {
      const display = state.phase === 'junk-yard' ? state.junkDisplay : state.newDisplay;
      const part = display[move.slot];
      const place = state.phase === 'junk-yard' ? 'the Junk Yard' : 'the Patent Office';
      return part ? `Take ${name(part)} from ${place}` : `Take the part in space ${move.slot + 1} of ${place}`;
    }
    case 'take-blind':
      return state.phase === 'junk-yard' ? 'Take the top of the Junk stack unseen' : 'Take the top of the New stack unseen';
    case 'stop-junk':
      return 'Take no more Junk parts';
    case 'build':
      return `Build ${name(move.part)} in ${where(move.side, move.col)}`;
    case 'dismantle':
      return `Dismantle the part in the ${where(move.side, move.col, move.row)}`;
    case 'upgrade':
      return 'Upgrade: swap car parts for matching blueprints';
    case 'swap':
      return `Swap ${name(move.part)} into the ${where(move.side, move.col, move.row)}`;
    case 'finish-upgrade':
      return 'Finish the Upgrade';
    case 'join':
      return 'Join the two halves of the car';
    case 'end-workshop':
      return 'End the Workshop turn';
  }
}

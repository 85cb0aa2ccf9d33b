// Gear & Piston at the command line.
import { partSpec } from '../../engine/gear-and-piston/parts';
import type { GnpMove, GnpState } from '../../engine/gear-and-piston/types';
import { type CliKit, type SecretOf, range, seatsBut } from '../kit';

/**
 * The part kept at the Black Market (§5.1.1: the drawer looks at the three and keeps one; the
 * rest go back face down) and the blueprint taken by Espionage (§5.1.2: only the spy and the
 * victim see which). Among tiles with the same back: the back of a tile shows whether it is a New
 * or a Junk part, so that much of a choice is seen by everyone.
 */
const secret: SecretOf = (game, state, player, move) => {
  const s = state as GnpState;
  const m = move as GnpMove;
  if (m.type !== 'keep-part' && m.type !== 'steal') return null;
  const section = (x: GnpMove) => ('part' in x ? partSpec(x.part).section : '');
  const alternatives = (game.legalMoves(s, player) as GnpMove[]).filter((x) => x.type === m.type && section(x) === section(m));
  if (m.type === 'keep-part') return { alternatives, onlookers: seatsBut(s.players, player) };
  const target = s.step.kind === 'espionage' ? s.step.target : -1;
  return { alternatives, onlookers: seatsBut(s.players, player, target) };
};

export const gearAndPistonCli: CliKit = {
  contract: range(2, 6).map((players) => ({ players })),
  bench: [{ players: 4 }, { players: 2 }],
  // Placing an action token in planning (4 per player per round). Everything the locations then
  // ask (discards, Back Alley, the Workshop's builds...) answers a placement.
  actions: new Set(['place']),
  secret,
};

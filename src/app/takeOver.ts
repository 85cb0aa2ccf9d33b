// A visitor takes over the game the showcase is playing: the seat that stands lowest, judged only
// from what every seat sees (the public view: a seat is never chosen by a card nobody could see),
// becomes the visitor's; the others stay the same bots at the same levels; the game goes on from
// the same position (the same moves replayed). Nothing of it is kept (the kiosk keeps no save).
// Only types of the engines here and in the app kits: this loads with the kiosk's cards, not with
// the engines.
import type { GameId, PlayerId } from '../engine/core/types';
import type { SessionSetup } from '../model/setup';
import { SAVE_VERSION, type SaveRecord } from '../storage/types';
import { APP_KITS } from './kits';

/** Where each seat stands, from the public view (higher is better), as the game's app kit counts it; none for a game outside the registry. */
export const standings = (game: GameId, view: unknown): number[] => (Object.hasOwn(APP_KITS, game) ? APP_KITS[game].standings(view) : []);

/** The seat that stands lowest (of several, the one that plays last: it has had the most turns to show). */
export function losingSeat(game: GameId, view: unknown): PlayerId {
  const st = standings(game, view);
  let seat = 0;
  st.forEach((v, p) => {
    if (v <= (st[seat] as number)) seat = p;
  });
  return seat;
}

/** The game being watched as a record to go on from, with the visitor at `seat`; the rest unchanged. */
export function takeOverRecord(played: { id: string; setup: SessionSetup; moves: SaveRecord['moves'] }, seat: PlayerId, now: number): SaveRecord {
  const { showcase: _shown, ...setup } = played.setup;
  const seats = setup.seats.map((s, p) => (p === seat ? { kind: 'human' as const } : s));
  return {
    id: `${played.id}-visitor`,
    game: setup.game,
    setup: { ...setup, seats, named: true },
    seed: setup.options.seed,
    moves: played.moves.map((m) => ({ ...m })),
    meta: { players: seats.length, turn: played.moves.length, date: now, status: 'playing' },
    version: SAVE_VERSION,
  };
}

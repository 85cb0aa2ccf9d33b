// A visitor takes over the game the showcase is playing: the seat that stands lowest, judged only
// from what every seat sees (the public view: a seat is never chosen by a card nobody could see),
// becomes the visitor's; the others stay the same bots at the same levels; the game goes on from
// the same position (the same moves replayed). Nothing of it is kept (the kiosk keeps no save).
// Only types of the engines here: this loads with the kiosk's cards, not with the engines.
import type { GameId, PlayerId } from '../engine/core/types';
import type { GnpView } from '../engine/gear-and-piston/types';
import type { GearsView } from '../engine/gears/types';
import type { InnovationView } from '../engine/innovation/view';
import type { SessionSetup } from '../model/setup';
import { SAVE_VERSION, type SaveRecord } from '../storage/types';

/**
 * Where each seat stands, from the public view (higher is better): Gears, the codes entered (a
 * code sent counts half); Innovation, achievements first, then the ages in the score pile; Gear &
 * Piston, the parts in the car.
 */
export function standings(game: GameId, view: unknown): number[] {
  switch (game) {
    case 'gears':
      return (view as GearsView).seats.map((s) => s.score);
    case 'innovation':
      // Nobody sees a score pile's cards, only their ages (the public view has the ages alone; an
      // Echoes card's back is the negative of its age, so a back counts by its size).
      return (view as InnovationView).players.map((p) => p.achievements.length * 1000 + p.score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? Math.abs(c) : 0), 0));
    case 'gear-and-piston':
      return (view as GnpView).seats.map((s) => [...s.car.front, ...s.car.back].filter((cell) => cell !== null).length);
    default:
      return [];
  }
}

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

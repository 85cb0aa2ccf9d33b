// What a seat knows of gears hidden where they lie. Hands are public (V-HANDS); the only secret a
// seat can learn is another seat's face-down gear, by the day Saboteur's look, and that gear is
// turned and shown in the same step-2 action (turning.ts turnAndReveal), so there is nothing to
// remember past it: the view shows the gear while the look lasts, and this lists it as a fact.
import type { KnownFact } from '../core/types';
import type { GearsView } from './types';

export function knownFacts(view: GearsView): KnownFact[] {
  const me = view.viewer;
  if (me === null) return [];
  const out: KnownFact[] = [];
  for (const seat of view.seats) {
    const g = seat.table;
    if (seat.seat === me || g === null || g.faceUp || g.gear === null || g.side === null) continue;
    out.push({ item: g.gear, zone: 'table', player: seat.seat, side: g.side });
  }
  return out;
}

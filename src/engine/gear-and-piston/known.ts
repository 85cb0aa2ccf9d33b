// What a seat knows of tiles hidden where they lie (§8): Gear & Piston keeps who knows each tile
// with the tile itself (a bit per seat, tiles.ts), so a view already names every tile its seat
// saw go into another's hand, learned by Espionage, or left under the New stack from a Black
// Market. This lists them as facts for a "What you know" panel. The game keeps no clock for them.
import type { KnownFact } from '../core/types';
import type { GnpView, SeenPart } from './types';

const hidden = (x: SeenPart): boolean => x === 'hidden-new' || x === 'hidden-junk';

export function knownFacts(view: GnpView): KnownFact[] {
  const me = view.viewer;
  if (me === null) return [];
  const out: KnownFact[] = [];
  view.seats.forEach((seat, player) => {
    if (player === me) return;
    for (const part of seat.hand) if (!hidden(part)) out.push({ item: part, zone: 'hand', player });
  });
  if (view.step.kind === 'black-market' && view.actor !== me && view.actor !== null) {
    for (const part of view.step.drawn) if (!hidden(part)) out.push({ item: part, zone: 'black-market', player: view.actor });
  }
  const stack = view.newStack;
  stack.forEach((part, fromBottom) => {
    if (!hidden(part)) out.push({ item: part, zone: 'new-stack', player: -1, fromBottom, fromTop: stack.length - 1 - fromBottom });
  });
  return out;
}

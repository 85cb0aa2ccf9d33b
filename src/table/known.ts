// The "What you know" panel's lines: what the viewer's own view says it knows of hidden things
// (the engine's knownFacts), each in a game's words — the card, tile or gear as a link to its
// zoom, and where it lies now. Drawn from the snapshot's view, never the state: it can say only
// what that seat has seen. Facts are listed by place: each seat's places in seat order, then the
// shared piles, the next to be drawn first.
import type { KnownFact } from '../engine/core/types';
import type { RichText } from './rich';

/** Where a game's zones come in the list (unlisted zones last). */
export function byPlace(zones: readonly string[]): (a: KnownFact, b: KnownFact) => number {
  const rank = (f: KnownFact) => {
    const i = zones.indexOf(f.zone);
    return i < 0 ? zones.length : i;
  };
  // A shared place (player -1) after the seats' own.
  const seatRank = (f: KnownFact) => (f.player < 0 ? Number.MAX_SAFE_INTEGER : f.player);
  return (a, b) => seatRank(a) - seatRank(b) || rank(a) - rank(b) || (a.pile ?? 0) - (b.pile ?? 0) || (a.fromTop ?? 0) - (b.fromTop ?? 0);
}

/** The facts of a view, in order, each as a line. */
export function knownLines(facts: readonly KnownFact[], zones: readonly string[], line: (f: KnownFact) => RichText): RichText[] {
  return [...facts].sort(byPlace(zones)).map(line);
}

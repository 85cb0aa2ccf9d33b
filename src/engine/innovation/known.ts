// What a seat's memory (memory.ts) puts in its view, and how a determinization honours it: each
// tracked card with the place it lies in now, read from the state. A card in a hand, score pile
// or achievements is known to be there, not at which position (a person holding a face-down pile
// does not know the order either); a card in a supply pile is known by its place from the bottom,
// which decides when it is drawn.
import type { KnownFact, PlayerId } from '../core/types';
import { ageOf, backOf, isEchoes } from './facts';
import type { CardId, InnovationState } from './types';
import type { InnovationView, KnownCard } from './view-types';
import { locate } from './zones';

export type { KnownCard } from './view-types';

/** The viewer's tracked cards where they lie now; null when it tracks none (or is a spectator). */
export function knownCards(s: InnovationState, viewer: PlayerId | null): KnownCard[] | null {
  const tracked = viewer === null ? undefined : s.memory?.[viewer];
  if (tracked === undefined || tracked.length === 0) return null;
  const out: KnownCard[] = [];
  for (const { card, since } of tracked) {
    const at = locate(s, card);
    if (at === null) throw new Error(`memory: '${card}' is nowhere`);
    const zone = at.zone;
    if (zone !== 'hand' && zone !== 'score' && zone !== 'achievements' && zone !== 'supply' && zone !== 'forecast') {
      throw new Error(`memory: seat ${viewer} tracks '${card}', which lies in sight (${zone})`);
    }
    out.push(zone === 'supply' ? { card, zone, player: -1, fromBottom: at.index, since } : { card, zone, player: at.player, since });
  }
  return out;
}

/**
 * Puts each known card into a copy of the view's lists (a hand as ages, with ids where the viewer
 * sees them): in the first slot of its age of the list it lies in, or at its place in its supply
 * pile. `placed` holds the cards the lists name already (shown during this action); they stay.
 */
export function placeKnown(
  known: readonly KnownCard[],
  placed: ReadonlySet<string>,
  lists: {
    hands: (string | number)[][];
    scores: (string | number)[][];
    achievements: (string | number)[][];
    offered: (string | number)[];
    forecasts?: (string | number)[][];
  },
  supply: (CardId | null)[][],
  echoesSupply: (CardId | null)[][] = [],
): void {
  for (const k of known) {
    if (placed.has(k.card)) continue;
    const age = ageOf(k.card);
    const back = backOf(k.card);
    if (k.zone === 'supply') {
      const pile = (isEchoes(k.card) ? echoesSupply : supply)[age - 1] as (CardId | null)[];
      const i = k.fromBottom ?? -1;
      if (i < 0 || i >= pile.length || pile[i] !== null) throw new Error(`determinize: no place ${i} in the age-${age} pile`);
      pile[i] = k.card;
      continue;
    }
    const list =
      k.zone === 'hand'
        ? lists.hands[k.player]
        : k.zone === 'score'
          ? lists.scores[k.player]
          : k.zone === 'forecast'
            ? lists.forecasts?.[k.player]
            : k.player < 0
              ? lists.offered
              : lists.achievements[k.player];
    const slot = list === undefined ? -1 : list.indexOf(back);
    if (slot < 0) throw new Error(`determinize: no hidden age-${age} card in ${k.zone} ${k.player} for '${k.card}'`);
    (list as (string | number)[])[slot] = k.card;
  }
}

/** The view's memory as facts for a "What you know" panel: each card, where, and since which turn. */
export function knownFacts(view: InnovationView): KnownFact[] {
  return (view.known ?? []).map((k): KnownFact => {
    if (k.zone !== 'supply') return { item: k.card, zone: k.zone, player: k.player, since: k.since };
    const age = ageOf(k.card);
    const fromBottom = k.fromBottom as number;
    const sizes = isEchoes(k.card) ? (view.echoes ?? []) : view.supply;
    const fromTop = (sizes[age - 1] as number) - 1 - fromBottom;
    return { item: k.card, zone: 'supply', player: -1, pile: age, fromBottom, fromTop, since: k.since };
  });
}

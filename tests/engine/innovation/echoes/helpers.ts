// Helpers for Echoes of the Past rule tests, on top of the base helpers (all re-exported).
//
//   const g0 = startEchoes({
//     players: [{ board: { blue: ['ruler'] }, hand: ['oars'], forecast: ['bangle'] }, {}],
//     supply: { 2: ['calendar'] },   // base cards on top of the base 2 pile; Echoes cards listed
//                                    // here go on top of the Echoes 2 pile, in the order given
//   });
//   let g = dogma(g0, 'ruler');      // runs the pile's visible echo effects first, then the dogma
//   expect(echoRuns(g)).toEqual([{ card: 'ruler', player: 0 }]);
//   expect(forecast(g, 0)).toEqual(['bangle']);
//
// startEchoes is `start` with `expansions: ['echoes']`: every seat has a forecast (ScenarioPlayer
// `forecast`), the Echoes supply piles exist (`echoesExhausted` empties some), the Echoes specials
// are on offer, and the draw rule applies (hand not empty and no Echoes card in it: an Echoes
// card). A promotion after a Meld action asks a 'cards' question in zone 'forecast' (answer with
// pick(g, card), or decline), then a 'choice' whether to dogma the promoted card (yes / decline).
// withEntries lets a mechanism test give cards entries of its own for one test (the real entries
// come back afterwards), and withoutEntries takes them away for one test, so the mechanisms are
// tested whatever the card helpers have written.
import type { PlayerId } from '../../../../src/engine/core/types';
import { CARD_ENTRIES } from '../../../../src/engine/innovation/cards/index';
import type { CardEntry } from '../../../../src/engine/innovation/entry';
import type { CardId } from '../../../../src/engine/innovation/types';
import { ECHO_EFFECT } from '../../../../src/engine/innovation/types';
import { innovation } from '../../../../src/engine/innovation/definition';
import { decline, type Game, pick, play, question, type Scenario, start } from '../helpers';

export * from '../helpers';

/** A position with Echoes in play (see the comment at the top). */
export function startEchoes(d: Omit<Scenario, 'expansions'>): Game {
  return start({ ...d, expansions: ['echoes'] });
}

/** Seat p's forecast, bottom (oldest) first. */
export const forecast = (g: Game, p: PlayerId): CardId[] => g.s.players[p]!.forecast ?? [];
/** The top card of the Echoes supply pile of that age (the next one drawn). */
export const echoesTop = (g: Game, age: number): CardId | undefined => g.s.echoes?.[age - 1]?.at(-1);
/** The echo effects run so far, in order: which card's, and who ran it. */
export const echoRuns = (g: Game): { card: CardId; player: PlayerId }[] =>
  g.events.filter((e) => e.type === 'effect-start' && e.effect === ECHO_EFFECT).map((e) => ({ card: e.card as CardId, player: e.player as PlayerId }));

/** Runs fn as if these cards had no entry yet (a card not written), then puts the registry back. */
export function withoutEntries<T>(ids: CardId[], fn: () => T): T {
  const saved = ids.map((id) => [id, CARD_ENTRIES[id]] as const);
  for (const id of ids) delete CARD_ENTRIES[id];
  try {
    return fn();
  } finally {
    for (const [id, old] of saved) if (old) CARD_ENTRIES[id] = old;
  }
}

/** Runs fn with these card entries in the registry (replacing any real ones), then puts the registry back. */
export function withEntries<T>(entries: CardEntry[], fn: () => T): T {
  const saved = entries.map((e) => [e.id, CARD_ENTRIES[e.id]] as const);
  for (const e of entries) CARD_ENTRIES[e.id] = e;
  try {
    return fn();
  } finally {
    for (const [id, old] of saved) {
      if (old) CARD_ENTRIES[id] = old;
      else delete CARD_ENTRIES[id];
    }
  }
}

/** Answers a 'choice' question with the named choice. */
export const choose = (g: Game, choice: string): Game => play(g, { type: 'choice', choice });
/** The bottom card of a base supply pile, and of an Echoes supply pile. */
export const supplyBottom = (g: Game, age: number): CardId | undefined => g.s.supply[age - 1]?.[0];
export const echoesBottom = (g: Game, age: number): CardId | undefined => g.s.echoes?.[age - 1]?.[0];
/** The game's outcome (null while it runs). */
export const outcome = (g: Game) => innovation.outcome(g.s);

/**
 * Answers a question asked one card at a time (echoes/cards/one-by-one.ts: "any number", "five
 * cards") with these cards in turn, then declines if the same question is still open.
 */
export function pickEach(g: Game, ...cards: CardId[]): Game {
  const prompt = question(g)?.prompt;
  let next = g;
  for (const c of cards) next = pick(next, c);
  const q = question(next);
  return q && q.prompt === prompt && q.optional ? decline(next) : next;
}

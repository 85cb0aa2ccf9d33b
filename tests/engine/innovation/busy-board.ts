// The busy random board of the card sweeps (sweep.test.ts, echoes/sweep.test.ts): 2–4 seats
// (4 in teams half the time), piles of every colour under random splays, hands, score piles,
// achievements and, with Echoes, forecasts, dealt from the cards given; the swept card on top of
// the current player's pile of its colour. One builder, so both sweeps build their boards alike.
import type { Rng } from '../../../src/engine/core/rng';
import { colorOf } from '../../../src/engine/innovation/facts';
import { buildScenario, type ScenarioPlayer } from '../../../src/engine/innovation/scenario';
import type { CardId, Color, Edition, Expansion, InnovationState, Splay } from '../../../src/engine/innovation/types';
import { COLORS, SPLAYS } from '../../../src/engine/innovation/types';

export interface BusyBoardSpec {
  /** The cards dealt from (the swept card excepted). */
  cards: readonly CardId[];
  /** Each pile under the top holds 0 to pileDepth - 1 cards (rng.int(pileDepth)). */
  pileDepth: number;
  /** Each seat's forecast holds 0–3 cards (Echoes); none without. */
  forecasts: boolean;
  edition?: Edition;
  expansions?: Expansion[];
}

/** A random mid-game position with `card` on top of the current player's pile of its colour. */
export function busyBoard(card: CardId, rng: Rng, spec: BusyBoardSpec): InnovationState {
  const players = 2 + rng.int(3);
  const teams = players === 4 && rng.int(2) === 0;
  const byColor = new Map<Color, CardId[]>();
  for (const c of COLORS) byColor.set(c, rng.shuffle(spec.cards.filter((id) => id !== card && colorOf(id) === c)));
  const loose = rng.shuffle(spec.cards.filter((id) => id !== card));
  const used = new Set<CardId>([card]);
  const take = (list: CardId[]): CardId | null => {
    for (let c = list.pop(); c !== undefined; c = list.pop()) {
      if (used.has(c)) continue;
      used.add(c);
      return c;
    }
    return null;
  };
  const pickLoose = (n: number) => {
    const out: CardId[] = [];
    for (let i = 0; i < n; i++) {
      const c = take(loose);
      if (c) out.push(c);
    }
    return out;
  };
  const current = rng.int(players);
  const seats: ScenarioPlayer[] = [];
  for (let p = 0; p < players; p++) {
    const board: Partial<Record<Color, CardId[]>> = {};
    const splay: Partial<Record<Color, Splay>> = {};
    for (const color of COLORS) {
      const pile: CardId[] = [];
      for (let n = rng.int(spec.pileDepth); n > 0; n--) {
        const c = take(byColor.get(color) as CardId[]);
        if (c) pile.push(c);
      }
      if (p === current && color === colorOf(card)) pile.push(card);
      if (pile.length > 0) board[color] = pile;
      if (pile.length >= 2) splay[color] = rng.pick(SPLAYS);
    }
    // Dealt in this order (hand, score, forecast, achievements): the draws of rng decide the boards.
    const hand = pickLoose(rng.int(6));
    const score = pickLoose(rng.int(7));
    const forecast = spec.forecasts ? { forecast: pickLoose(rng.int(4)) } : {};
    seats.push({ board, splay, hand, score, ...forecast, achievements: pickLoose(rng.int(2)) });
  }
  return buildScenario({
    players: seats,
    teams,
    current,
    ...(spec.edition ? { edition: spec.edition } : {}),
    ...(spec.expansions ? { expansions: spec.expansions } : {}),
    seed: rng.int(1 << 30),
    actionsLeft: 1 + rng.int(2),
  });
}

// Final scoring (§11): investors, the largest colour area, volatility not cancelled by wrenches; and
// the ranking with the tie-breaks of house rule A-26.
import type { Outcome, PlayerId } from '../core/types';
import { carWrenches, largestColourArea, realPartCount, scrapCount, tallyCar } from './car-checks';
import { HOUSE_RULES, type TieBreak } from './house-rules';
import { investor, investorScore } from './investors';
import { partSpec } from './parts';
import type { Cell, FinalScore, GnpState } from './types';

/** Score one completed, joined car (§11). `scrapNeeded` says whether completion added scrap. */
export function scoreCar(cells: readonly Cell[], investorIds: readonly string[], scrapNeeded: boolean): FinalScore {
  const tally = tallyCar(cells);
  const investors = investorIds.map((id) => investorScore(investor(id), tally));
  const colourArea = largestColourArea(cells);
  let volatility = 0;
  for (const cell of cells) if (cell !== null) volatility += partSpec(cell).volatility;
  const wrenches = carWrenches(cells);
  const penalty = Math.max(0, volatility - wrenches);
  let total = colourArea - penalty;
  for (const v of investors) total += v;
  return {
    investors,
    colourArea,
    volatility,
    wrenches,
    penalty,
    total,
    parts: realPartCount(cells),
    scrap: scrapCount(cells),
    scrapNeeded,
  };
}

function compareTieBreak(a: FinalScore, b: FinalScore, rule: TieBreak): number {
  switch (rule) {
    case 'lower-volatility':
      return a.volatility - b.volatility;
    case 'more-parts':
      return b.parts - a.parts;
    case 'fewer-scrap':
      return a.scrap - b.scrap;
  }
}

/** Negative when a ranks before b: higher total, then the tie-breaks in HOUSE_RULES order. */
export function compareFinal(a: FinalScore, b: FinalScore): number {
  if (a.total !== b.total) return b.total - a.total;
  for (const rule of HOUSE_RULES.tieBreaks) {
    const d = compareTieBreak(a, b, rule);
    if (d !== 0) return d;
  }
  return 0;
}

/** The Outcome of a finished game; null while it is running. */
export function outcomeOf(state: GnpState): Outcome | null {
  const final = state.final;
  if (state.phase !== 'over' || final === null) return null;
  const order: PlayerId[] = final.map((_, i) => i);
  order.sort((a, b) => compareFinal(final[a] as FinalScore, final[b] as FinalScore) || a - b);
  const ranking: PlayerId[][] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    const head = group?.[0];
    if (group && head !== undefined && compareFinal(final[head] as FinalScore, final[seat] as FinalScore) === 0) {
      group.push(seat);
    } else ranking.push([seat]);
  }
  return {
    winners: ranking[0] ?? [],
    ranking,
    scores: final.map((f) => f.total),
    reason: state.endTriggers.includes('complete-car') ? 'complete-car' : 'stack-empty',
  };
}

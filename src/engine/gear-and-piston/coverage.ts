// What a finished game exercised, for the simulator's coverage table. Besides the investors that
// scored and the end triggers, one `rounds:N` entry per game and one `car-needed-scrap` per car
// completed with scrap, so a run's table gives the average length and the share of scrapped cars.
import type { GnpState } from './types';

export function coverageOf(s: GnpState): string[] {
  const out: string[] = [];
  if (s.final === null) return out;
  s.investors.forEach((id, k) => {
    if (s.final?.some((f) => (f.investors[k] ?? 0) > 0)) out.push(`investor:${id}`);
  });
  for (const trigger of s.endTriggers) out.push(`end:${trigger}`);
  if (s.final.some((f) => f.scrapNeeded)) out.push('scrap-needed');
  for (const f of s.final) if (f.scrapNeeded) out.push('car-needed-scrap');
  out.push(`rounds:${s.round}`);
  return out;
}

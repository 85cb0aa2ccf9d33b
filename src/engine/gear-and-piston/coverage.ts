// What a finished game exercised, for the simulator's coverage table.
import type { GnpState } from './types';

export function coverageOf(s: GnpState): string[] {
  const out: string[] = [];
  if (s.final === null) return out;
  s.investors.forEach((id, k) => {
    if (s.final?.some((f) => (f.investors[k] ?? 0) > 0)) out.push(`investor:${id}`);
  });
  for (const trigger of s.endTriggers) out.push(`end:${trigger}`);
  if (s.final.some((f) => f.scrapNeeded)) out.push('scrap-needed');
  return out;
}

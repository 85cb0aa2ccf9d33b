// The game-over dialog's score table for Gear & Piston (§11): per seat, what each investor pays,
// the largest colour area, and the volatility penalty (volatility less wrenches), which sum to
// the total the outcome ranks by.
import type { Outcome } from '../../engine/core/types';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import type { ScoreBreakdown } from '../model';
import { investorName } from './help';

export function scoreBreakdown(view: GnpView, outcome: Outcome | null): ScoreBreakdown | null {
  const final = view.final;
  if (!final || !outcome) return null;
  const columns = [
    ...view.investors.map(investorName),
    t('gnp.breakdown.area'),
    t('gnp.breakdown.volatility'),
    t('gnp.breakdown.wrenches'),
    t('gnp.breakdown.penalty'),
    t('gnp.breakdown.total'),
  ];
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
  const rows = outcome.ranking.flat().map((seat) => {
    const f = final[seat];
    if (!f) return { seat, cells: [] };
    return {
      seat,
      cells: [...f.investors.map(signed), signed(f.colourArea), f.volatility, f.wrenches, signed(-f.penalty), f.total],
    };
  });
  return { caption: t('gnp.breakdown.caption'), columns, rows };
}

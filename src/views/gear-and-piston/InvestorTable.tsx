// The two investors' values side by side as a small table: per icon kind, what the first two
// icons pay each investor and what every further icon adds; with the viewer's car, what it has
// and what each investor would pay for it now.
import type { IconTally } from '../../engine/gear-and-piston/investors';
import { ICONS } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';
import { investorName } from '../../table/gear-and-piston/help';
import { investorPays, investorRows } from '../../table/gear-and-piston/investorTable';
import { Glyph } from './PartArt';

export function InvestorsTable({ investors, tally, caption }: { investors: readonly string[]; tally: IconTally | null; caption?: string }) {
  const rows = investors.map((id) => investorRows(id));
  return (
    <table class="gnp-investors">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('gnp.inv.firstTwo')}</th>
          {investors.map((id) => (
            <th key={id} scope="col">
              {investorName(id)}
            </th>
          ))}
          {tally && <th scope="col">{t('gnp.inv.yourCar')}</th>}
        </tr>
      </thead>
      <tbody>
        {ICONS.map((icon, k) => (
          <tr key={icon}>
            <th scope="row">
              <Glyph of={icon} size={18} /> {tk(`gnp.icon.${icon}`)}
            </th>
            {rows.map((r, i) => (
              <td key={investors[i]}>{r[k]?.two ?? 0}</td>
            ))}
            {tally && <td>{tally[icon]}</td>}
          </tr>
        ))}
        <tr>
          <th scope="row">{t('gnp.inv.furtherRow')}</th>
          {rows.map((r, i) => (
            <td key={investors[i]}>+{r[0]?.further ?? 0}</td>
          ))}
          {tally && <td />}
        </tr>
        {tally && (
          <tr class="gnp-investors-now">
            <th scope="row">{t('gnp.inv.paysNow')}</th>
            {investors.map((id) => (
              <td key={id}>{t('gnp.score', { n: investorPays(id, tally).total })}</td>
            ))}
            <td />
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** One investor, large: its ladder of points for 0 to 5 icons of each kind. */
export function InvestorLadder({ id }: { id: string }) {
  const rows = investorRows(id, 5);
  const counts = rows[0]?.ladder.map((_, n) => n) ?? [];
  return (
    <table class="gnp-ladder">
      <caption>{t('gnp.inv.ladderCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('gnp.inv.icon')}</th>
          {counts.map((n) => (
            <th key={n} scope="col">
              {t('gnp.inv.count', { n })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.icon}>
            <th scope="row">
              <Glyph of={r.icon} size={18} /> {tk(`gnp.icon.${r.icon}`)}
            </th>
            {r.ladder.map((v, n) => (
              <td key={counts[n]}>{v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

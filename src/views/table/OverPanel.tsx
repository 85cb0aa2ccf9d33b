// Game over: the winners, why the game ended and the ranking with scores. It can be closed to
// study the final board (the header's "Result" button reopens it); Review (the coach) lists the
// player's weakest decisions. In the showcase the next game
// follows by itself, so there are no buttons. While saves fail (a full disk) the storage banner
// is in the panel, and leaving it (Play again, Replay, Menu) asks first, with the export at hand.
import { useState } from 'preact/hooks';
import { navigate } from '../../app/navigation';
import { appServices } from '../../app/services';
import type { LiveGame } from '../../app/table-session';
import { type MessageKey, formatScore, hasKey, joinList, getLang, t } from '../../i18n';
import { seatName } from '../../table/seats';
import type { ScoreBreakdown, TableChrome } from '../../table/model';
import { Dialog } from '../Dialog';
import '../styles/breakdown.css';
import { kioskLocked, leaveLabel } from '../kiosk/lockdown';
import { LeaveDialog } from './LeaveDialog';
import { SaveBanner } from './SaveBanner';
import { useDispatch } from './context';
import { leaveTable } from './leave';

export function overReason(reason: string): string {
  const key = `over.reason.${reason}`;
  return hasKey(key) ? t(key as MessageKey) : t('over.reason.other', { reason });
}

export function OverPanel({ chrome, session, onReview, onClose }: { chrome: TableChrome; session: LiveGame; onReview: (() => void) | null; onClose: (() => void) | null }) {
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const dispatch = useDispatch();
  const s = chrome.snapshot;
  const o = s.outcome;
  if (!o) return null;
  const problem = session.snapshot.saveProblem;
  /** An action that leaves this table: asked first while the game is not saved. */
  const leave = (go: () => void) => () => (problem ? setLeaving(() => go) : go());
  const name = (p: number) => seatName(s.setup, p, s.viewer);
  const headline = o.winners.length === 0 ? t('over.nobody') : t('over.winners', { names: joinList(o.winners.map(name), getLang()), n: o.winners.length });
  const rows: { rank: number; seat: number }[] = [];
  let rank = 1;
  for (const group of o.ranking) {
    for (const p of group) rows.push({ rank, seat: p });
    rank += group.length;
  }
  const again = () => {
    const setup = { ...session.setup, options: { ...session.setup.options, seed: (session.setup.options.seed + 7919) | 0 } };
    void appServices()
      .newSession(setup)
      .then((next) => navigate({ name: 'table', session: next }));
  };
  return (
    <Dialog title={t('over.title')} onClose={onClose} class="over">
      {problem && <SaveBanner problem={problem} retry={() => dispatch({ kind: 'retrySave' })} record={() => session.toSaveRecord()} />}
      <p class="over-headline">{headline}</p>
      <p class="muted">{overReason(o.reason)}</p>
      <ol class="over-ranking">
        {rows.map((r) => (
          <li key={r.seat} class={`seat-${r.seat}`}>
            {t('over.rank', { rank: r.rank, name: name(r.seat), score: formatScore(o.scores[r.seat] ?? 0) })}
          </li>
        ))}
      </ol>
      {chrome.breakdown && <BreakdownTable breakdown={chrome.breakdown} name={name} />}
      {!chrome.showcase && (
        <div class="dialog-actions">
          <button type="button" class="primary" onClick={leave(again)}>
            {t('over.again')}
          </button>
          {onReview && (
            <button type="button" aria-description={t('review.button.hint')} onClick={onReview}>
              {t('review.button')}
            </button>
          )}
          {!kioskLocked() && (
            <button type="button" onClick={leave(() => navigate({ name: 'replay', record: session.toSaveRecord() }))}>
              {t('replay.button')}
            </button>
          )}
          <button type="button" onClick={leave(() => leaveTable())}>
            {leaveLabel(t('over.menu'))}
          </button>
        </div>
      )}
      {leaving && <LeaveDialog session={session} onClose={() => setLeaving(null)} onLeave={leaving} />}
    </Dialog>
  );
}

/**
 * How each score was made: a row per seat (ranking order), a column per part of the score. On a
 * narrow screen each row stacks its cells under the seat's name, each with its column's name; the
 * explicit roles keep it a table for screen readers whatever the display.
 */
function BreakdownTable({ breakdown, name }: { breakdown: ScoreBreakdown; name: (seat: number) => string }) {
  return (
    <div class="over-breakdown-wrap">
      {/* biome-ignore lint/a11y/noRedundantRoles: the narrow layout changes the display of the table's parts */}
      <table class="over-breakdown" role="table">
        <caption>{breakdown.caption}</caption>
        <thead>
          {/* biome-ignore lint/a11y/noRedundantRoles: see above */}
          <tr role="row">
            {/* biome-ignore lint/a11y/noRedundantRoles: see above */}
            <th scope="col" role="columnheader">
              {t('over.player')}
            </th>
            {breakdown.columns.map((c) => (
              // biome-ignore lint/a11y/noRedundantRoles: see above
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdown.rows.map((r) => (
            // biome-ignore lint/a11y/noRedundantRoles: see above
            <tr key={r.seat} class={`seat-${r.seat}`} role="row">
              {/* biome-ignore lint/a11y/noRedundantRoles: see above */}
              <th scope="row" role="rowheader">
                {name(r.seat)}
              </th>
              {r.cells.map((c, i) => (
                // biome-ignore lint/a11y/noRedundantRoles: see above
                <td key={breakdown.columns[i]} data-label={breakdown.columns[i]} role="cell">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

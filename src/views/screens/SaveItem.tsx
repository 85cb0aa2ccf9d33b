// One saved game in the Load list: its game and state, its seats, where it stands, when it was
// saved; Open, Export and Delete (each named with the game, for screen readers).
import { getLang, joinList, t, tk } from '../../i18n';
import type { SaveRecord } from '../../app/stored';
import { saveProgress, seatKinds } from './saveSummary';

const formatDate = (ms: number) => new Intl.DateTimeFormat(getLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

/** "Gears, 14 Mar 2025, 15:30": how a confirm or a button names this save. */
export const saveTitle = (r: SaveRecord): string => `${tk(`game.${r.game}.name`)}, ${formatDate(r.meta.date)}`;

function progressText(r: SaveRecord): string {
  const p = saveProgress(r);
  const moves = t('load.moves', { n: r.moves.length });
  if (!p) return moves;
  const where = p.unit === 'turn' ? t('load.turn', { n: p.n }) : p.total ? t('load.roundOf', { n: p.n, total: p.total }) : t('load.round', { n: p.n });
  return `${where} · ${moves}`;
}

export function SaveItem({ record: r, onOpen, onExport, onDelete }: { record: SaveRecord; onOpen: () => void; onExport: () => void; onDelete: () => void }) {
  const over = r.meta.status === 'over';
  const seats = joinList(seatKinds(r).map((k) => (k === 'human' ? t('setup.human') : tk(`level.${k}`))), getLang());
  const title = saveTitle(r);
  const headingId = `save-${r.id.replace(/[^\w-]/g, '_')}`;
  return (
    <li class="save" aria-labelledby={headingId}>
      <div class="save-text">
        <h2 id={headingId}>
          {tk(`game.${r.game}.name`)}
          {r.meta.name && <span class="muted"> · {r.meta.name}</span>}
          <span class={over ? 'badge badge--over' : 'badge'}>{over ? t('load.finished') : t('load.playing')}</span>
        </h2>
        <p>
          {t('load.players', { n: r.meta.players })} · {seats}
        </p>
        <p class="muted">
          {progressText(r)} · {t('load.savedAt', { date: formatDate(r.meta.date) })}
        </p>
      </div>
      <div class="save-actions">
        <button type="button" class="primary" onClick={onOpen} aria-label={t('load.openNamed', { game: title })}>
          {t('load.open')}
        </button>
        <button type="button" onClick={onExport} aria-label={t('load.exportNamed', { game: title })}>
          {t('load.export')}
        </button>
        <button type="button" onClick={onDelete} aria-label={t('load.deleteNamed', { game: title })}>
          {t('load.delete')}
        </button>
      </div>
    </li>
  );
}

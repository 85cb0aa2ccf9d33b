// A game as a file: (options, seed, moves) and who sat where, as JSON the player downloads.
// (The screens branch owns this module and its importGame; this is the export the table's
// storage-full banner needs, with the same signature.)
import type { SaveRecord } from '../storage/types';

export const EXPORT_FORMAT = 'boardwright-game';

/** Downloads the game as a JSON file; nothing is written to storage. */
export function exportGame(record: SaveRecord): void {
  const data = { format: EXPORT_FORMAT, version: record.version, game: record.game, setup: record.setup, seed: record.seed, moves: record.moves, meta: record.meta };
  const blob = new Blob([JSON.stringify(data)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `boardwright-${record.game}-${new Date(record.meta.date).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

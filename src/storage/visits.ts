// The kiosk's visitor counts (src/model/visits.ts), one entry of the settings store: no new
// database version, and a failed write reported as every other write is (writeFailure).
import type { GameId } from '../engine/core/types';
import { VISIT_DAYS_KEPT, type VisitCount, type VisitRow, addVisit, hourOf, readVisitRows } from '../model/visits';
import type { Backend } from './backend';
import { writeFailure } from './saves';
import type { WriteResult } from './types';

const KEY = 'visits';

export interface VisitsApi {
  add(at: number, game: GameId, count: VisitCount, by?: number): Promise<WriteResult>;
  rows(): Promise<VisitRow[]>;
  reset(): Promise<WriteResult>;
}

export function createVisits(backend: Backend): VisitsApi {
  return {
    async add(at, game, count, by = 1) {
      const oldest = hourOf(at - VISIT_DAYS_KEPT * 86_400_000);
      try {
        await backend.update('settings', KEY, (old) => ({
          key: KEY,
          value: addVisit(readVisitRows((old as { value?: unknown } | undefined)?.value), hourOf(at), game, count, by, oldest),
        }));
        return { ok: true };
      } catch (e) {
        return writeFailure(e);
      }
    },
    async rows() {
      try {
        return readVisitRows(((await backend.get('settings', KEY)) as { value?: unknown } | undefined)?.value);
      } catch {
        return [];
      }
    },
    async reset() {
      try {
        await backend.delete('settings', KEY);
        return { ok: true };
      } catch (e) {
        return writeFailure(e);
      }
    },
  };
}

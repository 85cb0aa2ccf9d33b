// A game another tab plays (app/ownership.ts): what this tab may do instead, as the owner gate
// offers it — take the game over from where the other tab left it, or go on with a copy of it as a
// new game. Each reads and writes the saves here, so the gate (a view) never touches storage.
import type { Result } from '../engine/core/errors';
import { newSaveId } from '../storage/saves';
import { appServices } from './services';
import type { LiveGame } from './table-session';

/** The game taken over here, from its last save (the other tab's moves, not this tab's older ones). */
export async function takeOverGame(session: LiveGame): Promise<Result<LiveGame>> {
  const app = appServices();
  const saved = await app.store.saves.load(session.saveId);
  if (!saved.ok) return saved;
  return { ok: true, value: await app.sessionFromSave(saved.value, { takeOver: true }) };
}

/** A copy of the game as this tab has it, saved as a new game of its own and opened. */
export async function copyGame(session: LiveGame): Promise<Result<LiveGame>> {
  const app = appServices();
  const record = { ...session.toSaveRecord(), id: newSaveId(session.setup.game) };
  delete record.rev;
  const written = await app.store.saves.autosave(record);
  if (!written.ok) return written;
  return { ok: true, value: await app.sessionFromSave(record) };
}

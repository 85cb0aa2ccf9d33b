// A game to a file and back: export downloads the record's (setup, seed, moves) as JSON; import
// reads a file the player picked, checks it as strictly as a save from disk, and keeps it as a
// new game of its own. Load and the table both call these.
import type { Result } from '../engine/core/errors';
import { checkGameFileSize, gameFileName, makeGameFile, readGameFile } from '../storage/gameFile';
import { newSaveId } from '../storage/saves';
import type { SaveRecord } from '../storage/types';
import { appServices } from './services';

/** Downloads the game as a .json file (a Blob URL on an <a download>; nothing leaves the device). */
export function exportGame(record: SaveRecord): void {
  const now = Date.now();
  const blob = new Blob([`${JSON.stringify(makeGameFile(record, now), null, 1)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = gameFileName(record, now);
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL may go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Reads a game file into a new save (its own id, dated now) and writes it. A bad file, or a
 * failed write, gives an error value and leaves the saves as they were.
 */
export async function importGame(file: File): Promise<Result<SaveRecord>> {
  // The size first: a file far too large is refused before a byte of it is read.
  const size = checkGameFileSize(file.size);
  if (!size.ok) return size;
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, error: { code: 'not-json', message: e instanceof Error ? e.message : String(e) } };
  }
  const now = Date.now();
  const read = readGameFile(text, { newId: (game) => newSaveId(game, now), now });
  if (!read.ok) return read;
  const record = read.value;
  const write = await appServices().store.saves.autosave(record);
  // The device's reason, not the file's: a full disk says so.
  if (!write.ok) return { ok: false, error: { code: write.notice === 'notice.storageFull' ? 'storage-full' : 'write-failed', message: write.error.message } };
  return { ok: true, value: record };
}

// A card's English text lives in one place, the catalogue (inno.card.<id>): the card code names
// the card and says why it reads it so, but never restates its text (72 of 101 restatements had
// drifted from the catalogue's wording). A comment "Name — text…" before an entry's id fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..', 'src', 'engine', 'innovation');
const FOLDERS = ['cards', join('echoes', 'cards')];

function cardFiles(): string[] {
  const out: string[] = [];
  for (const folder of FOLDERS) {
    let names: string[] = [];
    try {
      names = readdirSync(join(ROOT, folder));
    } catch {
      continue; // a folder not there yet has no restatements
    }
    for (const n of names) if (n.endsWith('.ts')) out.push(join(ROOT, folder, n));
  }
  return out;
}

/** The comment lines right above each `id: '…'` line, with the id. */
function entryComments(text: string): { id: string; comment: string }[] {
  const lines = text.split('\n');
  const out: { id: string; comment: string }[] = [];
  lines.forEach((line, i) => {
    const id = /^\s*id: '([^']+)'/.exec(line)?.[1];
    if (!id) return;
    const above: string[] = [];
    for (let j = i - 1; j >= 0 && (lines[j] ?? '').trim().startsWith('//'); j--) above.unshift((lines[j] ?? '').trim());
    out.push({ id, comment: above.join(' ') });
  });
  return out;
}

describe("each Innovation card's English text lives once, in the catalogue", () => {
  it('no card entry restates its text in a comment', () => {
    const files = cardFiles();
    expect(files.length).toBeGreaterThanOrEqual(10);
    const restated: string[] = [];
    let entries = 0;
    for (const f of files) {
      for (const e of entryComments(readFileSync(f, 'utf8'))) {
        entries++;
        if (/ — /.test(e.comment)) restated.push(`${e.id}: ${e.comment.slice(0, 60)}…`);
      }
    }
    expect(entries).toBeGreaterThanOrEqual(105);
    expect(restated).toEqual([]);
  });
});

// One module per game per layer: what a layer needs from a game is a field of the game's kit, in
// the game's own folder, found through the layer's one registry — never a branch on the game's
// id in a shared file (docs/architecture.md, "Adding a game"). Checked for the layers whose
// registries are kits (engine, ai, cli, table, board, views, app); storage is not there yet.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../src/engine/core/types';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');
const LAYERS = ['engine', 'ai', 'cli', 'table', 'board', 'views', 'app'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return (GAME_IDS as readonly string[]).includes(e.name) ? [] : files(p);
    // A file named by a game is that game's own module (views/nv/innovation.ts), not a shared one.
    if ((GAME_IDS as readonly string[]).includes(e.name.replace(/\.(ts|tsx)$/, ''))) return [];
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('game kits', () => {
  it('no shared file of engine, ai, cli, table, board, views or app branches on a game id', () => {
    const ids = GAME_IDS.map((id) => id.replace(/[-]/g, '\\-')).join('|');
    const branch = new RegExp(`[!=]==\\s*'(${ids})'|'(${ids})'\\s*[!=]==|case\\s+'(${ids})'`);
    const found: string[] = [];
    for (const layer of LAYERS) {
      for (const file of files(join(SRC, layer))) {
        const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
        code.split('\n').forEach((line, i) => {
          if (branch.test(line)) found.push(`${relative(SRC, file)}:${i + 1} ${line.trim()}`);
        });
      }
    }
    expect(found).toEqual([]);
  });

  it('views and app hold a table by game only in their one registry (kits.ts)', () => {
    // A `Record<GameId, …>` elsewhere is a second place a new game must be added to.
    const byGame = /Record<GameId\b|\[\w+ in GameId\]/;
    const found = ['views', 'app'].flatMap((layer) => files(join(SRC, layer)).filter((file) => byGame.test(readFileSync(file, 'utf8'))));
    expect(found.map((file) => relative(SRC, file)).sort()).toEqual(['app/kits.ts', 'views/kits.ts']);
  });

});

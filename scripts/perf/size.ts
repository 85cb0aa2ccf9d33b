// What an install downloads: the entries of the precache manifest in dist/sw.js (their files'
// sizes on disk), and each JS chunk raw and gzipped (zlib's default level, as `vite build` reports).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { markdownTable } from './common';

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Chunks in kB (1000 bytes), as `vite build` prints them. */
const kB = (bytes: number) => `${(bytes / 1000).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kB`;
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** The URLs of the precache manifest (Workbox writes them as {url:"…",revision:…}). */
export function precacheUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1] as string);
}

export function sizePart(dist: string): string {
  const urls = precacheUrls(dist);
  if (urls.length === 0) throw new Error(`No precache manifest found in ${join(dist, 'sw.js')}.`);
  const byKind = new Map<string, number>();
  let total = 0;
  for (const url of urls) {
    const size = statSync(join(dist, url)).size;
    total += size;
    const kind = extname(url).slice(1) || 'other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
  }
  const kinds = [...byKind].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${KiB(v)}`);
  const assets = join(dist, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const body = readFileSync(join(assets, f));
      return { f, raw: body.length, gzip: gzipSync(body).length };
    })
    .sort((a, b) => b.raw - a.raw);
  const rows = chunks.map((c) => [`\`assets/${c.f}\``, kB(c.raw), kB(c.gzip)]);
  rows.push(['all JS chunks', kB(chunks.reduce((s, c) => s + c.raw, 0)), kB(chunks.reduce((s, c) => s + c.gzip, 0))]);
  return [
    `Precache: ${urls.length} entries, ${MiB(total)} (${KiB(total)}); by kind: ${kinds.join(', ')}.`,
    '',
    markdownTable(['JS chunk', 'raw', 'gzip'], rows),
  ].join('\n');
}

// The HTTP headers every host should send with the app (issue 45): a strict Content-Security-Policy,
// who may frame it, no MIME sniffing and no referrer. The build writes them into dist/_headers
// (vite.config.ts, securityHeaders), which Netlify and Cloudflare Pages read, and `vite preview`
// (`npm start`, the e2e server) sends what that file says. The policy allows the page's inline
// script and style by their hashes, computed from the built index.html, so a change to either can
// never leave the policy behind.
import { createHash } from 'node:crypto';

/** The `sha256-…` source of a text, as CSP hashes an inline script or style (its UTF-8 bytes). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The hash sources of the page's inline scripts (a script with src= is a file) and inline styles. */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(m[1] ?? '')) scripts.push(sha256Source(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(sha256Source(m[1] ?? ''));
  return { scripts, styles };
}

/**
 * Who may show the app in a frame (CSP frame-ancestors), from a build setting: nobody by default
 * ('none'); a kiosk venue that shows the app inside its own page lists its origins, separated by
 * spaces or commas ("https://venue.example https://screens.venue.example"), or 'self'.
 */
export function frameAncestors(setting: string | undefined): string[] {
  const list = (setting ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return ["'none'"];
  for (const s of list) {
    if (!/^('self'|'none'|https?:\/\/[a-z0-9.*-]+(:\d+)?)$/i.test(s)) throw new Error(`BOARDWRIGHT_FRAME_ANCESTORS: '${s}' is not an origin (https://host[:port]) nor 'self'.`);
  }
  return list;
}

/**
 * The policy. Everything from the app's own origin; inline code only by hash; images also as
 * data: and blob: URLs (the board's loader turns its SVGs into blob: images, and Phaser's built-in
 * textures are data: URLs); the bot worker and the service worker from the origin; no plugins;
 * no <base> elsewhere, and forms (none today) only to the origin.
 */
export function contentSecurityPolicy(hashes: InlineHashes, ancestors: readonly string[]): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.scripts],
    ['style-src', "'self'", ...hashes.styles],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...ancestors],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header, name → value. X-Frame-Options for browsers without frame-ancestors, when nobody may frame. */
export function securityHeaders(hashes: InlineHashes, ancestors: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes, ancestors),
    'X-Content-Type-Options': 'nosniff',
    // The address holds a game's setup and seed: nothing of it goes to another site.
    'Referrer-Policy': 'no-referrer',
    ...(ancestors.length === 1 && ancestors[0] === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}

/** The `_headers` file (Netlify, Cloudflare Pages): the headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Written by the build (scripts/hosting/security-headers.ts); see the README for other hosts.\n/*\n${lines.join('\n')}\n`;
}

/** The headers a `_headers` file gives every path (its `/*` rule), for the preview server. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let all = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      all = line.trim() === '/*';
      continue;
    }
    const at = line.indexOf(':');
    if (all && at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

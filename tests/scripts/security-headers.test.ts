// The security headers (issue 45): the policy allows the page's inline script and style by their
// hashes and nothing else inline, frames only for the origins the build names, and the _headers
// file the build writes reads back as the same headers (what the preview server sends).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  frameAncestors,
  headersFile,
  inlineHashes,
  readHeadersFile,
  securityHeaders,
  sha256Source,
} from '../../scripts/hosting/security-headers';

const PAGE = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-X.js"></script>
<style>html{color:red}</style>
</head><body><div id="screen"></div>
<script>if(location.search)console.log('é')</script>
</body></html>`;

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('hashes a text as the browser does (SHA-256 of its UTF-8 bytes, base64)', () => {
    // The empty string's SHA-256, a published test vector.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('takes the inline script and style of the page, not the script files', () => {
    const sha = (s: string) => `'sha256-${createHash('sha256').update(Buffer.from(s, 'utf8')).digest('base64')}'`;
    expect(inlineHashes(PAGE)).toEqual({ scripts: [sha("if(location.search)console.log('é')")], styles: [sha('html{color:red}')] });
  });

  it('allows inline code by hash only, and nobody to frame the app by default', () => {
    const hashes = inlineHashes(PAGE);
    const csp = contentSecurityPolicy(hashes, frameAncestors(undefined));
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hashes.scripts[0]}`);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' ${hashes.styles[0]}`);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it("a venue's origins may frame it (BOARDWRIGHT_FRAME_ANCESTORS); anything else is refused", () => {
    expect(frameAncestors('https://venue.example, https://screens.venue.example:8443')).toEqual(['https://venue.example', 'https://screens.venue.example:8443']);
    expect(frameAncestors("'self'")).toEqual(["'self'"]);
    expect(frameAncestors('  ')).toEqual(["'none'"]);
    expect(() => frameAncestors("https://venue.example; script-src 'unsafe-inline'")).toThrow(/not an origin/);
    expect(() => frameAncestors('*')).toThrow(/not an origin/);
  });
});

describe('the headers and their file', () => {
  it('says nosniff, no referrer, and X-Frame-Options only when nobody may frame', () => {
    const none = securityHeaders(inlineHashes(PAGE), ["'none'"]);
    expect(none['X-Content-Type-Options']).toBe('nosniff');
    expect(none['Referrer-Policy']).toBe('no-referrer');
    expect(none['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders(inlineHashes(PAGE), ['https://venue.example'])['X-Frame-Options']).toBeUndefined();
  });

  it('the _headers file gives every path those headers, and reads back the same', () => {
    const headers = securityHeaders(inlineHashes(PAGE), ["'none'"]);
    const file = headersFile(headers);
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: /);
    expect(readHeadersFile(file)).toEqual(headers);
  });

  it("reads only the /* rule of a host's _headers file", () => {
    const file = '/assets/*\n  Cache-Control: immutable\n/*\n  X-Content-Type-Options: nosniff\n';
    expect(readHeadersFile(file)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});

// Finds Debian's Chromium for playwright-core, installing it when missing and running as root.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

// /usr/bin/chromium is Debian's wrapper script; the binary behind it takes the flags directly.
const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function found(): string | undefined {
  return process.env.CHROMIUM_PATH ?? CANDIDATES.find((p) => existsSync(p));
}

/** The Chromium binary; installs the Debian package when it is missing and we are root. */
export function chromiumPath(): string {
  const path = found();
  if (path) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      'End-to-end tests need Chromium at /usr/bin/chromium. Install it with ' +
        '`sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then run `npm run test:e2e` again.',
    );
  }
  console.log('Chromium is missing: installing the Debian package (apt-get install -y chromium)...');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
  const after = found();
  if (!after) throw new Error('apt-get installed chromium but no binary was found at /usr/bin/chromium.');
  return after;
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A persistent context over a fresh temporary profile (service workers and IndexedDB persist in it). */
export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bw-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

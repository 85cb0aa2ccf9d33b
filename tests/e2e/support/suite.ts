// One production server and one browser per e2e file, set up and torn down the same way in every
// file: `const app = appSuite()` at the top of the file, then `app.server.url`, `app.newPage()`.
// Pages can be closed after each test (a table left open would go on playing in the background).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installProbes, watchErrors } from './app';
import { type Browser, launchBrowser } from './chromium';
import { type Preview, startPreview } from './server';

export interface Size {
  width: number;
  height: number;
}

export interface AppSuite {
  /** The preview server (a file that stops it to test offline starts the next one here). */
  server: Preview;
  browser: Browser;
  /** A page at that size (the suite's default otherwise) with its console errors collected. */
  newPage(size?: Size): Promise<{ page: Page; errors: string[] }>;
}

export interface SuiteOptions {
  /** The viewport of newPage() without a size. */
  size?: Size;
  /** Close every page a test opened once it ends, passed or failed. */
  closePages?: boolean;
  /** Runs after the browser and server are gone (metrics to print or write). */
  after?: () => void;
}

export function appSuite(options: SuiteOptions = {}): AppSuite {
  const size = options.size ?? { width: 1280, height: 800 };
  const opened: Page[] = [];
  const suite = {
    async newPage(at: Size = size) {
      const page = await suite.browser.context.newPage();
      if (options.closePages) opened.push(page);
      await page.setViewportSize(at);
      return { page, errors: watchErrors(page) };
    },
  } as AppSuite;

  beforeAll(async () => {
    suite.server = await startPreview();
    suite.browser = await launchBrowser();
    await installProbes(suite.browser.context);
  });
  if (options.closePages) {
    afterEach(async () => {
      for (const p of opened.splice(0)) await p.close().catch(() => undefined);
    });
  }
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    options.after?.();
  });
  return suite;
}

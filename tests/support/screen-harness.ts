// What a happy-dom view test opens, taken down after each test by one set of hooks instead of the
// same `let`s, beforeEach and afterEach in every file: the rendered table (renderTable), any other
// screen or the whole app (renderScreen, renderApp), the session it plays and the real bots.
import { afterEach, beforeEach } from 'vitest';
import type { GameSession } from '../../src/app/session';
import { setLang } from '../../src/i18n';
import type { RenderedTable, workerBots } from './table';

export interface ScreenHarness {
  /** The table screen the test rendered; unmounted after the test. */
  table: RenderedTable | null;
  /** Any other screen, or the whole app, the test rendered; unmounted after the test. */
  screen: { root: HTMLElement; unmount: () => void } | null;
  /** The session the test plays; disposed after the screens are gone. */
  session: GameSession | null;
  /** The real bots the test started; disposed last. */
  bots: ReturnType<typeof workerBots> | null;
}

/**
 * Registers the hooks in the calling test file (call it at the top level, or in a describe for
 * its tests only): each test starts in English with nothing open; afterwards what it set in the
 * returned object is taken down, screens first, then the session, then the bots.
 */
export function useScreen(): ScreenHarness {
  const ui: ScreenHarness = { table: null, screen: null, session: null, bots: null };
  beforeEach(() => {
    setLang('en');
  });
  afterEach(() => {
    ui.table?.unmount();
    ui.table = null;
    ui.screen?.unmount();
    ui.screen = null;
    ui.session?.dispose();
    ui.session = null;
    ui.bots?.dispose();
    ui.bots = null;
  });
  return ui;
}

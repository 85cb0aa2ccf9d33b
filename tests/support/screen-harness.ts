// What a happy-dom view test opens, taken down after each test by one set of hooks instead of the
// same `let`s, beforeEach and afterEach in every file: the rendered table (renderTable), any other
// screen or the whole app (renderScreen, renderApp), the session it plays and the real bots.
import { afterEach, beforeEach } from 'vitest';
import type { AppServices } from '../../src/app/services';
import type { GameSession } from '../../src/app/session';
import type { GameId } from '../../src/engine/core/types';
import { type UiLang, loadLang, setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { type RenderedTable, appServicesForTest, kept, newGame, workerBots } from './table';

export interface ScreenHarness {
  /** The table screen the test rendered; unmounted after the test. */
  table: RenderedTable | null;
  /** Any other screen, or the whole app, the test rendered; unmounted after the test. */
  screen: { root: HTMLElement; unmount: () => void } | null;
  /** The session the test plays; disposed after the screens are gone. */
  session: GameSession | null;
  /** The real bots the test started; disposed last. */
  bots: ReturnType<typeof workerBots> | null;
  /**
   * A two-player game of `game`, the human (seat 0) against an easy bot, with the real bots (the
   * coach's hints and reviews need them): the app's services in `lang` at instant speed, the game
   * kept in their store. Sets `session` and `bots`; the test renders what it needs.
   */
  humanVsEasyBot(game: GameId, seed: number, lang?: UiLang): Promise<{ services: AppServices; session: GameSession }>;
}

/**
 * Registers the hooks in the calling test file (call it at the top level, or in a describe for
 * its tests only): each test starts in English with nothing open; afterwards what it set in the
 * returned object is taken down, screens first, then the session, then the bots.
 */
export function useScreen(): ScreenHarness {
  const ui: ScreenHarness = {
    table: null,
    screen: null,
    session: null,
    bots: null,
    async humanVsEasyBot(game, seed, lang = 'en') {
      if (lang !== 'en') await loadLang(lang);
      const bots = workerBots();
      ui.bots = bots;
      const services = appServicesForTest({ speed: 'instant', lang }, { bots });
      setLang(lang);
      const setup: SessionSetup = { game, options: { players: 2, seed }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
      const session = newGame(setup, { ...kept(services), bots });
      ui.session = session;
      return { services, session };
    },
  };
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

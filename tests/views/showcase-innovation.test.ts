// @vitest-environment happy-dom
// The showcase plays Innovation on its own table, headless (tests/support/table.ts) instead of in
// Chromium (issue 44): a kiosk whose rotation is Innovation starts it (app/showcaseRun.ts), the
// app's views show the table in the showcase, and the bots play on, no seat's decisions offered.
// The rotation and the showcase's set-ups are pinned in tests/app/showcase.test.ts.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/app/pwa', () => import('../support/pwa-headless'));
import { KIOSK_IDLE_MS, createKiosk } from '../../src/app/kiosk';
import { route } from '../../src/app/navigation';
import { startNextShowcase } from '../../src/app/showcaseRun';
import { setLang } from '../../src/i18n';
import { currentTable } from '../../src/views/table/current';
import { appServicesForTest, newGame, renderApp, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

describe('the showcase, headless', () => {
  it('?kiosk=innovation runs Innovation on its own table in the showcase, bots playing', async () => {
    setLang('en');
    const kiosk = createKiosk({ onIdle: () => undefined, config: { games: ['innovation'], lang: null, speed: 'instant', sound: false, idleMs: KIOSK_IDLE_MS } });
    const services = appServicesForTest({ speed: 'instant' }, { kiosk, newSession: async (setup) => newGame(setup) });
    route.set({ name: 'boot' });
    ui.screen = await renderApp(services);
    route.set({ name: 'boot' });
    await startNextShowcase(services, { loadedAt: 0, now: () => 0, reload: () => undefined });
    const r = route.get();
    expect(r.name === 'table' && r.showcase).toBe(true);
    const table = await waitFor(() => currentTable.get(), 'the table');
    expect(table.session.setup.game).toBe('innovation');
    expect(table.session.setup.seats.every((s) => s.kind === 'bot')).toBe(true);
    // The page says what it shows, as the e2e suite read it: the showcase, Innovation, turn 5 and more.
    await waitFor(() => document.body.dataset.scene === 'showcase' && document.body.dataset.game === 'innovation', 'the showcase scene');
    await waitFor(() => Number(document.body.dataset.turn) >= 5, `turn 5; turn ${document.body.dataset.turn}`, 50_000);
    // No one's choices are offered.
    expect(table.session.snapshot.legal).toEqual([]);
    expect(table.session.snapshot.viewer).toBeNull();
    kiosk.disable();
  });
});

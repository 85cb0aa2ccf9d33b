// @vitest-environment happy-dom
// Install on the menu, headless (tests/support/table.ts) instead of in Chromium (issue 44): the
// menu offers "Install Boardwright" once the browser makes its offer (beforeinstallprompt, kept
// for our own button), and the button asks the browser once, then goes. The event itself is the
// browser's; in Chromium the e2e suite gave the page an offer of its own too, as this test does.
import { describe, expect, it } from 'vitest';

import { route } from '../../src/app/navigation';
import { watchInstallAndOffline } from '../../src/app/pwa';
import { setLang } from '../../src/i18n';
import { renderApp, tick, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';

const ui = useScreen();

const install = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Install Boardwright');

describe('Install, headless', () => {
  it('appears when the browser offers it and asks the browser once', async () => {
    setLang('en');
    watchInstallAndOffline();
    route.set({ name: 'menu' });
    ui.screen = await renderApp();
    const root = ui.screen.root;
    await waitFor(() => root.querySelector('h1'), 'the menu');
    expect(install(root)).toBeUndefined();
    let prompted = 0;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        prompted++;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
    // Kept for our own button, not the browser's mini bar.
    expect(offer.defaultPrevented).toBe(true);
    const button = await waitFor(() => install(root), 'Install Boardwright');
    button.click();
    await waitFor(() => !install(root), 'the button gone');
    await tick();
    expect(prompted).toBe(1);
  });
});

// @vitest-environment happy-dom
// A lesson whose writes fail, on the whole app's views rendered headless (tests/support/table.ts)
// instead of in Chromium (issue 44): the table says so with the save banner; Retry keeps the true
// place, and Learn to play, opened again over the same storage (a reload), resumes there. The
// keeper's writes and the place kept are pinned in tests/app/lesson-progress.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The service worker's registration is a Vite build module (virtual:pwa-register): app/pwa.ts's
// headless stand-in.
vi.mock('../../src/app/pwa', () => import('../support/pwa-headless'));
import { route } from '../../src/app/navigation';
import { createStore } from '../../src/storage';
import { appServicesForTest, renderApp, waitFor } from '../support/table';
import { useScreen } from '../support/screen-harness';
import { fillingDisk } from '../storage/fixtures';

const ui = useScreen();
beforeEach(() => {
  route.set({ name: 'menu' });
});

const buttons = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => (typeof name === 'string' ? b.textContent === name : name.test(b.textContent ?? '')));

describe('a lesson whose writes fail, headless', () => {
  it('says so with the save banner; Retry keeps the true place, and Learn to play resumes there', async () => {
    const d = fillingDisk();
    const store = createStore(d.backend);
    const open = async () => {
      ui.screen?.unmount();
      route.set({ name: 'menu' });
      ui.screen = await renderApp(appServicesForTest({ speed: 'fast' }, { store }));
      const root = ui.screen.root;
      (await waitFor(() => buttons(root, 'Learn to play')[0], 'Learn to play')).click();
      return root;
    };
    const coach = () => document.querySelector<HTMLElement>('.lesson-coach');
    const ready = (not?: string) => waitFor(() => (coach()?.dataset.busy === 'false' && coach()?.dataset.step !== not ? coach()?.dataset.step : null), `the step after ${not}`, 5000);
    const skip = async (n: number, from: string) => {
      let step = from;
      for (let i = 0; i < n; i++) {
        buttons(coach() as HTMLElement, /^Skip step/)[0]?.click();
        step = await ready(step);
      }
      return step;
    };
    const kept = async () => (await store.lessons.all()).gears?.index;
    /** Waits, by turns of the event loop, until the place kept is `n`. */
    const keptIs = async (n: number) => {
      for (let i = 0; i < 1000; i++) {
        if ((await kept()) === n) return;
        await new Promise((r) => setTimeout(r, 0));
      }
      throw new Error(`the place kept is ${await kept()}, not ${n}`);
    };

    let root = await open();
    (await waitFor(() => buttons(root, 'Start: Gears').find((b) => !b.disabled), 'the Gears lesson')).click();
    let step = await skip(2, await ready());
    await keptIs(2);
    d.state.full = true;
    step = await skip(3, step);
    const banner = () => [...document.querySelectorAll<HTMLElement>('[role=alert]')].find((e) => e.textContent?.includes('your place in this lesson is not being kept'));
    await waitFor(banner, 'the save banner');
    expect(await kept()).toBe(2); // behind, and the table says so

    d.state.full = false;
    buttons(banner() as HTMLElement, 'Retry')[0]?.click();
    await waitFor(() => !banner(), 'the banner gone');
    await keptIs(5);

    // A reload: the app's views again over the same storage; Learn to play resumes at that step.
    root = await open();
    const resume = await waitFor(() => buttons(root, /^Resume Gears at step 6 of /)[0], 'Resume Gears at step 6');
    resume.click();
    expect(await ready()).toBe(step);
  });
});

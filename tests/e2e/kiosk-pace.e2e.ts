// The showcase's pace as a passer-by watches it, at 1920×1080 (issue 42's "Done when"): over 90 s
// of watching, the median caption stays at least 2.5 s on screen, and a Gears game lasts at least
// two minutes; no caption says "Bot n" while the seats have names. The show's time is the page's
// fake clock (page.clock), run forward only while no bot answer is awaited from the worker (its
// thinking takes real time the fake clock would otherwise skip or stretch), so 90 s of show take
// a fraction of that in the test.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForData } from './support/app';
import { appSuite } from './support/suite';
import { passFirstStart } from './support/venue';
import { whiteTiles } from './support/whiteAreas';

const app = appSuite({ size: { width: 1920, height: 1080 }, closePages: true });

interface Watch {
  /** Requests sent to the worker and not answered yet. */
  inFlight: number;
  /** Each caption as it changed, at the page's (fake) time. */
  lines: { text: string; at: number }[];
  /** The showcase's phases as they changed, at the page's time. */
  phases: { phase: string; at: number }[];
}

/** Before any app script: counts the worker's open requests, and notes every caption and phase change. */
async function watchShow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w: Watch = { inFlight: 0, lines: [], phases: [] };
    (window as unknown as { __watch: Watch }).__watch = w;
    const post = Worker.prototype.postMessage;
    const counted = new WeakSet<Worker>();
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      if (!counted.has(this)) {
        counted.add(this);
        this.addEventListener('message', () => {
          w.inFlight = Math.max(0, w.inFlight - 1);
        });
      }
      w.inFlight++;
      return post.apply(this, args as never);
    } as Worker['postMessage'];
    const note = () => {
      const text = document.querySelector('.kiosk-line')?.textContent ?? '';
      if (text && text !== w.lines.at(-1)?.text) w.lines.push({ text, at: Date.now() });
      const phase = document.body.dataset.kiosk ?? '';
      if (phase !== (w.phases.at(-1)?.phase ?? '')) w.phases.push({ phase, at: Date.now() });
    };
    document.addEventListener('DOMContentLoaded', () => new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-kiosk'] }));
  });
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

/**
 * Runs the page's clock `ms` forward in small steps, each only while the worker owes no answer
 * (a bot's thinking is real time: the clock waits for it as a person would).
 */
async function showTime(page: Page, ms: number, until?: () => Promise<boolean>): Promise<void> {
  const STEP = 100;
  for (let run = 0; run < ms; ) {
    const busy = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch.inFlight > 0);
    if (busy) {
      await page.waitForTimeout(5);
      continue;
    }
    await page.clock.runFor(STEP);
    run += STEP;
    if (until && (await until())) return;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2 : 0;
};

describe('the showcase at the pace of a passer-by', () => {
  it('over 90 s of watching the median caption stays ≥ 2.5 s, a Gears game lasts ≥ 2 minutes, no caption says "Bot n", and no screen has a large pure-white area', async () => {
    const { page, errors } = await app.newPage();
    await watchShow(page);
    await page.clock.install({ time: new Date(2026, 11, 7, 11, 0) });
    await page.goto(`${app.server.url}?kiosk=gears&lang=en`);
    await passFirstStart(page);
    await waitForData(page, 'scene', 'showcase');
    // The title card (no large pure-white area on it: burn-in), then the game.
    await page.locator('.kiosk-title-name').waitFor();
    expect(await whiteTiles(page)).toBe(0);
    await showTime(page, 20_000, async () => (await page.evaluate(() => document.body.dataset.kiosk)) === 'play');
    const start = (await watched(page)).phases.find((p) => p.phase === 'play')?.at as number;
    expect(start).toBeDefined();
    const real = Date.now();
    await showTime(page, 90_000);
    const seen = await watched(page);
    const lines = seen.lines.filter((l) => l.at >= start);
    const shown = lines.slice(0, -1).map((l, i) => (lines[i + 1] as { at: number }).at - l.at);
    console.log(`kiosk pace: ${lines.length} captions in 90 s of show (${Math.round((Date.now() - real) / 1000)} s real); median ${median(shown)} ms`);
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(median(shown)).toBeGreaterThanOrEqual(2500);
    // Burn-in care: no large pure-white area on the table either.
    expect(await whiteTiles(page)).toBe(0);
    // The seats are named (Gus, Hana...): never "Bot 2".
    expect(lines.filter((l) => /\bBot \d/.test(l.text))).toEqual([]);
    // Still the same game after 90 s; on to two minutes of play: no results card before.
    await showTime(page, 30_000, async () => (await page.evaluate(() => document.body.dataset.kiosk)) === 'results');
    const results = (await watched(page)).phases.find((p) => p.phase === 'results' && p.at > start);
    expect(results?.at ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(start + 120_000);
    expect(errors).toEqual([]);
    // The white-area check sees white where there is some (a blank page).
    const blank = (await app.newPage()).page;
    await blank.setContent('<body style="margin:0;background:#fff"></body>');
    expect(await whiteTiles(blank)).toBeGreaterThan(100);
  }, 600_000);
});

// Echoes of the Past on a phone (390×844, touch, taps only): a set position found by seeded play
// (support/echoes-positions.ts) is opened with Continue. Seat 0 shows a bonus in its score; its
// dogma of Bell runs Bell's echo effect before the dogma's effect, which foreshadows a 2; melding
// a card of age 2 or more next promotes that card from the forecast. The log says each step.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bonusPoints, scorePileValue } from '../../src/engine/innovation/board';
import { facts } from '../../src/engine/innovation/facts';
import type { InnovationView } from '../../src/engine/innovation/view';
import { cardName } from '../../src/table/innovation/names';
import { hookSnapshot, putSave, waitForData } from './support/app';
import { foundRecord } from '../support/positions';
import { BELL_TURN } from './support/echoes-positions';
import { decisionReady, newPhone, PORTRAIT, probe, tapControl, usePhones } from './support/phone';
import { appSuite } from './support/suite';

const app = appSuite({ closePages: true });
const phones = usePhones();

const buttons = (page: Page, name: RegExp) => page.locator('.decision fieldset button:not([disabled])').filter({ hasText: name });
const logTexts = (page: Page) => page.locator('[role=log] .log-entry').allTextContents();
const viewNow = async (page: Page) => (await hookSnapshot(page))?.view as InnovationView;

/** Taps the first button matching one of `names`, in that order of preference, when the human owes a decision. */
async function tapFirst(page: Page, names: RegExp[]): Promise<void> {
  await decisionReady(page);
  for (const name of names) {
    const b = buttons(page, name).first();
    if ((await b.count()) > 0) {
      await tapControl(page, b);
      return;
    }
  }
  throw new Error(`none of ${names.join(', ')} among ${(await page.locator('.decision fieldset button').allTextContents()).join(' | ')}`);
}

describe('Echoes of the Past on a phone', () => {
  it('a bonus shows in the score; an echo effect runs before the dogma; a card is foreshadowed, then promoted', async () => {
    const found = BELL_TURN();
    const { page, errors, context } = await newPhone(phones(), PORTRAIT);
    await page.goto(`${app.server.url}/?speed=instant`);
    await waitForData(page, 'scene', 'menu');
    await putSave(page, foundRecord('innovation', found, { expansions: 'echoes' }));
    await page.reload();
    await waitForData(page, 'menu', 'ready');
    await page.getByRole('button', { name: 'Continue', exact: true }).tap();
    await waitForData(page, 'scene', 'table');
    await decisionReady(page);

    // The score on the board is the score pile plus the bonus points, and the forecast has its row.
    const me = found.state.players[0]!;
    expect(bonusPoints(me)).toBeGreaterThan(0);
    const labels = await probe<string[]>(page, 'labels');
    const score = `Score ${scorePileValue(me) + bonusPoints(me)}`;
    expect(labels.some((l) => l === score || l.startsWith(`${score} ·`) || l.includes(` ${score} ·`))).toBe(true);
    expect(labels.some((l) => l.includes('Forecast 0'))).toBe(true);

    // Dogma Bell: its echo effect (may score a card: declined) runs first, then it foreshadows a 2.
    await tapFirst(page, [/^Dogma\.\.\./]);
    await tapFirst(page, [/^Dogma Bell/]);
    for (let i = 0; i < 6 && ((await viewNow(page)).players[0]?.forecast?.length ?? 0) === 0; i++) {
      await tapFirst(page, [/^Run Bell/, /^Decline$/]);
    }
    await expect.poll(async () => (await viewNow(page)).players[0]?.forecast?.length ?? 0).toBe(1);
    await expect.poll(async () => (await logTexts(page)).some((l) => l.includes('(you) foreshadows'))).toBe(true);
    const log = await logTexts(page);
    const echo = log.findIndex((l) => l.includes('carries out the echo effect of Bell'));
    const foreshadow = log.findIndex((l) => l.includes('(you) foreshadows'));
    expect(log.some((l) => l.includes('1 echo effect runs first'))).toBe(true);
    expect(echo).toBeGreaterThanOrEqual(0);
    expect(foreshadow).toBeGreaterThan(echo);
    const forecast = (await viewNow(page)).players[0]!.forecast![0] as string;
    expect(typeof forecast).toBe('string');

    // Meld the hand's 2: the forecast card (a 2) may be promoted; its button names it; then no free dogma.
    const two = found.state.players[0]!.hand.find((c) => facts(c).age >= 2) as string;
    const meld = new RegExp(`^Meld ${cardName(two)}`);
    await tapFirst(page, [meld, /^Meld\.\.\./]);
    if ((await buttons(page, meld).count()) > 0) await tapFirst(page, [meld]);
    await decisionReady(page);
    expect(await page.locator('.decision .prompt').textContent()).toMatch(/forecast/);
    await tapFirst(page, [/^(?!Decline)/]);
    await tapFirst(page, [/^Decline$/]);
    await expect.poll(async () => (await viewNow(page)).players[0]?.forecast?.length ?? -1).toBe(0);
    // The log shows the move's lines as the table catches up with the position.
    await expect.poll(async () => (await logTexts(page)).some((l) => /promotes .+ from the forecast\./.test(l))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

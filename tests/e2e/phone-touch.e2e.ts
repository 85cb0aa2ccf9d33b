// Every decision by one short tap, on emulated phones (touch, 390×844 and 844×390), in each game:
// the decision's buttons with locator.tap() — Innovation's dogma list included, whose "Dogma
// <card>" did nothing on a phone — and the cards with page.touchscreen.tap(), which open the card
// (its zoom), where acting is a button — except a glowing car cell of Gear & Piston, the answer to a
// choice its button started, which one tap plays. A card just drawn takes a tap before the board's
// next frame; after a low button of a long list is tapped, the next question shows from its prompt.
// Each dogma of the Dogma… list says under its name who shares it and whom its demand hits.
// An opened card fits the screen, its offer in sight without scrolling (a turned phone too).
// At 1440×900 a click on your own top card opens it too and plays nothing. Never click() on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partSpec } from '../../src/engine/gear-and-piston/parts';
import type { Cell, GnpMove, GnpView } from '../../src/engine/gear-and-piston/types';
import { continueFound, hookSnapshot } from './support/app';
import { findGame, WORKSHOP } from './support/gnp-positions';
import { moveCount as movesOf, decisionReady, LANDSCAPE, newPhone, openPhone, PORTRAIT, probe, tapCanvas, tapControl, usePhones } from './support/phone';
import { appSuite } from './support/suite';

// The bots answer at 'instant' where a tap's effect at a decision is checked (no animation to wait
// for); the rotated Gears test keeps 'fast': a frame not drawn since the rotation is its point.
const app = appSuite({ size: { width: 1440, height: 900 }, closePages: true });
const phones = usePhones();

type Build = Extract<GnpMove, { type: 'build' }>;
type Dismantle = Extract<GnpMove, { type: 'dismantle' }>;
const viewNow = async (page: Page) => (await hookSnapshot(page))?.view as GnpView;
const legalNow = async (page: Page) => ((await hookSnapshot(page))?.legal ?? []) as GnpMove[];
const cellsOf = (v: GnpView, side: string): Cell[] => (side === 'back' ? v.seats[0]?.car.back : v.seats[0]?.car.front) ?? [];
const buttons = (page: Page, name: RegExp) => page.locator('.decision fieldset button:not([disabled])').filter({ hasText: name });
const zoomDialog = 'dialog.card-zoom[open]';

/**
 * As the card opens: the dialog lies within the screen's width, and its first offer on the screen
 * without scrolling (on a turned phone it lay below the dialog's fold).
 */
async function offerInSight(page: Page): Promise<void> {
  const { dialog, offer, width, height } = await page.evaluate((sel) => {
    const box = (el: Element | null) => el?.getBoundingClientRect().toJSON() as DOMRect | undefined;
    return { dialog: box(document.querySelector(sel)), offer: box(document.querySelector(`${sel} .zoom-offers button`)), width: innerWidth, height: innerHeight };
  }, zoomDialog);
  expect(dialog && dialog.left >= 0 && dialog.right <= width).toBe(true);
  expect(offer && offer.top >= 0 && offer.bottom <= height).toBe(true);
}

/** Each dogma button of the list shows its note (sharers, demand) inside it, at 12 px or more; its name is without it. */
async function notesShown(page: Page): Promise<void> {
  const list = buttons(page, /^Dogma (?!\.\.\.)/);
  const n = await list.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const b = list.nth(i);
    const note = b.locator('.button-note');
    expect(await note.textContent()).toMatch(/shares|demand/);
    await expect.poll(() => note.isVisible()).toBe(true);
    const [box, inner, px] = await Promise.all([b.boundingBox(), note.boundingBox(), note.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))]);
    expect(box && inner && inner.y >= box.y && inner.y + inner.height <= box.y + box.height + 0.5).toBe(true);
    expect(px).toBeGreaterThanOrEqual(12);
    expect(await b.evaluate((el) => el.getAttribute('aria-description') ?? '')).toMatch(/shares|demand/);
  }
  // The note is not part of a button's name (the description says it): a screen reader hears the card first.
  expect(await page.locator('.decision fieldset').getByRole('button', { name: /shares|demand/ }).count()).toBe(0);
}

for (const size of [PORTRAIT, LANDSCAPE]) {
  const at = `${size.width}×${size.height}`;
  describe(`by touch at ${at}`, () => {
    it(`Innovation: melds, draws, the Dogma… menu and a "Dogma <card>" of its list, each one tap; a top card tapped opens, its dogma a button there`, async () => {
      const { page, errors, context } = await openPhone(phones(), size, `${app.server.url}?game=innovation&players=2&bots=human,random&seed=11&speed=instant`);
      const tapped = new Set<string>();
      let moves = 0;
      let zoomed = false;
      for (let i = 0; i < 24 && (moves < 6 || !tapped.has('dogma') || !zoomed); i++) {
        await decisionReady(page);
        const labels = await page.locator('.decision fieldset button:not([disabled])').allTextContents();
        const has = (re: RegExp) => labels.some((l) => re.test(l));
        // Once a top card is down: tap it on the board; its zoom offers its dogma as a button.
        if (!zoomed && has(/^Dogma\.\.\./)) {
          const view = await page.evaluate(() => window.__boardwright?.snapshot().view as { players: { piles: { cards: string[] }[] }[] });
          const colours = ['blue', 'red', 'green', 'yellow', 'purple'];
          const c = view.players[0]?.piles.findIndex((p) => p.cards.length > 0) ?? -1;
          const top = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'innoPile', 0, colours[c]);
          if (top) {
            const before = await movesOf(page);
            await tapCanvas(page, top);
            const offer = page.locator(`${zoomDialog} .zoom-offers button`, { hasText: /^Dogma / });
            await offer.waitFor();
            await offerInSight(page);
            expect(await movesOf(page)).toBe(before);
            moves += (await tapControl(page, offer)) ? 1 : 0;
            zoomed = true;
            tapped.add('zoom-dogma');
            continue;
          }
        }
        let pick: RegExp;
        if (has(/^Run /)) pick = /^Run /;
        else if (has(/^Dogma (?!\.\.\.)/)) pick = /^Dogma (?!\.\.\.)/;
        else if (has(/^Dogma\.\.\./) && !tapped.has('dogma')) pick = /^Dogma\.\.\./;
        else if (has(/^Meld (?!\.\.\.)/)) pick = /^Meld (?!\.\.\.)/;
        else if (has(/^Meld\.\.\./) && i % 2 === 0) pick = /^Meld\.\.\./;
        else pick = /^(?!Back$)/;
        const kind = pick.source.startsWith('^Dogma (') ? 'dogma' : pick.source.startsWith('^Dogma') ? 'dogma-menu' : pick.source.startsWith('^Meld (') ? 'meld' : pick.source.startsWith('^Run') ? 'run' : 'other';
        // A phone cannot point at a button: each dogma of the list says under its name, readably,
        // who shares it and whom its demand hits (they showed only on hover or keyboard focus).
        if (kind === 'dogma') await notesShown(page);
        const played = await tapControl(page, buttons(page, pick).first());
        tapped.add(kind);
        if (played) moves++;
      }
      expect(tapped.has('dogma-menu') && tapped.has('dogma') && tapped.has('meld') && tapped.has('zoom-dogma')).toBe(true);
      expect(moves).toBeGreaterThanOrEqual(6);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);

    it('Gears: a hand gear tapped opens, "Place…" there, then its side, a turn and the rest, each one tap', async () => {
      const { page, errors, context } = await openPhone(phones(), size, `${app.server.url}?game=gears&players=3&bots=human,random,random&seed=11&speed=instant`);
      await decisionReady(page);
      // The gear, on the board: its zoom offers placing it.
      const before = await movesOf(page);
      const gear = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'gearsHandCard', 0);
      expect(gear).not.toBeNull();
      if (gear) await tapCanvas(page, gear);
      const place = page.locator(`${zoomDialog} .zoom-offers button`).first();
      await place.waitFor();
      await offerInSight(page);
      expect(await movesOf(page)).toBe(before);
      await tapControl(page, place);
      const kinds = new Set<string>();
      let moves = 0;
      for (let i = 0; i < 16 && moves < 6; i++) {
        await decisionReady(page, 60_000);
        const first = page.locator('.decision fieldset button:not([disabled]):not(.back)').first();
        kinds.add(((await first.textContent()) ?? '').replace(/\d+/g, '#'));
        if (await tapControl(page, first)) moves++;
      }
      expect(moves).toBeGreaterThanOrEqual(6);
      expect(kinds.size).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);

    it('Gear & Piston: a location tapped opens, "place here" there; then the decision’s buttons (locations, deals, parts), each one tap', async () => {
      const { page, errors, context } = await openPhone(phones(), size, `${app.server.url}?game=gear-and-piston&players=2&bots=human,random&seed=7&speed=instant`);
      await decisionReady(page);
      const before = await movesOf(page);
      const workshop = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'gnpLocation', 3);
      expect(workshop).not.toBeNull();
      if (workshop) await tapCanvas(page, workshop);
      const offer = page.locator(`${zoomDialog} .zoom-offers button`).first();
      await offer.waitFor();
      await offerInSight(page);
      expect(await movesOf(page)).toBe(before);
      expect(await tapControl(page, offer)).toBe(true);
      const kinds = new Set<string>();
      let moves = 1;
      for (let i = 0; i < 20 && moves < 7; i++) {
        await decisionReady(page, 60_000);
        const first = page.locator('.decision fieldset button:not([disabled]):not(.back)').first();
        kinds.add(((await first.textContent()) ?? '').split(/[ :]/)[0] ?? '');
        if (await tapControl(page, first)) moves++;
      }
      expect(moves).toBeGreaterThanOrEqual(7);
      expect(kinds.size).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);

    it('Gear & Piston: a Workshop build and a dismantle, each started by its button and finished by one tap on a glowing cell of the car', async () => {
      const found = WORKSHOP();
      const { page, errors, context } = await newPhone(phones(), size);
      await continueFound(page, app.server.url, 'gear-and-piston', found, 'Continue', (b) => b.tap());
      await decisionReady(page);
      const builds = (await legalNow(page)).filter((m): m is Build => m.type === 'build');
      // The first "Build <part>…" is the first blueprint the legal moves build; its spaces glow.
      const part = builds[0]?.part;
      expect(part).toBeDefined();
      expect(await tapControl(page, buttons(page, /^Build .*…$/).first())).toBe(false);
      await expect.poll(() => page.locator('.decision .prompt').textContent()).toMatch(/: tap a glowing space on your car\.$/);
      const target = builds.find((m) => m.part === part) as Build;
      const row = partSpec(target.part).row;
      const slot = target.col * 2 + (row === 'top' ? 0 : 1);
      expect(cellsOf(await viewNow(page), target.side)[slot] ?? null).toBeNull();
      const cell = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'gnpCell', 0, target.side, target.col, row);
      expect(cell).not.toBeNull();
      const before = await movesOf(page);
      if (cell) await tapCanvas(page, cell);
      await expect.poll(() => movesOf(page), { timeout: 10_000 }).toBe(before + 1);
      await decisionReady(page);
      expect(cellsOf(await viewNow(page), target.side)[slot]).toBe(target.part);
      // The tap played the move and did nothing else: no zoom of the part it built.
      expect(await page.locator(zoomDialog).count()).toBe(0);
      // A glowing cell that holds a part (dismantling it) plays too: the tap does not open the part.
      const off = (await legalNow(page)).find((m): m is Dismantle => m.type === 'dismantle') as Dismantle;
      const at = off.col * 2 + (off.row === 'top' ? 0 : 1);
      const gone = cellsOf(await viewNow(page), off.side)[at];
      expect(gone).toBeTruthy();
      expect(await tapControl(page, buttons(page, /^Dismantle…$/))).toBe(false);
      const held = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'gnpCell', 0, off.side, off.col, off.row);
      expect(held).not.toBeNull();
      if (held) await tapCanvas(page, held);
      await expect.poll(() => movesOf(page), { timeout: 10_000 }).toBe(before + 2);
      await decisionReady(page);
      const after = await viewNow(page);
      expect(cellsOf(after, off.side)[at] ?? null).toBeNull();
      expect([...after.newDiscard, ...after.junkDiscard]).toContain(gone);
      expect(await page.locator(zoomDialog).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  });
}

describe('a card just drawn takes a tap at once', () => {
  // Phaser listed a drawing's cards for taps only at its next frame; the board draws no frames
  // while the player thinks, so a tap soon after a redraw (a bot's move, a rotation) on a busy
  // phone fell on nothing. Here no frame comes at all after the rotation, and the tap still opens.
  it('Gears, rotated with no frame drawn since: a hand gear tapped opens its zoom', async () => {
    const { page, errors, context } = await openPhone(phones(), PORTRAIT, `${app.server.url}?game=gears&players=2&bots=human,random&seed=11&speed=fast`);
    await page.waitForFunction(() => {
      const h = window.__boardwright;
      return h !== undefined && !h.busy() && h.legal().length > 0 && h.snapshot().toAct.length === 1;
    });
    await decisionReady(page);
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.setViewportSize(LANDSCAPE);
    await page.waitForFunction(() => window.innerWidth === 844);
    // The probe finishes the new drawing (as the next task would); no frame follows it.
    const gear = await probe<{ x: number; y: number; w: number; h: number } | null>(page, 'gearsHandCard', 0);
    expect(gear).not.toBeNull();
    const before = await movesOf(page);
    if (gear) await tapCanvas(page, gear);
    await page.locator(`${zoomDialog} .zoom-offers button`).first().waitFor({ timeout: 5_000 });
    expect(await movesOf(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('the next question shows from its prompt', () => {
  // At 360×640 the words are one column under the board, a quarter of the screen high: tapping a
  // low button of a long list scrolls the prompt away. The question that follows the tap must come
  // in with its prompt in sight, not below a line of help with its buttons out of view.
  it('Gear & Piston at 360×640: the last of the Back Alley’s deals tapped, the next question’s prompt is in the column’s view', async () => {
    // The Back Alley's deals, with Union Muscle's many: a list longer than the column.
    const deals = findGame((_, legal) => legal.filter((m) => m.type === 'union-muscle').length >= 3);
    const { page, errors, context } = await newPhone(phones(), { width: 360, height: 640 });
    await continueFound(page, app.server.url, 'gear-and-piston', deals, 'Continue', (b) => b.tap());
    await decisionReady(page);
    const low = page.locator('.decision fieldset button:not([disabled]):not(.back)').last();
    await low.scrollIntoViewIfNeeded();
    const promptSeen = () =>
      page.evaluate(() => {
        const column = document.querySelector('.side')?.getBoundingClientRect();
        const prompt = document.querySelector('.decision .prompt')?.getBoundingClientRect();
        return column && prompt ? prompt.top >= column.top - 1 && prompt.bottom <= column.bottom + 1 : false;
      });
    // The premise: the list is long enough that its last button's place hides the prompt.
    expect(await promptSeen()).toBe(false);
    const shown = await page.locator('.decision .prompt').textContent();
    await tapControl(page, low);
    await expect.poll(() => page.locator('.decision .prompt').textContent()).not.toBe(shown);
    expect(await promptSeen()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('one gesture, one meaning, with a mouse too', () => {
  it('at 1440×900 a click on your own top card opens it and plays nothing; its dogma is a button in the zoom', async () => {
    const { page, errors } = await app.newPage();
    await page.goto(`${app.server.url}?game=innovation&players=2&bots=human,random&seed=11&speed=instant`);
    await decisionReady(page);
    // The first card melded: the one top card of the viewer.
    await buttons(page, /^Meld /).first().click();
    await page.waitForFunction(() => (window.__boardwright?.snapshot().view as { phase?: string } | undefined)?.phase === 'play');
    await decisionReady(page);
    const view = await page.evaluate(() => window.__boardwright?.snapshot().view as { players: { piles: { cards: string[] }[] }[] });
    const colours = ['blue', 'red', 'green', 'yellow', 'purple'];
    const c = view.players[0]?.piles.findIndex((p) => p.cards.length > 0) ?? -1;
    const top = await probe<{ x: number; y: number; w: number; h: number }>(page, 'innoPile', 0, colours[c]);
    const canvas = await page.locator('#app canvas').boundingBox();
    const before = await movesOf(page);
    await page.mouse.click((canvas?.x ?? 0) + top.x + top.w / 2, (canvas?.y ?? 0) + top.y + top.h / 2);
    await page.locator(zoomDialog).waitFor();
    await page.waitForTimeout(300);
    expect(await movesOf(page)).toBe(before);
    expect(await page.locator(`${zoomDialog} .zoom-offers button`, { hasText: /^Dogma / }).count()).toBe(1);
    // The same dogma's preview, said in the zoom (a mouse gets it by pointing too).
    expect(((await page.locator(`${zoomDialog} .zoom-offer-hint`).allTextContents()).join(' ')).length).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  }, 90_000);
});

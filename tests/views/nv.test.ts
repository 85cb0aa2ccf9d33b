// @vitest-environment happy-dom
// Screen reader mode's text table, from set positions of each game: the table controller's model
// rendered as HTML (headings per seat, lists, a car as rows) and checked word for word, in
// English and another language; nothing another seat hides is named; the announcer tells each
// live log entry once (never a log told again) and the decision when it comes; the reading keys.
import { h, render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/engine/core/types';
import { gearAndPiston } from '../../src/engine/gear-and-piston/definition';
import type { GnpState } from '../../src/engine/gear-and-piston/types';
import { gears } from '../../src/engine/gears/definition';
import { faceOf } from '../../src/engine/gears/round-card';
import type { GearsState, RoundCardId } from '../../src/engine/gears/types';
import { buildScenario } from '../../src/engine/innovation/scenario';
import { setLang } from '../../src/i18n';
import type { TableModel } from '../../src/table/model';
import { NvBoard } from '../../src/views/nv/NvBoard';
import { readKey, readout } from '../../src/views/nv/keys';
import { NewsReader } from '../../src/views/nv/news';
import { sectionWords } from '../../src/views/nv/outline';
import { VIEWS_KITS } from '../../src/views/kits';
import type { NvGame } from '../../src/views/nv/types';
import '../../src/views/nv/gear-and-piston';
import '../../src/views/nv/gears';
import '../../src/views/nv/innovation';
import { openTable, positionGame, seats } from '../support/table';

// Each game's text table, loaded as NvTable loads it (its views kit's loader).
const NV = Object.fromEntries(await Promise.all(Object.entries(VIEWS_KITS).map(async ([game, kit]) => [game, await kit.nv()] as const))) as Record<GameId, NvGame>;
const nvFor = (game: GameId): NvGame => NV[game];

/** The table's model for a set position, seat 0 (a human) deciding, bots answering with their first move. */
function modelAt(game: GameId, state: unknown, players: number): TableModel {
  return openTable(positionGame({ game, options: { players, seed: 1 }, seats: seats(players) }, state)).model();
}

/** The text table rendered into the page, as a screen reader walks it. */
function rendered(model: TableModel): HTMLElement {
  const chrome = model.chrome;
  const nv = chrome && nvFor(chrome.game);
  if (!chrome || !nv) throw new Error('nothing to render');
  const root = document.createElement('div');
  document.body.append(root);
  render(h(NvBoard, { outline: nv.outline(chrome), game: chrome.game, where: chrome.progress }), root);
  return root;
}

const headings = (root: HTMLElement, tag: string) => [...root.querySelectorAll(tag)].map((e) => e.textContent);
const text = (root: HTMLElement) => (root.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  setLang('en');
  document.body.innerHTML = '';
});

/** Innovation: piles on both boards, a hand and a score pile each; seat 0 to act. */
const innovationPosition = () =>
  buildScenario({
    players: [
      { board: { blue: ['writing'], red: ['archery', 'oars'] }, splay: { red: 'left' }, hand: ['pottery', 'agriculture'], score: ['metalworking'] },
      { board: { green: ['the-wheel'] }, hand: ['sailing'], score: ['mysticism'] },
    ],
  });

/** Gears: round 1 (R1, day: highest), Bot 2's gear placed face down, seat 0 to place. */
function gearsPosition(): GearsState {
  const s = gears.setup(gears.normalizeOptions({ players: 2, seed: 3, characters: true }));
  const order: RoundCardId[] = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'];
  return {
    ...s,
    roundOrder: order,
    ...faceOf(order, 0),
    token: 1,
    // Hands as bit masks over red, blue, yellow, purple, multicolour, grey.
    hands: [0b111010, 0b110101],
    discards: [0b000101, 0b000010],
    table: [null, { gear: 'purple', side: 2, value: 3, faceUp: false }],
    codes: [
      [
        { color: 'red', number: 4, status: 'entered' },
        { color: 'blue', number: 2, status: 'waiting' },
        { color: 'yellow', number: 1, status: 'open' },
        { color: 'purple', number: 3, status: 'open' },
      ],
      [
        { color: 'blue', number: 1, status: 'open' },
        { color: 'red', number: 2, status: 'open' },
        { color: 'yellow', number: 4, status: 'open' },
        { color: 'purple', number: 1, status: 'open' },
      ],
    ],
    crew: [
      { name: 'mechanic', side: 'day' },
      { name: 'saboteur', side: 'day' },
    ],
  };
}

/** Gear & Piston: seat 0's car has two columns (a red motor and tank over an axle and a gearbox), Bot 2 one part; seat 0 plans. */
function gnpPosition(): GnpState {
  const s = gearAndPiston.setup(gearAndPiston.normalizeOptions({ players: 2, seed: 1 }));
  const used = new Set(['N01', 'N18', 'N07', 'N13', 'N26', 'N05', 'N36']);
  const seatsNow = s.seats.map((seat) => ({ ...seat }));
  seatsNow[0] = { ...seatsNow[0]!, car: { front: ['N01', 'N18', 'N07', 'N13'], back: [], seam: null }, hand: ['N26'], handKnown: [0b01], volatility: 1 };
  seatsNow[1] = { ...seatsNow[1]!, car: { front: ['N05', null], back: [], seam: null }, hand: ['N36'], handKnown: [0b10] };
  const newStack = s.newStack.filter((p) => !used.has(p));
  return {
    ...s,
    firstPlayer: 0,
    actor: 0,
    seats: seatsNow,
    newStack,
    newStackKnown: newStack.map(() => 0),
    newDisplay: s.newDisplay.map((p) => (p && used.has(p) ? null : p)),
  };
}

describe('the text table (screen reader mode)', () => {
  it('Innovation: each seat under its heading, each pile with its top card, icons in words, count and splay; hands and score piles of others by age only', () => {
    setLang('en');
    const root = rendered(modelAt('innovation', innovationPosition(), 2));
    expect(headings(root, 'h3')).toEqual(['Supply', 'Achievements', 'You', 'Bot 2 (Random)', 'Scores']);
    const words = text(root);
    expect(words).toContain('blue: Writing on top, age 1, icons picture, lightbulb, lightbulb, crown; 1 card, not splayed');
    expect(words).toContain('red: Oars on top, age 1, icons castle, crown, picture, castle; 2 cards, splayed left');
    expect(words).toContain('green: no cards');
    expect(words).toContain('Icons on the board: crown 2, leaf 0, lightbulb 2, castle 3, factory 0, and clock 0');
    expect(words).toContain('Your turn: 2 actions left');
    expect(words).toContain('Pottery: age 1, blue, icons picture, leaf, leaf, leaf');
    expect(words).toContain('Agriculture: age 1, yellow, icons picture, leaf, leaf, leaf');
    expect(words).toContain('Metalworking (age 1)');
    expect(words).toContain('Hand: 1 card, age 1');
    expect(words).toContain('Score pile: 1 card, age 1; 1 point');
    expect(words).toContain('ages 1, 2, 3, 4, 5, 6, 7, 8, and 9');
    expect(headings(root, 'h4')).toContain('Hand, 2 cards');
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toContain('You: 1 point, 0 of 6 achievements');
    // What the bot holds is never named: the viewer knows only its ages.
    expect(words).not.toContain('Sailing');
    expect(words).not.toContain('Mysticism');
    // A card named is a button that opens it (and the card key reads it).
    expect([...root.querySelectorAll('button[data-card="writing"]')].map((b) => b.textContent)).toEqual(['Writing']);
  });

  it('Innovation in Japanese: the same table in the language’s words', () => {
    setLang('ja');
    const root = rendered(modelAt('innovation', innovationPosition(), 2));
    expect(headings(root, 'h3')).toEqual(['山札', '業績', 'あなた', 'ボット2（ランダム）', '得点']);
    expect(text(root)).toContain('赤：一番上は');
    expect(text(root)).toContain('2枚、左に展開');
  });

  it('Gears: the round card with its rule; each seat’s gear, hand, discards, codes and character; a gear face down is not named', () => {
    setLang('en');
    const model = modelAt('gears', gearsPosition(), 2);
    const root = rendered(model);
    expect(headings(root, 'h3')).toEqual(['Round card', 'You', 'Bot 2 (Random)', 'Scores']);
    const words = text(root);
    expect(words).toContain('Round 1 of 10, Day shift: Highest card');
    expect(words).toContain('the highest value wins. Gears showing the same value jam and cannot win.');
    expect(words).toContain('9 cards left');
    expect(words).toContain('No gear on the table');
    expect(words).toContain('Red gear');
    expect(words).toContain('red 4: entered');
    expect(words).toContain('blue 2: waiting for verification');
    expect(words).toContain('yellow 1: not entered');
    expect(words).toContain('Code cards, score 1 and a half');
    expect(words).toContain('Mechanic, day side: Day: turn your own gear up or down once.');
    expect(words).toContain('Holds the gear token');
    expect(words).toContain('A gear face down on the table');
    expect(words).toContain('Hand, 4 gears among these (the other is face down on the table)');
    expect(words).toContain('Discard pile, 1');
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toContain('You: score 1 and a half (1 entered, 1 waiting)');
    // The bot's face-down gear: its value is nowhere.
    const bot = sectionWords(nvFor('gears')!.outline(model.chrome!).seats[1]!);
    expect(bot).not.toContain('showing 3');
  });

  it('Gear & Piston: each car as rows (a column of the car per row, top and bottom), what it needs, the blueprints the viewer may know', () => {
    setLang('en');
    const root = rendered(modelAt('gear-and-piston', gnpPosition(), 2));
    expect(headings(root, 'h3')).toEqual(['Locations', 'Patent Office', 'Junk Yard', 'Investors', 'You', 'Bot 2 (Random)', 'Scores']);
    const car = root.querySelector('table.nv-rows') as HTMLTableElement;
    expect(car.caption?.textContent).toBe('Car: 4 parts; still needs one more axle and a steering part.');
    expect([...car.rows].map((r) => [...r.cells].map((c) => c.textContent))).toEqual([
      ['Column', 'top', 'bottom'],
      ['Front half, column 1', 'Red motor (New)', 'Grey axle (New)'],
      ['Front half, column 2', 'Red fuel tank (New)', 'Grey gearbox (New)'],
    ]);
    const words = text(root);
    expect(words).toContain('First player');
    expect(words).toContain('4 action tokens free, 0 locked in the Back Alley; volatility 1');
    expect(words).toContain('Grey steering (New), top row: range 0, comfort 1, power 0');
    // Bot 2's blueprint is face down to the viewer.
    expect(words).toContain('a face-down New part');
    expect(words).not.toContain('Yellow improvement');
    expect(words).toContain('Patent Office: no tokens');
  });

  it('Gear & Piston in Russian: the car’s rows in Russian', () => {
    setLang('ru');
    const root = rendered(modelAt('gear-and-piston', gnpPosition(), 2));
    const car = root.querySelector('table.nv-rows') as HTMLTableElement;
    expect(car.rows[1]?.cells[0]?.textContent).toBe('Передняя половина, столбец 1');
  });
});

describe('what screen reader mode announces', () => {
  const entry = (id: number, text: string, seat: number | null = 1) => ({ id, group: 'Turn 1', seat, text: [text] });
  const base = modelAt('innovation', innovationPosition(), 2);

  it('each live log entry once, in order; a log told again from the history is not announced', () => {
    const news = new NewsReader();
    const quiet = { ...base, chrome: null };
    // The table opens on a game's history: nothing of it is announced.
    expect(news.read({ ...quiet, log: [entry(1, 'Old line.')], liveFrom: 2 })).toEqual([]);
    const live = [entry(1, 'Old line.'), entry(2, 'Bot 2 draws a 1.'), entry(3, 'Bot 2 melds Sailing.')];
    expect(news.read({ ...quiet, log: live, liveFrom: 2 })).toEqual(['Bot 2 draws a 1.', 'Bot 2 melds Sailing.']);
    expect(news.read({ ...quiet, log: live, liveFrom: 2 })).toEqual([]);
    // Rebuilt (an undo, another human's eyes): the new entries are history, not news.
    expect(news.read({ ...quiet, log: [entry(4, 'Old line.'), entry(5, 'Bot 2 draws a 1.')], liveFrom: 6 })).toEqual([]);
  });

  it('the decision when it comes, and within one decision what changed (a refusal)', () => {
    const news = new NewsReader();
    const chrome = base.chrome!;
    const waiting = { ...base, chrome: { ...chrome, buttons: [] } };
    news.read(waiting);
    expect(news.read(base)).toEqual(['Your turn: 2 actions left. Draw, meld a hand card, run a top card\'s dogma, or achieve.']);
    expect(news.read(base)).toEqual([]);
    const refused = { ...base, chrome: { ...chrome, detail: ['Not more than 1 card: unpick one first.'] } };
    expect(news.read(refused)).toEqual(['Not more than 1 card: unpick one first.']);
    expect(news.read({ ...refused, flash: 'Your last decision was taken back.' })).toEqual(['Your last decision was taken back.']);
  });
});

describe('the reading keys', () => {
  const press = (key: string, code: string, mods: Partial<Record<'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
    readKey({ key, code, altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, ...mods });

  it('a letter alone or with Alt+Shift; by the key’s place on another script’s layout; never with Ctrl', () => {
    expect(press('b', 'KeyB')).toEqual({ read: 'mine' });
    expect(press('ı', 'KeyB', { altKey: true, shiftKey: true })).toEqual({ read: 'mine' });
    expect(press('и', 'KeyB')).toEqual({ read: 'mine' });
    expect(press('2', 'Digit2')).toEqual({ read: 'seat', seat: 1 });
    expect(press('?', 'Slash', { shiftKey: true })).toEqual({ read: 'help' });
    expect(press('b', 'KeyB', { ctrlKey: true })).toBeNull();
    expect(press('b', 'KeyB', { altKey: true })).toBeNull();
    expect(press('h', 'KeyH')).toBeNull();
  });

  it('say a seat’s board, the scores, what the viewer may do, and a card in full', () => {
    setLang('en');
    const model = modelAt('innovation', innovationPosition(), 2);
    const nv = nvFor('innovation');
    const ctx = { model, outline: nv!.outline(model.chrome!), nv, focus: {}, last: null };
    expect(readout('seat', 1, ctx)).toMatch(/^Bot 2 \(Random\)\. Board: blue: no cards;/);
    expect(readout('seat', 5, ctx)).toBe('There is no seat 6.');
    expect(readout('scores', undefined, ctx)).toBe('You: 1 point, 0 of 6 achievements. Bot 2 (Random): 1 point, 0 of 6 achievements.');
    expect(readout('what', undefined, ctx)).toBe(
      "Your turn: 2 actions left. Draw, meld a hand card, run a top card's dogma, or achieve. Choices: Draw a 1; Meld... (2); Dogma... (2).",
    );
    expect(readout('card', undefined, { ...ctx, focus: { card: 'writing' } })).toMatch(/^Writing — age 1, blue, featured icon: lightbulb Icons: picture, lightbulb, lightbulb, crown /);
    // A decision button about one card: the card it plays.
    const meld = { ...model, chrome: { ...model.chrome!, buttons: [{ id: 'meld:pottery', label: 'Meld Pottery', kind: 'primary' as const, intent: { kind: 'play' as const, index: 0 }, leadsTo: [(model.chrome!.snapshot.legal as { type: string; card?: string }[]).findIndex((m) => m.type === 'meld' && m.card === 'pottery')] }] } };
    expect(readout('card', undefined, { ...ctx, model: meld, focus: { button: 'meld:pottery' } })).toMatch(/^Pottery — age 1, blue/);
  });
});

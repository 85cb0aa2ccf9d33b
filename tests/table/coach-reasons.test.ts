// The coach's reasons at the table, in the controller's model (no canvas, no DOM): the hint's best
// three moves with the chance of winning after each; the "What you know" lines a viewer's own view
// gives, in each game (a card the viewer gave away, a rival's spied blueprints, a peeked gear); a
// reviewed decision tried again, judged against the bot's best without playing anything.
import { describe, expect, it } from 'vitest';
import { RetrySession } from '../../src/app/retry';
import { GameSession, type TableSession } from '../../src/app/session';
import type { PlayerId } from '../../src/engine/core/types';
import type { GnpState } from '../../src/engine/gear-and-piston/types';
import { LOCATIONS } from '../../src/engine/gear-and-piston/types';
import { getGame } from '../../src/engine/index';
import { formatPercent, setLang } from '../../src/i18n';
import type { SessionSetup, Speed } from '../../src/model/setup';
import { TableController, type TableSettings } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import type { TableModel } from '../../src/table/model';
import { plainText } from '../../src/table/rich';
import { NewsReader } from '../../src/views/nv/news';
import { hintReasons, reasonWords } from '../../src/views/table/HintReasons';
import { retryLines } from '../../src/views/table/reviewWords';
import type { BotPort } from '../../src/worker/port';
import { fresh, giveHand, play as gnpPlay } from '../engine/gear-and-piston/fixtures';
import { play as gearsPlay, place, position } from '../engine/gears/fixtures';
import { dogma, start } from '../engine/innovation/helpers';
import { PositionSession } from './position-session';

function table(session: TableSession, settings: Partial<TableSettings> = {}) {
  const s: TableSettings = { speed: 'instant' as Speed, reduceMotion: false, sound: false, confirmShare: false, ...settings };
  return new TableController(session, kitFor(session.setup.game), { settings: () => s, sleep: async () => undefined });
}

/** The table shows the session's newest position, animations done, and the viewer decides. */
async function settled(c: TableController): Promise<TableModel> {
  for (let i = 0; i < 500; i++) {
    const m = c.model.get();
    const s = m.chrome?.snapshot;
    if (s && s === c.session.snapshot && !c.busy && s.viewer !== null && s.toAct.includes(s.viewer) && (m.chrome?.buttons.length ?? 0) > 0) return m;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the table did not settle');
}

async function until(c: TableController, test: (m: TableModel) => boolean): Promise<TableModel> {
  for (let i = 0; i < 1000; i++) {
    if (test(c.model.get())) return c.model.get();
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('the model never passed the test');
}

const lines = (m: TableModel) => (m.known ?? []).map(plainText);

describe('Hint shows its reasons', () => {
  it('the hint lists the search’s best three moves, best first, each with its chance of winning after it, in the table’s words', async () => {
    setLang('en');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    const bots: BotPort = {
      chooseMove: async (req) => req.legal[0],
      // The search's statistics at the root: the chosen move first, then by visits.
      advise: async (req) => ({
        move: req.legal[2],
        ranked: [
          { move: req.legal[2], visits: 900, chance: 0.64 },
          { move: req.legal[0], visits: 400, chance: 0.512 }, // the same words as 2 (a second red gear): not listed
          { move: req.legal[5], visits: 100, chance: 0.3 },
          { move: req.legal[1], visits: 50, chance: 0.2 },
        ],
      }),
      cancel: () => undefined,
    };
    const session = GameSession.create(setup, { bots, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    const before = await settled(c);
    c.dispatch({ kind: 'hint' });
    const m = await until(c, (x) => x.hint?.shown?.kind === 'shown');
    const shown = m.hint?.shown;
    if (shown?.kind !== 'shown') throw new Error('no hint');
    const s = before.chrome?.snapshot;
    if (!s || s.viewer === null) throw new Error('no position');
    const words = (i: number) => kitFor('gears').words.move({ view: s.view, legal: s.legal, setup: s.setup, viewer: s.viewer as PlayerId }, i);
    expect(shown.index).toBe(2);
    expect(words(0)).toBe(words(2));
    expect(shown.choices).toEqual([
      { index: 2, text: words(2), chance: 0.64 },
      { index: 5, text: words(5), chance: 0.3 },
      { index: 1, text: words(1), chance: 0.2 },
    ]);
    expect(hintReasons(shown.choices).map(reasonWords)).toEqual([`${words(2)} — 64%`, `${words(5)} — 30%`, `${words(1)} — 20%`]);
    // Screen reader mode announces the hint with its reasons, once.
    const news = new NewsReader();
    news.read(before);
    expect(news.read(m).slice(-2)).toEqual([`Hint: ${words(2)}`, `Best moves, with your chance to win after each: · ${words(2)} — 64% · ${words(5)} — 30% · ${words(1)} — 20%`]);
    expect(news.read(m)).toEqual([]);
    c.dispose();
  });

  it('two moves behind one button (the same gear, either value) are one line, the better one’s; three lines still', async () => {
    setLang('en');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    let ranked: { move: unknown; visits: number; chance: number }[] = [];
    const bots: BotPort = {
      chooseMove: async (req) => req.legal[0],
      advise: async () => ({ move: ranked[0]?.move, ranked }),
      cancel: () => undefined,
    };
    const session = GameSession.create(setup, { bots, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    const s = (await settled(c)).chrome?.snapshot;
    if (!s || s.viewer === null) throw new Error('no position');
    const words = (i: number) => kitFor('gears').words.move({ view: s.view, legal: s.legal, setup: s.setup, viewer: s.viewer as PlayerId }, i);
    const all = s.legal.map((_, i) => words(i));
    const a = all.findIndex((w, i) => all.indexOf(w) !== i); // the second move of a line said twice
    const b = all.indexOf(all[a] as string);
    // Two more moves, each its own line.
    const others = all.map((_, i) => i).filter((i) => all[i] !== all[a] && all.indexOf(all[i] as string) === i);
    expect(a).toBeGreaterThan(b);
    expect(others.length).toBeGreaterThanOrEqual(2);
    const [o1, o2] = others as [number, number];
    ranked = [
      { move: s.legal[a], visits: 900, chance: 0.6 },
      { move: s.legal[b], visits: 500, chance: 0.55 },
      { move: s.legal[o1], visits: 300, chance: 0.4 },
      { move: s.legal[o2], visits: 100, chance: 0.3 },
    ];
    c.dispatch({ kind: 'hint' });
    const m = await until(c, (x) => x.hint?.shown?.kind === 'shown');
    const shown = m.hint?.shown;
    if (shown?.kind !== 'shown') throw new Error('no hint');
    expect(shown.choices).toEqual([
      { index: a, text: words(a), chance: 0.6 },
      { index: o1, text: words(o1), chance: 0.4 },
      { index: o2, text: words(o2), chance: 0.3 },
    ]);
    c.dispose();
  });

  it('the percent is written as each language writes it', () => {
    expect(['en', 'it', 'ja', 'ru'].map((l) => formatPercent(0.64, l as 'en'))).toEqual(['64%', '64%', '64%', '64\u00a0%']);
    expect(formatPercent(1.2, 'en')).toBe('100%');
  });

  it('a forced move has no chance to show: no list', () => {
    expect(hintReasons([{ index: 0, text: 'Draw', chance: null }])).toEqual([]);
  });
});

describe('What you know', () => {
  it('Innovation: the card the viewer handed over to Archery’s demand is listed in the demander’s hand; off by default', async () => {
    setLang('en');
    // Bot 1 carries out Archery with its last action; the viewer (seat 1) must hand over its highest card.
    const g = dogma(start({ players: [{ board: { red: ['archery'] } }, { hand: ['sailing', 'the-wheel'] }], supply: { 1: ['agriculture'] }, actionsLeft: 1 }), 'archery');
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'bot', level: 'random' }, { kind: 'human' }] };
    const off = table(new PositionSession(setup, g.s));
    off.start();
    expect((await settled(off)).known).toBeNull();
    off.dispose();

    const c = table(new PositionSession(setup, g.s), { whatYouKnow: true });
    c.start();
    const m = await settled(c);
    expect(lines(m)).toEqual([]);
    const give = c.session.snapshot.legal.findIndex((x) => JSON.stringify(x) === JSON.stringify({ type: 'cards', cards: ['sailing'] }));
    expect(give).toBeGreaterThanOrEqual(0);
    expect(c.hook().play(give).ok).toBe(true);
    // The turn passes to the viewer: the table shows what it knows of the hand it gave to.
    const after = await settled(c);
    expect(lines(after)).toEqual(['Sailing: in the hand of Bot 1']);
    const token = after.known?.[0]?.find((p) => typeof p !== 'string');
    expect(token).toEqual({ kind: 'card', id: 'sailing', label: 'Sailing' });
    c.dispose();
  });

  it('hot seat: the panel is of the seat at the device, and hidden with the table at a hand-over', async () => {
    setLang('en');
    const g = start({ players: [{ board: { red: ['archery'] } }, { hand: ['sailing', 'the-wheel'] }], supply: { 1: ['agriculture'] }, actionsLeft: 1 });
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'human' }] };
    const c = table(new PositionSession(setup, g.s), { whatYouKnow: true });
    c.start();
    await until(c, (x) => x.handover !== null);
    expect(c.model.get().known).toBeNull();
    c.dispatch({ kind: 'ready' });
    await settled(c);
    const archery = c.session.snapshot.legal.findIndex((x) => JSON.stringify(x) === JSON.stringify({ type: 'dogma', card: 'archery' }));
    expect(c.hook().play(archery).ok).toBe(true);
    // Seat 1 must hand a card over: the table hides for the hand-over, the panel with it.
    const hidden = await until(c, (x) => x.handover !== null);
    expect(hidden.handover?.seat).toBe(1);
    expect(hidden.known).toBeNull();
    c.dispatch({ kind: 'ready' });
    await settled(c);
    const give = c.session.snapshot.legal.findIndex((x) => JSON.stringify(x) === JSON.stringify({ type: 'cards', cards: ['sailing'] }));
    expect(c.hook().play(give).ok).toBe(true);
    // Seat 1 plays on: it knows where its card went; it is named as the seat at the device sees it.
    const after = await settled(c);
    expect(after.chrome?.snapshot.viewer).toBe(1);
    expect(lines(after)).toEqual(['Sailing: in the hand of Player 1']);
    c.dispose();
  });

  it('Gear & Piston: the spy lists the blueprints it saw in the rival’s hand', async () => {
    setLang('en');
    let s: GnpState = fresh(3, 6);
    s.phase = 'back-alley';
    s.queues = LOCATIONS.map(() => []);
    s.queues[0] = [0];
    s.cursor = 0;
    s.actor = 0;
    s.step = { kind: 'alley' };
    giveHand(s, 1, ['N01', 'J07']);
    s = gnpPlay(s, { type: 'espionage', target: 1 });
    const setup: SessionSetup = { game: 'gear-and-piston', options: { players: 3, seed: 6 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] };
    const c = table(new PositionSession(setup, s), { whatYouKnow: true });
    c.start();
    const m = await settled(c);
    expect(lines(m)).toHaveLength(2);
    for (const line of lines(m)) expect(line).toMatch(/: among the blueprints of Bot 2$/);
    expect(m.known?.map((l) => l.find((p) => typeof p !== 'string'))).toEqual([expect.objectContaining({ kind: 'card', id: 'N01' }), expect.objectContaining({ kind: 'card', id: 'J07' })]);
    c.dispose();
  });

  it('Gears: the Saboteur’s look lists the peeked gear with the value it turns to the round card, until it is turned up', async () => {
    setLang('en');
    const placed = gearsPlay(position({ crew: ['saboteur', null, null, null] }), place('red', 0), place('purple', 2), place('yellow', 0), place('blue', 0)).state;
    const { state } = gearsPlay(placed, { type: 'peek' });
    const setup: SessionSetup = { game: 'gears', options: { players: 4, seed: 7 }, seats: [{ kind: 'human' }, ...[1, 2, 3].map(() => ({ kind: 'bot' as const, level: 'random' as const }))] };
    const c = table(new PositionSession(setup, state), { whatYouKnow: true });
    c.start();
    const m = await settled(c);
    // Purple's side 2 shows 3.
    expect(lines(m)).toEqual(['Purple gear: the face-down gear of Bot 2, 3 facing the round card']);
    c.dispose();
  });

  it('a spectator’s table (no seat’s eyes) lists nothing', () => {
    const g = getGame('gears');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }] };
    const c = table(new PositionSession(setup, g.setup(g.normalizeOptions({ ...setup.options }))), { whatYouKnow: true });
    c.start();
    expect(c.model.get().known).toBeNull();
    c.dispose();
  });
});

describe('Review lets the player retry', () => {
  it('a reviewed decision tried again: each choice is judged against the bot’s best, the position stays, nothing is played', async () => {
    setLang('en');
    const game = getGame('innovation');
    const setup: SessionSetup = { game: 'innovation', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
    const state = game.setup(game.normalizeOptions({ ...setup.options }));
    const legal = game.legalMoves(state, 0) as unknown[];
    expect(legal).toHaveLength(2); // the initial meld: one of the two cards dealt
    // As the review judged it: the move made (0) left 40 %, the bot's (1) 52 %.
    const entry = { verdict: { at: 0, player: 0, chosen: 0, best: 1, chosenValue: 0.4, bestValue: 0.52, loss: 0.12, values: [0.4, 0.52] }, view: game.view(state, 0), legal };
    const retry = new RetrySession({ game: 'innovation', setup, moves: [] }, { entry, unit: 'chance', retry: true });
    const c = table(retry);
    c.start();
    const m = await settled(c);
    expect(m.body.scene).toBe('retry');
    const words = (i: number) => kitFor('innovation').words.move({ view: entry.view, legal, setup, viewer: 0 }, i) as string;
    const pressFor = (model: TableModel, i: number) => {
      const b = model.chrome?.buttons.find((x) => x.leadsTo?.includes(i) && x.intent.kind === 'play');
      if (!b) throw new Error(`no button plays move ${i}`);
      c.dispatch(b.intent);
    };

    pressFor(m, 1);
    expect(retry.tried.get()).toMatchObject({ chosen: 1, best: 1, loss: 0 });
    expect(retryLines('innovation', setup, entry, retry.tried.get()!)).toEqual({
      now: `Your new choice, ${words(1)}, is the bot's best move.`,
      first: `In the game you played ${words(0)}: 12% below the best.`,
    });
    // The same decision is offered again: nothing moved on.
    const again = await settled(c);
    expect(again.chrome?.snapshot.moveCount).toBe(0);
    expect(again.chrome?.snapshot.legal).toEqual(legal);

    pressFor(again, 0);
    expect(retryLines('innovation', setup, entry, retry.tried.get()!).now).toBe(`Your new choice, ${words(0)}: 12% below the best move, ${words(1)}.`);
    expect(c.session.snapshot.moveCount).toBe(0);
    c.dispose();
  });

  it('in points (Gear & Piston’s unit) the verdict counts points, with real plural forms', () => {
    setLang('ru');
    const game = getGame('gears');
    const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
    const state = game.setup(game.normalizeOptions({ ...setup.options }));
    const legal = game.legalMoves(state, 0) as unknown[];
    const entry = { verdict: { at: 0, player: 0, chosen: 0, best: 1, chosenValue: 1, bestValue: 3, loss: 2, values: legal.map((_, i) => (i === 1 ? 3 : 1)) }, view: game.view(state, 0), legal };
    const said = retryLines('gears', setup, entry, { chosen: 0, chosenValue: 1, best: 1, bestValue: 3, loss: 2, firstLoss: 2, unit: 'points' });
    expect(said.now).toMatch(/на 2 очка ниже лучшего хода/);
    expect(said.first).toMatch(/^В игре вы выбрали .+: на 2 очка ниже лучшего\.$/);
    setLang('en');
  });
});

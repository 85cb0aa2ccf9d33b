// The table controller without a canvas or a DOM: the one model it publishes for a position, the
// half-made choices of each game stepped by intents, the hot-seat hand-over, the step-by-step
// gate, log grouping, and the board port it drives.
import { describe, expect, it } from 'vitest';
import { GameSession, type TableSession } from '../../src/app/session';
import type { GameEvent } from '../../src/engine/core/types';
import { buildScenario } from '../../src/engine/innovation/scenario';
import type { Move } from '../../src/engine/innovation/types';
import type { SessionSetup } from '../../src/model/setup';
import type { Speed } from '../../src/model/setup';
import { type BoardPort, TableController, type TableSettings } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import type { ButtonModel, TableModel } from '../../src/table/model';
import { plainText } from '../../src/table/rich';
import type { BotPort } from '../../src/worker/port';
import { leaveWords } from '../../src/views/table/LeaveDialog';
import { PositionSession } from './position-session';
import { deciding, settled, until } from '../support/table';

const firstLegal: BotPort = { chooseMove: async (req) => req.legal[0], cancel: () => undefined };

function table(session: TableSession, settings: Partial<TableSettings> = {}) {
  const s: TableSettings = { speed: 'instant' as Speed, reduceMotion: false, sound: false, confirmShare: false, ...settings };
  const controller = new TableController(session, kitFor(session.setup.game), { settings: () => s, sleep: async () => undefined });
  return controller;
}

/** What the board marks, in a game's own shape. */
function marks<T>(m: TableModel): T {
  if (!m.board) throw new Error('nothing drawn');
  return m.board.marks as T;
}

const button = (m: TableModel, id: (b: ButtonModel) => boolean): ButtonModel => {
  const b = m.chrome?.buttons.find(id);
  if (!b) throw new Error(`no such button among ${m.chrome?.buttons.map((x) => x.label).join(', ')}`);
  return b;
};

const gears = (seats: SessionSetup['seats'], seed = 3): SessionSetup => ({ game: 'gears', options: { players: seats.length, seed }, seats });

describe('the table controller: one model, intents in', () => {
  it('publishes the position with its controls; every button carries an intent, not a closure', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    const m = await until(c, deciding);
    expect(m.chrome?.title).toBe('Gears');
    expect(m.board?.snapshot).toBe(m.chrome?.snapshot);
    for (const b of m.chrome?.buttons ?? []) expect(JSON.parse(JSON.stringify(b.intent))).toEqual(b.intent);
    expect(m.body).toMatchObject({ scene: 'table', game: 'gears', status: 'playing', viewer: '0' });
    c.dispose();
  });

  it('a play intent for a position no longer on screen does nothing', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    await until(c, deciding);
    const before = session.snapshot.moveCount;
    // Past the end of the legal list: refused quietly, the position stays.
    c.dispatch({ kind: 'play', index: 999 });
    expect(session.snapshot.moveCount).toBe(before);
    c.dispose();
  });
});

describe('a press while the table catches up (a bot\'s move still animating)', () => {
  /** A bot that answers when told to, and a board whose animations end when told to. */
  function slowTable(drop?: { legal: ((m: unknown) => boolean) | null }) {
    let answer: (() => void) | null = null;
    const bots: BotPort = {
      chooseMove: (req) => new Promise((resolve) => (answer = () => resolve(req.legal[0]))),
      cancel: () => undefined,
    };
    const real = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots, botDelayMs: () => 0 });
    // The session as the table sees it: with `drop`, its newest positions leave out some moves.
    const narrowed = new WeakMap<object, unknown>();
    const view = (snap: typeof real.snapshot) => {
      const test = drop?.legal;
      if (!test) return snap;
      if (!narrowed.has(snap)) narrowed.set(snap, { ...snap, legal: snap.legal.filter((m) => !test(m)) });
      return narrowed.get(snap) as typeof real.snapshot;
    };
    const session = new Proxy(real, {
      get(target, key) {
        if (key === 'snapshot') return view(target.snapshot);
        if (key === 'subscribe') return (fn: (u: Parameters<Parameters<typeof real.subscribe>[0]>[0]) => void) => target.subscribe((u) => fn({ ...u, snapshot: view(u.snapshot) }));
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const c = table(session, { speed: 'normal' });
    let ends: (() => void)[] = [];
    c.attachBoard({ animate: () => new Promise<void>((resolve) => ends.push(resolve)) });
    const finishAnimations = async () => {
      for (let i = 0; i < 50 && (c.busy || ends.length > 0); i++) {
        const now = ends;
        ends = [];
        for (const end of now) end();
        await new Promise((r) => setTimeout(r, 1));
      }
    };
    return { real, c, botAnswers: () => answer?.(), finishAnimations };
  }
  /** Starts the table, picks the red gear and returns its first side's press (a move). */
  async function redGearSide(c: TableController): Promise<{ kind: 'play'; index: number }> {
    c.start();
    const m = await until(c, deciding);
    c.dispatch(button(m, (b) => b.label === 'Red gear').intent);
    const side = c.model.get().chrome?.buttons[0]?.intent;
    if (side?.kind !== 'play') throw new Error('no side to choose');
    return side;
  }
  const humanMoves = (real: GameSession) => real.toSaveRecord().moves.filter((m) => m.player === 0).map((m) => m.move);

  it('the move its button showed is played once the table has caught up', async () => {
    const { real, c, botAnswers, finishAnimations } = slowTable();
    const side = await redGearSide(c);
    const meant = real.snapshot.legal[side.index];
    botAnswers();
    await until(c, () => c.busy);
    // The bot's move animates and its buttons are still up: the press waits, nothing is lost.
    c.dispatch(side);
    expect(humanMoves(real)).toEqual([]);
    await finishAnimations();
    await until(c, () => humanMoves(real).length === 1);
    expect(humanMoves(real)).toEqual([meant]);
    expect(c.model.get().flash).toBeNull();
    c.dispose();
  });

  it('a move no longer legal there is not played, and the table says to choose again', async () => {
    const drop: { legal: ((m: unknown) => boolean) | null } = { legal: null };
    const { real, c, botAnswers, finishAnimations } = slowTable(drop);
    const side = await redGearSide(c);
    // From the bot's move on, the red gear cannot be placed (as if the bot's move had taken it).
    drop.legal = (move) => (move as { gear?: string }).gear === 'red';
    c.dispatch(side);
    botAnswers();
    await until(c, () => c.busy);
    await finishAnimations();
    const said = await until(c, (x) => x.flash !== null);
    expect(said.flash).toBe('The table moved on before your choice counted: choose again.');
    expect(humanMoves(real)).toEqual([]);
    c.dispose();
  });

  it('an undo drops a held press', async () => {
    const { real, c, botAnswers, finishAnimations } = slowTable();
    const side = await redGearSide(c);
    botAnswers();
    await until(c, () => c.busy);
    c.dispatch(side);
    // The position goes back (as an undo does): what was pressed on the old one is forgotten.
    (c as unknown as { onUpdate(u: unknown): void }).onUpdate({ snapshot: real.snapshot, reset: true, events: [], log: [], player: null });
    await finishAnimations();
    await new Promise((r) => setTimeout(r, 20));
    expect(humanMoves(real)).toEqual([]);
    c.dispose();
  });
});

describe('half-made choices, per game', () => {
  it('Gears: a gear, then its side; Back returns to the gears', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    let m = await settled(c);
    const red = button(m, (b) => b.label === 'Red gear');
    expect(red.intent).toEqual({ kind: 'choose', action: { gear: 'red' } });
    c.dispatch(red.intent);
    m = c.model.get();
    expect(plainText(m.chrome?.prompt ?? [])).toContain('Red gear');
    const legal = session.snapshot.legal as { type: string; gear?: string }[];
    for (const b of m.chrome?.buttons ?? []) {
      expect(b.intent.kind).toBe('play');
      for (const i of b.leadsTo ?? []) expect(legal[i]).toMatchObject({ type: 'place', gear: 'red' });
    }
    expect(marks<{ selectedGear: string | null }>(m).selectedGear).toBe('red');
    c.dispatch({ kind: 'back' });
    m = c.model.get();
    expect(m.chrome?.buttons.some((b) => b.label === 'Red gear')).toBe(true);
    expect(marks<{ selectedGear: string | null }>(m).selectedGear).toBeNull();
    c.dispose();
  });

  it('Innovation: an action menu opens and Back closes it; a multi-card answer is picked card by card', async () => {
    const state = buildScenario({ players: [{ board: { blue: ['pottery'] }, hand: ['archery', 'oars', 'sailing'] }, {}] });
    const session = new PositionSession({ game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] }, state);
    const c = table(session);
    c.start();
    let m = await until(c, deciding);
    c.dispatch(button(m, (b) => b.id === 'menu:meld').intent);
    m = c.model.get();
    expect(m.chrome?.buttons.map((b) => b.id).sort()).toEqual(['meld:archery', 'meld:oars', 'meld:sailing']);
    expect(m.chrome?.back).not.toBeNull();
    c.dispatch({ kind: 'back' });
    m = c.model.get();
    expect(m.chrome?.buttons.map((b) => b.id)).toContain('menu:dogma');
    // Pottery: return up to three cards from your hand.
    c.dispatch(button(m, (b) => b.id === 'menu:dogma').intent);
    c.dispatch(button(c.model.get(), (b) => b.id === 'dogma:pottery').intent);
    m = await until(c, (x) => deciding(x) && !!x.chrome?.buttons.some((b) => b.pressed !== undefined));
    const oars = button(m, (b) => b.pressed !== undefined && b.label.includes('Oars'));
    c.dispatch(oars.intent);
    m = c.model.get();
    expect(button(m, (b) => b.pressed !== undefined && b.label.includes('Oars')).pressed).toBe(true);
    expect(marks<{ picks: string[] }>(m).picks).toEqual(['oars']);
    // The card's zoom and the hand panel offer the same toggle.
    expect(m.chrome?.offers.oars?.[0]?.pressed).toBe(true);
    c.dispatch({ kind: 'back' });
    expect(marks<{ picks: string[] }>(c.model.get()).picks).toEqual([]);
    c.dispose();
  });

  it('Gear & Piston: a blueprint, then a glowing cell; Back drops the blueprint', async () => {
    const setup: SessionSetup = { game: 'gear-and-piston', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    const session = GameSession.create(setup, { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    // Play the first listed move until a build is offered.
    for (let i = 0; i < 200; i++) {
      const m = await until(c, (x) => deciding(x) || x.chrome?.snapshot.outcome !== null);
      const build = m.chrome?.buttons.find((b) => b.intent.kind === 'choose' && (b.intent.action as { kind?: string })?.kind === 'build');
      if (build) {
        c.dispatch(build.intent);
        const after = c.model.get();
        const legal = session.snapshot.legal as { type: string; part?: string }[];
        const part = (build.intent as { action: { part: string } }).action.part;
        expect(after.chrome?.buttons.length).toBeGreaterThan(0);
        for (const b of after.chrome?.buttons ?? []) {
          expect(b.intent.kind).toBe('play');
          expect(legal[(b.intent as { index: number }).index]).toMatchObject({ type: 'build', part });
        }
        expect(marks<{ selectedPart: string | null }>(after).selectedPart).toBe(part);
        c.dispatch({ kind: 'back' });
        expect(marks<{ selectedPart: string | null }>(c.model.get()).selectedPart).toBeNull();
        c.dispose();
        return;
      }
      c.dispatch(m.chrome?.buttons.find((b) => b.intent.kind === 'play')?.intent ?? { kind: 'next' });
    }
    throw new Error('no build was offered in 200 decisions');
  });

  it('pointing at a button (hover, focus) publishes what it is about for the board to ring; leaving it, or a new position, clears it', async () => {
    const setup: SessionSetup = { game: 'gear-and-piston', options: { players: 2, seed: 5 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] };
    const session = GameSession.create(setup, { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    const m = await until(c, deciding);
    const workshop = button(m, (b) => b.point === 'loc:workshop');
    c.dispatch({ kind: 'point', target: workshop.point ?? null });
    expect(c.model.get().pointing).toBe('loc:workshop');
    c.dispatch({ kind: 'point', target: null });
    expect(c.model.get().pointing).toBeNull();
    c.dispatch({ kind: 'point', target: 'loc:workshop' });
    c.dispatch(workshop.intent);
    await until(c, (x) => x.chrome?.snapshot !== m.chrome?.snapshot);
    expect(c.model.get().pointing).toBeNull();
    c.dispose();
  });
});

describe('the hot seat', () => {
  it('hides the table between two humans and rebuilds the log for the next one', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }], 8), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    // The device starts with whoever holds it: the first human to decide is asked to take it.
    let m = await until(c, (x) => x.handover !== null);
    expect(m.chrome).toBeNull();
    expect(m.board).toBeNull();
    expect(m.log).toEqual([]);
    const first = m.handover?.seat;
    c.dispatch({ kind: 'ready' });
    m = await until(c, deciding);
    expect(m.handover).toBeNull();
    expect(m.chrome?.snapshot.viewer).toBe(first);
    // Play until the other human owes a decision: the table hides again.
    for (let i = 0; i < 10 && !c.model.get().handover; i++) {
      const now = await until(c, (x) => deciding(x) || x.handover !== null);
      if (now.handover) break;
      const b = now.chrome?.buttons[0];
      if (b) c.dispatch(b.intent);
    }
    m = await until(c, (x) => x.handover !== null);
    expect(m.handover?.seat).not.toBe(first);
    expect(m.chrome).toBeNull();
    c.dispatch({ kind: 'ready' });
    m = await until(c, (x) => x.chrome !== null);
    expect(m.chrome?.snapshot.viewer).toBe(m.handover === null ? (first === 0 ? 1 : 0) : -1);
    c.dispose();
  });
});

describe('the step-by-step pace', () => {
  it("each bot event with a line waits for Next; the viewer's own action does not", async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }], 4), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session, { speed: 'step' });
    c.start();
    // The bot places first (simultaneous placing): its line waits for Next.
    let m = await until(c, (x) => x.step);
    const logged = m.log.length;
    c.dispatch({ kind: 'next' });
    m = await until(c, (x) => x.log.length > logged);
    expect(m.log.length).toBe(logged + 1);
    // Next after Next until the human decides.
    for (let i = 0; i < 20 && !deciding(c.model.get()); i++) {
      if (c.model.get().step) c.dispatch({ kind: 'next' });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(deciding(c.model.get())).toBe(true);
    c.dispose();
  });
});

describe('the log', () => {
  it('Gears: a round ends and the next begins in one move; each entry stays under its own round', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }], 6), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    for (let i = 0; i < 40 && (session.snapshot.view as { round: number }).round < 2; i++) {
      const m = await until(c, (x) => deciding(x) || x.chrome?.snapshot.outcome !== null);
      const b = m.chrome?.buttons[0];
      if (b) c.dispatch(b.intent);
    }
    await until(c, deciding);
    const log = c.model.get().log;
    const groups = [...new Set(log.map((e) => e.group))];
    expect(groups.slice(0, 3)).toEqual(['Round 1/10', 'Round 2/10', 'Round 3/10']);
    // The round winner is said under the round it ends, before the next round's heading.
    const won = log.findIndex((e) => /wins the round|no one wins/i.test(plainText(e.text)));
    if (won >= 0) expect(log[won]?.group).toBe('Round 1/10');
    // Groups never go back: every entry's round is the one before it or the next.
    for (let i = 1; i < log.length; i++) expect(groups.indexOf(log[i]!.group)).toBeGreaterThanOrEqual(groups.indexOf(log[i - 1]!.group));
    c.dispose();
  });

  it('Innovation: the events of a move before its turn passes stay under that turn', async () => {
    const state = buildScenario({ players: [{ board: { blue: ['pottery'] }, hand: ['archery'] }, {}] });
    const session = new PositionSession({ game: 'innovation', options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] }, state);
    const c = table(session);
    c.start();
    const m = await settled(c);
    // Two draws end the turn: their lines are under turn 1, the bot's turn's under its own.
    const draw = () => c.dispatch({ kind: 'play', index: (session.snapshot.legal as Move[]).findIndex((x) => x.type === 'draw') });
    draw();
    await settled(c);
    draw();
    const first = m.chrome?.progress;
    const after = await until(c, (x) => x.log.some((e) => e.group !== first));
    const turns = after.log.map((e) => e.group);
    expect(turns[0]).toBe(first);
    // The move that ends the turn says it under the turn it ended, and the next turn opens after.
    const next = turns.findIndex((g) => g !== first);
    expect(next).toBeGreaterThan(1);
    expect(turns.slice(next).every((g) => g !== first)).toBe(true);
    c.dispose();
  });
});

describe('the board port', () => {
  it('animates each event in order, and each log line appears as its animation starts', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session, { speed: 'normal' });
    const seen: { type: string; logAt: number }[] = [];
    const board: BoardPort = {
      animate: (e: GameEvent) => {
        seen.push({ type: e.type, logAt: c.model.get().log.length });
      },
    };
    c.attachBoard(board);
    c.start();
    const m = await settled(c);
    c.dispatch(m.chrome?.buttons[0]?.intent ?? { kind: 'next' });
    c.dispatch(c.model.get().chrome?.buttons[0]?.intent ?? { kind: 'next' });
    await until(c, (x) => x.log.length > m.log.length + 1);
    await settled(c);
    expect(seen.length).toBeGreaterThan(0);
    // The log grew as the events played, never all at once before them.
    expect(new Set(seen.map((x) => x.logAt)).size).toBeGreaterThan(1);
    c.dispose();
  });

  it('without a board the events still play and the bots go on', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session, { speed: 'normal' });
    c.start();
    const m = await settled(c);
    c.dispatch(m.chrome?.buttons[0]?.intent ?? { kind: 'next' });
    c.dispatch(c.model.get().chrome?.buttons[0]?.intent ?? { kind: 'next' });
    const after = await until(c, (x) => x.log.length > m.log.length + 1);
    expect(after.log.length).toBeGreaterThan(1);
    c.dispose();
  });
});

describe('a table that keeps nothing and gives no hints (the kiosk visitor’s)', () => {
  it('shows no Hint button, and leaving says the game ends', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0, hints: false, undo: false });
    const c = table(session);
    c.start();
    await until(c, deciding);
    expect(c.model.get().hint).toBeNull();
    expect(session.kept).toBe(false);
    expect(leaveWords(session.kept, session.snapshot.saveProblem)).toBe('leave.notKept');
    c.dispose();
  });
});

describe('undo and hint go through dispatch', () => {
  it('undo says why it cannot go back, in the header, for a while', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    await until(c, deciding);
    c.dispatch({ kind: 'undo' });
    expect(c.model.get().flash).toBeTruthy();
    c.dispose();
  });

  it('a hint lights the buttons that lead to its move, in the table words', async () => {
    const session = GameSession.create(gears([{ kind: 'human' }, { kind: 'bot', level: 'random' }]), { bots: firstLegal, botDelayMs: () => 0 });
    const c = table(session);
    c.start();
    await until(c, deciding);
    c.dispatch({ kind: 'hint' });
    const m = await until(c, (x) => x.hint?.shown?.kind === 'shown');
    const shown = m.hint?.shown;
    if (shown?.kind !== 'shown') throw new Error('no hint');
    expect(shown.text).toMatch(/gear/i);
    expect(m.chrome?.buttons.some((b) => b.leadsTo?.includes(shown.index))).toBe(true);
    c.dispose();
  });
});

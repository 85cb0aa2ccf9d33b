// The table without a browser (issue 44): one harness for the tests that used to need Chromium.
// A real GameSession (a new game, a save, or a set position from a scenario builder) on a bot port
// that answers at once, the real TableController with a board that records what it was asked to
// animate, and — for view tests under happy-dom — the real TableScreen rendered with the app's
// services over a memory store and no board (the table plays on in its words, as it does when the
// board cannot load). Waiting is by the model, never by the clock.
import { h, render } from 'preact';
import { GameSession, type SessionDeps, type TableSession } from '../../src/app/session';
import { screenStorage } from '../../src/app/screenStorage';
import { type AppServices, setAppServices } from '../../src/app/services';
import { NO_LAUNCH } from '../../src/app/launch';
import type { GameEvent } from '../../src/engine/core/types';
import { getLang, loadLang, setLang } from '../../src/i18n';
import type { SessionSetup, Speed } from '../../src/model/setup';
import { createStore } from '../../src/storage';
import { memoryBackend } from '../../src/storage/backend';
import { defaultSettings } from '../../src/storage/settings';
import type { SaveRecord, Settings } from '../../src/storage/types';
import { type BoardPort, TableController, type TableSettings } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import type { TableModel } from '../../src/table/model';
import { plainText } from '../../src/table/rich';
import { createWorkerApi } from '../../src/worker/api';
import { createBotClient } from '../../src/worker/client';
import type { BotPort, BotRequest } from '../../src/worker/port';
import { channelWorker } from '../worker/channel';
import { PositionSession } from '../table/position-session';

/** A bot port that answers at once with the first listed move, and counts what it was asked. */
export type FakeBots = BotPort & { requests: BotRequest[]; cancels: number };
export function fakeBots(answer: (req: BotRequest) => Promise<unknown> = async (req) => req.legal[0]): FakeBots {
  const port: FakeBots = {
    requests: [],
    cancels: 0,
    chooseMove: (req) => {
      port.requests.push(req);
      return answer(req);
    },
    cancel: () => {
      port.cancels++;
    },
  };
  return port;
}

/**
 * The real bots (the worker's API: searches, the hint's reasons, the Review's verdicts and "had
 * you") in this process, over a MessageChannel instead of a Worker: for what a fake cannot say.
 */
export const workerBots = () => createBotClient({ spawn: () => channelWorker(createWorkerApi()) });

/** A board that draws nothing and keeps the kind of every event it was asked to animate. */
export type RecordingBoard = BoardPort & { animated: string[] };
export function recordingBoard(): RecordingBoard {
  const board: RecordingBoard = {
    animated: [],
    animate: (e: GameEvent) => {
      board.animated.push(e.type);
    },
  };
  return board;
}

/** Seats for `players`: the kinds given, then random bots. */
export function seats(players: number, humans = 1): SessionSetup['seats'] {
  return Array.from({ length: players }, (_, i) => (i < humans ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'random' as const }));
}

/** Session dependencies for a headless table: fake bots, no delay; extra ones (saves, stats) as given. */
export function sessionDeps(extra: Partial<SessionDeps> = {}): SessionDeps {
  return { bots: fakeBots(), botDelayMs: () => 0, ...extra };
}

/** A new game's session. */
export const newGame = (setup: SessionSetup, extra: Partial<SessionDeps> = {}) => GameSession.create(setup, sessionDeps(extra));
/** A saved game's session (replayed, as Continue opens it). */
export const savedGame = (record: SaveRecord, extra: Partial<SessionDeps> = {}) => GameSession.fromSave(record, sessionDeps(extra));
/** Session dependencies that keep the game and its result in the app's store (as main.ts gives them). */
export const kept = (services: AppServices): Partial<SessionDeps> => ({ saves: services.store.saves, stats: services.store.stats });
/** A set position (a scenario builder's state): seat 0 decides, the others play their first move. */
export const positionGame = (setup: SessionSetup, state: unknown) => new PositionSession(setup, state);

export { type Found, findByPlay, foundRecord } from './positions';

export interface Table {
  controller: TableController;
  board: RecordingBoard;
  model(): TableModel;
  dispose(): void;
}

/** The real controller on a session, its board recording; started. */
export function openTable(session: TableSession, settings: Partial<TableSettings> = {}): Table {
  const s: TableSettings = { speed: 'instant' as Speed, reduceMotion: false, sound: false, confirmShare: false, ...settings };
  const controller = new TableController(session, kitFor(session.setup.game), { settings: () => s, sleep: async () => undefined });
  const board = recordingBoard();
  controller.attachBoard(board);
  controller.start();
  return { controller, board, model: () => controller.model.get(), dispose: () => controller.dispose() };
}

/** The viewer owes a decision and the table shows its controls. */
export const deciding = (m: TableModel) => !!m.chrome && m.chrome.snapshot.viewer !== null && m.chrome.snapshot.toAct.includes(m.chrome.snapshot.viewer) && m.chrome.buttons.length > 0;

/** Resolves with the first model that passes the test (at once if the current one does). */
export function until(controller: TableController, test: (m: TableModel) => boolean, ms = 5000): Promise<TableModel> {
  if (test(controller.model.get())) return Promise.resolve(controller.model.get());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; prompt: ${plainText(controller.model.get().chrome?.prompt ?? [])}`)), ms);
    const off = controller.model.subscribe((m) => {
      if (test(m)) {
        clearTimeout(timer);
        off();
        resolve(m);
      }
    });
  });
}

/** The table shows the session's newest position, nothing left to animate, and the viewer decides. */
export async function settled(controller: TableController, minMoves = 0): Promise<TableModel> {
  for (let i = 0; i < 1000; i++) {
    const m = controller.model.get();
    if (deciding(m) && m.chrome?.snapshot === controller.session.snapshot && !controller.busy && (m.chrome?.snapshot.moveCount ?? 0) >= minMoves) return m;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`the table did not settle; prompt: ${plainText(controller.model.get().chrome?.prompt ?? [])}`);
}

// --- The table screen under happy-dom (a test file that uses this says `@vitest-environment happy-dom`).

/** The app's services for a rendered screen: a memory store, the given settings, fake bots. */
export function appServicesForTest(settings: Partial<Settings> = {}, extra: Partial<AppServices> = {}): AppServices {
  // A store of the test's own (e.g. one whose writes fail) is the one the screens' methods read.
  const store = extra.store ?? createStore(memoryBackend());
  const services: AppServices = {
    store,
    ...screenStorage(store),
    settings: { ...defaultSettings(), ...settings },
    // As main.ts's: merged at once; a new language once its catalogue is loaded (no font here).
    updateSettings: async (patch) => {
      Object.assign(services.settings, patch);
      const lang = patch.lang;
      if (lang && lang !== getLang()) {
        await loadLang(lang);
        setLang(lang);
      }
    },
    newSession: async (setup) => newGame(setup),
    sessionFromSave: async (record) => savedGame(record),
    launch: NO_LAUNCH,
    launchError: null,
    kiosk: { active: false, visitor: false } as unknown as AppServices['kiosk'],
    nextShowcase: () => undefined,
    leaveKiosk: () => undefined,
    bots: fakeBots(),
    notices: [],
    ...extra,
  };
  setAppServices(services);
  return services;
}

export interface RenderedTable {
  root: HTMLElement;
  /** The controller the screen opened (the table's current one). */
  controller: () => TableController;
  /** A key pressed with the focus on the page (not on a control). */
  key(key: string, mods?: { ctrlKey?: boolean; shiftKey?: boolean; metaKey?: boolean; altKey?: boolean }): void;
  /** Waits until the rendered table shows a decision for its viewer, nothing animating. */
  settled(minMoves?: number): Promise<TableModel>;
  texts(selector: string): string[];
  unmount(): void;
}

/** Renders the real TableScreen for a session (no board: the table plays in its words). */
export async function renderTable(
  session: TableSession,
  settings: Partial<Settings> = { speed: 'instant' },
  services?: AppServices,
  props: Record<string, unknown> = {},
): Promise<RenderedTable> {
  if (services) Object.assign(services.settings, settings);
  else appServicesForTest(settings);
  const { provideBoard } = await import('../../src/views/table/board');
  const { currentTable } = await import('../../src/views/table/current');
  const { TableScreen } = await import('../../src/views/table/TableScreen');
  provideBoard(null);
  const root = document.createElement('div');
  document.body.append(root);
  render(h(TableScreen, { session, showcase: false, ...props }), root);
  const controller = () => {
    const c = currentTable.get();
    if (!c) throw new Error('no table open');
    return c as TableController;
  };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    root,
    controller,
    key: (key, mods = {}) => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods }));
    },
    settled: async (minMoves = 0) => {
      const m = await settled(controller(), minMoves);
      await flush();
      return m;
    },
    texts: (selector) => [...root.querySelectorAll(selector)].map((e) => e.textContent ?? ''),
    unmount: () => {
      render(null, root);
      root.remove();
    },
  };
}

/** Renders any screen (a view component) into the page; `unmount` takes it away. */
export function renderScreen(node: Parameters<typeof render>[0]): { root: HTMLElement; unmount: () => void } {
  const root = document.createElement('div');
  document.body.append(root);
  render(node, root);
  return {
    root,
    unmount: () => {
      render(null, root);
      root.remove();
    },
  };
}

/** Waits, by turns of the event loop (not by the clock), until the test gives something. */
export async function waitFor<T>(test: () => T | null | undefined | false, what: string, turns = 1000): Promise<T> {
  for (let i = 0; i < turns; i++) {
    const v = test();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error(`never: ${what}`);
}

/** The whole app's views (the shell: the screen the route names, the glossary over it), from the menu. */
export async function renderApp(services: AppServices = appServicesForTest()): Promise<{ root: HTMLElement; services: AppServices; unmount: () => void }> {
  const { provideBoard } = await import('../../src/views/table/board');
  const { Shell } = await import('../../src/views/Shell');
  const { route } = await import('../../src/app/navigation');
  provideBoard(null);
  route.set({ name: 'menu' });
  return { ...renderScreen(h(Shell, {})), services };
}

// --- Reading and pressing a rendered screen, as a person does: by the words on it.

/** Presses the first element under `root` matching `selector` (and, when given, whose text is `text`). */
export function click(root: ParentNode, selector: string, text?: string | RegExp): void {
  const el = [...root.querySelectorAll<HTMLElement>(selector)].find((e) => text === undefined || (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? '')));
  if (!el) throw new Error(`nothing to press: ${selector} ${text ?? ''}; buttons: ${[...root.querySelectorAll('button')].map((b) => b.textContent).join(' | ')}`);
  el.click();
}
/** The dialogs open under a rendered table. */
export const openDialogs = (t: RenderedTable) => [...t.root.querySelectorAll('dialog')].filter((d) => d.open);
/** The decision's prompt and the log's entries, as read. */
export const promptText = (t: RenderedTable) => t.root.querySelector('.decision .prompt')?.textContent ?? '';
export const logLines = (t: RenderedTable) => t.texts('[role=log] .log-entry');
/** One turn of the event loop (the screen renders what the last press changed). */
export const tick = () => new Promise((r) => setTimeout(r, 0));

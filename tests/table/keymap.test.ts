// The table's key map (table/keymap.ts): each key and the intent it asks for, in a live game, a
// replay, a lesson and a decision tried again, by what the table offers and where the key was
// typed; then the controller answering keys the screen forwards (issue 44: the key map moved out
// of TableScreen; the rendered table's key tests are tests/views/table-screen.test.ts and
// table-end.test.ts).
import { describe, expect, it } from 'vitest';
import { ReplaySession } from '../../src/app/replay';
import type { SaveRecord } from '../../src/app/table-session';
import { getGame } from '../../src/engine/index';
import type { SessionSetup } from '../../src/model/setup';
import { TableController } from '../../src/table/controller';
import { type KeyAnswer, type KeyPress, type KeyTable, intentForKey } from '../../src/table/keymap';
import { kitFor } from '../../src/table/kits';
import { newGame, seats } from '../support/table';

type Mods = Partial<Pick<KeyPress, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>>;
const press = (key: string, mods: Mods = {}, where: Partial<Pick<KeyPress, 'on' | 'dialog'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  on: 'page',
  dialog: false,
  ...mods,
  ...where,
});

/** A table of `kind` offering everything a key can ask for: undo, a hint, a step to show. */
const offering = (kind: KeyTable['kind'], more: Partial<KeyTable> = {}): KeyTable => ({ kind, handover: false, back: false, undo: true, hint: true, step: true, ...more });

const KINDS: KeyTable['kind'][] = ['game', 'replay', 'lesson', 'retry'];

/** The keys every table kind shares, and their answers when the table offers each. */
const SHARED: [string, KeyPress, KeyAnswer][] = [
  ['Escape', press('Escape'), 'menu'],
  ['Ctrl+Z', press('z', { ctrlKey: true }), { kind: 'undo' }],
  ['⌘Z', press('z', { metaKey: true }), { kind: 'undo' }],
  ['U', press('u'), { kind: 'undo' }],
  ['H', press('h'), { kind: 'hint' }],
  ['Space', press(' '), { kind: 'next' }],
  ['Enter', press('Enter'), { kind: 'next' }],
];
const REPLAY: [string, KeyPress, KeyAnswer][] = [
  ['ArrowRight', press('ArrowRight'), { kind: 'replay', to: 'next' }],
  ['ArrowLeft', press('ArrowLeft'), { kind: 'replay', to: 'prev' }],
  ['Home', press('Home'), { kind: 'replay', to: 'first' }],
  ['End', press('End'), { kind: 'replay', to: 'last' }],
];

describe('the key map', () => {
  for (const kind of KINDS) {
    it(`${kind}: each key and its intent; the replay's keys only in a replay`, () => {
      const table = offering(kind);
      for (const [name, p, answer] of SHARED) expect([name, intentForKey(p, table)]).toEqual([name, answer]);
      for (const [name, p, answer] of REPLAY) expect([name, intentForKey(p, table)]).toEqual([name, kind === 'replay' ? answer : null]);
      // Keys the table does not use.
      for (const key of ['a', 'x', 'ArrowUp', 'Tab', 'PageDown']) expect([key, intentForKey(press(key), table)]).toEqual([key, null]);
    });
  }

  it('Escape steps out of a half-made choice before it opens the menu', () => {
    for (const kind of KINDS) expect(intentForKey(press('Escape'), offering(kind, { back: true }))).toEqual({ kind: 'back' });
  });

  it('a key asks only for what the table offers now', () => {
    const none = offering('game', { undo: false, hint: false, step: false });
    for (const [, p] of SHARED.slice(1)) expect(intentForKey(p, none)).toBeNull();
    expect(intentForKey(press('u'), offering('game', { hint: false, step: false }))).toEqual({ kind: 'undo' });
    expect(intentForKey(press('h'), offering('game', { undo: false, step: false }))).toEqual({ kind: 'hint' });
    expect(intentForKey(press(' '), offering('lesson', { undo: false, hint: false }))).toEqual({ kind: 'next' });
  });

  it('modifiers: Ctrl+Shift+Z, Alt+U, Ctrl+U and Ctrl+H are not the table’s; the replay’s arrows step with any', () => {
    const table = offering('replay');
    expect(intentForKey(press('z', { ctrlKey: true, shiftKey: true }), table)).toBeNull();
    expect(intentForKey(press('z'), table)).toBeNull();
    expect(intentForKey(press('u', { altKey: true }), table)).toBeNull();
    expect(intentForKey(press('u', { ctrlKey: true }), table)).toBeNull();
    expect(intentForKey(press('h', { metaKey: true }), table)).toBeNull();
    expect(intentForKey(press('ArrowRight', { shiftKey: true }), table)).toEqual({ kind: 'replay', to: 'next' });
  });

  it('a field keeps its keys (Escape excepted); a button or link keeps Space and Enter; an open dialog leaves the table only Escape', () => {
    for (const kind of KINDS) {
      const table = offering(kind);
      for (const [name, p] of [...SHARED, ...REPLAY]) {
        const field = intentForKey({ ...p, on: 'field' }, table);
        const dialog = intentForKey({ ...p, dialog: true }, table);
        expect([name, field, dialog]).toEqual(name === 'Escape' ? [name, 'menu', 'menu'] : [name, null, null]);
      }
      expect(intentForKey(press(' ', {}, { on: 'control' }), table)).toBeNull();
      expect(intentForKey(press('Enter', {}, { on: 'control' }), table)).toBeNull();
      // The other keys still count on a button (a replay button just pressed keeps the focus).
      expect(intentForKey(press('u', {}, { on: 'control' }), table)).toEqual({ kind: 'undo' });
      expect(intentForKey(press('ArrowRight', {}, { on: 'control' }), table)).toEqual(kind === 'replay' ? { kind: 'replay', to: 'next' } : null);
    }
  });

  it('a table hidden for the hand-over takes no key, Escape neither', () => {
    const table = offering('game', { handover: true, back: true });
    for (const [, p] of [...SHARED, ...REPLAY]) expect(intentForKey(p, table)).toBeNull();
  });
});

const setup: SessionSetup = { game: 'gears', options: { players: 2, seed: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] };
const settings = () => ({ speed: 'instant' as const, reduceMotion: false, sound: false, confirmShare: false });

/** `count` moves of a Gears game, each seat to act playing its first legal move. */
function moves(count: number): SaveRecord['moves'] {
  const game = getGame(setup.game);
  let state = game.setup(game.normalizeOptions({ ...setup.options }));
  const out: SaveRecord['moves'] = [];
  while (out.length < count && game.outcome(state) === null) {
    const player = game.toAct(state)[0] as number;
    const move = game.legalMoves(state, player)[0];
    state = game.apply(state, player, move).state;
    out.push({ player, move });
  }
  return out;
}

describe('the controller answers the keys the screen forwards', () => {
  it('a replay: the arrows, Home and End move it; Escape is the menu; a field keeps its keys', () => {
    const replay = new ReplaySession({ game: setup.game, setup, moves: moves(6) });
    const table = new TableController(replay, kitFor(setup.game), { settings, sleep: async () => undefined });
    table.start();
    const at = () => replay.position.get().at;
    expect(table.key(press('ArrowRight'))).toEqual({ kind: 'replay', to: 'next' });
    expect(table.key(press('ArrowRight'))).toEqual({ kind: 'replay', to: 'next' });
    expect(at()).toBe(2);
    table.key(press('ArrowLeft'));
    expect(at()).toBe(1);
    table.key(press('End'));
    expect(at()).toBe(6);
    expect(table.key(press('Home', {}, { on: 'field' }))).toBeNull();
    expect(at()).toBe(6);
    table.key(press('Home'));
    expect(at()).toBe(0);
    expect(table.key(press('Escape'))).toBe('menu');
    table.dispose();
  });

  it('the showcase takes no keys', () => {
    const game = newGame({ ...setup, seats: seats(2, 0) });
    const host = { speed: () => 'fast' as const, peekGame: () => 'gears' as const, next: () => undefined, visible: () => undefined };
    const table = new TableController(game, kitFor('gears'), { settings, showcase: host, sleep: async () => undefined });
    expect(table.key(press('Escape'))).toBeNull();
    expect(table.key(press('h'))).toBeNull();
    table.dispose();
  });
});

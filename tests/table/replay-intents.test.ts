// A replay moves by the table's intents (the replay bar's buttons, its slider, its keys and the
// Review's way back to a decision all send them): the controller moves the replay, the views never
// call it. Retry of a failed save is an intent too.
import { describe, expect, it } from 'vitest';
import { ReplaySession } from '../../src/app/replay';
import type { LiveGame, SaveRecord } from '../../src/app/table-session';
import { getGame } from '../../src/engine/index';
import type { SessionSetup } from '../../src/model/setup';
import { TableController } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import { firstMoves } from '../support/positions';
import { PositionSession } from './position-session';

const setup: SessionSetup = {
  game: 'gears',
  options: { players: 2, seed: 3 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
};

/** `count` moves of a Gears game, each seat to act playing its first legal move. */
const moves = (count: number): SaveRecord['moves'] => firstMoves(setup, count).moves;

const settings = () => ({ speed: 'instant' as const, reduceMotion: false, sound: false, confirmShare: false });

describe('replay intents', () => {
  it('first, next, prev, last and a move number move the replay; the position shown follows', () => {
    const replay = new ReplaySession({ game: setup.game, setup, moves: moves(12) });
    const table = new TableController(replay, kitFor(setup.game), { settings, sleep: async () => undefined });
    table.start();
    const at = () => replay.position.get().at;
    expect(at()).toBe(0);
    table.dispatch({ kind: 'replay', to: 'next' });
    table.dispatch({ kind: 'replay', to: 'next' });
    expect(at()).toBe(2);
    table.dispatch({ kind: 'replay', to: 'prev' });
    expect(at()).toBe(1);
    table.dispatch({ kind: 'replay', to: 'last' });
    expect(at()).toBe(12);
    expect(replay.snapshot.moveCount).toBe(12);
    table.dispatch({ kind: 'replay', to: 5 });
    expect(at()).toBe(5);
    table.dispatch({ kind: 'replay', to: 'first' });
    expect(at()).toBe(0);
    table.dispatch({ kind: 'replay', to: 'prev' });
    expect(at()).toBe(0);
    table.dispose();
  });

  it('a live game ignores the replay intents; Retry writes the game again through the session', () => {
    let retried = 0;
    const game = getGame(setup.game);
    const session: LiveGame = Object.assign(new PositionSession(setup, game.setup(game.normalizeOptions({ ...setup.options }))), {
      retrySave: () => {
        retried++;
      },
    });
    const table = new TableController(session, kitFor(setup.game), { settings, sleep: async () => undefined });
    table.start();
    table.dispatch({ kind: 'replay', to: 'last' });
    table.dispatch({ kind: 'retrySave' });
    expect(retried).toBe(1);
    table.dispose();
  });
});

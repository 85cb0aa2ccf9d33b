// A table started after its session moved on: the table screen makes the controller while it
// renders and starts it in an effect, after the paint, and the session may change in between — a
// take-over adopting the other tab's last move (GameSession.catchUp) is one such change, sent
// before anyone listened. The table must draw where the session stands when it starts, or it
// waits, without buttons, for an update that already went by (tabs-storage.e2e.ts's take-over
// races saw a table stuck so: seat 0 to act, no gate, no decision).
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/engine/index';
import type { SessionSetup } from '../../src/model/setup';
import { TableController } from '../../src/table/controller';
import { kitFor } from '../../src/table/kits';
import { PositionSession } from './position-session';

const setup: SessionSetup = {
  game: 'gears',
  options: { players: 2, seed: 5 },
  seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
};

describe('a table started after its session moved on', () => {
  it('draws the session as it stands at start, with its decision', () => {
    const game = getGame(setup.game);
    const session = new PositionSession(setup, game.setup(game.normalizeOptions({ ...setup.options })));
    const table = new TableController(session, kitFor(setup.game), {
      settings: () => ({ speed: 'instant', reduceMotion: false, sound: false, confirmShare: false }),
      sleep: async () => undefined,
    });
    const made = session.snapshot;
    // The session moves on before the table listens (the human's first move here, and the bot's answer).
    expect(session.play(made.legal[0]).ok).toBe(true);
    expect(session.snapshot).not.toBe(made);
    expect(session.snapshot.legal.length).toBeGreaterThan(0);

    table.start();
    const chrome = table.model.get().chrome;
    expect(chrome?.snapshot).toBe(session.snapshot);
    expect(chrome?.buttons.length).toBeGreaterThan(0);
    table.dispose();
  });
});

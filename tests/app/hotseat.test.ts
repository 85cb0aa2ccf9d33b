// Hot seat with the real games: two humans and a bot at one device. The table's eyes follow the
// human who owes a decision (and stay with the last one while the bot plays); at every hand-over
// the log rebuilt for the next human holds none of the other human's private lines (no sentence
// describing their move, no event whose secret was not theirs to see).
import { describe, expect, it } from 'vitest';
import { GameSession, type SessionSnapshot } from '../../src/app/session';
import type { SessionSetup } from '../../src/model/setup';
import { jsonEqual } from '../../src/engine/core/equal';
import { Rng } from '../../src/engine/core/rng';
import type { GameEvent, GameId, PlayerId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import type { BotPort } from '../../src/worker/port';
import { replayKept } from '../../src/engine/core/replay';

const bots: BotPort = { chooseMove: async (req) => req.legal[0], cancel: () => undefined };

/** Did this event hold something `viewer` may not see (so its filtered copy must differ)? */
const secretFrom = (e: GameEvent, viewer: PlayerId): boolean => {
  const seers = (e.visibleTo ?? e.knownTo) as PlayerId[] | undefined;
  return Array.isArray(seers) && !seers.includes(viewer);
};

async function playHotSeat(game: GameId, seed: number, decisions: number) {
  const setup: SessionSetup = {
    game,
    options: { players: 3, seed },
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
  };
  const session = GameSession.create(setup, { bots, botDelayMs: () => 0 });
  const engine = getGame(game);
  const rng = Rng.seeded(seed);
  const handovers: { from: PlayerId | null; to: PlayerId; at: number }[] = [];
  let last: PlayerId | null = session.snapshot.viewer;
  let secretsKept = 0;
  const check = (s: SessionSnapshot) => {
    if (s.viewer === null || s.viewer === last) return;
    handovers.push({ from: last, to: s.viewer, at: s.moveCount });
    const viewer = s.viewer;
    const history = session.history(viewer);
    // Every move re-told for the new viewer, next to what really happened.
    const record = session.toSaveRecord();
    const { states, steps: raw } = replayKept(engine, setup.options, record.moves);
    history.forEach((h, i) => {
      if (h.player !== viewer) expect(h.line, `move ${i} by seat ${h.player} described to seat ${viewer}`).toBeNull();
      const secrets = (raw[i] ?? []).filter((e) => secretFrom(e, viewer));
      for (const e of secrets) expect(h.events.some((x) => jsonEqual(x, e)), `a secret of move ${i} reached seat ${viewer}`).toBe(false);
      secretsKept += secrets.length;
    });
    expect(jsonEqual(s.view, engine.view(states.at(-1), viewer))).toBe(true);
    last = viewer;
  };
  session.subscribe((u) => check(u.snapshot));
  session.start();
  for (let n = 0; n < decisions && !session.snapshot.outcome; ) {
    const s = session.snapshot;
    if (s.viewer !== null && s.toAct.includes(s.viewer) && s.legal.length > 0) {
      expect(session.play(rng.pick(s.legal)).ok).toBe(true);
      n++;
    } else await new Promise((r) => setTimeout(r, 0));
  }
  session.dispose();
  return { handovers, secretsKept };
}

describe('hot seat: two humans and a bot at one device', () => {
  for (const [game, seed] of [
    ['gears', 4],
    ['innovation', 5],
    ['gear-and-piston', 6],
  ] as const) {
    it(`${game}: the table follows the human who decides; each hand-over's log is that human's own`, async () => {
      const { handovers, secretsKept } = await playHotSeat(game, seed, 40);
      expect(handovers.length).toBeGreaterThan(3);
      // There were secrets to keep: the check above is not empty.
      expect(secretsKept).toBeGreaterThan(0);
      // Hand-overs go between the two humans only; the bot never gets the table's eyes.
      for (const h of handovers) expect([0, 1]).toContain(h.to);
    }, 30_000);
  }
});

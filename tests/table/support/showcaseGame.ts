// A showcase game played headless: the showcase's setup, its bots (each 'normal' seat played by
// the easy bot, so a unit test stays quick: the pace counts events, not the bots' strength), and
// each move's events with the caption line the showcase would say.
import { makeBot } from '../../../src/ai/levels';
import { Rng } from '../../../src/engine/core/rng';
import type { GameEvent, GameId } from '../../../src/engine/core/types';
import { getGame } from '../../../src/engine/index';
import { BOT_DELAY_MS, type SessionSetup } from '../../../src/model/setup';
import { SPEED_SCALE } from '../../../src/table/animQueue';
import type { GameCaptions } from '../../../src/table/captions';
import { gnpCaptions } from '../../../src/table/gear-and-piston/captions';
import { gearsCaptions } from '../../../src/table/gears/captions';
import { innovationCaptions } from '../../../src/table/innovation/captions';
import { kitFor } from '../../../src/table/kits';
import { plainText } from '../../../src/table/rich';
import { type PacedMove, type ShowSchedule, lineWeight, scheduleGame } from '../../../src/table/showcasePace';
import type { KioskSpeed } from '../../../src/app/showcase';

export const CAPTIONS: Record<GameId, GameCaptions> = { gears: gearsCaptions, 'gear-and-piston': gnpCaptions, innovation: innovationCaptions };

export interface PlayedMove {
  events: GameEvent[];
  view: unknown;
}

export function playShowcaseGame(setup: SessionSetup): PlayedMove[] {
  const def = getGame(setup.game);
  const options = def.normalizeOptions({ ...setup.options });
  const bots = setup.seats.map((s) => makeBot(s.kind === 'bot' && s.level === 'random' ? 'random' : 'easy'));
  const rngs = bots.map((_, i) => Rng.seeded(setup.options.seed * 31 + i + 1));
  let state = def.setup(options);
  const moves: PlayedMove[] = [];
  for (let n = 0; n < def.maxMoves(options); n++) {
    const toAct = def.toAct(state);
    if (toAct.length === 0) break;
    const player = toAct[0] as number;
    const legal: unknown[] = def.legalMoves(state, player);
    const bot = bots[player]!;
    const move = legal.length === 1 ? legal[0] : bot.choose({ game: def, view: bot.needsView ? def.view(state, player) : null, player, legal, rng: rngs[player]!, startedAt: 0 });
    const applied = def.apply(state, player, move);
    state = applied.state;
    moves.push({ events: applied.events as GameEvent[], view: def.view(state, null) });
  }
  return moves;
}

/** The moves as the pacer sees them: each event held or not, with the words its caption line says. */
export function pacedMoves(setup: SessionSetup, moves: readonly PlayedMove[]): PacedMove[] {
  const captions = CAPTIONS[setup.game];
  return moves.map((m) => ({
    events: m.events.map((e) => {
      const line = captions.event(e, { setup, view: m.view })?.line;
      return { weight: lineWeight(setup.game, e), line: line ? plainText(line) : null };
    }),
  }));
}

export function gameSchedule(setup: SessionSetup, moves: readonly PlayedMove[], speed: KioskSpeed, paced: boolean): ShowSchedule {
  const stepMs = kitFor(setup.game).stepMs * SPEED_SCALE[speed];
  return scheduleGame(pacedMoves(setup, moves), { botMs: BOT_DELAY_MS[speed], stepMs }, paced);
}

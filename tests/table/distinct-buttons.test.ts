// One question, buttons that read differently: two decision buttons that say the same words must
// not take different things. Random positions of each game, every decision seen by the seat that
// owes it, through the game's kit (and one step into each half-made choice: a gear before its
// side, a menu, a blueprint before its cell), in every language.
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/app/session';
import { Rng } from '../../src/engine/core/rng';
import type { GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { LANGS, setLang } from '../../src/i18n';
import type { KitInput } from '../../src/table/kit';
import { kitFor } from '../../src/table/kits';
import type { ButtonModel } from '../../src/table/model';
import type { SessionSetup } from '../../src/model/setup';

const OPTIONS: Record<GameId, ({ players: number } & Record<string, unknown>)[]> = {
  gears: [{ players: 2 }, { players: 4, characters: true }],
  innovation: [{ players: 2 }, { players: 3, edition: 'first' }, { players: 4, teams: true }],
  'gear-and-piston': [{ players: 2 }, { players: 4 }, { players: 6 }],
};

function snapshotFor(game: GameId, options: { players: number } & Record<string, unknown>, state: unknown, seat: number, moveCount: number): SessionSnapshot {
  const g = getGame(game);
  const players = options.players;
  const setup: SessionSetup = {
    game,
    options: { ...options, seed: 1 },
    seats: Array.from({ length: players }, (_, i) => (i === seat ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'random' as const })),
  };
  return {
    setup,
    viewer: seat,
    view: g.view(state, seat),
    legal: g.legalMoves(state, seat),
    toAct: g.toAct(state),
    outcome: g.outcome(state),
    moveCount,
    thinking: null,
    notice: null,
    undo: null,
    saveProblem: null,
  };
}

/** Every set of buttons one question shows: the first step, and one step into each half-made choice. */
function questions(game: GameId, snapshot: SessionSnapshot): ButtonModel[][] {
  const kit = kitFor(game);
  const settings = { confirmShare: false };
  const out: ButtonModel[][] = [];
  const visit = (choice: unknown, depth: number) => {
    const input: KitInput<unknown> = { snapshot, legal: snapshot.legal, choice, settings };
    const buttons = kit.table(input).buttons;
    out.push(buttons);
    if (depth >= 2) return;
    for (const b of buttons) if (b.intent.kind === 'choose' && !b.disabled) visit(kit.choose(input, b.intent.action), depth + 1);
  };
  visit(kit.initial(), 0);
  return out;
}

function repeated(buttons: ButtonModel[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const b of buttons) {
    const words = b.label.trim();
    if (seen.has(words)) twice.add(words);
    seen.add(words);
  }
  return [...twice];
}

function sweep(game: GameId, games: number, perGame: number): string[] {
  const g = getGame(game);
  const problems = new Set<string>();
  for (const options of OPTIONS[game]) {
    for (let n = 0; n < games; n++) {
      const rng = Rng.seeded(7 + n);
      const opts = g.normalizeOptions({ ...options, seed: 40 + n });
      let state = g.setup(opts);
      let looked = 0;
      for (let k = 0; k < g.maxMoves(opts) && g.outcome(state) === null; k++) {
        const seat = g.toAct(state)[0] as number;
        const legal = g.legalMoves(state, seat);
        if (legal.length > 1 && looked < perGame && rng.next() < 0.5) {
          looked++;
          const snap = snapshotFor(game, options, state, seat, k);
          for (const buttons of questions(game, snap)) for (const words of repeated(buttons)) problems.add(words);
        }
        state = g.apply(state, seat, rng.pick(legal)).state;
      }
    }
  }
  return [...problems];
}

describe('no two decision buttons of one question read the same', () => {
  for (const game of ['gears', 'innovation', 'gear-and-piston'] as GameId[]) {
    for (const lang of LANGS) {
      it(`${game} (${lang}): every button of a question says something its neighbours do not`, () => {
        setLang(lang);
        try {
          expect(sweep(game, lang === 'en' ? 6 : 2, 120)).toEqual([]);
        } finally {
          setLang('en');
        }
      });
    }
  }
});

// Every age 1–3 card, in both editions: an opponent with at least as many featured icons runs
// each shared effect before the activator, and an opponent with fewer is the target of each
// demand. Questions are answered with the last listed answer (never a decline when one is allowed).
import { describe, expect, it } from 'vitest';
import { CARD_ENTRIES, effectsOf } from '../../../src/engine/innovation/cards/index';
import { legalMoves, toAct } from '../../../src/engine/innovation/definition';
import { colorOf, facts, isEchoes, printed } from '../../../src/engine/innovation/facts';
import type { Color } from '../../../src/engine/innovation/types';
import { type Game, play, start } from './helpers';

// The base cards (Echoes cards have their own tests, tests/engine/innovation/echoes/).
const EARLY = Object.keys(CARD_ENTRIES).filter((id) => !isEchoes(id) && facts(id).age <= 3);

function resolveAll(g: Game): Game {
  for (let i = 0; i < 200 && g.s.frames.length > 0 && g.s.phase !== 'over'; i++) {
    const p = toAct(g.s)[0]!;
    const moves = legalMoves(g.s, p);
    g = play(g, moves[moves.length - 1]!, p);
  }
  return g;
}

/** Another early card printing at least `count` of that icon, of another colour when possible. */
function matchFor(card: string): string {
  const f = facts(card);
  const count = printed(card, f.dogmaIcon);
  const found = EARLY.find((id) => id !== card && printed(id, f.dogmaIcon) >= count && colorOf(id) !== f.color);
  return found ?? EARLY.find((id) => id !== card && printed(id, f.dogmaIcon) >= count)!;
}

const FILLER = ['pottery', 'oars', 'calendar', 'optics', 'writing', 'sailing', 'mathematics', 'alchemy'];

describe.each(['last', 'first'] as const)('Sharing and demands (%s edition)', (edition) => {
  it.each(EARLY)('%s: sharers run shared effects before me; fewer icons are targeted', (card) => {
    const effects = effectsOf(card, edition);
    const sharerCard = matchFor(card);
    const spare = FILLER.filter((c) => c !== card && c !== sharerCard);
    const boardOf = (c: string) => ({ [colorOf(c)]: [c] }) as Partial<Record<Color, string[]>>;
    let g = start({
      edition,
      players: [
        { board: boardOf(card), hand: spare.slice(0, 2), score: spare.slice(2, 3) },
        { board: boardOf(sharerCard), hand: spare.slice(3, 5), score: spare.slice(5, 6) },
        { hand: spare.slice(6, 8) },
      ],
    });
    g = resolveAll(play(g, { type: 'dogma', card }));
    const starts = g.events.filter((e) => e.type === 'effect-start');
    effects.forEach((def, index) => {
      const who = starts.filter((e) => e.effect === index && e.card === card).map((e) => e.player);
      if (g.s.phase === 'over') return;
      if (def.demand) expect(who).toEqual([2]);
      else expect(who).toEqual([1, 0]);
    });
    const bonus = g.events.some((e) => e.type === 'share-bonus');
    if (bonus) expect(g.events.some((e) => e.type === 'move-card' || e.type === 'splay')).toBe(true);
  });
});

// The special-achievement check's shortcuts (achievements.ts, board.ts pileShows): each pile's
// remembered counts equal a fresh count, and after every decision of random Echoes games no seat
// meets, read from scratch over its whole board, an Echoes special still on offer (the check that
// looks only at changed piles missed none).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/engine/core/rng';
import { meetsEchoesSpecial } from '../../../../src/engine/innovation/achievements';
import { bonusPoints, pileBonuses, pileEchoes, pileHexes, pileShows, visibleBonuses } from '../../../../src/engine/innovation/board';
import { innovation as game } from '../../../../src/engine/innovation/definition';
import type { EchoesSpecial, InnovationState, PlayerState } from '../../../../src/engine/innovation/types';
import { ECHOES_SPECIALS } from '../../../../src/engine/innovation/types';

function checkState(s: InnovationState): void {
  for (const pl of s.players as PlayerState[]) {
    for (const pile of pl.piles) {
      const bonuses = pileBonuses(pile);
      const fresh =
        pileEchoes(pile).length + (pileHexes(pile) << 8) + (bonuses.length << 16) + (Math.max(0, ...bonuses) << 24);
      expect(pileShows(pile)).toBe(fresh);
    }
    // The bonus points read from those counts: the highest visible bonus plus 1 for each other.
    const all = visibleBonuses(pl);
    expect(bonusPoints(pl)).toBe(all.length === 0 ? 0 : Math.max(...all) + all.length - 1);
  }
  if (s.phase !== 'play') return;
  for (const sp of ECHOES_SPECIALS as readonly EchoesSpecial[]) {
    if (!s.achievements.includes(sp)) continue;
    for (const pl of s.players as PlayerState[]) expect(meetsEchoesSpecial(pl, sp)).toBe(false);
  }
}

describe('Echoes special checks: shortcuts agree with a fresh reading', () => {
  it.each([2, 3])('%i players, random games through advance', (players) => {
    for (let seed = 1; seed <= 6; seed++) {
      const rng = Rng.seeded(seed);
      let s = game.setup(game.normalizeOptions({ players, expansions: ['echoes'], seed }));
      for (;;) {
        const toAct = game.toAct(s);
        if (toAct.length === 0) break;
        const p = toAct[0] as number;
        s = game.advance(s, p, rng.pick(game.legalMoves(s, p)));
        checkState(s);
      }
    }
  });
});

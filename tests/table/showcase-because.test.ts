// The showcase's held moments say why, in the coach's reason kinds worded for a table with no
// "you": a dogma shared or obeyed because of the featured icon counts the engine compared, a jam
// because more than one gear shows the value. Seats are named as the table names them.
import { afterEach, describe, expect, it } from 'vitest';
import { showcaseSetup } from '../../src/app/showcase';
import type { GameEvent, GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { Caption, GameCaptions } from '../../src/table/captions';
import { gearsCaptions } from '../../src/table/gears/captions';
import { innovationCaptions } from '../../src/table/innovation/captions';
import { plainText } from '../../src/table/rich';
import { isHeldMoment } from '../../src/table/showcasePace';
import type { SessionSetup } from '../../src/model/setup';
import { play, start } from '../engine/innovation/helpers';

function table(game: GameId): { setup: SessionSetup; view: unknown } {
  const setup: SessionSetup = { ...showcaseSetup(game, 0), options: { players: 3, seed: 0 }, seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'easy' })) };
  const def = getGame(game);
  return { setup, view: def.view(def.setup(def.normalizeOptions({ ...setup.options })), null) };
}

/** A held moment's caption: its line, and its detail (what it means: the because). */
function caption(captions: GameCaptions, game: GameId, e: GameEvent): { line: string; detail: string } {
  expect(isHeldMoment(game, e)).toBe(true);
  const c = captions.event(e, table(game)) as Caption;
  return { line: plainText(c.line ?? []), detail: plainText(c.detail ?? []) };
}

afterEach(() => setLang('en'));

describe('the showcase’s held moments say why', () => {
  it('Innovation: the engine’s dogma-start carries the icon counts it compared; the share caption says Cleo shares because of them', () => {
    // Seat 0 uses Writing (lightbulb); seat 1 has more lightbulbs and shares, seat 2 has none.
    const g = play(
      start({ players: [{ board: { blue: ['writing'] } }, { board: { purple: ['mysticism'], blue: ['tools'] } }, { board: { red: ['oars'] } }] }),
      { type: 'dogma', card: 'writing' },
      0,
    );
    const e = g.events.find((x) => x.type === 'dogma-start') as GameEvent;
    expect(e).toMatchObject({ sharers: [1], counts: [2, 2, 0] });
    expect(caption(innovationCaptions, 'innovation', e)).toEqual({
      line: 'Ada uses Writing, and Ben shares it',
      detail: 'Because Ben has as many lightbulb icons or more: 2 to 2 for Ada',
    });
  });

  it('Innovation: a demand says whom it hits and why, in every language', () => {
    const e = { type: 'dogma-start', player: 0, card: 'archery', featured: 'castle', sharers: [], targets: [2], counts: [3, 4, 1] } as GameEvent;
    expect(caption(innovationCaptions, 'innovation', e).detail).toBe('Because Cleo has fewer castle icons: 1 to 3 for Ada');
    setLang('ru');
    expect(caption(innovationCaptions, 'innovation', e).detail).toMatch(/^Потому что Вера: знаков «.+» меньше — 1 против 3 \(Аня\)$/);
  });

  it('Gears: a jam says more than one gear shows the value', () => {
    const e = { type: 'jam', seats: [0, 2], value: 3 } as GameEvent;
    expect(caption(gearsCaptions, 'gears', e)).toEqual({ line: 'Ada and Cleo jam on 3 and are out of the round', detail: 'Because more than one gear shows 3' });
  });
});

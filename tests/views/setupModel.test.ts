import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { getGame } from '../../src/engine/index';
import { humanCount, initialDraft, parseSeed, toSessionSetup, variantAllowed, variantReachable, withPlayers, withSeat, withVariant } from '../../src/views/screens/setupModel';

const innovation = getGame('innovation');
const gears = getGame('gears');

describe('the Setup screen', () => {
  it('a first setup is you against easy bots, with each variant at its default (Innovation: the last edition)', () => {
    const d = initialDraft(innovation);
    expect(d.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }]);
    expect(d.variants).toEqual({ edition: 'last', teams: false, expansions: 'none' });
  });

  it('the last setup of the game comes back, seats and variants', () => {
    const last: SessionSetup = {
      game: 'innovation',
      options: { players: 2, seed: 9, edition: 'first', teams: false },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }],
    };
    const d = initialDraft(innovation, last);
    expect(d.seats).toEqual(last.seats);
    expect(d.variants.edition).toBe('first');
  });

  it('teams are offered only at 4 players, and leaving 4 players turns them off', () => {
    let d = withPlayers(innovation, initialDraft(innovation), 3);
    expect(variantAllowed(innovation, d, 'teams', true)).toBe(false);
    expect(withVariant(innovation, d, 'teams', true).variants.teams).toBe(false);
    d = withVariant(innovation, withPlayers(innovation, d, 4), 'teams', true);
    expect(d.variants.teams).toBe(true);
    expect(withPlayers(innovation, d, 2).variants.teams).toBe(false);
  });

  it('Echoes of the Past is offered with the last edition; choosing the first edition turns it off, and Echoes is then unavailable', () => {
    expect(innovation.variants.find((v) => v.key === 'expansions')?.offered).toBeUndefined();
    let d = withVariant(innovation, withPlayers(innovation, initialDraft(innovation), 2), 'expansions', 'echoes');
    expect(d.variants).toMatchObject({ edition: 'last', expansions: 'echoes' });
    expect(toSessionSetup(d, 4).options).toMatchObject({ expansions: 'echoes', edition: 'last' });
    d = withVariant(innovation, d, 'edition', 'first');
    expect(d.variants).toMatchObject({ edition: 'first', expansions: 'none' });
    expect(variantAllowed(innovation, d, 'expansions', 'echoes')).toBe(false);
    // Both stay choosable: each turns the other back.
    expect(variantReachable(innovation, d, 'expansions', 'echoes')).toBe(true);
    expect(variantReachable(innovation, withPlayers(innovation, d, 2), 'teams', true)).toBe(false);
    expect(withVariant(innovation, d, 'expansions', 'echoes').variants).toMatchObject({ edition: 'last', expansions: 'echoes' });
  });

  it('a value refused whatever the other variants are (teams at 2 players) changes nothing', () => {
    const d = withVariant(innovation, withPlayers(innovation, initialDraft(innovation), 2), 'expansions', 'echoes');
    expect(withVariant(innovation, d, 'teams', true)).toBe(d);
  });

  it('the player count stays within the game, new seats copy the last bot level, fewer seats drop the last ones', () => {
    let d = withSeat(withPlayers(gears, initialDraft(gears), 2), 1, 'hard');
    d = withPlayers(gears, d, 4);
    expect(d.seats.map((s) => (s.kind === 'bot' ? s.level : 'human'))).toEqual(['human', 'hard', 'hard', 'hard']);
    expect(withPlayers(gears, d, 99).seats).toHaveLength(gears.maxPlayers);
    expect(withPlayers(gears, d, 1).seats).toHaveLength(gears.minPlayers);
  });

  it('two human seats are allowed (hot seat), and so are none (watching the bots)', () => {
    const hot = withSeat(withPlayers(gears, initialDraft(gears), 3), 2, 'human');
    expect(humanCount(hot)).toBe(2);
    const setup = toSessionSetup(hot, 5);
    expect(() => gears.normalizeOptions({ ...setup.options })).not.toThrow();
    expect(humanCount(withSeat(withPlayers(gears, initialDraft(gears), 2), 0, 'easy'))).toBe(0);
  });

  it('Start hands over the seats, the player count, the variants and the seed', () => {
    const d = withVariant(innovation, withPlayers(innovation, initialDraft(innovation), 2), 'edition', 'first');
    expect(toSessionSetup(d, 123)).toEqual({
      game: 'innovation',
      options: { players: 2, seed: 123, edition: 'first', teams: false, expansions: 'none' },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
    });
  });

  it('a seed is empty (random) or a whole 31-bit number', () => {
    expect([parseSeed(''), parseSeed(' 42 '), parseSeed('2147483647'), parseSeed('2147483648'), parseSeed('-1'), parseSeed('4.5')]).toEqual([
      null,
      42,
      2147483647,
      'bad',
      'bad',
      'bad',
    ]);
  });
});

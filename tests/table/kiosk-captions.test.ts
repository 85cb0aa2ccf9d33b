// The showcase's captions, per game: an event of a set position and the exact words a passer-by
// reads, with friendly seat names in their colour and the right grammar for one or several.
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { showcaseSetup } from '../../src/app/showcase';
import type { GameEvent, GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import type { Caption, GameCaptions } from '../../src/table/captions';
import { gnpCaptions } from '../../src/table/gear-and-piston/captions';
import { gearsCaptions } from '../../src/table/gears/captions';
import { seatName } from '../../src/table/seats';
import { innovationCaptions } from '../../src/table/innovation/captions';
import { plainText } from '../../src/table/rich';
import { rankedSeats, reasonText, tiedOut } from '../../src/views/kiosk/ResultsCard';

/** A three-seat showcase game with seed 0: its seats are the first three friendly names. */
function table(game: GameId): { setup: SessionSetup; view: unknown } {
  const setup: SessionSetup = { ...showcaseSetup(game, 0), options: { players: 3, seed: 0 }, seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'easy' })) };
  const def = getGame(game);
  return { setup, view: def.view(def.setup(def.normalizeOptions({ ...setup.options })), null) };
}

function say(captions: GameCaptions, game: GameId, e: Record<string, unknown>): Record<string, string | null> {
  const t = table(game);
  const c = captions.event(e as GameEvent, t) as Caption | null;
  const text = (x: Caption['detail']) => (x === undefined ? undefined : x === null ? null : plainText(x));
  return Object.fromEntries(Object.entries({ headline: text(c?.headline), line: text(c?.line), detail: text(c?.detail) }).filter(([, v]) => v !== undefined)) as Record<string, string | null>;
}

afterEach(() => setLang('en'));

describe('showcase seats', () => {
  it('have friendly names from our own list per language, only in the showcase', () => {
    const { setup } = table('gears');
    expect([0, 1, 2].map((p) => seatName(setup, p, null))).toEqual(['Ada', 'Ben', 'Cleo']);
    setLang('ru');
    expect([0, 1, 2].map((p) => seatName(setup, p, null))).toEqual(['Аня', 'Борис', 'Вера']);
    setLang('en');
    expect(seatName({ ...setup, showcase: false }, 1, null)).toBe('Bot 2 (Easy)');
    // Another seed, other names: a venue does not see the same three all day.
    expect(seatName({ ...setup, options: { ...setup.options, seed: 5 } }, 0, null)).toBe('Finn');
  });
});

describe('Gears captions', () => {
  it('a round says its number and what wins it, and that everyone places a gear', () => {
    expect(say(gearsCaptions, 'gears', { type: 'round-start', round: 3, card: 'R4', shift: 'day', rule: 'highest-odd', effect: null })).toEqual({
      headline: 'Round 4 of 10: highest odd wins',
      line: 'Everyone places a gear, face down',
      detail: null,
    });
    const night = say(gearsCaptions, 'gears', { type: 'round-start', round: 6, card: 'R7', shift: 'night', rule: 'lowest', effect: 'overheat' });
    expect(night).toEqual({ headline: 'Night · round 7 of 10: lowest wins', line: 'Everyone places a gear, face down', detail: 'Overheat: every gear showing 4 jams.' });
  });

  it('turning, revealing, jamming and winning name the seats, one or several', () => {
    expect(say(gearsCaptions, 'gears', { type: 'turn-gear', seat: 1, by: 0, cause: 'step-2', dir: 'up', from: 0, to: 1, value: 4 }).line).toBe('Ada turns Ben’s gear up: now 4');
    expect(say(gearsCaptions, 'gears', { type: 'reveal', seat: 2, gear: 'red', side: 0, value: 2 }).line).toBe('Cleo reveals a 2');
    expect(say(gearsCaptions, 'gears', { type: 'jam', seats: [0, 2], value: 3 }).line).toBe('Ada and Cleo jam on 3 and are out of the round');
    expect(say(gearsCaptions, 'gears', { type: 'jam', seats: [1], value: 4 }).line).toBe('Ben jams on 4 and is out of the round');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [2] }).line).toBe('Cleo wins the round');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [0, 1] }).line).toBe('Ada and Ben win the round');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [] }).line).toBe('Nobody wins this round');
  });

  it('several winners read right in Italian, Russian and Japanese too', () => {
    setLang('it');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [0, 1] }).line).toBe('Aldo e Bice vincono il round');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [2] }).line).toBe('Carla vince il round');
    setLang('ru');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [0, 1, 2] }).line).toBe('Аня, Борис и Вера выигрывают раунд');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [1] }).line).toBe('Борис выигрывает раунд');
    setLang('ja');
    expect(say(gearsCaptions, 'gears', { type: 'round-winner', seats: [0, 1] }).line).toBe('ハル、ユキがラウンドに勝利');
  });

  it('the seat names in a caption are seats (the view colours them), not plain words', () => {
    const t = table('gears');
    const line = gearsCaptions.event({ type: 'round-winner', seats: [0, 1] } as GameEvent, t)?.line;
    expect(line?.filter((p) => typeof p !== 'string')).toEqual([
      { kind: 'seat', seat: 0, label: 'Ada' },
      { kind: 'seat', seat: 1, label: 'Ben' },
    ]);
  });
});

describe('Gear & Piston captions', () => {
  it('a part built into a car says its colour and kind; a token sent says where', () => {
    expect(say(gnpCaptions, 'gear-and-piston', { type: 'move-tile', part: 'N01', from: { zone: 'hand', player: 2 }, to: { zone: 'car', player: 2, side: 'front', col: 0, row: 'top' } }).line).toBe(
      'Cleo builds a red motor',
    );
    expect(say(gnpCaptions, 'gear-and-piston', { type: 'move-tile', part: 'hidden-new', from: { zone: 'new-stack' }, to: { zone: 'hand', player: 0 } }).line).toBe('Ada takes a part from the stack');
    expect(say(gnpCaptions, 'gear-and-piston', { type: 'place-token', player: 0, location: 'workshop', space: 0 }).line).toBe('Ada sends a token to the Workshop');
    setLang('it');
    expect(say(gnpCaptions, 'gear-and-piston', { type: 'move-tile', part: 'N01', from: { zone: 'hand', player: 2 }, to: { zone: 'car', player: 2, side: 'front', col: 0, row: 'top' } }).line).toBe(
      'Carla monta: motore rosso',
    );
  });

  it('a new round says so at once, with who plays first', () => {
    expect(say(gnpCaptions, 'gear-and-piston', { type: 'round', round: 2, firstPlayer: 1 })).toEqual({
      headline: 'Round 2: everyone sends tokens to the locations',
      line: 'Ben plays first this round',
    });
  });
});

describe('Innovation captions', () => {
  it('a demand names who must obey, and the detail line is the card’s own words', () => {
    expect(say(innovationCaptions, 'innovation', { type: 'dogma-start', player: 0, card: 'archery', featured: 'castle', sharers: [], targets: [1, 2] })).toEqual({
      line: 'Ada demands with Archery: Ben and Cleo must obey',
      detail: null,
    });
    expect(say(innovationCaptions, 'innovation', { type: 'effect-start', card: 'archery', effect: 0, player: 1, demand: true })).toEqual({
      detail: 'I demand you draw a 1, then transfer a card of the highest age in your hand to my hand.',
    });
    expect(say(innovationCaptions, 'innovation', { type: 'dogma-start', player: 1, card: 'sailing', featured: 'crown', sharers: [2], targets: [] }).line).toBe(
      'Ben uses Sailing, and Cleo shares it',
    );
  });

  it('melds, scores and turns in words a passer-by follows', () => {
    expect(say(innovationCaptions, 'innovation', { type: 'move-card', verb: 'meld', card: 'sailing', age: 1, from: { zone: 'hand', player: 1 }, to: { zone: 'board', player: 1, color: 'green' } }).line).toBe(
      'Ben puts Sailing on top of the green pile',
    );
    expect(say(innovationCaptions, 'innovation', { type: 'move-card', verb: 'score', card: null, age: 3, from: { zone: 'hand', player: 2 }, to: { zone: 'score', player: 2 } }).line).toBe(
      'Cleo scores an age-3 card: 3 points',
    );
    expect(say(innovationCaptions, 'innovation', { type: 'turn', player: 1, turn: 5, actions: 2 })).toEqual({ headline: 'Turn 5: Ben plays', line: 'Ben has 2 actions', detail: null });
    expect(say(innovationCaptions, 'innovation', { type: 'turn', player: 0, turn: 1, actions: 1 }).line).toBe('Ada has one action');
  });

  it('the end names the winners in the language’s grammar', () => {
    expect(say(innovationCaptions, 'innovation', { type: 'game-over', winners: [0, 2], reason: 'score' }).line).toBe('Ada and Cleo share the win');
    expect(say(innovationCaptions, 'innovation', { type: 'game-over', winners: [1], reason: 'score' }).line).toBe('Ben wins the game');
    setLang('ru');
    expect(say(innovationCaptions, 'innovation', { type: 'game-over', winners: [0, 2], reason: 'score' }).line).toBe('Аня и Вера: общая победа');
  });
});

describe('the results card', () => {
  it('ranks tied seats together and says so when a tie knocked out higher scores (Gears)', () => {
    const o = { winners: [0], ranking: [[0], [3], [1, 2]], scores: [2.5, 3, 3, 2], reason: 'rounds' };
    expect(rankedSeats(o)).toEqual([
      { rank: 1, seat: 0 },
      { rank: 2, seat: 3 },
      { rank: 3, seat: 1 },
      { rank: 3, seat: 2 },
    ]);
    expect(tiedOut(o)).toBe(true);
    expect(tiedOut({ ...o, winners: [1], scores: [2, 3, 1, 0] })).toBe(false);
    expect(reasonText('rounds')).toBe('All ten rounds were played.');
  });
});

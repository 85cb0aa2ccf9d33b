// Issue 40: a person new to a game meets it at two players (the count every lesson is played at),
// and the first real game after a lesson shows its set-up before it starts: two players, the bot
// level the lesson names, Hint on, said in words, instead of a game against Easy starting unseen.
import { describe, expect, it } from 'vitest';
import { route } from '../../src/app/navigation';
import { getGame } from '../../src/engine/index';
import { catalogs } from '../../src/i18n/catalogs';
import { LANGS } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { lessonFor } from '../../src/table/lessons';
import { firstGameSetup, initialDraft, isNewcomer, toSessionSetup } from '../../src/views/screens/setupModel';
import { playFirstGame } from '../../src/views/table/lessonRoutes';

const GAMES = ['innovation', 'gears', 'gear-and-piston'] as const;
const row = (played: number) => ({ played });

describe('Setup for a person new to a game', () => {
  it('is new with no kept setup and no finished game of it; a kept setup or a finished game ends that', () => {
    const last: SessionSetup = { game: 'gears', options: { players: 3, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] };
    expect(isNewcomer(undefined, [])).toBe(true);
    expect(isNewcomer(undefined, [row(0), row(0)])).toBe(true);
    expect(isNewcomer(undefined, [row(0), row(1)])).toBe(false);
    expect(isNewcomer(last, [])).toBe(false);
  });

  for (const id of GAMES) {
    it(`${id}: a newcomer's default is two players, you against one easy bot; otherwise the wider default stays`, () => {
      const game = getGame(id);
      const fresh = initialDraft(game, undefined, true);
      expect(fresh.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'easy' }]);
      expect(toSessionSetup(fresh, 5).options.players).toBe(2);
      expect(initialDraft(game, undefined, false).seats.length).toBe(Math.min(4, game.maxPlayers));
    });
  }
});

describe('the first real game after a lesson', () => {
  for (const id of GAMES) {
    it(`${id}: "Play your first game" opens Setup filled in (two players, the lesson's bot level), not a table`, () => {
      const lesson = lessonFor(id);
      if (!lesson) throw new Error(`no lesson for ${id}`);
      playFirstGame(id);
      const r = route.get();
      expect(r.name).toBe('setup');
      if (r.name !== 'setup') return;
      expect(r.game).toBe(id);
      const first = r.first;
      expect(first).toBeDefined();
      if (!first) return;
      const level = lesson.firstGame.seats.find((s) => s.kind === 'bot');
      expect(first.seats).toEqual([{ kind: 'human' }, level]);
      const draft = initialDraft(getGame(id), first);
      expect(draft.seats).toHaveLength(2);
      // The lesson's variants come with it (Gears: characters, as the lesson taught them).
      for (const [key, value] of Object.entries(lesson.firstGame.options)) if (key !== 'players') expect(draft.variants[key]).toEqual(value);
    });
  }

  it('a three-seat suggestion is cut to two, keeping you and the first bot', () => {
    const s = firstGameSetup({ game: 'gears', options: { players: 3 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'normal' }, { kind: 'bot', level: 'easy' }] });
    expect(s.seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 'normal' }]);
    expect(s.options.players).toBe(2);
  });

  it('Setup says so in every language: the level is named and Hint is on', () => {
    for (const lang of LANGS) {
      const note = catalogs[lang]['lesson.firstGame.note'];
      expect(note, lang).toContain('{level}');
      expect(note, lang).toMatch(/2|two|due|два|2人/i);
      expect(note, lang).toMatch(/[(（]H[)）]/);
    }
  });
});

// Learn Echoes of the Past by playing one prepared turn against a scripted opponent: an echo
// effect that runs before its dogma (Bangle tucks your only red card), the Echoes draw rule (your
// hand holds no Echoes card, so the 3 you draw is one) and foreshadowing (it goes to your
// forecast), a Meld action and the promotion it allows (Almanac, a 3, after Compass, a 3), the
// free dogma action on the promoted card, and the points bonuses give (4 + 1 with an empty score
// pile). Every word is a catalogue key (src/i18n/lessons/innovation-echoes);
// tests/table/innovation-echoes-lesson.test.ts checks each sentence against its position. The
// goal and bonus steps point at nothing: the board has no spot for a card's bonus or the score yet
// (an 'icons' spot would point at the wrong thing).
import type { Scenario } from '../../engine/innovation/scenario';
import type { Lesson } from '../lesson';
import { card } from '../rich';
import { buildLessonPosition } from './lesson';
import { cardName } from './names';

/**
 * Your turn, two actions. Bangle (red, echo effect and bonus 1) is your only top card; your hand is
 * Archery (red) and Compass (a 3). Bot 2 shows crowns only, so it shares neither Bangle (castle)
 * nor Almanac (leaf). The Echoes 3 on top is Almanac; the base 4 on top is Gunpowder.
 */
export const ECHOES_TURN: Scenario = {
  expansions: ['echoes'],
  players: [
    { board: { red: ['bangle'] }, hand: ['archery', 'compass'] },
    { board: { blue: ['dice'] }, hand: ['pottery'] },
  ],
  supply: { 3: ['almanac'], 4: ['gunpowder'] },
  seed: 28,
};

export const echoesLesson: Lesson = {
  id: 'innovation-echoes',
  title: 'inno.echoesLesson.title',
  game: 'innovation',
  setup: { game: 'innovation', options: { players: 2, seed: 28, expansions: ['echoes'] }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  build: (position) => buildLessonPosition(position as Scenario),
  card: (id) => card(id, cardName(id)),
  minutes: 3,
  ends: 'playing',
  firstGame: { game: 'innovation', options: { players: 2, expansions: ['echoes'] }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  summary: ['inno.echoesLesson.sum.echo', 'inno.echoesLesson.sum.bonus', 'inno.echoesLesson.sum.draw', 'inno.echoesLesson.sum.forecast', 'inno.echoesLesson.sum.win'],
  steps: [
    { id: 'goal', position: ECHOES_TURN, say: 'inno.echoesLesson.goal', params: { card: { card: 'bangle' } } },
    {
      id: 'echo',
      say: 'inno.echoesLesson.echo',
      params: { card: { card: 'bangle' }, tucked: { card: 'archery' } },
      expect: { type: 'dogma', card: 'bangle' },
      why: { meld: 'inno.echoesLesson.why.dogma', draw: 'inno.echoesLesson.why.dogma' },
    },
    { id: 'foreshadowed', say: 'inno.echoesLesson.foreshadowed', params: { card: { card: 'bangle' }, tucked: { card: 'archery' }, drawn: { card: 'almanac' } } },
    {
      id: 'meld',
      say: 'inno.echoesLesson.meld',
      params: { card: { card: 'compass' }, drawn: { card: 'almanac' } },
      expect: { type: 'meld', card: 'compass' },
      why: { dogma: 'inno.echoesLesson.why.meld', draw: 'inno.echoesLesson.why.meld' },
    },
    { id: 'promote', say: 'inno.echoesLesson.promote', params: { card: { card: 'almanac' } }, expect: { type: 'cards', cards: ['almanac'] }, why: { cards: 'inno.echoesLesson.why.promote' } },
    { id: 'free-dogma', say: 'inno.echoesLesson.freeDogma', params: { card: { card: 'almanac' } }, expect: { type: 'choice', choice: 'yes' }, why: { choice: 'inno.echoesLesson.why.yes' } },
    { id: 'bonus', say: 'inno.echoesLesson.bonus', params: { card: { card: 'almanac' }, other: { card: 'bangle' } } },
    { id: 'end', say: 'inno.echoesLesson.end', point: { board: 'achievements' } },
  ],
};

// Learn Innovation by playing: seven prepared positions against one scripted opponent, each rule
// taught the moment it is used. The first turns: the opening pick (two cards, meld one, the first
// alphabetically starts), meld and piles, the draw rule, icons, reading a board card on a phone
// (its zoom), the featured icon, a dogma an opponent shares (and the free draw it gives), a
// demand. Later: splaying left and the icons it shows, scoring; a run of scores that claims
// Monument, a special achievement, then an achievement bought with points; stopping the
// opponent's race to an achievement with a demand that transfers a card out of its score pile;
// the golden rule and the draw when a pile is empty; tucking, and splaying right; splaying up,
// and the sixth achievement that ends the game. Each later position keeps the achievements and
// points reached before it (★ never goes back), and its first words say what changed. Every word
// is a catalogue key (src/i18n/lessons/innovation).
import type { InnovationState } from '../../engine/innovation/types';
import { type Scenario, buildScenario } from '../../engine/innovation/scenario';
import type { Lesson } from '../lesson';
import { card } from '../rich';
import { cardName } from './names';

/** A lesson's position: a scenario, or one dealt for the opening pick (each holds two 1s, nothing melded). */
export type LessonPosition = Scenario & { opening?: true };

/** The scenario's position; for the opening pick, before anyone has melded (turn 0, no actions yet). */
export function buildLessonPosition(position: LessonPosition): InnovationState {
  const { opening, ...scenario } = position;
  const state = buildScenario(scenario);
  return opening ? { ...state, phase: 'initial-meld', current: 0, turn: 0, actionsLeft: 0 } : state;
}

/**
 * The opening pick: two 1s each, one to meld. Agriculture comes before Archery (English names, as
 * the engine compares them), so you start, with one action; the supply of 1s is stacked.
 */
const FIRST_TURNS: LessonPosition = {
  players: [{ hand: ['agriculture', 'the-wheel'] }, { hand: ['archery', 'mysticism'] }],
  opening: true,
  // Drawn in this order: Bot 2's draw, yours, The Wheel's four, the bonus, Bot 2's, Archery's.
  supply: { 1: ['sailing', 'pottery', 'tools', 'oars', 'writing', 'clothing', 'code-of-laws', 'masonry', 'domestication'] },
  seed: 28,
};

/** Later: Philosophy on your board, a pile of two yellow cards, a 2 in hand. */
const SPLAY: Scenario = {
  players: [
    { board: { yellow: ['agriculture', 'domestication'], purple: ['philosophy'], red: ['archery'] }, hand: ['calendar'] },
    { board: { green: ['sailing'], blue: ['pottery'] }, hand: ['oars'] },
  ],
  seed: 28,
};

/** Later: Metalworking on your board, and six castles on top of the 1s. */
const MONUMENT: Scenario = {
  players: [
    { board: { red: ['metalworking'], yellow: ['agriculture'] }, hand: ['writing'] },
    { board: { green: ['sailing'], blue: ['pottery'] }, hand: ['calendar'] },
  ],
  supply: { 1: ['archery', 'oars', 'the-wheel', 'domestication', 'masonry', 'mysticism', 'clothing'] },
  seed: 28,
};

/** What you hold from the Monument turn on: the 1 (City States was the age-1 achievement there) and Monument. */
const YOUR_ACHIEVEMENTS = ['city-states', 'monument'];
/** The six castles Metalworking scored: 6 points. */
const MONUMENT_SCORE = ['archery', 'oars', 'the-wheel', 'domestication', 'masonry', 'mysticism'];
/** The achievements still to claim after that turn (one per age; age 2 is Monotheism, age 3 Optics). */
const LEFT_AFTER_MONUMENT = ['monotheism', 'optics', 'navigation', 'steam-engine', 'emancipation', 'evolution', 'antibiotics', 'satellites', 'empire', 'world', 'wonder', 'universe'];

/**
 * Later: Bot 2 has 10 points (one of them a 1) and a top 2, so on its turn it could achieve 2.
 * Your Mapmaking demands a 1 from its score pile: it shows fewer crowns (none), so it must.
 */
const RACE: Scenario = {
  players: [
    { board: { green: ['mapmaking'], red: ['metalworking'], yellow: ['agriculture'] }, hand: ['writing'], score: MONUMENT_SCORE, achievements: YOUR_ACHIEVEMENTS },
    { board: { yellow: ['fermenting'], blue: ['calendar'] }, hand: ['pottery'], score: ['clothing', 'alchemy', 'translation', 'compass'] },
  ],
  achievements: LEFT_AFTER_MONUMENT,
  actionsLeft: 1,
  turn: 14,
  supply: { 1: ['sailing'] },
  seed: 28,
};

/** Later: Bot 2's turn, Construction on its board; you hold one card; the 2s have run out. */
const GOLDEN_RULE: Scenario = {
  players: [
    {
      board: { blue: ['mathematics'], green: ['sailing'] },
      hand: ['oars'],
      score: ['archery', 'the-wheel', 'domestication', 'masonry', 'mysticism', 'metalworking', 'pottery', 'writing'],
      achievements: YOUR_ACHIEVEMENTS,
    },
    { board: { red: ['construction'], yellow: ['agriculture'] }, hand: ['tools'], score: ['alchemy', 'translation', 'compass'] },
  ],
  achievements: LEFT_AFTER_MONUMENT,
  current: 1,
  exhausted: [2],
  turn: 18,
  seed: 28,
};

/**
 * Later: your yellow pile (Medicine under Anatomy) is splayed left; Code of Laws tucks Fermenting
 * under it, and Invention turns it to the right. Bot 2 shows no crowns and no lightbulbs.
 */
const TUCK: Scenario = {
  players: [
    {
      board: { purple: ['code-of-laws'], green: ['invention'], yellow: ['medicine', 'anatomy'] },
      splay: { yellow: 'left' },
      hand: ['fermenting', 'tools'],
      score: ['archery', 'the-wheel', 'domestication', 'masonry', 'mysticism', 'metalworking', 'pottery', 'writing'],
      achievements: YOUR_ACHIEVEMENTS,
    },
    { board: { red: ['construction'], blue: ['alchemy'] }, hand: ['oars'], score: ['sailing', 'translation', 'compass', 'calendar'] },
  ],
  achievements: LEFT_AFTER_MONUMENT,
  supply: { 4: ['colonialism'] },
  turn: 24,
  seed: 28,
};

/**
 * Near the end: five achievements yours (ages 1 to 4 and Monument), two Bot 2's (ages 6 and 7:
 * each age has one achievement). Flight splays your red pile up, then you achieve 5.
 */
const LAST: Scenario = {
  players: [
    {
      board: { purple: ['societies'], blue: ['mathematics'], red: ['archery', 'construction', 'flight'] },
      hand: ['oars'],
      score: ['genetics', 'composites', 'fission'],
      achievements: ['city-states', 'monotheism', 'optics', 'navigation', 'monument'],
    },
    {
      board: { red: ['gunpowder'], green: ['sailing'], purple: ['lighting'] },
      hand: ['tools'],
      score: ['clothing', 'perspective', 'databases', 'software', 'stem-cells'],
      achievements: ['canning', 'electricity'],
    },
  ],
  achievements: ['chemistry', 'mass-media', 'computers', 'empire', 'world', 'wonder', 'universe'],
  turn: 40,
  seed: 28,
};

export const innovationLesson: Lesson = {
  game: 'innovation',
  setup: { game: 'innovation', options: { players: 2, seed: 28 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  build: (position) => buildLessonPosition(position as LessonPosition),
  card: (id) => card(id, cardName(id)),
  minutes: 9,
  ends: { reason: 'achievements', winners: [0] },
  firstGame: { game: 'innovation', options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  summary: [
    'inno.lesson.sum.goal',
    'inno.lesson.sum.opening',
    'inno.lesson.sum.actions',
    'inno.lesson.sum.draw',
    'inno.lesson.sum.dogma',
    'inno.lesson.sum.demand',
    'inno.lesson.sum.splay',
    'inno.lesson.sum.tuck',
    'inno.lesson.sum.achieve',
    'inno.lesson.sum.race',
    'inno.lesson.sum.golden',
    'inno.lesson.sum.end',
  ],
  steps: [
    { id: 'goal', position: FIRST_TURNS, say: 'inno.lesson.goal', point: { board: 'achievements' } },
    {
      id: 'opening',
      say: 'inno.lesson.opening',
      params: { card: { card: 'agriculture' } },
      expect: { type: 'initial-meld', card: 'agriculture' },
      why: { 'initial-meld': 'inno.lesson.why.openFirst' },
      reply: [{ type: 'initial-meld', card: 'archery' }],
    },
    {
      id: 'meld',
      say: 'inno.lesson.meld',
      params: { card: { card: 'the-wheel' } },
      expect: { type: 'meld', card: 'the-wheel' },
      why: { draw: 'inno.lesson.why.meldFirst' },
      reply: [{ type: 'draw' }, { type: 'meld', card: 'mysticism' }],
    },
    { id: 'icons', say: 'inno.lesson.icons', params: { card: { card: 'mysticism' } }, point: { board: 'icons' } },
    { id: 'draw', say: 'inno.lesson.draw', expect: { type: 'draw' }, why: { dogma: 'inno.lesson.why.drawFirst', meld: 'inno.lesson.why.drawFirst' } },
    { id: 'read-card', say: 'inno.lesson.readCard', params: { card: { card: 'the-wheel' } }, open: 'the-wheel' },
    {
      id: 'share',
      say: 'inno.lesson.share',
      params: { card: { card: 'the-wheel' } },
      expect: { type: 'dogma', card: 'the-wheel' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow' },
      reply: [{ type: 'draw' }, { type: 'dogma', card: 'archery' }],
    },
    {
      id: 'demand',
      say: 'inno.lesson.demand',
      params: { card: { card: 'archery' }, give: { card: 'pottery' } },
      expect: { type: 'cards', cards: ['pottery'] },
      why: { cards: 'inno.lesson.why.anyOne' },
    },
    {
      id: 'splay-dogma',
      position: SPLAY,
      say: 'inno.lesson.splayDogma',
      params: { card: { card: 'philosophy' } },
      expect: { type: 'dogma', card: 'philosophy' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow' },
    },
    { id: 'splay', say: 'inno.lesson.splay', params: { card: { card: 'agriculture' }, by: { card: 'philosophy' } }, expect: { type: 'color', color: 'yellow' }, why: { color: 'inno.lesson.why.splayYellow' } },
    { id: 'score', say: 'inno.lesson.score', params: { card: { card: 'calendar' } }, expect: { type: 'cards', cards: ['calendar'] }, why: { cards: 'inno.lesson.why.scoreIt' } },
    {
      id: 'monument',
      position: MONUMENT,
      say: 'inno.lesson.monument',
      params: { card: { card: 'metalworking' } },
      expect: { type: 'dogma', card: 'metalworking' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow' },
    },
    { id: 'special', say: 'inno.lesson.special', params: { special: { key: 'inno.special.monument' } }, point: { board: 'achievements' } },
    { id: 'achieve', say: 'inno.lesson.achieve', expect: { type: 'achieve', age: 1 }, why: { draw: 'inno.lesson.why.achieveNow', meld: 'inno.lesson.why.achieveNow', dogma: 'inno.lesson.why.achieveNow' } },
    {
      id: 'race',
      position: RACE,
      say: 'inno.lesson.race',
      params: { card: { card: 'mapmaking' } },
      expect: { type: 'dogma', card: 'mapmaking' },
      why: { dogma: 'inno.lesson.why.raceDogma', meld: 'inno.lesson.why.raceDogma', draw: 'inno.lesson.why.raceDogma' },
      point: { board: 'achievements' },
    },
    { id: 'race-stopped', say: 'inno.lesson.raceStopped', params: { card: { card: 'clothing' } } },
    {
      id: 'golden-watch',
      position: GOLDEN_RULE,
      say: 'inno.lesson.goldenWatch',
      params: { card: { card: 'construction' } },
      reply: [{ type: 'dogma', card: 'construction' }, { type: 'draw' }],
    },
    { id: 'golden', say: 'inno.lesson.golden', params: { card: { card: 'oars' }, by: { card: 'construction' } } },
    { id: 'empty-pile', say: 'inno.lesson.emptyPile', expect: { type: 'draw' }, why: { meld: 'inno.lesson.why.drawNow', dogma: 'inno.lesson.why.drawNow' } },
    {
      id: 'tuck-dogma',
      position: TUCK,
      say: 'inno.lesson.tuckDogma',
      params: { card: { card: 'code-of-laws' } },
      expect: { type: 'dogma', card: 'code-of-laws' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow' },
    },
    {
      id: 'tuck',
      say: 'inno.lesson.tuck',
      params: { card: { card: 'fermenting' } },
      expect: { type: 'cards', cards: ['fermenting'] },
      why: { cards: 'inno.lesson.why.tuckIt' },
      point: { board: 'icons' },
    },
    {
      id: 'splay-right-dogma',
      say: 'inno.lesson.splayRightDogma',
      params: { card: { card: 'invention' } },
      expect: { type: 'dogma', card: 'invention' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow', achieve: 'inno.lesson.why.dogmaNow' },
    },
    { id: 'splay-right', say: 'inno.lesson.splayRight', expect: { type: 'color', color: 'yellow' }, why: { color: 'inno.lesson.why.splayYellow' }, point: { board: 'icons' } },
    {
      id: 'splay-up-dogma',
      position: LAST,
      say: 'inno.lesson.splayUpDogma',
      params: { card: { card: 'flight' } },
      expect: { type: 'dogma', card: 'flight' },
      why: { dogma: 'inno.lesson.why.dogmaNamed', meld: 'inno.lesson.why.dogmaNow', draw: 'inno.lesson.why.dogmaNow', achieve: 'inno.lesson.why.upFirst' },
      point: { board: 'achievements' },
    },
    { id: 'splay-up', say: 'inno.lesson.splayUp', params: { card: { card: 'flight' } }, expect: { type: 'color', color: 'red' }, why: { color: 'inno.lesson.why.splayRed' }, point: { board: 'icons' } },
    {
      id: 'sixth',
      say: 'inno.lesson.sixth',
      expect: { type: 'achieve', age: 5 },
      why: { draw: 'inno.lesson.why.achieveNow', meld: 'inno.lesson.why.achieveNow', dogma: 'inno.lesson.why.achieveNow' },
    },
    { id: 'end', say: 'inno.lesson.end', point: { board: 'achievements' } },
  ],
};

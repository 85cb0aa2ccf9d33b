// Learn Innovation by playing: five prepared positions against one scripted opponent, each rule
// taught the moment it is used. The first turns: meld and piles, the draw rule, icons and the
// featured icon, a dogma an opponent shares (and the free draw it gives), a demand. Later:
// splaying and the icons it shows, scoring; a run of scores that claims Monument, a special
// achievement, then an achievement bought with points; the golden rule and the draw when a pile
// is empty; and the sixth achievement that ends the game. Every word is a catalogue key
// (src/i18n/lessons/innovation).
import { type Scenario, buildScenario } from '../../engine/innovation/scenario';
import type { Lesson } from '../lesson';
import { card } from '../rich';
import { cardName } from './names';

/** The first turns: you start (one action on the first turn); the supply of 1s is stacked. */
const FIRST_TURNS: Scenario = {
  players: [
    { board: { yellow: ['agriculture'] }, hand: ['the-wheel'] },
    { board: { red: ['archery'] }, hand: ['mysticism'] },
  ],
  turn: 1,
  actionsLeft: 1,
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

/** Later: Bot 2's turn, Construction on its board; you hold one card; the 2s have run out. */
const GOLDEN_RULE: Scenario = {
  players: [
    { board: { blue: ['mathematics'], green: ['sailing'] }, hand: ['oars'], score: ['pottery', 'writing'] },
    { board: { red: ['construction'], yellow: ['agriculture'] }, hand: ['tools'], score: ['clothing'] },
  ],
  current: 1,
  exhausted: [2],
  seed: 28,
};

/** Near the end: five achievements each way to the sixth. */
const LAST: Scenario = {
  players: [
    {
      board: { purple: ['societies'], blue: ['mathematics'] },
      hand: ['oars'],
      score: ['genetics', 'composites', 'fission'],
      achievements: ['pottery', 'calendar', 'optics', 'invention', 'monument'],
    },
    { board: { red: ['gunpowder'], green: ['sailing'] }, hand: ['tools'], score: ['clothing', 'perspective'], achievements: ['writing', 'mapmaking'] },
  ],
  achievements: ['chemistry', 'atomic-theory', 'evolution', 'flight', 'computers', 'empire', 'world', 'wonder', 'universe'],
  turn: 40,
  seed: 28,
};

export const innovationLesson: Lesson = {
  game: 'innovation',
  setup: { game: 'innovation', options: { players: 2, seed: 28 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  build: (position) => buildScenario(position as Scenario),
  card: (id) => card(id, cardName(id)),
  minutes: 8,
  ends: { reason: 'achievements', winners: [0] },
  firstGame: { game: 'innovation', options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  summary: [
    'inno.lesson.sum.goal',
    'inno.lesson.sum.actions',
    'inno.lesson.sum.draw',
    'inno.lesson.sum.dogma',
    'inno.lesson.sum.demand',
    'inno.lesson.sum.splay',
    'inno.lesson.sum.achieve',
    'inno.lesson.sum.golden',
    'inno.lesson.sum.end',
  ],
  steps: [
    { id: 'goal', position: FIRST_TURNS, say: 'inno.lesson.goal', point: { board: 'achievements' } },
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
      id: 'golden-watch',
      position: GOLDEN_RULE,
      say: 'inno.lesson.goldenWatch',
      params: { card: { card: 'construction' } },
      reply: [{ type: 'dogma', card: 'construction' }, { type: 'draw' }],
    },
    { id: 'golden', say: 'inno.lesson.golden', params: { card: { card: 'oars' }, by: { card: 'construction' } } },
    { id: 'empty-pile', say: 'inno.lesson.emptyPile', expect: { type: 'draw' }, why: { meld: 'inno.lesson.why.drawNow', dogma: 'inno.lesson.why.drawNow' } },
    {
      id: 'sixth',
      position: LAST,
      say: 'inno.lesson.sixth',
      expect: { type: 'achieve', age: 5 },
      why: { draw: 'inno.lesson.why.achieveNow', meld: 'inno.lesson.why.achieveNow', dogma: 'inno.lesson.why.achieveNow' },
    },
    { id: 'end', say: 'inno.lesson.end', point: { board: 'achievements' } },
  ],
};

// How each lesson is played through the UI: per step, the names of the buttons a person presses
// (from the language's own catalogue), one move that is not the step's, where to leave and come
// back, and which steps to photograph. Steps not listed are read, then Next.
import type { GameId } from '../../../src/engine/core/types';
import type { Params } from '../../../src/i18n/format';
import { gearAndPistonLesson } from '../../../src/table/gear-and-piston/lesson';
import { gearsLesson } from '../../../src/table/gears/lesson';
import { echoesLesson } from '../../../src/table/innovation/echoesLesson';
import { innovationLesson } from '../../../src/table/innovation/lesson';
import { type Lesson, lessonIdOf } from '../../../src/table/lesson';
import type { LessonId } from '../../../src/storage/lessons';

/** A catalogue's words in the language of the run. */
export type Say = (key: string, params?: Params) => string;

export interface LessonRun {
  game: GameId;
  /** The id its place is kept under (the game's, or an expansion's lesson). */
  id: LessonId;
  /** Its name on Learn to play's buttons ("Start {name}"). */
  name: (say: Say) => string;
  total: number;
  last: string;
  stepCount(id: string): number;
  clicks: Record<string, (say: Say) => string[]>;
  /** Steps that ask for a card to be opened: the card's name, pressed in the coach's words (its zoom opens), then closed. */
  open?: Record<string, (say: Say) => string>;
  /** At this step, press these (not the step's move): the coach answers with this reason. */
  wrong: { step: string; press: (say: Say) => string[]; why: string };
  leaveAt: string;
  shots: string[];
}

function run(lesson: Lesson, rest: Omit<LessonRun, 'game' | 'id' | 'name' | 'total' | 'last' | 'stepCount'>): LessonRun {
  const ids = lesson.steps.map((s) => s.id);
  const name = (say: Say) => say(lesson.title ?? `game.${lesson.game}.name`);
  return { game: lesson.game, id: lessonIdOf(lesson), name, total: ids.length, last: ids[ids.length - 1] as string, stepCount: (id) => ids.indexOf(id), ...rest };
}

const side = (say: Say, value: number, up: number, down: number) => say('gears.move.placeSide', { value, up, down });
const code = (say: Say, key: string, colour: string, number: number) => say(key, { colour: say(`gears.colour.${colour}`), number });

const card = (say: Say, id: string) => say(`inno.name.${id}`);
const dogma = (say: Say, id: string, icon: string, n: number) => say('inno.btn.dogma', { card: card(say, id), icon: say(`inno.icon.${icon}`), n });

/** A Gear & Piston tile as the buttons name it ("Grey axle (New)"). */
const tile = (say: Say, colour: string, type: string, section: 'new' | 'junk') =>
  say('gnp.partTitle', { colour: say(`gnp.colour.${colour}`), type: say(`gnp.type.${type}`), section: say(`gnp.section.${section}`) }).trim();
const build = (say: Say, part: string, col: number) => [say('gnp.move.build', { part }), say('gnp.move.buildAt', { side: say('gnp.side.front'), col })];
const spot = (say: Say, location: string) => say('gnp.move.place', { location: say(`gnp.loc.${location}`) });
/** A cell of a joined car, as a swap's or a dismantle's second button names it ("Car col 1 top"). */
const carCell = (say: Say, key: string, col: number, row: 'top' | 'bottom') => say(key, { side: say('gnp.side.joined'), col, row: say(`gnp.rowShort.${row}`) });

export const LESSON_RUNS: LessonRun[] = [
  run(gearsLesson, {
    clicks: {
      place: (say) => [say('gears.gear.red.name'), side(say, 4, 1, 1)],
      'turn-down': (say) => [say('gears.move.turn.down')],
      enter: (say) => [code(say, 'gears.move.enterCode', 'red', 3)],
      'jam-place': (say) => [say('gears.gear.purple.name'), side(say, 2, 2, 3)],
      'jam-turn': (say) => [say('gears.move.turn.leave')],
      'send-place': (say) => [say('gears.gear.grey.name'), side(say, 4, 1, 3)],
      'send-turn': (say) => [say('gears.move.turn.up')],
      send: (say) => [code(say, 'gears.move.send', 'yellow', 3)],
      'swap-place': (say) => [say('gears.gear.yellow.name'), side(say, 2, 1, 3)],
      'swap-turn': (say) => [say('gears.move.turn.down')],
      'mechanic-day': (say) => [say('gears.move.mechanic', { name: say('seat.you'), dir: say('gears.dir.up') })],
      'swap-enter': (say) => [code(say, 'gears.move.enterCode', 'purple', 1)],
      'blue-place': (say) => [say('gears.gear.blue.name'), side(say, 2, 3, 1)],
      'blue-turn': (say) => [say('gears.move.turn.up')],
      'take-back': (say) => [say('gears.move.returnGear', { gear: say('gears.gear.multicolour.name') })],
      'night-place': (say) => [say('gears.gear.blue.name'), side(say, 1, 2, 4)],
      'night-turn': (say) => [say('gears.move.turn.up')],
      mechanic: (say) => [say('gears.move.mechanic', { name: say('seat.you'), dir: say('gears.dir.up') })],
      overtime: (say) => [code(say, 'gears.move.enterCode', 'blue', 1)],
      verify: (say) => [code(say, 'gears.move.verify', 'yellow', 3)],
    },
    wrong: { step: 'turn-down', press: (say) => [say('gears.move.turn.up')], why: 'gears.lesson.why.turnDown' },
    leaveAt: 'jam-turn',
    shots: ['place', 'jam', 'swap-turn', 'mechanic'],
  }),
  run(innovationLesson, {
    clicks: {
      opening: (say) => [say('inno.btn.meld', { card: card(say, 'agriculture') })],
      meld: (say) => [say('inno.btn.meldMenu', { n: 1 }), say('inno.btn.meld', { card: card(say, 'the-wheel') })],
      draw: (say) => [say('inno.btn.draw', { n: 1 })],
      share: (say) => [say('inno.btn.dogmaMenu', { n: 2 }), dogma(say, 'the-wheel', 'castle', 3), say('inno.confirm.run', { card: card(say, 'the-wheel') })],
      demand: (say) => [card(say, 'pottery')],
      'splay-dogma': (say) => [say('inno.btn.dogmaMenu', { n: 3 }), dogma(say, 'philosophy', 'lightbulb', 4)],
      splay: (say) => [say('inno.colour.yellow')],
      score: (say) => [card(say, 'calendar')],
      monument: (say) => [say('inno.btn.dogmaMenu', { n: 2 }), dogma(say, 'metalworking', 'castle', 3)],
      achieve: (say) => [say('inno.btn.achieveMenu', { n: 1 }), say('inno.btn.achieve', { n: 1 })],
      'empty-pile': (say) => [say('inno.btn.drawSkip', { n: 3, asked: 2 })],
      race: (say) => [say('inno.btn.dogmaMenu', { n: 3 }), dogma(say, 'mapmaking', 'crown', 2)],
      'tuck-dogma': (say) => [say('inno.btn.dogmaMenu', { n: 3 }), dogma(say, 'code-of-laws', 'crown', 2)],
      tuck: (say) => [card(say, 'fermenting')],
      'splay-right-dogma': (say) => [say('inno.btn.dogmaMenu', { n: 3 }), dogma(say, 'invention', 'lightbulb', 2)],
      'splay-right': (say) => [say('inno.colour.yellow')],
      'splay-up-dogma': (say) => [say('inno.btn.dogmaMenu', { n: 3 }), dogma(say, 'flight', 'crown', 5)],
      'splay-up': (say) => [say('inno.colour.red')],
      sixth: (say) => [say('inno.btn.achieveMenu', { n: 1 }), say('inno.btn.achieve', { n: 5 })],
    },
    open: { 'read-card': (say) => card(say, 'the-wheel') },
    wrong: { step: 'draw', press: (say) => [say('inno.btn.dogmaMenu', { n: 2 })], why: 'inno.lesson.why.drawFirst' },
    leaveAt: 'splay',
    shots: ['share', 'splay', 'special', 'read-card', 'splay-up'],
  }),
  run(gearAndPistonLesson, {
    clicks: {
      'place-workshop': (say) => [spot(say, 'workshop')],
      'place-patent': (say) => [spot(say, 'patent-office')],
      'place-junk': (say) => [spot(say, 'junk-yard')],
      'place-alley': (say) => [spot(say, 'back-alley')],
      'black-market': (say) => [say('gnp.move.blackMarket')],
      keep: (say) => [say('gnp.move.keepPart', { part: tile(say, 'grey', 'axle', 'new') })],
      patent: (say) => [say('gnp.move.takeDisplay', { part: tile(say, 'yellow', 'motor', 'new') })],
      junk: (say) => [say('gnp.move.takeDisplay', { part: tile(say, 'grey', 'gear', 'junk') })],
      'junk-2': (say) => [say('gnp.move.takeDisplay', { part: tile(say, 'grey', 'axle', 'junk') })],
      'build-axle': (say) => build(say, tile(say, 'grey', 'axle', 'new'), 1),
      'build-motor': (say) => build(say, tile(say, 'yellow', 'motor', 'new'), 1),
      'build-gearbox': (say) => build(say, tile(say, 'grey', 'gear', 'junk'), 2),
      'two-tokens': (say) => [spot(say, 'workshop')],
      'patent-token': (say) => [spot(say, 'patent-office')],
      'keep-hand': (say) => [say('gnp.move.keepHand')],
      wrench: (say) => [say('gnp.move.takeDisplay', { part: tile(say, 'yellow', 'improvement', 'new') })],
      steering: (say) => build(say, tile(say, 'grey', 'steering', 'new'), 5),
      twelfth: (say) => build(say, tile(say, 'yellow', 'improvement', 'new'), 6),
      // Another game's last round: a full hand, Join halves, Upgrade, Dismantle (the car is joined from 'join' on).
      'full-hand': (say) => [spot(say, 'workshop')],
      wasted: (say) => [spot(say, 'patent-office')],
      discard: (say) => [say('gnp.move.discard', { part: tile(say, 'red', 'motor', 'junk') })],
      'take-tank': (say) => [say('gnp.move.takeDisplay', { part: tile(say, 'yellow', 'fuel', 'new') })],
      join: (say) => [say('gnp.move.join')],
      upgrade: (say) => [say('gnp.move.upgrade')],
      'swap-motor': (say) => [say('gnp.move.swap', { part: tile(say, 'yellow', 'motor', 'new') }), carCell(say, 'gnp.move.swapAt', 1, 'top')],
      'swap-tank': (say) => [say('gnp.move.swap', { part: tile(say, 'yellow', 'fuel', 'new') }), carCell(say, 'gnp.move.swapAt', 2, 'top')],
      dismantle: (say) => [say('gnp.move.dismantle'), carCell(say, 'gnp.move.dismantleAt', 3, 'top')],
      'build-heater': (say) => [say('gnp.move.build', { part: tile(say, 'yellow', 'improvement', 'new') }), say('gnp.move.buildAt', { side: say('gnp.side.joined'), col: 3 })],
    },
    wrong: { step: 'place-patent', press: (say) => [spot(say, 'junk-yard')], why: 'gnp.lesson.why.place' },
    leaveAt: 'junk-2',
    shots: ['place-workshop', 'build-motor', 'scores', 'scrap-score'],
  }),
  // Echoes of the Past's own lesson: one prepared turn (echo effect, foreshadow, promotion, bonuses).
  run(echoesLesson, {
    clicks: {
      echo: (say) => [say('inno.btn.dogmaMenu', { n: 1 }), dogma(say, 'bangle', 'castle', 1)],
      meld: (say) => [say('inno.btn.meldMenu', { n: 1 }), say('inno.btn.meld', { card: card(say, 'compass') })],
      promote: (say) => [card(say, 'almanac')],
      'free-dogma': (say) => [say('inno.choice.yes')],
    },
    wrong: { step: 'echo', press: (say) => [say('inno.btn.meldMenu', { n: 2 })], why: 'inno.echoesLesson.why.dogma' },
    leaveAt: 'meld',
    shots: ['goal', 'foreshadowed', 'promote', 'bonus'],
  }),
];

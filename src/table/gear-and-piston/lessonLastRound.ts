// The third scene of Learn Gear & Piston: another game, in its last round. It plays what the first
// real game asks for at once and the two earlier scenes leave out: a full hand of five blueprints
// (a Patent Office token wasted, the discard that makes room), the Workshop's free Join halves, an
// Upgrade of two parts for one operation, a Dismantle, and the end at the refresh when a stack
// cannot refill its location — the learner's unfinished car filled with scrap, scored to the point.
import type { GnpScenario } from '../../engine/gear-and-piston/scenario';
import { JUNK_IDS } from '../../engine/gear-and-piston/parts';
import type { LessonParam, LessonStep } from '../lesson';

const part = (id: string): Readonly<Record<string, LessonParam>> => ({ part: { card: id } });

/** The learner's car: the front half from the Front tile, the back half from the Back tile. */
const FRONT: NonNullable<GnpScenario['seats'][number]['front']> = [
  ['J05', 'J21'], // yellow Junk motor (volatility 1) over a bent axle
  ['J11', 'J13'], // yellow Junk fuel tank (1) over a grinding gearbox (1)
  ['N07', null], // a red fuel tank: no red motor in this car; nothing under it
];
const BACK: NonNullable<GnpScenario['seats'][number]['back']> = [['J26', 'N18']]; // loose steering (1) over a sprung axle

/** Bot 2's car (one half) and its five blueprints: its Patent Office token will be wasted. */
const BOT_FRONT: NonNullable<GnpScenario['seats'][number]['front']> = [
  ['J02', 'J23'],
  ['J08', null],
];
const BOT_HAND = ['J37', 'N27', 'J24', 'N30', 'N31'];

const HAND = ['N05', 'N37', 'N09', 'N33', 'J01'];
const JUNK_YARD = ['J03', 'J04', 'J10'];

/** Junk tiles named above; of the rest, all but two were discarded in earlier rounds. */
const NAMED_JUNK = new Set([...FRONT.flat(), ...BACK.flat(), ...BOT_FRONT.flat(), ...BOT_HAND, ...HAND, ...JUNK_YARD].filter((id): id is string => id?.startsWith('J') === true));
const JUNK_LEFT = 2;

/** Round 8 of another game: two Junk parts left in the stack, too few to refill the Junk Yard's three. */
export const LAST_ROUND_OF_ANOTHER_GAME: GnpScenario = {
  round: 8,
  seats: [
    { front: FRONT, back: BACK, hand: HAND, locked: 2 },
    { front: BOT_FRONT, hand: BOT_HAND },
  ],
  investors: ['INV07', 'INV03'],
  patentOffice: ['N01', 'N12', 'N03', 'N28', 'N34', 'N10'],
  junkYard: JUNK_YARD,
  junkDiscard: JUNK_IDS.filter((id) => !NAMED_JUNK.has(id)).slice(JUNK_LEFT),
  seed: 8,
};

/**
 * The learner's score at the end, as the coach states it (a unit test holds it to the engine's):
 * each investor's pay, the largest colour area, volatility, wrenches and the total; what the one
 * scrap part cost (its volatility, and the grey area it split: 5 grey parts in a row would score
 * 5, the 3 yellow ones are now the largest); and Bot 2's total.
 */
export const SCRAP_SCORE = { first: 8, second: 8, area: 3, volatility: 4, wrenches: 1, penalty: 3, total: 16, cost: 4, bot: 5 } as const;

const place = (location: string) => ({ type: 'place', location });

export const LAST_ROUND_STEPS: readonly LessonStep[] = [
  { id: 'last-round', position: LAST_ROUND_OF_ANOTHER_GAME, say: 'gnp.lesson.lastRound', point: { board: 'car' } },
  { id: 'full-hand', say: 'gnp.lesson.fullHand', expect: place('workshop'), why: { place: 'gnp.lesson.why.place' }, reply: [place('patent-office')] },
  {
    id: 'wasted',
    say: 'gnp.lesson.wasted',
    expect: place('patent-office'),
    why: { place: 'gnp.lesson.why.place' },
    reply: [place('workshop'), place('workshop'), place('workshop')],
  },
  {
    id: 'discard',
    params: part('J01'),
    say: 'gnp.lesson.discard',
    expect: { type: 'discard', part: 'J01' },
    why: { discard: 'gnp.lesson.why.discard', 'keep-hand': 'gnp.lesson.why.discard' },
    reply: [{ type: 'keep-hand' }],
  },
  {
    id: 'take-tank',
    params: part('N12'),
    say: 'gnp.lesson.takeTank',
    expect: { type: 'take-display', slot: 1 },
    why: { 'take-display': 'gnp.lesson.why.tank', 'take-blind': 'gnp.lesson.why.tank' },
  },
  {
    id: 'join',
    say: 'gnp.lesson.join',
    expect: { type: 'join' },
    why: { build: 'gnp.lesson.why.join', dismantle: 'gnp.lesson.why.join', upgrade: 'gnp.lesson.why.join', 'end-workshop': 'gnp.lesson.why.join' },
  },
  {
    id: 'upgrade',
    say: 'gnp.lesson.upgrade',
    expect: { type: 'upgrade' },
    why: { build: 'gnp.lesson.why.upgrade', dismantle: 'gnp.lesson.why.upgrade', 'end-workshop': 'gnp.lesson.why.upgrade' },
  },
  {
    id: 'swap-motor',
    params: part('N05'),
    say: 'gnp.lesson.swapMotor',
    expect: { type: 'swap', part: 'N05' },
    why: { swap: 'gnp.lesson.why.swapMotor' },
  },
  {
    id: 'swap-tank',
    params: part('N12'),
    say: 'gnp.lesson.swapTank',
    expect: { type: 'swap', part: 'N12' },
    why: { 'finish-upgrade': 'gnp.lesson.why.swapTank' },
  },
  {
    id: 'dismantle',
    params: part('N07'),
    say: 'gnp.lesson.dismantle',
    expect: { type: 'dismantle', side: 'joined', col: 2, row: 'top' },
    why: { dismantle: 'gnp.lesson.why.dismantle', build: 'gnp.lesson.why.dismantle', 'end-workshop': 'gnp.lesson.why.dismantle' },
  },
  {
    id: 'build-heater',
    params: part('N37'),
    say: 'gnp.lesson.buildHeater',
    expect: { type: 'build', part: 'N37', side: 'joined', col: 2 },
    why: { build: 'gnp.lesson.why.build', dismantle: 'gnp.lesson.why.build', 'end-workshop': 'gnp.lesson.why.build' },
    // Bot 2's three Workshop tokens (2, 1 and 1 operations); then the refresh ends the game.
    reply: [
      { type: 'build', part: 'J37', side: 'front', col: 1 },
      { type: 'build', part: 'N27', side: 'front', col: 2 },
      { type: 'build', part: 'J24', side: 'front', col: 2 },
      { type: 'build', part: 'N30', side: 'front', col: 3 },
    ],
  },
  { id: 'scrap', say: 'gnp.lesson.scrap', point: { board: 'car' } },
  { id: 'scrap-score', params: SCRAP_SCORE, say: 'gnp.lesson.scrapScore', point: { board: 'car' } },
];

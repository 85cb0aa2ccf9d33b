// Learn Gear & Piston by playing: three prepared positions against one scripted opponent. The first
// round: placing tokens (the order they act in, the Workshop's 3 / 2 / 1 operations), the Back
// Alley's Black Market and its locked token, the Patent Office and the Junk Yard, then building —
// rows, axles that carry the parts around them, a motor and its fuel — and who places first next
// round. Then a car two parts from complete: a wrench against volatility, the twelfth part that
// ends the game at once, and the scoring (investors, the colour area, volatility, scrap in an
// unfinished car). Then another game's last round (lessonLastRound.ts): a full hand, Join halves,
// Upgrade, Dismantle, and the end at the refresh that fills an unfinished car with scrap. Every
// word is a catalogue key (src/i18n/lessons/gear-and-piston).
import { type GnpScenario, buildGnpScenario } from '../../engine/gear-and-piston/scenario';
import type { Lesson, LessonParam } from '../lesson';
import { card } from '../rich';
import { partName } from './help';
import { LAST_ROUND_STEPS } from './lessonLastRound';

/** A tile as the buttons and the log name it (a link that opens it large). */
const part = (id: string): Readonly<Record<string, LessonParam>> => ({ part: { card: id } });

/** Round 1: empty hands and cars; the displays and the top of the New stack are set. */
const FIRST_ROUND: GnpScenario = {
  seats: [{}, {}],
  investors: ['INV07', 'INV03'],
  patentOffice: ['N05', 'N11', 'N18', 'N26', 'N13', 'N36'],
  junkYard: ['J21', 'J15', 'J06'],
  // Your Black Market's three, then Bot 2's three.
  newStack: ['N12', 'N38', 'N19', 'N07', 'N08', 'N25'],
  junkStack: ['J35', 'J33'],
  seed: 28,
};

/** Round 6: your car has ten parts; two of your tokens sat in the Back Alley last round. */
const LAST_ROUND: GnpScenario = {
  round: 6,
  seats: [
    {
      front: [
        ['N05', 'N19'],
        ['N11', 'J15'],
        ['N37', 'J21'],
        ['J11', 'J14'],
        [null, 'N22'],
        [null, 'N39'],
      ],
      hand: ['N26'],
      locked: 2,
    },
    {
      front: [
        ['J06', 'N18'],
        ['N07', null],
      ],
      hand: ['N08'],
    },
  ],
  investors: ['INV07', 'INV03'],
  patentOffice: ['N36', 'N01', 'N03', 'N09', 'N30', 'N40'],
  junkYard: ['J01', 'J02', 'J03'],
  newStack: ['N31', 'N32', 'N33'],
  seed: 28,
};

const place = (location: string) => ({ type: 'place', location });

export const gearAndPistonLesson: Lesson = {
  game: 'gear-and-piston',
  setup: { game: 'gear-and-piston', options: { players: 2, seed: 28 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  build: (position) => buildGnpScenario(position as GnpScenario),
  card: (id) => card(id, partName(id)),
  minutes: 9,
  // The third scene's game ends at the refresh: the Junk stack cannot refill the Junk Yard.
  ends: { reason: 'stack-empty', winners: [0] },
  firstGame: { game: 'gear-and-piston', options: { players: 2 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  summary: [
    'gnp.lesson.sum.goal',
    'gnp.lesson.sum.tokens',
    'gnp.lesson.sum.locations',
    'gnp.lesson.sum.workshop',
    'gnp.lesson.sum.hand',
    'gnp.lesson.sum.car',
    'gnp.lesson.sum.score',
    'gnp.lesson.sum.end',
  ],
  steps: [
    { id: 'goal', position: FIRST_ROUND, say: 'gnp.lesson.goal', point: { board: 'investors' } },
    { id: 'place-workshop', say: 'gnp.lesson.placeWorkshop', expect: place('workshop'), why: { place: 'gnp.lesson.why.place' }, reply: [place('workshop')] },
    { id: 'place-patent', say: 'gnp.lesson.placePatent', expect: place('patent-office'), why: { place: 'gnp.lesson.why.place' }, reply: [place('patent-office')] },
    { id: 'place-junk', say: 'gnp.lesson.placeJunk', expect: place('junk-yard'), why: { place: 'gnp.lesson.why.place' }, reply: [place('junk-yard')] },
    { id: 'place-alley', say: 'gnp.lesson.placeAlley', expect: place('back-alley'), why: { place: 'gnp.lesson.why.place' }, reply: [place('back-alley')] },
    {
      id: 'black-market',
      say: 'gnp.lesson.blackMarket',
      expect: { type: 'black-market' },
      why: { espionage: 'gnp.lesson.why.blackMarket', 'union-muscle': 'gnp.lesson.why.blackMarket' },
    },
    {
      id: 'keep',
      params: part('N19'),
      say: 'gnp.lesson.keep',
      expect: { type: 'keep-part', part: 'N19' },
      why: { 'keep-part': 'gnp.lesson.why.keepAxle' },
      reply: [{ type: 'black-market' }, { type: 'keep-part', part: 'N07' }],
    },
    {
      id: 'patent',
      params: part('N05'),
      say: 'gnp.lesson.patent',
      expect: { type: 'take-display', slot: 0 },
      why: { 'take-display': 'gnp.lesson.why.motor', 'take-blind': 'gnp.lesson.why.motor' },
      reply: [{ type: 'take-display', slot: 3 }],
    },
    { id: 'junk', params: part('J15'), say: 'gnp.lesson.junk', expect: { type: 'take-display', slot: 1 }, why: { 'take-display': 'gnp.lesson.why.gearbox', 'stop-junk': 'gnp.lesson.why.gearbox' } },
    {
      id: 'junk-2',
      params: part('J21'),
      say: 'gnp.lesson.junk2',
      expect: { type: 'take-display', slot: 0 },
      why: { 'take-display': 'gnp.lesson.why.axle', 'stop-junk': 'gnp.lesson.why.axle' },
      reply: [{ type: 'take-display', slot: 2 }, { type: 'stop-junk' }],
    },
    { id: 'build-axle', params: part('N19'), say: 'gnp.lesson.buildAxle', expect: { type: 'build', part: 'N19', side: 'front', col: 0 }, why: { build: 'gnp.lesson.why.build' } },
    { id: 'build-motor', params: part('N05'), say: 'gnp.lesson.buildMotor', expect: { type: 'build', part: 'N05', side: 'front', col: 0 }, why: { build: 'gnp.lesson.why.build' } },
    {
      id: 'build-gearbox',
      params: part('J15'),
      say: 'gnp.lesson.buildGearbox',
      expect: { type: 'build', part: 'J15', side: 'front', col: 1 },
      why: { build: 'gnp.lesson.why.build' },
      reply: [{ type: 'build', part: 'J06', side: 'front', col: 0 }, { type: 'build', part: 'N07', side: 'front', col: 1 }],
    },
    { id: 'next-round', say: 'gnp.lesson.nextRound', point: { board: 'locations' } },
    { id: 'later', position: LAST_ROUND, say: 'gnp.lesson.later', point: { board: 'car' } },
    { id: 'two-tokens', say: 'gnp.lesson.twoTokens', expect: place('workshop'), why: { place: 'gnp.lesson.why.place' }, reply: [place('workshop')] },
    {
      id: 'patent-token',
      say: 'gnp.lesson.patentToken',
      expect: place('patent-office'),
      why: { place: 'gnp.lesson.why.place' },
      reply: [place('junk-yard'), place('back-alley'), place('patent-office')],
    },
    {
      id: 'keep-hand',
      say: 'gnp.lesson.keepHand',
      expect: { type: 'keep-hand' },
      why: { discard: 'gnp.lesson.why.keepHand' },
      reply: [{ type: 'keep-hand' }, { type: 'black-market' }, { type: 'keep-part', part: 'N33' }],
    },
    {
      id: 'wrench',
      params: part('N36'),
      say: 'gnp.lesson.wrench',
      expect: { type: 'take-display', slot: 0 },
      why: { 'take-display': 'gnp.lesson.why.lamps', 'take-blind': 'gnp.lesson.why.lamps' },
      reply: [{ type: 'take-display', slot: 1 }, { type: 'take-display', slot: 0 }, { type: 'stop-junk' }],
    },
    { id: 'steering', params: part('N26'), say: 'gnp.lesson.steering', expect: { type: 'build', part: 'N26', side: 'front', col: 4 }, why: { build: 'gnp.lesson.why.build' } },
    { id: 'twelfth', params: part('N36'), say: 'gnp.lesson.twelfth', expect: { type: 'build', part: 'N36', side: 'front', col: 5 }, why: { build: 'gnp.lesson.why.build' } },
    { id: 'scores', say: 'gnp.lesson.scores', point: { board: 'investors' } },
    { id: 'end', say: 'gnp.lesson.end', point: { board: 'car' } },
    ...LAST_ROUND_STEPS,
  ],
};

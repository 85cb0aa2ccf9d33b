// The Gears lesson's middle: the rules a first real game uses at once, each played. Later that
// day (round 4): the discard pile and the random discard at set-up, an opponent's Multicolour
// gear swapping values with yours, and a character's day side (this app's design), which turns
// the card over. After the night shift (round 8): the random discard at nightfall, a day ability
// lost because it was not used, and a Blue gear that does not win bringing a gear back. The steps
// go between the first scene (rounds 1–3) and the last (round 10) in lesson.ts.
import type { GearsScenario } from '../../engine/gears/scenario';
import type { GearColor } from '../../engine/gears/types';
import { type MessageKey, t } from '../../i18n';
import type { LessonParam, LessonStep } from '../lesson';
import type { RichToken } from '../rich';

/** A gear as the buttons and the log name it. */
const gear = (g: GearColor): LessonParam => ({ key: `gears.gear.${g}.name` as MessageKey });

/**
 * Glossary links in the coach's words: a link's id names the glossary entry and the words it
 * shows (a catalogue key of this lesson, so each language inflects the term as its sentence needs).
 */
const LINKS: Readonly<Record<string, { entry: string; label: MessageKey }>> = {
  'later.discard': { entry: 'discard', label: 'gears.lesson.link.laterDiscard' },
  'later.character': { entry: 'character', label: 'gears.lesson.link.laterCharacter' },
  'swap.multicolour': { entry: 'gear.multicolour', label: 'gears.lesson.link.swapMulticolour' },
  'day.mechanic': { entry: 'character.mechanic', label: 'gears.character.mechanic.name' },
  'nightfall.shift': { entry: 'shift', label: 'gears.lesson.link.nightfallShift' },
  'lost.dispatcher': { entry: 'character.dispatcher', label: 'gears.character.dispatcher.name' },
  'blue.blue': { entry: 'gear.blue', label: 'gears.lesson.link.blueBlue' },
  'back.discard': { entry: 'discard', label: 'gears.lesson.link.backDiscard' },
};

const link = (id: keyof typeof LINKS): LessonParam => ({ card: id });

/** The token a link id stands for (the Lesson's `card` hook): a term that opens its glossary entry. */
export function lessonLink(id: string): RichToken {
  const l = LINKS[id];
  if (!l) return { kind: 'term', game: 'gears', id, label: id };
  return { kind: 'term', game: 'gears', id: l.entry, label: t(l.label) };
}

/**
 * Round 4 of 10, day; Bot 2 holds the gear token. Your hand is what rounds 1–3 left (Blue and
 * Yellow); your discard pile the three gears played and the Multicolour discarded at set-up. Bot 2
 * still has its Multicolour. Characters day side up: your Mechanic, Bot 2's Dispatcher.
 */
export const LATER: GearsScenario = {
  round: 3,
  seats: [
    {
      hand: ['blue', 'yellow'],
      discard: ['red', 'purple', 'grey', 'multicolour'],
      codes: [
        { color: 'red', number: 3, status: 'entered' },
        { color: 'purple', number: 1 },
        { color: 'yellow', number: 3, status: 'waiting' },
        { color: 'blue', number: 1 },
      ],
      character: { name: 'mechanic', side: 'day' },
    },
    {
      hand: ['red', 'multicolour', 'grey'],
      discard: ['blue', 'yellow', 'purple'],
      codes: [
        { color: 'red', number: 1 },
        { color: 'blue', number: 3 },
        { color: 'yellow', number: 4 },
        { color: 'purple', number: 4 },
      ],
      character: { name: 'dispatcher', side: 'day' },
    },
  ],
  // Day face of R4: the lowest odd value wins.
  stack: ['R4'],
  token: 1,
  seed: 28,
};

/**
 * Round 8 of 10, night; you hold the gear token. After the night shift and two night rounds each
 * has three gears in hand and three in the discard pile. Your Mechanic is night side up (its day
 * side was used in round 4), Bot 2's Dispatcher too (its day side was never used).
 */
export const NIGHT_BLUE: GearsScenario = {
  round: 7,
  seats: [
    {
      hand: ['blue', 'red', 'grey'],
      discard: ['yellow', 'purple', 'multicolour'],
      codes: [
        { color: 'red', number: 3, status: 'entered' },
        { color: 'purple', number: 1, status: 'entered' },
        { color: 'yellow', number: 3, status: 'waiting' },
        { color: 'blue', number: 1 },
      ],
      character: { name: 'mechanic', side: 'night' },
    },
    {
      hand: ['yellow', 'red', 'purple'],
      discard: ['blue', 'grey', 'multicolour'],
      codes: [
        { color: 'red', number: 1, status: 'entered' },
        { color: 'blue', number: 3 },
        { color: 'yellow', number: 4, status: 'entered' },
        { color: 'purple', number: 4 },
      ],
      character: { name: 'dispatcher', side: 'night' },
    },
  ],
  // Night face of R10: all except the lowest win; Blackout (no character acts, no swap).
  stack: ['R10'],
  token: 0,
  seed: 28,
};

/** Round 4: the discard pile, a Multicolour swap, the Mechanic's day side. */
export const MORE_DAY_STEPS: readonly LessonStep[] = [
  { id: 'later', position: LATER, say: 'gears.lesson.later', params: { pile: link('later.discard'), character: link('later.character') }, point: { board: 'discard' } },
  {
    id: 'swap-place',
    say: 'gears.lesson.swapPlace',
    params: { gear: gear('yellow'), rule: { key: 'gears.rule.lowest-odd' } },
    expect: { type: 'place', gear: 'yellow', side: 2 },
    why: { place: 'gears.lesson.why.place' },
    // Bot 2 plays its Multicolour showing 2, then (holding the token) turns your Yellow up, to 1.
    reply: [
      { type: 'place', gear: 'multicolour', side: 1 },
      { type: 'turn', dir: 'up' },
    ],
  },
  {
    id: 'swap-turn',
    say: 'gears.lesson.swapTurn',
    params: { multi: link('swap.multicolour') },
    expect: { type: 'turn', dir: 'down' },
    why: { turn: 'gears.lesson.why.swapTurn' },
    // The ability window opens with the token holder: Bot 2's Dispatcher passes.
    reply: [{ type: 'pass' }],
  },
  {
    id: 'mechanic-day',
    say: 'gears.lesson.mechanicDay',
    params: { mechanic: link('day.mechanic') },
    expect: { type: 'mechanic', seat: 0, dir: 'up' },
    why: { mechanic: 'gears.lesson.why.mechanicDay', pass: 'gears.lesson.why.mechanicDayPass' },
  },
  {
    id: 'swap-enter',
    say: 'gears.lesson.swapEnter',
    expect: { type: 'enter-code', card: 1 },
    why: { 'enter-code': 'gears.lesson.why.enterPurple', verify: 'gears.lesson.why.enterPurple' },
  },
];

/** Round 8: the night shift's random discard, a day ability lost, the Blue gear's take-back. */
export const MORE_NIGHT_STEPS: readonly LessonStep[] = [
  { id: 'nightfall', position: NIGHT_BLUE, say: 'gears.lesson.nightfall', params: { shift: link('nightfall.shift') }, point: { board: 'discard' } },
  { id: 'day-lost', say: 'gears.lesson.dayLost', params: { dispatcher: link('lost.dispatcher') }, point: { board: 'character' } },
  {
    id: 'blue-place',
    say: 'gears.lesson.bluePlace',
    params: { blue: link('blue.blue') },
    expect: { type: 'place', gear: 'blue', side: 1 },
    why: { place: 'gears.lesson.why.place' },
    reply: [{ type: 'place', gear: 'yellow', side: 2 }],
  },
  {
    id: 'blue-turn',
    say: 'gears.lesson.blueTurn',
    expect: { type: 'turn', dir: 'up' },
    why: { turn: 'gears.lesson.why.blueTurn' },
    // Bot 2 answers by turning your Blue down to 1: a jam, and Blackout lets nobody act after.
    reply: [{ type: 'turn', dir: 'down' }],
  },
  {
    id: 'take-back',
    say: 'gears.lesson.takeBack',
    params: { pile: link('back.discard') },
    expect: { type: 'return-gear', gear: 'multicolour' },
    why: { 'return-gear': 'gears.lesson.why.takeBack' },
  },
];

/** The summary's lines for these rules (between the night shift's line and the end's). */
export const MORE_SUMMARY: readonly MessageKey[] = ['gears.lesson.sum.powers', 'gears.lesson.sum.characters'];

// Learn Gears by playing: four prepared positions against one scripted opponent. The day: place a
// gear and choose the side that faces the round card, turn the opponent's gear, win a round and
// enter a code; a jam; a win with no matching card, which sends one for verification. Later that
// day (lesson-more.ts): the discard pile, a multicolour swap and a character's day side. A night
// round after the night shift (lesson-more.ts): the random discard, a day ability lost, a blue
// gear that brings a gear back. Then a night round near the end: a night effect (Overtime), a
// character's night ability, verifying a waiting code, and the game ending when a whole code is
// entered. Each step is one idea; every word is a catalogue key (src/i18n/lessons/gears).
import { buildGearsScenario, type GearsScenario } from '../../engine/gears/scenario';
import type { GearColor } from '../../engine/gears/types';
import type { MessageKey } from '../../i18n';
import type { Lesson, LessonParam } from '../lesson';
import { MORE_DAY_STEPS, MORE_NIGHT_STEPS, MORE_SUMMARY, lessonLink } from './lesson-more';

/** A gear as the buttons and the log name it. */
const gear = (g: GearColor): LessonParam => ({ key: `gears.gear.${g}.name` as MessageKey });

/** Round 1 of 10, day: no characters yet; you hold the gear token and act first in step 2. */
const DAY: GearsScenario = {
  seats: [
    {
      hand: ['red', 'blue', 'yellow', 'purple', 'grey'],
      discard: ['multicolour'],
      codes: [
        { color: 'red', number: 3 },
        { color: 'purple', number: 1 },
        { color: 'yellow', number: 3 },
        { color: 'blue', number: 1 },
      ],
    },
    {
      hand: ['red', 'blue', 'yellow', 'purple', 'multicolour'],
      discard: ['grey'],
      codes: [
        { color: 'red', number: 1 },
        { color: 'blue', number: 3 },
        { color: 'yellow', number: 4 },
        { color: 'purple', number: 4 },
      ],
    },
  ],
  stack: ['R1', 'R2', 'R3'],
  token: 0,
  seed: 28,
};

/**
 * Round 10, the last, at night: both have three cards done or waiting; characters on their night
 * side (the Mechanic's day side was used in round 4, the Dispatcher's lost at nightfall).
 */
const NIGHT: GearsScenario = {
  round: 9,
  seats: [
    {
      hand: ['blue', 'grey'],
      discard: ['red', 'yellow', 'purple', 'multicolour'],
      codes: [
        { color: 'red', number: 3, status: 'entered' },
        { color: 'purple', number: 1, status: 'entered' },
        { color: 'yellow', number: 3, status: 'waiting' },
        { color: 'blue', number: 1 },
      ],
      character: { name: 'mechanic', side: 'night' },
    },
    {
      hand: ['red', 'purple'],
      discard: ['blue', 'yellow', 'grey', 'multicolour'],
      codes: [
        { color: 'red', number: 1, status: 'entered' },
        { color: 'blue', number: 3 },
        { color: 'yellow', number: 4, status: 'entered' },
        { color: 'purple', number: 4, status: 'waiting' },
      ],
      character: { name: 'dispatcher', side: 'night' },
    },
  ],
  stack: ['R1'],
  token: 0,
  seed: 28,
};

export const gearsLesson: Lesson = {
  game: 'gears',
  setup: { game: 'gears', options: { players: 2, seed: 28, characters: true }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] },
  build: (position) => buildGearsScenario(position as GearsScenario),
  minutes: 9,
  ends: { reason: 'codes', winners: [0] },
  firstGame: { game: 'gears', options: { players: 3, characters: true }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] },
  summary: ['gears.lesson.sum.goal', 'gears.lesson.sum.place', 'gears.lesson.sum.turn', 'gears.lesson.sum.win', 'gears.lesson.sum.codes', 'gears.lesson.sum.night', ...MORE_SUMMARY, 'gears.lesson.sum.end'],
  card: lessonLink,
  steps: [
    { id: 'goal', position: DAY, say: 'gears.lesson.goal', point: { board: 'codes' } },
    {
      id: 'round-card',
      say: 'gears.lesson.roundCard',
      params: { gear: gear('red'), rule: { key: 'gears.rule.highest' } },
      point: { board: 'round-card' },
    },
    {
      id: 'place',
      say: 'gears.lesson.place',
      params: { gear: gear('red') },
      expect: { type: 'place', gear: 'red', side: 1 },
      why: { place: 'gears.lesson.why.place' },
      reply: [{ type: 'place', gear: 'blue', side: 2 }],
    },
    {
      id: 'turn-down',
      say: 'gears.lesson.turnDown',
      expect: { type: 'turn', dir: 'down' },
      why: { turn: 'gears.lesson.why.turnDown' },
      reply: [{ type: 'turn', dir: 'leave' }],
    },
    { id: 'enter', say: 'gears.lesson.enter', expect: { type: 'enter-code', card: 0 } },
    {
      id: 'jam-place',
      say: 'gears.lesson.jamPlace',
      params: { gear: gear('purple'), rule: { key: 'gears.rule.lowest' } },
      expect: { type: 'place', gear: 'purple', side: 0 },
      why: { place: 'gears.lesson.why.place' },
      reply: [
        { type: 'place', gear: 'yellow', side: 2 },
        { type: 'turn', dir: 'leave' },
      ],
    },
    { id: 'jam-turn', say: 'gears.lesson.jamTurn', expect: { type: 'turn', dir: 'leave' }, why: { turn: 'gears.lesson.why.leave' } },
    { id: 'jam', say: 'gears.lesson.jam' },
    {
      id: 'send-place',
      say: 'gears.lesson.sendPlace',
      params: { gear: gear('grey'), rule: { key: 'gears.rule.highest-even' } },
      expect: { type: 'place', gear: 'grey', side: 3 },
      why: { place: 'gears.lesson.why.place' },
      reply: [{ type: 'place', gear: 'purple', side: 1 }],
    },
    {
      id: 'send-turn',
      say: 'gears.lesson.sendTurn',
      expect: { type: 'turn', dir: 'up' },
      why: { turn: 'gears.lesson.why.turnUp' },
      reply: [{ type: 'turn', dir: 'leave' }],
    },
    { id: 'send', say: 'gears.lesson.send', expect: { type: 'send', card: 2 }, why: { send: 'gears.lesson.why.send' } },
    { id: 'score', say: 'gears.lesson.score', point: { board: 'codes' } },
    ...MORE_DAY_STEPS,
    ...MORE_NIGHT_STEPS,
    { id: 'night', position: NIGHT, say: 'gears.lesson.night', point: { board: 'round-card' } },
    {
      id: 'night-place',
      say: 'gears.lesson.nightPlace',
      params: { gear: gear('blue'), rule: { key: 'gears.rule.lowest' } },
      expect: { type: 'place', gear: 'blue', side: 0 },
      why: { place: 'gears.lesson.why.place' },
      reply: [{ type: 'place', gear: 'red', side: 0 }],
    },
    {
      id: 'night-turn',
      say: 'gears.lesson.nightTurn',
      expect: { type: 'turn', dir: 'up' },
      why: { turn: 'gears.lesson.why.turnUp' },
      reply: [{ type: 'turn', dir: 'down' }],
    },
    {
      id: 'mechanic',
      say: 'gears.lesson.mechanic',
      point: 'move',
      expect: { type: 'mechanic', seat: 0, dir: 'up' },
      why: { mechanic: 'gears.lesson.why.mechanic', pass: 'gears.lesson.why.mechanicPass' },
      reply: [{ type: 'pass' }],
    },
    { id: 'overtime', say: 'gears.lesson.overtime', expect: { type: 'enter-code', card: 3 }, why: { verify: 'gears.lesson.why.enterFirst' } },
    { id: 'verify', say: 'gears.lesson.verify', expect: { type: 'verify', card: 2 }, why: { pass: 'gears.lesson.why.verify' } },
    { id: 'end', say: 'gears.lesson.end', point: { board: 'codes' } },
  ],
};

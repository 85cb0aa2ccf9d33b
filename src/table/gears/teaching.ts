// What teaches each rule a Gears game raises (see table/teaching.ts): every event, decision and
// log line kind, mapped to the glossary entries (table/glossary/entries.ts) and the lesson steps
// (gears/lesson.ts) that teach it. Characters and night effects are this app's design; their
// entries say so.
import type { GearsView } from '../../engine/gears/types';
import { type Taught, type TeachingMap, moveKinds } from '../teaching';

const g = (glossary: string[], lesson: string[] = []): Taught => ({ glossary, lesson });

const PLACE = g(['gear', 'roundCard'], ['place']);
const TURN = g(['turn', 'next'], ['turn-down', 'send-turn']);
const LEAVE = g(['turn'], ['jam-turn']);
const REVEAL = g(['reveal'], ['turn-down']);
const PEEK = g(['peek', 'character.saboteur']);
const DISPATCH = g(['dispatch', 'character.dispatcher'], ['day-lost']);
const SWAP = g(['swap', 'gear.multicolour'], ['swap-place', 'swap-turn', 'swap-enter']);
const JAM = g(['jam', 'gear.grey'], ['jam']);
const WINNER = g(['roundCard', 'jam'], ['round-card', 'jam']);
const TAKE_BACK = g(['takeBack', 'gear.blue', 'discard'], ['blue-place', 'blue-turn', 'take-back']);
const ENTER = g(['code'], ['enter']);
const SEND = g(['verify', 'code'], ['send']);
const CHARACTER = g(['character'], ['mechanic-day', 'mechanic']);
const FLIP = g(['character', 'shift'], ['day-lost', 'night']);
const TOKEN = g(['token']);
const NIGHT = g(['shift', 'randomDiscard', 'discard'], ['nightfall']);
const EFFECT = g(['shift', 'effect.overtime'], ['night', 'overtime']);
const END = g(['code'], ['end']);

export const gearsTeaching: TeachingMap = {
  events: {
    'round-start': g(['roundCard'], ['round-card']),
    place: PLACE,
    peek: PEEK,
    'turn-gear': TURN,
    'leave-gear': LEAVE,
    reveal: REVEAL,
    effect: EFFECT,
    dispatch: DISPATCH,
    swap: SWAP,
    jam: JAM,
    'round-winner': WINNER,
    'blue-return': TAKE_BACK,
    'code-entered': ENTER,
    'code-sent': SEND,
    'character-used': CHARACTER,
    'character-flip': FLIP,
    'character-removed': CHARACTER,
    'gear-to-discard': g(['discard', 'randomDiscard'], ['later']),
    'gear-to-hand': g(['discard', 'takeBack']),
    'token-pass': TOKEN,
    'night-shift': NIGHT,
    'game-over': END,
  },
  prompts: {
    place: PLACE,
    turn: TURN,
    foreman: g(['effect.foremans-word', 'turn']),
    abilities: CHARACTER,
    'blue-return': TAKE_BACK,
    'code-entry': g(['code', 'verify'], ['enter', 'verify']),
    'move.place': PLACE,
    'move.turn': TURN,
    'move.peek': PEEK,
    'move.foreman': g(['effect.foremans-word', 'turn']),
    'move.mechanic': g(['character.mechanic', 'turn'], ['mechanic']),
    'move.dispatch': DISPATCH,
    'move.sabotage': g(['character.saboteur', 'turn']),
    'move.codebreak': g(['character.codebreaker', 'code']),
    'move.return-gear': TAKE_BACK,
    'move.enter-code': ENTER,
    'move.master-key': g(['effect.master-key', 'code']),
    'move.send': SEND,
    'move.verify': g(['verify'], ['verify']),
    'move.pass': CHARACTER,
  },
  lines: {
    'gears.log.round': g(['roundCard'], ['round-card']),
    'gears.log.placeHidden': PLACE,
    'gears.log.placeOpen': g(['gear', 'effect.rush'], ['place']),
    'gears.log.placeSecret': PLACE,
    'gears.log.peek': PEEK,
    'gears.log.turn': g(['turn', 'effect.jolt', 'effect.half-turn']),
    'gears.log.turnBy': TURN,
    'gears.log.turnOwn': g(['turn', 'character.mechanic', 'effect.foremans-word'], ['mechanic']),
    'gears.log.leave': LEAVE,
    'gears.log.reveal': REVEAL,
    'gears.log.effect': EFFECT,
    'gears.log.dispatch': DISPATCH,
    'gears.log.swap': SWAP,
    'gears.log.jam': JAM,
    'gears.log.jamGrey': JAM,
    'gears.table.roundWinner': WINNER,
    'gears.table.roundNobody': WINNER,
    'gears.log.blueReturn': TAKE_BACK,
    'gears.log.codeEntered': ENTER,
    'gears.log.codeSent': SEND,
    'gears.log.characterUsed': CHARACTER,
    'gears.log.characterFlip': FLIP,
    'gears.log.token': TOKEN,
    'gears.teach.randomDiscard': NIGHT,
    'gears.log.gameOver': END,
  },
  decisionKinds: (view, legal) => [(view as GearsView).phase, ...moveKinds(legal)],
};

// What teaches each rule an Innovation game raises (see table/teaching.ts): every event, decision
// and log line kind, mapped to the glossary entries (table/glossary/entries.ts) and the lesson
// steps (innovation/lesson.ts) that teach it. A card's question is kinded by its verb, whatever
// card asks it: "return", "give", "tuck"…
import type { InnovationView } from '../../engine/innovation/view';
import { type Taught, type TeachingMap, moveKinds } from '../teaching';
import { pendingQuestion } from './controls';

/**
 * A question's kind: the verb of its prompt ('pottery.return' → 'return', 'archery.give-highest'
 * → 'give'; a splay keeps its direction), whatever card asks it.
 */
export function questionKind(prompt: string): string {
  const verb = prompt.slice(prompt.lastIndexOf('.') + 1);
  return verb.startsWith('splay-') ? verb : (verb.split('-')[0] ?? verb);
}

const g = (glossary: string[], lesson: string[] = []): Taught => ({ glossary, lesson });

const INITIAL = g(['initial', 'meld'], ['opening']);
const DRAW = g(['draw', 'age', 'supply'], ['draw', 'empty-pile']);
const MELD = g(['meld', 'pile', 'topCard'], ['meld']);
const DOGMA = g(['dogma', 'featured', 'share', 'demand'], ['share']);
const ACHIEVE = g(['achieve'], ['achieve', 'race', 'race-stopped']);
const SPECIAL = g(['special'], ['monument', 'special']);
const TUCK = g(['tuck', 'pile'], ['tuck-dogma', 'tuck']);
const RETURN = g(['return', 'supply']);
const TRANSFER = g(['transfer']);
const SCORE = g(['score', 'scorePile'], ['score']);
const SPLAY = g(['splay', 'icon'], ['splay-dogma', 'splay', 'splay-right-dogma', 'splay-right', 'splay-up-dogma', 'splay-up']);
const REVEAL = g(['reveal']);
const EXCHANGE = g(['exchange']);
const EFFECT = g(['effect', 'golden'], ['golden-watch', 'golden']);
const DEMAND = g(['demand', 'featured'], ['demand']);
const SHARE = g(['share', 'featured'], ['share']);
const BONUS = g(['bonus', 'share'], ['share']);
const PILE = g(['pile', 'board']);
const TURN = g(['achieve', 'draw', 'meld', 'dogma'], ['goal']);
const END = g(['achieve', 'special', 'draw', 'score'], ['sixth', 'end']);
/** A card's own question: its effect's words, carried out by the golden rule. */
const CHOICE = g(['effect', 'golden']);

export const innovationTeaching: TeachingMap = {
  events: {
    'initial-choice': INITIAL,
    turn: TURN,
    action: TURN,
    'dogma-start': DOGMA,
    'effect-start': EFFECT,
    'move-card': g(['draw', 'meld', 'tuck', 'score', 'return', 'transfer', 'achieve']),
    'share-bonus': BONUS,
    splay: SPLAY,
    reveal: REVEAL,
    reorder: PILE,
    // A card looked at without being revealed (the viewer's own draw, a hand seen by its effect).
    looked: g(['hand', 'effect']),
    achieve: ACHIEVE,
    'game-over': END,
  },
  prompts: {
    'initial-meld': INITIAL,
    action: TURN,
    'move.initial-meld': INITIAL,
    'move.draw': DRAW,
    'move.meld': MELD,
    'move.dogma': DOGMA,
    'move.achieve': ACHIEVE,
    'move.cards': CHOICE,
    'move.color': CHOICE,
    'move.player': CHOICE,
    'move.choice': CHOICE,
    'q.return': RETURN,
    'q.give': TRANSFER,
    'q.take': TRANSFER,
    'q.receiver': TRANSFER,
    'q.meld': MELD,
    'q.tuck': TUCK,
    'q.score': SCORE,
    'q.reveal': REVEAL,
    'q.exchange': EXCHANGE,
    'q.swap': EXCHANGE,
    'q.splay-left': SPLAY,
    'q.splay-right': SPLAY,
    'q.splay-up': SPLAY,
    'q.color': PILE,
    'q.first': PILE,
    'q.second': PILE,
    'q.left': PILE,
    'q.pile': PILE,
    'q.next': DRAW,
    'q.value': g(['age']),
    'q.keep': g(['hand']),
    'q.option': CHOICE,
    'q.execute': g(['dogma', 'effect']),
  },
  lines: {
    'inno.log.initial': INITIAL,
    'inno.log.turnStart': TURN,
    'inno.log.dogma': DOGMA,
    'inno.log.effect.demand': DEMAND,
    'inno.log.effect.shared': SHARE,
    'inno.log.effect.own': EFFECT,
    'inno.log.shareBonus': BONUS,
    'inno.log.splay.left': SPLAY,
    'inno.log.splay.right': SPLAY,
    'inno.log.splay.up': SPLAY,
    'inno.log.splay.none': SPLAY,
    'inno.log.reveal': REVEAL,
    'inno.log.reorder': PILE,
    'inno.log.special': SPECIAL,
    'inno.log.achieveAge': ACHIEVE,
    'inno.log.draw': DRAW,
    'inno.log.meld': MELD,
    'inno.log.tuck': TUCK,
    'inno.log.score': SCORE,
    'inno.log.return': RETURN,
    'inno.log.returnFree': RETURN,
    'inno.log.transfer': TRANSFER,
    'inno.log.achieve': ACHIEVE,
    // A card out of the game (the achievements a small game sets aside).
    'inno.log.remove': g(['achieve', 'supply']),
    'inno.log.gameOver': END,
  },
  decisionKinds: (view, legal) => {
    const v = view as InnovationView;
    if (v.phase === 'initial-meld') return ['initial-meld', ...moveKinds(legal)];
    const q = v.viewer === null ? null : pendingQuestion(v, v.viewer);
    if (q) return [`q.${questionKind(q.prompt)}`, ...moveKinds(legal)];
    return ['action', ...moveKinds(legal)];
  },
};

// Questions are data. One spec gives the legal answers (legalMoves), checks an answer (apply),
// and tells the UI what to ask. A question with a single possible answer — or none, by the golden
// rule — is answered automatically and never reaches a player.
import { IllegalMoveError } from '../core/errors';
import type { Answer, CardId, CardsQuestion, Color, Question } from './types';
import { EVERY_CARD_ID } from './facts';
import { COLORS } from './types';

const ONE_CARD: Record<CardId, Answer> = Object.create(null);
for (const id of EVERY_CARD_ID) ONE_CARD[id] = { type: 'cards', cards: [id] };
const NO_CARDS: Answer = { type: 'cards', cards: [] };
const COLOR_ANSWER: Record<string, Answer> = Object.create(null);
for (const c of COLORS) COLOR_ANSWER[c] = { type: 'color', color: c };
const NO_COLOR: Answer = { type: 'color', color: null };
const PLAYER_ANSWER: Answer[] = [0, 1, 2, 3].map((p) => ({ type: 'player', player: p }));
const NO_PLAYER: Answer = { type: 'player', player: null };
const NO_CHOICE: Answer = { type: 'choice', choice: null };

/**
 * The question with other options, built field by field in the order Exec asks it (and `asked`
 * after, as the resolver adds it), so every copy has the shape of the engine's own questions: a
 * spread copy gets another hidden class, and code optimized for one is thrown away on meeting
 * the other. `veiled` (views only) is not copied: the caller says when a copy is veiled.
 */
export function questionWith(q: Question, options: readonly string[] | readonly number[]): Question {
  let out: Question;
  switch (q.kind) {
    case 'cards':
      out = {
        kind: 'cards',
        player: q.player,
        prompt: q.prompt,
        optional: q.optional,
        zone: q.zone,
        options: options as CardId[],
        min: q.min,
        max: q.max,
      };
      break;
    case 'color':
      out = { kind: 'color', player: q.player, prompt: q.prompt, optional: q.optional, options: options as Color[] };
      break;
    case 'player':
      out = { kind: 'player', player: q.player, prompt: q.prompt, optional: q.optional, options: options as number[] };
      break;
    case 'choice':
      out = { kind: 'choice', player: q.player, prompt: q.prompt, optional: q.optional, options: options as string[] };
      break;
  }
  if (q.asked) out.asked = q.asked;
  return out;
}

/** The sizes a cards answer may have (besides the empty decline of an optional question). */
function sizeRange(q: CardsQuestion): [number, number] {
  const n = q.options.length;
  if (q.optional) return [Math.max(q.min, 1), Math.min(q.max, n)];
  return [Math.min(q.min, n), Math.min(q.max, n)];
}

function combinations(options: CardId[], k: number, out: Answer[]): void {
  if (k === 1) {
    for (const id of options) out.push(ONE_CARD[id] ?? { type: 'cards', cards: [id] });
    return;
  }
  // The k-subsets in lexicographic order of their indexes, without recursion or a closure (a
  // "choose up to three" question lists dozens of them at every search step that reaches it).
  const n = options.length;
  if (k > n) return;
  const at: number[] = [];
  for (let i = 0; i < k; i++) at.push(i);
  for (;;) {
    const cards: CardId[] = [];
    for (let i = 0; i < k; i++) cards.push(options[at[i] as number] as CardId);
    out.push({ type: 'cards', cards });
    let i = k - 1;
    while (i >= 0 && (at[i] as number) === n - k + i) i--;
    if (i < 0) return;
    at[i] = (at[i] as number) + 1;
    for (let j = i + 1; j < k; j++) at[j] = (at[j - 1] as number) + 1;
  }
}

/** Every legal answer, in a stable order (declining first when allowed). */
export function answersOf(q: Question): Answer[] {
  const out: Answer[] = [];
  switch (q.kind) {
    case 'cards': {
      const [lo, hi] = sizeRange(q);
      if (q.optional || lo === 0) out.push(NO_CARDS);
      for (let k = Math.max(lo, 1); k <= hi; k++) combinations(q.options, k, out);
      return out;
    }
    case 'color':
      if (q.optional || q.options.length === 0) out.push(NO_COLOR);
      for (const c of q.options) out.push(COLOR_ANSWER[c] as Answer);
      return out;
    case 'player':
      if (q.optional || q.options.length === 0) out.push(NO_PLAYER);
      for (const p of q.options) out.push(PLAYER_ANSWER[p] ?? { type: 'player', player: p });
      return out;
    case 'choice':
      if (q.optional || q.options.length === 0) out.push(NO_CHOICE);
      for (const c of q.options) out.push({ type: 'choice', choice: c });
      return out;
  }
}

/** The only possible answer, when there is exactly one; null when the player must choose. */
export function forcedAnswer(q: Question): Answer | null {
  if (q.kind === 'cards') {
    const n = q.options.length;
    if (n === 0) return NO_CARDS;
    if (q.optional) return n < q.min ? NO_CARDS : null;
    if (n <= q.min) return n === 1 ? (ONE_CARD[q.options[0] as CardId] as Answer) : { type: 'cards', cards: q.options.slice() };
    return null;
  }
  if (q.options.length === 0) return q.kind === 'color' ? NO_COLOR : q.kind === 'player' ? NO_PLAYER : NO_CHOICE;
  if (q.optional || q.options.length > 1) return null;
  if (q.kind === 'color') return COLOR_ANSWER[q.options[0] as Color] as Answer;
  if (q.kind === 'player') return { type: 'player', player: q.options[0] as number };
  return { type: 'choice', choice: q.options[0] as string };
}

function refuse(reason: string): never {
  throw new IllegalMoveError('bad-answer', reason);
}

/** Throws IllegalMoveError unless the move answers the question legally. */
export function checkAnswer(q: Question, move: Answer): void {
  if (move.type !== q.kind) refuse(`This question wants a ${q.kind} answer, not ${move.type}.`);
  switch (move.type) {
    case 'cards': {
      const cq = q as CardsQuestion;
      const cards = move.cards;
      if (!Array.isArray(cards)) refuse('The answer must list cards.');
      if (cards.length === 0) {
        if (cq.optional || sizeRange(cq)[0] === 0) return;
        refuse('You must choose at least one card.');
      }
      const [lo, hi] = sizeRange(cq);
      if (cards.length < lo || cards.length > hi) refuse(`Choose between ${lo} and ${hi} cards.`);
      for (let i = 0; i < cards.length; i++) {
        if (!cq.options.includes(cards[i] as CardId)) refuse(`${cards[i]} is not one of the cards you may choose.`);
        if (cards.indexOf(cards[i] as CardId) !== i) refuse('A card cannot be chosen twice.');
      }
      return;
    }
    case 'color':
    case 'player':
    case 'choice': {
      const value = move.type === 'color' ? move.color : move.type === 'player' ? move.player : move.choice;
      if (value === null) {
        if (q.optional || q.options.length === 0) return;
        refuse('This choice is not optional.');
      }
      if (!(q.options as unknown[]).includes(value)) refuse(`${String(value)} is not one of the options.`);
      return;
    }
    default:
      refuse('Not an answer.');
  }
}

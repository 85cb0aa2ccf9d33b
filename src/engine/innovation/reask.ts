// Asking a veiled question again. Another seat's view of a waiting question leaves out the options
// it cannot identify (view.ts): which of a hand's cards bear a crown is exactly what it must not
// learn. A determinization for that seat deals its own hidden cards, so it asks the question again
// in that world: it runs the step that asked it on a scratch copy, from the effect memory and the
// answer that step started from (AskedFrom), and keeps the options that lie where they lay there.
// When the step cannot be run again the same way (it draws other cards here, ends the game, stops,
// or asks something else) the fallback is sound but coarse: the options the viewer saw, or with
// them every hidden card of the chooser's hand or score pile, as the question's zone says (for a
// colour question, every colour). ISMCTS needs only a plausible world, and the answers it
// then tries are ordinary cards that every rule verb accepts.
import type { PlayerId } from '../core/types';
import { identifies } from './blind';
import { effectDef } from './cards/index';
import { Exec } from './exec';
import { Table } from './table';
import { forcedAnswer, questionWith } from './questions';
import type { CardId, CardsQuestion, ColorQuestion, InnovationState, Question } from './types';
import { COLORS } from './types';
import { locate } from './zones';

/** The question as its step asks it again in s, with the scratch table it ran on; null if it cannot. */
function askAgain(s: InnovationState, q: Question): { again: Question; t: Table } | null {
  const from = q.asked;
  const last = s.frames[s.frames.length - 1];
  if (!from || !last || last.type !== 'effect') return null;
  const step = effectDef(last.card, last.effect, s.options.edition)?.steps[from.step];
  if (!step) return null;
  const t = new Table(s, false); // a scratch run: nobody reads its events
  const f = t.frame(t.s.frames.length - 1);
  if (f.type !== 'effect') return null;
  f.step = from.step + 1;
  f.vars = { ...from.vars };
  f.question = null;
  t.answer = from.answer;
  const x = new Exec(t);
  x.begin(f);
  try {
    step(x);
  } catch {
    return null; // the step ended the game or cannot run in this world: use the fallback
  }
  const again = x.asked;
  if (!again || again.kind !== q.kind || again.prompt !== q.prompt || again.player !== q.player) return null;
  return { again, t };
}

/** Whether the card lies in the same place (zone and owner) in both states. */
function samePlace(a: InnovationState, b: InnovationState, card: CardId): boolean {
  const la = locate(a, card);
  const lb = locate(b, card);
  return la !== null && lb !== null && la.zone === lb.zone && la.player === lb.player;
}

/** The chooser's cards the viewer cannot identify, in the zone the question points at. */
function hiddenInZone(s: InnovationState, q: CardsQuestion, viewer: PlayerId): CardId[] {
  const pl = s.players[q.player];
  const list = !pl ? [] : q.zone === 'hand' ? pl.hand : q.zone === 'score' ? pl.score : q.zone === 'forecast' ? (pl.forecast ?? []) : [];
  return list.filter((c) => !identifies(s, c, viewer));
}

/** A rebuilt question, and whether it is the question asked again in that world as a real choice. */
export interface Reasked {
  question: Question;
  exact: boolean;
}

/**
 * The full question for a determinized state s whose last frame holds q, the viewer's veiled copy
 * of it (card ids already dealt). The options the viewer saw stay, first and in order, so the
 * viewer's view of s is unchanged; the hidden ones are asked again in s. A question waits only
 * when it is a real choice (questions.ts answers the others at once); when the world dealt makes
 * it none, the caller may deal again, or take the first candidate that is a real choice: the
 * visible options alone, then the coarse fallback.
 */
export function reask(s: InnovationState, viewer: PlayerId, q: Question): Reasked {
  const plain = questionWith(q, q.options); // without the veil
  if (q.kind === 'player' || q.kind === 'choice') return { question: plain, exact: true };
  const redo = askAgain(s, q);
  let asked: Question | null = null;
  const fallbacks: Question[] = [];
  if (q.kind === 'color') {
    const base = plain as ColorQuestion;
    if (redo?.again.kind === 'color') asked = questionWith(base, redo.again.options.slice());
    fallbacks.push(questionWith(base, COLORS.slice()));
  } else {
    const base = plain as CardsQuestion;
    const seen = q.options;
    if (redo?.again.kind === 'cards') {
      const t = redo.t;
      const hidden = redo.again.options.filter((c) => !seen.includes(c) && !identifies(s, c, viewer) && samePlace(s, t.s, c));
      asked = questionWith(base, [...seen, ...hidden]);
    }
    fallbacks.push(questionWith(base, seen.slice()), questionWith(base, [...seen, ...hiddenInZone(s, q, viewer)]));
  }
  if (asked && forcedAnswer(asked) === null) return { question: asked, exact: true };
  const question = fallbacks.find((c) => forcedAnswer(c) === null) ?? (fallbacks[fallbacks.length - 1] as Question);
  return { question, exact: false };
}

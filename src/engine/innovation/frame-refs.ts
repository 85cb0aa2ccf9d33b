// Card references inside resolution frames (effect memory, a waiting question, the answer a
// question was asked from), rewritten card by card: view() writes what the viewer may not
// identify as slot references, determinize() writes dealt cards back in their place.
import type { PlayerId } from '../core/types';
import { questionWith } from './questions';
import { copyFrame } from './table';
import type { Answer, Frame, Question, VarValue } from './types';

function mapValue(v: VarValue, f: (id: string) => string): VarValue {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return (v as unknown[]).map((x) => (typeof x === 'string' ? f(x) : x)) as VarValue;
  return v;
}

function mapVars(vars: Record<string, VarValue>, f: (id: string) => string): Record<string, VarValue> {
  const out: Record<string, VarValue> = {};
  for (const k of Object.keys(vars)) out[k] = mapValue(vars[k] as VarValue, f);
  return out;
}

function mapAnswer(a: Answer | null, f: (id: string) => string): Answer | null {
  return a?.type === 'cards' ? { type: 'cards', cards: a.cards.map(f) } : a;
}

function mapQuestion(q: Question, f: (id: string) => string): Question {
  const out = questionWith(q, q.kind === 'cards' ? q.options.map(f) : q.options);
  if (q.asked) out.asked = { step: q.asked.step, vars: mapVars(q.asked.vars, f), answer: mapAnswer(q.asked.answer, f) };
  if (q.veiled) out.veiled = true;
  return out;
}

/**
 * The question as a seat other than its chooser may see it: a cards question keeps only the
 * options that seat can identify, a colour question none (Classification lists the colours in a
 * hand). Which hidden cards qualify is the chooser's secret (Oars: which of them bear a crown).
 * Who must choose, from where, how many and whether they may decline stay public; so does the
 * bare fact that a choice is waiting, as it is at the table.
 */
function veil(q: Question, viewer: PlayerId | null, ref: (id: string) => string): Question {
  if (viewer === q.player) return q;
  if (q.kind !== 'cards' && q.kind !== 'color') return q;
  const out = questionWith(q, q.kind === 'cards' ? q.options.filter((c) => ref(c) === c) : []);
  out.veiled = true;
  return out;
}

/** The frames with their card references rewritten; each copy has the shape of the engine's own frames (copyFrame). */
export function mapFrames(frames: Frame[], f: (id: string) => string, veilFor?: { viewer: PlayerId | null }): Frame[] {
  return frames.map((fr) => {
    const copy = copyFrame(fr);
    copy.card = f(fr.card);
    if (copy.type === 'dogma') {
      if (copy.vars) copy.vars = mapVars(copy.vars, f);
    } else if (copy.type === 'effect') {
      copy.vars = mapVars(copy.vars, f);
      let question: Question | null = copy.question;
      if (question && veilFor) question = veil(question, veilFor.viewer, f);
      if (question) question = mapQuestion(question, f);
      copy.question = question;
    }
    return copy;
  });
}

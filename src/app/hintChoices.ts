// A hint's choices from the worker's answer: the move it advises first, then the others it ranked
// or explained, each once, as the table lists them (table/coach.ts keeps the first HINT_CHOICES its
// words tell apart). Pure: the session asks, this only sorts the answer out.
import type { HintLine, RankedMove } from '../worker/port';
import { listedMove } from '../engine/core/listed-move';
import type { HintChoice } from './table-session';

/** The worker's explained lines as the hint's choices: each line's moves as listed here, with their reasons. */
function explainedChoices(lines: readonly HintLine[], legal: readonly unknown[], say: (m: unknown) => string): HintChoice[] {
  const out: HintChoice[] = [];
  for (const line of lines) {
    const [at, ...twins] = line.moves.filter((i) => i >= 0 && i < legal.length);
    if (at === undefined) continue;
    out.push({
      move: legal[at],
      index: at,
      text: say(legal[at]),
      chance: Number.isFinite(line.chance) ? line.chance : null,
      twins: twins.map((i) => ({ index: i, text: say(legal[i]) })),
      reasons: line.reasons,
    });
  }
  return out;
}

/**
 * The choices of a hint whose advised move is `legal[index]`: the worker's explained lines when it
 * gave them (the line holding that move first), else that move and the ranked ones after it.
 */
export function hintChoices(legal: readonly unknown[], index: number, answer: { lines?: readonly HintLine[]; ranked?: readonly RankedMove[] | null }, say: (m: unknown) => string): HintChoice[] {
  const advised = legal[index];
  const { lines, ranked } = answer;
  if (lines && lines.length > 0) {
    // The worker grouped and explained them: one choice per line, best first.
    const choices = explainedChoices(lines, legal, say);
    const first = choices.find((c) => c.index === index || c.twins?.some((t) => t.index === index));
    if (first) return [first, ...choices.filter((c) => c !== first)];
  }
  const choices: HintChoice[] = [{ move: advised, index, text: say(advised), chance: null }];
  for (const r of ranked ?? []) {
    const other = listedMove(legal, r.move);
    const at = other === null ? -1 : legal.indexOf(other);
    if (at < 0) continue;
    if (at === index) (choices[0] as HintChoice).chance = r.chance;
    // Two of the search's moves may be one legal move: listed once. Every distinct one goes back;
    // the table lists the first three lines its words tell apart (table/coach.ts).
    else if (!choices.some((c) => c.index === at)) choices.push({ move: other, index: at, text: say(other), chance: r.chance });
  }
  return choices;
}

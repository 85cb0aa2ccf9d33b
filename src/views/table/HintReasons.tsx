// The hint's reasons under its sentence: the search's best moves, best first, each with the bot's
// estimate of the player's chance of winning after it, in percent as the language writes it — so
// a player sees how close the choice is. A list (screen readers say how many and where they are);
// a move the search gave no figure for is left out.
import { formatPercent, t } from '../../i18n';
import type { HintChoiceShown } from '../../table/model';

/** The choices worth listing: those with a chance (a forced move has none, and no list). */
export const hintReasons = (choices: readonly HintChoiceShown[]): (HintChoiceShown & { chance: number })[] =>
  choices.filter((c): c is HintChoiceShown & { chance: number } => c.chance !== null);

/** One reason in words: "Meld Archery — 64%". */
export const reasonWords = (c: HintChoiceShown & { chance: number }): string => t('coach.choice', { move: c.text, chance: formatPercent(c.chance) });

export function HintReasons({ choices }: { choices: readonly HintChoiceShown[] }) {
  const shown = hintReasons(choices);
  if (shown.length === 0) return null;
  return (
    <div class="coach-choices">
      <p class="coach-choices-title" id="coach-choices-title">
        {t('coach.choices')}
      </p>
      <ol aria-labelledby="coach-choices-title">
        {shown.map((c, i) => (
          <li key={c.index} class={i === 0 ? 'coach-choice coach-choice--best' : 'coach-choice'} data-move={String(c.index)}>
            {reasonWords(c)}
          </li>
        ))}
      </ol>
    </div>
  );
}

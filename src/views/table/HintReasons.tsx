// The hint's reasons under its sentence: the search's best moves, best first, each with the bot's
// estimate of the player's chance of winning after it, in percent as the language writes it — so
// a player sees how close the choice is. A list (screen readers say how many and where they are);
// a move the search gave no figure for is left out.
import { formatPercent, t } from '../../i18n';
import type { HintChoiceShown } from '../../table/model';

/** The choices worth listing: those with a chance (a forced move has none, and no list). */
export const hintReasons = (choices: readonly HintChoiceShown[]): (HintChoiceShown & { chance: number })[] =>
  choices.filter((c): c is HintChoiceShown & { chance: number } => c.chance !== null);

/**
 * One line in words: "Meld Archery — 64%", or with the coach's reasons, "Meld Archery: The demand
 * of Archery hits Bot 2: castle 0 to your 2. Then Bot 2 likely draws. — 64%" (the chance last).
 */
export const reasonWords = (c: HintChoiceShown & { chance: number }): string =>
  c.why && c.why.length > 0
    ? t('coach.why', { move: c.text, why: c.why.join(' '), chance: formatPercent(c.chance) })
    : t('coach.choice', { move: c.text, chance: formatPercent(c.chance) });

/** The list's title: with reasons it says so. */
export const reasonsTitle = (choices: readonly HintChoiceShown[]): string => (choices.some((c) => c.why && c.why.length > 0) ? t('coach.whyTitle') : t('coach.choices'));

export function HintReasons({ choices }: { choices: readonly HintChoiceShown[] }) {
  const shown = hintReasons(choices);
  if (shown.length === 0) return null;
  return (
    <div class="coach-choices">
      <p class="coach-choices-title" id="coach-choices-title">
        {reasonsTitle(shown)}
      </p>
      <ol aria-labelledby="coach-choices-title">
        {shown.map((c, i) => (
          <li key={c.index} class={i === 0 ? 'coach-choice coach-choice--best' : 'coach-choice'} data-move={String(c.index)} data-reasons={String(c.why?.length ?? 0)}>
            {reasonWords(c)}
          </li>
        ))}
      </ol>
    </div>
  );
}

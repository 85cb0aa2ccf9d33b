// A reviewed decision in words: when it was, whose it was (hot seat), the move made and the
// bot's, in the table's own words (the controls' labels, each kit's words), and a line of why by
// the bot's evaluation — the win chance each move left, or the points the game's move values give.
import type { ReviewUnit } from '../../worker/port';
import type { ReviewEntry } from '../../app/review';
import type { SessionSetup } from '../../model/setup';
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { kitFor } from '../../table/kits';

export interface ReviewLines {
  when: string;
  /** The deciding seat, where several humans played (null with one). */
  who: string | null;
  yours: string;
  bots: string;
  reason: string;
}

const percent = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100);

export function reviewReason(entry: ReviewEntry, unit: ReviewUnit): string {
  const v = entry.verdict;
  if (unit === 'points') return t('review.reason.points', { n: Math.max(0.1, Math.round(v.loss * 10) / 10) });
  const yours = percent(v.chosenValue);
  const best = percent(v.bestValue);
  return best > yours ? t('review.reason.chance', { yours, best }) : t('review.reason.slight', { yours });
}

export function reviewLines(game: GameId, setup: SessionSetup, entry: ReviewEntry, unit: ReviewUnit): ReviewLines {
  const v = entry.verdict;
  const words = kitFor(game).words;
  const at = { view: entry.view, legal: entry.legal, setup, viewer: v.player };
  const say = (i: number) => words.move(at, i) ?? t('review.choice', { n: i + 1, total: entry.legal.length });
  const humans = setup.seats.filter((s) => s.kind === 'human').length;
  return {
    // Named by the moves made before it, as the replay bar names that position ("Move 26 of 41").
    when: v.at === 0 ? t('review.whenStart', { when: words.when(entry.view) }) : t('review.when', { when: words.when(entry.view), n: v.at }),
    who: humans > 1 ? t('review.by', { name: t('seat.human', { n: v.player + 1 }) }) : null,
    yours: t('review.yours', { move: say(v.chosen) }),
    bots: t('review.bots', { move: say(v.best) }),
    reason: reviewReason(entry, unit),
  };
}

// A reviewed decision in words: when it was, whose it was (hot seat), the move made and the
// bot's, in the table's own words (the controls' labels, each kit's words), and a line of why by
// the bot's evaluation — the win chance each move left, or the points the game's move values give;
// and a retry's verdict: the move chosen again against the bot's best and the move first made.
import type { ReviewUnit } from '../../worker/port';
import type { HadState, RetryVerdict, ReviewEntry } from '../../app/review';
import type { SessionSetup } from '../../model/setup';
import type { Reason } from '../../app/table-session';
import type { GameId, PlayerId } from '../../engine/core/types';
import { formatPercent, t } from '../../i18n';
import { reasonWords } from '../../table/coachWords';
import { kitFor } from '../../table/kits';

export interface ReviewLines {
  when: string;
  /** The deciding seat, where several humans played (null with one). */
  who: string | null;
  yours: string;
  bots: string;
  reason: string;
  /** What followed the decision in the game played (null where the worker gave no reasons). */
  followed: string | null;
  /** What the bot's move does, by the game's explainer (null without reasons). */
  preferred: string | null;
}

const percent = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 100);

export function reviewReason(entry: ReviewEntry, unit: ReviewUnit): string {
  const v = entry.verdict;
  if (unit === 'points') return t('review.reason.points', { n: points(v.loss) });
  const yours = percent(v.chosenValue);
  const best = percent(v.bestValue);
  return best > yours ? t('review.reason.chance', { yours, best }) : t('review.reason.slight', { yours });
}

/** Move i of the reviewed decision in the controls' words (else its place among the choices). */
function moveSayer(game: GameId, setup: SessionSetup, entry: ReviewEntry): (i: number) => string {
  const words = kitFor(game).words;
  const at = { view: entry.view, legal: entry.legal, setup, viewer: entry.verdict.player };
  return (i) => words.move(at, i) ?? t('review.choice', { n: i + 1, total: entry.legal.length });
}

/** A loss in points, as the review says it (a tenth at least: a loss is never "0 points"). */
const points = (loss: number) => Math.max(0.1, Math.round(loss * 10) / 10);

/** A line of the coach's reasons (table/coachWords.ts) under a heading; null when there are none. */
function whyLine(key: 'review.followed' | 'review.preferredWhy', reasons: readonly Reason[] | undefined, game: GameId, setup: SessionSetup, viewer: PlayerId): string | null {
  const words = (reasons ?? []).map((r) => reasonWords(game, r, setup, viewer)).filter((w): w is string => w !== null);
  return words.length > 0 ? t(key, { why: words.join(' ') }) : null;
}

/**
 * "Had you played the bot's move, within the same 8 moves: …" (ai/explain/had.ts, worked out after
 * the list is up: app/review.ts workOutHads), or that it is being worked out; null when there is
 * nothing to say (not measured, no reasons, failed).
 */
export function hadLine(game: GameId, setup: SessionSetup, entry: ReviewEntry, state: HadState): string | null {
  const v = entry.verdict;
  const move = moveSayer(game, setup, entry)(v.best);
  if (state.kind === 'working') return t('review.hadWorking', { move });
  if (state.kind === 'failed' || state.why.moves < 1) return null;
  const words = state.why.had.map((r) => reasonWords(game, r, setup, v.player)).filter((w): w is string => w !== null);
  return words.length > 0 ? t('review.had', { move, n: state.why.moves, why: words.join(' ') }) : null;
}

export function reviewLines(game: GameId, setup: SessionSetup, entry: ReviewEntry, unit: ReviewUnit): ReviewLines {
  const v = entry.verdict;
  const words = kitFor(game).words;
  const say = moveSayer(game, setup, entry);
  const humans = setup.seats.filter((s) => s.kind === 'human').length;
  return {
    // Named by the moves made before it, as the replay bar names that position ("Move 26 of 41").
    when: v.at === 0 ? t('review.whenStart', { when: words.when(entry.view) }) : t('review.when', { when: words.when(entry.view), n: v.at }),
    who: humans > 1 ? t('review.by', { name: t('seat.human', { n: v.player + 1 }) }) : null,
    yours: t('review.yours', { move: say(v.chosen) }),
    bots: t('review.bots', { move: say(v.best) }),
    reason: reviewReason(entry, unit),
    followed: whyLine('review.followed', v.why?.followed, game, setup, v.player),
    preferred: whyLine('review.preferredWhy', v.why?.preferred, game, setup, v.player),
  };
}

/** A retry in words: how the move chosen now compares with the bot's best, and the move first made. */
export function retryLines(game: GameId, setup: SessionSetup, entry: ReviewEntry, r: RetryVerdict): { now: string; first: string } {
  const say = moveSayer(game, setup, entry);
  const move = say(r.chosen);
  const best = say(r.best);
  const loss = formatPercent(r.loss);
  let now: string;
  if (r.chosen === r.best) now = t('retry.best', { move });
  else if (r.loss <= 0) now = t('retry.asGood', { move, best });
  else if (r.unit === 'points') now = t('retry.belowPoints', { move, best, n: points(r.loss) });
  // Below the best by less than half a percent: "0 %" would read as "as good".
  else now = percent(r.loss) === 0 ? t('retry.belowSlight', { move, best }) : t('retry.below', { move, best, loss });
  const played = say(entry.verdict.chosen);
  const first = r.unit === 'points' ? t('retry.firstPoints', { move: played, n: points(r.firstLoss) }) : t('retry.first', { move: played, loss: formatPercent(r.firstLoss) });
  return { now, first };
}

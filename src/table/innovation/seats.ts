// How the Innovation table names seats in its sentences and marks partners. Sentences name a seat
// in the third person ("Bot 2 shares Agriculture", "Player 1 (you) draws"), short enough to read
// in a prompt; the header and the seat panels keep the bot's level.
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { t } from '../../i18n';
import { type RichToken, seat } from '../rich';
import { friendlyName } from '../seats';

/**
 * "Player 1 (you)" for the viewer, "Bot 2" for a bot, "Player 3" for another human; in the
 * showcase, the seat's friendly name, as the table, its captions and its results card say it.
 */
export function seatShort(setup: SessionSetup, p: PlayerId, viewer: PlayerId | null): string {
  if (setup.showcase) return friendlyName(setup, p);
  const s = setup.seats[p];
  if (p === viewer && s?.kind === 'human') return t('seat.youLog', { n: p + 1 });
  if (setup.named) return friendlyName(setup, p);
  if (s?.kind === 'bot') return t('inno.seat.bot', { n: p + 1 });
  return t('seat.human', { n: p + 1 });
}

/** A seat as a rich token (coloured in the log and the prompt). */
export const seatToken = (setup: SessionSetup, p: PlayerId, viewer: PlayerId | null): RichToken => seat(p, seatShort(setup, p, viewer));

/** Partners sit opposite in the 2v2 game (0 & 2 against 1 & 3). */
export function partnerSeat(o: { teams: boolean; players: number }, p: PlayerId): PlayerId | null {
  return o.teams && o.players === 4 ? (p + 2) % 4 : null;
}

/** The team a seat plays in (1 or 2), or null without teams. */
export function teamOf(o: { teams: boolean; players: number }, p: PlayerId): number | null {
  return partnerSeat(o, p) === null ? null : (p % 2) + 1;
}

// How every table names a seat, in the current language: 'You', 'Bot 2 (Hard)', 'Player 3', or a
// friendly name in the kiosk showcase (and for the bots of a visitor's take-over of it).
import type { PlayerId } from '../engine/core/types';
import { t, tk } from '../i18n';
import type { SessionSetup } from '../model/setup';

/** How many friendly names each language has (src/i18n/kiosk): more than any game's seats. */
const FRIENDLY_NAMES = 8;

/** A showcase seat's friendly name ('Ada'), from our own list per language; the seed varies them. */
export function friendlyName(setup: SessionSetup, seat: PlayerId): string {
  const i = (((setup.options.seed + seat) % FRIENDLY_NAMES) + FRIENDLY_NAMES) % FRIENDLY_NAMES;
  return tk(`kiosk.name.${i}`);
}

/** 'You' for the viewer, 'Bot 2 (Hard)' for a bot seat, 'Player 3' for another human; a friendly name in the showcase. */
export function seatName(setup: SessionSetup, seat: PlayerId, viewer: PlayerId | null): string {
  if (setup.showcase) return friendlyName(setup, seat);
  const s = setup.seats[seat];
  if (seat === viewer && s?.kind === 'human') return t('seat.you');
  if (setup.named) return friendlyName(setup, seat);
  if (s?.kind === 'bot') return t('seat.bot', { n: seat + 1, level: tk(`level.${s.level}`) });
  return t('seat.human', { n: seat + 1 });
}

/** The same without a bot's level ('Bot 2'), where room is short; the showcase's names are short already. */
export function seatShortName(setup: SessionSetup, seat: PlayerId, viewer: PlayerId | null): string {
  if (setup.showcase || (setup.named && setup.seats[seat]?.kind === 'bot')) return friendlyName(setup, seat);
  return setup.seats[seat]?.kind === 'bot' ? t('seat.botShort', { n: seat + 1 }) : seatName(setup, seat, viewer);
}

/** In log sentences the viewer is named in the third person ("Player 1 (you) places…"). */
export function seatLogName(setup: SessionSetup, seat: PlayerId, viewer: PlayerId | null): string {
  if (seat === viewer && setup.seats[seat]?.kind === 'human') return t('seat.youLog', { n: seat + 1 });
  return seatName(setup, seat, viewer);
}

// What the app needs from one game, in the game's own folder (app/<game>/kit.ts), found through
// app/kits.ts: how the kiosk showcase shows it, and where each seat stands when a visitor takes
// over. Only types of the engines here and in the kits: they load with the kiosk's cards, not
// with the engines.
import type { MessageKey } from '../i18n';
import type { BotLevel } from '../model/setup';

export interface AppKit {
  /**
   * How the showcase shows the game: the levels it mixes (quick ones, so a game takes a few
   * minutes at most), the player counts it cycles through, and its variants, taken in turn from
   * one showing to the next. The first variant is also a visitor's new game.
   */
  shown: { levels: readonly BotLevel[]; players: readonly number[]; variants: readonly Record<string, unknown>[] };
  /** A line the showcase's title card adds for the variant shown (Innovation: Echoes of the Past), or null. */
  shownNote: (options: Record<string, unknown>) => MessageKey | null;
  /** Whether equal scores knock each other out (Gears): the showcase's results card says so when a tie cost a seat. */
  tiesKnockOut: boolean;
  /** Where each seat stands, from the public view (higher is better): a visitor takes over the lowest. */
  standings: (view: unknown) => number[];
}

// What each game gives the table controller: one kit, not a set of hooks. A kit turns a position
// and the viewer's half-made choice into the table's words and controls (buttons, what the board
// marks and accepts, a side panel), steps the half-made choice, reads events as log lines and
// captions, and names moves in its controls' words. Everything here is pure: no Phaser, no DOM.
import type { SessionSnapshot } from '../app/table-session';
import type { GameEvent, GameId } from '../engine/core/types';
import type { GameCaptions } from './captions';
import type { ButtonModel, ScoreBreakdown } from './model';
import type { GameWords } from './moveWords';
import type { RichText } from './rich';
import type { TeachingMap } from './teaching';

/** The table settings a kit reads. */
export interface KitSettings {
  /** Ask before a dogma an opponent shares (Innovation). */
  confirmShare: boolean;
}

/** What a kit is given to say what a position offers. */
export interface KitInput<C> {
  /** The position on screen. */
  snapshot: SessionSnapshot;
  /** The moves the viewer may pick now: none in the showcase, nor while animations catch up. */
  legal: readonly unknown[];
  choice: C;
  settings: KitSettings;
}

/** What a position offers, in the kit's words. */
export interface KitTable {
  title: string;
  progress: string;
  /** Empty when the viewer has nothing to decide. */
  prompt: RichText;
  detail: RichText | null;
  buttons: ButtonModel[];
  /** The kit's action that steps out of the half-made choice (Back, Escape); null when there is none. */
  back: unknown;
  breakdown?: ScoreBreakdown | null;
  /** What the board marks and accepts, in the shape the game's board reads. */
  marks: unknown;
  /** The game's own side panel (null: none). */
  panel?: unknown;
  /** What each card offers now, by its zoom key (see TableChrome.offers). */
  offers?: Record<string, ButtonModel[]>;
}

/** A log line nested under the one before it (an effect inside a dogma: depth 1, 2, …). */
export interface LogLine {
  text: string | RichText;
  depth: number;
}

/** One event's line in the log (null: an event without a line). */
export type Line = (e: GameEvent) => string | RichText | LogLine | null;

export interface LogKit {
  /** How events read in the log, for a viewer at a position (a fresh reader per move). */
  reader(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line;
  /**
   * The group (turn or round heading) of each event of one move, given the view after it and the
   * group the log's last entry is under; `after` is the group the log goes on under.
   */
  groups(events: readonly GameEvent[], view: unknown, carried: string | null): { each: string[]; after: string };
  /** An event that starts a new group also changes the header's progress as it plays (Gears' round start). */
  opens?(e: GameEvent): string | null;
}

export interface TableKit<C = unknown> {
  readonly game: GameId;
  /** Milliseconds one queued animation step takes at normal speed (bots wait that long a step). */
  readonly stepMs: number;
  /** Past this many queued steps the table skips to the newest position (it must never lag far). */
  readonly maxBacklog: number;
  /** No choice half made. */
  initial(): C;
  table(input: KitInput<C>): KitTable;
  /** The half-made choice after one of the kit's own actions (a `choose` intent). */
  choose(input: KitInput<C>, action: unknown): C;
  /** The round or turn the page's body data reports. */
  progress(s: SessionSnapshot): number;
  /** Words shown while a control or card with this point target is pointed at (null: none). */
  point?(input: KitInput<C>, target: string): RichText | null;
  log: LogKit;
  captions: GameCaptions;
  words: GameWords;
  /**
   * The "What you know" panel: what the viewer's own view says it knows of hidden things, one
   * line each (table/known.ts). From the snapshot's view only, so never more than the seat saw.
   */
  known?(s: SessionSnapshot): RichText[];
  /** What teaches each event, decision and log line kind the game raises (table/teaching.ts). */
  teaching: TeachingMap;
}

/**
 * The decision's buttons grouped by the card or place each acts on (`at[i]` for `buttons[i]`,
 * undefined for none): what each card's zoom offers.
 */
export function offersAt(buttons: readonly ButtonModel[], at: readonly (string | undefined)[]): Record<string, ButtonModel[]> {
  const offers: Record<string, ButtonModel[]> = {};
  buttons.forEach((button, i) => {
    const key = at[i];
    if (key === undefined) return;
    const list = offers[key] ?? [];
    list.push(button);
    offers[key] = list;
  });
  return offers;
}

/** Every event under one group: the heading of the position after the move. */
export function groupsByView(heading: (view: unknown) => string): LogKit['groups'] {
  return (events, view) => {
    const after = heading(view);
    return { each: events.map(() => after), after };
  };
}

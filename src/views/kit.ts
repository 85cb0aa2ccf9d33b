// What the views need from one game, in the game's own folder (views/<game>/kit.ts), found through
// views/kits.ts. The text table is a loader: screen reader mode's code loads with NvTable, never
// with the table's first paint.
import type { ComponentType } from 'preact';
import type { NvGame } from './nv/types';
import type { PanelComponent } from './table/panel/types';
import type { ZoomRenderer } from './table/zoom/types';

/** Where a saved game stands, as its game counts it. */
export interface Progress {
  unit: 'round' | 'turn';
  n: number;
  /** The game's fixed length, when it has one (Gears: 10 rounds). */
  total?: number;
}

/** One line of a list the Rules screen gives beside the glossary. */
export interface Term {
  term: string;
  text: string;
}

export interface ViewsKit {
  /** The card zoom: how one of the game's cards looks large, with its full text. */
  zoom: ZoomRenderer;
  /** The game's own panel beside its table, or null when it has none. */
  panel: PanelComponent | null;
  /** The text table of screen reader mode, loaded when it first opens. */
  nv: () => Promise<NvGame>;
  /** The Rules screen's sections after the game's paragraphs (an expansion's rules, by catalogue id). */
  rulesSections: readonly string[];
  /** The list the Rules screen gives besides the glossary (empty: none). */
  rulesExtras: () => Term[];
  /** Where a position stands, from its spectator's view (the Load screen's "round 3 of 10"). */
  progress: (view: unknown) => Progress;
  /** Whether the game has a card list to browse (the table menu's and the Rules screen's button to it). */
  cardList: boolean;
  /** The labelled picture of one of the game's cards or tiles (the glossary, the Rules screen). */
  Picture: ComponentType;
}

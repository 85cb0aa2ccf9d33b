// What the Gear & Piston board draws from (its input) and what it leaves behind for the
// animations (where things lie): the vocabulary tableView.ts and seatView.ts share.
import type { PlayerId } from '../../engine/core/types';
import type { GnpView } from '../../engine/gear-and-piston/types';
import type { SessionSetup } from '../../model/setup';
import type { Action, GnpControls } from '../../table/gear-and-piston/controls';
import type { Rect } from '../geometry';
import type { Tooltip } from '../tooltip';
import type { BoardLook } from '../../table/model';
import type { GnpTableLayout } from './layout';

export interface GnpRefs {
  layout: GnpTableLayout;
  /** Centre of each location's next free space, per location. */
  location: Rect[];
  newSlots: Rect[];
  junkSlots: Rect[];
  newStack: Rect;
  junkStack: Rect;
  discard: Rect;
  hand: Rect[];
  label: Rect[];
  car: Rect[];
  /** Car cell rects by `${player}|${side}:${col}:${row}`. */
  cells: Map<string, Rect>;
  /** The viewer's blueprints as drawn, in hand order. */
  handTiles: Rect[];
}

export interface GnpTableInput {
  view: GnpView;
  setup: SessionSetup;
  viewer: PlayerId | null;
  toAct: PlayerId[];
  controls: GnpControls;
  onAction: (a: Action) => void;
  tooltip: Tooltip;
  /** Large text and the colour-blind aid. */
  look: BoardLook;
  /** The end animation lays the scrap in itself: draw the completed cars without it. */
  hideScrap?: boolean;
}

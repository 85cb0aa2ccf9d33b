// A game's own panel beside its table, between the decision and the log (Gear & Piston: the
// viewer's car in words, the investors' values, the legend; Innovation: the dogma preview and the
// hand). One entry per game, typed by GameId (null: the game has none), so a new game cannot be
// left out silently; TablePanel renders the one of the table's game.
import type { GameId } from '../../../engine/core/types';
import { GnpPanel } from '../../gear-and-piston/GnpPanel';
import { InnoPanel } from '../../innovation/InnoPanel';
import type { PanelComponent } from './types';

export type { PanelComponent } from './types';

const PANELS: Record<GameId, PanelComponent | null> = {
  'gear-and-piston': GnpPanel,
  gears: null,
  innovation: InnoPanel,
};

export function panelFor(game: GameId): PanelComponent | null {
  return PANELS[game];
}

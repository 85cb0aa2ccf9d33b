// A game's own panel beside its table, between the decision and the log (Gear & Piston: the
// viewer's car in words, the investors' values, the legend). Each game registers its panel in a
// file of its own; TablePanel renders the one of the table's game, if any.
import type { FunctionComponent } from 'preact';
import type { GameId } from '../../../engine/core/types';
import type { TableChrome } from '../../../table/model';

export type PanelComponent = FunctionComponent<{ chrome: TableChrome }>;

const panels = new Map<GameId, PanelComponent>();

export function registerPanel(game: GameId, panel: PanelComponent): void {
  panels.set(game, panel);
}

export function panelFor(game: GameId): PanelComponent | null {
  return panels.get(game) ?? null;
}

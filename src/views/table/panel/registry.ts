// A game's own panel beside its table, between the decision and the log (Gear & Piston: the
// viewer's car in words, the investors' values, the legend). Each game registers its panel in a
// file of its own; TablePanel renders the one of the table's game, if any.
import type { FunctionComponent } from 'preact';
import type { GameId } from '../../../engine/core/types';
import type { TableModel } from '../../../table/model';

/** A panel reads the table's model: the chrome (with the position), the game's panel data, what is pointed at. */
export type PanelComponent = FunctionComponent<{ model: TableModel & { chrome: NonNullable<TableModel['chrome']> } }>;

const panels = new Map<GameId, PanelComponent>();

export function registerPanel(game: GameId, panel: PanelComponent): void {
  panels.set(game, panel);
}

export function panelFor(game: GameId): PanelComponent | null {
  return panels.get(game) ?? null;
}

// What a game's panel beside the table is (a field of the game's views kit, views/kit.ts).
import type { FunctionComponent } from 'preact';
import type { TableModel } from '../../../table/model';

/** A panel reads the table's model: the chrome (with the position), the game's panel data, what is pointed at. */
export type PanelComponent = FunctionComponent<{ model: TableModel & { chrome: NonNullable<TableModel['chrome']> } }>;

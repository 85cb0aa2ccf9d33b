// What a game's panel beside the table is (see registry.ts).
import type { FunctionComponent } from 'preact';
import type { TableModel } from '../../../table/model';

/** A panel reads the table's model: the chrome (with the position), the game's panel data, what is pointed at. */
export type PanelComponent = FunctionComponent<{ model: TableModel & { chrome: NonNullable<TableModel['chrome']> } }>;

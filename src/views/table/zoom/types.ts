// What a game's card zoom gives (a field of the game's views kit, views/kit.ts): a title and a body for the dialog.
import type { ComponentChildren } from 'preact';
import type { TableModel } from '../../../table/model';

export interface ZoomContent {
  /** The card's name: the dialog's title. */
  title: string;
  body: ComponentChildren;
}

export type ZoomRenderer = (id: string, table: TableModel | null) => ZoomContent | null;

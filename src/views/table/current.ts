// Which table is open, for views outside the table screen that follow it (the kiosk's title and
// results cards live in the kiosk's own layer, over the canvas). It holds the controller, not
// any of its state: that stays in the controller's one model.
import { createStore } from '../../model/store';
import type { TableController } from '../../table/controller';

export const currentTable = createStore<TableController | null>(null);

// Strings of the table chrome every game shares: undo, hand-over, replay, saves, banners (Italian).
import type { TableKey } from './en';

export const tableIt: Record<TableKey, string> = {
};

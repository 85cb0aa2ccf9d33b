// Strings of the table chrome every game shares: undo, hand-over, replay, saves, banners (Russian).
import type { TableKey } from './en';

export const tableRu: Record<TableKey, string> = {
};

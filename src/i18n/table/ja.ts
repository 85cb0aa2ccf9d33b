// Strings of the table chrome every game shares: undo, hand-over, replay, saves, banners (Japanese).
import type { TableKey } from './en';

export const tableJa: Record<TableKey, string> = {
};

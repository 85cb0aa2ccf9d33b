// Echoes of the Past, ages 6–10: card entries (owned by the echoes-b card helper). Each entry
// restates its card in our own words; "you" executes, "me" activated. See
// docs/rules/innovation-echoes.md, "For card authors".
import type { CardEntry } from '../../entry';

export const echoesCards6to10: CardEntry[] = [];

// Echoes of the Past, ages 1–5: card entries (owned by the echoes-a card helper). Each entry
// restates its card in our own words; "you" executes, "me" activated. See
// docs/rules/innovation-echoes.md, "For card authors".
import type { CardEntry } from '../../entry';

export const echoesCards1to5: CardEntry[] = [];

// Echoes of the Past, ages 1-5: card names, card texts (inno.name.<id>, inno.card.<id>,
// inno.echo.<id> for the echo effect) and question prompts (inno.q.<id>.<what>), Japanese.
// Owned by the echoes-a card helper; see docs/rules/innovation-echoes.md, "For card authors".
import type { Echoes1to5Key } from './en';

export const echoes1to5Ja: Record<Echoes1to5Key, string> = {};

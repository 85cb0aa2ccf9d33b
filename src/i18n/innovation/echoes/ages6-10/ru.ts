// Echoes of the Past, ages 6-10: card names, card texts (inno.name.<id>, inno.card.<id>,
// inno.echo.<id> for the echo effect) and question prompts (inno.q.<id>.<what>), Russian.
// Owned by the echoes-b card helper; see docs/rules/innovation-echoes.md, "For card authors".
import type { Echoes6to10Key } from './en';

export const echoes6to10Ru: Record<Echoes6to10Key, string> = {};

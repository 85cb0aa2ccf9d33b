// Echoes of the Past, ages 6-10: card names, card texts (inno.name.<id>, inno.card.<id>,
// inno.echo.<id> for the echo effect) and question prompts (inno.q.<id>.<what>), English (the source).
// Owned by the echoes-b card helper; see docs/rules/innovation-echoes.md, "For card authors".
export const echoes6to10En = {} as const;

export type Echoes6to10Key = keyof typeof echoes6to10En;

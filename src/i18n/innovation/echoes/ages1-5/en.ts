// Echoes of the Past, ages 1-5: card names, card texts (inno.name.<id>, inno.card.<id>,
// inno.echo.<id> for the echo effect) and question prompts (inno.q.<id>.<what>), English (the source).
// Owned by the echoes-a card helper; see docs/rules/innovation-echoes.md, "For card authors".
export const echoes1to5En = {} as const;

export type Echoes1to5Key = keyof typeof echoes1to5En;

// What teaches each rule a game can raise: per game, every event kind, every decision kind and
// every log line kind, each mapped to the glossary entries that explain it and the lesson steps
// where it is played. The map is data a kit holds (TableKit.teaching), so a test can play games,
// collect the kinds they raise and fail on one the map does not hold, and so a log line, a prompt
// or a button that names a rule can find where that rule is taught.
/** Where a rule is taught: entries of the game's glossary (table/glossary/entries.ts), steps of its lesson. */
export interface Taught {
  glossary: readonly string[];
  lesson?: readonly string[];
}

export interface TeachingMap {
  /** An engine event's type → what teaches it. */
  events: Readonly<Record<string, Taught>>;
  /** A decision's kind (see `decisionKinds`) → what teaches it. */
  prompts: Readonly<Record<string, Taught>>;
  /** A log line's kind: its sentence's catalogue key, less a viewer's '.you'/'.yours' ending (see `lineKind`). */
  lines: Readonly<Record<string, Taught>>;
  /**
   * The kinds of the decision a seat owes at a view, given its legal moves: the question or phase
   * asked, then each kind of answer offered (`move.<type>`).
   */
  decisionKinds(view: unknown, legal: readonly unknown[]): string[];
}

/** A log sentence's key as the map holds it: the viewer's own form reads the same rule. */
export const lineKind = (key: string): string => key.replace(/\.(you|yours)$/, '');

/** The answer kinds of a list of moves, in first-seen order (`move.<type>`). */
export function moveKinds(legal: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const m of legal) {
    const type = (m as { type?: unknown }).type;
    const kind = `move.${String(type)}`;
    if (!out.includes(kind)) out.push(kind);
  }
  return out;
}

/** What teaches a log sentence (by its key), or null when the map has nothing for it. */
export function taughtByLine(map: TeachingMap, key: string): Taught | null {
  return map.lines[lineKind(key)] ?? null;
}

// A glossary entry's shape and the two ways a game's glossary (table/<game>/glossary.ts) writes
// one from its catalogue keys.
export interface GlossaryEntry {
  /** Stable within its game ('draw', 'gear.red', 'loc.workshop'). */
  id: string;
  /** Catalogue keys of its name and meaning. */
  term: string;
  text: string;
  /** Catalogue key of the words naming it in running text ('|'-separated); none: not linked. */
  forms?: string;
  /**
   * Catalogue key of the words a log line names it with ('|'-separated): linked in that line only
   * (explainLine), never in running text, for words too common to link everywhere ("names").
   */
  said?: string;
  /** A second sentence (a Gears character's night side). */
  more?: string;
  /** The catalogue says name and meaning in one sentence, "Name: meaning" (a night effect). */
  split?: boolean;
}

/** An entry under the game's own glossary keys (`<prefix>.gloss.<id>`), linked in running text unless told. */
export const own = (prefix: string, id: string, linked = true): GlossaryEntry => ({
  id,
  term: `${prefix}.gloss.${id}`,
  text: `${prefix}.gloss.${id}.text`,
  ...(linked ? { forms: `${prefix}.gloss.${id}.forms` } : {}),
});

/** An entry named only by the log lines that raise its rule (see GlossaryEntry.said). */
export const told = (prefix: string, id: string): GlossaryEntry => ({ id, term: `${prefix}.gloss.${id}`, text: `${prefix}.gloss.${id}.text`, said: `${prefix}.gloss.${id}.said` });

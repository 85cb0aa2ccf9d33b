// The coach's Hint at a table: asks the session (the hard bot, from the player's own view) and
// keeps the answer only while the position it was asked for is the one on screen. Bots deciding
// at the same time (Gears' placing) may move the game on under a hint: while the player still
// owes the decision, it is asked again for the new position.
import { HINT_CHOICES, type HintChoice, type LiveGame, type SessionSnapshot } from '../app/table-session';
import { jsonEqual } from '../engine/core/equal';
import { t } from '../i18n';
import { lineWords, reasonWords } from './coachWords';
import type { HintChoiceShown, HintShown } from './model';

type Held = { moveCount: number } & ({ kind: 'asking' } | { kind: 'shown'; index: number; move: unknown; text: string; choices: readonly HintChoice[] });

/** Is the hint still about this position (same move count, the move still at its place)? */
const fits = (h: Held, s: SessionSnapshot) => h.moveCount === s.moveCount && (h.kind === 'asking' || jsonEqual(s.legal[h.index], h.move));

export class Coach {
  private held: Held | null = null;

  constructor(
    private readonly game: LiveGame,
    /** Something changed: the controller publishes the model again. */
    private readonly changed: () => void,
    /** A short word for the header (the hint failed, not now). */
    private readonly say: (text: string) => void,
    /** A move of the position in the table's own words (its buttons' labels). */
    private readonly words: (s: SessionSnapshot, index: number) => string | null,
  ) {}

  /** The hint for the position on screen, if it is the one asked about. */
  shown(s: SessionSnapshot): HintShown | null {
    const h = this.held && fits(this.held, s) ? this.held : null;
    if (!h) return null;
    if (h.kind === 'asking') return { kind: 'asking' };
    // Each move in the table's words (its buttons' labels), said again in the language of the moment.
    const say = (index: number, text: string) => this.words(s, index) ?? text;
    // Two moves behind one button read as one line: the better one (listed first) stands for both.
    // Moves with the same result (the worker's twins) are one line too, each named once.
    const choices: HintChoiceShown[] = [];
    const named = new Set<string>();
    for (const c of h.choices) {
      const first = say(c.index, c.text);
      if (choices.length >= HINT_CHOICES || named.has(first)) continue;
      const moves = [first];
      for (const tw of c.twins ?? []) {
        const w = say(tw.index, tw.text);
        if (!moves.includes(w)) moves.push(w);
      }
      for (const m of moves) named.add(m);
      const why = c.reasons?.map((r) => reasonWords(s.setup.game, r, s.setup, s.viewer)).filter((w): w is string => w !== null);
      choices.push({ index: c.index, text: lineWords(moves), chance: c.chance, ...(why && why.length > 0 ? { why } : {}) });
    }
    return { kind: 'shown', index: h.index, text: say(h.index, h.text), choices };
  }

  busy(s: SessionSnapshot): boolean {
    return this.shown(s)?.kind === 'asking';
  }

  clear(): void {
    this.held = null;
  }

  ask(): void {
    if (!this.game.canHint) {
      this.say(t('coach.notNow'));
      return;
    }
    // Asked already (or shown) for this position: nothing more to do.
    if (this.held?.moveCount !== this.game.snapshot.moveCount) this.request(3);
  }

  private request(tries: number): void {
    const moveCount = this.game.snapshot.moveCount;
    this.held = { kind: 'asking', moveCount };
    this.changed();
    void this.game.hint().then((r) => {
      if (r.ok) {
        if (this.held?.moveCount === r.moveCount) this.held = { kind: 'shown', moveCount: r.moveCount, index: r.index, move: r.move, text: r.text, choices: r.choices };
        this.changed();
        return;
      }
      if (this.held?.kind === 'asking' && this.held.moveCount === moveCount) this.held = null;
      this.changed();
      if (r.error.code === 'stale' && tries > 1 && this.game.canHint) this.request(tries - 1);
      else if (r.error.code === 'stale') this.say(t('coach.stale'));
      else if (r.error.code === 'failed') this.say(t('coach.failed'));
    });
  }
}

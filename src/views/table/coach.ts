// The coach's Hint at the table: asks the session (the hard bot, from the player's own view) and
// keeps the answer only while the position it was asked for is the one on screen.
import { useEffect, useState } from 'preact/hooks';
import type { GameSession, SessionSnapshot } from '../../app/session';
import { jsonEqual } from '../../engine/core/equal';
import { t } from '../../i18n';

/** What the decision panel shows: a hint being looked for, or the hint for legal[index]. */
export type HintShown = { kind: 'asking' } | { kind: 'shown'; index: number; text: string };

type Held = { moveCount: number } & ({ kind: 'asking' } | { kind: 'shown'; index: number; move: unknown; text: string });

export interface Coach {
  /** In the header: null where hints are off (no live game, the showcase). */
  button: { available: boolean; busy: boolean; onHint: () => void } | null;
  /** For the decision panel, while it belongs to the position shown. */
  shown: HintShown | null;
  /** Forgets the hint (undo). */
  clear: () => void;
}

/** Is the hint still about this position (same move count, the move still at its place)? */
const fits = (h: Held, s: SessionSnapshot) => h.moveCount === s.moveCount && (h.kind === 'asking' || jsonEqual(s.legal[h.index], h.move));

export function useCoach(game: GameSession | null, live: SessionSnapshot, on: boolean, say: (text: string) => void): Coach {
  const [held, setHeld] = useState<Held | null>(null);
  // A new position: the old hint goes (an answer still on its way is dropped by the session).
  useEffect(() => {
    if (held && !fits(held, live)) setHeld(null);
  }, [held, live]);
  if (!game || !on) return { button: null, shown: null, clear: () => undefined };
  const available = game.canHint && live === game.snapshot;
  const ask = (tries: number) => {
    const moveCount = game.snapshot.moveCount;
    setHeld({ kind: 'asking', moveCount });
    void game.hint().then((r) => {
      if (r.ok) {
        setHeld((h) => (h?.moveCount === r.moveCount ? { kind: 'shown', moveCount: r.moveCount, index: r.index, move: r.move, text: r.text } : h));
        return;
      }
      setHeld((h) => (h?.kind === 'asking' && h.moveCount === moveCount ? null : h));
      // Bots deciding at the same time (Gears' placing) move the game on under the hint: the
      // player still owes the decision, so the hint is asked again for the new position.
      if (r.error.code === 'stale' && tries > 1 && game.canHint) ask(tries - 1);
      else if (r.error.code === 'stale') say(t('coach.stale'));
      else if (r.error.code === 'failed') say(t('coach.failed'));
    });
  };
  const onHint = () => {
    if (!game.canHint) {
      say(t('coach.notNow'));
      return;
    }
    // Asked already (or shown) for this position: nothing more to do.
    if (held?.moveCount !== game.snapshot.moveCount) ask(3);
  };
  const current = held && fits(held, live) ? held : null;
  return {
    button: { available, busy: current?.kind === 'asking', onHint },
    shown: current === null ? null : current.kind === 'asking' ? { kind: 'asking' } : { kind: 'shown', index: current.index, text: current.text },
    clear: () => setHeld(null),
  };
}

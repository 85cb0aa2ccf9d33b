// Small reads for the Echoes cards of ages 6–10, built on Exec's public reads only.
import type { PlayerId } from '../../../core/types';
import type { Exec } from '../../exec';
import { isCardId } from '../../facts';
import { achievementsToWin } from '../../seats';
import type { CardId } from '../../types';

/** The standard (age) achievements still available: cards, not special achievements. */
export const availableStandard = (x: Exec): CardId[] => x.state.achievements.filter((a) => isCardId(a));

/** The standard (age) achievements p holds. */
export const heldStandard = (x: Exec, p: PlayerId = x.you): CardId[] =>
  (x.state.players[p]?.achievements ?? []).filter((a) => isCardId(a));

/**
 * Artificial Heart's "eligible, counting your score double": x.eligible's test (Rulings 12: 5 ×
 * value × (that value's achievements held + 1), and a top card of at least that value) with the
 * score doubled.
 */
export function eligibleDoubled(x: Exec, value: number, p: PlayerId = x.you): boolean {
  const held = heldStandard(x, p).filter((a) => x.age(a) === value).length;
  return 2 * x.points(p) >= 5 * value * (held + 1) && x.highestTop(p) >= value;
}

/** The four cards with a music note in their hex picture (digest, Anatomy: Saxophone). */
const NOTE_CARDS: readonly CardId[] = ['bell', 'flute', 'piano', 'saxophone'];

/** Music notes visible on all boards: a note shows exactly when its card's hex shows. */
export function visibleNotes(x: Exec): number {
  let n = 0;
  for (const p of x.players()) for (const c of NOTE_CARDS) if (x.hexShows(c, p)) n++;
  return n;
}

/**
 * What an echo effect did, kept for the dogma action under a player's name, so a later effect can
 * read the activator's result from another player's execution (Jet's demand reads what the
 * demander melded). x.keep/x.kept read only the executing player's own.
 */
export function noteEcho(x: Exec, key: string, value: string): void {
  x.actionVars[`${key}#${x.you}`] = value;
}
export function echoNote(x: Exec, key: string, p: PlayerId = x.you): string | null {
  const v = x.actionVars[`${key}#${p}`];
  return typeof v === 'string' ? v : null;
}

/**
 * Achieve a card, and win at once when that makes enough achievements for p's side (an
 * achievement counts the moment it is taken). Exec.achieve moves the card but does not yet run the
 * achievement-win check that claiming an age or a special achievement runs; until it does, the
 * check is made here (the game then ends as a win by this dogma).
 */
export function achieveCard(x: Exec, card: CardId | null, p: PlayerId = x.you): void {
  if (!card) return;
  x.achieve(card, p);
  if (x.state.phase !== 'play') return;
  let held = 0;
  for (const q of x.side(p)) held += x.state.players[q]?.achievements.length ?? 0;
  if (held >= achievementsToWin(x.state.options)) x.win(p);
}

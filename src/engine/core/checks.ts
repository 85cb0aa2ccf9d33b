// Type checks at every game's entry points. Seats, seeds and options arrive from URLs, saves and
// the worker as untyped JSON, where a string "0" or "false" would otherwise pass for 0 or false
// (an index and a truth test both coerce): each is refused with a sentence saying what it got.
import { IllegalMoveError, IllegalOptionsError } from './errors';

/** A value as a person reads it in an error: `"7" (text)`, `null`, `nothing`. */
export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `${JSON.stringify(value)} (text)`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return `a ${Array.isArray(value) ? 'list' : typeof value}`;
}

/**
 * A seat id must be a whole number (the seat's index). Range and turn are the game's own checks
 * ("has no decision to make now"); this refuses only what is not a seat number at all.
 */
export function checkSeat(player: unknown): asserts player is number {
  if (typeof player !== 'number' || !Number.isInteger(player)) {
    throw new IllegalMoveError('bad-seat', `A seat is a whole number (0 for the first seat), not ${shown(player)}.`);
  }
}

/** The seed of a game: a whole number. */
export function seedOption(seed: unknown, code = 'seed'): number {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new IllegalOptionsError(code, `The seed must be a whole number, not ${shown(seed)}.`);
  }
  return seed;
}

/** A yes/no option: true or false, or left out for its default. */
export function booleanOption(name: string, value: unknown, fallback: boolean, code = name): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') {
    throw new IllegalOptionsError(code, `The ${name} option is true or false, not ${shown(value)}.`);
  }
  return value;
}

// The seed sent with each bot request. A request crosses to the worker with the bot's view, and
// anything derived from the game seed would hand the bot (or whoever reads the messages) every
// shuffle and deal still to come. So the seed is a keyed hash of (move count, seat) under a
// secret drawn once per session from the platform's random source: it does not depend on the
// game seed at all, and one request does not give away the secret, hence not the next request.
// Bots in the app need no reproducibility; CLI runs (sim, ladder, bench) seed their bots themselves.

/** Four random 32-bit words, drawn when a session is created (never stored in a save). */
export type BotSecret = readonly [number, number, number, number];

export function drawBotSecret(): BotSecret {
  const words = crypto.getRandomValues(new Uint32Array(4));
  return [words[0] as number, words[1] as number, words[2] as number, words[3] as number];
}

/** murmur3's 32-bit finaliser: every input bit reaches every output bit. */
function fmix(h: number): number {
  let x = h;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The bot seed for one decision: the secret folded with the move count and the seat, one word
 * at a time, through the finaliser; 32 bits out of 128 bits of secret, so no single seed pins
 * the secret down.
 */
export function botSeed(secret: BotSecret, moveCount: number, seat: number): number {
  let h = fmix(secret[0] ^ Math.imul(moveCount + 1, 0x9e3779b9));
  h = fmix((h + secret[1]) ^ Math.imul(seat + 1, 0x85ebca77));
  h = fmix(h ^ secret[2]);
  return fmix(h + secret[3]) | 0;
}

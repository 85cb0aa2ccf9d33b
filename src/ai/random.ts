import type { Bot } from './types';

/** Picks uniformly among the legal moves. For tests, fuzzing and as the weakest opponent. */
export const randomBot: Bot = {
  spec: 'random',
  needsView: false,
  choose: ({ legal, rng }) => rng.pick(legal),
};

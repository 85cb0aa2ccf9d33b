// Bot specs: 'random', and (once the AI lands) 'easy', 'normal', 'hard', 'ismcts:<iterations>'.
import { randomBot } from './random';
import type { Bot } from './types';

export const BOT_LEVELS = ['random'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Builds the bot a spec names; throws a readable error for an unknown spec. */
export function makeBot(spec: string): Bot {
  if (spec === 'random') return randomBot;
  throw new Error(`Unknown bot '${spec}'. Known: ${BOT_LEVELS.join(', ')}`);
}

// Secret choices: decisions the rules say onlookers cannot tell apart. The twin-world check
// (twin-world.ts) replays what a seat saw against worlds consistent with its view, so a choice
// among tiles the seat already knows looks legitimate there; these are checked head on instead —
// every alternative of the choice, played from the same position, must show each onlooker the
// same view, the same events and the same memory (knownFacts). Written from the rules, not from
// the engine, so that it can catch the engine.
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import { jsonEqual } from '../engine/core/equal';
import type { SecretChoice, SecretOf } from './kit';
import { CLI_KITS } from './kits';
import type { Step } from './twin-world';

export type { SecretChoice };

/** A game's secret choices (its CLI kit's `secret`), or none. */
const secretsOf = (id: GameId): SecretOf | undefined => CLI_KITS[id].secret;

export interface SecretDifference {
  seed: number;
  /** The move's index in the game. */
  at: number;
  move: unknown;
  onlooker: PlayerId;
  what: 'view' | 'events' | 'memory';
}

export interface SecretTally {
  /** Secret choices met with more than one alternative. */
  choices: number;
  /** Of those, the ones that showed some onlooker which alternative was made. */
  told: number;
}

export interface SecretReport {
  /** By the move's type ('keep-part', 'steal'). */
  tallies: Record<string, SecretTally>;
  differences: SecretDifference[];
}

export const emptySecretReport = (): SecretReport => ({ tallies: {}, differences: [] });

/** What a seat sees after a move: its view, the move's events as it gets them, its memory. */
function sight(game: AnyGame, applied: { state: unknown; events: Step['events'] }, seat: PlayerId) {
  const view = game.view(applied.state, seat);
  return { view, events: game.viewEvents(applied.events, seat), memory: game.knownFacts?.(view) ?? [] };
}

/** Every secret choice of a game, each alternative against the one played, for every onlooker. */
export function secretCheck(game: AnyGame, steps: Step[], seed: number, report: SecretReport): void {
  const secretOf = secretsOf(game.id);
  if (!secretOf) return;
  steps.forEach((step, at) => {
    const secret = secretOf(game, step.before, step.player, step.move);
    if (!secret || secret.alternatives.length < 2) return;
    const kind = String((step.move as { type?: unknown }).type);
    report.tallies[kind] ??= { choices: 0, told: 0 };
    const tally = report.tallies[kind];
    tally.choices++;
    let told = false;
    for (const onlooker of secret.onlookers) {
      const played = sight(game, { state: step.after, events: step.events }, onlooker);
      for (const alternative of secret.alternatives) {
        const other = sight(game, game.apply(step.before, step.player, alternative), onlooker);
        const what = !jsonEqual(other.view, played.view)
          ? 'view'
          : !jsonEqual(other.events, played.events)
            ? 'events'
            : !jsonEqual(other.memory, played.memory)
              ? 'memory'
              : null;
        if (what) {
          report.differences.push({ seed, at, move: step.move, onlooker, what });
          told = true;
          break;
        }
      }
    }
    if (told) tally.told++;
  });
}

/** Games whose secret choices the twin tool knows. */
export const hasSecrets = (id: GameId): boolean => secretsOf(id) !== undefined;

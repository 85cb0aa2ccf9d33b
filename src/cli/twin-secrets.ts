// Secret choices: decisions the rules say onlookers cannot tell apart. The twin-world check
// (twin-world.ts) replays what a seat saw against worlds consistent with its view, so a choice
// among tiles the seat already knows looks legitimate there; these are checked head on instead —
// every alternative of the choice, played from the same position, must show each onlooker the
// same view, the same events and the same memory (knownFacts). Written from the rules, not from
// the engine, so that it can catch the engine.
import type { AnyGame, GameId, PlayerId } from '../engine/core/types';
import { partSpec } from '../engine/gear-and-piston/parts';
import type { GnpMove, GnpState } from '../engine/gear-and-piston/types';
import { jsonEqual } from '../engine/core/equal';
import type { Step } from './twin-world';

export interface SecretChoice {
  /** The moves the chooser could have made instead, the one played among them. */
  alternatives: unknown[];
  /** The seats that must not tell which was made. */
  onlookers: PlayerId[];
}

type SecretOf = (game: AnyGame, state: unknown, player: PlayerId, move: unknown) => SecretChoice | null;

const seatsBut = (players: number, ...but: PlayerId[]): PlayerId[] =>
  Array.from({ length: players }, (_, p) => p).filter((p) => !but.includes(p));

/**
 * Gear & Piston: the part kept at the Black Market (§5.1.1: the drawer looks at the three and
 * keeps one; the rest go back face down) and the blueprint taken by Espionage (§5.1.2: only the
 * spy and the victim see which). Among tiles with the same back: the back of a tile shows whether
 * it is a New or a Junk part, so that much of a choice is seen by everyone.
 */
const gnpSecret: SecretOf = (game, state, player, move) => {
  const s = state as GnpState;
  const m = move as GnpMove;
  if (m.type !== 'keep-part' && m.type !== 'steal') return null;
  const section = (x: GnpMove) => ('part' in x ? partSpec(x.part).section : '');
  const alternatives = (game.legalMoves(s, player) as GnpMove[]).filter((x) => x.type === m.type && section(x) === section(m));
  if (m.type === 'keep-part') return { alternatives, onlookers: seatsBut(s.players, player) };
  const target = s.step.kind === 'espionage' ? s.step.target : -1;
  return { alternatives, onlookers: seatsBut(s.players, player, target) };
};

const SECRETS: Partial<Record<GameId, SecretOf>> = { 'gear-and-piston': gnpSecret };

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
  const secretOf = SECRETS[game.id];
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
export const hasSecrets = (id: GameId): boolean => SECRETS[id] !== undefined;

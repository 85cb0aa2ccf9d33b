// Plays a slice of the simulator's games. Pure function of its spec and game indices, so a run
// split over processes (--jobs) gives the same totals as one process.
import { makeBot } from '../ai/levels';
import type { Bot } from '../ai/types';
import type { MoveRecord } from '../engine/core/replay';
import { Rng } from '../engine/core/rng';
import type { Outcome } from '../engine/core/types';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { AnyGame } from '../engine/core/types';
import { getGame } from '../engine';

export interface SimSpec {
  game: string;
  players: number;
  bots: string[];
  games: number;
  seed: number;
  /** Game variants (edition, teams, characters, maxAge...). */
  variants: Record<string, unknown>;
  maxMoves?: number;
  /**
   * A file that gets one line per finished game ({ index, slice }: that game's tally), so a long
   * run that is stopped keeps its games; games already in it are not played again (logged()).
   */
  log?: string;
}

/** One line of a sim log: which run, the game's index in it and its tally alone. */
export interface LoggedGame {
  run: string;
  index: number;
  slice: SimSlice;
}

/** What makes two runs the same run: a log line of another run is not counted. */
const runKey = (spec: SimSpec): string => JSON.stringify([spec.game, spec.players, spec.bots, spec.seed, spec.variants, spec.maxMoves ?? null]);

/** The games of this run a log holds (a missing file holds none; a torn last line is skipped). */
export function logged(path: string, spec: SimSpec): LoggedGame[] {
  if (!existsSync(path)) return [];
  const run = runKey(spec);
  const out: LoggedGame[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const game = JSON.parse(line) as LoggedGame;
      if (game.run === run) out.push(game);
    } catch {
      // a line cut short when the run was stopped
    }
  }
  return out;
}

export interface SimError {
  game: number;
  seed: number;
  seats: string[];
  message: string;
  moves: MoveRecord[];
}

export interface BotTally {
  games: number;
  /** Sole wins count 1; shared wins and games nobody won count ½ (a tie). */
  score: number;
  wins: number;
  decisionMs: number[];
}

export interface SimSlice {
  completed: number;
  errors: SimError[];
  wins: number[];
  ties: number;
  noWinner: number;
  moves: number;
  decisions: number;
  endReasons: Record<string, number>;
  coverage: Record<string, number>;
  byBot: Record<string, BotTally>;
}

/** Seat s of game i is played by bots[(s + i) % n]: seats rotate so no bot keeps the first seat. */
export const seatBots = (bots: string[], gameIndex: number): string[] =>
  bots.map((_, s) => bots[(s + gameIndex) % bots.length]!);

export const gameSeed = (seed: number, gameIndex: number): number => (seed + gameIndex * 7919) | 0;

const emptyTally = (): BotTally => ({ games: 0, score: 0, wins: 0, decisionMs: [] });

function emptySlice(players: number): SimSlice {
  return {
    completed: 0,
    errors: [],
    wins: new Array(players).fill(0),
    ties: 0,
    noWinner: 0,
    moves: 0,
    decisions: 0,
    endReasons: {},
    coverage: {},
    byBot: {},
  };
}

export function runSlice(spec: SimSpec, from: number, to: number): SimSlice {
  const game = getGame(spec.game);
  const slice = emptySlice(spec.players);
  const botCache = new Map<string, Bot>();
  const botFor = (name: string) => {
    let bot = botCache.get(name);
    if (!bot) {
      bot = makeBot(name);
      botCache.set(name, bot);
    }
    return bot;
  };
  for (const name of spec.bots) slice.byBot[name] ??= emptyTally();
  const done = new Set(spec.log ? logged(spec.log, spec).map((g) => g.index) : []);
  const played: SimSlice[] = [slice];
  for (let i = from; i < to; i++) {
    if (done.has(i)) continue;
    if (!spec.log) {
      playOne(spec, game, i, slice, botFor);
      continue;
    }
    const one = emptySlice(spec.players);
    for (const name of spec.bots) one.byBot[name] = emptyTally();
    playOne(spec, game, i, one, botFor);
    appendFileSync(spec.log, `${JSON.stringify({ run: runKey(spec), index: i, slice: one })}\n`);
    played.push(one);
  }
  return played.length === 1 ? slice : mergeSlices(spec.players, played);
}

/** Plays game i of the run into `slice` (its tally, or its error). */
function playOne(spec: SimSpec, game: AnyGame, i: number, slice: SimSlice, botFor: (name: string) => Bot): void {
  const seats = seatBots(spec.bots, i);
  const seed = gameSeed(spec.seed, i);
  const moves: MoveRecord[] = [];
  try {
    const options = game.normalizeOptions({ ...spec.variants, players: spec.players, seed });
    const cap = spec.maxMoves ?? game.maxMoves(options);
    const rngs = seats.map((_, s) => Rng.seeded(seed * 31 + s + 1));
    let state = game.setup(options);
    for (;;) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      if (moves.length >= cap) throw new Error(`passed the move cap of ${cap}`);
      const player = toAct[0]!;
      const legal = game.legalMoves(state, player);
      let move: unknown;
      if (legal.length === 1) move = legal[0];
      else {
        const name = seats[player]!;
        const bot = botFor(name);
        const t0 = performance.now();
        const view = bot.needsView ? game.view(state, player) : null;
        move = bot.choose({ game, view, player, legal, rng: rngs[player]!, startedAt: t0 });
        slice.byBot[name]!.decisionMs.push(performance.now() - t0);
        slice.decisions++;
      }
      moves.push({ player, move });
      state = game.apply(state, player, move).state;
    }
    tally(slice, seats, game.outcome(state)!, game.coverage(state));
    slice.moves += moves.length;
    slice.completed++;
  } catch (e) {
    slice.errors.push({ game: i, seed, seats, message: (e as Error).message, moves });
  }
}

function tally(slice: SimSlice, seats: string[], outcome: Outcome, coverage: string[]): void {
  const { winners } = outcome;
  if (winners.length === 1) slice.wins[winners[0]!]!++;
  else if (winners.length > 1) slice.ties++;
  else slice.noWinner++;
  slice.endReasons[outcome.reason] = (slice.endReasons[outcome.reason] ?? 0) + 1;
  for (const name of coverage) slice.coverage[name] = (slice.coverage[name] ?? 0) + 1;
  seats.forEach((name, seat) => {
    const t = slice.byBot[name]!;
    t.games++;
    // A game is worth one point over the seats: a shared win is split among its winners, a game
    // nobody won evenly among all (half each at two players; a quarter at four, which is par).
    if (winners.length === 1 && winners[0] === seat) t.wins++;
    if (winners.includes(seat)) t.score += 1 / winners.length;
    else if (winners.length === 0) t.score += 1 / seats.length;
  });
}

export function mergeSlices(players: number, slices: SimSlice[]): SimSlice {
  const total = emptySlice(players);
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  for (const s of slices) {
    total.completed += s.completed;
    total.errors.push(...s.errors);
    s.wins.forEach((w, i) => {
      total.wins[i]! += w;
    });
    total.ties += s.ties;
    total.noWinner += s.noWinner;
    total.moves += s.moves;
    total.decisions += s.decisions;
    add(total.endReasons, s.endReasons);
    add(total.coverage, s.coverage);
    for (const [name, t] of Object.entries(s.byBot)) {
      total.byBot[name] ??= emptyTally();
      const into = total.byBot[name];
      into.games += t.games;
      into.score += t.score;
      into.wins += t.wins;
      for (const ms of t.decisionMs) into.decisionMs.push(ms);
    }
  }
  total.errors.sort((a, b) => a.game - b.game);
  return total;
}

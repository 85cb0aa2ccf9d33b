// The bots as a driver of the game's record: told each new record, the loop asks the bot port (the
// worker) for a decision whenever a bot seat owes one, waits at least the display delay and the
// table's animations, and hands the move, through the record's move gate, to the session, which
// puts the new record on. An answer for a position that has gone (a move was made meanwhile, or an
// interrupt: undo, a take-over's catch-up, another tab taking the game) is dropped. After
// MAX_BOT_FAILURES failed requests in a row the seat plays a random legal move instead.
import { Rng } from '../engine/core/rng';
import type { AnyGame, GameEvent, PlayerId } from '../engine/core/types';
import type { BotLevel, SessionSetup } from '../model/setup';
import { BotCancelledError, type BotPort, type BotRequest } from '../worker/port';
import { type BotSecret, botSeed } from './bot-seed';
import { type GameRecord, playMove, positionOf } from './record';

/** After this many failed bot requests in a row, the seat plays a random legal move instead. */
export const MAX_BOT_FAILURES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the worker is sent for a decision of `player` (a bot's, or a hint for a human): only that
 * seat's view and a seed that reveals nothing of the game's (bot-seed.ts).
 */
export function botRequest(secret: BotSecret, setup: SessionSetup, player: PlayerId, view: unknown, legal: unknown[], level: BotLevel, moveCount: number, askedAt: number): BotRequest {
  return { game: setup.game, view, player, legal, level, seed: botSeed(secret, moveCount, player), askedAt };
}

export interface BotDriverDeps {
  game: AnyGame;
  setup: SessionSetup;
  bots: BotPort;
  secret: BotSecret;
  /** Minimum display delay per bot move; 0 = instant. */
  delayMs: () => number;
  /** True while bots may not move here (another tab has the game). */
  paused: () => boolean;
  /** A bot's move, gated (`record` has it on): the session makes it the game's record. `notice` rides along. */
  play: (player: PlayerId, record: GameRecord, events: GameEvent[], notice: string | null) => void;
  /** Who is thinking changed without a move (the table shows it). */
  thinkingChanged: () => void;
  /** Something to say at the table ('notice.workerRestarted'). */
  notice: (key: string) => void;
}

export class BotDriver {
  private record: GameRecord;
  private started = false;
  private stopped = false;
  private busy = false;
  /** When the loop last gave the event loop a macrotask turn. */
  private lastYield = 0;
  private waiting = false;
  private failures = 0;
  private seat: PlayerId | null = null;
  private round = 0;
  /** How long the table still animates (its controller says): a bot move waits for it too. */
  private backlog: () => number = () => 0;

  constructor(
    private readonly deps: BotDriverDeps,
    record: GameRecord,
  ) {
    this.record = record;
  }

  /** The bot seat deciding now (null: none). */
  get thinking(): PlayerId | null {
    return this.seat;
  }

  /** A request to the bot port is in flight. */
  get asking(): boolean {
    return this.waiting;
  }

  /** Bumped by interrupt(): a bot answer, a wait or a hint begun before it belongs to a position that is gone. */
  get epoch(): number {
    return this.round;
  }

  setBacklog(backlog: () => number): void {
    this.backlog = backlog;
  }

  start(): void {
    if (this.stopped || this.started) return;
    this.started = true;
    void this.pump();
  }

  /** A new record (a move, undo, a hint, a take-over's catch-up): a bot that owes a decision is asked. */
  tell(record: GameRecord): void {
    this.record = record;
    void this.pump();
  }

  /**
   * The position the bots worked on is gone (undo, a catch-up) or not ours (another tab took the
   * game): late answers and waits are dropped, nobody is thinking. The caller cancels the port.
   */
  interrupt(): void {
    this.round++;
    this.seat = null;
  }

  /** Leaving: nothing more is asked and late answers are ignored (the caller cancels the port). */
  stop(): void {
    this.stopped = true;
  }

  private seatIsBot(p: PlayerId): boolean {
    return this.deps.setup.seats[p]?.kind === 'bot';
  }

  /** The loop: while a bot seat owes a decision, ask the port, wait the display delay, hand the move over. */
  private async pump(): Promise<void> {
    if (!this.started || this.stopped || this.busy || this.deps.paused()) return;
    const { game, bots } = this.deps;
    const base = this.record;
    const state = positionOf(base);
    const player = game.toAct(state).find((p) => this.seatIsBot(p));
    if (player === undefined) return;
    const seat = this.deps.setup.seats[player];
    if (seat?.kind !== 'bot') return;
    this.busy = true;
    const moveCount = base.moves.length;
    const epoch = this.round;
    const stale = () => this.stopped || this.round !== epoch || this.record.moves.length !== moveCount;
    const shownAt = Date.now();
    this.seat = player;
    this.deps.thinkingChanged();
    // The bot's clock starts here, before its view is built (see BotRequest.askedAt).
    const askedAt = performance.timeOrigin + performance.now();
    const legal = game.legalMoves(state, player);
    let move: unknown;
    let handedOver = false;
    let notice: string | null = null;
    let asked = false;
    try {
      if (legal.length === 1) {
        move = legal[0];
      } else if (this.failures >= MAX_BOT_FAILURES) {
        move = Rng.seeded(botSeed(this.deps.secret, moveCount, player)).pick(legal);
        notice = 'notice.botFallback';
      } else {
        const req = botRequest(this.deps.secret, this.deps.setup, player, game.view(state, player), legal, seat.level, moveCount, askedAt);
        this.waiting = true;
        asked = true;
        try {
          move = await bots.chooseMove(req);
        } finally {
          this.waiting = false;
        }
      }
      // The record's move gate, before the wait: a bot's move that is not legal is a failed request.
      let played = playMove(game, base, player, move, legal);
      if (!played.ok) throw new Error(`The bot chose a move that is not legal.`);
      // People must be able to follow: a bot move stays "thinking" at least the display delay.
      // At 'instant' a worker answer has already let the page paint; a forced move (or a port
      // that answers in a microtask) waits a macrotask so a run of them never starves the page.
      const wait = Math.max(this.deps.delayMs(), this.backlog()) - (Date.now() - shownAt);
      if (wait > 0 || !asked || Date.now() - this.lastYield > 50) {
        await sleep(Math.max(0, wait));
        this.lastYield = Date.now();
      }
      if (stale()) return;
      // A hint counted meanwhile made a new record of the same position: the move goes onto that one.
      if (this.record !== base) played = playMove(game, this.record, player, move, legal);
      if (!played.ok) throw new Error(played.error.message);
      // A fallback move proves nothing about the port: try it once more next time, then fall back again.
      this.failures = notice === null ? 0 : MAX_BOT_FAILURES - 1;
      this.busy = false;
      this.seat = null;
      handedOver = true; // the new record is told back (tell), which restarts the loop
      this.deps.play(player, played.record, played.events, notice);
    } catch (e) {
      if (stale()) return;
      if (!(e instanceof BotCancelledError)) {
        this.failures++;
        console.warn('Bot request failed; asking again from the current position.', e);
        this.deps.notice('notice.workerRestarted');
        await sleep(50 * this.failures);
      }
    } finally {
      if (!handedOver) {
        this.busy = false;
        if (this.seat === player) this.seat = null;
        if (!this.stopped) {
          void this.pump();
          // No bot picked up the loop: show that nobody is thinking any more.
          if (!this.busy) this.deps.thinkingChanged();
        }
      }
    }
  }
}

// The working copy one apply() mutates: a private copy of the state, the events produced so far,
// a generator over the state's rng, and a change counter (the share bonus reads it).
// Nothing here escapes apply(): callers only ever see the finished, frozen-by-convention state.
import type { GameEvent, PlayerId } from '../core/types';
import { Rng } from '../core/rng';
import { withBit } from './coverage';
import type { Answer, CardId, DogmaFrame, Frame, InnovationState, Pile, PlayerState, Recall } from './types';

/** Thrown to stop everything the moment the game ends (even mid-effect); apply() catches it. */
export class GameEnded extends Error {}
/** The one instance thrown: an Error records its stack when made, and nobody reads this one's. */
export const GAME_ENDED = new GameEnded('game ended');

type ListKey = 'achievements' | 'removed' | 'tucked' | 'scored' | 'initial';
const LIST_BIT: Record<ListKey, number> = { achievements: 1, removed: 2, tucked: 4, scored: 8, initial: 16 };

// The parts of one player this apply has copied, a bit each; pile i is PILE << i.
const OWN = 1;
const HAND = 2;
const SCORE = 4;
const ACHIEVEMENTS = 8;
const PILES = 16;
const FORECAST = 1 << 10;
const PILE = 32;

export class Table {
  /** Bumped by every change of the game; a sharer "did something" when it moved. */
  changes = 0;
  /**
   * Seats (a bit each) whose board or Monument counters changed since special achievements were
   * last checked; everyone at first, so the first check of an apply looks at every seat (none
   * when the apply starts from a settled state: achievements.ts startChecks).
   */
  unchecked = -1;
  /**
   * Piles (bit 5p + ci) changed since special achievements were last checked; all at first. A
   * pile-by-pile condition (Heritage, History) can only newly hold in one of these: any other
   * pile was looked at when it last changed, or at the apply's first check.
   */
  uncheckedPiles = -1;
  /**
   * Special achievements still available, bit k for SPECIALS[k]; -1 until first needed. Only a
   * claim (achievements.ts) takes one away, and nothing puts one back.
   */
  openSpecials = -1;
  /** The same for Echoes' specials, bit k for ECHOES_SPECIALS[k]; -1 until first needed. */
  openEchoesSpecials = -1;
  /** Seats (a bit each) from whom a card was hidden when a rule looked at its colour or icons (reveals.ts). */
  looked = 0;
  /** The answer handed to the next effect step (set by apply or by an automatic answer). */
  answer: Answer | null = null;
  /**
   * The events produced so far; null for advance() (search and playouts never read them), so
   * emit() drops them and the costlier call sites (moveCard's seers) skip building them.
   */
  readonly events: GameEvent[] | null;
  /** The working state: a shallow copy whose parts are copied on first write (see below). */
  readonly s: InnovationState;
  private ownedPlayers: number[] | null = null;
  private ownedSupply = 0;
  private ownedLists = 0;
  /** Frames this apply made or copied; the others are shared with the state it started from. */
  private ownedFrames: Frame[] | null = null;

  constructor(source: InnovationState, events = true) {
    this.events = events ? [] : null;
    // Copy-on-write: only the top level and the frame list are copied now; the rng words, players,
    // supply piles, lists and frames are copied the first time something writes to them. Written
    // out field by field (a literal of one shape is cheaper than a spread): a new state field
    // must be added here.
    const s: InnovationState =
      source.echoes === undefined
        ? {
            options: source.options,
            rng: source.rng,
            phase: source.phase,
            players: source.players,
            supply: source.supply,
            achievements: source.achievements,
            removed: source.removed,
            initial: source.initial,
            current: source.current,
            actionsLeft: source.actionsLeft,
            turn: source.turn,
            tucked: source.tucked,
            scored: source.scored,
            frames: source.frames.length === 0 ? [] : source.frames.slice(),
            moves: source.moves,
            result: source.result,
            seen: source.seen,
          }
        : // Echoes' supply in the literal (last, where adding it afterwards put it): a field added
          // to an object after its literal lives in a separate store, allocated for every copy.
          {
            options: source.options,
            rng: source.rng,
            phase: source.phase,
            players: source.players,
            supply: source.supply,
            achievements: source.achievements,
            removed: source.removed,
            initial: source.initial,
            current: source.current,
            actionsLeft: source.actionsLeft,
            turn: source.turn,
            tucked: source.tucked,
            scored: source.scored,
            frames: source.frames.length === 0 ? [] : source.frames.slice(),
            moves: source.moves,
            result: source.result,
            seen: source.seen,
            echoes: source.echoes,
          };
    if (source.revealed) s.revealed = source.revealed;
    // advance() keeps no account of who saw what (events, memory): search never takes a view of
    // the states it reaches, so the seats' memory is left out of them.
    if (source.memory && events) s.memory = source.memory;
    this.s = s;
  }

  private generator: Rng | null = null;
  /**
   * A generator over the state's rng words, copied on first use. No rule draws at random after
   * the setup today, so most applies never make one.
   */
  get rng(): Rng {
    if (this.generator === null) {
      const words = this.s.rng;
      this.s.rng = [words[0], words[1], words[2], words[3]];
      this.generator = new Rng(this.s.rng);
    }
    return this.generator;
  }

  /** Player p with a private top level (its lists are still shared: use the accessors below). */
  private own(p: PlayerId): PlayerState {
    let owned = this.ownedPlayers;
    if (!owned) {
      owned = this.ownedPlayers = [0, 0, 0, 0];
      this.s.players = this.s.players.slice();
    }
    const pl = this.s.players[p] as PlayerState;
    if (owned[p]) return pl;
    owned[p] = OWN;
    // With Echoes the forecast is in the literal (see the constructor), last as before.
    const copy: PlayerState =
      pl.forecast === undefined
        ? { piles: pl.piles, hand: pl.hand, score: pl.score, achievements: pl.achievements, icons: pl.icons }
        : { piles: pl.piles, hand: pl.hand, score: pl.score, achievements: pl.achievements, icons: pl.icons, forecast: pl.forecast };
    this.s.players[p] = copy;
    return copy;
  }

  /** p's hand, safe to write to (copied on first use in this apply). Read through `s` otherwise. */
  hand(p: PlayerId): CardId[] {
    const pl = this.own(p);
    const owned = this.ownedPlayers as number[];
    if (!((owned[p] as number) & HAND)) {
      owned[p] = (owned[p] as number) | HAND;
      pl.hand = pl.hand.slice();
    }
    return pl.hand;
  }

  scorePile(p: PlayerId): CardId[] {
    const pl = this.own(p);
    const owned = this.ownedPlayers as number[];
    if (!((owned[p] as number) & SCORE)) {
      owned[p] = (owned[p] as number) | SCORE;
      pl.score = pl.score.slice();
    }
    return pl.score;
  }

  achievementsOf(p: PlayerId): string[] {
    const pl = this.own(p);
    const owned = this.ownedPlayers as number[];
    if (!((owned[p] as number) & ACHIEVEMENTS)) {
      owned[p] = (owned[p] as number) | ACHIEVEMENTS;
      pl.achievements = pl.achievements.slice();
    }
    return pl.achievements;
  }

  /** p's forecast (Echoes), safe to write to. Only called when Echoes is in play (the forecast exists). */
  forecastOf(p: PlayerId): CardId[] {
    const pl = this.own(p);
    const owned = this.ownedPlayers as number[];
    if (!((owned[p] as number) & FORECAST)) {
      owned[p] = (owned[p] as number) | FORECAST;
      pl.forecast = (pl.forecast ?? []).slice();
    }
    return pl.forecast as CardId[];
  }

  /**
   * p's pile of colour index ci, and p's icon totals, safe to write to. Change a pile only through
   * zones.ts openPile/closePile, which keep those totals exact.
   */
  pile(p: PlayerId, ci: number): Pile {
    const pl = this.own(p);
    const owned = this.ownedPlayers as number[];
    let bits = owned[p] as number;
    if (!(bits & PILES)) {
      bits |= PILES;
      pl.piles = pl.piles.slice();
      pl.icons = pl.icons.slice();
    }
    const bit = PILE << ci;
    if (!(bits & bit)) {
      bits |= bit;
      const old = pl.piles[ci] as Pile;
      pl.piles[ci] = { cards: old.cards.slice(), splay: old.splay };
    }
    owned[p] = bits;
    return pl.piles[ci] as Pile;
  }

  /** The supply pile of that age, safe to write to. */
  supplyPile(age: number): CardId[] {
    if (this.ownedSupply === 0) this.s.supply = this.s.supply.slice();
    const bit = 1 << age;
    if (!(this.ownedSupply & bit)) {
      this.ownedSupply |= bit;
      this.s.supply[age - 1] = (this.s.supply[age - 1] as CardId[]).slice();
    }
    return this.s.supply[age - 1] as CardId[];
  }

  private ownedEchoes = 0;
  /** The Echoes supply pile of that age, safe to write to (Echoes only). */
  echoesPile(age: number): CardId[] {
    if (this.ownedEchoes === 0) this.s.echoes = (this.s.echoes as CardId[][]).slice();
    const bit = 1 << age;
    const piles = this.s.echoes as CardId[][];
    if (!(this.ownedEchoes & bit)) {
      this.ownedEchoes |= bit;
      piles[age - 1] = (piles[age - 1] as CardId[]).slice();
    }
    return piles[age - 1] as CardId[];
  }

  /** Seats (a bit each) whose recall list this apply has copied; -1 once the outer list is ours too. */
  private ownedMemory = 0;

  /** Seat p's recall list (memory.ts), safe to write to; the state gets a memory on first use. */
  recallOf(p: PlayerId): Recall[] {
    let memory = this.s.memory;
    if (memory === undefined) {
      memory = this.s.memory = [];
      for (let q = 0; q < this.s.options.players; q++) memory.push([]);
      this.ownedMemory = -1;
    } else if (this.ownedMemory === 0) {
      memory = this.s.memory = memory.slice();
      this.ownedMemory = 1 << 30;
    }
    if (!(this.ownedMemory & (1 << p))) {
      this.ownedMemory |= 1 << p;
      memory[p] = (memory[p] as Recall[]).slice();
    }
    return memory[p] as Recall[];
  }

  /** One of the state's top-level lists, safe to write to. */
  list<K extends ListKey>(key: K): InnovationState[K] {
    const bit = LIST_BIT[key];
    if (!(this.ownedLists & bit)) {
      this.ownedLists |= bit;
      (this.s as unknown as Record<K, unknown[]>)[key] = (this.s[key] as unknown[]).slice();
    }
    return this.s[key];
  }

  /** The frame at index i of the stack, safe to write to (copied on first write, like players). */
  frame(i: number): Frame {
    const frames = this.s.frames;
    const f = frames[i] as Frame;
    let owned = this.ownedFrames;
    if (owned === null) owned = this.ownedFrames = [];
    else if (owned.includes(f)) return f;
    const copy = copyFrame(f);
    frames[i] = copy;
    owned.push(copy);
    return copy;
  }

  /** Pushes a frame this apply made (so it is never copied). */
  push(f: Frame): void {
    this.s.frames.push(f);
    if (this.ownedFrames === null) this.ownedFrames = [f];
    else this.ownedFrames.push(f);
  }

  emit(event: GameEvent): void {
    if (this.events !== null) this.events.push(event);
  }

  /** Record content exercised (a bit of coverage.ts); copy-on-write since `seen` is shared with parents. */
  see(bit: number): void {
    this.s.seen = withBit(this.s.seen, bit);
  }
}

/**
 * A frame's private copy. Its effect memory (vars) is not copied: steps write to vars only
 * through Exec, which copies them first (the memory a step started from is kept for reask).
 */
export function copyFrame(f: Frame): Frame {
  switch (f.type) {
    case 'dogma': {
      const copy: DogmaFrame = {
        type: 'dogma',
        card: f.card,
        player: f.player,
        featured: f.featured,
        sharers: f.sharers,
        targets: f.targets,
        effect: f.effect,
        queue: f.queue.slice(),
        sharedChange: f.sharedChange,
        demandFlag: f.demandFlag,
      };
      if (f.vars) copy.vars = f.vars;
      if (f.echoes) copy.echoes = f.echoes;
      if (f.echo) copy.echo = f.echo;
      return copy;
    }
    case 'exec':
      return { type: 'exec', card: f.card, player: f.player, effect: f.effect, sharing: f.sharing };
    case 'effect':
      return {
        type: 'effect',
        card: f.card,
        effect: f.effect,
        player: f.player,
        activator: f.activator,
        demand: f.demand,
        sharing: f.sharing,
        step: f.step,
        vars: f.vars,
        question: f.question,
      };
  }
}

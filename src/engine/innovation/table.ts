// The working copy one apply() mutates: a private clone of the state, the events produced so far,
// a generator over the state's rng, and a change counter (the share bonus reads it).
// Nothing here escapes apply(): callers only ever see the finished, frozen-by-convention state.
import type { GameEvent, PlayerId } from '../core/types';
import { Rng } from '../core/rng';
import type { Answer, CardId, Frame, InnovationState, PlayerState } from './types';

/** Thrown to stop everything the moment the game ends (even mid-effect); apply() catches it. */
export class GameEnded extends Error {}

export class Table {
  readonly rng: Rng;
  /** Bumped by every change of the game; a sharer "did something" when it moved. */
  changes = 0;
  /** The change count when special achievements were last checked (nothing new: no check). */
  checkedAt = -1;
  /** The answer handed to the next effect step (set by apply or by an automatic answer). */
  answer: Answer | null = null;
  readonly events: GameEvent[] = [];
  /** The working state: a shallow copy whose parts are copied on first write (see below). */
  readonly s: InnovationState;
  private ownedPlayers: boolean[] | null = null;
  private ownedSupply: boolean[] | null = null;
  private ownedLists = new Set<'achievements' | 'removed' | 'tucked' | 'scored' | 'initial'>();

  constructor(source: InnovationState) {
    // Copy-on-write: only the top level, the rng words and the (few) resolution frames are copied
    // now; players, supply piles and lists are copied the first time something writes to them.
    this.s = {
      ...source,
      rng: [source.rng[0], source.rng[1], source.rng[2], source.rng[3]],
      frames: source.frames.length === 0 ? [] : source.frames.map(cloneFrame),
    };
    this.rng = new Rng(this.s.rng);
  }

  /** Player p, safe to write to (copied on first use in this apply). Read through `s` otherwise. */
  player(p: PlayerId): PlayerState {
    if (!this.ownedPlayers) {
      this.ownedPlayers = [];
      this.s.players = this.s.players.slice();
    }
    if (!this.ownedPlayers[p]) {
      this.ownedPlayers[p] = true;
      this.s.players[p] = clonePlayer(this.s.players[p] as PlayerState);
    }
    return this.s.players[p] as PlayerState;
  }

  /** The supply pile of that age, safe to write to. */
  supplyPile(age: number): CardId[] {
    if (!this.ownedSupply) {
      this.ownedSupply = [];
      this.s.supply = this.s.supply.slice();
    }
    if (!this.ownedSupply[age]) {
      this.ownedSupply[age] = true;
      this.s.supply[age - 1] = (this.s.supply[age - 1] as CardId[]).slice();
    }
    return this.s.supply[age - 1] as CardId[];
  }

  /** One of the state's top-level lists, safe to write to. */
  list<K extends 'achievements' | 'removed' | 'tucked' | 'scored' | 'initial'>(key: K): InnovationState[K] {
    if (!this.ownedLists.has(key)) {
      this.ownedLists.add(key);
      (this.s as unknown as Record<K, unknown[]>)[key] = (this.s[key] as unknown[]).slice();
    }
    return this.s[key];
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** Record content exercised (for coverage); copy-on-write since `seen` is shared with parents. */
  see(name: string): void {
    if (!this.s.seen.includes(name)) this.s.seen = [...this.s.seen, name];
  }
}

function clonePlayer(p: PlayerState): PlayerState {
  return {
    piles: p.piles.map((pile) => ({ cards: pile.cards.slice(), splay: pile.splay })),
    hand: p.hand.slice(),
    score: p.score.slice(),
    achievements: p.achievements.slice(),
  };
}

function cloneFrame(f: Frame): Frame {
  switch (f.type) {
    case 'dogma':
      return f.vars
        ? { ...f, sharers: f.sharers.slice(), targets: f.targets.slice(), queue: f.queue.slice(), vars: { ...f.vars } }
        : { ...f, sharers: f.sharers.slice(), targets: f.targets.slice(), queue: f.queue.slice() };
    case 'exec':
      return { ...f };
    case 'effect':
      return { ...f, vars: { ...f.vars } };
  }
}

// A second reading of perfect recall, from one seat's own eyes only: its view before a move and
// the move's events as viewEvents gives them to it. It keeps the ages in every place the seat
// cannot look into and works out, event by event, which hidden cards it can place. The engine's
// memory (src/engine/innovation/memory.ts) is kept inside apply from the true state; the two must
// agree, which shows that the engine's memory depends only on what the seat saw.
import type { GameEvent, PlayerId } from '../../../src/engine/core/types';
import { backOf, isCardId } from '../../../src/engine/innovation/facts';
import type { KnownCard } from '../../../src/engine/innovation/known';
import type { InnovationView } from '../../../src/engine/innovation/view';

interface Place {
  zone: string;
  player?: PlayerId;
  age?: number;
}

const hiddenFrom = (p: Place, v: PlayerId) =>
  p.zone === 'supply' || p.zone === 'achievements' || ((p.zone === 'hand' || p.zone === 'score' || p.zone === 'forecast') && p.player !== v);

/** A hidden list by its key: 'hand:1', 'score:2', 'achievements:0', 'achievements:-1'. */
const keyOf = (p: Place) => `${p.zone}:${p.player ?? -1}`;

export class Watcher {
  /** Tracked cards in hidden lists: card -> list key. */
  private inLists = new Map<string, string>();
  /** Tracked cards in supply piles: card -> place from the bottom. */
  private inSupply = new Map<string, number>();
  private since = new Map<string, number>();
  /** Backs (age, negative for an Echoes card) in each hidden list, and supply counts by back, as of the current event. */
  private ages = new Map<string, number[]>();
  private counts = new Map<number, number>();
  private turn = 0;

  constructor(private readonly v: PlayerId) {}

  /** One move: the view before it and the events the seat saw. */
  see(before: InnovationView, events: GameEvent[]): void {
    this.turn = before.turn;
    this.ages.clear();
    before.players.forEach((pl, p) => {
      if (p !== this.v) {
        this.ages.set(`hand:${p}`, pl.hand.map(ageAs));
        this.ages.set(`score:${p}`, pl.score.map(ageAs));
        if (pl.forecast) this.ages.set(`forecast:${p}`, pl.forecast.map(ageAs));
      }
      this.ages.set(`achievements:${p}`, pl.achievements.filter(isAge).map(ageAs));
    });
    this.ages.set('achievements:-1', before.achievements.filter(isAge).map(ageAs));
    this.counts.clear();
    for (const [a, n] of before.supply.entries()) this.counts.set(a + 1, n);
    for (const [a, n] of (before.echoes ?? []).entries()) this.counts.set(-(a + 1), n);
    for (const e of events) {
      if (e.type === 'turn') this.turn = e.turn as number;
      else if (e.type === 'look' && e.player === this.v && typeof e.card === 'string') this.looked(e.card);
      else if (e.type === 'reveal') this.revealed(e.player as PlayerId, e.cards as string[], (e.zone as string | undefined) ?? 'hand');
      else if (e.type === 'move-card') {
        const back = e.set === 'echoes' ? -(e.age as number) : (e.age as number);
        this.moved(e.card as string | null, back, e.from as Place, e.to as Place, e.fromBottom === true, e.toTop === true);
      }
    }
  }

  private track(card: string, to: Place, fromBottom = 0): void {
    this.untrack(card);
    if (to.zone === 'supply') this.inSupply.set(card, fromBottom);
    else this.inLists.set(card, keyOf(to));
    this.since.set(card, this.turn);
  }

  private untrack(card: string): void {
    this.inLists.delete(card);
    this.inSupply.delete(card);
    this.since.delete(card);
  }

  /** A supply pile is left from its top unless the event says the bottom; a card goes to its bottom unless it says the top. */
  private moved(seen: string | null, age: number, from: Place, to: Place, offBottom: boolean, toTop: boolean): void {
    let card = seen;
    if (hiddenFrom(from, this.v)) {
      if (from.zone === 'supply') {
        const top = (this.counts.get(age) as number) - 1;
        this.counts.set(age, top);
        const end = offBottom ? 0 : top;
        if (card === null) for (const [c, i] of this.inSupply) if (backOf(c) === age && i === end) card = c;
        if (offBottom) for (const [c, i] of this.inSupply) if (backOf(c) === age && i > 0) this.inSupply.set(c, i - 1);
      } else {
        const list = this.ages.get(keyOf(from)) as number[];
        const same = list.filter((a) => a === age).length;
        list.splice(list.indexOf(age), 1);
        const here = [...this.inLists].filter(([c, k]) => k === keyOf(from) && backOf(c) === age).map(([c]) => c);
        if (card === null) {
          if (same === 1 && here.length === 1) card = here[0] as string;
          else for (const c of here) this.untrack(c);
        }
      }
    }
    let place = 0;
    if (to.zone === 'supply') {
      const size = this.counts.get(age) as number;
      if (toTop) place = size;
      else for (const [c, i] of this.inSupply) if (backOf(c) === age) this.inSupply.set(c, i + 1);
      this.counts.set(age, size + 1);
    } else if (hiddenFrom(to, this.v)) this.ages.get(keyOf(to))?.push(age);
    if (card === null) return;
    if (hiddenFrom(to, this.v)) this.track(card, to, place);
    else this.untrack(card);
  }

  /** The seat alone looked at a card on top of a supply pile (Tuning Fork), which stays there. */
  private looked(card: string): void {
    this.track(card, { zone: 'supply' }, (this.counts.get(backOf(card)) as number) - 1);
  }

  /** Cards shown from a hand (every reveal of the base game), or from a forecast (Echoes; the event says so). */
  private revealed(player: PlayerId, cards: string[], zone: string): void {
    if (player === this.v) return;
    for (const c of cards) this.track(c, { zone, player });
  }

  /** What the seat knows now, sorted by card, in the view's shape. */
  known(): KnownCard[] {
    const out: KnownCard[] = [];
    for (const [card, key] of this.inLists) {
      const [zone, player] = key.split(':');
      out.push({ card, zone: zone as KnownCard['zone'], player: Number(player), since: this.since.get(card) as number });
    }
    for (const [card, fromBottom] of this.inSupply) out.push({ card, zone: 'supply', player: -1, fromBottom, since: this.since.get(card) as number });
    return out.sort((a, b) => a.card.localeCompare(b.card));
  }
}

/** An entry of a hidden list that is a card (an age, or an id shown this action), not a special achievement. */
const isAge = (x: string | number): boolean => typeof x === 'number' || isCardId(x);
/** An entry of a hidden list as the view gives it: a back, or (shown this action) the card's id. */
const ageAs = (x: string | number): number => (typeof x === 'number' ? x : backOf(x));

// What a card step does: the rule verbs, questions and flow, on top of what it can read
// (exec-queries.ts). Verbs follow the golden rule: they do what they can and quietly skip what is
// impossible (a null card, an empty pile, a no-op splay).
import type { PlayerId } from '../core/types';
import { claimSpecial, checkSpecials } from './achievements';
import { checkAchievementWin, endGame } from './end';
import { ExecQueries } from './exec-queries';
import { colorIndex } from './facts';
import { sideOf } from './seats';
import type { CardId, Color, EffectFrame, Pile, Question, Special, Splay, Zone } from './types';
import { recallLooked, recallShown } from './memory';
import { closePile, drawCard, type Location, locate, moveCard, openPile } from './zones';

export interface CardsAsk {
  prompt: string;
  min?: number;
  max?: number;
  /** Who answers; "you" unless said otherwise (e.g. the demander in Medicine). */
  player?: PlayerId;
  /** Where the candidates lie (default 'hand'), so the UI can point at them. */
  zone?: Zone;
}
export interface Ask {
  prompt: string;
  player?: PlayerId;
}


export class Exec extends ExecQueries {
  /** The question this step asks (at most one per step). */
  asked: Question | null = null;
  /** Cards whose non-demand effects "you" must now execute, in order (after this step). */
  executeCards: CardId[] = [];
  /** Where the effect goes on: the next step unless again()/goto()/stop() said otherwise. */
  jump: number | null = null;
  /** A free dogma action this step starts when it ends (Echoes' promotion). */
  dogmaCard: CardId | null = null;

  override begin(f: EffectFrame): void {
    super.begin(f);
    this.asked = null;
    if (this.executeCards.length > 0) this.executeCards = [];
    this.jump = null;
    this.dogmaCard = null;
  }

  // ---- verbs (each checks special achievements afterwards) ----
  private after(): void {
    checkSpecials(this.t);
  }
  private markDemand(): void {
    if (this.f.demand) this.markDemandFlag();
  }
  private owner(card: CardId): PlayerId {
    const loc = locate(this.t.s, card);
    return loc && loc.player >= 0 ? loc.player : this.you;
  }

  /** Draw a card of that value into p's hand (1 if below 1; next pile up if empty; past 10 ends). */
  draw(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.after();
    return c;
  }
  drawAndMeld(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.meld(c, p);
    return c;
  }
  drawAndScore(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.score(c, p);
    return c;
  }
  drawAndTuck(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.tuck(c, p);
    return c;
  }
  /** Draw and show it to everyone; it stays in hand unless the card moves it on. */
  drawAndReveal(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.reveal([c], p);
    this.after();
    return c;
  }
  /** Show cards to every player (the event carries their ids for all). */
  reveal(cards: CardId[], p: PlayerId = this.you): void {
    if (cards.length === 0) return;
    // Where the cards lie, for the event and the seats' memory: neither is kept by advance().
    const shown: { card: CardId; at: Location }[] | null = this.t.events === null ? null : [];
    if (shown !== null) {
      for (const card of cards) {
        const at = locate(this.t.s, card);
        if (at !== null) shown.push({ card, at });
      }
      // Cards shown from a forecast (Echoes: Barometer) say so; every other reveal is of a hand.
      this.t.emit(
        shown[0]?.at.zone === 'forecast'
          ? { type: 'reveal', player: p, cards: cards.slice(), zone: 'forecast' }
          : { type: 'reveal', player: p, cards: cards.slice() },
      );
    }
    // Everyone now knows these cards: views show them until the action ends.
    const known = this.t.s.revealed ?? [];
    const added = cards.filter((c) => !known.includes(c));
    if (added.length > 0) this.t.s.revealed = [...known, ...added];
    // ...and remember them where they lie once the action is over.
    if (shown !== null) recallShown(this.t, shown);
  }
  /** Meld onto the top of the pile of its colour on p's board (the splay stays). */
  meld(card: CardId | null, player?: PlayerId): void {
    if (!card) return;
    const p = player ?? this.owner(card);
    moveCard(this.t, card, 'board', p, 'meld');
    this.after();
  }
  tuck(card: CardId | null, player?: PlayerId): void {
    if (!card) return;
    const p = player ?? this.owner(card);
    moveCard(this.t, card, 'board', p, 'tuck', true);
    const tucked = this.t.list('tucked');
    tucked[p] = (tucked[p] ?? 0) + 1;
    this.t.unchecked |= 1 << p;
    this.after();
  }
  score(card: CardId | null, player?: PlayerId): void {
    if (!card) return;
    const p = player ?? this.owner(card);
    moveCard(this.t, card, 'score', p, 'score');
    const scored = this.t.list('scored');
    scored[p] = (scored[p] ?? 0) + 1;
    this.t.unchecked |= 1 << p;
    this.after();
  }
  /** Return cards to the bottom of their supply piles. Returns how many were returned. */
  return(cards: CardId | CardId[] | null): number {
    const list = cards === null ? [] : typeof cards === 'string' ? [cards] : cards.slice();
    for (const c of list) {
      moveCard(this.t, c, 'supply', -1, 'return');
      this.markDemand();
      this.after();
    }
    return list.length;
  }
  /**
   * Move cards to p's hand, score pile or board (on top), or to p's achievements, or (Echoes) to
   * p's forecast ("transfer to my forecast"). Not melding/scoring/foreshadowing.
   */
  transfer(cards: CardId | CardId[] | null, to: 'hand' | 'score' | 'board' | 'achievements' | 'forecast', p: PlayerId): number {
    const list = cards === null ? [] : typeof cards === 'string' ? [cards] : cards.slice();
    for (const c of list) {
      moveCard(this.t, c, to, p, 'transfer');
      this.markDemand();
      this.after();
    }
    return list.length;
  }
  /** Achieve a card (e.g. from a board or the supply) into p's achievements. */
  achieve(card: CardId | null, p: PlayerId = this.you): void {
    if (!card) return;
    moveCard(this.t, card, 'achievements', p, 'achieve');
    // An achievement from a card's effect wins at once like the Achieve action's (echoes-b found
    // MP3's 7th achievement leaving the game running).
    checkAchievementWin(this.t, p);
    this.after();
  }
  /** Claim a special achievement if it is still available ("claim the Monument achievement"). */
  claim(special: Special, p: PlayerId = this.you): boolean {
    const ok = claimSpecial(this.t, p, special);
    this.after();
    return ok;
  }
  /** Remove cards from the game (Fission). */
  remove(cards: CardId[]): void {
    for (const c of cards) moveCard(this.t, c, 'removed', -1, 'remove');
    this.after();
  }
  /**
   * End the whole dogma action now (Fission): no further executors, effects or share bonus.
   * The frames are emptied in place because the resolver loop holds the same array.
   */
  endDogma(): void {
    this.t.s.frames.length = 0;
    this.jump = Number.MAX_SAFE_INTEGER;
  }
  /** Splay p's pile of that colour. Returns false when nothing changed (too few cards, same way). */
  splay(color: Color | null, dir: Splay, p: PlayerId = this.you): boolean {
    if (!color) return false;
    const ci = colorIndex(color);
    const seen = this.pl(p).piles[ci] as Pile;
    if (dir !== 'none' && seen.cards.length < 2) return false;
    if (seen.splay === dir) return false;
    const pile = openPile(this.t, p, ci);
    pile.splay = dir;
    closePile(this.t, p, ci);
    this.t.changes++;
    this.t.emit({ type: 'splay', player: p, color, splay: dir });
    this.after();
    return true;
  }
  unsplay(color: Color | null, p: PlayerId = this.you): boolean {
    return this.splay(color, 'none', p);
  }
  /** "You win": the game ends at once with p's side as winners. */
  win(p: PlayerId = this.you): never {
    return endGame(this.t, sideOf(this.t.s.options, p), 'dogma');
  }
  /**
   * A win that several players may qualify for: it happens only if the candidates form a single
   * side (one player, or two partners); otherwise play goes on. Returns false when nobody won.
   */
  winAmong(candidates: PlayerId[]): boolean {
    if (candidates.length === 0) return false;
    const side = sideOf(this.t.s.options, candidates[0] as PlayerId);
    if (!candidates.every((p) => side.includes(p))) return false;
    return this.win(candidates[0] as PlayerId);
  }
  /** Shows a player's whole hand to everyone (e.g. to prove a demand cannot be met). No state change. */
  revealHand(p: PlayerId = this.you): void {
    this.reveal(this.pl(p).hand, p);
  }
  /** Puts a pile in a new order (bottom first); the cards must be exactly the pile's. Splay stays. */
  reorder(color: Color, order: CardId[], p: PlayerId = this.you): void {
    const ci = colorIndex(color);
    const cards = (this.pl(p).piles[ci] as Pile).cards;
    const same = order.length === cards.length && order.every((c) => cards.includes(c));
    if (!same) throw new Error(`${this.card}: reorder needs exactly the cards of the ${color} pile`);
    if (order.every((c, i) => cards[i] === c)) return;
    openPile(this.t, p, ci).cards = order.slice();
    closePile(this.t, p, ci);
    this.t.changes++;
    this.t.emit({ type: 'reorder', player: p, color, cards: order.slice() });
    this.after();
  }

  // ---- Echoes verbs ----
  /** Foreshadow: put the card (from anywhere) into p's forecast, face down. Needs Echoes in play. */
  foreshadow(card: CardId | null, p: PlayerId = this.you): void {
    if (!card || this.t.s.echoes === undefined) return;
    moveCard(this.t, card, 'forecast', p, 'foreshadow');
    this.after();
  }
  /** Draw a card of that value (by the draw rule) straight into p's forecast. */
  drawAndForeshadow(age: number, p: PlayerId = this.you): CardId {
    const c = drawCard(this.t, p, age);
    this.foreshadow(c, p);
    return c;
  }
  /** Meld a card from p's forecast (the promotion's meld; the card is shown to all as it lands). */
  promote(card: CardId | null, p: PlayerId = this.you): void {
    if (!card) return;
    this.t.emit({ type: 'promote', player: p, card });
    moveCard(this.t, card, 'board', p, 'promote');
    this.after();
  }
  /** After this step, a free dogma action by "you" on that (top) card: the effect must end here. */
  freeDogma(card: CardId): void {
    this.dogmaCard = card;
  }
  /** Put a card back on top of its own set's supply pile (Telescope). */
  returnToTop(card: CardId | null): void {
    if (!card) return;
    moveCard(this.t, card, 'supply', -1, 'return', false, null, true);
    this.markDemand();
    this.after();
  }
  /** Move a card (e.g. a supply pile's bottom card) to the available achievements, face down. */
  makeAvailable(card: CardId | null): void {
    if (!card) return;
    moveCard(this.t, card, 'achievements', -1, 'transfer');
    this.after();
  }
  /** "Achieve (if eligible)": achieves the card when p is eligible for its value. Returns whether it did. */
  achieveIfEligible(card: CardId | null, p: PlayerId = this.you): boolean {
    if (!card || !this.eligible(this.age(card), p)) return false;
    this.achieve(card, p);
    return true;
  }
  /** p looks at a hidden card (the top of a supply pile: Tuning Fork); only p learns which it is, and remembers it there. */
  look(card: CardId | null, p: PlayerId = this.you): void {
    if (!card) return;
    this.t.emit({ type: 'look', player: p, card, knownTo: [p] });
    const at = locate(this.t.s, card);
    if (at !== null) recallLooked(this.t, p, card, at);
  }
  // ---- questions (one per step; the next step reads the answer) ----
  private ask(q: Question): void {
    if (this.asked) throw new Error(`${this.card}: a step may ask only one question`);
    this.asked = q;
  }
  /** Choose cards among options: exactly 1 unless min/max say otherwise. Mandatory. */
  chooseCards(options: CardId[], o: CardsAsk): void {
    this.ask({
      kind: 'cards',
      player: o.player ?? this.you,
      prompt: o.prompt,
      optional: false,
      zone: o.zone ?? 'hand',
      options,
      min: o.min ?? 1,
      max: o.max ?? o.min ?? 1,
    });
  }
  /** "You may choose…": the player may decline (an empty pick). Impossible when too few options. */
  mayChooseCards(options: CardId[], o: CardsAsk): void {
    this.chooseCards(options, o);
    (this.asked as Question).optional = true;
  }
  chooseColor(options: Color[], o: Ask & { optional?: boolean }): void {
    this.ask({ kind: 'color', player: o.player ?? this.you, prompt: o.prompt, optional: o.optional ?? false, options });
  }
  choosePlayer(options: PlayerId[], o: Ask & { optional?: boolean }): void {
    this.ask({ kind: 'player', player: o.player ?? this.you, prompt: o.prompt, optional: o.optional ?? false, options });
  }
  /** Pick one of several named options (keys the UI translates). */
  chooseOne(options: string[], o: Ask & { optional?: boolean }): void {
    this.ask({ kind: 'choice', player: o.player ?? this.you, prompt: o.prompt, optional: o.optional ?? false, options });
  }
  /** A plain "you may": the next step sees choice === 'yes', or null when declined. */
  may(prompt: string, player: PlayerId = this.you): void {
    this.chooseOne(['yes'], { prompt, player, optional: true });
  }

  // ---- flow ----
  /** Run this effect again from its first step ("repeat this effect"). vars are kept. */
  again(): void {
    this.jump = 0;
  }
  goto(step: number): void {
    this.jump = step;
  }
  /** End this effect now. */
  stop(): void {
    this.jump = Number.MAX_SAFE_INTEGER;
  }
  /** Execute the non-demand effects of that card yourself, without sharing (after this step). */
  execute(card: CardId | null): void {
    if (card) this.executeCards.push(card);
  }
}


// What a card step can read: "you" (the executing player), "me" (the player who activated the
// dogma), the effect's memory, the answer to the previous question, and the board. Exec (exec.ts)
// adds the verbs, questions and flow on top.
import type { PlayerId } from '../core/types';
import * as board from './board';
import { INFO, ageOf, bears, bonusOf, colorOf, hasEcho, isEchoes } from './facts';
import { noteLook } from './reveals';
import { isOpponent, sideOf } from './seats';
import type { Table } from './table';
import type { CardId, CardSet, Color, DogmaFrame, EffectFrame, Icon, InnovationState, PlayerState, Splay, VarValue } from './types';
import { ECHO_EFFECT } from './types';

const INFO_HEX = (card: CardId): number => INFO[card]?.hexSlot ?? -1;
/** The age of an achievement's card; 0 for a special achievement. */
const INFO_AGE = (id: string): number => INFO[id]?.age ?? 0;

export class ExecQueries {
  /** The effect frame being stepped (set by begin: the resolver reuses one Exec per apply). */
  protected f!: EffectFrame;
  /** The dogma action at the bottom of the stack when the step began, or null. */
  private dogma: DogmaFrame | null = null;
  private dogmaOwned = false;
  private varsOwned = false;
  private actionVarsOwned = false;

  constructor(protected readonly t: Table) {}

  /** Points this context at the next step of f. */
  begin(f: EffectFrame): void {
    this.f = f;
    const bottom = this.t.s.frames[0];
    this.dogma = bottom?.type === 'dogma' ? bottom : null;
    this.dogmaOwned = false;
    this.varsOwned = false;
    this.actionVarsOwned = false;
  }

  /**
   * The dogma frame, to write to: the stack's copy-on-write copy (or, when the stack was emptied
   * during the step, a detached one, as the frame is gone).
   */
  protected writableDogma(): DogmaFrame | null {
    const d = this.dogma;
    if (!d || this.dogmaOwned) return d;
    this.dogmaOwned = true;
    this.dogma = this.t.s.frames[0] === d ? (this.t.frame(0) as DogmaFrame) : { ...d, queue: d.queue.slice() };
    return this.dogma;
  }

  // ---- who ----
  /** The player executing this effect. */
  get you(): PlayerId {
    return this.f.player;
  }
  /** The player who activated the dogma ("I demand", "my board"). */
  get me(): PlayerId {
    return this.f.activator;
  }
  get card(): CardId {
    return this.f.card;
  }
  get state(): Readonly<InnovationState> {
    return this.t.s;
  }
  get edition() {
    return this.t.s.options.edition;
  }
  /**
   * Values this effect remembers between its steps (plain JSON; kept in saves). Copied at the
   * step's first use: the frame may be shared with an earlier state, and the memory the step began
   * from is what a waiting question keeps (AskedFrom).
   */
  get vars(): Record<string, VarValue> {
    if (!this.varsOwned) {
      this.varsOwned = true;
      this.f.vars = { ...this.f.vars };
    }
    return this.f.vars;
  }

  /** A number remembered in vars (0 when never set). */
  num(key: string): number {
    const v = this.f.vars[key];
    return typeof v === 'number' ? v : 0;
  }
  /** Adds to a remembered number and returns the new total. */
  tally(key: string, by = 1): number {
    const n = this.num(key) + by;
    this.vars[key] = n;
    return n;
  }

  // ---- answers to the previous step's question ----
  /** Cards chosen (empty when declined or impossible). */
  get chosen(): CardId[] {
    const a = this.t.answer;
    return a && a.type === 'cards' ? a.cards : [];
  }
  get chosenCard(): CardId | null {
    return this.chosen[0] ?? null;
  }
  get chosenColor(): Color | null {
    const a = this.t.answer;
    return a && a.type === 'color' ? a.color : null;
  }
  get chosenPlayer(): PlayerId | null {
    const a = this.t.answer;
    return a && a.type === 'player' ? a.player : null;
  }
  get choice(): string | null {
    const a = this.t.answer;
    return a && a.type === 'choice' ? a.choice : null;
  }

  // ---- queries ----
  /** Player p for reading (writes go through the verbs). */
  protected pl(p: PlayerId): PlayerState {
    return this.t.s.players[p] as PlayerState;
  }
  players(): PlayerId[] {
    return this.t.s.players.map((_, i) => i);
  }
  /** p's side: p alone, or p and the partner in the team game. */
  side(p: PlayerId = this.you): PlayerId[] {
    return sideOf(this.t.s.options, p);
  }
  /** Opponents of p (everyone but p and p's partner), clockwise from p's left. */
  opponents(p: PlayerId = this.you): PlayerId[] {
    const n = this.t.s.options.players;
    const out: PlayerId[] = [];
    for (let i = 1; i < n; i++) if (isOpponent(this.t.s.options, p, (p + i) % n)) out.push((p + i) % n);
    return out;
  }
  hand(p: PlayerId = this.you): CardId[] {
    return this.pl(p).hand.slice();
  }
  scorePile(p: PlayerId = this.you): CardId[] {
    return this.pl(p).score.slice();
  }
  topCards(p: PlayerId = this.you): CardId[] {
    return board.topCards(this.pl(p));
  }
  top(color: Color, p: PlayerId = this.you): CardId | null {
    return board.topOf(board.pileOf(this.pl(p), color));
  }
  /** A pile's cards, bottom to top. */
  pile(color: Color, p: PlayerId = this.you): CardId[] {
    return board.pileOf(this.pl(p), color).cards.slice();
  }
  splayOf(color: Color, p: PlayerId = this.you): Splay {
    return board.pileOf(this.pl(p), color).splay;
  }
  colorsOnBoard(p: PlayerId = this.you): Color[] {
    return board.boardColors(this.pl(p));
  }
  /** Visible icons of one type on p's board (or in one pile). */
  icons(icon: Icon, p: PlayerId = this.you, color?: Color): number {
    return color ? board.pileIcons(board.pileOf(this.pl(p), color), icon) : board.boardIcons(this.pl(p), icon);
  }
  points(p: PlayerId = this.you): number {
    return board.points(this.pl(p));
  }
  highestTop(p: PlayerId = this.you): number {
    return board.highestTop(this.pl(p));
  }
  age(card: CardId): number {
    return ageOf(card);
  }
  color(card: CardId): Color {
    noteLook(this.t, card);
    return colorOf(card);
  }
  bears(card: CardId, icon: Icon): boolean {
    noteLook(this.t, card);
    return bears(card, icon);
  }
  /** All the cards of the highest value among these (the chooser picks one of them). */
  highest(cards: CardId[]): CardId[] {
    let best = 0;
    for (const c of cards) best = Math.max(best, ageOf(c));
    return cards.filter((c) => ageOf(c) === best);
  }
  lowest(cards: CardId[]): CardId[] {
    let best = 99;
    for (const c of cards) best = Math.min(best, ageOf(c));
    return cards.filter((c) => ageOf(c) === best);
  }
  /** Value of the highest card among these; 0 for none. */
  maxAge(cards: CardId[]): number {
    let best = 0;
    for (const c of cards) best = Math.max(best, ageOf(c));
    return best;
  }
  /** The colours among these whose pile could really be splayed that way (two cards, new direction). */
  splayable(colors: readonly Color[], dir: Splay, p: PlayerId = this.you): Color[] {
    return colors.filter((c) => {
      const pile = board.pileOf(this.pl(p), c);
      return pile.cards.length >= 2 && pile.splay !== dir;
    });
  }
  // ---- Echoes (reads) ----
  /** Whether this execution is a card's echo effect (not one of its dogma effects). */
  get isEcho(): boolean {
    return this.f.effect === ECHO_EFFECT;
  }
  /** Whether Echoes of the Past is in play. */
  get echoesOn(): boolean {
    return this.t.s.echoes !== undefined;
  }
  /** p's forecast (face down: only p sees it; reading it in a step is the rule's business). */
  forecast(p: PlayerId = this.you): CardId[] {
    return (this.pl(p).forecast ?? []).slice();
  }
  /** Whether the card is an Echoes card (its set shows on its back: no secret). */
  isEchoes(card: CardId): boolean {
    return isEchoes(card);
  }
  /** The bonus value printed on the card, 0 for none ("carries a bonus"), visible or not. */
  bonusOf(card: CardId): number {
    noteLook(this.t, card);
    return bonusOf(card);
  }
  carriesBonus(card: CardId): boolean {
    return this.bonusOf(card) > 0;
  }
  /** Whether an echo effect is printed on the card. */
  hasEcho(card: CardId): boolean {
    noteLook(this.t, card);
    return hasEcho(card);
  }
  /** The visible bonus values on p's board (or in one pile): "a bonus on your board". */
  bonuses(p: PlayerId = this.you, color?: Color): number[] {
    return color ? board.pileBonuses(board.pileOf(this.pl(p), color)) : board.visibleBonuses(this.pl(p));
  }
  /** The highest visible bonus on p's board; 0 with none (Rulings 6). */
  highestBonus(p: PlayerId = this.you): number {
    let best = 0;
    for (const b of this.bonuses(p)) if (b > best) best = b;
    return best;
  }
  /** The points p's visible bonuses add to p's score (highest + 1 per other). */
  bonusPoints(p: PlayerId = this.you): number {
    return board.bonusPoints(this.pl(p));
  }
  /** The total value of p's score pile alone (points() is the score, bonuses included). */
  scorePileValue(p: PlayerId = this.you): number {
    return board.scorePileValue(this.pl(p));
  }
  /** The cards of p's pile of that colour whose echo effect shows, deepest first. */
  echoesShown(color: Color, p: PlayerId = this.you): CardId[] {
    return board.pileEchoes(board.pileOf(this.pl(p), color));
  }
  /** How many hexes of p's pile of that colour show (Heritage, Loom). */
  hexesShown(color: Color, p: PlayerId = this.you): number {
    return board.pileHexes(board.pileOf(this.pl(p), color));
  }
  /** Whether the hex slot of a card on p's board shows (Saxophone's music notes). */
  hexShows(card: CardId, p: PlayerId = this.you): boolean {
    const pile = board.pileOf(this.pl(p), colorOf(card));
    const i = pile.cards.indexOf(card);
    if (i < 0) return false;
    if (i === pile.cards.length - 1) return true;
    const slot = INFO_HEX(card);
    return slot >= 0 && board.VISIBLE_SLOTS[pile.splay].includes(slot);
  }
  /** The cards of a supply pile, bottom first ('base' by default: "the value-N deck", Rulings). */
  deck(age: number, set: CardSet = 'base'): CardId[] {
    const piles = set === 'base' ? this.t.s.supply : this.t.s.echoes;
    return (piles?.[age - 1] ?? []).slice();
  }
  /**
   * "Achieve (if eligible)" for a card of that value (Rulings 12): a score of at least 5 × value ×
   * (age achievements of that value p already holds + 1) and a top card of at least that value.
   */
  eligible(value: number, p: PlayerId = this.you): boolean {
    let held = 0;
    for (const a of this.pl(p).achievements) if (INFO_AGE(a) === value) held++;
    return this.points(p) >= 5 * value * (held + 1) && this.highestTop(p) >= value;
  }
  /**
   * Values one executor keeps for the rest of this dogma action, apart from the others' ("the card
   * you melded due to this card's echo effect": Rulings 8). Read back with kept().
   */
  keep(key: string, value: VarValue): void {
    this.actionVars[`${key}@${this.you}`] = value;
  }
  kept(key: string): VarValue | undefined {
    return this.dogma?.vars?.[`${key}@${this.you}`];
  }

  /** "If any card was transferred/returned due to the demand" — one flag for the whole dogma action. */
  get demandTransferred(): boolean {
    return this.dogma?.demandFlag ?? false;
  }
  /** Sets the action's demand flag ("a card was transferred/returned due to the demand"). */
  protected markDemandFlag(): void {
    const d = this.dogma;
    if (d && !d.demandFlag) (this.writableDogma() as DogmaFrame).demandFlag = true;
  }
  /** A sharing opponent changed the game: the activator will draw the share bonus. */
  markSharedChange(): void {
    const d = this.dogma;
    if (d && !d.sharedChange) (this.writableDogma() as DogmaFrame).sharedChange = true;
  }
  /**
   * Values kept for the whole dogma action and shared by every executor, where `vars` lasts one
   * execution only ("the most returned by any player during this dogma": Democracy). Plain JSON.
   */
  get actionVars(): Record<string, VarValue> {
    if (!this.dogma) return this.vars;
    const d = this.writableDogma() as DogmaFrame;
    if (!this.actionVarsOwned) {
      this.actionVarsOwned = true;
      d.vars = { ...d.vars };
    }
    return d.vars as Record<string, VarValue>;
  }
}

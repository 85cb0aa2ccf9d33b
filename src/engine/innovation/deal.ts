// One random deal of the cards a view does not name, for determinize() (view.ts). A search deals
// from the same view thousands of times, so what does not change from deal to deal (which cards
// nobody can place, the boards, their icon totals) is worked out once per view object and kept
// beside it; each deal then only shuffles those pools and fills the hidden slots. The rng is used
// exactly as by a deal worked out from scratch: one shuffle per age, then the state's own rng.
import type { Rng } from '../core/rng';
import { iconCounts } from './board';
import { ageOf, CARDS_BY_AGE, ECHOES_BY_AGE, isCardId, isEchoes } from './facts';
import { mapFrames } from './frame-refs';
import { optionsRecord } from './setup';
import { placeKnown } from './known';
import type { CardId, Frame, InnovationOptions, InnovationState, Pile, PlayerState, Recall } from './types';
import type { InnovationView } from './view-types';

interface Plan {
  options: InnovationOptions;
  /** Per age, in data order, the cards the view does not place: shuffled anew for every deal. */
  unknown: CardId[][];
  /** Echoes: the same for the Echoes cards (dealt to backs written as negative ages); null without Echoes. */
  echoesUnknown: CardId[][] | null;
  /** Echoes: each seat's forecast, and the Echoes supply piles, as `hands` and `supply` are. */
  forecasts: (string | number)[][] | null;
  echoesSupply: (CardId | null)[][] | null;
  /**
   * The view's hidden lists with the cards it names put in (an id where known, else the age to
   * deal): each seat's hand, score pile and achievements, and the achievements on offer.
   */
  hands: (string | number)[][];
  scores: (string | number)[][];
  achievements: (string | number)[][];
  offered: (string | number)[];
  /**
   * Per age, the supply pile bottom to top: a card the viewer knows there (memory, or a revealed
   * card returned this action, at the bottom), null where a card is to be dealt.
   */
  supply: (CardId | null)[][];
  /** The viewer's memory, for the dealt state (the other seats' is not in the view: none). */
  memory: Recall[][] | null;
  /**
   * Per seat, the board and its icon totals. Every deal shares them: apply() never writes to a
   * state it is given (it copies a pile before changing it), and neither may anyone else.
   */
  piles: Pile[][];
  icons: number[][];
  /**
   * Whether the frames name a card by a slot reference ("?hand:1:0"), to be replaced by the card
   * dealt there. Without one every deal shares the view's frames (Table copies a frame before it
   * writes to it), instead of rebuilding them.
   */
  framesHaveSlots: boolean;
}

/**
 * An empty list of the kind the engine's own lists have. V8 gives an empty array made by map(),
 * filter() or [] a kind for small integers, and a list of cards another kind: a dealt state built
 * that way would show the engine, whose code was optimized on real games, array shapes it has
 * not met, and the optimized code would be thrown away and rebuilt when each search starts.
 * A copy (slice) keeps the kind of what it copies.
 */
const EMPTY: string[] = [''];
EMPTY.pop();
const emptyList = <T>(): T[] => EMPTY.slice() as unknown as T[];

/** Plans by view object: a view is not changed once made, so its plan stays right. */
const PLANS = new WeakMap<InnovationView, Plan>();

function planFor(v: InnovationView): Plan {
  const cached = PLANS.get(v);
  if (cached) return cached;
  const known = new Set<string>();
  for (const pl of v.players) {
    for (const pile of pl.piles) for (const c of pile.cards) known.add(c);
    for (const c of [...pl.hand, ...pl.score, ...(pl.forecast ?? [])]) if (typeof c === 'string') known.add(c);
  }
  for (const c of v.removed) known.add(c);
  for (const pl of v.players) for (const a of pl.achievements) if (typeof a === 'string' && isCardId(a)) known.add(a);
  for (const a of v.achievements) if (typeof a === 'string' && isCardId(a)) known.add(a);
  const lists = {
    hands: v.players.map((pl) => pl.hand.slice()),
    scores: v.players.map((pl) => pl.score.slice()),
    achievements: v.players.map((pl) => pl.achievements.slice()),
    offered: v.achievements.slice(),
    forecasts: v.echoes ? v.players.map((pl) => (pl.forecast ?? []).slice()) : undefined,
  };
  const supply = v.supply.map((count) => Array.from({ length: count }, (): CardId | null => null));
  const echoesSupply = v.echoes?.map((count) => Array.from({ length: count }, (): CardId | null => null)) ?? null;
  const remembered = v.known ?? [];
  placeKnown(remembered, known, lists, supply, echoesSupply ?? []);
  for (const k of remembered) known.add(k.card);
  // A card revealed during this action and returned to the supply lies at its pile's bottom.
  for (const c of v.revealed ?? []) {
    if (known.has(c)) continue;
    known.add(c);
    const pile = ((isEchoes(c) ? echoesSupply : supply) ?? [])[ageOf(c) - 1] as (CardId | null)[];
    const free = pile.indexOf(null);
    if (free < 0) throw new Error(`determinize: no place for revealed '${c}' in its pile`);
    pile[free] = c;
  }
  const piles = v.players.map((pl) => pl.piles.map((pile) => ({ cards: pile.cards.slice(), splay: pile.splay })));
  const plan: Plan = {
    options: optionsRecord(v.options.players, 0, v.options.teams, v.options.edition, v.options.maxAge, v.options.expansions),
    unknown: CARDS_BY_AGE.map((ids) => ids.filter((id) => !known.has(id))),
    echoesUnknown: v.echoes ? ECHOES_BY_AGE.map((ids) => ids.filter((id) => !known.has(id))) : null,
    hands: lists.hands,
    scores: lists.scores,
    achievements: lists.achievements,
    offered: lists.offered,
    forecasts: lists.forecasts ?? null,
    supply,
    echoesSupply,
    memory:
      remembered.length === 0 || v.viewer === null
        ? null
        : v.players.map((_, p) => (p === v.viewer ? remembered.map((k) => ({ card: k.card, since: k.since })) : [])),
    piles,
    icons: piles.map((p) => iconCounts({ piles: p })),
    framesHaveSlots: false,
  };
  mapFrames(v.frames, (r) => {
    if (r.startsWith('?')) plan.framesHaveSlots = true;
    return r;
  });
  PLANS.set(v, plan);
  return plan;
}

export function deal(v: InnovationView, rng: Rng): InnovationState {
  const plan = planFor(v);
  const pool = plan.unknown.map((ids) => rng.shuffle(ids.slice()));
  const echoesPool = plan.echoesUnknown?.map((ids) => rng.shuffle(ids.slice())) ?? null;
  /** A card for a back: a base card of that age, or (negative) an Echoes card of the opposite age. */
  const draw = (back: number): CardId => {
    const card = back < 0 ? echoesPool?.[-back - 1]?.pop() : pool[back - 1]?.pop();
    if (!card) throw new Error(`determinize: no unknown card of back ${back} left`);
    return card;
  };
  const fill = <T extends string>(list: readonly (T | number)[]): T[] => {
    const out = emptyList<T>();
    for (let i = 0; i < list.length; i++) {
      const c = list[i] as T | number;
      out.push(typeof c === 'number' ? (draw(c) as T) : c);
    }
    return out;
  };
  const fillAch = (list: (string | number)[]): string[] => fill<string>(list);
  const players: PlayerState[] = v.players.map((_, p) => {
    const pl: PlayerState = {
      piles: plan.piles[p] as Pile[],
      hand: fill(plan.hands[p] as (string | number)[]),
      score: fill(plan.scores[p] as (string | number)[]),
      achievements: fillAch(plan.achievements[p] as (string | number)[]),
      icons: plan.icons[p] as number[],
    };
    if (plan.forecasts) pl.forecast = fill(plan.forecasts[p] as (string | number)[]);
    return pl;
  });
  const achievements = fillAch(plan.offered);
  const supply = plan.supply.map((known, a) => {
    const pile = emptyList<CardId>();
    for (let k = 0; k < known.length; k++) pile.push(known[k] ?? draw(a + 1));
    return pile;
  });
  const echoesSupply = plan.echoesSupply?.map((known, a) => {
    const pile = emptyList<CardId>();
    for (let k = 0; k < known.length; k++) pile.push(known[k] ?? draw(-(a + 1)));
    return pile;
  });
  const slot = (r: string): string => {
    if (!r.startsWith('?')) return r;
    const [zone, ownerText, indexText] = r.slice(1).split(':');
    const owner = Number(ownerText);
    const i = Number(indexText);
    let list: string[] | undefined;
    if (zone === 'hand') list = players[owner]?.hand;
    else if (zone === 'score') list = players[owner]?.score;
    else if (zone === 'achievements') list = owner < 0 ? achievements : players[owner]?.achievements;
    else if (zone === 'forecast') list = players[owner]?.forecast;
    else if (zone === 'supply') list = owner < 0 ? echoesSupply?.[-owner - 1] : supply[owner - 1];
    const id = list?.[i];
    if (id === undefined) throw new Error(`determinize: bad slot reference ${r}`);
    return id;
  };
  const state: InnovationState = {
    options: plan.options,
    rng: rng.fork(),
    phase: v.phase,
    players,
    supply,
    achievements,
    removed: v.removed.slice(),
    initial: v.initial.map((c) => (c === null ? null : slot(c))),
    current: v.current,
    actionsLeft: v.actionsLeft,
    turn: v.turn,
    tucked: v.tucked.slice(),
    scored: v.scored.slice(),
    frames: v.frames.length === 0 ? emptyList<Frame>() : plan.framesHaveSlots ? mapFrames(v.frames, slot) : v.frames.slice(),
    moves: v.moves,
    result: v.result,
    seen: v.seen.slice(),
  };
  if (echoesSupply) state.echoes = echoesSupply;
  if (v.revealed) state.revealed = v.revealed.slice();
  if (plan.memory) state.memory = plan.memory;
  return state;
}

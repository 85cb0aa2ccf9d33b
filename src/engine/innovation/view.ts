// What one seat may see, and a full state rebuilt from it (for ISMCTS).
// In a view, a card the viewer may not identify is written as its age (a number) where it lies,
// and as a slot reference "?zone:owner:index" wherever else it is mentioned (effect memory,
// the chooser's own question options, the opening choice), so determinize() can put the same
// stand-in card in both. Another seat's waiting question is veiled instead: which hidden cards it
// offers would tell what they are (see veil), so determinize() asks it again (reask.ts).
import type { GameEvent, PlayerId, RevealKind } from '../core/types';
import type { Rng } from '../core/rng';
import { isSpecial } from './achievements';
import { ageOf, CARDS_BY_AGE, isCardId } from './facts';
import { reask } from './reask';
import type { Answer, CardId, Frame, InnovationOptions, InnovationState, Pile, Question, Result, VarValue } from './types';

/** A card as a viewer sees it where it lies: its id, or only its age. */
export type SeenCard = CardId | number;

export interface PlayerView {
  piles: Pile[];
  hand: SeenCard[];
  score: SeenCard[];
  /** Special achievements by name; age achievements by age (face down to everyone). */
  achievements: (string | number)[];
}

export interface InnovationView {
  viewer: PlayerId | null;
  options: Omit<InnovationOptions, 'seed'>;
  phase: InnovationState['phase'];
  players: PlayerView[];
  /** Cards left in each supply pile (index 0 = age 1); their order is unknown to all. */
  supply: number[];
  achievements: (string | number)[];
  removed: CardId[];
  /** The opening choice: your own card, a slot reference for others who chose, null if not yet. */
  initial: (string | null)[];
  current: PlayerId;
  actionsLeft: number;
  turn: number;
  tucked: number[];
  scored: number[];
  frames: Frame[];
  moves: number;
  result: Result | null;
  seen: string[];
  /** Cards shown to everyone during the current action (their ids are visible wherever they lie). */
  revealed?: CardId[];
}

function canSee(zone: string, owner: PlayerId, viewer: PlayerId | null, all = false): boolean {
  if (all || zone === 'board' || zone === 'removed') return true;
  if (zone === 'hand' || zone === 'score') return viewer !== null && owner === viewer;
  return false;
}

/** For each card, how the viewer refers to it outside its zone: the id, or a slot reference. */
function referenceMap(s: InnovationState, viewer: PlayerId | null, all: boolean): Map<CardId, string> {
  const refs = new Map<CardId, string>();
  const shown = s.revealed ?? [];
  const add = (list: readonly string[], zone: string, owner: PlayerId) => {
    for (let i = 0; i < list.length; i++) {
      const id = list[i] as string;
      if (isSpecial(id)) continue;
      refs.set(id, canSee(zone, owner, viewer, all) || shown.includes(id) ? id : `?${zone}:${owner}:${i}`);
    }
  };
  s.players.forEach((pl, p) => {
    add(pl.hand, 'hand', p);
    add(pl.score, 'score', p);
    add(pl.achievements, 'achievements', p);
    for (const pile of pl.piles) add(pile.cards, 'board', p);
  });
  for (let a = 0; a < s.supply.length; a++) add(s.supply[a] as CardId[], 'supply', a + 1);
  add(s.achievements, 'achievements', -1);
  add(s.removed, 'removed', -1);
  return refs;
}

function mapValue(v: VarValue, f: (id: string) => string): VarValue {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return (v as unknown[]).map((x) => (typeof x === 'string' ? f(x) : x)) as VarValue;
  return v;
}

function mapVars(vars: Record<string, VarValue>, f: (id: string) => string): Record<string, VarValue> {
  const out: Record<string, VarValue> = {};
  for (const k of Object.keys(vars)) out[k] = mapValue(vars[k] as VarValue, f);
  return out;
}

function mapAnswer(a: Answer | null, f: (id: string) => string): Answer | null {
  return a?.type === 'cards' ? { type: 'cards', cards: a.cards.map(f) } : a;
}

function mapQuestion(q: Question, f: (id: string) => string): Question {
  const asked = q.asked ? { step: q.asked.step, vars: mapVars(q.asked.vars, f), answer: mapAnswer(q.asked.answer, f) } : null;
  const out = q.kind === 'cards' ? { ...q, options: q.options.map(f) } : { ...q };
  if (asked) out.asked = asked;
  return out;
}

/**
 * The question as a seat other than its chooser may see it: a cards question keeps only the
 * options that seat can identify, a colour question none (Classification lists the colours in a
 * hand). Which hidden cards qualify is the chooser's secret (Oars: which of them bear a crown).
 * Who must choose, from where, how many and whether they may decline stay public; so does the
 * bare fact that a choice is waiting, as it is at the table.
 */
function veil(q: Question, viewer: PlayerId | null, ref: (id: string) => string): Question {
  if (viewer === q.player) return q;
  if (q.kind === 'cards') return { ...q, options: q.options.filter((c) => ref(c) === c), veiled: true };
  if (q.kind === 'color') return { ...q, options: [], veiled: true };
  return q;
}

function mapFrames(frames: Frame[], f: (id: string) => string, veilFor?: { viewer: PlayerId | null }): Frame[] {
  return frames.map((fr) => {
    if (fr.type !== 'effect') {
      if (fr.type === 'dogma' && fr.vars) return { ...fr, card: f(fr.card), vars: mapVars(fr.vars, f) };
      return { ...fr, card: f(fr.card) } as Frame;
    }
    let question: Question | null = fr.question;
    if (question && veilFor) question = veil(question, veilFor.viewer, f);
    if (question) question = mapQuestion(question, f);
    return { ...fr, card: f(fr.card), vars: mapVars(fr.vars, f), question };
  });
}

/** `all`: nothing hidden (the replay's open view after the end), drawn from `viewer`'s seat. */
export function view(s: InnovationState, viewer: PlayerId | null, all = false): InnovationView {
  const refs = referenceMap(s, viewer, all);
  const ref = (id: string) => (isCardId(id) ? (refs.get(id) ?? id) : id);
  const shown = s.revealed ?? [];
  const seen = (list: CardId[], zone: string, owner: PlayerId): SeenCard[] =>
    canSee(zone, owner, viewer, all) ? list.slice() : list.map((c) => (shown.includes(c) ? c : ageOf(c)));
  const { seed: _seed, ...options } = s.options;
  return {
    viewer,
    options,
    phase: s.phase,
    players: s.players.map((pl, p) => ({
      piles: pl.piles.map((pile) => ({ cards: pile.cards.slice(), splay: pile.splay })),
      hand: seen(pl.hand, 'hand', p),
      score: seen(pl.score, 'score', p),
      achievements: pl.achievements.map((a) => (all || isSpecial(a) || shown.includes(a) ? a : ageOf(a))),
    })),
    supply: s.supply.map((pile) => pile.length),
    achievements: s.achievements.map((a) => (all || isSpecial(a) || shown.includes(a) ? a : ageOf(a))),
    removed: s.removed.slice(),
    initial: s.initial.map((c) => (c === null ? null : ref(c))),
    current: s.current,
    actionsLeft: s.actionsLeft,
    turn: s.turn,
    tucked: s.tucked.slice(),
    scored: s.scored.slice(),
    frames: mapFrames(s.frames, ref, all ? undefined : { viewer }),
    moves: s.moves,
    result: s.result,
    seen: s.seen.slice(),
    ...(s.revealed ? { revealed: s.revealed.slice() } : {}),
  };
}

export const viewAll = (s: InnovationState, viewer: PlayerId | null): InnovationView => view(s, viewer, true);

/** A place the viewer could not look into before a card left it. */
function hiddenFrom(place: { zone?: unknown; player?: unknown } | undefined, viewer: PlayerId): boolean {
  const zone = place?.zone;
  if (zone === 'supply' || zone === 'achievements') return true;
  return (zone === 'hand' || zone === 'score') && place?.player !== viewer;
}

/**
 * What a move showed the viewer that was hidden (undo stops there): a card whose face the viewer
 * now sees leaving a place it could not look into — drawn from a supply pile into its hand, score
 * or board ('draw'), or taken out of another seat's hand or score pile, or a face-down achievement — and
 * any reveal of cards held by another seat.
 */
export function reveals(events: GameEvent[], viewer: PlayerId): RevealKind | null {
  for (const e of events) {
    if (e.type === 'reveal' && e.player !== viewer) return 'reveal';
    if (e.type !== 'move-card' || typeof e.card !== 'string') continue;
    const from = e.from as { zone?: unknown; player?: unknown } | undefined;
    if (!hiddenFrom(from, viewer)) continue;
    const to = e.to as { zone?: unknown; player?: unknown } | undefined;
    return from?.zone === 'supply' && to?.player === viewer ? 'draw' : 'reveal';
  }
  return null;
}

/** Hides the ids of cards moving where the viewer may not look. */
export function viewEvents(events: GameEvent[], viewer: PlayerId | null): GameEvent[] {
  return events.map((e) => {
    const known = e.knownTo as PlayerId[] | undefined;
    if (e.type !== 'move-card' || !known || (viewer !== null && known.includes(viewer))) return e;
    return { ...e, card: null };
  });
}

/** How many deals a determinization tries for one in which another seat's waiting question is a real choice. */
const DEALS = 64;

/**
 * A full state consistent with the view: unknown cards dealt at random into the hidden slots.
 * When another seat's question waits (veiled), everyone knows that seat had a real choice, so deals
 * in which the question, asked again, would leave none are dealt again (a few times; then the
 * last deal stands with reask's fallback options).
 */
export function determinize(v: InnovationView, viewer: PlayerId, rng: Rng): InnovationState {
  for (let attempt = 1; ; attempt++) {
    const state = deal(v, rng);
    const i = state.frames.length - 1;
    const last = state.frames[i];
    if (last?.type !== 'effect' || !last.question?.veiled) return state;
    const asked = reask(state, viewer, last.question);
    if (asked.exact || attempt >= DEALS) {
      state.frames[i] = { ...last, question: asked.question };
      return state;
    }
  }
}

/** One random deal of the cards the view does not name. */
function deal(v: InnovationView, rng: Rng): InnovationState {
  const known = new Set<string>();
  for (const pl of v.players) {
    for (const pile of pl.piles) for (const c of pile.cards) known.add(c);
    for (const c of [...pl.hand, ...pl.score]) if (typeof c === 'string') known.add(c);
  }
  for (const c of v.removed) known.add(c);
  for (const pl of v.players) for (const a of pl.achievements) if (typeof a === 'string' && isCardId(a)) known.add(a);
  for (const a of v.achievements) if (typeof a === 'string' && isCardId(a)) known.add(a);
  // A revealed card the view does not place can only be in the supply (returned after showing it).
  const inSupply = (v.revealed ?? []).filter((c) => !known.has(c));
  for (const c of inSupply) known.add(c);
  const pool = CARDS_BY_AGE.map((ids) => rng.shuffle(ids.filter((id) => !known.has(id))));
  const deal = (age: number): CardId => {
    const card = pool[age - 1]?.pop();
    if (!card) throw new Error(`determinize: no unknown card of age ${age} left`);
    return card;
  };
  const fill = (list: SeenCard[]): CardId[] => list.map((c) => (typeof c === 'number' ? deal(c) : c));
  const fillAch = (list: (string | number)[]): string[] => list.map((c) => (typeof c === 'number' ? deal(c) : c));
  const players = v.players.map((pl) => ({
    piles: pl.piles.map((pile) => ({ cards: pile.cards.slice(), splay: pile.splay })),
    hand: fill(pl.hand),
    score: fill(pl.score),
    achievements: fillAch(pl.achievements),
  }));
  const achievements = fillAch(v.achievements);
  const supply = v.supply.map((count, a) => {
    const shownHere = inSupply.filter((c) => ageOf(c) === a + 1); // returned cards lie at the bottom
    return [...shownHere, ...Array.from({ length: count - shownHere.length }, () => deal(a + 1))];
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
    else if (zone === 'supply') list = supply[owner - 1];
    const id = list?.[i];
    if (id === undefined) throw new Error(`determinize: bad slot reference ${r}`);
    return id;
  };
  return {
    options: { ...v.options, seed: 0 },
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
    frames: mapFrames(v.frames, slot),
    moves: v.moves,
    result: v.result,
    seen: v.seen.slice(),
    ...(v.revealed ? { revealed: v.revealed.slice() } : {}),
  };
}

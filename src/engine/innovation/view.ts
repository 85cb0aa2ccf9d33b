// What one seat may see, and a full state rebuilt from it (for ISMCTS).
// In a view, a card the viewer may not identify is written as its age (a number) where it lies,
// and as a slot reference "?zone:owner:index" wherever else it is mentioned (effect memory,
// the chooser's own question options, the opening choice), so determinize() can put the same
// stand-in card in both. Another seat's waiting question is veiled instead: which hidden cards it
// offers would tell what they are (see veil), so determinize() asks it again (reask.ts).
import type { GameEvent, PlayerId } from '../core/types';
import type { Rng } from '../core/rng';
import { isSpecial } from './achievements';
import { deal } from './deal';
import { backOf, isCardId } from './facts';
import { mapFrames } from './frame-refs';
import { knownCards } from './known';
import { reask } from './reask';
import { copyFrame } from './table';
import type { CardId, InnovationState } from './types';
import type { InnovationView, KnownCard, SeenCard } from './view-types';

export type { InnovationView, PlayerView, SeenCard } from './view-types';

function canSee(zone: string, owner: PlayerId, viewer: PlayerId | null, all = false): boolean {
  if (all || zone === 'board' || zone === 'removed') return true;
  if (zone === 'hand' || zone === 'score' || zone === 'forecast') return viewer !== null && owner === viewer;
  return false;
}

/**
 * Cards every seat can name wherever they lie: those shown during the current action, and the
 * cards whose dogma is being carried out (each was activated or melded in sight of everyone, and
 * an effect may move it into a hand: Specialization can take itself).
 */
function namedToAll(s: InnovationState): CardId[] {
  const shown = s.revealed ?? [];
  if (s.frames.length === 0) return shown;
  const out = shown.slice();
  for (const f of s.frames) if (!out.includes(f.card)) out.push(f.card);
  return out;
}

/** For each card, how the viewer refers to it outside its zone: the id, or a slot reference. */
function referenceMap(s: InnovationState, viewer: PlayerId | null, all: boolean, shown: CardId[]): Map<CardId, string> {
  const refs = new Map<CardId, string>();
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
    if (pl.forecast) add(pl.forecast, 'forecast', p);
  });
  for (let a = 0; a < s.supply.length; a++) add(s.supply[a] as CardId[], 'supply', a + 1);
  // An Echoes pile is named by the negative of its age ("?supply:-3:0"), as blind.ts does.
  if (s.echoes) for (let a = 0; a < s.echoes.length; a++) add(s.echoes[a] as CardId[], 'supply', -(a + 1));
  add(s.achievements, 'achievements', -1);
  add(s.removed, 'removed', -1);
  return refs;
}

/** `all`: nothing hidden (the replay's open view after the end), drawn from `viewer`'s seat. */
export function view(s: InnovationState, viewer: PlayerId | null, all = false): InnovationView {
  const shown = namedToAll(s);
  const refs = referenceMap(s, viewer, all, shown);
  const ref = (id: string) => (isCardId(id) ? (refs.get(id) ?? id) : id);
  const seen = (list: CardId[], zone: string, owner: PlayerId): SeenCard[] =>
    canSee(zone, owner, viewer, all) ? list.slice() : list.map((c) => (shown.includes(c) ? c : backOf(c)));
  const { seed: _seed, ...options } = s.options;
  return {
    viewer,
    options,
    phase: s.phase,
    players: s.players.map((pl, p) => ({
      piles: pl.piles.map((pile) => ({ cards: pile.cards.slice(), splay: pile.splay })),
      hand: seen(pl.hand, 'hand', p),
      score: seen(pl.score, 'score', p),
      achievements: pl.achievements.map((a) => (all || isSpecial(a) || shown.includes(a) ? a : backOf(a))),
      ...(pl.forecast ? { forecast: seen(pl.forecast, 'forecast', p) } : {}),
    })),
    supply: s.supply.map((pile) => pile.length),
    ...(s.echoes ? { echoes: s.echoes.map((pile) => pile.length) } : {}),
    achievements: s.achievements.map((a) => (all || isSpecial(a) || shown.includes(a) ? a : backOf(a))),
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
    ...knownPart(s, viewer, all),
  };
}

/** The view's `known` field: what the viewer remembers (nothing in the open view, where all is seen). */
function knownPart(s: InnovationState, viewer: PlayerId | null, all: boolean): { known?: KnownCard[] } {
  const known = all ? null : knownCards(s, viewer);
  return known ? { known } : {};
}

export const viewAll = (s: InnovationState, viewer: PlayerId | null): InnovationView => view(s, viewer, true);

/** Hides the ids of cards moving where the viewer may not look, and of cards another seat looked at. */
export function viewEvents(events: GameEvent[], viewer: PlayerId | null): GameEvent[] {
  return events.map((e) => {
    const known = e.knownTo as PlayerId[] | undefined;
    if ((e.type !== 'move-card' && e.type !== 'look') || !known || (viewer !== null && known.includes(viewer))) return e;
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
      const copy = copyFrame(last) as typeof last; // the engine's frame shape
      copy.question = asked.question;
      state.frames[i] = copy;
      return state;
    }
  }
}

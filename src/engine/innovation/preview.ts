// What a dogma would do, told before it is run: the featured icon and every player's count of it,
// who shares (and so acts first), who the demand hits, and whether the dogma would change nothing
// at all. Everything is read from one seat's view, so a preview never tells what that seat may not
// know; the sharing and demand rules are startDogma's (dogma.ts), counted the same way. With
// Echoes, the visible echo effects of the activated pile run first, and are shared by every seat
// with at least as many featured icons (as startDogma collects them), even on a card that only demands.
import type { PlayerId } from '../core/types';
import { Rng } from '../core/rng';
import { boardIcons } from './board';
import { effectsOf } from './cards/index';
import { apply } from './definition';
import { pileEchoEffects } from './dogma';
import { colorIndex, facts } from './facts';
import { clockwiseFrom, isOpponent as opposes } from './seats';
import type { CardId, Icon, PlayerState } from './types';
import { determinize, type InnovationView } from './view';

/** Echoes: the echo effects a dogma runs before its own effects, and who shares them. */
export interface EchoRun {
  /** The cards of the activated pile whose echo effect shows, in the order they run (deepest first). */
  cards: CardId[];
  /** Who carries each of them out before the activator, clockwise from the activator's left. */
  sharers: PlayerId[];
}

export interface DogmaPreview {
  card: CardId;
  activator: PlayerId;
  featured: Icon;
  /** Each player's visible count of the featured icon (index = seat). */
  counts: number[];
  /**
   * Players who share the non-demand effects, in the order they act (clockwise from the
   * activator's left, all before the activator). Empty when the card has no non-demand effect.
   */
  sharers: PlayerId[];
  /** Echoes: the echo effects that run first; null without Echoes or with none showing on the pile. */
  echoes: EchoRun | null;
  /**
   * The sharers (of the effects or the echo effects) who are opponents: if one of them changes
   * anything, the activator draws a bonus card.
   */
  opponentSharers: PlayerId[];
  /** Opponents the demand hits (fewer featured icons), clockwise. Empty when the card demands nothing. */
  targets: PlayerId[];
  hasDemand: boolean;
  hasShared: boolean;
  /**
   * true: the dogma would change nothing and ask nobody anything. false: it will do something.
   * null: it cannot be told from this view (it depends on cards the viewer cannot see).
   */
  nothing: boolean | null;
}

/** Worlds sampled to judge "nothing happens" (each a determinization of the view). */
const WORLDS = 6;

/** Events that mean the game changed (or is over); the others only announce or show. */
const CHANGES = new Set(['move-card', 'splay', 'reorder', 'achieve', 'share-bonus', 'game-over']);

/** The seats rule over options; a view carries them without the seed. */
const isOpponent = (o: InnovationView['options'], p: PlayerId, q: PlayerId): boolean => opposes({ ...o, seed: 0 }, p, q);

const board = (v: InnovationView, p: PlayerId): Pick<PlayerState, 'piles'> => ({ piles: v.players[p]?.piles ?? [] });

/**
 * The preview of `activator` running the dogma of `card` (one of their top cards), seen by
 * `view.viewer`. `judge: false` skips playing it out (who shares and who is hit only).
 */
export function dogmaPreview(view: InnovationView, activator: PlayerId, card: CardId, o: { judge?: boolean } = {}): DogmaPreview {
  const featured = facts(card).dogmaIcon;
  const effects = effectsOf(card, view.options.edition);
  const hasDemand = effects.some((e) => e.demand);
  const hasShared = effects.some((e) => !e.demand);
  const counts = view.players.map((_, p) => boardIcons(board(view, p), featured));
  const mine = counts[activator] ?? 0;
  const echoCards = activatedEchoes(view, activator, card);
  const sharing: PlayerId[] = [];
  const targets: PlayerId[] = [];
  for (const q of clockwiseFrom(view.options.players, activator)) {
    if (q === activator) continue;
    if ((counts[q] ?? 0) >= mine) sharing.push(q);
    else if (hasDemand && isOpponent(view.options, activator, q)) targets.push(q);
  }
  const sharers = hasShared ? sharing : [];
  const echoes = echoCards.length > 0 ? { cards: echoCards, sharers: sharing.slice() } : null;
  const opponentSharers = (hasShared || echoes ? sharing : []).filter((q) => isOpponent(view.options, activator, q));
  const base = { card, activator, featured, counts, sharers, echoes, opponentSharers, targets, hasDemand, hasShared };
  return { ...base, nothing: o.judge === false ? null : judgeNothing(view, base) };
}

/** Echoes on (the view has Echoes supply piles): the activated pile's echo effects, as startDogma collects them. */
function activatedEchoes(view: InnovationView, activator: PlayerId, card: CardId): CardId[] {
  if (view.echoes === undefined) return [];
  const pile = view.players[activator]?.piles[colorIndex(facts(card).color)];
  return pile ? pileEchoEffects(pile) : [];
}

function judgeNothing(view: InnovationView, p: Omit<DogmaPreview, 'nothing'>): boolean | null {
  // A card that only demands, with nobody to demand from and no echo effect: nothing at all (rule level).
  if (!p.hasShared && p.targets.length === 0 && p.echoes === null) return true;
  // Beyond that only the activator's own view can be played out, and only at their action.
  if (view.viewer !== p.activator || view.phase !== 'play' || view.current !== p.activator) return null;
  if (view.frames.length > 0 || view.actionsLeft <= 0) return null;
  const rng = Rng.seeded(view.moves * 131 + p.card.length * 7 + p.activator);
  for (let w = 0; w < WORLDS; w++) {
    const world = determinize(view, p.activator, rng);
    let after: ReturnType<typeof apply>;
    try {
      after = apply(world, p.activator, { type: 'dogma', card: p.card });
    } catch {
      return null;
    }
    if (after.events.some((e) => CHANGES.has(e.type))) return false;
    if (after.state.frames.length > 0) return false; // someone is asked a real question
  }
  // Nothing in any sampled world. Certain only if no one else acts on cards the viewer cannot see.
  const others = [...(p.echoes?.sharers ?? p.sharers), ...p.targets];
  const hidden = others.some((q) => (view.players[q]?.hand.length ?? 0) + (view.players[q]?.score.length ?? 0) > 0);
  return hidden ? null : true;
}

// Innovation's explainer: what a move gains or denies, in the game's terms, from the seat's view.
// Icons on boards, ages of cards, score piles' values and achievements on offer are public; the
// seat's own hand and score pile are its own; nothing else is read from the view. Worlds (the
// move tried in determinizations of the view) give only public figures after the move: points,
// achievements, hand sizes — never which hidden card moved.
import { achievementsToWin } from '../../engine/innovation/seats';
import { boardIcons, highestTop } from '../../engine/innovation/board';
import { hasDemand } from '../../engine/innovation/cards/index';
import { actionDraw } from '../../engine/innovation/draw-age';
import { ageOf, facts, isCardId } from '../../engine/innovation/facts';
import { dogmaPreview } from '../../engine/innovation/preview';
import { isOpponent } from '../../engine/innovation/seats';
import { COLORS, type Icon, type InnovationState, type Move, type Pile } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import type { PlayerId } from '../../engine/core/types';
import { type ExplainInput, type Explainer, type Reason, reason } from './types';

type Input = ExplainInput<InnovationView, Move, InnovationState>;

const icon = (i: Icon) => ({ term: `inno.icon.${i}` });
const seat = (p: PlayerId) => ({ seat: p });
const card = (id: string) => ({ card: id });

const options = (v: InnovationView) => ({ ...v.options, seed: 0 });
const opponents = (v: InnovationView, me: PlayerId): PlayerId[] => v.players.map((_, p) => p).filter((p) => p !== me && isOpponent(options(v), me, p));

/** A score pile's value as the view shows it (own cards by name, others' by the age on their backs). */
const pointsIn = (score: readonly (string | number)[]): number => score.reduce<number>((sum, c) => sum + (typeof c === 'number' ? c : ageOf(c)), 0);
const viewPoints = (v: InnovationView, p: PlayerId) => pointsIn(v.players[p]?.score ?? []);
const stateAchievements = (s: InnovationState, p: PlayerId) => s.players[p]?.achievements.length ?? 0;
const statePoints = (s: InnovationState, p: PlayerId) => pointsIn(s.players[p]?.score ?? []);

/** Ages on offer (age achievements only), ascending. */
const offered = (v: InnovationView): number[] =>
  [...new Set(v.achievements.map((a) => (typeof a === 'number' ? a : isCardId(a) ? ageOf(a) : 0)).filter((a) => a > 0))].sort((a, b) => a - b);

/** Could seat p achieve `age` on its own turn, from what everyone sees (5 × age points, a top card of that age)? */
const couldAchieve = (v: InnovationView, p: PlayerId, age: number): boolean => viewPoints(v, p) >= 5 * age && highestTop({ piles: v.players[p]?.piles ?? [] }) >= age;

/** The same public figure in every world, or null when the worlds disagree (it depends on hidden cards). */
function agreed(worlds: Input['worlds'], read: (s: InnovationState) => number): number | null {
  let value: number | null = null;
  for (const w of worlds) {
    const x = read(w.after);
    if (value === null) value = x;
    else if (value !== x) return null;
  }
  return value;
}

/** Mean of a public figure over the worlds, rounded (the move's result depends on hidden cards). */
const mean = (worlds: Input['worlds'], read: (s: InnovationState) => number): number =>
  worlds.length === 0 ? 0 : Math.round(worlds.reduce((sum, w) => sum + read(w.after), 0) / worlds.length);

function achieveReasons(v: InnovationView, me: PlayerId, age: number): Reason[] {
  const have = (v.players[me]?.achievements.length ?? 0) + 1;
  const need = achievementsToWin(options(v));
  const out: Reason[] = [have >= need ? reason('inno.achieveWins', { age, need }) : reason('inno.achieve', { age, have, need })];
  // Taken now, it is not there for a rival who could claim it on its own turn.
  const rival = opponents(v, me).find((q) => couldAchieve(v, q, age));
  if (rival !== undefined) out.push(reason('inno.achieveDenies', { age, seat: seat(rival) }));
  return out;
}

function dogmaReasons(v: InnovationView, me: PlayerId, id: string): Reason[] {
  const p = dogmaPreview(v, me, id);
  const mine = p.counts[me] ?? 0;
  const out: Reason[] = [];
  if (p.hasDemand) {
    const hit = p.targets[0];
    if (hit !== undefined) out.push(reason('inno.demandHits', { card: card(id), seat: seat(hit), icon: icon(p.featured), theirs: p.counts[hit] ?? 0, mine }));
    else out.push(reason('inno.demandNobody', { card: card(id), icon: icon(p.featured), mine }));
  }
  // Nothing would change: said after the demand that explains it, and nothing more.
  if (p.nothing === true) return [...out, reason('inno.dogmaNothing', { card: card(id) })];
  const sharer = p.opponentSharers[0];
  if (sharer !== undefined) out.push(reason('inno.shares', { card: card(id), seat: seat(sharer), icon: icon(p.featured), theirs: p.counts[sharer] ?? 0, mine }));
  else if (p.hasShared) {
    const best = Math.max(0, ...opponents(v, me).map((q) => p.counts[q] ?? 0));
    out.push(reason('inno.alone', { card: card(id), icon: icon(p.featured), mine, theirs: best }));
  }
  return out;
}

/** The seat's board with `id` melded on top of its colour's pile. */
function boardWith(v: InnovationView, me: PlayerId, id: string): { piles: Pile[] } {
  const piles = (v.players[me]?.piles ?? []).map((pile) => ({ ...pile, cards: [...pile.cards] }));
  const color = facts(id).color;
  const at = COLORS.indexOf(color);
  piles[at]?.cards.push(id);
  return { piles };
}

function meldReasons(v: InnovationView, me: PlayerId, id: string): Reason[] {
  const before = { piles: v.players[me]?.piles ?? [] };
  const after = boardWith(v, me, id);
  const out: Reason[] = [];
  // An icon count that reaches a rival's: its dogmas featuring that icon are shared with you and
  // their demands no longer reach you.
  for (const q of opponents(v, me)) {
    const theirBoard = { piles: v.players[q]?.piles ?? [] };
    for (const pile of theirBoard.piles) {
      const top = pile.cards[pile.cards.length - 1];
      if (top === undefined) continue;
      const f = facts(top).dogmaIcon;
      const theirs = boardIcons(theirBoard, f);
      const was = boardIcons(before, f);
      const now = boardIcons(after, f);
      if (was < theirs && now >= theirs) {
        out.push(reason(hasDemand(top, v.options.edition) ? 'inno.meldEscapes' : 'inno.meldJoins', { icon: icon(f), mine: now, theirs, seat: seat(q), card: card(top) }));
        break;
      }
    }
  }
  // The card's own dogma from now on: shared by a rival with as many icons, or a demand on one with fewer.
  const f = facts(id).dogmaIcon;
  const mine = boardIcons(after, f);
  const rivals = opponents(v, me);
  const sharer = rivals.find((q) => boardIcons({ piles: v.players[q]?.piles ?? [] }, f) >= mine);
  if (sharer !== undefined) out.push(reason('inno.meldShared', { card: card(id), seat: seat(sharer), icon: icon(f), theirs: boardIcons({ piles: v.players[sharer]?.piles ?? [] }, f), mine }));
  else if (hasDemand(id, v.options.edition)) {
    const hit = rivals.find((q) => boardIcons({ piles: v.players[q]?.piles ?? [] }, f) < mine);
    if (hit !== undefined) out.push(reason('inno.meldDemand', { card: card(id), seat: seat(hit), icon: icon(f), theirs: boardIcons({ piles: v.players[hit]?.piles ?? [] }, f), mine }));
  }
  const topBefore = highestTop(before);
  const topAfter = highestTop(after);
  if (topAfter > topBefore) out.push(reason('inno.topAge', { age: topAfter }));
  // Where it lands: on a pile of its colour (covering that top card) or as a new colour.
  const pile = before.piles[COLORS.indexOf(facts(id).color)];
  const covered = pile?.cards[pile.cards.length - 1];
  if (covered !== undefined) out.push(reason('inno.covers', { card: card(id), covered: card(covered) }));
  else out.push(reason('inno.newPile', { colour: { term: `inno.colour.${facts(id).color}` }, n: after.piles.filter((p) => p.cards.length > 0).length }));
  return out;
}

/** Public figures before and after in the worlds: achievements, points (the seat's and a rival's). */
function resultReasons(input: Input): Reason[] {
  const { view: v, me, worlds } = input;
  if (worlds.length === 0) return [];
  const out: Reason[] = [];
  const achBefore = v.players[me]?.achievements.length ?? 0;
  const achAfter = agreed(worlds, (s) => stateAchievements(s, me));
  if (achAfter !== null && achAfter > achBefore) out.push(reason('inno.gainsAchievements', { n: achAfter - achBefore, have: achAfter, need: achievementsToWin(options(v)) }));
  const from = viewPoints(v, me);
  const exact = agreed(worlds, (s) => statePoints(s, me));
  const to = exact ?? mean(worlds, (s) => statePoints(s, me));
  if (to !== from) {
    // Points toward the next age on offer the seat could not claim before.
    const next = offered(v).find((age) => 5 * age > from);
    const args = { from, to };
    if (next !== undefined && to >= 5 * next) out.push(reason(exact === null ? 'inno.scoreReachAbout' : 'inno.scoreReach', { ...args, age: next }));
    else if (next !== undefined && to > from) out.push(reason(exact === null ? 'inno.scoreTowardAbout' : 'inno.scoreToward', { ...args, age: next, more: 5 * next - to }));
    else out.push(reason(exact === null ? 'inno.scoreToAbout' : 'inno.scoreTo', args));
  }
  for (const q of opponents(v, me)) {
    const was = viewPoints(v, q);
    const now = mean(worlds, (s) => statePoints(s, q));
    if (now < was) out.push(reason('inno.rivalLoses', { seat: seat(q), from: was, to: now }));
  }
  return out;
}

/** Where a card the seat named lies after the move (the same in every world), as a reason. */
function whereItGoes(input: Input, id: string): Reason | null {
  const s = input.worlds[0]?.after;
  if (!s || !isCardId(id)) return null;
  const { me } = input;
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    if (!pl) continue;
    const mine = p === me;
    if (pl.piles.some((pile) => pile.cards.includes(id))) return mine ? reason('inno.toBoard', { card: card(id) }) : reason('inno.toRivalBoard', { card: card(id), seat: seat(p) });
    if (pl.score.includes(id)) return mine ? reason('inno.toScore', { card: card(id), age: ageOf(id) }) : reason('inno.toRivalScore', { card: card(id), seat: seat(p) });
    if (pl.hand.includes(id)) return mine ? reason('inno.toHand', { card: card(id) }) : reason('inno.toRivalHand', { card: card(id), seat: seat(p) });
    if (pl.achievements.includes(id)) return reason('inno.toAchievements', { card: card(id) });
  }
  return reason('inno.toSupply', { card: card(id) });
}

/** An answer to a card's question: where the named cards go, or that it declines. */
function answerReasons(input: Input): Reason[] {
  const m = input.move;
  if (m.type === 'cards') {
    if (m.cards.length === 0) return [reason('inno.declines', {})];
    const first = m.cards.find(isCardId);
    const where = first ? whereItGoes(input, first) : null;
    return where ? [where] : [];
  }
  if ((m.type === 'color' && m.color === null) || (m.type === 'player' && m.player === null) || (m.type === 'choice' && m.choice === null)) return [reason('inno.declines', {})];
  return [];
}

/** The seat's hand size after the move (public), when nothing else was said. */
function handReason(input: Input): Reason[] {
  const from = input.view.players[input.me]?.hand.length ?? 0;
  const to = agreed(input.worlds, (s) => s.players[input.me]?.hand.length ?? 0);
  return to === null || to === from ? [reason('inno.nothingSeen', {})] : [reason('inno.handSize', { from, to })];
}

function drawReasons(input: Input): Reason[] {
  const d = actionDraw({ supply: input.view.supply, players: input.view.players, options: input.view.options }, input.me);
  return 'age' in d.result ? [reason('inno.draws', { age: d.result.age })] : [reason('inno.drawEnds', {})];
}

export const innovationExplainer: Explainer<InnovationView, Move, InnovationState> = {
  game: 'innovation',
  // `seen` is the simulator's coverage record and `memory` the seats' recall (advance leaves it
  // out anyway): no rule reads either, so two moves that differ only there have the same result.
  comparable: ({ seen: _seen, memory: _memory, ...rules }) => rules,
  reasons(input) {
    const { view: v, me, move } = input;
    switch (move.type) {
      case 'achieve':
        return achieveReasons(v, me, move.age);
      case 'dogma':
        return [...dogmaReasons(v, me, move.card), ...resultReasons(input)];
      case 'meld':
      case 'initial-meld':
        return [...meldReasons(v, me, move.card), ...resultReasons(input)];
      case 'draw':
        return [...resultReasons(input), ...drawReasons(input)];
      default: {
        const out = [...resultReasons(input), ...answerReasons(input)];
        return out.length > 0 ? out : handReason(input);
      }
    }
  },
  reply({ view: v, me, line }) {
    // The first move of a rival in the line; the seat's own moves before it are its own plan.
    const step = line.find((s) => s.player !== me);
    if (!step || !isOpponent(options(v), me, step.player)) return null;
    const m = step.move as Move;
    const who = seat(step.player);
    switch (m.type) {
      case 'achieve':
        return reason('inno.replyAchieves', { seat: who, age: m.age });
      case 'dogma': {
        // Only a card on top of that rival's board now: one the seat sees.
        const tops = (v.players[step.player]?.piles ?? []).map((p) => p.cards[p.cards.length - 1]);
        return tops.includes(m.card) ? reason('inno.replyDogma', { seat: who, card: card(m.card) }) : null;
      }
      case 'draw':
        return reason('inno.replyDraws', { seat: who });
      case 'meld': {
        // A card from a hidden hand: named only when the seat knows it is there; else by its age.
        const known = (v.known ?? []).some((k) => k.card === m.card && k.zone === 'hand' && k.player === step.player);
        return known ? reason('inno.replyMelds', { seat: who, card: card(m.card) }) : reason('inno.replyMeldsAge', { seat: who, age: ageOf(m.card) });
      }
      default:
        return null;
    }
  },
};


// What one seat may see, and a full state rebuilt from it for search. Secret: a face-down gear
// and its side (from everyone but its owner, and the day Saboteur who looked at it), the order of
// the round cards not yet played, and the RNG. Hands are public (house rule V-HANDS), except that
// another seat's hidden gear is shown merged into its hand.
import { Rng } from '../core/rng';
import type { GameEvent, PlayerId, RevealKind } from '../core/types';
import { GEARS } from './data';
import { countGears, gearsOf, maskOf, withGear, withoutGear } from './hand';
import { toAct } from './legal';
import { cardView, shiftOf } from './round-card';
import { scoreOf } from './scoring';
import { clockwise, leftOf } from './seats';
import {
  type GearsState,
  type GearsView,
  type PlacedGear,
  type PlacedGearView,
  ROUND_CARD_IDS,
  type RoundCardId,
  type SeatView,
  type Side,
} from './types';

/** May `viewer` see the gear seat p placed? (`all`: the replay's open view, nothing hidden.) */
function seesGear(s: GearsState, g: PlacedGear, p: PlayerId, viewer: PlayerId | null, all = false): boolean {
  if (all || g.faceUp || viewer === p) return true;
  if (viewer === null || !s.peeked || s.phase !== 'turn') return false;
  return viewer === clockwise(s.token, s.step, s.players) && p === leftOf(viewer, s.players);
}

export function view(s: GearsState, viewer: PlayerId | null, all = false): GearsView {
  const seats: SeatView[] = [];
  for (let p = 0; p < s.players; p++) {
    const g = s.table[p] ?? null;
    const hand = s.hands[p] ?? 0;
    let table: PlacedGearView | null = null;
    let shownHand = hand;
    if (g) {
      if (seesGear(s, g, p, viewer, all)) table = { faceUp: g.faceUp, gear: g.gear, side: g.side, value: g.value };
      else {
        table = { faceUp: false, gear: null, side: null, value: null };
        shownHand = withGear(hand, g.gear);
      }
    }
    const codes = s.codes[p] ?? [];
    const card = s.crew[p] ?? null;
    seats.push({
      seat: p,
      hand: gearsOf(shownHand),
      handSize: countGears(hand),
      discard: gearsOf(s.discards[p] ?? 0),
      table,
      codes: codes.map((c) => ({ color: c.color, number: c.number, status: c.status })),
      character: card ? { name: card.name, side: card.side } : null,
      score: scoreOf(codes),
    });
  }
  return {
    players: s.players,
    characters: s.characters,
    viewer,
    phase: s.phase,
    round: s.round,
    shift: shiftOf(s.round),
    card: cardView(s.roundOrder[s.round] as RoundCardId, s.round),
    played: s.roundOrder.slice(0, s.round).map((id, r) => cardView(id, r)),
    token: s.token,
    seats,
    toAct: toAct(s).slice(),
    step: s.step,
    peeked: s.peeked,
    dispatch: s.dispatch ? { value: s.dispatch.value, mode: s.dispatch.mode } : null,
    winners: s.winners.slice(),
    queue: s.queue.map((q) => ({ ...q })),
    ended: s.ended,
    covered: [s.covered[0], s.covered[1]],
  };
}

/** Every gear open, drawn from `viewer`'s seat (a replay after the end). */
export const viewAll = (s: GearsState, viewer: PlayerId | null): GearsView => view(s, viewer, true);

/**
 * What a move showed the viewer that was hidden (undo stops there): another seat's face-down
 * gear turned up, the Saboteur's look at one, the next round card off the stack, or the night
 * shift's random discards. Hands are public, so nothing else is a secret.
 */
export function reveals(events: GameEvent[], viewer: PlayerId): RevealKind | null {
  for (const e of events) {
    if (e.type === 'reveal' && e.seat !== viewer) return 'reveal';
    if (e.type === 'peek' && e.seat === viewer && e.gear !== undefined) return 'peek';
    if (e.type === 'round-start' || e.type === 'night-shift') return 'reveal';
  }
  return null;
}

/** Secret fields of an event, removed for seats outside its `visibleTo`. */
const SECRET_KEYS = new Set(['gear', 'side', 'value', 'visibleTo']);

export function viewEvents(events: GameEvent[], viewer: PlayerId | null): GameEvent[] {
  return events.map((e) => {
    if (!e.visibleTo || (viewer !== null && e.visibleTo.includes(viewer))) return e;
    const open: GameEvent = { type: e.type };
    for (const key of Object.keys(e)) if (!SECRET_KEYS.has(key)) open[key] = e[key];
    return open;
  });
}

/**
 * A full state consistent with `viewer`'s view: each hidden gear is drawn uniformly from the
 * gears its owner may have placed, with a random side; unplayed round cards are shuffled.
 */
export function determinize(v: GearsView, viewer: PlayerId, rng: Rng): GearsState {
  void viewer;
  const known = [...v.played.map((c) => c.id), v.card.id];
  const rest = ROUND_CARD_IDS.filter((id) => !known.includes(id));
  const roundOrder: RoundCardId[] = [...known, ...rng.shuffle([...rest])];

  const hands: number[] = [];
  const table: (PlacedGear | null)[] = [];
  for (const seat of v.seats) {
    const t = seat.table;
    let hand = maskOf(seat.hand);
    if (!t) table.push(null);
    else if (t.gear !== null && t.side !== null && t.value !== null) {
      table.push({ gear: t.gear, side: t.side, value: t.value, faceUp: t.faceUp });
    } else {
      const gear = rng.pick(seat.hand);
      const side = rng.int(4) as Side;
      hand = withoutGear(hand, gear);
      table.push({ gear, side, value: GEARS[gear].values[side], faceUp: false });
    }
    hands.push(hand);
  }
  return {
    players: v.players,
    characters: v.characters,
    rng: Rng.from(rng.fork()).state,
    phase: v.phase,
    round: v.round,
    roundOrder,
    rule: v.card.rule,
    effect: v.card.effect,
    token: v.token,
    hands,
    discards: v.seats.map((seat) => maskOf(seat.discard)),
    table,
    codes: v.seats.map((seat) => seat.codes.map((c) => ({ color: c.color, number: c.number, status: c.status }))),
    crew: v.seats.map((seat) => (seat.character ? { name: seat.character.name, side: seat.character.side } : null)),
    step: v.step,
    peeked: v.peeked,
    dispatch: v.dispatch ? { value: v.dispatch.value, mode: v.dispatch.mode } : null,
    winners: v.winners.slice(),
    queue: v.queue.map((q) => ({ ...q })),
    ended: v.ended,
    covered: [v.covered[0], v.covered[1]],
  };
}

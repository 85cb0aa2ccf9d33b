// Hidden information (§8): what one seat may see, events redacted for it, and determinization — a
// full state consistent with a view, every unknown tile dealt at random from the tiles it cannot see.
import type { Rng } from '../core/rng';
import type { GameEvent, PlayerId } from '../core/types';
import { JUNK_IDS, NEW_IDS, partSpec } from './parts';
import type { GnpState, GnpView, PartId, Seat, SeatView, SeenPart, Step, StepView } from './types';

const HIDDEN_NEW = 'hidden-new';
const HIDDEN_JUNK = 'hidden-junk';

const hide = (part: PartId): SeenPart => (partSpec(part).section === 'new' ? HIDDEN_NEW : HIDDEN_JUNK);
export const isHidden = (x: SeenPart): boolean => x === HIDDEN_NEW || x === HIDDEN_JUNK;

/** Seats see what their bit marks; a spectator sees only what everyone knows. */
function seesBit(known: number, viewer: PlayerId | null, players: number): boolean {
  return viewer === null ? known === (1 << players) - 1 : (known & (1 << viewer)) !== 0;
}

/** `all`: nothing hidden (the replay's open view after the end), drawn from `viewer`'s seat. */
export function viewOf(s: GnpState, viewer: PlayerId | null, all = false): GnpView {
  const { rng: _rng, seats, newStack, junkStack, step, ...open } = s;
  const players = s.players;
  const sees = (known: number) => all || seesBit(known, viewer, players);
  // Who else knows a tile is theirs to know: the view keeps only its own seat's bit (a spectator's
  // none). Others' bits would tell, say, which part a Black Market kept from where they still lie.
  const own = viewer === null ? 0 : 1 << viewer;
  const mine = (known: number[]): number[] => known.map((k) => k & own);
  const seatViews: SeatView[] = seats.map((seat) => ({
    ...seat,
    hand: seat.hand.map((part, i) => (sees(seat.handKnown[i] as number) ? part : hide(part))),
    handKnown: mine(seat.handKnown),
  }));
  let stepView: StepView = step as Exclude<Step, { kind: 'black-market' }>;
  if (step.kind === 'black-market') {
    stepView = {
      kind: 'black-market',
      drawn: step.drawn.map((part, i) => (sees(step.drawnKnown[i] as number) ? part : HIDDEN_NEW)),
      drawnKnown: mine(step.drawnKnown),
    };
  }
  return {
    ...open,
    viewer,
    seats: seatViews,
    newStack: newStack.map((part, i) => (sees(s.newStackKnown[i] as number) ? part : HIDDEN_NEW)),
    newStackKnown: mine(s.newStackKnown),
    junkStack: junkStack.length,
    step: stepView,
  };
}

export const viewAllOf = (s: GnpState, viewer: PlayerId | null): GnpView => viewOf(s, viewer, true);

/**
 * Events the viewer may not see keep their shape but lose the tile's face (a face-down move). No
 * event keeps its `visibleTo`: the list names who else knows the tile, which is theirs to know
 * (the parts left at a Black Market would be told apart by it, as by a view's knowledge bits).
 */
export function viewEventsOf(events: GameEvent[], viewer: PlayerId | null): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (!e.visibleTo) {
      out.push(e);
      continue;
    }
    const { visibleTo, ...rest } = e;
    if (viewer !== null && visibleTo.includes(viewer)) out.push(rest);
    else if (e.type === 'move-tile') out.push({ ...rest, part: hide(e.part as PartId) });
  }
  return out;
}

/** The tiles of each section a view does not show, in id order. */
interface Unseen {
  newIds: PartId[];
  junkIds: PartId[];
}

/**
 * A search determinizes the same view at every iteration: what it does not show is worked out once
 * per view object (views are never changed after they are made).
 */
const unseenCache = new WeakMap<GnpView, Unseen>();

function unseenOf(v: GnpView): Unseen {
  let unseen = unseenCache.get(v);
  if (unseen !== undefined) return unseen;
  const seen = new Set<string>();
  const note = (x: SeenPart | null) => {
    if (x !== null && !isHidden(x)) seen.add(x);
  };
  v.newDisplay.forEach(note);
  v.junkDisplay.forEach(note);
  v.newDiscard.forEach(note);
  v.junkDiscard.forEach(note);
  v.newStack.forEach(note);
  if (v.step.kind === 'black-market') v.step.drawn.forEach(note);
  for (const seat of v.seats) {
    seat.hand.forEach(note);
    seat.car.front.forEach(note);
    seat.car.back.forEach(note);
  }
  unseen = { newIds: NEW_IDS.filter((id) => !seen.has(id)), junkIds: JUNK_IDS.filter((id) => !seen.has(id)) };
  unseenCache.set(v, unseen);
  return unseen;
}

/** Rebuild a full state: every hidden tile is dealt from the unseen tiles of its section. */
export function determinizeView(v: GnpView, _seat: PlayerId, rng: Rng): GnpState {
  const unseen = unseenOf(v);
  const newPool = rng.shuffle(unseen.newIds.slice());
  const junkPool = rng.shuffle(unseen.junkIds.slice());
  const deal = (x: SeenPart): PartId => {
    if (x === HIDDEN_NEW) return newPool.pop() as PartId;
    if (x === HIDDEN_JUNK) return junkPool.pop() as PartId;
    return x;
  };
  // A list the view shows in full is shared with the state (states are never changed in place).
  const dealAll = (list: SeenPart[]): PartId[] => (list.some(isHidden) ? list.map(deal) : list);
  const seats: Seat[] = [];
  for (const seat of v.seats) {
    seats.push({
      hand: dealAll(seat.hand),
      handKnown: seat.handKnown,
      car: seat.car,
      locked: seat.locked,
      placed: seat.placed,
      volatility: seat.volatility,
    });
  }
  const newStack = dealAll(v.newStack);
  const step = v.step;
  let fullStep: Step = step as Exclude<StepView, { kind: 'black-market' }>;
  if (step.kind === 'black-market') fullStep = { kind: 'black-market', drawn: step.drawn.map(deal), drawnKnown: step.drawnKnown };
  const junkStack: PartId[] = [];
  for (let i = 0; i < v.junkStack; i++) junkStack.push(junkPool.pop() as PartId);
  if (newPool.length !== 0 || junkPool.length !== 0) {
    throw new Error('determinize: the view does not account for every tile');
  }
  // Field by field rather than a rest spread: a search determinizes at every iteration.
  return {
    players: v.players,
    round: v.round,
    phase: v.phase,
    actor: v.actor,
    step: fullStep,
    cursor: v.cursor,
    firstPlayer: v.firstPlayer,
    lastWorkshopPlacer: v.lastWorkshopPlacer,
    queues: v.queues,
    workshopAllowance: v.workshopAllowance,
    newStack,
    newStackKnown: v.newStackKnown,
    junkStack,
    newDisplay: v.newDisplay,
    junkDisplay: v.junkDisplay,
    newDiscard: v.newDiscard,
    junkDiscard: v.junkDiscard,
    investors: v.investors,
    seats,
    endTriggers: v.endTriggers,
    final: v.final,
    rng: rng.fork(),
  };
}

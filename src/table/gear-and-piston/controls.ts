// Turns the viewer's legal moves into the table's controls: a prompt, a line saying what the choice
// does, buttons (each with a hint), and the tiles, cells and locations that can be tapped. Every
// control carries the index of a move in snapshot.legal (the table plays legal[index], never a
// move it built). Building, swapping and dismantling are two-staged: pick the blueprint (or
// "Dismantle…"), then the glowing cell of the car.
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { partSpec } from '../../engine/gear-and-piston/parts';
import type { GnpMove, GnpView, Side } from '../../engine/gear-and-piston/types';
import { LOCATIONS } from '../../engine/gear-and-piston/types';
import { t, tk } from '../../i18n';
import { type RichText, tRich } from '../rich';
import { seatName } from '../seats';
import { locationHelp, locationName, partName, rowName, sideName } from './help';
import { tellApart } from './distinct';
import { type ControlContext, moveHint, partToken, stepDetail, stepPrompt, unionMuscleHint } from './prompts';

export type { ControlContext };

/** A half-made choice the player is in the middle of (a UI state, never sent to the engine). */
export type Selection = { kind: 'build' | 'swap'; part: string } | { kind: 'dismantle' } | null;

export type Action = { move: number } | { select: Selection };

export interface GnpButton {
  label: string;
  /** Index into snapshot.legal, or null when the button only changes the selection. */
  move: number | null;
  action: Action;
  kind: 'normal' | 'primary' | 'ghost';
  /** What the button does, in a sentence (hover, and the button's description). */
  hint?: string;
  /** The tile it takes, builds or discards (buttons of one question that read alike are told apart by it). */
  part?: string;
  /** What the board rings while the button is pointed at or focused (see pointKey). */
  point?: string;
  /** The tile or place it acts on, as the board names it (offerKey): the button is offered in its zoom too. */
  at?: string;
}

/**
 * What a button is about on the board, as the board marks it (data 'point' on what it draws, or a
 * tile's zoom id): a tile by its id, a location, a stack, a car cell of the viewer, a seat.
 */
export const pointKey = {
  tile: (part: string) => part,
  location: (location: string) => `loc:${location}`,
  stack: (section: 'new' | 'junk') => `stack:${section}`,
  cell: (side: Side, col: number, row: number | string) => `cell:${cellKey(side, col, row)}`,
  seat: (seat: PlayerId) => `seat:${seat}`,
};

/**
 * How the board names what a tap opens, for what it offers: a tile of the viewer's hand, a display
 * slot or a stack of the market, a location.
 */
export const offerKey = {
  hand: (i: number) => `hand:${i}`,
  market: (key: string) => `market:${key}`,
  location: (i: number) => `location:${i}`,
};

export interface GnpControls {
  prompt: RichText;
  /** What the choice does and why (the Back Alley's deals, the Workshop's allowance…). */
  detail: RichText | null;
  buttons: GnpButton[];
  /** Hand index → an action on that tile (the board frames it; its zoom offers every action on it). */
  hand: Map<number, Action>;
  /** `${side}:${col}:${row}` → move index, for the viewer's car cells: a tap on a glowing cell plays it. */
  cells: Map<string, number>;
  /** 'new:slot' / 'junk:slot' / 'new:stack' / 'junk:stack' → move index (framed; the zoom offers it). */
  market: Map<string, number>;
  /** Location index → move index (planning; outlined, the location's zoom offers it). */
  locations: Map<number, number>;
  /** The blueprint currently picked, to draw it selected. */
  selectedPart: string | null;
}

export const cellKey = (side: Side, col: number, row: number | string): string =>
  `${side}:${col}:${row === 0 || row === 'top' ? 'top' : 'bottom'}`;

function empty(): GnpControls {
  return { prompt: [], detail: null, buttons: [], hand: new Map(), cells: new Map(), market: new Map(), locations: new Map(), selectedPart: null };
}


export function buildGnpControls(view: GnpView, legal: readonly GnpMove[], setup: SessionSetup, viewer: PlayerId | null, sel: Selection): GnpControls {
  const out = empty();
  if (viewer === null || legal.length === 0) return out;
  const ctx: ControlContext = { view, setup, viewer };
  const hand = view.seats[viewer]?.hand ?? [];
  out.prompt = stepPrompt(ctx);
  out.detail = stepDetail(ctx);
  const push = (label: string, action: Action, kind: GnpButton['kind'] = 'normal', hint?: string, about: { part?: string; point?: string; at?: string } = {}) =>
    out.buttons.push({ label, move: 'move' in action ? action.move : null, action, kind, ...(hint ? { hint } : {}), ...about });
  const handIndexOf = (part: string) => hand.indexOf(part);

  // Two-stage choices: which blueprints can be built or swapped, and whether anything can be dismantled.
  const builds = new Map<string, number[]>();
  const swaps = new Map<string, number[]>();
  const dismantles: number[] = [];
  legal.forEach((m, i) => {
    if (m.type === 'build') builds.set(m.part, [...(builds.get(m.part) ?? []), i]);
    else if (m.type === 'swap') swaps.set(m.part, [...(swaps.get(m.part) ?? []), i]);
    else if (m.type === 'dismantle') dismantles.push(i);
  });
  const chosen = sel && sel.kind !== 'dismantle' && (sel.kind === 'build' ? builds : swaps).has(sel.part) ? sel : null;
  if (chosen || (sel?.kind === 'dismantle' && dismantles.length > 0)) {
    const indices = chosen ? ((chosen.kind === 'build' ? builds : swaps).get(chosen.part) ?? []) : dismantles;
    out.selectedPart = chosen?.part ?? null;
    if (chosen) {
      const part = partToken(chosen.part);
      out.prompt = tRich(chosen.kind === 'build' ? 'gnp.prompt.pickCell' : 'gnp.prompt.pickSwap', { part });
      out.detail =
        chosen.kind === 'build'
          ? tRich('gnp.detail.pickCell', { row: tk(`gnp.row.${partSpec(chosen.part).row}`) })
          : tRich('gnp.detail.pickSwap', { part });
    } else {
      out.prompt = tRich('gnp.prompt.pickDismantle');
      out.detail = tRich('gnp.detail.pickDismantle');
    }
    for (const i of indices) {
      const m = legal[i] as GnpMove;
      if (m.type === 'build') {
        const row = partSpec(m.part).row;
        out.cells.set(cellKey(m.side, m.col, row), i);
        push(t('gnp.move.buildAt', { side: sideName(m.side), col: m.col + 1 }), { move: i }, 'primary', undefined, { point: pointKey.cell(m.side, m.col, row) });
      } else if (m.type === 'swap' || m.type === 'dismantle') {
        out.cells.set(cellKey(m.side, m.col, m.row), i);
        const at = { side: sideName(m.side), col: m.col + 1, row: rowName(m.row) };
        push(t(m.type === 'swap' ? 'gnp.move.swapAt' : 'gnp.move.dismantleAt', at), { move: i }, 'primary', m.type === 'dismantle' ? moveHint(ctx, m) : undefined, { point: pointKey.cell(m.side, m.col, m.row) });
      }
    }
    // Stepping back out of the choice is the table's Back button (and Escape).
    out.buttons = tellApart(out.buttons);
    return out;
  }

  for (const part of builds.keys()) {
    const action: Action = { select: { kind: 'build', part } };
    out.hand.set(handIndexOf(part), action);
    push(t('gnp.move.build', { part: partName(part) }), action, 'primary', t('gnp.hint.build', { part: partName(part) }), { part, point: pointKey.tile(part), at: offerKey.hand(handIndexOf(part)) });
  }
  for (const part of swaps.keys()) {
    const action: Action = { select: { kind: 'swap', part } };
    if (!out.hand.has(handIndexOf(part))) out.hand.set(handIndexOf(part), action);
    push(t('gnp.move.swap', { part: partName(part) }), action, 'primary', t('gnp.hint.swap', { part: partName(part) }), { part, point: pointKey.tile(part), at: offerKey.hand(handIndexOf(part)) });
  }
  if (dismantles.length > 0) push(t('gnp.move.dismantle'), { select: { kind: 'dismantle' } }, 'normal', t('gnp.hint.dismantle'));

  legal.forEach((m, i) => {
    const b = (label: string, kind: GnpButton['kind'] = 'normal', hint = moveHint(ctx, m), about: { part?: string; point?: string; at?: string } = {}) => push(label, { move: i }, kind, hint, about);
    const tile = (part: string, at?: string) => ({ part, point: pointKey.tile(part), ...(at ? { at } : {}) });
    switch (m.type) {
      case 'place': {
        out.locations.set(LOCATIONS.indexOf(m.location), i);
        b(t('gnp.move.place', { location: locationName(m.location) }), 'primary', locationHelp(m.location), { point: pointKey.location(m.location), at: offerKey.location(LOCATIONS.indexOf(m.location)) });
        return;
      }
      case 'discard':
        if (!out.hand.has(handIndexOf(m.part))) out.hand.set(handIndexOf(m.part), { move: i });
        b(t('gnp.move.discard', { part: partName(m.part) }), 'normal', moveHint(ctx, m), tile(m.part, offerKey.hand(handIndexOf(m.part))));
        return;
      case 'keep-hand':
        b(t('gnp.move.keepHand'), 'primary');
        return;
      case 'black-market':
        b(t('gnp.move.blackMarket'), 'primary');
        return;
      case 'espionage': {
        // Legal on an empty hand (house rule: it takes nothing); the button says so.
        const n = view.seats[m.target]?.hand.length ?? 0;
        b(t('gnp.move.espionage', { name: seatName(setup, m.target, viewer), n }), 'normal', moveHint(ctx, m), { point: pointKey.seat(m.target) });
        return;
      }
      case 'union-muscle': {
        const owner = view.queues[LOCATIONS.indexOf(m.location)]?.[m.index] ?? 0;
        b(t('gnp.um.label', { location: locationName(m.location), name: seatName(setup, owner, viewer), from: m.index + 1, to: m.index }), 'normal', unionMuscleHint(ctx, m), { point: pointKey.location(m.location) });
        return;
      }
      case 'keep-part':
        b(t('gnp.move.keepPart', { part: partName(m.part) }), 'primary', moveHint(ctx, m), tile(m.part));
        return;
      case 'steal':
        b(t('gnp.move.steal', { part: partName(m.part) }), 'primary', moveHint(ctx, m), tile(m.part));
        return;
      case 'take-display': {
        const section = view.phase === 'junk-yard' ? 'junk' : 'new';
        const part = (section === 'junk' ? view.junkDisplay : view.newDisplay)[m.slot];
        out.market.set(`${section}:${m.slot}`, i);
        b(t('gnp.move.takeDisplay', { part: part ? partName(part) : String(m.slot + 1) }), 'primary', moveHint(ctx, m), { ...(part ? tile(part) : {}), at: offerKey.market(`${section}:${m.slot}`) });
        return;
      }
      case 'take-blind': {
        const junk = view.phase === 'junk-yard';
        out.market.set(junk ? 'junk:stack' : 'new:stack', i);
        b(t(junk ? 'gnp.move.takeBlindJunk' : 'gnp.move.takeBlindNew'), 'normal', moveHint(ctx, m), { point: pointKey.stack(junk ? 'junk' : 'new'), at: offerKey.market(junk ? 'junk:stack' : 'new:stack') });
        return;
      }
      case 'stop-junk':
        b(t('gnp.move.stopJunk'), 'ghost');
        return;
      case 'upgrade':
        b(t('gnp.move.upgrade'));
        return;
      case 'finish-upgrade':
        b(t('gnp.move.finishUpgrade'), 'primary');
        return;
      case 'join':
        b(t('gnp.move.join'));
        return;
      case 'end-workshop':
        b(t('gnp.move.endWorkshop'), 'ghost');
        return;
      default:
        return; // build, swap, dismantle: offered through the two-stage controls above
    }
  });
  out.buttons = tellApart(out.buttons);
  return out;
}

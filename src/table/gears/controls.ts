// Turns the viewer's legal moves into the table's controls: a prompt, a line saying what the
// choice does and why, and a list of buttons, each carrying the index of the move in
// snapshot.legal (the table plays legal[index], never a move it built). Placing is two-staged:
// pick a gear (button or hand card), then the side facing the round card — one button per
// distinct outcome (a red gear's 1, 4, 1, 4 offers two sides, not four).
import type { SessionSetup } from '../../model/setup';
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import type { GearsMove, GearsView } from '../../engine/gears/types';
import { type MessageKey, t } from '../../i18n';
import { seatName } from '../seats';
import { colourName, dirName, gearName, ruleName } from './names';

export interface ControlButton {
  label: string;
  /** Index into snapshot.legal; null for a stage-1 "pick this gear" button. */
  move: number | null;
  /** For stage-1 place buttons: the gear it selects. */
  selectGear?: string;
  kind: 'normal' | 'primary' | 'ghost';
  /** What the button does, in a sentence (hover and screen readers). */
  hint?: string;
  /** The moves (indices into snapshot.legal) it plays or leads to: a gear leads to its sides. */
  leadsTo: number[];
  /** What the board rings while it is pointed at: a gear of the hand, or a seat's played gear. */
  point?: string;
  /** The card it acts on, as the board names it (`hand:<gear>`, `code:<slot>`): the button is offered in that card's zoom too. */
  at?: string;
}

/** Point marks of the Gears board (data 'point' on what it draws). */
export const gearsPoint = {
  hand: (gear: string) => `hand:${gear}`,
  played: (seat: PlayerId) => `played:${seat}`,
};

export interface Controls {
  prompt: string;
  /** What the choice does and why (the round card's rule while placing). */
  detail: string;
  buttons: ControlButton[];
  /** Gears in the viewer's hand that can be picked now (place step). */
  pickableGears: string[];
  /** The viewer's code slots some move acts on (the board rings them; their zoom offers the moves). */
  codeTargets: Set<number>;
}

const PROMPT: Partial<Record<GearsView['phase'], MessageKey>> = {
  place: 'gears.prompt.place',
  turn: 'gears.prompt.turn',
  foreman: 'gears.prompt.foreman',
  abilities: 'gears.prompt.abilities',
  'blue-return': 'gears.prompt.blueReturn',
  'code-entry': 'gears.prompt.codeEntry',
};

/** The round card's rule, explained in a sentence. */
export function ruleExplained(view: GearsView): string {
  return t('gears.rule.explain', { rule: ruleName(view.card.rule), how: t(`gears.rule.${view.card.rule}.explain` as MessageKey) });
}

/**
 * The values a gear shows from a side, turn by turn up: two sides with the same sequence are the
 * same choice (nothing in the game tells them apart but the card's orientation).
 */
const outcomeOf = (gear: string, side: number): string => {
  const values = GEARS[gear as keyof typeof GEARS]?.values ?? [1, 2, 3, 4];
  return [0, 1, 2, 3].map((k) => values[(side + k) % 4]).join(',');
};

/** The values an up / down quarter turn would give from a side. */
export function turnPreview(gear: string, side: number): { value: number; up: number; down: number } {
  const values = GEARS[gear as keyof typeof GEARS]?.values ?? [1, 2, 3, 4];
  return { value: values[side] ?? 0, up: values[(side + 1) % 4] ?? 0, down: values[(side + 3) % 4] ?? 0 };
}

/** How the board names a gear of the viewer's hand and a code card of theirs, for what each offers. */
export const handKey = (gear: string): string => `hand:${gear}`;
export const codeKey = (slot: number): string => `code:${slot}`;

export function buildControls(view: GearsView, legal: readonly GearsMove[], setup: SessionSetup, viewer: PlayerId | null, selectedGear: string | null): Controls {
  const out: Controls = { prompt: '', detail: '', buttons: [], pickableGears: [], codeTargets: new Set() };
  if (viewer === null || legal.length === 0) return out;
  const name = (seat: PlayerId) => seatName(setup, seat, viewer);
  const codes = view.seats[viewer]?.codes ?? [];
  const codeLabel = (slot: number) => ({ colour: colourName(codes[slot]?.color ?? ''), number: codes[slot]?.number ?? '?' });
  const key = PROMPT[view.phase] ?? 'gears.prompt.other';
  out.prompt = t(key, { name: name((viewer + 1) % view.players) });
  out.detail = ruleExplained(view);

  const places = legal.flatMap((m, i) => (m.type === 'place' ? [{ m, i }] : []));
  if (places.length > 0) {
    out.pickableGears = [...new Set(places.map((p) => p.m.gear))];
    const chosen = selectedGear && out.pickableGears.includes(selectedGear) ? selectedGear : out.pickableGears.length === 1 ? out.pickableGears[0]! : null;
    if (chosen === null) {
      for (const gear of out.pickableGears) {
        const leadsTo = places.flatMap((p) => (p.m.type === 'place' && p.m.gear === gear ? [p.i] : []));
        out.buttons.push({ label: t('gears.move.placeGear', { gear: gearName(gear) }), move: null, selectGear: gear, kind: 'normal', leadsTo, point: gearsPoint.hand(gear), at: handKey(gear) });
      }
    } else {
      out.prompt = t('gears.prompt.placeSide', { gear: gearName(chosen) });
      // My gear is turned in step 2 by the seat whose left neighbour I am: the one on my right.
      const turner = name((viewer - 1 + view.players) % view.players);
      out.detail = `${t('gears.prompt.placeSide.detail', { turner })} ${ruleExplained(view)}`;
      // Sides with the same outcome share one button, which stands for all of them.
      const shown = new Map<string, ControlButton>();
      for (const { m, i } of places) {
        if (m.type !== 'place' || m.gear !== chosen) continue;
        const outcome = outcomeOf(m.gear, m.side);
        const same = shown.get(outcome);
        if (same) {
          same.leadsTo.push(i);
          continue;
        }
        const preview = turnPreview(m.gear, m.side);
        const button: ControlButton = { label: t('gears.move.placeSide', preview), move: i, kind: 'primary', hint: t('gears.move.placeSide.hint', preview), leadsTo: [i], at: handKey(chosen) };
        shown.set(outcome, button);
        out.buttons.push(button);
      }
    }
  }

  legal.forEach((m, i) => {
    const b = (label: string, kind: ControlButton['kind'] = 'normal', card?: number, point?: string) => {
      if (card !== undefined) out.codeTargets.add(card);
      out.buttons.push({ label, move: i, kind, leadsTo: [i], ...(card !== undefined ? { at: codeKey(card) } : {}), ...(point ? { point } : {}) });
    };
    switch (m.type) {
      case 'place':
        return;
      case 'turn':
        if (m.dir === 'up') out.detail = `${turnDetail(view, viewer)} ${ruleExplained(view)}`;
        // The gear turned is the next player's (drawn to the right of the viewer's).
        b(t(`gears.move.turn.${m.dir}`), m.dir === 'leave' ? 'normal' : 'primary', undefined, gearsPoint.played((viewer + 1) % view.players));
        return;
      case 'peek':
        b(t('gears.move.peek'));
        return;
      case 'foreman':
        b(t('gears.move.foreman', { name: name(m.seat), dir: dirName(m.dir) }), 'normal', undefined, gearsPoint.played(m.seat));
        return;
      case 'mechanic':
        b(t('gears.move.mechanic', { name: name(m.seat), dir: dirName(m.dir) }), 'normal', undefined, gearsPoint.played(m.seat));
        return;
      case 'dispatch':
        b(t('gears.move.dispatch', { value: m.value }));
        return;
      case 'sabotage':
        b(t('gears.move.sabotage', { dir: dirName(m.dir) }));
        return;
      case 'codebreak':
        b(t('gears.move.codebreak'));
        return;
      case 'return-gear':
        b(t('gears.move.returnGear', { gear: gearName(m.gear) }), 'primary');
        return;
      case 'enter-code':
        b(t('gears.move.enterCode', codeLabel(m.card)), 'primary', m.card);
        return;
      case 'master-key':
        b(t('gears.move.masterKey', codeLabel(m.card)), 'primary', m.card);
        return;
      case 'send':
        b(t('gears.move.send', codeLabel(m.card)), 'normal', m.card);
        return;
      case 'verify':
        b(t('gears.move.verify', codeLabel(m.card)), 'primary', m.card);
        return;
      case 'pass':
        b(t('gears.move.pass'), 'ghost');
        return;
    }
  });
  return out;
}

/** Step 2: what turning the left neighbour's gear does, with its values when the viewer knows them. */
function turnDetail(view: GearsView, viewer: PlayerId): string {
  const target = view.seats[(viewer + 1) % view.players]?.table ?? null;
  if (!target || target.gear === null || target.side === null) return t('gears.prompt.turn.hidden');
  return t('gears.prompt.turn.known', turnPreview(target.gear, target.side));
}

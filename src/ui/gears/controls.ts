// Turns the viewer's legal moves into the table's controls: a prompt and a list of buttons, each
// carrying the index of the move in snapshot.legal (the table plays legal[index], never a move it
// built). Placing is two-staged: pick a gear (button or hand card), then the side facing the round card.
import type { SessionSetup } from '../../app/setup';
import type { PlayerId } from '../../engine/core/types';
import { GEARS } from '../../engine/gears/data';
import type { GearsMove, GearsView } from '../../engine/gears/types';
import { type MessageKey, t } from '../../i18n';
import { colourName, dirName, gearName, seatName } from './names';

export interface ControlButton {
  label: string;
  /** Index into snapshot.legal; null for a stage-1 "pick this gear" button. */
  move: number | null;
  /** For stage-1 place buttons: the gear it selects. */
  selectGear?: string;
  kind: 'normal' | 'primary' | 'ghost';
}

export interface Controls {
  prompt: string;
  buttons: ControlButton[];
  /** Gears in the viewer's hand that can be picked now (place step). */
  pickableGears: string[];
  /** Code slot → move index when tapping the code card itself plays a move. */
  codeTargets: Map<number, number>;
}

const PROMPT: Partial<Record<GearsView['phase'], MessageKey>> = {
  place: 'prompt.place',
  turn: 'prompt.turn',
  foreman: 'prompt.foreman',
  abilities: 'prompt.abilities',
  'blue-return': 'prompt.blueReturn',
  'code-entry': 'prompt.codeEntry',
};

/** The values an up / down quarter turn would give from a side. */
export function turnPreview(gear: string, side: number): { value: number; up: number; down: number } {
  const values = GEARS[gear as keyof typeof GEARS]?.values ?? [1, 2, 3, 4];
  return { value: values[side] ?? 0, up: values[(side + 1) % 4] ?? 0, down: values[(side + 3) % 4] ?? 0 };
}

export function buildControls(view: GearsView, legal: readonly GearsMove[], setup: SessionSetup, viewer: PlayerId | null, selectedGear: string | null): Controls {
  const out: Controls = { prompt: '', buttons: [], pickableGears: [], codeTargets: new Map() };
  if (viewer === null || legal.length === 0) return out;
  const name = (seat: PlayerId) => seatName(setup, seat, viewer);
  const codes = view.seats[viewer]?.codes ?? [];
  const codeLabel = (slot: number) => ({ colour: colourName(codes[slot]?.color ?? ''), number: codes[slot]?.number ?? '?' });
  const key = PROMPT[view.phase] ?? 'prompt.other';
  out.prompt = t(key, { name: name((viewer + 1) % view.players) });

  const places = legal.flatMap((m, i) => (m.type === 'place' ? [{ m, i }] : []));
  if (places.length > 0) {
    out.pickableGears = [...new Set(places.map((p) => p.m.gear))];
    const chosen = selectedGear && out.pickableGears.includes(selectedGear) ? selectedGear : out.pickableGears.length === 1 ? out.pickableGears[0]! : null;
    if (chosen === null) {
      for (const gear of out.pickableGears) out.buttons.push({ label: t('move.placeGear', { gear: gearName(gear) }), move: null, selectGear: gear, kind: 'normal' });
    } else {
      out.prompt = t('prompt.placeSide', { gear: gearName(chosen) });
      for (const { m, i } of places) {
        if (m.type !== 'place' || m.gear !== chosen) continue;
        out.buttons.push({ label: t('move.placeSide', turnPreview(m.gear, m.side)), move: i, kind: 'primary' });
      }
    }
  }

  legal.forEach((m, i) => {
    const b = (label: string, kind: ControlButton['kind'] = 'normal') => out.buttons.push({ label, move: i, kind });
    switch (m.type) {
      case 'place':
        return;
      case 'turn':
        b(t(`move.turn.${m.dir}`), m.dir === 'leave' ? 'normal' : 'primary');
        return;
      case 'peek':
        b(t('move.peek'));
        return;
      case 'foreman':
        b(t('move.foreman', { name: name(m.seat), dir: dirName(m.dir) }));
        return;
      case 'mechanic':
        b(t('move.mechanic', { name: name(m.seat), dir: dirName(m.dir) }));
        return;
      case 'dispatch':
        b(t('move.dispatch', { value: m.value }));
        return;
      case 'sabotage':
        b(t('move.sabotage', { dir: dirName(m.dir) }));
        return;
      case 'codebreak':
        b(t('move.codebreak'));
        return;
      case 'return-gear':
        b(t('move.returnGear', { gear: gearName(m.gear) }), 'primary');
        return;
      case 'enter-code':
        out.codeTargets.set(m.card, i);
        b(t('move.enterCode', codeLabel(m.card)), 'primary');
        return;
      case 'master-key':
        out.codeTargets.set(m.card, i);
        b(t('move.masterKey', codeLabel(m.card)), 'primary');
        return;
      case 'send':
        if (!out.codeTargets.has(m.card)) out.codeTargets.set(m.card, i);
        b(t('move.send', codeLabel(m.card)));
        return;
      case 'verify':
        out.codeTargets.set(m.card, i);
        b(t('move.verify', codeLabel(m.card)), 'primary');
        return;
      case 'pass':
        b(t('move.pass'), 'ghost');
        return;
    }
  });
  return out;
}

// How a Gears card is named for the card zoom (log links, taps on the table): a short id that
// says which card and which face, read back by the Gears zoom view (views/table/zoom/gears.tsx).
import type { RoundCardId, Shift } from '../../engine/gears/types';

export const zoomId = {
  gear: (gear: string) => `gear:${gear}`,
  code: (colour: string, number: number) => `code:${colour}-${number}`,
  character: (name: string, side: string) => `character:${name}:${side}`,
  round: (card: RoundCardId, shift: Shift) => `round:${card}:${shift}`,
};

export type GearsZoom =
  | { kind: 'gear'; gear: string }
  | { kind: 'code'; colour: string; number: number }
  | { kind: 'character'; name: string; side: string }
  | { kind: 'round'; card: RoundCardId; shift: Shift };

export function parseZoomId(id: string): GearsZoom | null {
  const [kind, a = '', b = ''] = id.split(':');
  if (kind === 'gear' && a) return { kind, gear: a };
  if (kind === 'code') {
    const [colour = '', n = ''] = a.split('-');
    return colour && Number(n) > 0 ? { kind, colour, number: Number(n) } : null;
  }
  if (kind === 'character' && a) return { kind, name: a, side: b || 'day' };
  if (kind === 'round' && /^R\d+$/.test(a) && (b === 'day' || b === 'night')) return { kind, card: a as RoundCardId, shift: b };
  return null;
}

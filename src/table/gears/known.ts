// Gears' "What you know": another seat's face-down gear the viewer has looked at (the day
// Saboteur), with the value it turns to the round card (engine/gears/known.ts).
import type { SessionSnapshot } from '../../app/table-session';
import type { KnownFact } from '../../engine/core/types';
import { knownFacts } from '../../engine/gears/known';
import type { GearsView } from '../../engine/gears/types';
import { type RichText, card, seat, tRich } from '../rich';
import { knownLines } from '../known';
import { seatShortName } from '../seats';
import { turnPreview } from './controls';
import { gearName } from './names';
import { zoomId } from './zoomIds';

export function gearsKnown(s: SessionSnapshot): RichText[] {
  const line = (f: KnownFact): RichText => {
    const gear = card(zoomId.gear(f.item), gearName(f.item));
    const name = seat(f.player, seatShortName(s.setup, f.player, s.viewer));
    return tRich('gears.known.table', { gear, name, value: turnPreview(f.item, f.side ?? 0).value });
  };
  return knownLines(knownFacts(s.view as GearsView), ['table'], line);
}

// Gear & Piston's "What you know": each tile the viewer knows in a place it cannot look into
// (engine/gear-and-piston/known.ts) — another seat's blueprints, what a rival drew at the Black
// Market, the New stack with how many tiles lie above it.
import type { SessionSnapshot } from '../../app/table-session';
import type { KnownFact } from '../../engine/core/types';
import { knownFacts } from '../../engine/gear-and-piston/known';
import type { GnpView } from '../../engine/gear-and-piston/types';
import { type RichText, seat, tRich } from '../rich';
import { knownLines } from '../known';
import { seatShortName } from '../seats';
import { partToken } from './prompts';

const ZONES = ['hand', 'black-market', 'new-stack'];

export function gnpKnown(s: SessionSnapshot): RichText[] {
  const line = (f: KnownFact): RichText => {
    const part = partToken(f.item);
    const name = seat(f.player, seatShortName(s.setup, f.player, s.viewer));
    if (f.zone === 'hand') return tRich('gnp.known.hand', { part, name });
    if (f.zone === 'black-market') return tRich('gnp.known.blackMarket', { part, name });
    return tRich('gnp.known.stack', { part, above: f.fromTop ?? 0 });
  };
  return knownLines(knownFacts(s.view as GnpView), ZONES, line);
}

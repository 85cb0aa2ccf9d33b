// The log a table shows a viewer, rebuilt in Node from a game's (setup, moves) with the app's own
// modules — the same history (app/history.ts) and each game's log sentences — so an end-to-end
// test can tell whose log is on screen (a hand-over must show the next human's, not the last one's).
import { historyOf } from '../../src/app/history';
import type { SessionSetup } from '../../src/model/setup';
import type { MoveRecord } from '../../src/engine/core/replay';
import type { GameEvent, PlayerId } from '../../src/engine/core/types';
import type { GearsView } from '../../src/engine/gears/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import { eventLine as gnpLine } from '../../src/table/gear-and-piston/logLines';
import { eventLine as gearsLine } from '../../src/table/gears/logLines';
import { eventLine as innoLine } from '../../src/table/innovation/logLines';
import { type RichText, plainText } from '../../src/table/rich';

type Line = (e: GameEvent) => string | RichText | null;

function lineFor(setup: SessionSetup, viewer: PlayerId | null, view: unknown): Line {
  if (setup.game === 'gears') {
    const codes = (view as GearsView).seats.map((s) => s.codes);
    return (e) => gearsLine(e, { setup, viewer, codes });
  }
  if (setup.game === 'innovation') return (e) => innoLine(e, { setup, viewer });
  return (e) => gnpLine(e, { setup, viewer });
}

/** The text of every log entry `viewer` would read after these moves (English). */
export function expectedLog(setup: SessionSetup, moves: MoveRecord[], viewer: PlayerId | null): string[] {
  setLang('en');
  const out: string[] = [];
  for (const h of historyOf(getGame(setup.game), setup, moves, viewer, 'en')) {
    const line = lineFor(setup, viewer, h.view);
    const entries = h.events.map(line).filter((x): x is string | RichText => x !== null);
    if (entries.length === 0 && h.line) entries.push(h.line);
    for (const x of entries) out.push(typeof x === 'string' ? x : plainText(x));
  }
  return out;
}

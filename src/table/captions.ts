// Captions of the kiosk showcase: what a passer-by reads in large type under the table. Each game
// says, per event, where the game stands (the headline), what just happened (the line) and, in
// smaller type, what it means (the detail: a night effect, the card text being carried out).
// Seats are rich tokens (shown in their colour); several names join the language's own way.
import type { SessionSetup } from '../model/setup';
import type { GameEvent, PlayerId } from '../engine/core/types';
import { type MessageKey, type Params, getLang, joinList, t } from '../i18n';
import { seatName } from './seats';
import { type RichText, type RichToken, seat } from './rich';

export interface CaptionContext {
  setup: SessionSetup;
  /** The view after the move the event belongs to (the showcase has no viewer). */
  view: unknown;
}

export interface Caption {
  headline?: RichText;
  line?: RichText;
  /** null clears it; left out, it stays. */
  detail?: RichText | null;
}

export interface GameCaptions {
  /** The headline of a position before any event has spoken (the first one, a title card). */
  headline(view: unknown, setup: SessionSetup): RichText;
  /** What an event means to someone walking past, or null to leave the caption as it is. */
  event(e: GameEvent, ctx: CaptionContext): Caption | null;
}

/** A seat as a caption names it: its friendly name, in its colour. */
export const seatToken = (setup: SessionSetup, p: PlayerId): RichToken => seat(p, seatName(setup, p, null));

const OPEN = '\uE010';
const CLOSE = '\uE011';

/**
 * Like tRich, but a parameter may also be a whole rich text (a joined list of seats): the tokens
 * inside it keep their colour through the catalogue's sentence.
 */
export function tCaption(key: MessageKey, params: Record<string, string | number | RichToken | RichText> = {}): RichText {
  const tokens: RichToken[] = [];
  const mark = (tok: RichToken) => `${OPEN}${tokens.push(tok) - 1}${CLOSE}`;
  const plain: Params = {};
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) plain[k] = v.map((p) => (typeof p === 'string' ? p : mark(p))).join('');
    else if (typeof v === 'object') plain[k] = mark(v);
    else plain[k] = v;
  }
  const text = t(key, plain);
  const out: RichText = [];
  const re = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const tok = tokens[Number(m[1])];
    if (tok) out.push(tok);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Seats joined as the language joins a list ("Ada, Ben and Cleo"; 'ハル、ユキ'), each in colour. */
export function seatList(setup: SessionSetup, seats: readonly PlayerId[]): RichText {
  const placeholders = seats.map((_, i) => `${OPEN}${i}${CLOSE}`);
  const joined = joinList(placeholders, getLang());
  const out: RichText = [];
  const re = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
  let at = 0;
  for (let m = re.exec(joined); m; m = re.exec(joined)) {
    if (m.index > at) out.push(joined.slice(at, m.index));
    out.push(seatToken(setup, seats[Number(m[1])] as PlayerId));
    at = m.index + m[0].length;
  }
  if (at < joined.length) out.push(joined.slice(at));
  return out;
}

/** A caption from a log sentence the table already has (no seat colours, but no second wording). */
/** A log line (plain or rich) as a caption line. */
export const fromLog = (line: string | RichText | null): RichText | undefined => (line === null || line.length === 0 ? undefined : typeof line === 'string' ? [line] : line);

// Rich text: a translated sentence whose parameters may be cards, parts or seats, so the log can
// colour a seat's name and turn a card's name into a button that opens the card zoom. The
// sentence is still formatted by the catalogue (word order is the language's); each rich
// parameter travels through it as a private-use marker and is split back out afterwards.
import type { GameId } from '../engine/core/types';
import { type MessageKey, type Params, t } from '../i18n';

/** Something a sentence names: a card (or tile, part…) the zoom can open, a seat, or a glossary term. */
export type RichToken =
  | { kind: 'card'; id: string; label: string }
  | { kind: 'seat'; seat: number; label: string }
  | { kind: 'term'; game: GameId; id: string; label: string };

export type RichPart = string | RichToken;
export type RichText = RichPart[];

export type RichParams = Record<string, string | number | RichToken>;

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** Formats `key` like t(), keeping rich parameters as parts. */
export function tRich(key: MessageKey, params: RichParams = {}): RichText {
  const tokens: RichToken[] = [];
  const plain: Params = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'object') {
      plain[k] = `${OPEN}${tokens.length}${CLOSE}`;
      tokens.push(v);
    } else plain[k] = v;
  }
  return splitMarkers(t(key, plain), tokens);
}

function splitMarkers(text: string, tokens: RichToken[]): RichText {
  if (tokens.length === 0) return [text];
  const out: RichText = [];
  const re = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const token = tokens[Number(m[1])];
    if (token) out.push(token);
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** The plain words of a rich text (for aria labels, tests and the screen-reader log). */
export function plainText(text: RichText): string {
  return text.map((p) => (typeof p === 'string' ? p : p.label)).join('');
}

export const card = (id: string, label: string): RichToken => ({ kind: 'card', id, label });
export const seat = (n: number, label: string): RichToken => ({ kind: 'seat', seat: n, label });

// Screen reader mode says in words what the drawn table says with symbols or touch: a Gears side's
// "Show 1 · ▲4 ▼4" is "Show 1, turned up 4, turned down 4", "Turn up ▲" is "Turn up", and Gear &
// Piston's "tap a glowing space on your car" is "choose a space of your car from the choices". A
// sentence is reworded when it is an instance of a catalogue sentence (whatever the words its
// catalogue gives it now), keeping its parameters (a part stays a button that opens the part).
import { type MessageKey, t } from '../../i18n';
import type { ButtonModel, TableChrome } from '../../table/model';
import { type RichText, type RichToken, plainText, tRich } from '../../table/rich';

/** The colour-blind aid's and the table's symbols: never part of a name a screen reader says. */
export const SYMBOLS = /[▲▼●■◆★✚○]/u;

/** A touch sentence, its parameters, and the words screen reader mode says instead. */
interface Reword {
  key: MessageKey;
  params: readonly string[];
  spoken: MessageKey;
}

const REWORDS: readonly Reword[] = [
  { key: 'gnp.prompt.pickCell', params: ['part'], spoken: 'nv.gnp.pickCell' },
  { key: 'gnp.prompt.pickDismantle', params: [], spoken: 'nv.gnp.pickDismantle' },
  { key: 'gnp.prompt.pickSwap', params: ['part'], spoken: 'nv.gnp.pickSwap' },
  { key: 'gnp.hint.build', params: ['part'], spoken: 'nv.gnp.hint.build' },
  { key: 'gnp.hint.swap', params: ['part'], spoken: 'nv.gnp.hint.swap' },
  { key: 'gears.prompt.placeSide.detail', params: ['turner'], spoken: 'nv.gears.placeSide.detail' },
];

const PARAM = (i: number) => `\uE030${i}\uE031`;
const TOKEN = (i: number) => `\uE040${i}\uE041`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The parameters of `text` when it begins with the sentence `r.key` (in the current language),
 * and what follows it; else null.
 */
function match(r: Reword, text: string): { params: string[]; rest: string } | null {
  const template = t(r.key, Object.fromEntries(r.params.map((p, i) => [p, PARAM(i)])));
  const order: number[] = [];
  const source = template.split(/(\uE030\d+\uE031)/).map((piece) => {
    const at = /^\uE030(\d+)\uE031$/.exec(piece);
    if (!at) return escapeRe(piece);
    order.push(Number(at[1]));
    return '([\\s\\S]*?)';
  });
  // The sentence may begin a longer text (the place-side detail is followed by the round's rule).
  const hit = new RegExp(`^${source.join('')}([\\s\\S]*)$`, 'u').exec(text);
  if (!hit) return null;
  const out: string[] = [];
  order.forEach((i, k) => {
    out[i] = hit[k + 1] ?? '';
  });
  return { params: out, rest: hit[order.length + 1] ?? '' };
}

/** A rich sentence in screen reader mode's words (itself when no reword applies). */
export function spokenRich(text: RichText): RichText {
  const tokens: RichToken[] = [];
  const flat = text.map((p) => (typeof p === 'string' ? p : TOKEN(tokens.push(p) - 1))).join('');
  for (const r of REWORDS) {
    const got = match(r, flat);
    if (!got) continue;
    const part = (value: string): RichText =>
      value.split(/(\uE040\d+\uE041)/).flatMap((piece): RichText => {
        const token = /^\uE040(\d+)\uE041$/.exec(piece);
        return token ? [tokens[Number(token[1])] as RichToken] : piece ? [piece] : [];
      });
    const params = Object.fromEntries(
      r.params.map((name, i) => {
        const value = got.params[i] ?? '';
        const token = /^\uE040(\d+)\uE041$/.exec(value);
        return [name, token ? (tokens[Number(token[1])] as RichToken) : value];
      }),
    );
    return [...tRich(r.spoken, params), ...part(got.rest)];
  }
  return text;
}

/** A plain sentence in screen reader mode's words. */
export function spokenText(text: string): string {
  return plainText(spokenRich([text]));
}

/**
 * A button's name in words: a value after a mark is said with it ("▲4" → "turned up 4"), a mark
 * alone beside its word is dropped ("Turn up ▲" → "Turn up"), the separators are the language's.
 */
export function spokenLabel(label: string): string {
  if (!SYMBOLS.test(label)) return label;
  const up = (n: string) => t('nv.say.up', { n });
  const down = (n: string) => t('nv.say.down', { n });
  return label
    .replace(/▲\s*(\d+)\s*▼\s*(\d+)/gu, (_, u: string, d: string) => `${up(u)}${t('nv.say.sep')}${down(d)}`)
    .replace(/▲\s*(\d+)/gu, (_, n: string) => up(n))
    .replace(/▼\s*(\d+)/gu, (_, n: string) => down(n))
    .replace(/\s*[·・]\s*/gu, t('nv.say.sep'))
    .replace(new RegExp(SYMBOLS.source, 'gu'), '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

function spokenButton(b: ButtonModel): ButtonModel {
  const label = spokenLabel(b.label);
  const hint = b.hint === undefined ? undefined : spokenText(b.hint);
  if (label === b.label && hint === b.hint) return b;
  return { ...b, label, ...(hint === undefined ? {} : { hint }) };
}

/** The decision as screen reader mode shows and says it: its prompt, detail and choices in words. */
export function spokenChrome(chrome: TableChrome): TableChrome {
  return {
    ...chrome,
    prompt: spokenRich(chrome.prompt),
    detail: chrome.detail ? spokenRich(chrome.detail) : null,
    buttons: chrome.buttons.map(spokenButton),
  };
}

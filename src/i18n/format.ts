// Message formatting: `{name}` placeholders and ICU-style plurals, e.g.
//   '{n, plural, one {# card} other {# cards}}'   (Russian adds few / many; Japanese needs only other)
// The plural form is chosen by Intl.PluralRules for the message's language; `=0`, `=1`... match an
// exact number first. `#` inside a branch is the number. Branches may hold placeholders of their own.

export type Params = Record<string, string | number>;

type Part = string | { arg: string } | { arg: string; plural: Map<string, Part[]> } | '#';

const parsed = new Map<string, Part[]>();
const rules = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    rules.set(lang, r);
  }
  return r;
}

/**
 * One number format per language: toLocaleString(lang) builds a new one at every call, and the
 * first one of a page costs a phone a long moment. The whole numbers below 1000 that most
 * messages count are written the same in the four languages, without it.
 */
const numbers = new Map<string, Intl.NumberFormat>();
function formatNumber(n: number, lang: string): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let f = numbers.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang);
    numbers.set(lang, f);
  }
  return f.format(n);
}

/** Parses from `at` until an unmatched '}' (or the end); returns the parts and where it stopped. */
function parseParts(s: string, at: number, inBranch: boolean): [Part[], number] {
  const parts: Part[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  let i = at;
  while (i < s.length) {
    const c = s[i] as string;
    if (c === '}' && inBranch) break;
    if (c === '#' && inBranch) {
      flush();
      parts.push('#');
      i++;
      continue;
    }
    if (c !== '{') {
      text += c;
      i++;
      continue;
    }
    const m = /^\{(\w+)(\}|\s*,\s*plural\s*,)/.exec(s.slice(i));
    if (!m) {
      text += c;
      i++;
      continue;
    }
    flush();
    const arg = m[1] as string;
    i += m[0].length;
    if (m[2] === '}') {
      parts.push({ arg });
      continue;
    }
    const plural = new Map<string, Part[]>();
    for (;;) {
      while (s[i] === ' ' || s[i] === '\n') i++;
      if (s[i] === '}' || i >= s.length) {
        i++;
        break;
      }
      const sel = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(s.slice(i));
      if (!sel) throw new Error(`Bad plural in message: ${s}`);
      i += sel[0].length;
      const [branch, end] = parseParts(s, i, true);
      plural.set(sel[1] as string, branch);
      i = end + 1;
    }
    parts.push({ arg, plural });
  }
  flush();
  return [parts, i];
}

function partsOf(template: string): Part[] {
  let p = parsed.get(template);
  if (!p) {
    p = parseParts(template, 0, false)[0];
    parsed.set(template, p);
  }
  return p;
}

function render(parts: Part[], params: Params, lang: string, count: number | null): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p === '#' ? (count === null ? '#' : formatNumber(count, lang)) : p;
    else if ('plural' in p) {
      const raw = params[p.arg];
      const n = Number(raw);
      if (raw === undefined || Number.isNaN(n)) {
        out += `{${p.arg}}`;
        continue;
      }
      const branch = p.plural.get(`=${n}`) ?? p.plural.get(pluralRules(lang).select(n)) ?? p.plural.get('other') ?? [];
      out += render(branch, params, lang, n);
    } else {
      const v = params[p.arg];
      out += v === undefined ? `{${p.arg}}` : String(v);
    }
  }
  return out;
}

/** Fills a template for a language; unknown placeholders stay as they are, visibly. */
export function formatMessage(template: string, params: Params | undefined, lang: string): string {
  if (!params && !template.includes('{')) return template;
  return render(partsOf(template), params ?? {}, lang, null);
}

/** The argument names a template uses (plain and plural), sorted: catalogues must agree on them. */
export function messageArgs(template: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === 'string') continue;
      names.add(p.arg);
      if ('plural' in p) for (const b of p.plural.values()) walk(b);
    }
  };
  walk(partsOf(template));
  return [...names].sort();
}

/** The plural selectors each plural argument of a template offers, e.g. { n: ['one', 'other'] }. */
export function pluralSelectors(template: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (typeof p === 'string' || !('plural' in p)) continue;
      out[p.arg] = [...(out[p.arg] ?? []), ...p.plural.keys()];
      for (const b of p.plural.values()) walk(b);
    }
  };
  walk(partsOf(template));
  return out;
}

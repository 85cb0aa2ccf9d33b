// Log lines that name a rule explain it: each carries a term token that opens the rule's glossary
// entry, in every language, and the words of the line stay the catalogue's (the token is the
// line's own word where the line names the rule). The Saboteur's own line says what they saw.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/core/types';
import { LANGS, setLang } from '../../src/i18n';
import type { SessionSetup } from '../../src/model/setup';
import { eventLine as gnpLine } from '../../src/table/gear-and-piston/logLines';
import { eventLine as gearsLine } from '../../src/table/gears/logLines';
import { innoLogReader } from '../../src/table/innovation/logLines';
import { type RichText, plainText } from '../../src/table/rich';

const setup = (game: SessionSetup['game']): SessionSetup => ({ game, options: { players: 2, seed: 1 }, seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }] });
const codes = [
  [
    { color: 'red', number: 3 },
    { color: 'blue', number: 1 },
    { color: 'yellow', number: 2 },
    { color: 'purple', number: 4 },
  ],
  [
    { color: 'red', number: 1 },
    { color: 'blue', number: 3 },
    { color: 'yellow', number: 4 },
    { color: 'purple', number: 2 },
  ],
];

/** The glossary entries a line links, by id. */
const terms = (text: RichText | null): string[] => (text ?? []).flatMap((p) => (typeof p !== 'string' && p.kind === 'term' ? [p.id] : []));

const gears = (e: object, viewer = 0) => gearsLine(e as GameEvent, { setup: setup('gears'), viewer, codes });
const gnp = (e: object) => gnpLine(e as GameEvent, { setup: setup('gear-and-piston'), viewer: 0 });
const inno = (e: object) => innoLogReader({ setup: setup('innovation'), viewer: 0 })(e as GameEvent)?.text ?? null;

const CASES: { name: string; line: () => RichText | null; entry: string }[] = [
  { name: 'Gears: "takes back" (blue gear)', line: () => gears({ type: 'blue-return', seat: 1, gear: 'purple' }), entry: 'takeBack' },
  { name: 'Gears: "you take back"', line: () => gears({ type: 'blue-return', seat: 0, gear: 'grey' }), entry: 'takeBack' },
  { name: 'Gears: "values swapped" (multicolour gear)', line: () => gears({ type: 'swap', seat: 1, with: 0, values: [3, 3] }), entry: 'swap' },
  { name: 'Gears: "names 3" (Dispatcher)', line: () => gears({ type: 'dispatch', seat: 1, value: 3, mode: 'no-jam' }), entry: 'dispatch' },
  { name: 'Gears: "peeks" (Saboteur)', line: () => gears({ type: 'peek', seat: 1, target: 0 }), entry: 'peek' },
  { name: 'Gears: night falls, a gear each discarded at random', line: () => gears({ type: 'night-shift', discards: ['red', 'blue'] }), entry: 'randomDiscard' },
  { name: 'Gears: a jam', line: () => gears({ type: 'jam', seats: [0, 1], value: 2 }), entry: 'jam' },
  { name: 'Gears: sent for verification', line: () => gears({ type: 'code-sent', seat: 1, card: 2 }), entry: 'verify' },
  { name: 'Gear & Piston: "joins the halves"', line: () => gnp({ type: 'join', player: 1 }), entry: 'halves' },
  { name: 'Gear & Piston: a scrap-filled car at the end', line: () => gnp({ type: 'scrap', player: 1, role: 'motor', col: 2, row: 'top' }), entry: 'endScrap' },
  { name: 'Gear & Piston: a token wasted on a full hand', line: () => gnp({ type: 'wasted', player: 1, location: 'patent-office', why: 'hand-full' }), entry: 'handLimit' },
  { name: 'Gear & Piston: an upgrade', line: () => gnp({ type: 'upgrade', player: 1 }), entry: 'upgrade' },
  { name: 'Innovation: a tuck', line: () => inno({ type: 'move-card', verb: 'tuck', card: 'archery', from: { zone: 'hand', player: 1 }, to: { zone: 'board', player: 1 } }), entry: 'tuck' },
  { name: 'Innovation: a transfer', line: () => inno({ type: 'move-card', verb: 'transfer', card: 'archery', from: { zone: 'hand', player: 1 }, to: { zone: 'hand', player: 0 } }), entry: 'transfer' },
  { name: 'Innovation: the opening pick', line: () => inno({ type: 'initial-choice', player: 1 }), entry: 'initial' },
  { name: 'Innovation: a splay right', line: () => inno({ type: 'splay', player: 1, color: 'red', splay: 'right' }), entry: 'splay' },
];

afterEach(() => setLang('en'));

describe('log lines that name a rule link its glossary entry', () => {
  for (const lang of LANGS) {
    it.each(CASES.map((c) => [c.name, c] as const))(`${lang}: %s`, (_name, c) => {
      setLang(lang);
      const line = c.line();
      expect(terms(line)).toContain(c.entry);
      expect(plainText(line ?? [])).not.toMatch(/[{}\uE000-\uF8FF]/u);
    });
  }

  it('English lines link the words that name the rule, not a note after them', () => {
    const linked = (line: RichText | null, id: string) => (line ?? []).find((p) => typeof p !== 'string' && p.kind === 'term' && p.id === id);
    expect(linked(gears({ type: 'blue-return', seat: 1, gear: 'purple' }), 'takeBack')).toMatchObject({ label: 'takes back' });
    expect(linked(gears({ type: 'swap', seat: 1, with: 0, values: [3, 3] }), 'swap')).toMatchObject({ label: 'Values swapped' });
    expect(linked(gears({ type: 'dispatch', seat: 1, value: 3, mode: 'no-jam' }), 'dispatch')).toMatchObject({ label: 'names' });
    expect(plainText(gears({ type: 'night-shift', discards: ['red', 'blue'] }) ?? [])).toBe('Night falls: hands come back, characters flip. Each player discards one gear at random: You: Red gear, Bot 2 (Easy): Blue gear.');
  });

  it('the Saboteur reads what they saw with their peek; the others only that they peeked', () => {
    const seen = { type: 'peek', seat: 0, target: 1, gear: 'red', side: 0, value: 1 };
    expect(plainText(gears(seen) ?? [])).toBe('You peek at Bot 2 (Easy)’s face-down gear: it shows 1 (turned up 4, turned down 4)');
    expect(plainText(gears({ type: 'peek', seat: 0, target: 1 }, 1) ?? [])).not.toMatch(/shows/);
    setLang('ja');
    expect(plainText(gears(seen) ?? [])).toContain('：値は1（上に回すと4、下に回すと4）');
  });
});

// The Innovation table without a DOM: its layout never overlaps from a phone to a kiosk, every
// decision the engine asks of a person has a control, and its strings exist in every language.
import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { Rng } from '../../src/engine/core/rng';
import type { GameEvent } from '../../src/engine/core/types';
import { innovation } from '../../src/engine/innovation/definition';
import { dogmaPreview } from '../../src/engine/innovation/preview';
import { buildScenario as buildPosition } from '../../src/engine/innovation/scenario';
import type { InnovationState, Move } from '../../src/engine/innovation/types';
import { ALL_CARD_IDS } from '../../src/engine/innovation/facts';
import { SPECIALS } from '../../src/engine/innovation/types';
import { LANGS, setLang } from '../../src/i18n';
import { catalogs } from '../../src/i18n/catalogs';
import { messageArgs } from '../../src/i18n/format';
import { innovationEn } from '../../src/i18n/innovation/en';
import { type ControlInput, type InnoControls, type InnoStep, TOP, buildInnoControls } from '../../src/table/innovation/controls';
import { innoRegions, innoSeatRegions, innovationLayout } from '../../src/board/innovation/layout';
import { seatToken } from '../../src/table/innovation/seats';
import { eventLine } from '../../src/table/innovation/logLines';
import { cardHelp } from '../../src/table/innovation/text';
import { contains, overlaps } from '../../src/board/geometry';
import { plainText } from '../../src/table/rich';

const SCREENS: [number, number][] = [
  [360, 308],
  [390, 420],
  [557, 352],
  [1066, 856],
  [1280, 720],
  [1920, 1080],
  [768, 1024],
];

describe('Innovation layout', () => {
  for (const [w, h] of SCREENS)
    for (const players of [2, 3, 4])
      for (const [me, scale] of [[0, 1], [null, 1], [0, 1.25]] as const)
        for (const expanded of [null, me === 0 ? 1 : 2])
          it(`${w}×${h}, ${players} players, viewer ${me}, unfolded ${expanded}${scale > 1 ? ', Large text' : ''}: regions stay on screen and never overlap`, () => {
            const l = innovationLayout(w, h, players, me, expanded, 320, scale);
            const screen = { x: 0, y: 0, w, h };
            const regions = innoRegions(l);
            for (const r of regions) {
              expect(contains(screen, r.rect), r.name).toBe(true);
              expect(r.rect.w, r.name).toBeGreaterThan(0);
              expect(r.rect.h, r.name).toBeGreaterThan(0);
            }
            for (let i = 0; i < regions.length; i++)
              for (let j = i + 1; j < regions.length; j++) expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${regions[i]!.name} / ${regions[j]!.name}`).toBe(false);
            // Every seat is on the table, unless a phone shows one opponent unfolded instead.
            const seats = l.seats.map((s) => s.seat).sort();
            if (l.expanded === null) expect(seats).toEqual(Array.from({ length: players }, (_, i) => i));
            else expect(seats).toContain(l.expanded);
            for (const s of l.seats) {
              const inner = innoSeatRegions(s);
              for (const r of inner) expect(contains(s.panel, r.rect), `seat ${s.seat} ${r.name}`).toBe(true);
              for (let i = 0; i < inner.length; i++)
                for (let j = i + 1; j < inner.length; j++) expect(overlaps(inner[i]!.rect, inner[j]!.rect), `seat ${s.seat} ${inner[i]!.name} / ${inner[j]!.name}`).toBe(false);
            }
            expect(l.font).toBeGreaterThanOrEqual(Math.round(12 * scale));
          });

  it('a phone held upright lays the viewer’s piles three over two where that makes their cards larger than a row of five; a roomy table never does', () => {
    const l = innovationLayout(390, 420, 2, 0);
    const piles = l.seats[0]?.piles ?? [];
    expect(piles).toHaveLength(5);
    expect(piles[3]!.y).toBeGreaterThan(piles[0]!.y);
    expect(piles[0]!.w).toBeGreaterThan((l.seats[0]!.info.w / 5) * 1.2);
    // A roomy table keeps every row of piles as at a real table.
    const desk = innovationLayout(1066, 856, 3, 0);
    for (const s of desk.seats) expect(new Set(s.piles.map((r) => r.y)).size).toBe(1);
  });

  it('a phone folds opponents into summaries and keeps the viewer’s piles; a roomy table shows every board', () => {
    const phone = innovationLayout(390, 420, 4, 0);
    expect(phone.compact).toBe(true);
    expect(phone.seats.filter((s) => s.mode === 'summary').map((s) => s.seat)).toEqual([1, 2, 3]);
    expect(phone.seats[0]?.piles).toHaveLength(5);
    const unfolded = innovationLayout(390, 420, 4, 0, 2);
    expect(unfolded.seats.map((s) => [s.seat, s.mode])).toEqual([
      [0, 'full'],
      [2, 'full'],
    ]);
    const desk = innovationLayout(1066, 856, 4, 0);
    expect(desk.compact).toBe(false);
    expect(desk.seats.every((s) => s.mode === 'full' && s.piles.length === 5)).toBe(true);
    // The viewer sits at the bottom, with the largest row.
    const mine = desk.seats[0]!;
    for (const s of desk.seats.slice(1)) {
      expect(s.panel.y).toBeLessThan(mine.panel.y);
      expect(s.panel.h).toBeLessThan(mine.panel.h);
    }
  });
});

const setupFor = (players: number, bots: number[] = []): SessionSetup => ({
  game: 'innovation',
  options: { players, seed: 1 },
  seats: Array.from({ length: players }, (_, i) => (bots.includes(i) ? { kind: 'bot' as const, level: 'easy' as const } : { kind: 'human' as const })),
});

function input(s: InnovationState, seat: number, setup: SessionSetup, extra: Partial<ControlInput> = {}): ControlInput {
  const view = innovation.view(s, seat);
  return {
    view,
    legal: innovation.legalMoves(s, seat),
    viewer: seat,
    step: TOP,
    picks: [],
    seat: (p) => seatToken(setup, p, seat),
    preview: (card) => dogmaPreview(view, seat, card),
    confirmShare: true,
    ...extra,
  };
}

/** Seeded random games; visit sees every decision with the seat that owes it. */
function playGames(count: number, visit: (s: InnovationState, seat: number, legal: Move[]) => void, onEvents?: (events: GameEvent[], setup: SessionSetup) => void): void {
  for (let g = 0; g < count; g++) {
    const players = 2 + (g % 3);
    const setup = setupFor(players);
    const rng = Rng.seeded(g + 1);
    let state = innovation.setup(innovation.normalizeOptions({ players, seed: 500 + g }));
    for (let n = 0; n < 3000 && innovation.outcome(state) === null; n++) {
      const seat = innovation.toAct(state)[0]!;
      const legal = innovation.legalMoves(state, seat);
      visit(state, seat, legal);
      const applied = innovation.apply(state, seat, rng.pick(legal));
      onEvents?.(innovation.viewEvents(applied.events, 0), setup);
      state = applied.state;
    }
  }
}

/** Every move a set of controls plays, following menus, confirmations and picks to the end. */
function reachable(inp: ControlInput): Set<number> {
  const out = new Set<number>();
  const seen = new Set<string>();
  const visit = (step: InnoStep, picks: readonly string[]) => {
    const key = `${JSON.stringify(step)}|${[...picks].sort().join(',')}`;
    if (seen.has(key) || seen.size > 400) return;
    seen.add(key);
    const c = buildInnoControls({ ...inp, step, picks });
    const acts = [...c.buttons.filter((b) => !b.disabled).map((b) => b.action), ...c.offers.values()];
    for (const a of acts) {
      if (a.do === 'play') out.add(a.move);
      else if (a.do === 'step') visit(a.step, picks);
      else if (!picks.includes(a.card)) visit(step, [...picks, a.card]);
    }
  };
  visit(TOP, []);
  return out;
}

describe('Innovation controls', () => {
  it('every legal move of the deciding seat can be reached from its controls, and the actions keep one order', () => {
    const kinds = new Set<string>();
    playGames(6, (s, seat, legal) => {
      const inp = input(s, seat, setupFor(s.options.players));
      const top = buildInnoControls(inp);
      expect(top.buttons.length, 'a decision shows buttons').toBeGreaterThan(0);
      expect(plainText(top.prompt).length).toBeGreaterThan(0);
      for (const m of legal) kinds.add(m.type);
      if (legal[0]?.type === 'draw') expect(top.buttons.map((b) => b.id)).toEqual(['draw', 'menu:meld', 'menu:dogma', 'menu:achieve']);
      // Multi-card answers with many options have many combinations; a sample is checked there.
      if (legal.length > 60) return;
      const got = reachable(inp);
      expect([...legal.keys()].filter((i) => !got.has(i))).toEqual([]);
    });
    for (const k of ['initial-meld', 'draw', 'meld', 'dogma', 'achieve', 'cards', 'color', 'player', 'choice']) expect(kinds.has(k), k).toBe(true);
  });

  it('seats that owe nothing get no controls', () => {
    const s = innovation.setup(innovation.normalizeOptions({ players: 2, seed: 3 }));
    const setup = setupFor(2);
    expect(buildInnoControls({ ...input(s, 0, setup), legal: [] }).buttons).toEqual([]);
  });
});

/** Seat 1 must hand seat 0 exactly two of three score cards of value ≤ 4 (The Pirate Code). */
function pirateCode(): { s: InnovationState; setup: SessionSetup } {
  const start = innovation.apply(
    buildPosition({
      players: [{ board: { red: ['the-pirate-code'] } }, { score: ['writing', 'tools', 'calendar'] }],
    }),
    0,
    { type: 'dogma', card: 'the-pirate-code' },
  );
  return { s: start.state, setup: setupFor(2, [0]) };
}


const texts = (c: InnoControls) => ({ prompt: plainText(c.prompt), detail: plainText(c.detail ?? []), buttons: c.buttons.map((b) => b.label) });

describe('Innovation questions', () => {
  it('The Pirate Code: "exactly 2" — Confirm only with two picked, a third pick refused with the reason', async () => {
    const { togglePick } = await import('../../src/table/innovation/questionControls');
    const { s, setup } = pirateCode();
    const q = innovation.view(s, 1).frames.at(-1);
    expect(q?.type === 'effect' && q.question?.kind).toBe('cards');
    const question = (q as { question: Parameters<typeof togglePick>[0] }).question;
    let c = buildInnoControls(input(s, 1, setup));
    expect(texts(c).prompt).toBe('Demand by Bot 1 (The Pirate Code): transfer cards of age 4 or less from your score pile to Bot 1’s score pile.');
    expect(texts(c).detail).toContain('You must choose exactly 2 cards.');
    expect(c.buttons.some((b) => b.id === 'confirm')).toBe(false);
    c = buildInnoControls(input(s, 1, setup, { picks: ['writing'] }));
    expect(texts(c).detail).toContain('Pick 1 more card to confirm.');
    expect(c.buttons.some((b) => b.id === 'confirm')).toBe(false);
    c = buildInnoControls(input(s, 1, setup, { picks: ['writing', 'tools'] }));
    const confirm = c.buttons.find((b) => b.id === 'confirm');
    expect(confirm?.label).toBe('Confirm (2)');
    const legal = innovation.legalMoves(s, 1);
    expect(confirm?.action.do === 'play' && legal[confirm.action.move]).toEqual({ type: 'cards', cards: ['writing', 'tools'] });
    // A third card is refused: the picks stay two, and the reason says why.
    const third = togglePick(question as never, ['writing', 'tools'], 'calendar');
    expect('refused' in third && plainText(third.refused)).toBe('Not more than 2 cards: unpick one first.');
    // Unpicking always works.
    expect(togglePick(question as never, ['writing', 'tools'], 'tools')).toEqual({ picks: ['writing'] });
  });

  it('a shared effect says whose dogma it is; your own dogma says so', () => {
    // Seat 0 runs Agriculture; seat 1 (as many leaves) shares and is asked first.
    const s0 = buildPosition({
      players: [{ board: { yellow: ['agriculture'] }, hand: ['writing'] }, { board: { blue: ['pottery'] }, hand: ['tools'] }],
    });
    const setup = setupFor(2, [0]);
    const s1 = innovation.apply(s0, 0, { type: 'dogma', card: 'agriculture' }).state;
    const shared = texts(buildInnoControls(input(s1, 1, setup)));
    expect(shared.prompt).toBe('Bot 1’s Agriculture, shared by you: return a card from your hand to the supply; then draw and score a card one age higher.');
    expect(shared.detail).toBe('You may choose 1 card, or decline.');
    expect(shared.buttons).toEqual(['Tools', 'Decline']);
    const s2 = innovation.apply(s1, 1, { type: 'cards', cards: [] }).state;
    const own = texts(buildInnoControls(input(s2, 0, setupFor(2, [1]))));
    expect(own.prompt).toBe('Your Agriculture: return a card from your hand to the supply; then draw and score a card one age higher.');
  });

  it('a demand names the demander and where the card goes', () => {
    const s0 = buildPosition({ players: [{ board: { red: ['archery'] } }, { hand: ['sailing', 'calendar', 'mathematics'] }], supply: { 1: ['pottery'] } });
    const s1 = innovation.apply(s0, 0, { type: 'dogma', card: 'archery' }).state;
    const c = texts(buildInnoControls(input(s1, 1, setupFor(2, [0]))));
    expect(c.prompt).toBe('Demand by Bot 1 (Archery): transfer a highest card of your hand to Bot 1’s hand.');
    expect(c.buttons.sort()).toEqual(['Calendar', 'Mathematics']);
  });
});

describe('Innovation actions', () => {
  it('Draw names the age really drawn when piles are empty, and asks before a draw that ends the game', () => {
    const setup = setupFor(2, [1]);
    const skip = buildPosition({ players: [{ board: { blue: ['calendar'] } }, {}], exhausted: [2, 3] });
    const draw = buildInnoControls(input(skip, 0, setup)).buttons[0];
    expect(draw?.label).toBe('Draw a 4 (no 2s left)');
    expect(draw?.action).toEqual({ do: 'play', move: 0 });
    const end = buildPosition({ players: [{ board: { blue: ['software'] } }, {}], exhausted: [10] });
    const c = buildInnoControls(input(end, 0, setup));
    expect(c.buttons[0]?.label).toBe('Draw: ends the game');
    const step = c.buttons[0]?.action;
    expect(step?.do).toBe('step');
    const asked = buildInnoControls(input(end, 0, setup, { step: (step as { step: InnoStep }).step }));
    expect(texts(asked).prompt).toContain('this draw ends the game now');
    expect(asked.buttons.map((b) => b.label)).toEqual(['Draw and end the game']);
    expect(asked.back).toEqual(TOP);
  });

  it('a dogma an opponent shares asks first ("Bot 2 shares Agriculture and acts first"), unless the setting is off', () => {
    const s = buildPosition({
      players: [{ board: { yellow: ['agriculture'] }, hand: ['writing'] }, { board: { blue: ['pottery'] } }],
    });
    const setup = setupFor(2, [1]);
    const menu = buildInnoControls(input(s, 0, setup, { step: { kind: 'menu', menu: 'dogma' } }));
    const button = menu.buttons.find((b) => b.id === 'dogma:agriculture');
    expect(button?.hint).toContain('Bot 2 shares and acts first.');
    // Shown under the button's name: a phone cannot point at it to read the hint.
    expect(button?.note).toBe('Bot 2 shares and acts first.');
    expect(button?.action.do).toBe('step');
    const confirm = buildInnoControls(input(s, 0, setup, { step: (button?.action as { step: InnoStep } | undefined)?.step ?? TOP }));
    expect(texts(confirm).prompt).toBe('Bot 2 shares Agriculture and acts first. Run it anyway?');
    expect(texts(confirm).detail).toContain('Agriculture features the leaf: Player 1 (you) 3, Bot 2 3.');
    expect(confirm.buttons.map((b) => b.label)).toEqual(['Run Agriculture']);
    const off = buildInnoControls(input(s, 0, setup, { step: { kind: 'menu', menu: 'dogma' }, confirmShare: false }));
    expect(off.buttons.find((b) => b.id === 'dogma:agriculture')?.action.do).toBe('play');
  });

  it('a dogma nobody shares plays at once, and the preview says when it will do nothing', () => {
    const s = buildPosition({ players: [{ board: { red: ['archery'] } }, { board: { red: ['metalworking'] } }] });
    const menu = buildInnoControls(input(s, 0, setupFor(2, [1]), { step: { kind: 'menu', menu: 'dogma' } }));
    const b = menu.buttons.find((x) => x.id === 'dogma:archery');
    expect(b?.action.do).toBe('play');
    expect(b?.hint).toContain('The demand hits nobody. This will do nothing.');
    expect(b?.note).toBe('The demand hits nobody. This will do nothing.');
  });
});

describe('Innovation log', () => {
  it('every event of a game gives a sentence without missing keys, in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      playGames(1, () => {}, (events, setup) => {
        for (const e of events) {
          const line = eventLine(e, { setup, viewer: 0 });
          if (line !== null) expect(line, `${lang} ${e.type}`).not.toMatch(/inno\.|\{\w+\}/);
        }
      });
    }
    setLang('en');
  });

  it('a card the viewer may not see is never named: another seat’s draw reads as its age', () => {
    const s0 = buildPosition({ players: [{ board: { blue: ['writing'] } }, {}], supply: { 2: ['calendar'] } });
    const r = innovation.apply(s0, 0, { type: 'dogma', card: 'writing' });
    const setup = setupFor(2);
    const theirs = innovation.viewEvents(r.events, 1).map((e) => eventLine(e, { setup, viewer: 1 })).filter(Boolean);
    expect(theirs).toContain('Player 1 draws an age-2 card.');
    expect(theirs.join(' ')).not.toContain('Calendar');
    const mine = innovation.viewEvents(r.events, 0).map((e) => eventLine(e, { setup, viewer: 0 })).filter(Boolean);
    expect(mine).toContain('Player 1 (you) draws Calendar.');
  });
});

describe('Innovation strings', () => {
  it('every card and special achievement has help text in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const id of [...ALL_CARD_IDS, ...SPECIALS]) expect(cardHelp(id), `${lang} ${id}`).not.toMatch(/inno\./);
    }
    setLang('en');
  });

  it('every question a card asks has its sentence in every language', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../src/engine/innovation/cards/', import.meta.url);
    const keys = new Set(['splay-left', 'splay-right', 'splay-up']);
    for (const f of readdirSync(dir).filter((n) => /^age\d+\.ts$/.test(n))) {
      const src = readFileSync(new URL(f, dir), 'utf8');
      for (const m of src.matchAll(/prompt: '([a-z0-9.-]+)'|may\('([a-z0-9.-]+)'/g)) keys.add((m[1] ?? m[2]) as string);
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const lang of LANGS)
      for (const k of keys) expect((catalogs[lang] as Record<string, string>)[`inno.q.${k}`], `${lang} inno.q.${k}`).toBeTruthy();
  });

  it('the catalogue is merged into every language with the same placeholders', () => {
    for (const lang of LANGS)
      for (const [k, v] of Object.entries(innovationEn)) {
        const msg = (catalogs[lang] as Record<string, string>)[k];
        expect(msg, `${lang} ${k}`).toBeTruthy();
        expect(messageArgs(msg!).filter((a) => !messageArgs(v).includes(a)), `${lang} ${k}`).toEqual([]);
      }
  });
});

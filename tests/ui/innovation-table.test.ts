// The Innovation table without a DOM: its layout never overlaps from a phone to a kiosk, every
// decision the engine asks of a person has a control, and its strings exist in every language.
import { messageArgs } from '../../src/i18n/format';
import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/app/setup';
import type { GameEvent } from '../../src/engine/core/types';
import { Rng } from '../../src/engine/core/rng';
import { innovation } from '../../src/engine/innovation/definition';
import type { InnovationState, Move } from '../../src/engine/innovation/types';
import { LANGS, setLang } from '../../src/i18n';
import { catalogs } from '../../src/i18n/catalogs';
import { innovationEn } from '../../src/i18n/innovation/en';
import { contains, overlaps } from '../../src/ui/layout';
import { type ActionMenu, buildInnoControls } from '../../src/ui/innovation/controls';
import { innoRegions, innoSeatRegions, innovationLayout } from '../../src/ui/innovation/layout';
import { cardHelp, eventLine } from '../../src/ui/innovation/text';
import { ALL_CARD_IDS } from '../../src/engine/innovation/facts';
import { SPECIALS } from '../../src/engine/innovation/types';

const SCREENS: [number, number][] = [
  [360, 640],
  [640, 360],
  [1280, 720],
  [1920, 1080],
  [768, 1024],
];

describe('Innovation layout', () => {
  for (const [w, h] of SCREENS)
    for (const players of [2, 3, 4])
      for (const me of [0, null]) {
        it(`${w}×${h}, ${players} players, viewer ${me}: regions stay on screen and never overlap`, () => {
          const l = innovationLayout(w, h, players, me);
          const screen = { x: 0, y: 0, w, h };
          const regions = innoRegions(l);
          for (const r of regions) {
            expect(contains(screen, r.rect), r.name).toBe(true);
            expect(r.rect.w, r.name).toBeGreaterThan(0);
            expect(r.rect.h, r.name).toBeGreaterThan(0);
          }
          for (let i = 0; i < regions.length; i++)
            for (let j = i + 1; j < regions.length; j++) expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${regions[i]!.name} / ${regions[j]!.name}`).toBe(false);
          expect(l.seats.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
          for (const s of l.seats) {
            const inner = innoSeatRegions(s);
            for (const r of inner) expect(contains(s.panel, r.rect), `seat ${s.seat} ${r.name}`).toBe(true);
            for (let i = 0; i < inner.length; i++)
              for (let j = i + 1; j < inner.length; j++) expect(overlaps(inner[i]!.rect, inner[j]!.rect), `seat ${s.seat} ${inner[i]!.name} / ${inner[j]!.name}`).toBe(false);
          }
        });
      }

  it('the viewer sits at the bottom with the biggest panel', () => {
    const l = innovationLayout(360, 640, 4, 2);
    expect(l.seats[0]!.seat).toBe(2);
    for (const s of l.seats.slice(1)) expect(s.panel.y).toBeLessThan(l.seats[0]!.panel.y);
  });
});

const setupFor = (players: number, seed: number): SessionSetup => ({
  game: 'innovation',
  options: { players, seed },
  seats: Array.from({ length: players }, () => ({ kind: 'human' as const })),
});

/** Seeded random games; visit sees every decision with the seat that owes it. */
function playGames(count: number, visit: (s: InnovationState, seat: number, legal: Move[]) => void, onEvents?: (events: GameEvent[], setup: SessionSetup) => void): void {
  for (let g = 0; g < count; g++) {
    const players = 2 + (g % 3);
    const setup = setupFor(players, 500 + g);
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

describe('Innovation controls', () => {
  it('every legal move of the deciding seat can be reached from its controls (actions, menus, picks)', () => {
    const kinds = new Set<string>();
    playGames(6, (s, seat, legal) => {
      const view = innovation.view(s, seat);
      const reached = new Set<number>();
      const top = buildInnoControls(view, legal, seat, '', [], 999);
      expect(top.buttons.length, 'a decision shows buttons').toBeGreaterThan(0);
      expect(top.prompt.length).toBeGreaterThan(0);
      const visit = (c: ReturnType<typeof buildInnoControls>) => {
        for (const b of c.buttons) if (b.move !== null) reached.add(b.move);
        for (const v of c.tappable.values()) if (v !== 'toggle') reached.add(v);
      };
      visit(top);
      // A panel with room for three buttons reaches every action through menus and "More…" pages.
      const small = new Set<number>();
      for (const menu of ['', 'meld', 'dogma', 'achieve'] as ActionMenu[])
        for (let page = 0; page <= legal.length; page++) {
          const c = buildInnoControls(view, legal, seat, menu, [], 3, page);
          expect(c.buttons.length).toBeLessThanOrEqual(3);
          for (const b of c.buttons) if (b.move !== null) small.add(b.move);
        }
      legal.forEach((m, i) => {
        if (m.type !== 'cards' && legal.length <= 30) expect(small.has(i), `small panel reaches ${m.type} #${i}`).toBe(true);
      });
      // Multi-card answers: picking exactly the move's cards makes the confirm button play it.
      legal.forEach((m, i) => {
        kinds.add(m.type);
        if (m.type === 'cards' && m.cards.length > 0 && !reached.has(i)) {
          const c = buildInnoControls(view, legal, seat, '', m.cards, 999);
          expect(c.buttons.some((b) => b.move === i)).toBe(true);
          reached.add(i);
        }
      });
      expect([...legal.keys()].filter((i) => !reached.has(i))).toEqual([]);
    });
    for (const k of ['initial-meld', 'draw', 'meld', 'dogma', 'achieve', 'cards', 'color', 'player', 'choice']) expect(kinds.has(k), k).toBe(true);
  });

  it('seats that owe nothing get no controls', () => {
    const s = innovation.setup(innovation.normalizeOptions({ players: 2, seed: 3 }));
    expect(buildInnoControls(innovation.view(s, 0), [], 0, '', []).buttons).toEqual([]);
    expect(buildInnoControls(innovation.view(s, null), [], null, '', []).buttons).toEqual([]);
  });

  it('every event of a game gives a log line without missing keys, in every language', () => {
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
});

describe('Innovation strings', () => {
  it('every card and special achievement has help text in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const id of [...ALL_CARD_IDS, ...SPECIALS]) expect(cardHelp(id), `${lang} ${id}`).not.toMatch(/inno\./);
    }
    setLang('en');
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

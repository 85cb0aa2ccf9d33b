import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/app/setup';
import { Rng } from '../../src/engine/core/rng';
import { gears } from '../../src/engine/gears/definition';
import type { GearsMove, GearsState, GearsView } from '../../src/engine/gears/types';
import { LANGS, setLang } from '../../src/i18n';
import { buildControls } from '../../src/ui/gears/controls';
import { eventLine } from '../../src/ui/gears/logLines';

const setupFor = (players: number, seed: number): SessionSetup => ({
  game: 'gears',
  options: { players, seed },
  seats: Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'random' as const })),
});

/** Plays seeded random games and calls visit at every decision, with the seat that owes it. */
function playGames(count: number, visit: (state: GearsState, seat: number, legal: GearsMove[], setup: SessionSetup) => void, onEvents?: (events: unknown[], state: GearsState, setup: SessionSetup) => void) {
  for (let g = 0; g < count; g++) {
    const players = 2 + (g % 3);
    const setup = setupFor(players, 1000 + g);
    const rng = Rng.seeded(g);
    let state = gears.setup(gears.normalizeOptions({ players, seed: 1000 + g, characters: g % 4 !== 3 }));
    for (let n = 0; n < 400 && gears.outcome(state) === null; n++) {
      const seat = gears.toAct(state)[0]!;
      const legal = gears.legalMoves(state, seat);
      visit(state, seat, legal, setup);
      const applied = gears.apply(state, seat, rng.pick(legal));
      onEvents?.(applied.events, applied.state, setup);
      state = applied.state;
    }
  }
}

describe('Gears table controls', () => {
  it('every legal move has a control, and every control plays a move taken from legal (never built by hand)', () => {
    setLang('en');
    let decisions = 0;
    playGames(24, (state, seat, legal, setup) => {
      const view = gears.view(state, seat) as GearsView;
      const top = buildControls(view, legal, setup, seat, null);
      expect(top.prompt.length).toBeGreaterThan(0);
      const reached = new Set<number>();
      const collect = (c: ReturnType<typeof buildControls>) => {
        for (const b of c.buttons) {
          if (b.move !== null) {
            expect(b.move).toBeGreaterThanOrEqual(0);
            expect(b.move).toBeLessThan(legal.length);
            reached.add(b.move);
          } else expect(b.selectGear).toBeDefined();
          expect(b.label.length).toBeGreaterThan(0);
        }
        for (const i of c.codeTargets.values()) reached.add(i);
      };
      collect(top);
      // Placing is two-staged: picking each gear offers its four sides.
      for (const gear of top.pickableGears) collect(buildControls(view, legal, setup, seat, gear));
      expect(reached.size).toBe(legal.length);
      decisions++;
    });
    expect(decisions).toBeGreaterThan(500);
  });

  it('a seat that owes nothing gets no controls', () => {
    const setup = setupFor(3, 5);
    const state = gears.setup(gears.normalizeOptions({ players: 3, seed: 5 }));
    const view = gears.view(state, 0) as GearsView;
    expect(buildControls(view, [], setup, 0, null).buttons).toEqual([]);
    expect(buildControls(view, gears.legalMoves(state, 0), setup, null, null).buttons).toEqual([]);
  });
});

describe('Gears log lines', () => {
  it('every event of random games reads as a sentence in all four languages, with no placeholder left', () => {
    const seen = new Set<string>();
    const events: { e: unknown; codes: { color: string; number: number }[][]; setup: SessionSetup }[] = [];
    playGames(8, () => undefined, (evs, state, setup) => {
      for (const e of evs) events.push({ e, codes: state.codes, setup });
    });
    for (const lang of LANGS) {
      setLang(lang);
      for (const { e, codes, setup } of events) {
        const ev = e as { type: string };
        const line = eventLine(ev, { setup, viewer: 0, codes });
        if (line === null) continue;
        seen.add(ev.type);
        expect(line, `${lang} ${ev.type}`).not.toMatch(/\{\w+\}/);
        expect(line, `${lang} ${ev.type}`).not.toMatch(/undefined|NaN/);
      }
    }
    setLang('en');
    for (const type of ['round-start', 'place', 'turn-gear', 'reveal', 'round-winner', 'token-pass', 'game-over']) expect(seen.has(type), type).toBe(true);
  });
});

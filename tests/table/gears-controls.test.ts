import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import { Rng } from '../../src/engine/core/rng';
import { gears } from '../../src/engine/gears/definition';
import type { GearsMove, GearsState, GearsView } from '../../src/engine/gears/types';
import { LANGS, setLang } from '../../src/i18n';
import { buildControls } from '../../src/table/gears/controls';
import { eventLine } from '../../src/table/gears/logLines';
import { GEARS } from '../../src/engine/gears/data';
import { plainText } from '../../src/table/rich';

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
          // A code card's moves are offered in its zoom, and the board rings that card.
          if (b.at?.startsWith('code:')) expect(c.codeTargets.has(Number(b.at.slice(5)))).toBe(true);
        }
      };
      collect(top);
      // Placing is two-staged: picking each gear offers its four sides.
      for (const gear of top.pickableGears) collect(buildControls(view, legal, setup, seat, gear));
      // Every legal move is reached, or is a side with the same outcome as one that is (a red
      // gear's two 1-sides read 1, 4, 1, 4 turn after turn: one button for both).
      const outcome = (m: GearsMove) => (m.type === 'place' ? `${m.gear}:${[0, 1, 2, 3].map((k) => GEARS[m.gear].values[(m.side + k) % 4]).join('')}` : null);
      const reachedOutcomes = new Set([...reached].map((i) => outcome(legal[i]!)));
      for (let i = 0; i < legal.length; i++) {
        if (!reached.has(i)) expect(reachedOutcomes.has(outcome(legal[i]!)), JSON.stringify(legal[i])).toBe(true);
      }
      decisions++;
    });
    expect(decisions).toBeGreaterThan(500);
  });

  it('one button per distinct outcome: a red gear (1, 4, 1, 4) offers two sides, a purple gear four', () => {
    setLang('en');
    const setup = setupFor(2, 3);
    const state = gears.setup(gears.normalizeOptions({ players: 2, seed: 3, characters: false }));
    const s = { ...state, hands: [63, 63] };
    const view = gears.view(s, 0) as GearsView;
    const legal = gears.legalMoves(s, 0);
    const red = buildControls(view, legal, setup, 0, 'red');
    expect(red.buttons.map((b) => b.label)).toEqual(['Show 1 · ▲4 ▼4', 'Show 4 · ▲1 ▼1']);
    expect(red.buttons[0]?.hint).toBe('Place it showing 1: turned up it shows 4, turned down 4.');
    const purple = buildControls(view, legal, setup, 0, 'purple');
    expect(purple.buttons.map((b) => b.label)).toEqual(['Show 2 · ▲2 ▼3', 'Show 2 · ▲3 ▼2', 'Show 3 · ▲3 ▼2', 'Show 3 · ▲2 ▼3']);
    // The prompt says what the choice does: who may turn the gear, and the round card's rule.
    expect(red.prompt).toBe('Red gear: which value faces the round card?');
    expect(red.detail).toContain('In step 2 Bot 2 (Random) may turn your gear once');
    expect(red.detail).toContain(`Round card “`);
  });

  it('step 2 names the next player’s gear as the table draws it (to the right of yours), says what turning it does, and that it lies face down', () => {
    setLang('en');
    const setup = setupFor(2, 3);
    let s = gears.setup(gears.normalizeOptions({ players: 2, seed: 3, characters: false }));
    s = gears.apply(s, 0, { type: 'place', gear: 'red', side: 0 }).state;
    s = gears.apply(s, 1, { type: 'place', gear: 'blue', side: 0 }).state;
    const seat = gears.toAct(s)[0]!;
    const c = buildControls(gears.view(s, seat) as GearsView, gears.legalMoves(s, seat), setup, seat, null);
    expect(c.prompt).toMatch(/^Turn .+’s gear\?$/);
    expect(c.prompt).not.toContain('(you)');
    expect(c.detail).toContain('It lies face down, so you do not know its value.');
    // The table draws the played gears in turn order, the viewer's first: the next one is to its right.
    expect(c.detail).toContain('the next player’s gear (the one to the right of yours)');
    expect(c.detail).not.toMatch(/on your left/);
    expect(c.buttons.map((b) => b.label)).toEqual(['Turn up ▲', 'Turn down ▼', 'Leave it']);
    // Pointing at them rings the gear they turn: the next player's.
    expect(c.buttons.map((b) => b.point)).toEqual([`played:${(seat + 1) % 2}`, `played:${(seat + 1) % 2}`, `played:${(seat + 1) % 2}`]);
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
  const setup3 = setupFor(3, 1);
  const codes: { color: string; number: number }[][] = [[], [], []];
  const line = (e: unknown, viewer = 0) => plainText(eventLine(e as { type: string }, { setup: setup3, viewer, codes }) ?? []);

  it('a grey gear that ignores a jam is said when it happens, with the rule why', () => {
    setLang('en');
    expect(line({ type: 'jam', seats: [1], value: 2, grey: 2 })).toBe('Jam on 2: Bot 2 (Random). Bot 3 (Random)’s grey gear shows 2 too but ignores the jam: a grey gear tied only with coloured gears does not jam.');
    expect(line({ type: 'jam', seats: [1], value: 2, grey: 0 })).toBe('Jam on 2: Bot 2 (Random). Your grey gear shows 2 too but ignores the jam: a grey gear tied only with coloured gears does not jam.');
    expect(line({ type: 'jam', seats: [0, 1], value: 3 })).toBe('Jam on 3: You and Bot 2 (Random)');
  });

  it('a gear turned face up in step 2 is "revealed", the word the rules use (never "turned up", which is a turn)', () => {
    setLang('en');
    expect(line({ type: 'reveal', seat: 0, gear: 'red', value: 4 })).toBe('Your gear is revealed: Red gear shows 4');
    expect(line({ type: 'reveal', seat: 1, gear: 'red', value: 4 })).toBe('Bot 2 (Random)’s gear is revealed: Red gear shows 4');
  });

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
        const rich = eventLine(ev, { setup, viewer: 0, codes });
        if (rich === null) continue;
        const line = plainText(rich);
        seen.add(ev.type);
        expect(line, `${lang} ${ev.type}`).not.toMatch(/\{\w+\}/);
        expect(line, `${lang} ${ev.type}`).not.toMatch(/undefined|NaN/);
      }
    }
    setLang('en');
    // The viewer is "you", never "Player 1 (you)'s".
    for (const { e, codes, setup } of events) {
      const rich = eventLine(e as { type: string }, { setup, viewer: 0, codes });
      if (rich) expect(plainText(rich)).not.toMatch(/\(you\)/);
    }
    for (const type of ['round-start', 'place', 'turn-gear', 'reveal', 'round-winner', 'token-pass', 'game-over']) expect(seen.has(type), type).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionSetup } from '../../src/model/setup';
import type { GameEvent } from '../../src/engine/core/types';
import { Rng } from '../../src/engine/core/rng';
import { gearAndPiston } from '../../src/engine/gear-and-piston/definition';
import type { GnpMove, GnpState, GnpView } from '../../src/engine/gear-and-piston/types';
import { LANGS, setLang } from '../../src/i18n';
import { type Selection, buildGnpControls } from '../../src/table/gear-and-piston/controls';
import { INVESTOR_IDS } from '../../src/engine/gear-and-piston/investors';
import { ALL_PARTS, SCRAP_PARTS } from '../../src/engine/gear-and-piston/parts';
import { LOCATIONS } from '../../src/engine/gear-and-piston/types';
import { investorHelp, locationHelp, partHelp } from '../../src/table/gear-and-piston/help';
import { eventLine } from '../../src/table/gear-and-piston/logLines';
import { plainText } from '../../src/table/rich';

const g = gearAndPiston;

const setupFor = (players: number, seed: number): SessionSetup => ({
  game: 'gear-and-piston',
  options: { players, seed },
  seats: Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'random' as const })),
});

/** Seeded random games; visit sees every decision with the seat that owes it. */
function playGames(count: number, visit: (s: GnpState, seat: number, legal: GnpMove[], setup: SessionSetup) => void, onEvents?: (e: GameEvent[], setup: SessionSetup) => void) {
  for (let n = 0; n < count; n++) {
    const players = 2 + (n % 5);
    const setup = setupFor(players, 500 + n);
    const rng = Rng.seeded(n + 1);
    let state = g.setup(g.normalizeOptions({ players, seed: 500 + n }));
    for (let k = 0; k < 3000 && g.outcome(state) === null; k++) {
      const seat = g.toAct(state)[0]!;
      const legal = g.legalMoves(state, seat);
      visit(state, seat, legal, setup);
      // Lean towards building so cars grow and the Workshop choices get exercised.
      const build = legal.find((m) => m.type === 'build');
      const applied = g.apply(state, seat, build && rng.next() < 0.7 ? build : rng.pick(legal));
      onEvents?.(applied.events, setup);
      state = applied.state;
    }
  }
}

/** Every move index a person can reach: direct controls, or one selection then a control. */
function reachable(view: GnpView, legal: GnpMove[], setup: SessionSetup, seat: number): Set<number> {
  const out = new Set<number>();
  const visit = (sel: Selection, depth: number) => {
    const c = buildGnpControls(view, legal, setup, seat, sel);
    const actions = [...c.buttons.map((b) => b.action), ...c.hand.values(), ...[...c.cells.values(), ...c.market.values(), ...c.locations.values()].map((move) => ({ move }))];
    for (const a of actions) {
      if ('move' in a) out.add(a.move);
      else if (depth === 0 && a.select !== null) visit(a.select, 1);
    }
  };
  visit(null, 0);
  return out;
}

describe('Gear & Piston controls', () => {
  it('every legal move is reachable through the controls (directly or after picking a blueprint)', () => {
    let decisions = 0;
    const kinds = new Set<string>();
    playGames(10, (state, seat, legal, setup) => {
      const view = g.view(state, seat);
      const got = reachable(view, legal, setup, seat);
      for (let i = 0; i < legal.length; i++) expect(got.has(i), `${JSON.stringify(legal[i])} in ${view.step.kind}`).toBe(true);
      for (const m of legal) kinds.add(m.type);
      decisions++;
    });
    expect(decisions).toBeGreaterThan(500);
    // The seeded games offer every kind of decision but finishing an upgrade (rare under random play).
    for (const k of ['place', 'discard', 'keep-hand', 'black-market', 'keep-part', 'espionage', 'steal', 'union-muscle', 'take-display', 'take-blind', 'stop-junk', 'build', 'dismantle', 'upgrade', 'swap', 'join', 'end-workshop']) expect(kinds.has(k), k).toBe(true);
  });

  it('controls only ever point at moves that exist in snapshot.legal', () => {
    playGames(4, (state, seat, legal, setup) => {
      const view = g.view(state, seat);
      const c = buildGnpControls(view, legal, setup, seat, null);
      for (const i of [...c.cells.values(), ...c.market.values(), ...c.locations.values()]) expect(legal[i]).toBeDefined();
      for (const b of c.buttons) if (b.move !== null) expect(legal[b.move]).toBeDefined();
    });
  });

  it('a spectator or a seat with nothing to decide gets no controls', () => {
    const state = g.setup(g.normalizeOptions({ players: 3, seed: 9 }));
    const seat = g.toAct(state)[0]!;
    const other = (seat + 1) % 3;
    expect(buildGnpControls(g.view(state, null), [], setupFor(3, 9), null, null).buttons).toEqual([]);
    expect(buildGnpControls(g.view(state, other), g.legalMoves(state, other), setupFor(3, 9), other, null).buttons).toEqual([]);
  });

  it('labels, prompts, log lines and tile help are filled in every language (no {placeholder} left)', () => {
    for (const lang of LANGS) {
      setLang(lang);
      playGames(2, (state, seat, legal, setup) => {
        const view = g.view(state, seat);
        const c = buildGnpControls(view, legal, setup, seat, null);
        for (const text of [plainText(c.prompt), plainText(c.detail ?? []), ...c.buttons.flatMap((b) => [b.label, b.hint ?? ''])]) expect(text, lang).not.toMatch(/\{\w+\}|gnp\./);
        for (const part of view.seats[seat]!.hand) expect(partHelp(part)).not.toMatch(/\{\w+\}|gnp\./);
      }, (events, setup) => {
        for (const e of events) {
          const line = eventLine(e, { setup, viewer: 0 });
          if (line !== null) expect(plainText(line), `${lang} ${e.type}`).not.toMatch(/\{\w+\}|gnp\./);
        }
      });
    }
    setLang('en');
  });
});

describe('Gear & Piston help texts', () => {
  it('every part, scrap role, location and investor has a name and help in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const texts = [...ALL_PARTS, ...SCRAP_PARTS].map((p) => partHelp(p.id));
      texts.push(partHelp('hidden-new'), partHelp('hidden-junk'));
      texts.push(...LOCATIONS.map(locationHelp), ...INVESTOR_IDS.map(investorHelp));
      for (const text of texts) expect(text, lang).not.toMatch(/gnp\.|\{\w+\}/);
    }
    setLang('en');
  });
});

describe('Gear & Piston: buttons of one question tell their tiles apart', () => {
  const blackMarket = (drawn: string[]) => {
    const state = g.setup(g.normalizeOptions({ players: 2, seed: 3 }));
    const view: GnpView = { ...g.view(state, 0), step: { kind: 'black-market', drawn: drawn as GnpView['seats'][number]['hand'], drawnKnown: [0] } };
    const legal = drawn.map((part) => ({ type: 'keep-part', part }) as GnpMove);
    return buildGnpControls(view, legal, setupFor(2, 3), 0, null);
  };

  it('Black Market: two grey axles (New) with different icons read differently, each saying its icons', () => {
    const c = blackMarket(['N18', 'N21', 'N24']);
    expect(c.buttons.map((b) => b.label)).toEqual(['Keep Grey axle (New): comfort 1', 'Keep Grey axle (New): range 1', 'Keep Grey axle (New): no icons']);
    // Each button rings its own tile on the board while pointed at.
    expect(c.buttons.map((b) => b.point)).toEqual(['N18', 'N21', 'N24']);
  });

  it('Black Market: twin tiles (alike in every way) each say which of the two they are, and ring their own tile', () => {
    const c = blackMarket(['N18', 'N19', 'N21']);
    expect(c.buttons.map((b) => b.label)).toEqual(['Keep Grey axle (New): comfort 1 (1 of 2)', 'Keep Grey axle (New): comfort 1 (2 of 2)', 'Keep Grey axle (New): range 1']);
    expect(c.buttons.map((b) => b.point)).toEqual(['N18', 'N19', 'N21']);
  });

  it('a two-step choice keeps its ellipsis last: "Build Grey axle (New): comfort 1…"', () => {
    const state = g.setup(g.normalizeOptions({ players: 2, seed: 3 }));
    const base = g.view(state, 0);
    const seats = base.seats.map((s, i) => (i === 0 ? { ...s, hand: ['N18', 'N21'] as GnpView['seats'][number]['hand'] } : s));
    const view: GnpView = { ...base, seats, step: { kind: 'workshop', ops: 3, upgrading: false } as GnpView['step'] };
    const legal: GnpMove[] = [
      { type: 'build', part: 'N18', side: 'front', col: 0 },
      { type: 'build', part: 'N21', side: 'front', col: 0 },
    ];
    expect(buildGnpControls(view, legal, setupFor(2, 3), 0, null).buttons.map((b) => b.label)).toEqual(['Build Grey axle (New): comfort 1…', 'Build Grey axle (New): range 1…']);
  });

  it('Espionage on a rival with no blueprints stays legal (house rule) and its button says it takes nothing', () => {
    const state = g.setup(g.normalizeOptions({ players: 3, seed: 3 }));
    const base = g.view(state, 0);
    const seats = base.seats.map((s, i) => (i === 2 ? { ...s, hand: [] } : i === 1 ? { ...s, hand: ['hidden-new' as const, 'hidden-junk' as const] } : s));
    const view: GnpView = { ...base, seats, step: { kind: 'alley' } as GnpView['step'] };
    const legal: GnpMove[] = [{ type: 'espionage', target: 1 }, { type: 'espionage', target: 2 }];
    const labels = buildGnpControls(view, legal, setupFor(3, 3), 0, null).buttons.map((b) => b.label);
    expect(labels[1]).toBe('Spy on Bot 3 (Random): no blueprints, takes nothing');
    expect(labels[0]).toBe('Spy on Bot 2 (Random): 2 blueprints');
  });
});

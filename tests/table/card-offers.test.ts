// One gesture means one thing: a tap or a click on a card opens it, and acting on it is a button —
// in the decision, or in the card's zoom (the chrome's offers). Over seeded random games of each
// game, at every decision: what a card offers is exactly what the decision offers for it (the same
// intents, on moves of the legal list), and every card the board marks as an answer offers
// something in its zoom, so marking a card never asks for a tap that does nothing.
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/app/session';
import { Rng } from '../../src/engine/core/rng';
import type { GameId } from '../../src/engine/core/types';
import { getGame } from '../../src/engine/index';
import { setLang } from '../../src/i18n';
import { offerKey } from '../../src/table/gear-and-piston/controls';
import type { GnpMarks } from '../../src/table/gear-and-piston/kit';
import { codeKey, handKey } from '../../src/table/gears/controls';
import type { GearsMarks } from '../../src/table/gears/kit';
import type { InnoMarks } from '../../src/table/innovation/kit';
import type { Intent } from '../../src/table/intents';
import type { KitTable } from '../../src/table/kit';
import { kitFor } from '../../src/table/kits';
import type { ButtonModel } from '../../src/table/model';
import type { SessionSetup } from '../../src/model/setup';

/** The snapshot a table shows a human at seat `seat` of `state`. */
function snapshotOf(game: GameId, state: unknown, seat: number, players: number): SessionSnapshot {
  const g = getGame(game);
  const setup: SessionSetup = { game, options: { players, seed: 1 }, seats: Array.from({ length: players }, (_, i) => (i === seat ? { kind: 'human' as const } : { kind: 'bot' as const, level: 'random' as const })) };
  return { setup, viewer: seat, view: g.view(state, seat), legal: g.legalMoves(state, seat), toAct: g.toAct(state), outcome: null, moveCount: 0, thinking: null, notice: null, undo: null, saveProblem: null };
}

/** The kit's table at every decision of a few seeded random games, after each of the kit's first steps too. */
function eachTable(game: GameId, games: number, visit: (t: KitTable, legal: readonly unknown[]) => void): { seen: number; offered: number } {
  const g = getGame(game);
  const kit = kitFor(game);
  let seen = 0;
  let offered = 0;
  const look = (t: KitTable, legal: readonly unknown[]) => {
    offered += Object.keys(t.offers ?? {}).length;
    visit(t, legal);
  };
  for (let n = 0; n < games; n++) {
    const players = 2 + (n % 2);
    const rng = Rng.seeded(40 + n);
    let state = g.setup(g.normalizeOptions({ players, seed: 70 + n }));
    for (let k = 0; k < 400 && g.outcome(state) === null; k++) {
      const seat = g.toAct(state)[0] as number;
      const s = snapshotOf(game, state, seat, players);
      const input = { snapshot: s, legal: s.legal, choice: kit.initial(), settings: { confirmShare: true } };
      const top = kit.table(input);
      look(top, s.legal);
      seen++;
      // One step in: the first of the decision's steps that changes the half-made choice.
      const step = top.buttons.find((b) => b.intent.kind === 'choose');
      if (step && step.intent.kind === 'choose') look(kit.table({ ...input, choice: kit.choose(input, step.intent.action) }), s.legal);
      state = g.apply(state, seat, rng.pick(s.legal)).state;
    }
  }
  return { seen, offered };
}

const same = (a: Intent, b: Intent) => JSON.stringify(a) === JSON.stringify(b);

/** An offer plays a listed move, or steps the half-made choice. */
function playsListed(o: ButtonModel, legal: readonly unknown[]): boolean {
  if (o.intent.kind === 'play') return o.intent.index >= 0 && o.intent.index < legal.length;
  return o.intent.kind === 'choose';
}

describe('a tap on a card opens it; acting on it is a button', () => {
  it('Gears: a gear of the hand offers its placing, a code card the moves that act on it — the decision’s own buttons — and every ringed card offers something', () => {
    setLang('en');
    const { seen, offered } = eachTable('gears', 6, (t, legal) => {
      const offers = t.offers ?? {};
      for (const list of Object.values(offers))
        for (const o of list) {
          expect(playsListed(o, legal)).toBe(true);
          expect(t.buttons.some((b) => same(b.intent, o.intent))).toBe(true);
        }
      const marks = t.marks as GearsMarks;
      for (const gear of marks.pickable) if (marks.selectedGear === null) expect(offers[handKey(gear)]?.length ?? 0).toBeGreaterThan(0);
      for (const slot of marks.codeTargets) expect(offers[codeKey(slot)]?.length ?? 0).toBeGreaterThan(0);
    });
    expect(seen).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(100);
  });

  it('Gear & Piston: a blueprint, a display tile, a stack and a location offer the decision’s own buttons; every framed one offers something', () => {
    setLang('en');
    const { seen, offered } = eachTable('gear-and-piston', 3, (t, legal) => {
      const offers = t.offers ?? {};
      for (const list of Object.values(offers))
        for (const o of list) {
          expect(playsListed(o, legal)).toBe(true);
          expect(t.buttons.some((b) => same(b.intent, o.intent))).toBe(true);
        }
      const marks = t.marks as GnpMarks;
      for (const i of marks.hand.keys()) expect(offers[offerKey.hand(i)]?.length ?? 0).toBeGreaterThan(0);
      for (const key of marks.market.keys()) expect(offers[offerKey.market(key)]?.length ?? 0).toBeGreaterThan(0);
      for (const i of marks.locations.keys()) expect(offers[offerKey.location(i)]?.length ?? 0).toBeGreaterThan(0);
    });
    expect(seen).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(100);
  });

  it('Innovation: a card offers a listed move or a step of the choice (meld, dogma, pick), and every outlined card offers something', () => {
    setLang('en');
    const { seen, offered } = eachTable('innovation', 4, (t, legal) => {
      const offers = t.offers ?? {};
      for (const list of Object.values(offers))
        for (const o of list) {
          expect(playsListed(o, legal)).toBe(true);
          expect(o.label.length).toBeGreaterThan(0);
        }
      const marks = t.marks as InnoMarks;
      for (const card of marks.highlight) expect(offers[card]?.length ?? 0).toBeGreaterThan(0);
      // A dogma offered in the zoom says there what the preview says to a mouse.
      for (const list of Object.values(offers)) for (const o of list) if (o.point) expect(o.hint ?? '').not.toBe('');
    });
    expect(seen).toBeGreaterThan(100);
    expect(offered).toBeGreaterThan(100);
  });
});

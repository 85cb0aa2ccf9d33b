// The Echoes supply piles on the Innovation board (issue 43), drawn headless: the board model the
// real table controller publishes (tests/support/table.ts) is drawn by the board's own code
// (tableView → stripView) into a fake Phaser scene that keeps every text, shape and zone. With
// Echoes the ten Echoes piles stand on a row of their own, age under age below the base piles,
// each with its age and count, on a back of their own; without Echoes there is no such row.
import { afterEach, describe, expect, it } from 'vitest';
import { ECHOES_MARK } from '../../src/board/innovation/cardArt';
import { innoRegions, innoSeatRegions, innovationLayout } from '../../src/board/innovation/layout';
import { type TableRefs, drawInnoTable } from '../../src/board/innovation/tableView';
import type { Tooltip } from '../../src/board/tooltip';
import { contains, overlaps } from '../../src/board/geometry';
import { ECHOES_BY_AGE } from '../../src/engine/innovation/facts';
import { buildScenario } from '../../src/engine/innovation/scenario';
import type { InnovationView } from '../../src/engine/innovation/view';
import { setLang } from '../../src/i18n';
import type { InnoMarks } from '../../src/table/innovation/kit';
import type { BoardModel } from '../../src/table/model';
import { newGame, openTable, positionGame, seats, settled } from '../support/table';

interface DrawnText {
  x: number;
  y: number;
  s: string;
}

/** A Phaser scene that draws nothing and keeps what it was asked to draw. */
function fakeScene() {
  const texts: DrawnText[] = [];
  const calls: { name: string; args: unknown[] }[] = [];
  const zones: { x: number; y: number; w: number; h: number; on: Record<string, (p: unknown) => void> }[] = [];
  const graphics: Record<string, unknown> = new Proxy(
    {},
    {
      get: (_t, name) =>
        name === 'then'
          ? undefined
          : (...args: unknown[]) => {
              calls.push({ name: String(name), args });
              return graphics;
            },
    },
  );
  const scene = {
    add: {
      graphics: () => graphics,
      text: (x: number, y: number, s: string, style: { fontSize: string }) => {
        texts.push({ x, y, s });
        const size = Number.parseFloat(style.fontSize);
        const txt = { x, y, width: s.length * size * 0.55, height: size, setOrigin: () => txt, setScale: () => txt };
        return txt;
      },
      zone: (x: number, y: number, w: number, h: number) => {
        const z = { x, y, w, h, on: {} as Record<string, (p: unknown) => void> };
        zones.push(z);
        const api = {
          setOrigin: () => api,
          setInteractive: () => api,
          on: (ev: string, fn: (p: unknown) => void) => {
            z.on[ev] = fn;
            return api;
          },
        };
        return api;
      },
    },
  };
  const parent = { add: () => undefined };
  const said: string[] = [];
  const tooltip = { show: (text: string) => said.push(text), hide: () => undefined } as unknown as Tooltip;
  /** The help a pointer over the zone at (x, y) shows. */
  const helpAt = (x: number, y: number): string | undefined => {
    const z = zones.find((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
    said.length = 0;
    z?.on.pointerover?.({ wasTouch: false, x, y });
    return said[0];
  };
  return { scene, parent, texts, calls, helpAt, tooltip };
}

/** Draws the board model at that size, as InnovationBoard does. */
function draw(board: BoardModel, width: number, height: number) {
  const f = fakeScene();
  const marks = board.marks as InnoMarks;
  const gen = drawInnoTable(f.scene as never, f.parent as never, width, height, {
    view: board.snapshot.view as InnovationView,
    setup: board.snapshot.setup,
    viewer: board.snapshot.viewer,
    toAct: board.snapshot.toAct,
    highlight: marks.highlight,
    picks: marks.picks,
    active: marks.active,
    expanded: marks.expanded,
    look: board.look,
    tooltip: f.tooltip,
    onZoom: () => undefined,
    onToggleSeat: () => undefined,
    onHoverTop: () => undefined,
  });
  let step = gen.next();
  while (!step.done) step = gen.next();
  return { ...f, refs: step.value as TableRefs };
}

const centreIn = (t: DrawnText, r: { x: number; y: number; w: number; h: number }) => t.x >= r.x && t.x <= r.x + r.w && t.y >= r.y && t.y <= r.y + r.h;

afterEach(() => setLang('en'));

describe('the Echoes supply piles on the board', () => {
  for (const [w, h] of [
    [360, 640],
    [1440, 900],
  ] as const) {
    it(`a new game with Echoes at ${w}×${h}: ten Echoes piles under the base ones, each with its age and count, on their own back`, async () => {
      const table = openTable(newGame({ game: 'innovation', options: { players: 2, seed: 11, expansions: 'echoes' }, seats: seats(2) }));
      const m = await settled(table.controller);
      const view = m.board?.snapshot.view as InnovationView;
      expect(view.echoes).toHaveLength(10);
      const { refs, texts, calls, helpAt } = draw(m.board as BoardModel, w, h);
      const l = refs.layout;
      expect(l.echoes).not.toBeNull();
      const row = l.echoes!;
      // The rows of the table never overlap, the Echoes row among them, and all lie on screen.
      const regions = innoRegions(l);
      expect(regions.map((r) => r.name)).toContain('echoes');
      for (const r of regions) expect(contains({ x: 0, y: 0, w, h }, r.rect), r.name).toBe(true);
      for (let i = 0; i < regions.length; i++) for (let j = i + 1; j < regions.length; j++) expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${regions[i]!.name} / ${regions[j]!.name}`).toBe(false);
      expect(row.y).toBeGreaterThan(l.supply.y + l.supply.h - 1);
      expect(refs.strips.echoes).toHaveLength(10);
      view.echoes!.forEach((n, a) => {
        const tile = refs.strips.echoes[a]!;
        const base = refs.strips.supply[a]!;
        // Age under age, inside the Echoes row, apart from its neighbour.
        expect(tile.x).toBe(base.x);
        expect(contains(row, tile)).toBe(true);
        if (a > 0) expect(overlaps(tile, refs.strips.echoes[a - 1]!)).toBe(false);
        // Its age and count, written on it; a phone, where "age·count" does not fit a tile, writes
        // the count under the base pile that says the age (the whole row alike).
        const label = l.compact ? String(n) : `${a + 1} ×${n}`;
        expect(texts.some((t) => t.s === label && centreIn(t, tile)), `${label} on the Echoes ${a + 1} pile`).toBe(true);
        if (l.compact) expect(texts.some((t) => t.s === `${a + 1}·${view.supply[a]}` && centreIn(t, base)), `the age over the Echoes ${a + 1} pile`).toBe(true);
        // Its help names the set and the count.
        expect(helpAt(tile.x + tile.w / 2, tile.y + tile.h / 2)).toContain(`Echoes supply of age ${a + 1}: ${n} ${n === 1 ? 'card' : 'cards'} left`);
      });
      // Every seat was dealt a base 1 and an Echoes 1 (the draw rule): the Echoes 1 pile lost one a seat.
      expect(view.echoes).toEqual(ECHOES_BY_AGE.map((ids, a) => ids.length - (a === 0 ? 2 : 0)));
      // The Echoes back: framed in Echoes' light blue, once per pile (a base pile has no frame).
      const frames = calls.filter((c) => c.name === 'lineStyle' && c.args[1] === ECHOES_MARK);
      expect(frames.length).toBeGreaterThanOrEqual(10);
      // A roomy table names the row; a phone keeps the tiles alone, as it does the base supply.
      expect(texts.some((t) => t.s === 'Echoes')).toBe(!l.compact);
      table.dispose();
    });
  }

  it('the Echoes row keeps every region on screen and apart, phone to kiosk, 2–4 players, Large text, a seat unfolded', () => {
    const skipped: string[] = [];
    for (const [w, h] of [
      [360, 640],
      [360, 308],
      [390, 844],
      [844, 390],
      [768, 1024],
      [1440, 900],
      [1920, 1080],
    ] as const)
      for (const players of [2, 3, 4])
        for (const scale of [1, 1.25])
          for (const expanded of [null, 1]) {
            // Ten specials (Echoes brings five more): as wide as their names are at 12 px.
            const l = innovationLayout(w, h, players, 0, expanded, 760, scale, true);
            // A table already out of room without the Echoes row (a 360×308 canvas, four players,
            // Large text: the viewer's board was 18 px high) has none to give it.
            const without = innovationLayout(w, h, players, 0, expanded, 760, scale, false);
            if ((without.seats.find((s) => s.me)?.panel.h ?? 0) < without.supply.h + 2 * l.font) {
              skipped.push(`${w}×${h}, ${players} players, text ×${scale}, unfolded ${expanded}`);
              continue;
            }
            const regions = innoRegions(l);
            const at = `${w}×${h}, ${players} players, text ×${scale}, unfolded ${expanded}`;
            for (const r of regions) expect(contains({ x: 0, y: 0, w, h }, r.rect) && r.rect.h > 0, `${at}: ${r.name}`).toBe(true);
            for (let i = 0; i < regions.length; i++)
              for (let j = i + 1; j < regions.length; j++) expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${at}: ${regions[i]!.name} / ${regions[j]!.name}`).toBe(false);
            for (const s of l.seats) for (const r of innoSeatRegions(s)) expect(contains(s.panel, r.rect), `${at}: seat ${s.seat} ${r.name}`).toBe(true);
          }
    expect(skipped).toEqual(['360×308, 4 players, text ×1.25, unfolded null', '360×308, 4 players, text ×1.25, unfolded 1']);
  });

  it('without Echoes there is no Echoes row and no Echoes back', async () => {
    const table = openTable(newGame({ game: 'innovation', options: { players: 2, seed: 11 }, seats: seats(2) }));
    const m = await settled(table.controller);
    const { refs, calls } = draw(m.board as BoardModel, 1440, 900);
    expect(refs.layout.echoes).toBeNull();
    expect(refs.strips.echoes).toEqual([]);
    expect(calls.some((c) => c.name === 'lineStyle' && c.args[1] === ECHOES_MARK)).toBe(false);
    table.dispose();
  });

  it('the pile the viewer’s Draw takes from is outlined: the Echoes one when the hand has cards but no Echoes card', async () => {
    // Seat 0's hand holds a base card only: its draw of a 1 comes from the Echoes 1 pile.
    const state = buildScenario({ expansions: ['echoes'], players: [{ board: { blue: ['writing'] }, hand: ['archery'] }, { board: { red: ['oars'] } }] });
    const table = openTable(positionGame({ game: 'innovation', options: { players: 2, seed: 1, expansions: 'echoes' }, seats: seats(2) }, state));
    const m = await settled(table.controller);
    const { refs, texts, calls } = draw(m.board as BoardModel, 1440, 900);
    expect(texts.some((t) => t.s === 'Your draw: Echoes 1')).toBe(true);
    const echoes1 = refs.strips.echoes[0]!;
    const base1 = refs.strips.supply[0]!;
    const outlined = (r: { x: number; y: number }) => calls.some((c) => c.name === 'strokeRoundedRect' && c.args[0] === r.x - 1 && c.args[1] === r.y - 1);
    expect(outlined(echoes1)).toBe(true);
    expect(outlined(base1)).toBe(false);
    table.dispose();
  });
});

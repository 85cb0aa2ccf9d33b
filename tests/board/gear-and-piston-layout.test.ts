import { describe, expect, it } from 'vitest';
import { carGeometry, gnpBoardRegions, gnpRegions, gnpSeatRegions, gnpTableLayout, lineHeight } from '../../src/board/gear-and-piston/layout';
import { type Rect, contains, overlaps, rect } from '../../src/board/geometry';

// The board slot the canvas gets (the header, decision, panel and log around it are HTML), at
// the screens of issue 14, and whole screens as extremes.
const SCREENS: [string, number, number][] = [
  ['phone portrait 360×640', 360, 300],
  ['phone portrait 390×844', 390, 420],
  ['phone landscape 640×360', 422, 320],
  ['laptop 1440×900', 1066, 856],
  ['kiosk 1920×1080', 1472, 1036],
  ['whole phone', 360, 640],
  ['whole kiosk', 1920, 1080],
];

function expectApart(regions: { name: string; rect: Rect }[], within: Rect, tag: string) {
  for (const r of regions) {
    expect(contains(within, r.rect), `${tag}: ${r.name} inside`).toBe(true);
    expect(r.rect.w > 0 && r.rect.h > 0, `${tag}: ${r.name} has size`).toBe(true);
  }
  for (let i = 0; i < regions.length; i++)
    for (let j = i + 1; j < regions.length; j++)
      expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${tag}: ${regions[i]!.name} vs ${regions[j]!.name}`).toBe(false);
}

describe('Gear & Piston table layout', () => {
  for (const [name, w, h] of SCREENS) {
    for (const players of [2, 3, 4, 5, 6]) {
      for (const [me, scale] of [[0, 1], [players - 1, 1], [null, 1], [0, 1.25]] as const) {
        const l = gnpTableLayout(w, h, players, me, scale);
        const tag = `${name} ${w}×${h}, ${players} players, viewer ${me}${scale > 1 ? ', Large text' : ''}`;

        it(`${tag}: header, board, seats, controls and log stay on screen and never overlap`, () => {
          expectApart(gnpRegions(l), rect(0, 0, w, h), tag);
          expect(l.seats.map((s) => s.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
        });

        it(`${tag}: locations, displays, investors and info stay apart inside the board`, () => {
          expectApart(gnpBoardRegions(l), l.board, tag);
        });

        it(`${tag}: inside each seat panel the label, car and hand stay apart`, () => {
          for (const s of l.seats) expectApart(gnpSeatRegions(s), s.panel, `${tag} seat ${s.seat}`);
        });

        it(`${tag}: labels are at least 12 px and every label strip holds a line of them`, () => {
          expect(l.text).toBeGreaterThanOrEqual(Math.round(12 * scale));
          for (const s of l.seats) expect(s.label.h, `seat ${s.seat}`).toBeGreaterThanOrEqual(lineHeight(l.text));
          for (const r of l.parts.locations) expect(r.h).toBeGreaterThanOrEqual(lineHeight(l.text));
        });
      }
    }
  }

  it('the viewer is drawn in the large bottom panel', () => {
    const l = gnpTableLayout(1280, 720, 4, 2);
    expect(l.seats[0]).toMatchObject({ seat: 2, me: true });
    expect(l.seats[0]!.panel.h).toBeGreaterThan(l.seats[1]!.panel.h);
  });
});

describe('Car geometry', () => {
  const area = rect(10, 10, 400, 80);

  it('a car of twelve columns still fits its area, end tiles included', () => {
    const g = carGeometry(area, 12, 0, true);
    expect(g.columns).toHaveLength(12);
    expect(g.frontEnd.x).toBeGreaterThanOrEqual(area.x);
    expect(g.backEnd.x + g.backEnd.w).toBeLessThanOrEqual(area.x + area.w);
    expect(g.top + 2 * g.tile).toBeLessThanOrEqual(area.y + area.h);
  });

  it('before joining each half shows one open column to grow into, the back half reversed', () => {
    const g = carGeometry(area, 2, 1, false);
    expect(g.columns.map((c) => `${c.side}${c.col}`)).toEqual(['front0', 'front1', 'front2', 'back1', 'back0']);
    for (let i = 1; i < g.columns.length; i++) expect(g.columns[i]!.x).toBeGreaterThanOrEqual(g.columns[i - 1]!.x + g.tile);
  });
});

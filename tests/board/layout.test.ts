import { describe, expect, it } from 'vitest';
import { contains, overlaps, rect } from '../../src/board/geometry';
import { gearsTableLayout, layoutRegions, seatRegions } from '../../src/board/gears/layout';

const SCREENS: [string, number, number][] = [
  ['phone portrait', 360, 640],
  ['phone landscape', 640, 360],
  ['laptop', 1280, 720],
  ['kiosk', 1920, 1080],
];

describe('Gears table layout', () => {
  for (const [name, w, h] of SCREENS) {
    for (const players of [2, 3, 4]) {
      for (const me of [0, players - 1, null]) {
        const l = gearsTableLayout(w, h, players, me);
        const screen = rect(0, 0, w, h);
        const tag = `${name} ${w}×${h}, ${players} players, viewer ${me}`;

        it(`${tag}: top-level regions stay on screen and never overlap`, () => {
          const regions = layoutRegions(l);
          for (const r of regions) {
            expect(contains(screen, r.rect), `${r.name} on screen`).toBe(true);
            expect(r.rect.w > 0 && r.rect.h > 0, `${r.name} has size`).toBe(true);
          }
          for (let i = 0; i < regions.length; i++)
            for (let j = i + 1; j < regions.length; j++)
              expect(overlaps(regions[i]!.rect, regions[j]!.rect), `${regions[i]!.name} vs ${regions[j]!.name}`).toBe(false);
        });

        it(`${tag}: inside each seat panel the hand, discard, character and codes do not overlap`, () => {
          for (const s of l.seats) {
            const parts = seatRegions(s);
            for (const p of parts) expect(contains(s.panel, p.rect), `seat ${s.seat} ${p.name} inside`).toBe(true);
            for (let i = 0; i < parts.length; i++)
              for (let j = i + 1; j < parts.length; j++)
                expect(overlaps(parts[i]!.rect, parts[j]!.rect), `seat ${s.seat} ${parts[i]!.name}/${parts[j]!.name}`).toBe(false);
          }
        });

        it(`${tag}: every seat has a played-gear slot on the board, apart from the round card`, () => {
          expect(l.played).toHaveLength(players);
          const inBoard = [l.roundCard, l.roundInfo, ...l.played];
          for (const r of inBoard) expect(contains(l.board, r)).toBe(true);
          for (let i = 0; i < inBoard.length; i++)
            for (let j = i + 1; j < inBoard.length; j++) expect(overlaps(inBoard[i]!, inBoard[j]!)).toBe(false);
        });
      }
    }
  }

  it('the viewer sits at the bottom and every seat is drawn exactly once', () => {
    const l = gearsTableLayout(1280, 720, 4, 2);
    expect(l.seats[0]!.seat).toBe(2);
    expect(l.seats[0]!.me).toBe(true);
    expect(l.seats.map((s) => s.seat).sort()).toEqual([0, 1, 2, 3]);
    for (const s of l.seats.slice(1)) expect(s.panel.y).toBeLessThan(l.seats[0]!.panel.y);
  });

  it('gear cards in the viewer’s hand stay readable on a phone (at least 40 px for 6 cards)', () => {
    for (const [, w, h] of SCREENS) {
      const me = gearsTableLayout(w, h, 4, 0).seats[0]!;
      const size = Math.min(me.hand.h, (me.hand.w - 5 * 3) / 6);
      expect(size).toBeGreaterThanOrEqual(40);
    }
  });
});

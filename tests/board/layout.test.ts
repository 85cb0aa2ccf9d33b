import { describe, expect, it } from 'vitest';
import { contains, overlaps, rect } from '../../src/board/geometry';
import { codeBox, codeCells, codeNumberSize, gearsTableLayout, layoutRegions, seatRegions } from '../../src/board/gears/layout';

const SCREENS: [string, number, number][] = [
  ['phone portrait', 360, 640],
  ['phone landscape', 640, 360],
  ['laptop', 1280, 720],
  ['kiosk', 1920, 1080],
];

describe('Gears table layout', () => {
  for (const [name, w, h] of SCREENS) {
    for (const players of [2, 3, 4]) {
      for (const [me, scale] of [[0, 1], [players - 1, 1], [null, 1], [0, 1.25]] as const) {
        const l = gearsTableLayout(w, h, players, me, scale);
        const screen = rect(0, 0, w, h);
        const tag = `${name} ${w}×${h}, ${players} players, viewer ${me}${scale > 1 ? ', Large text' : ''}`;

        it(`${tag}: no word is drawn under ${Math.round(12 * scale)} px`, () => {
          expect(l.minText).toBe(Math.round(12 * scale));
          expect(l.font).toBeGreaterThanOrEqual(Math.round(11 * scale));
        });

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

  it('code cards print their numbers at 12 px or more on the board of a phone, upright or turned (the viewer’s with Large text too)', () => {
    // The canvas a phone gives the board: 390×844 upright, 844×390 turned, and (without Large
    // text: there the viewer's numbers are 12 px, not 15) the small 360×640.
    for (const [w, h, scales] of [[390, 436, [1, 1.25]], [507, 345, [1, 1.25]], [360, 320, [1]]] as const)
      for (const players of [2, 3, 4])
        for (const scale of scales) {
          const l = gearsTableLayout(w, h, players, 0, scale);
          for (const s of l.seats) {
            const box = codeBox(codeCells(s.codes)[0]!);
            const size = codeNumberSize(box.w, box.h);
            if (s.me) expect(size, `${w}×${h} ${players}p ×${scale} mine`).toBeGreaterThanOrEqual(Math.round(12 * scale));
            else if (scale === 1) expect(size, `${w}×${h} ${players}p seat ${s.seat}`).toBeGreaterThanOrEqual(12);
          }
        }
  });

  it('gear cards in the viewer’s hand stay readable on a phone (at least 40 px for 6 cards)', () => {
    for (const [, w, h] of SCREENS) {
      const me = gearsTableLayout(w, h, 4, 0).seats[0]!;
      const size = Math.min(me.hand.h, (me.hand.w - 5 * 3) / 6);
      expect(size).toBeGreaterThanOrEqual(40);
    }
  });
});

// Echoes' five special achievements (special-achievements.json): each claimed at once by a seat
// that meets it after a change of its board or forecast; one card short, nothing.
import { describe, expect, it } from 'vitest';
import { type CardEntry, shared } from '../../../../src/engine/innovation/entry';
import type { Scenario } from './helpers';
import { achievements, dogma, play, startEchoes, withEntries } from './helpers';

/** Player 0 takes a draw action in that position (the action is what makes the check). */
const afterDraw = (p0: Scenario['players'][number]) => achievements(play(startEchoes({ players: [p0, {}] }), { type: 'draw' }), 0);

describe('Echoes special achievements', () => {
  it('Supremacy: one icon showing three times in each of four colours', () => {
    const board = { red: ['metalworking'], yellow: ['masonry'], purple: ['mysticism'], green: ['the-wheel'] };
    expect(afterDraw({ board })).toContain('supremacy');
    expect(afterDraw({ board: { red: ['metalworking'], yellow: ['masonry'], purple: ['mysticism'] } })).not.toContain('supremacy');
    // Three castles in two colours and three leaves in two others is not one icon in four colours.
    expect(afterDraw({ board: { red: ['metalworking'], yellow: ['agriculture'], purple: ['mysticism'], blue: ['pottery'] } })).not.toContain(
      'supremacy',
    );
  });

  it('Destiny: seven cards in the forecast (six are not enough)', () => {
    const six = ['optics', 'oars', 'archery', 'calendar', 'almanac', 'bangle'];
    const fore: CardEntry = { id: 'writing', effects: [shared((x) => x.foreshadow(x.hand()[0] ?? null))] };
    withEntries([fore], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] }, hand: ['candles'], forecast: six }, {}] }), 'writing');
      expect(achievements(g, 0)).toContain('destiny');
      const g6 = dogma(startEchoes({ players: [{ board: { blue: ['writing'] }, forecast: six }, {}] }), 'writing');
      expect(achievements(g6, 0)).not.toContain('destiny');
    });
  });

  it('Wealth: eight visible bonuses, covered ones included where a splay shows them', () => {
    const board = { red: ['crossbow', 'horseshoes', 'plumbing'], purple: ['flute', 'chaturanga', 'puppet'], blue: ['dice'], yellow: ['soap'] };
    const splay = { red: 'right', purple: 'right' } as const;
    expect(afterDraw({ board, splay })).toContain('wealth');
    expect(afterDraw({ board: { ...board, yellow: [] }, splay })).not.toContain('wealth');
  });

  it('Heritage: one pile showing eight hexes (a pile splayed up shows every bottom-row hex)', () => {
    const red = ['archery', 'metalworking', 'oars', 'construction', 'road-building', 'engineering', 'optics', 'coal'];
    expect(afterDraw({ board: { red }, splay: { red: 'up' } })).toContain('heritage');
    expect(afterDraw({ board: { red: red.slice(0, 7) }, splay: { red: 'up' } })).not.toContain('heritage');
    expect(afterDraw({ board: { red }, splay: { red: 'left' } })).not.toContain('heritage');
  });

  it('History: one pile showing four echo effects', () => {
    const blue = ['ruler', 'lever', 'linguistics', 'almanac'];
    expect(afterDraw({ board: { blue }, splay: { blue: 'up' } })).toContain('history');
    expect(afterDraw({ board: { blue: blue.slice(1) }, splay: { blue: 'up' } })).not.toContain('history');
  });

  it('a card can award one: x.claim("history") takes it from the available achievements', () => {
    const photo: CardEntry = { id: 'writing', effects: [shared((x) => void x.claim('history'))] };
    withEntries([photo], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['writing'] } }, {}] }), 'writing');
      expect(achievements(g, 0)).toEqual(['history']);
      expect(g.s.achievements).not.toContain('history');
    });
  });
});

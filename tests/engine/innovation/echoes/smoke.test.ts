// Echoes' contract in one glance: a set position with an echo effect on the activated pile runs it
// before the dogma, by each sharer then the activator.
import { describe, expect, it } from 'vitest';
import { shared } from '../../../../src/engine/innovation/entry';
import { dogma, echoRuns, hand, startEchoes, withEntries } from './helpers';

describe('Echoes contract', () => {
  it('an echo effect (Ruler: draw a 2) runs before the dogma, sharer first', () => {
    const ruler = { id: 'ruler', effects: [shared()], echo: shared((x) => void x.draw(2)) };
    withEntries([ruler], () => {
      const g0 = startEchoes({
        players: [{ board: { blue: ['ruler'] } }, { board: { blue: ['tools'] } }],
        supply: { 2: ['calendar', 'mathematics'] },
      });
      const g = dogma(g0, 'ruler');
      expect(echoRuns(g)).toEqual([
        { card: 'ruler', player: 1 },
        { card: 'ruler', player: 0 },
      ]);
      expect(hand(g, 1)).toEqual(['calendar']); // empty hand: a base card
      expect(hand(g, 0)).toHaveLength(2); // mathematics, then the share bonus
    });
  });
});

// Echo effects in a dogma (digest: Echo effects 1–8, Rulings 2–3): the activated pile's visible
// echo effects run first, deepest first, each like a shared effect. Entries are the tests' own
// (withEntries), so the mechanism is pinned whatever the card entries say.
import { describe, expect, it } from 'vitest';
import { type CardEntry, demand, shared } from '../../../../src/engine/innovation/entry';
import { innovation } from '../../../../src/engine/innovation/definition';
import { ECHO_EFFECT } from '../../../../src/engine/innovation/types';
import { dogma, echoRuns, eventsOf, hand, score, startEchoes, withEntries, withoutEntries } from './helpers';

/** Each effect draws a 1 (echo effects included), so every run shows in a hand. */
const drawOne = shared((x) => void x.draw(1));
const ruler: CardEntry = { id: 'ruler', echo: drawOne, effects: [shared()] };
const perfume: CardEntry = { id: 'perfume', echo: drawOne, effects: [] };
const lever: CardEntry = { id: 'lever', echo: drawOne, effects: [] };

/** The order effects started in: 'echo:<card>@<seat>' or '<card>#<index>@<seat>'. */
const order = (g: { events: { type: string; [k: string]: unknown }[] }) =>
  eventsOf(g as never, 'effect-start').map((e) => (e.effect === ECHO_EFFECT ? `echo:${e.card}@${e.player}` : `${e.card}#${e.effect}@${e.player}`));

describe('echo effects', () => {
  it("run deepest first, the top card's last, before the card's own effects", () => {
    withEntries([ruler, perfume], () => {
      // Perfume's echo is its top-left slot: a right splay shows it under Ruler.
      const g = dogma(startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, {}] }), 'ruler');
      expect(order(g)).toEqual(['echo:perfume@0', 'echo:ruler@0', 'ruler#0@0']);
    });
  });

  it('a covered echo effect the splay hides does not run (left splay: Perfume shows only its hex)', () => {
    withEntries([ruler, perfume], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'left' } }, {}] }), 'ruler');
      expect(echoRuns(g)).toEqual([{ card: 'ruler', player: 0 }]);
    });
  });

  it("sharers run each echo effect before the activator; their own piles' echo effects never run", () => {
    withEntries([ruler, perfume, lever], () => {
      const g = dogma(
        startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, { board: { blue: ['lever'] } }] }),
        'ruler',
      );
      expect(order(g)).toEqual(['echo:perfume@1', 'echo:perfume@0', 'echo:ruler@1', 'echo:ruler@0', 'ruler#0@1', 'ruler#0@0']);
      expect(hand(g, 1)).toHaveLength(2);
      // Two draws of the activator's own, and the share bonus (the sharer changed the game).
      expect(hand(g, 0)).toHaveLength(3);
      expect(eventsOf(g, 'share-bonus')).toHaveLength(1);
    });
  });

  it('echo effects of other piles of the activator do not run', () => {
    withEntries([ruler, perfume], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['ruler'], red: ['candles'] } }, {}] }), 'ruler');
      expect(echoRuns(g)).toEqual([{ card: 'ruler', player: 0 }]);
    });
  });

  it('a demand card: its echo runs (by the activator) before the demand, and a target does not run it', () => {
    const candles: CardEntry = { id: 'candles', echo: drawOne, effects: [demand((x) => void x.draw(1))] };
    withEntries([candles], () => {
      const g = dogma(startEchoes({ players: [{ board: { red: ['candles'] } }, { board: { blue: ['writing'] } }] }), 'candles');
      // Writing shows 2 lightbulbs, Candles 1: player 1 shares, nobody is targeted.
      expect(order(g)).toEqual(['echo:candles@1', 'echo:candles@0']);
      const g2 = dogma(startEchoes({ players: [{ board: { red: ['candles'] } }, { board: { blue: ['pottery'] } }] }), 'candles');
      expect(order(g2)).toEqual(['echo:candles@0', 'candles#0@1']);
    });
  });

  it('"execute the non-demand effects of X" runs X\'s effects only, never its echo effect', () => {
    const runner: CardEntry = { id: 'lever', effects: [shared((x) => x.execute('ruler'))] };
    withEntries([ruler, runner], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['lever'] } }, {}] }), 'lever');
      expect(echoRuns(g)).toEqual([]);
      expect(order(g)).toEqual(['lever#0@0', 'ruler#0@0']);
    });
  });

  it('each executor keeps what its own echo effect did for the dogma effects (x.keep / x.kept)', () => {
    const keeper: CardEntry = {
      id: 'ruler',
      echo: shared((x) => x.keep('drawn', x.draw(1))),
      effects: [
        shared((x) => {
          const drawn = x.kept('drawn');
          if (typeof drawn === 'string') x.score(drawn);
        }),
      ],
    };
    withEntries([keeper], () => {
      const g = dogma(
        startEchoes({ players: [{ board: { blue: ['ruler'] } }, { board: { blue: ['lever'] } }], supply: { 1: ['archery', 'oars'] } }),
        'ruler',
      );
      expect(score(g, 1)).toEqual(['archery']);
      expect(score(g, 0)).toEqual(['oars']);
    });
  });

  it('an echo card without an entry yet is skipped: only what is written runs', () => {
    withEntries([ruler], () =>
      withoutEntries(['perfume'], () => {
        const g = dogma(startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, {}] }), 'ruler');
        expect(echoRuns(g)).toEqual([{ card: 'ruler', player: 0 }]);
      }),
    );
  });

  it('a card whose echo effect runs deep in the pile counts as executed (the fuzzer’s coverage)', () => {
    withEntries([ruler, perfume], () => {
      const g = dogma(startEchoes({ players: [{ board: { blue: ['perfume', 'ruler'] }, splay: { blue: 'right' } }, {}] }), 'ruler');
      expect(innovation.coverage(g.s).filter((n) => n.startsWith('dogma:'))).toEqual(['dogma:perfume', 'dogma:ruler']);
    });
  });
});

// Age 10 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import type { PlayerId } from '../../core/types';
import { type CardEntry, demand, shared } from '../entry';
import type { Exec } from '../exec';

/** Every player whose number is the extreme (most or least) among all players. */
const extremes = (x: Exec, value: (p: PlayerId) => number, most: boolean): PlayerId[] => {
  const players = x.players();
  const values = players.map(value);
  const best = most ? Math.max(...values) : Math.min(...values);
  return players.filter((_, i) => values[i] === best);
};

/** A side's combined total (one player alone, or both partners in the team game). */
const sideSum = (x: Exec, p: PlayerId, value: (q: PlayerId) => number): number =>
  x.side(p).reduce((sum, q) => sum + value(q), 0);

export const age10Cards: CardEntry[] = [
  {
    // Bioengineering
    id: 'bioengineering',
    effects: [
      shared(
        (x) =>
          x.chooseCards(
            x.opponents().flatMap((p) => x.topCards(p).filter((c) => x.bears(c, 'leaf'))),
            { prompt: 'bioengineering.take', zone: 'board' },
          ),
        (x) => void x.transfer(x.chosen, 'score', x.you),
      ),
      shared((x) => {
        if (!x.players().some((p) => x.icons('leaf', p) < 3)) return;
        x.winAmong(extremes(x, (p) => x.icons('leaf', p), true));
      }),
    ],
  },
  {
    // Software
    id: 'software',
    effects: [
      shared((x) => void x.drawAndScore(10)),
      shared((x) => {
        x.drawAndMeld(10);
        x.execute(x.drawAndMeld(10));
      }),
    ],
  },
  {
    // Miniaturization
    id: 'miniaturization',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'miniaturization.return' }),
        (x) => {
          const c = x.chosenCard;
          if (!c || x.return(c) === 0 || x.age(c) !== 10) return;
          const values = new Set(x.scorePile().map((d) => x.age(d)));
          for (let i = 0; i < values.size; i++) x.draw(10);
        },
      ),
    ],
  },
  {
    // Robotics
    id: 'robotics',
    effects: [
      shared((x) => {
        x.score(x.top('green'));
        x.execute(x.drawAndMeld(10));
      }),
    ],
  },
  {
    // Databases
    id: 'databases',
    effects: [
      demand(
        (x) => {
          x.vars.left = Math.ceil(x.scorePile().length / 2);
        },
        (x) => {
          if (x.num('left') <= 0) return x.stop();
          x.chooseCards(x.scorePile(), { prompt: 'databases.return', zone: 'score' });
        },
        (x) => {
          if (x.return(x.chosen) === 0) return;
          x.tally('left', -1);
          x.goto(1);
        },
      ),
    ],
  },
  {
    // Self Service
    id: 'self-service',
    effects: [
      shared(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => c !== 'self-service'),
            { prompt: 'self-service.execute', zone: 'board' },
          ),
        (x) => x.execute(x.chosenCard),
      ),
      shared((x) => {
        // The team game compares the partners' achievements combined.
        const count = (q: PlayerId) => x.state.players[q]?.achievements.length ?? 0;
        const mine = sideSum(x, x.you, count);
        if (x.opponents().every((p) => sideSum(x, p, count) < mine)) x.win();
      }),
    ],
  },
  {
    // Globalization
    id: 'globalization',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.bears(c, 'leaf')),
            { prompt: 'globalization.return', zone: 'board' },
          ),
        (x) => void x.return(x.chosen),
      ),
      shared((x) => {
        x.drawAndScore(6);
        if (x.players().some((p) => x.icons('leaf', p) > x.icons('factory', p))) return;
        // The team game combines the partners' scores.
        x.winAmong(extremes(x, (p) => sideSum(x, p, (q) => x.points(q)), true));
      }),
    ],
  },
  {
    // Stem Cells
    id: 'stem-cells',
    effects: [
      shared(
        (x) => {
          if (x.hand().length === 0) return x.stop();
          x.may('stem-cells.score-all');
        },
        (x) => {
          if (x.choice !== 'yes') return;
          for (const c of x.hand()) x.score(c);
        },
      ),
    ],
  },
  {
    // A.I.
    id: 'ai',
    effects: [
      shared((x) => void x.drawAndScore(10)),
      shared((x) => {
        const tops = x.players().flatMap((p) => x.topCards(p));
        if (!tops.includes('robotics') || !tops.includes('software')) return;
        // Scores are not combined in the team game here.
        x.winAmong(extremes(x, (p) => x.points(p), false));
      }),
    ],
  },
  {
    // The Internet
    id: 'the-internet',
    effects: [
      shared(
        (x) => x.chooseColor(x.splayable(['green'], 'up'), { prompt: 'splay-up', optional: true }),
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
      shared((x) => void x.drawAndScore(10)),
      shared((x) => {
        const n = Math.floor(x.icons('clock') / 2);
        for (let i = 0; i < n; i++) x.drawAndMeld(10);
      }),
    ],
  },
];

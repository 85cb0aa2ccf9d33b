// Age 5 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Exec } from '../exec';
import type { Color } from '../types';
import { COLORS } from '../types';
import { maySplay } from './age4';

/** Measurement's closing half in both editions: splay that colour right, then draw its count. */
const splayAndCount = (x: Exec, color: Color) => {
  x.splay(color, 'right');
  x.draw(x.pile(color).length); // an empty pile counts 0, which draws a 1
};

/** Societies' demand ends the same way in both editions: hand over the card, then draw a 5. */
const societiesGive = (x: Exec) => {
  if (x.transfer(x.chosen, 'board', x.me) > 0) x.draw(5);
};

const statisticsSplay: EffectDef = maySplay(['yellow'], 'right');

export const age5Cards: CardEntry[] = [
  {
    // Chemistry
    id: 'chemistry',
    effects: [
      maySplay(['blue'], 'right'),
      shared(
        (x) => {
          x.drawAndScore(x.highestTop() + 1);
          x.chooseCards(x.scorePile(), { prompt: 'chemistry.return', zone: 'score' });
        },
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Physics
    id: 'physics',
    effects: [
      shared((x) => {
        const drawn = [x.drawAndReveal(6), x.drawAndReveal(6), x.drawAndReveal(6)];
        const colors = new Set(drawn.map((c) => x.color(c)));
        if (colors.size < drawn.length) x.return(x.hand()); // the drawn cards are in the hand
      }),
    ],
  },
  {
    // Coal
    id: 'coal',
    effects: [
      shared((x) => void x.drawAndTuck(5)),
      maySplay(['red'], 'right'),
      shared(
        (x) => x.mayChooseCards(x.topCards(), { prompt: 'coal.score-top', zone: 'board' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.score(c);
          x.score(x.top(x.color(c)));
        },
      ),
    ],
  },
  {
    // The Pirate Code
    id: 'the-pirate-code',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.scorePile().filter((c) => x.age(c) <= 4),
            { prompt: 'the-pirate-code.give-two', zone: 'score', min: 2, max: 2 },
          ),
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
      shared(
        (x) => {
          if (!x.demandTransferred) return x.stop();
          x.chooseCards(
            x.lowest(x.topCards().filter((c) => x.bears(c, 'crown'))),
            { prompt: 'the-pirate-code.score-top', zone: 'board' },
          );
        },
        (x) => x.score(x.chosenCard),
      ),
    ],
  },
  {
    // Banking
    id: 'banking',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'green' && x.bears(c, 'factory')),
            { prompt: 'banking.give-top', zone: 'board' },
          ),
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.drawAndScore(5);
        },
      ),
      maySplay(['green'], 'right'),
    ],
  },
  {
    // Measurement
    id: 'measurement',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'measurement.return' }),
        (x) => {
          if (x.return(x.chosen) === 0) return x.stop();
          x.chooseColor(COLORS.slice(), { prompt: 'measurement.color' });
        },
        (x) => {
          if (x.chosenColor) splayAndCount(x, x.chosenColor);
        },
      ),
    ],
    lastEdition: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'measurement.reveal-return' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.reveal([c]);
          if (x.return(c) > 0) splayAndCount(x, x.color(c));
        },
      ),
    ],
  },
  {
    // Statistics
    id: 'statistics',
    effects: [
      demand(
        (x) => x.chooseCards(x.highest(x.scorePile()), { prompt: 'statistics.take-highest', zone: 'score' }),
        (x) => {
          if (x.transfer(x.chosen, 'hand', x.you) > 0 && x.hand().length === 1) x.again();
        },
      ),
      statisticsSplay,
    ],
    lastEdition: [demand((x) => void x.transfer(x.highest(x.scorePile()), 'hand', x.you)), statisticsSplay],
  },
  {
    // Steam Engine
    id: 'steam-engine',
    effects: [
      shared((x) => {
        x.drawAndTuck(4);
        x.drawAndTuck(4);
        x.score(x.pile('yellow')[0] ?? null);
      }),
    ],
  },
  {
    // Astronomy
    id: 'astronomy',
    effects: [
      shared((x) => {
        const c = x.drawAndReveal(6);
        if (x.color(c) === 'green' || x.color(c) === 'blue') {
          x.meld(c);
          x.again();
        }
      }),
      shared((x) => {
        if (x.topCards().every((c) => x.color(c) === 'purple' || x.age(c) >= 6)) x.claim('universe');
      }),
    ],
  },
  {
    // Societies
    id: 'societies',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'purple' && x.bears(c, 'lightbulb')),
            { prompt: 'societies.give-top', zone: 'board' },
          ),
        societiesGive,
      ),
    ],
    lastEdition: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => {
              const mine = x.top(x.color(c), x.me);
              return x.bears(c, 'lightbulb') && (mine === null || x.age(c) > x.age(mine));
            }),
            { prompt: 'societies.give-top', zone: 'board' },
          ),
        societiesGive,
      ),
    ],
  },
];

// Age 1 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import type { Color } from '../types';

export const age1Cards: CardEntry[] = [
  {
    // Pottery
    id: 'pottery',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'pottery.return', min: 1, max: 3 }),
        (x) => {
          const n = x.return(x.chosen);
          if (n > 0) x.drawAndScore(n);
        },
      ),
      shared((x) => void x.draw(1)),
    ],
  },
  {
    // Tools
    id: 'tools',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'tools.return-three', min: 3, max: 3 }),
        (x) => {
          if (x.return(x.chosen) === 3) x.drawAndMeld(3);
        },
      ),
      shared(
        (x) => x.mayChooseCards(x.hand().filter((c) => x.age(c) === 3), { prompt: 'tools.return-three-value' }),
        (x) => {
          if (x.return(x.chosen) > 0) for (let i = 0; i < 3; i++) x.draw(1);
        },
      ),
    ],
  },
  {
    // Writing
    id: 'writing',
    effects: [shared((x) => void x.draw(2))],
  },
  {
    // Archery
    id: 'archery',
    effects: [
      demand(
        (x) => {
          x.draw(1);
          x.chooseCards(x.highest(x.hand()), { prompt: 'archery.give-highest' });
        },
        (x) => void x.transfer(x.chosen, 'hand', x.me),
      ),
    ],
  },
  {
    // Metalworking
    id: 'metalworking',
    effects: [
      shared((x) => {
        const c = x.drawAndReveal(1);
        if (x.bears(c, 'castle')) {
          x.score(c);
          x.again();
        }
      }),
    ],
  },
  {
    // Oars
    id: 'oars',
    effects: [
      demand(
        (x) => {
          const crowns = x.hand().filter((c) => x.bears(c, 'crown'));
          if (crowns.length === 0) x.revealHand(); // proves the demand cannot be met
          x.chooseCards(crowns, { prompt: 'oars.give-crown' });
        },
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0) x.draw(1);
        },
      ),
      shared((x) => {
        if (!x.demandTransferred) x.draw(1);
      }),
    ],
    lastEdition: [
      demand(
        (x) => {
          const crowns = x.hand().filter((c) => x.bears(c, 'crown'));
          if (crowns.length === 0) x.revealHand(); // proves the demand cannot be met
          x.chooseCards(crowns, { prompt: 'oars.give-crown' });
        },
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0) {
            x.draw(1);
            x.again();
          }
        },
      ),
      shared((x) => {
        if (!x.demandTransferred) x.draw(1);
      }),
    ],
  },
  {
    // Clothing
    id: 'clothing',
    effects: [
      shared(
        (x) => {
          const mine = x.colorsOnBoard();
          x.chooseCards(
            x.hand().filter((c) => !mine.includes(x.color(c))),
            { prompt: 'clothing.meld-new-color' },
          );
        },
        (x) => x.meld(x.chosenCard),
      ),
      shared((x) => {
        const theirs = new Set<Color>(x.opponents().flatMap((p) => x.colorsOnBoard(p)));
        const unique = x.colorsOnBoard().filter((c) => !theirs.has(c)).length;
        for (let i = 0; i < unique; i++) x.drawAndScore(1);
      }),
    ],
  },
  {
    // Sailing
    id: 'sailing',
    effects: [shared((x) => void x.drawAndMeld(1))],
  },
  {
    // The Wheel
    id: 'the-wheel',
    effects: [
      shared((x) => {
        x.draw(1);
        x.draw(1);
      }),
    ],
  },
  {
    // Agriculture
    id: 'agriculture',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'agriculture.return' }),
        (x) => {
          const c = x.chosenCard;
          if (c && x.return(c) > 0) x.drawAndScore(x.age(c) + 1);
        },
      ),
    ],
  },
  {
    // Domestication
    id: 'domestication',
    effects: [
      shared(
        (x) => x.chooseCards(x.lowest(x.hand()), { prompt: 'domestication.meld-lowest' }),
        (x) => {
          x.meld(x.chosenCard);
          x.draw(1);
        },
      ),
    ],
  },
  {
    // Masonry
    id: 'masonry',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand().filter((c) => x.bears(c, 'castle')), { prompt: 'masonry.meld-castle' }),
        (x) => {
          const c = x.chosenCard;
          if (c) {
            x.meld(c);
            x.tally('melded');
            x.again();
          } else if (x.num('melded') >= 4) x.claim('monument');
        },
      ),
    ],
  },
  {
    // City States
    id: 'city-states',
    effects: [
      demand(
        (x) => {
          if (x.icons('castle') < 4) return x.stop();
          x.chooseCards(
            x.topCards().filter((c) => x.bears(c, 'castle')),
            { prompt: 'city-states.give-top', zone: 'board' },
          );
        },
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.draw(1);
        },
      ),
    ],
  },
  {
    // Code of Laws
    id: 'code-of-laws',
    effects: [
      shared(
        (x) => {
          const mine = x.colorsOnBoard();
          x.mayChooseCards(
            x.hand().filter((c) => mine.includes(x.color(c))),
            { prompt: 'code-of-laws.tuck' },
          );
        },
        (x) => {
          const c = x.chosenCard;
          if (!c) return x.stop();
          x.tuck(c);
          x.chooseColor(x.splayable([x.color(c)], 'left'), { prompt: 'splay-left', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
    ],
  },
  {
    // Mysticism
    id: 'mysticism',
    effects: [
      shared((x) => {
        const c = x.drawAndReveal(1);
        if (x.colorsOnBoard().includes(x.color(c))) {
          x.meld(c);
          x.draw(1);
        }
      }),
    ],
  },
];

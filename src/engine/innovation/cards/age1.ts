// Age 1 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import type { Color } from '../types';

export const age1Cards: CardEntry[] = [
  {
    // Pottery — You may give back up to three cards from your hand. If you gave back any, draw a
    // card of value equal to how many, and score it. / Draw a 1.
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
    // Tools — You may give back exactly three cards from your hand; if you did, draw a 3 and meld
    // it. / You may give back one 3 from your hand; if you did, draw three 1s.
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
    // Writing — Draw a 2.
    id: 'writing',
    effects: [shared((x) => void x.draw(2))],
  },
  {
    // Archery — I demand you draw a 1, then hand me a card of the highest value in your hand.
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
    // Metalworking — Draw a 1 and show it. If it has a castle, score it and do this again.
    // Otherwise keep it in your hand.
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
    // Oars — I demand you move a card with a crown from your hand to my score pile; if you did,
    // draw a 1 (Deluxe: and repeat this demand). / If no card moved because of the demand, draw a 1.
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
    // Clothing — Meld a card from your hand of a colour you have no pile of. / Draw and score a 1
    // for each colour on your board that no opponent has on theirs.
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
    // Sailing — Draw a 1 and meld it.
    id: 'sailing',
    effects: [shared((x) => void x.drawAndMeld(1))],
  },
  {
    // The Wheel — Draw two 1s.
    id: 'the-wheel',
    effects: [
      shared((x) => {
        x.draw(1);
        x.draw(1);
      }),
    ],
  },
  {
    // Agriculture — You may give back a card from your hand. If you did, draw a card one value
    // higher than it and score it.
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
    // Domestication — Meld a card of the lowest value in your hand. Draw a 1.
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
    // Masonry — You may meld any number of cards with a castle from your hand. If you melded four
    // or more, claim the Monument achievement.
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
    // City States — I demand that, if you have four or more visible castles, you move a top card
    // with a castle from your board onto mine; if you did, draw a 1.
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
    // Code of Laws — You may tuck a card from your hand of a colour you already have on your board.
    // If you did, you may splay that colour left.
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
    // Mysticism — Draw a 1 and show it. If you have a pile of its colour, meld it and draw a 1.
    // Otherwise keep it.
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

// Age 2 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import { COLORS } from '../types';

export const age2Cards: CardEntry[] = [
  {
    // Calendar
    id: 'calendar',
    effects: [
      shared((x) => {
        if (x.scorePile().length > x.hand().length) {
          x.draw(3);
          x.draw(3);
        }
      }),
    ],
  },
  {
    // Mathematics
    id: 'mathematics',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'mathematics.return' }),
        (x) => {
          const c = x.chosenCard;
          if (c && x.return(c) > 0) x.drawAndMeld(x.age(c) + 1);
        },
      ),
    ],
  },
  {
    // Construction
    id: 'construction',
    effects: [
      demand(
        (x) => x.chooseCards(x.hand(), { prompt: 'construction.give-two', min: 2, max: 2 }),
        (x) => {
          x.transfer(x.chosen, 'hand', x.me);
          x.draw(2);
        },
      ),
      shared((x) => {
        const five = (p: number) => x.topCards(p).length === 5;
        if (five(x.you) && !x.opponents().some(five)) x.claim('empire');
      }),
    ],
  },
  {
    // Road Building
    id: 'road-building',
    effects: [
      shared(
        (x) => x.chooseCards(x.hand(), { prompt: 'road-building.meld' }),
        (x) => {
          x.meld(x.chosenCard);
          x.mayChooseCards(x.hand(), { prompt: 'road-building.meld-second' });
        },
        (x) => {
          const c = x.chosenCard;
          if (!c) return x.stop();
          x.meld(c);
          if (!x.top('red')) return x.stop();
          x.choosePlayer(x.opponents(), { prompt: 'road-building.give-red', optional: true });
        },
        (x) => {
          const other = x.chosenPlayer;
          if (other === null) return;
          x.transfer(x.top('red'), 'board', other);
          x.transfer(x.top('green', other), 'board', x.you);
        },
      ),
    ],
  },
  {
    // Currency
    id: 'currency',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'currency.return' }),
        (x) => {
          const c = x.chosenCard;
          const values = (x.vars.values as number[] | undefined) ?? [];
          if (c) {
            x.return(c);
            if (!values.includes(x.age(c))) x.vars.values = [...values, x.age(c)];
            return x.goto(0);
          }
          for (let i = 0; i < values.length; i++) x.drawAndScore(2);
        },
      ),
    ],
  },
  {
    // Mapmaking
    id: 'mapmaking',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.scorePile().filter((c) => x.age(c) === 1),
            { prompt: 'mapmaking.give-one', zone: 'score' },
          ),
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
      shared((x) => {
        if (x.demandTransferred) x.drawAndScore(1);
      }),
    ],
  },
  {
    // Canal Building
    id: 'canal-building',
    effects: [
      shared(
        (x) => {
          if (x.hand().length + x.scorePile().length === 0) return x.stop();
          x.may('canal-building.exchange');
        },
        (x) => {
          if (x.choice !== 'yes') return;
          const fromHand = x.highest(x.hand());
          const fromScore = x.highest(x.scorePile());
          x.transfer(fromHand, 'score', x.you);
          x.transfer(fromScore, 'hand', x.you);
        },
      ),
    ],
  },
  {
    // Fermenting
    id: 'fermenting',
    effects: [
      shared((x) => {
        const n = Math.floor(x.icons('leaf') / 2);
        for (let i = 0; i < n; i++) x.draw(2);
      }),
    ],
    lastEdition: [
      shared((x) => {
        const n = COLORS.filter((c) => x.icons('leaf', x.you, c) > 0).length;
        for (let i = 0; i < n; i++) x.draw(2);
      }),
    ],
  },
  {
    // Monotheism
    id: 'monotheism',
    effects: [
      demand(
        (x) => {
          const mine = x.colorsOnBoard(x.me);
          x.chooseCards(
            x.topCards().filter((c) => !mine.includes(x.color(c))),
            { prompt: 'monotheism.give-top', zone: 'board' },
          );
        },
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0) x.drawAndTuck(1);
        },
      ),
      shared((x) => void x.drawAndTuck(1)),
    ],
  },
  {
    // Philosophy
    id: 'philosophy',
    effects: [
      shared(
        (x) => x.chooseColor(x.splayable(COLORS, 'left'), { prompt: 'splay-left', optional: true }),
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'philosophy.score' }),
        (x) => x.score(x.chosenCard),
      ),
    ],
  },
];

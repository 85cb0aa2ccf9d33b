// Age 2 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import { COLORS } from '../types';

export const age2Cards: CardEntry[] = [
  {
    // Calendar — If you have more cards in your score pile than in your hand, draw two 3s.
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
    // Mathematics — You may give back a card from your hand. If you did, draw a card one value
    // higher and meld it.
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
    // Construction — I demand you move two cards from your hand to mine, then draw a 2.
    // / If you are the only player with a top card of all five colours, claim Empire.
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
    // Road Building — Meld one or two cards from your hand. If you melded two, you may move your
    // top red card onto another player's board; if you do, take their top green card onto yours.
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
    // Currency — You may give back any number of cards from your hand. For each different value
    // among them, draw a 2 and score it.
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
    // Mapmaking — I demand you move a 1 from your score pile to mine. / If any card moved because
    // of the demand, draw a 1 and score it.
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
    // Canal Building — You may swap all the highest cards in your hand with all the highest cards
    // in your score pile.
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
    // Fermenting — Draw a 2 for every two leaves visible on your board.
    // (Deluxe: draw a 2 for every colour whose pile shows at least one leaf.)
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
    // Monotheism — I demand you move a top card of a colour I have no pile of from your board to my
    // score pile; if you did, draw and tuck a 1. / Draw and tuck a 1.
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
    // Philosophy — You may splay left any one colour of yours. / You may score a card from your hand.
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

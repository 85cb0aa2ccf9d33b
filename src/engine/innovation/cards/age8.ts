// Age 8 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import type { CardId, Color } from '../types';
import { COLORS } from '../types';

/** The values a player may name (Mass Media), as choice keys. */
const VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

export const age8Cards: CardEntry[] = [
  {
    // Quantum Theory — You may give back one or two cards from your hand. If you gave back two,
    // draw a 10, then draw and score a 10.
    id: 'quantum-theory',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'quantum-theory.return', min: 1, max: 2 }),
        (x) => {
          if (x.return(x.chosen) !== 2) return;
          x.draw(10);
          x.drawAndScore(10);
        },
      ),
    ],
  },
  {
    // Rocketry — For every two clocks on your board, give back a card from an opponent's score
    // pile (you pick each card, from any opponent).
    id: 'rocketry',
    effects: [
      shared(
        (x) => {
          x.vars.left = Math.floor(x.icons('clock') / 2);
        },
        (x) => {
          if (x.num('left') <= 0) return x.stop();
          x.chooseCards(
            x.opponents().flatMap((p) => x.scorePile(p)),
            { prompt: 'rocketry.return', zone: 'score' },
          );
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
    // Flight — If your red cards are splayed up, you may splay any one colour of yours up.
    // / You may splay your red cards up.
    id: 'flight',
    effects: [
      shared(
        (x) => {
          if (x.splayOf('red') !== 'up') return x.stop();
          x.chooseColor(x.splayable(COLORS, 'up'), { prompt: 'splay-up', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
      shared(
        (x) => x.chooseColor(x.splayable(['red'], 'up'), { prompt: 'splay-up', optional: true }),
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
    ],
  },
  {
    // Mobility — I demand you move your two highest non-red top cards without a factory to my score
    // pile, one at a time. If you moved any, draw an 8.
    id: 'mobility',
    effects: [
      demand(
        (x) => {
          // Only today's top cards count: one uncovered by the first move is not eligible.
          x.vars.eligible = x.topCards().filter((c) => x.color(c) !== 'red' && !x.bears(c, 'factory'));
        },
        (x) => {
          const tops = x.topCards();
          const left = (x.vars.eligible as CardId[]).filter((c) => tops.includes(c));
          x.chooseCards(x.highest(left), { prompt: 'mobility.give-highest', zone: 'board' });
        },
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0 && x.tally('moved') < 2) return x.goto(1);
          if (x.num('moved') > 0) x.draw(8);
        },
      ),
    ],
  },
  {
    // Corporations — I demand you move a non-green top card with a factory to my score pile; if you
    // did, draw and meld an 8. / Draw and meld an 8.
    id: 'corporations',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'green' && x.bears(c, 'factory')),
            { prompt: 'corporations.give', zone: 'board' },
          ),
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0) x.drawAndMeld(8);
        },
      ),
      shared((x) => void x.drawAndMeld(8)),
    ],
  },
  {
    // Mass Media — You may give back a card from your hand. If you did, name a value: every card of
    // that value in every score pile goes back. / You may splay your purple cards up.
    id: 'mass-media',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'mass-media.return' }),
        (x) => {
          if (x.return(x.chosen) === 0) return x.stop();
          x.chooseOne(VALUES, { prompt: 'mass-media.value' });
        },
        (x) => {
          const value = Number(x.choice);
          for (const p of x.players()) x.return(x.scorePile(p).filter((c) => x.age(c) === value));
        },
      ),
      shared(
        (x) => x.chooseColor(x.splayable(['purple'], 'up'), { prompt: 'splay-up', optional: true }),
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
    ],
  },
  {
    // Antibiotics — You may give back one to three cards from your hand. For each different value
    // among them, draw two 8s.
    id: 'antibiotics',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'antibiotics.return', min: 1, max: 3 }),
        (x) => {
          const values = new Set(x.chosen.map((c) => x.age(c)));
          x.return(x.chosen);
          for (let i = 0; i < 2 * values.size; i++) x.draw(8);
        },
      ),
    ],
  },
  {
    // Skyscrapers — I demand you move a non-yellow top card with a clock onto my board. If you did,
    // score the card now on top of that pile of yours, then give back the rest of that pile.
    id: 'skyscrapers',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'yellow' && x.bears(c, 'clock')),
            { prompt: 'skyscrapers.give', zone: 'board' },
          ),
        (x) => {
          const moved = x.chosenCard;
          if (!moved || x.transfer(moved, 'board', x.me) === 0) return;
          const color = x.color(moved);
          x.score(x.top(color));
          x.return(x.pile(color).reverse());
        },
      ),
    ],
  },
  {
    // Empiricism — Name two colours, then draw and show a 9. If it is one of them, meld it and you
    // may splay that colour up; otherwise keep it. / If you have twenty or more lightbulbs on your
    // board, you win.
    id: 'empiricism',
    effects: [
      shared(
        (x) => x.chooseColor(COLORS.slice(), { prompt: 'empiricism.first-color' }),
        (x) => {
          x.vars.first = x.chosenColor;
          x.chooseColor(
            COLORS.filter((c) => c !== x.chosenColor),
            { prompt: 'empiricism.second-color' },
          );
        },
        (x) => {
          const named = [x.vars.first as Color, x.chosenColor];
          const c = x.drawAndReveal(9);
          if (!named.includes(x.color(c))) return x.stop();
          x.meld(c);
          x.chooseColor(x.splayable([x.color(c)], 'up'), { prompt: 'splay-up', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
      shared((x) => {
        if (x.icons('lightbulb') >= 20) x.win();
      }),
    ],
  },
  {
    // Socialism — You may tuck your whole hand, in the order you like. If any tucked card was
    // purple, take every lowest card from each opponent's hand.
    id: 'socialism',
    effects: [
      shared(
        (x) => {
          if (x.hand().length === 0) return x.stop();
          x.may('socialism.tuck-all');
        },
        (x) => {
          if (x.choice !== 'yes') return x.stop();
          x.chooseCards(x.hand(), { prompt: 'socialism.tuck-next' });
        },
        (x) => {
          const c = x.chosenCard;
          if (c) {
            x.tuck(c);
            if (x.color(c) === 'purple') x.vars.purple = true;
          }
          if (x.hand().length > 0) {
            x.chooseCards(x.hand(), { prompt: 'socialism.tuck-next' });
            return x.goto(2);
          }
          if (x.vars.purple !== true) return;
          for (const p of x.opponents()) x.transfer(x.lowest(x.hand(p)), 'hand', x.you);
        },
      ),
    ],
  },
];

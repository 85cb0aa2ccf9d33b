// Age 5 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
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
    // Chemistry — You may splay your blue cards right. / Draw a card one value above your highest
    // top card and score it, then give back a card from your score pile.
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
    // Physics — Draw three 6s and show them. If two or more share a colour, give back the three
    // and your whole hand; otherwise keep them.
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
    // Coal — Draw a 5 and tuck it. / You may splay your red cards right. / You may score one of
    // your top cards; if you did, also score the card it uncovered.
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
    // The Pirate Code — I demand you move two cards of value 4 or less from your score pile to
    // mine. / If any card moved because of the demand, score your lowest top card with a crown.
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
    // Banking — I demand you move a non-green top card with a factory from your board onto mine;
    // if you did, draw a 5 and score it. / You may splay your green cards right.
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
    // Measurement — You may give back a card from your hand. If you did, pick a colour, splay it
    // right and draw a card of value equal to its number of cards. (Deluxe: show the card you give
    // back; its colour is the one splayed and counted.)
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
    // Statistics — I demand you move a card of the highest value from your score pile to your
    // hand; if you did and it is now your only card, do it again. (Deluxe: move all the highest
    // at once, no repeat.) / You may splay your yellow cards right.
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
    // Steam Engine — Draw two 4s and tuck them, then score the bottom card of your yellow pile.
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
    // Astronomy — Draw a 6 and show it. If it is green or blue, meld it and do it again; otherwise
    // keep it. / If all your non-purple top cards are 6 or higher, claim Universe.
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
    // Societies — I demand you move a non-purple top card with a lightbulb from your board onto
    // mine; if you did, draw a 5. (Deluxe: any colour, but it must be higher than my top card of
    // that colour.)
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

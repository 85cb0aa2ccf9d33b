// Age 6 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Color } from '../types';
import { COLORS } from '../types';
import { maySplay } from './age4';

const industrializationSplay: EffectDef = maySplay(['red', 'purple'], 'right');

export const age6Cards: CardEntry[] = [
  {
    // Atomic Theory — You may splay your blue cards right. / Draw a 7 and meld it.
    id: 'atomic-theory',
    effects: [maySplay(['blue'], 'right'), shared((x) => void x.drawAndMeld(7))],
  },
  {
    // Encyclopedia — You may meld every card of the highest value in your score pile, in the
    // order you like.
    id: 'encyclopedia',
    effects: [
      shared(
        (x) => {
          if (x.scorePile().length === 0) return x.stop();
          x.may('encyclopedia.meld-highest');
        },
        (x) => {
          if (x.choice !== 'yes') return x.stop();
          x.vars.value = x.maxAge(x.scorePile());
          x.chooseCards(x.highest(x.scorePile()), { prompt: 'encyclopedia.meld-next', zone: 'score' });
        },
        (x) => {
          x.meld(x.chosenCard);
          const rest = x.scorePile().filter((c) => x.age(c) === x.num('value'));
          if (rest.length > 0) {
            x.chooseCards(rest, { prompt: 'encyclopedia.meld-next', zone: 'score' });
            x.goto(2);
          }
        },
      ),
    ],
  },
  {
    // Industrialization — Draw and tuck a 6 for every two factories visible on your board.
    // (Deluxe: one for every colour whose pile shows a factory.) / You may splay your red or
    // purple cards right.
    id: 'industrialization',
    effects: [
      shared((x) => {
        const n = Math.floor(x.icons('factory') / 2); // counted once, before tucking
        for (let i = 0; i < n; i++) x.drawAndTuck(6);
      }),
      industrializationSplay,
    ],
    lastEdition: [
      shared((x) => {
        const n = COLORS.filter((c) => x.icons('factory', x.you, c) > 0).length;
        for (let i = 0; i < n; i++) x.drawAndTuck(6);
      }),
      industrializationSplay,
    ],
  },
  {
    // Machine Tools — Draw a card of the highest value in your score pile and score it.
    id: 'machine-tools',
    effects: [shared((x) => void x.drawAndScore(x.maxAge(x.scorePile())))],
  },
  {
    // Classification — Show the colour of a card in your hand. Every opponent shows their hand and
    // gives you all their cards of that colour. Then meld every card of that colour from your hand.
    id: 'classification',
    effects: [
      shared(
        (x) => {
          const colors = COLORS.filter((c) => x.hand().some((h) => x.color(h) === c));
          x.chooseColor(colors, { prompt: 'classification.color' });
        },
        (x) => {
          const color = x.chosenColor;
          if (!color) return x.stop();
          x.vars.color = color;
          x.reveal(x.hand().filter((h) => x.color(h) === color).slice(0, 1));
          for (const p of x.opponents()) {
            x.revealHand(p);
            x.transfer(x.hand(p).filter((h) => x.color(h) === color), 'hand', x.you);
          }
          x.chooseCards(x.hand().filter((h) => x.color(h) === color), { prompt: 'classification.meld-next' });
        },
        (x) => {
          x.meld(x.chosenCard);
          const rest = x.hand().filter((h) => x.color(h) === (x.vars.color as Color));
          if (rest.length > 0) {
            x.chooseCards(rest, { prompt: 'classification.meld-next' });
            x.goto(2);
          }
        },
      ),
    ],
  },
  {
    // Metric System — If your green cards are splayed right, you may splay any colour of yours
    // right. / You may splay your green cards right.
    id: 'metric-system',
    effects: [
      shared(
        (x) => {
          if (x.splayOf('green') !== 'right') return x.stop();
          x.chooseColor(x.splayable(COLORS, 'right'), { prompt: 'splay-right', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'right'),
      ),
      maySplay(['green'], 'right'),
    ],
  },
  {
    // Canning — You may draw a 6 and tuck it. If you did, score every top card of yours without a
    // factory. / You may splay your yellow cards right.
    id: 'canning',
    effects: [
      shared(
        (x) => x.may('canning.tuck'),
        (x) => {
          if (x.choice !== 'yes') return;
          x.drawAndTuck(6);
          // The top cards are read once, after the tuck: cards uncovered by scoring stay.
          for (const c of x.topCards().filter((t) => !x.bears(t, 'factory'))) x.score(c);
        },
      ),
      maySplay(['yellow'], 'right'),
    ],
  },
  {
    // Vaccination — I demand you give back all the lowest cards of your score pile; if you gave
    // back any, draw a 6 and meld it. / If any card was given back because of the demand, draw a 7
    // and meld it.
    id: 'vaccination',
    effects: [
      demand((x) => {
        if (x.return(x.lowest(x.scorePile())) > 0) x.drawAndMeld(6);
      }),
      shared((x) => {
        if (x.demandTransferred) x.drawAndMeld(7);
      }),
    ],
  },
  {
    // Democracy — You may give back any number of cards from your hand. If, in this dogma, you have
    // now given back more cards through Democracy than every opponent, draw an 8 and score it.
    id: 'democracy',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'democracy.return' }),
        (x) => {
          if (x.chosenCard) {
            x.return(x.chosenCard);
            x.tally('returned');
            return x.goto(0);
          }
          // Running totals per player live in the dogma action, so later executors can compare.
          const totals = (x.actionVars.returned as number[] | undefined)?.slice() ?? x.players().map(() => 0);
          totals[x.you] = (totals[x.you] ?? 0) + x.num('returned');
          x.actionVars.returned = totals;
          const mine = totals[x.you] ?? 0;
          if (x.opponents().every((p) => mine > (totals[p] ?? 0))) x.drawAndScore(8);
        },
      ),
    ],
  },
  {
    // Emancipation — I demand you move a card from your hand to my score pile; if you did, draw a
    // 6. / You may splay your red or purple cards right.
    id: 'emancipation',
    effects: [
      demand(
        (x) => x.chooseCards(x.hand(), { prompt: 'emancipation.give' }),
        (x) => {
          if (x.transfer(x.chosen, 'score', x.me) > 0) x.draw(6);
        },
      ),
      maySplay(['red', 'purple'], 'right'),
    ],
  },
];

// Age 6 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Color } from '../types';
import { COLORS } from '../types';
import { maySplay } from './age4';

const industrializationSplay: EffectDef = maySplay(['red', 'purple'], 'right');

export const age6Cards: CardEntry[] = [
  {
    // Atomic Theory
    id: 'atomic-theory',
    effects: [maySplay(['blue'], 'right'), shared((x) => void x.drawAndMeld(7))],
  },
  {
    // Encyclopedia
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
    // Industrialization
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
    // Machine Tools
    id: 'machine-tools',
    effects: [shared((x) => void x.drawAndScore(x.maxAge(x.scorePile())))],
  },
  {
    // Classification
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
    // Metric System
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
    // Canning
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
    // Vaccination
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
    // Democracy
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
    // Emancipation
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

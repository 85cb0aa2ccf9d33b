// Age 8 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, shared } from '../entry';
import type { CardId, Color } from '../types';
import { COLORS } from '../types';

/** The values a player may name (Mass Media), as choice keys. */
const VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

export const age8Cards: CardEntry[] = [
  {
    // Quantum Theory
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
    // Rocketry
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
    // Flight
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
    // Mobility
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
    // Corporations
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
    // Mass Media
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
    // Antibiotics
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
    // Skyscrapers
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
    // Empiricism
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
    // Socialism
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

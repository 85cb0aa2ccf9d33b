// Age 7 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Exec } from '../exec';
import type { CardId, Color } from '../types';
import { COLORS } from '../types';

/**
 * Combustion's demand in both editions: hand me score cards one at a time (the target picks each),
 * as many as `count` says when the demand starts for that target.
 */
const giveScoreCards = (count: (x: Exec) => number): EffectDef =>
  demand(
    (x) => {
      x.vars.left = count(x);
    },
    (x) => {
      if (x.num('left') <= 0) return x.stop();
      x.chooseCards(x.scorePile(), { prompt: 'combustion.give', zone: 'score' });
    },
    (x) => {
      if (x.transfer(x.chosen, 'score', x.me) === 0) return;
      x.tally('left', -1);
      x.goto(1);
    },
  );

/**
 * Lighting: tucks the chosen cards still listed in `vars.left`. Their order matters only between
 * cards of one colour (the last one tucked lies at the bottom), so the player picks the next card
 * only while two of them share a colour; step 2 tucks the pick and calls this again.
 */
const tuckRest = (x: Exec): void => {
  const left = x.vars.left as CardId[];
  const shareColour = left.some((c, i) => left.findIndex((d) => x.color(d) === x.color(c)) !== i);
  if (shareColour) {
    x.chooseCards(left, { prompt: 'lighting.tuck-next' });
    x.goto(2);
    return;
  }
  for (const c of left) x.tuck(c);
  x.vars.left = [];
  x.goto(3);
};

export const age7Cards: CardEntry[] = [
  {
    // Evolution
    id: 'evolution',
    effects: [
      shared(
        (x) => x.chooseOne(['score-eight', 'draw-higher'], { prompt: 'evolution.option', optional: true }),
        (x) => {
          if (x.choice === 'draw-higher') x.draw(x.maxAge(x.scorePile()) + 1);
          if (x.choice !== 'score-eight') return x.stop();
          x.drawAndScore(8);
          x.chooseCards(x.scorePile(), { prompt: 'evolution.return', zone: 'score' });
        },
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Publications
    id: 'publications',
    effects: [
      shared(
        (x) =>
          x.chooseColor(
            COLORS.filter((c) => x.pile(c).length >= 2),
            { prompt: 'publications.pile', optional: true },
          ),
        (x) => {
          const color = x.chosenColor;
          if (!color) return x.stop();
          x.vars.color = color;
          x.vars.order = [];
          // The new order is picked from the top down, one card at a time.
          x.chooseCards(x.pile(color), { prompt: 'publications.next-from-top', zone: 'board' });
        },
        (x) => {
          const color = x.vars.color as Color;
          const order = [...(x.vars.order as CardId[]), ...x.chosen];
          x.vars.order = order;
          const rest = x.pile(color).filter((c) => !order.includes(c));
          if (rest.length > 0) {
            x.chooseCards(rest, { prompt: 'publications.next-from-top', zone: 'board' });
            return x.goto(2);
          }
          x.reorder(color, order.slice().reverse());
        },
      ),
      shared(
        (x) => x.chooseColor(x.splayable(['yellow', 'blue'], 'up'), { prompt: 'splay-up', optional: true }),
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
    ],
  },
  {
    // Combustion
    id: 'combustion',
    effects: [giveScoreCards(() => 2)],
    lastEdition: [
      giveScoreCards((x) => Math.floor(x.icons('crown', x.me) / 4)),
      shared((x) => void x.return(x.pile('red')[0] ?? null)),
    ],
  },
  {
    // Explosives
    id: 'explosives',
    effects: [
      demand(
        (x) => x.chooseCards(x.highest(x.hand()), { prompt: 'explosives.give-highest' }),
        (x) => {
          if (x.transfer(x.chosen, 'hand', x.me) === 0) return x.stop();
          if (x.tally('given') < 3 && x.hand().length > 0) return x.goto(0);
          if (x.hand().length === 0) x.draw(7);
        },
      ),
    ],
  },
  {
    // Bicycle
    id: 'bicycle',
    effects: [
      shared(
        (x) => {
          if (x.hand().length + x.scorePile().length === 0) return x.stop();
          x.may('bicycle.swap');
        },
        (x) => {
          if (x.choice !== 'yes') return;
          const fromHand = x.hand();
          const fromScore = x.scorePile();
          x.transfer(fromHand, 'score', x.you);
          x.transfer(fromScore, 'hand', x.you);
        },
      ),
    ],
  },
  {
    // Electricity
    id: 'electricity',
    effects: [
      shared((x) => {
        // Only the cards on top now: a card uncovered by a return does not qualify.
        const n = x.return(x.topCards().filter((c) => !x.bears(c, 'factory')));
        for (let i = 0; i < n; i++) x.draw(8);
      }),
    ],
  },
  {
    // Refrigeration
    id: 'refrigeration',
    effects: [
      demand(
        (x) => {
          x.vars.left = Math.floor(x.hand().length / 2);
        },
        (x) => {
          if (x.num('left') <= 0) return x.stop();
          x.chooseCards(x.hand(), { prompt: 'refrigeration.return' });
        },
        (x) => {
          if (x.return(x.chosen) === 0) return;
          x.tally('left', -1);
          x.goto(1);
        },
      ),
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'refrigeration.score' }),
        (x) => x.score(x.chosenCard),
      ),
    ],
  },
  {
    // Sanitation
    id: 'sanitation',
    effects: [
      demand(
        (x) => {
          x.vars.mine = x.lowest(x.hand(x.me));
          x.chooseCards(x.highest(x.hand()), { prompt: 'sanitation.give-highest' });
        },
        (x) => {
          if (x.transfer(x.chosen, 'hand', x.me) > 0 && x.tally('given') < 2) {
            x.chooseCards(x.highest(x.hand()), { prompt: 'sanitation.give-highest' });
            return x.goto(1);
          }
          x.chooseCards(x.vars.mine as CardId[], { prompt: 'sanitation.give-lowest', player: x.me });
        },
        (x) => void x.transfer(x.chosen, 'hand', x.you),
      ),
    ],
  },
  {
    // Lighting
    id: 'lighting',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'lighting.tuck', min: 1, max: 3 }),
        (x) => {
          if (x.chosen.length === 0) return x.stop();
          x.vars.values = new Set(x.chosen.map((c) => x.age(c))).size;
          x.vars.left = x.chosen;
          tuckRest(x);
        },
        (x) => {
          x.tuck(x.chosenCard);
          x.vars.left = (x.vars.left as CardId[]).filter((c) => c !== x.chosenCard);
          tuckRest(x);
        },
        (x) => {
          for (let i = x.num('values'); i > 0; i--) x.drawAndScore(7);
        },
      ),
    ],
  },
  {
    // Railroad
    id: 'railroad',
    effects: [
      shared((x) => {
        x.return(x.hand());
        for (let i = 0; i < 3; i++) x.draw(6);
      }),
      shared(
        (x) =>
          x.chooseColor(
            COLORS.filter((c) => x.splayOf(c) === 'right'),
            { prompt: 'railroad.splay-up', optional: true },
          ),
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
    ],
  },
];

// Age 4 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Color, Splay } from '../types';
import { COLORS } from '../types';

/**
 * "You may splay your <colour> (or <colour>) cards <dir>": a shared effect that recurs on a dozen
 * cards of ages 4–6. Only piles that would really change are offered, so a no-op is never asked.
 */
export const maySplay = (colors: readonly Color[], dir: Exclude<Splay, 'none'>): EffectDef =>
  shared(
    (x) => x.chooseColor(x.splayable(colors, dir), { prompt: `splay-${dir}`, optional: true }),
    (x) => void x.splay(x.chosenColor, dir),
  );

export const age4Cards: CardEntry[] = [
  {
    // Experimentation
    id: 'experimentation',
    effects: [shared((x) => void x.drawAndMeld(5))],
  },
  {
    // Printing Press
    id: 'printing-press',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.scorePile(), { prompt: 'printing-press.return', zone: 'score' }),
        (x) => {
          if (x.return(x.chosen) === 0) return;
          const purple = x.top('purple');
          x.draw((purple ? x.age(purple) : 0) + 2);
        },
      ),
      maySplay(['blue'], 'right'),
    ],
  },
  {
    // Colonialism
    id: 'colonialism',
    effects: [
      shared((x) => {
        if (x.bears(x.drawAndTuck(3), 'crown')) x.again();
      }),
    ],
  },
  {
    // Gunpowder
    id: 'gunpowder',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.bears(c, 'castle')),
            { prompt: 'gunpowder.give-top', zone: 'board' },
          ),
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
      shared((x) => {
        if (x.demandTransferred) x.drawAndScore(2);
      }),
    ],
  },
  {
    // Invention
    id: 'invention',
    effects: [
      shared(
        (x) =>
          x.chooseColor(
            COLORS.filter((c) => x.splayOf(c) === 'left'),
            { prompt: 'invention.left-to-right', optional: true },
          ),
        (x) => {
          if (x.splay(x.chosenColor, 'right')) x.drawAndScore(4);
        },
      ),
      shared((x) => {
        if (COLORS.every((c) => x.splayOf(c) !== 'none')) x.claim('wonder');
      }),
    ],
  },
  {
    // Navigation
    id: 'navigation',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.scorePile().filter((c) => x.age(c) === 2 || x.age(c) === 3),
            { prompt: 'navigation.give', zone: 'score' },
          ),
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
    ],
  },
  {
    // Anatomy
    id: 'anatomy',
    effects: [
      demand(
        (x) => x.chooseCards(x.scorePile(), { prompt: 'anatomy.return-score', zone: 'score' }),
        (x) => {
          const c = x.chosenCard;
          if (!c || x.return(c) === 0) return x.stop();
          x.chooseCards(
            x.topCards().filter((t) => x.age(t) === x.age(c)),
            { prompt: 'anatomy.return-top', zone: 'board' },
          );
        },
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Perspective
    id: 'perspective',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'perspective.return' }),
        (x) => {
          if (x.return(x.chosen) === 0) return x.stop();
          x.vars.left = Math.floor(x.icons('lightbulb') / 2);
          if (x.num('left') > 0) x.chooseCards(x.hand(), { prompt: 'perspective.score' });
        },
        (x) => {
          if (!x.chosenCard) return;
          x.score(x.chosenCard);
          if (x.tally('left', -1) > 0) {
            x.chooseCards(x.hand(), { prompt: 'perspective.score' });
            x.goto(2);
          }
        },
      ),
    ],
  },
  {
    // Enterprise
    id: 'enterprise',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'purple' && x.bears(c, 'crown')),
            { prompt: 'enterprise.give-top', zone: 'board' },
          ),
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.drawAndMeld(4);
        },
      ),
      maySplay(['green'], 'right'),
    ],
  },
  {
    // Reformation
    id: 'reformation',
    effects: [
      shared(
        (x) => {
          // Counted once, before tucking; a short hand tucks what it holds.
          x.vars.left = Math.min(Math.floor(x.icons('leaf') / 2), x.hand().length);
          if (x.num('left') === 0) return x.stop();
          x.may('reformation.tuck');
        },
        (x) => {
          if (x.choice !== 'yes') return x.stop();
          x.chooseCards(x.hand(), { prompt: 'reformation.tuck-next' });
        },
        (x) => {
          x.tuck(x.chosenCard);
          if (x.tally('left', -1) > 0) {
            x.chooseCards(x.hand(), { prompt: 'reformation.tuck-next' });
            x.goto(2);
          }
        },
      ),
      maySplay(['yellow', 'purple'], 'right'),
    ],
  },
];

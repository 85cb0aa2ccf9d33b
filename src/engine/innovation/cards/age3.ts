// Age 3 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Exec } from '../exec';
import { COLORS } from '../types';

/** Feudalism's shared half, the same in both editions: you may splay yellow or purple left. */
const feudalismSplay: EffectDef = shared(
  (x) => x.chooseColor(x.splayable(['yellow', 'purple'], 'left'), { prompt: 'splay-left', optional: true }),
  (x) => void x.splay(x.chosenColor, 'left'),
);

/** Feudalism's demand opens the same way in both editions: hand over a castle card. */
const giveCastle = (x: Exec) => {
  const castles = x.hand().filter((c) => x.bears(c, 'castle'));
  if (castles.length === 0) x.revealHand(); // proves the demand cannot be met
  x.chooseCards(castles, { prompt: 'feudalism.give-castle' });
};

export const age3Cards: CardEntry[] = [
  {
    // Alchemy
    id: 'alchemy',
    effects: [
      shared((x) => {
        const n = Math.floor(x.icons('castle') / 3);
        const shown: string[] = [];
        for (let i = 0; i < n; i++) shown.push(x.drawAndReveal(4));
        if (shown.some((c) => x.color(c) === 'red')) x.return(x.hand());
      }),
      shared(
        (x) => x.chooseCards(x.hand(), { prompt: 'alchemy.meld' }),
        (x) => {
          x.meld(x.chosenCard);
          x.chooseCards(x.hand(), { prompt: 'alchemy.score' });
        },
        (x) => x.score(x.chosenCard),
      ),
    ],
  },
  {
    // Translation
    id: 'translation',
    effects: [
      shared(
        (x) => {
          if (x.scorePile().length === 0) return x.stop();
          x.may('translation.meld-all');
        },
        (x) => {
          if (x.choice !== 'yes') return x.stop();
          x.chooseCards(x.scorePile(), { prompt: 'translation.meld-next', zone: 'score' });
        },
        (x) => {
          x.meld(x.chosenCard);
          if (x.scorePile().length > 0) {
            x.chooseCards(x.scorePile(), { prompt: 'translation.meld-next', zone: 'score' });
            x.goto(2);
          }
        },
      ),
      shared((x) => {
        const tops = x.topCards();
        if (tops.length > 0 && tops.every((c) => x.bears(c, 'crown'))) x.claim('world');
      }),
    ],
  },
  {
    // Engineering
    id: 'engineering',
    effects: [
      demand((x) => void x.transfer(x.topCards().filter((c) => x.bears(c, 'castle')), 'score', x.me)),
      shared(
        (x) => x.chooseColor(x.splayable(['red'], 'left'), { prompt: 'splay-left', optional: true }),
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
    ],
  },
  {
    // Optics
    id: 'optics',
    effects: [
      shared(
        (x) => {
          const c = x.drawAndMeld(3);
          if (x.bears(c, 'crown')) {
            x.drawAndScore(4);
            return x.stop();
          }
          const poorer = x.opponents().filter((p) => x.points(p) < x.points());
          if (poorer.length === 0 || x.scorePile().length === 0) return x.stop();
          x.choosePlayer(poorer, { prompt: 'optics.receiver' });
        },
        (x) => {
          x.vars.to = x.chosenPlayer;
          x.chooseCards(x.scorePile(), { prompt: 'optics.give', zone: 'score' });
        },
        (x) => void x.transfer(x.chosen, 'score', x.num('to')),
      ),
    ],
  },
  {
    // Compass
    id: 'compass',
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => x.color(c) !== 'green' && x.bears(c, 'leaf')),
            { prompt: 'compass.give', zone: 'board' },
          ),
        (x) => {
          x.transfer(x.chosen, 'board', x.me);
          x.chooseCards(
            x.topCards(x.me).filter((c) => !x.bears(c, 'leaf')),
            { prompt: 'compass.take', zone: 'board' },
          );
        },
        (x) => void x.transfer(x.chosen, 'board', x.you),
      ),
    ],
  },
  {
    // Paper
    id: 'paper',
    effects: [
      shared(
        (x) => x.chooseColor(x.splayable(['green', 'blue'], 'left'), { prompt: 'splay-left', optional: true }),
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
      shared((x) => {
        const n = COLORS.filter((c) => x.splayOf(c) === 'left').length;
        for (let i = 0; i < n; i++) x.draw(4);
      }),
    ],
  },
  {
    // Machinery
    id: 'machinery',
    effects: [
      demand((x) => {
        const yours = x.hand();
        const mine = x.highest(x.hand(x.me));
        x.transfer(yours, 'hand', x.me);
        x.transfer(mine, 'hand', x.you);
      }),
      shared(
        (x) => x.chooseCards(x.hand().filter((c) => x.bears(c, 'castle')), { prompt: 'machinery.score-castle' }),
        (x) => {
          x.score(x.chosenCard);
          x.chooseColor(x.splayable(['red'], 'left'), { prompt: 'splay-left', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
    ],
  },
  {
    // Medicine
    id: 'medicine',
    effects: [
      demand(
        (x) => x.chooseCards(x.highest(x.scorePile()), { prompt: 'medicine.give-highest', zone: 'score' }),
        (x) => {
          x.vars.given = x.chosenCard;
          x.chooseCards(x.lowest(x.scorePile(x.me)), { prompt: 'medicine.give-lowest', zone: 'score', player: x.me });
        },
        (x) => {
          const given = x.vars.given as string | null;
          const back = x.chosenCard;
          x.transfer(given, 'score', x.me);
          x.transfer(back, 'score', x.you);
        },
      ),
    ],
  },
  {
    // Education
    id: 'education',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.highest(x.scorePile()), { prompt: 'education.return', zone: 'score' }),
        (x) => {
          if (x.return(x.chosen) > 0) x.draw(x.maxAge(x.scorePile()) + 2);
        },
      ),
    ],
  },
  {
    // Feudalism
    id: 'feudalism',
    effects: [
      demand(
        giveCastle,
        (x) => void x.transfer(x.chosen, 'hand', x.me),
      ),
      feudalismSplay,
    ],
    lastEdition: [
      demand(
        giveCastle,
        (x) => {
          const c = x.chosenCard;
          if (c && x.transfer(c, 'hand', x.me) > 0) x.unsplay(x.color(c));
        },
      ),
      feudalismSplay,
    ],
  },
];

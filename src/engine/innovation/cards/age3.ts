// Age 3 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
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
    // Alchemy — Draw and show a 4 for every three castles visible on your board. If any of them is
    // red, give back the shown cards and your whole hand; otherwise keep them.
    // / Meld a card from your hand, then score a card from your hand.
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
    // Translation — You may meld every card of your score pile, in the order you like.
    // / If each of your top cards has a crown, claim the World achievement.
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
    // Engineering — I demand you move all your top cards with a castle to my score pile.
    // / You may splay your red cards left.
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
    // Optics — Draw and meld a 3. If it has a crown, draw and score a 4. Otherwise move a card from
    // your score pile to the score pile of an opponent with fewer points than you.
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
    // Compass — I demand you move a non-green top card with a leaf from your board onto mine, then
    // take onto your board one of my top cards without a leaf.
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
    // Paper — You may splay your green or blue cards left. / Draw a 4 for every colour of yours
    // that is splayed left.
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
    // Machinery — I demand you swap your whole hand for all the highest cards in my hand.
    // / Score a card with a castle from your hand. You may splay your red cards left.
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
    // Medicine — I demand you swap a highest card of your score pile for a lowest card of mine.
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
    // Education — You may give back a highest card from your score pile. If you did, draw a card two
    // values above the highest card left in your score pile.
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
    // Feudalism — I demand you move a card with a castle from your hand to mine (Deluxe: and unsplay
    // your pile of its colour). / You may splay your yellow or purple cards left.
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

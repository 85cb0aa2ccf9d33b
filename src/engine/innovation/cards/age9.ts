// Age 9 cards. Each entry restates its card in our own words; "you" executes, "me" activated.
import { type CardEntry, demand, type EffectDef, shared } from '../entry';
import type { Exec } from '../exec';
import type { CardId, Color } from '../types';
import { COLORS } from '../types';

/** "You may splay one of these colours up" (Computers, Satellites, Specialization). */
const maySplayUp = (colors: Color[]): EffectDef =>
  shared(
    (x) => x.chooseColor(x.splayable(colors, 'up'), { prompt: 'splay-up', optional: true }),
    (x) => void x.splay(x.chosenColor, 'up'),
  );

/**
 * Fission's demand, the same in both editions: draw and show a 10. A red one takes every hand,
 * board and score pile out of the game and ends the dogma action on the spot.
 */
const fissionDemand: EffectDef = demand((x) => {
  const c = x.drawAndReveal(10);
  if (x.color(c) !== 'red') return;
  for (const p of x.players()) {
    const cards: CardId[] = [...x.hand(p), ...x.scorePile(p)];
    for (const color of COLORS) cards.push(...x.pile(color, p));
    x.remove(cards);
  }
  x.endDogma();
});

/** Fission's shared half opens the same way in both editions: give back any top card but Fission. */
const returnTopCard = (x: Exec) =>
  x.chooseCards(
    x.players().flatMap((p) => x.topCards(p).filter((c) => c !== 'fission')),
    { prompt: 'fission.return-top', zone: 'board' },
  );

export const age9Cards: CardEntry[] = [
  {
    // Computers — You may splay your red or green cards up. / Draw and meld a 10, then run its
    // non-demand effects yourself, alone.
    id: 'computers',
    effects: [
      maySplayUp(['red', 'green']),
      shared((x) => x.execute(x.drawAndMeld(10))),
    ],
  },
  {
    // Genetics — Draw and meld a 10, then score every card beneath it in that pile.
    id: 'genetics',
    effects: [
      shared((x) => {
        const c = x.drawAndMeld(10);
        const beneath = x.pile(x.color(c)).filter((d) => d !== c);
        for (const d of beneath.reverse()) x.score(d);
      }),
    ],
  },
  {
    // Composites — I demand you hand me all the cards of your hand but one (you keep the one you
    // choose), and move a highest card of your score pile to mine.
    id: 'composites',
    effects: [
      demand(
        (x) => x.chooseCards(x.hand(), { prompt: 'composites.keep' }),
        (x) => {
          const keep = x.chosenCard;
          x.transfer(x.hand().filter((c) => c !== keep), 'hand', x.me);
          x.chooseCards(x.highest(x.scorePile()), { prompt: 'composites.give-highest', zone: 'score' });
        },
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
    ],
  },
  {
    // Fission — I demand you draw and show a 10. If it is red, every hand, board and score pile
    // leaves the game and this dogma stops; otherwise keep it. / Give back a top card of anyone's
    // board other than Fission (Deluxe: then draw a 10).
    id: 'fission',
    effects: [fissionDemand, shared(returnTopCard, (x) => void x.return(x.chosen))],
    lastEdition: [
      fissionDemand,
      shared(returnTopCard, (x) => {
        x.return(x.chosen);
        x.draw(10);
      }),
    ],
  },
  {
    // Collaboration — I demand you draw and show two 9s; I take one of them onto my board and you
    // meld the other. / If you have ten or more green cards on your board, you win.
    id: 'collaboration',
    effects: [
      demand(
        (x) => {
          const drawn = [x.drawAndReveal(9), x.drawAndReveal(9)];
          x.vars.drawn = drawn;
          x.chooseCards(drawn, { prompt: 'collaboration.take', player: x.me });
        },
        (x) => {
          const taken = x.chosenCard;
          x.transfer(taken, 'board', x.me);
          x.meld((x.vars.drawn as CardId[]).find((c) => c !== taken) ?? null);
        },
      ),
      shared((x) => {
        if (x.pile('green').length >= 10) x.win();
      }),
    ],
  },
  {
    // Satellites — Give back your whole hand, then draw three 8s. / You may splay your purple cards
    // up. / Meld a card from your hand, then run its non-demand effects yourself, alone.
    id: 'satellites',
    effects: [
      shared((x) => {
        x.return(x.hand());
        for (let i = 0; i < 3; i++) x.draw(8);
      }),
      maySplayUp(['purple']),
      shared(
        (x) => x.chooseCards(x.hand(), { prompt: 'satellites.meld' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.meld(c);
          x.execute(c);
        },
      ),
    ],
  },
  {
    // Ecology — You may give back a card from your hand. If you did, score a card from your hand and
    // draw two 10s.
    id: 'ecology',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'ecology.return' }),
        (x) => {
          if (x.return(x.chosen) === 0) return x.stop();
          x.chooseCards(x.hand(), { prompt: 'ecology.score' });
        },
        (x) => {
          x.score(x.chosenCard);
          x.draw(10);
          x.draw(10);
        },
      ),
    ],
  },
  {
    // Suburbia — You may tuck any number of cards from your hand; draw and score a 1 for each.
    id: 'suburbia',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'suburbia.tuck' }),
        (x) => {
          const c = x.chosenCard;
          if (c) {
            x.tuck(c);
            x.tally('tucked');
            return x.goto(0);
          }
          for (let i = x.num('tucked'); i > 0; i--) x.drawAndScore(1);
        },
      ),
    ],
  },
  {
    // Services — I demand you move all the highest cards of your score pile into my hand. If you
    // moved any, take into your hand one of my top cards without a leaf.
    id: 'services',
    effects: [
      demand(
        (x) => {
          if (x.transfer(x.highest(x.scorePile()), 'hand', x.me) === 0) return x.stop();
          x.chooseCards(
            x.topCards(x.me).filter((c) => !x.bears(c, 'leaf')),
            { prompt: 'services.take', zone: 'board' },
          );
        },
        (x) => void x.transfer(x.chosen, 'hand', x.you),
      ),
    ],
  },
  {
    // Specialization — Show a card from your hand; take into your hand each opponent's top card of
    // its colour. / You may splay your yellow or blue cards up.
    id: 'specialization',
    effects: [
      shared(
        (x) => x.chooseCards(x.hand(), { prompt: 'specialization.reveal' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.reveal([c]);
          for (const p of x.opponents()) x.transfer(x.top(x.color(c), p), 'hand', x.you);
        },
      ),
      maySplayUp(['yellow', 'blue']),
    ],
  },
];

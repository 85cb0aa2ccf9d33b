// Age 9 cards, by name. A card's text lives once, in the catalogue (inno.card.<id>,
// src/i18n/innovation/cards/en.ts); comments here say why the code reads it so. "you" executes, "me" activated.
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
    // Computers
    id: 'computers',
    effects: [
      maySplayUp(['red', 'green']),
      shared((x) => x.execute(x.drawAndMeld(10))),
    ],
  },
  {
    // Genetics
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
    // Composites
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
    // Fission
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
    // Collaboration
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
    // Satellites
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
    // Ecology
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
    // Suburbia
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
    // Services
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
    // Specialization
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

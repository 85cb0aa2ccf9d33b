// Echoes of the Past, ages 6 to 10. Each entry restates its card in our own words (the echo effect
// first, then the dogma effects in printed order); "you" executes, "me" activated the dogma.
// Rulings follow ../../../../../docs/rules/innovation-echoes.md and the digest's recommendations.
import type { PlayerId } from '../../../core/types';
import { type CardEntry, demand, type EffectDef, shared } from '../../entry';
import type { Exec } from '../../exec';
import type { CardId, Color, Icon } from '../../types';
import { COLORS, ICONS } from '../../types';
import { achieveCard, availableStandard, echoNote, eligibleDoubled, heldStandard, noteEcho, visibleNotes } from './verbs-6-10';

const VALUES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

/** "You may splay your <colour> pile <dir>." */
const maySplay = (color: Color, dir: 'right' | 'up'): EffectDef =>
  shared(
    (x) => x.chooseColor(x.splayable([color], dir), { prompt: `splay-${dir}`, optional: true }),
    (x) => void x.splay(x.chosenColor, dir),
  );

/** "Draw a card of any value you choose and <do> it": the value question, then the draw. */
const anyValue = (prompt: string, then: (x: Exec, value: number) => void, values = VALUES) => [
  (x: Exec) => x.chooseOne(values, { prompt }),
  (x: Exec) => {
    const v = Number(x.choice);
    if (v > 0) then(x, v);
  },
];

/** The icon types printed on a card (hexes, echo effects and bonuses are not icons). */
const iconTypes = (x: Exec, c: CardId): Icon[] => ICONS.filter((i) => x.bears(c, i));

export const echoesCards6to10: CardEntry[] = [
  // ---------------------------------------------------------------- age 6
  {
    // Bifocals — Echo: draw a card of any value and foreshadow it. / You may return a card from
    // your forecast; if you did, draw and foreshadow a card of the same value. / You may splay
    // your green pile right.
    id: 'bifocals',
    echo: shared(...anyValue('bifocals.value', (x, v) => void x.drawAndForeshadow(v))),
    effects: [
      shared(
        (x) => x.mayChooseCards(x.forecast(), { prompt: 'bifocals.return', zone: 'forecast' }),
        (x) => {
          const c = x.chosenCard;
          if (c && x.return(c) > 0) x.drawAndForeshadow(x.age(c));
        },
      ),
      maySplay('green', 'right'),
    ],
  },
  {
    // Stethoscope — Echo: meld a blue or yellow card from your hand. / Draw a 7; if the echo
    // effect made you meld a blue card in this dogma, draw an 8 too. / You may splay yellow right.
    id: 'stethoscope',
    echo: shared(
      (x) =>
        x.chooseCards(
          x.hand().filter((c) => x.color(c) === 'blue' || x.color(c) === 'yellow'),
          { prompt: 'stethoscope.meld' },
        ),
      (x) => {
        const c = x.chosenCard;
        if (!c) return;
        x.meld(c);
        x.keep('stethoscope-melded', x.color(c));
      },
    ),
    effects: [
      shared((x) => {
        x.draw(7);
        if (x.kept('stethoscope-melded') === 'blue') x.draw(8);
      }),
      maySplay('yellow', 'right'),
    ],
  },
  {
    // Loom — Echo: score your lowest top card. / You may return two cards of different values
    // from your score pile; if you did, draw and tuck three 6s. / If one of your piles shows five
    // or more hexes, claim Heritage.
    id: 'loom',
    echo: shared(
      (x) => x.chooseCards(x.lowest(x.topCards()), { prompt: 'loom.score-lowest', zone: 'board' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      shared(
        (x) => {
          const values = new Set(x.scorePile().map((c) => x.age(c)));
          if (values.size < 2) return x.stop();
          x.mayChooseCards(x.scorePile(), { prompt: 'loom.return-first', zone: 'score' });
        },
        (x) => {
          const first = x.chosenCard;
          if (!first) return x.stop();
          x.vars.first = first;
          const v = x.age(first);
          x.chooseCards(
            x.scorePile().filter((c) => x.age(c) !== v),
            { prompt: 'loom.return-second', zone: 'score' },
          );
        },
        (x) => {
          if (x.return([x.vars.first as CardId, ...x.chosen]) < 2) return;
          for (let i = 0; i < 3; i++) x.drawAndTuck(6);
        },
      ),
      shared((x) => {
        if (COLORS.some((c) => x.hexesShown(c) >= 5)) x.claim('heritage');
      }),
    ],
  },
  {
    // Shrapnel — I demand you draw and tuck a 6, then move your two top cards of its colour to my
    // score pile; then I move my bottom card of that colour to your score pile.
    id: 'shrapnel',
    effects: [
      demand((x) => {
        const color = x.color(x.drawAndTuck(6));
        for (let i = 0; i < 2; i++) x.transfer(x.top(color), 'score', x.me);
        x.transfer(x.pile(color, x.me)[0] ?? null, 'score', x.you);
      }),
    ],
  },
  {
    // Hot Air Balloon — Echo: draw and score a 7. / You may achieve another player's top card if
    // that player holds an achievement of its value and you are eligible; if you did, move your
    // top green card onto their board. If you did not, draw and meld a 7.
    id: 'hot-air-balloon',
    echo: shared((x) => void x.drawAndScore(7)),
    effects: [
      shared(
        (x) => {
          const options = x
            .players()
            .filter((p) => p !== x.you)
            .flatMap((p) =>
              x.topCards(p).filter((c) => {
                const v = x.age(c);
                return heldStandard(x, p).some((a) => x.age(a) === v) && x.eligible(v);
              }),
            );
          x.mayChooseCards(options, { prompt: 'hot-air-balloon.achieve', zone: 'board' });
        },
        (x) => {
          const c = x.chosenCard;
          if (!c) return void x.drawAndMeld(7);
          const owner = x.players().find((p) => x.topCards(p).includes(c)) as PlayerId;
          achieveCard(x, c);
          x.transfer(x.top('green'), 'board', owner);
        },
      ),
    ],
  },
  {
    // Steamboat — I demand you draw and reveal a 6. Blue or yellow: give it and your whole hand to
    // my hand. Red or green: keep it and move two cards of your score pile to mine. Purple: keep it.
    id: 'steamboat',
    effects: [
      demand(
        (x) => {
          const c = x.drawAndReveal(6);
          const color = x.color(c);
          if (color === 'blue' || color === 'yellow') return void x.transfer(x.hand(), 'hand', x.me);
          if (color === 'purple') return;
          const score = x.scorePile();
          x.chooseCards(score, { prompt: 'steamboat.give', zone: 'score', min: 2, max: 2 });
        },
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
    ],
  },
  {
    // Dentures — Echo: draw and tuck a 6. / Take the colour of the last card you tucked with
    // Dentures in this dogma; score that pile's top two cards, never its bottom card. If nothing
    // was scored, draw and tuck a 6 and do this again. / You may splay your blue pile right.
    id: 'dentures',
    echo: shared((x) => x.keep('dentures-tucked', x.color(x.drawAndTuck(6)))),
    effects: [
      shared((x) => {
        const color = (x.kept('dentures-tucked') as Color | undefined) ?? null;
        let scored = 0;
        if (color) {
          for (let i = 0; i < 2; i++) {
            const cards = x.pile(color);
            if (cards.length < 2) break;
            x.score(cards[cards.length - 1] as CardId);
            scored++;
          }
        }
        if (scored > 0) return;
        x.keep('dentures-tucked', x.color(x.drawAndTuck(6)));
        x.again();
      }),
      maySplay('blue', 'right'),
    ],
  },
  {
    // Morphine — Echo: score an odd-valued card from your hand. / I demand you return every
    // odd-valued card in your hand, then draw a 6. / If the demand returned any card, draw a card
    // one above the highest it returned. / You may splay your red pile right.
    id: 'morphine',
    echo: shared(
      (x) => x.chooseCards(x.hand().filter((c) => x.age(c) % 2 === 1), { prompt: 'morphine.score' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      demand((x) => {
        const odd = x.hand().filter((c) => x.age(c) % 2 === 1);
        if (odd.length > 0) {
          x.return(odd);
          x.actionVars.morphineHighest = Math.max(x.maxAge(odd), Number(x.actionVars.morphineHighest ?? 0));
        }
        x.draw(6);
      }),
      shared((x) => {
        const highest = Number(x.actionVars.morphineHighest ?? 0);
        if (highest > 0) x.draw(highest + 1);
      }),
      maySplay('red', 'right'),
    ],
  },
  {
    // Indian Clubs — I demand you return two cards from your score pile. / For each value in your
    // score pile, score one card of that value from your hand.
    id: 'indian-clubs',
    effects: [
      demand(
        (x) => x.chooseCards(x.scorePile(), { prompt: 'indian-clubs.return', zone: 'score', min: 2, max: 2 }),
        (x) => void x.return(x.chosen),
      ),
      shared(
        (x) => {
          x.vars.values = [...new Set(x.scorePile().map((c) => x.age(c)))].map(String);
        },
        (x) => {
          const left = (x.vars.values as string[]).map(Number);
          const options = x.hand().filter((c) => left.includes(x.age(c)));
          if (options.length === 0) return x.stop();
          x.chooseCards(options, { prompt: 'indian-clubs.score' });
        },
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.vars.values = (x.vars.values as string[]).filter((v) => Number(v) !== x.age(c));
          x.score(c);
          x.goto(1);
        },
      ),
    ],
  },
  {
    // Kaleidoscope — Draw and meld a 7; then you may splay its colour right.
    id: 'kaleidoscope',
    effects: [
      shared(
        (x) => {
          const color = x.color(x.drawAndMeld(7));
          x.chooseColor(x.splayable([color], 'right'), { prompt: 'splay-right', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'right'),
      ),
    ],
  },
  // ---------------------------------------------------------------- age 7
  {
    // Photography — Echo: meld a card from your forecast. / I demand you move your highest top
    // card to your hand. / If one of your piles shows three or more echo effects, claim History.
    id: 'photography',
    echo: shared(
      (x) => x.chooseCards(x.forecast(), { prompt: 'photography.meld', zone: 'forecast' }),
      (x) => x.meld(x.chosenCard),
    ),
    effects: [
      demand(
        (x) => x.chooseCards(x.highest(x.topCards()), { prompt: 'photography.take', zone: 'board' }),
        (x) => void x.transfer(x.chosen, 'hand', x.you),
      ),
      shared((x) => {
        if (COLORS.some((c) => x.echoesShown(c).length >= 3)) x.claim('history');
      }),
    ],
  },
  {
    // Typewriter — Return your whole hand. Draw a 6, then one more card for each colour among the
    // returned cards, each one value above the one before.
    id: 'typewriter',
    effects: [
      shared((x) => {
        const returned = x.hand();
        const colors = new Set(returned.map((c) => x.color(c)));
        x.return(returned);
        x.draw(6);
        for (let i = 1; i <= colors.size; i++) x.draw(6 + i);
      }),
    ],
  },
  {
    // Machine Gun — Echo: if you have a top card of every colour, draw and score a 7. / I demand
    // you move all your top cards that carry a bonus to my score pile; if any moved, draw a 7.
    // / Return all your non-red top cards.
    id: 'machine-gun',
    echo: shared((x) => {
      if (x.colorsOnBoard().length === 5) x.drawAndScore(7);
    }),
    effects: [
      demand((x) => {
        if (x.transfer(x.topCards().filter((c) => x.carriesBonus(c)), 'score', x.me) > 0) x.draw(7);
      }),
      shared((x) => void x.return(x.topCards().filter((c) => x.color(c) !== 'red'))),
    ],
  },
  {
    // Rubber — Echo: draw and tuck two 8s. / Score one of your top cards without a bonus. / You
    // may splay your red pile up.
    id: 'rubber',
    echo: shared((x) => {
      x.drawAndTuck(8);
      x.drawAndTuck(8);
    }),
    effects: [
      shared(
        (x) => x.chooseCards(x.topCards().filter((c) => !x.carriesBonus(c)), { prompt: 'rubber.score', zone: 'board' }),
        (x) => x.score(x.chosenCard),
      ),
      maySplay('red', 'up'),
    ],
  },
  {
    // Jeans — Echo: draw two 9s; return one and foreshadow the other. / Choose two different
    // values below 7; draw and reveal one card of each; meld one and return the other.
    id: 'jeans',
    echo: shared(
      (x) => {
        const drawn = [x.draw(9), x.draw(9)];
        x.vars.drawn = drawn;
        x.chooseCards(drawn, { prompt: 'jeans.foreshadow' });
      },
      (x) => {
        const keep = x.chosenCard;
        const drawn = (x.vars.drawn as CardId[]).filter((c) => x.hand().includes(c));
        x.return(drawn.filter((c) => c !== keep));
        x.foreshadow(keep);
      },
    ),
    effects: [
      shared(
        (x) => x.chooseOne(VALUES.slice(0, 6), { prompt: 'jeans.first-value' }),
        (x) => {
          x.vars.first = x.choice;
          x.chooseOne(
            VALUES.slice(0, 6).filter((v) => v !== x.choice),
            { prompt: 'jeans.second-value' },
          );
        },
        (x) => {
          const drawn = [x.drawAndReveal(Number(x.vars.first)), x.drawAndReveal(Number(x.choice))];
          x.vars.drawn = drawn;
          x.chooseCards(drawn, { prompt: 'jeans.meld' });
        },
        (x) => {
          const meld = x.chosenCard;
          const drawn = (x.vars.drawn as CardId[]).filter((c) => x.hand().includes(c));
          x.meld(meld);
          x.return(drawn.filter((c) => c !== meld));
        },
      ),
    ],
  },
  {
    // Telegraph — You may choose an opponent and a colour: your pile of that colour takes the
    // splay of theirs (none included). / You may splay your blue pile up.
    id: 'telegraph',
    effects: [
      shared(
        (x) => x.choosePlayer(x.opponents(), { prompt: 'telegraph.opponent', optional: true }),
        (x) => {
          const p = x.chosenPlayer;
          if (p === null) return x.stop();
          x.vars.opponent = p;
          x.chooseColor(COLORS.slice(), { prompt: 'telegraph.color' });
        },
        (x) => {
          const color = x.chosenColor;
          if (!color) return;
          x.splay(color, x.splayOf(color, x.num('opponent')));
        },
      ),
      maySplay('blue', 'up'),
    ],
  },
  {
    // Elevator — Echo: score your top or your bottom green card. / Choose a value in your score
    // pile and either all other players' hands or all their score piles; move every card of that
    // value from there to your score pile.
    id: 'elevator',
    echo: shared(
      (x) => {
        const green = x.pile('green');
        const ends = [...new Set([green[green.length - 1], green[0]])].filter((c): c is CardId => !!c);
        x.chooseCards(ends, { prompt: 'elevator.score', zone: 'board' });
      },
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      shared(
        (x) =>
          x.chooseOne(
            VALUES.filter((v) => x.scorePile().some((c) => x.age(c) === Number(v))),
            { prompt: 'elevator.value' },
          ),
        (x) => {
          if (!x.choice) return x.stop();
          x.vars.value = Number(x.choice);
          x.chooseOne(['from-hands', 'from-scores'], { prompt: 'elevator.source' });
        },
        (x) => {
          const value = x.num('value');
          for (const p of x.players()) {
            if (p === x.you) continue;
            const from = x.choice === 'from-hands' ? x.hand(p) : x.scorePile(p);
            x.transfer(from.filter((c) => x.age(c) === value), 'score', x.you);
          }
        },
      ),
    ],
  },
  {
    // Fertilizer — You may return a card from your hand; if you did, move every card of its
    // value from every score pile (yours too) to your hand. / Draw a card of any value and
    // foreshadow it.
    id: 'fertilizer',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'fertilizer.return' }),
        (x) => {
          const c = x.chosenCard;
          if (!c || x.return(c) === 0) return;
          const v = x.age(c);
          for (const p of x.players()) x.transfer(x.scorePile(p).filter((s) => x.age(s) === v), 'hand', x.you);
        },
      ),
      shared(...anyValue('fertilizer.value', (x, v) => void x.drawAndForeshadow(v))),
    ],
  },
  {
    // Ice Cream — Echo: score one of your non-purple top cards without a bonus. / I demand you
    // draw and meld a 1. / Choose the 6, 7, 8 or 9 supply pile; you may move its bottom card to
    // the available achievements.
    id: 'ice-cream',
    echo: shared(
      (x) =>
        x.chooseCards(
          x.topCards().filter((c) => x.color(c) !== 'purple' && !x.carriesBonus(c)),
          { prompt: 'ice-cream.score', zone: 'board' },
        ),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      demand((x) => void x.drawAndMeld(1)),
      shared(
        (x) => x.chooseOne(['6', '7', '8', '9'], { prompt: 'ice-cream.pile' }),
        (x) => {
          const v = Number(x.choice);
          if (!(v > 0) || x.deck(v).length === 0) return x.stop();
          x.vars.value = v;
          x.may('ice-cream.achievement');
        },
        (x) => {
          if (x.choice === 'yes') x.makeAvailable(x.deck(x.num('value'))[0] ?? null);
        },
      ),
    ],
  },
  {
    // Saxophone — You may splay your purple pile up. / Count the music notes visible on all
    // boards: with all four, you win; otherwise draw a 7 for each.
    id: 'saxophone',
    effects: [
      maySplay('purple', 'up'),
      shared((x) => {
        const notes = visibleNotes(x);
        if (notes >= 4) return x.win();
        for (let i = 0; i < notes; i++) x.draw(7);
      }),
    ],
  },
  // ---------------------------------------------------------------- age 8
  {
    // Radio Telescope — Draw a 9 for every two visible lightbulbs; meld one, return the others.
    // If the melded card is A.I., you win.
    id: 'radio-telescope',
    effects: [
      shared(
        (x) => {
          const n = Math.floor(x.icons('lightbulb') / 2);
          const drawn: CardId[] = [];
          for (let i = 0; i < n; i++) drawn.push(x.draw(9));
          x.vars.drawn = drawn;
          x.chooseCards(drawn, { prompt: 'radio-telescope.meld' });
        },
        (x) => {
          const meld = x.chosenCard;
          const drawn = (x.vars.drawn as CardId[]).filter((c) => x.hand().includes(c));
          x.meld(meld);
          x.return(drawn.filter((c) => c !== meld));
          if (meld === 'ai') x.win();
        },
      ),
    ],
  },
  {
    // X-Ray — Echo: draw and tuck an 8. / For every three visible leaves, draw a card of any value
    // and foreshadow it. / You may splay your yellow pile up.
    id: 'x-ray',
    echo: shared((x) => void x.drawAndTuck(8)),
    effects: [
      shared(
        (x) => {
          x.vars.left = Math.floor(x.icons('leaf') / 3);
        },
        (x) => {
          if (x.num('left') <= 0) return x.stop();
          x.chooseOne(VALUES, { prompt: 'x-ray.value' });
        },
        (x) => {
          x.drawAndForeshadow(Number(x.choice));
          x.tally('left', -1);
          x.goto(1);
        },
      ),
      maySplay('yellow', 'up'),
    ],
  },
  {
    // Bandage — Echo: meld a card with a leaf from your hand. / I demand you return the highest
    // card of your score pile whose value no card in your hand has; then return one of your top
    // cards with a clock.
    id: 'bandage',
    echo: shared(
      (x) => x.chooseCards(x.hand().filter((c) => x.bears(c, 'leaf')), { prompt: 'bandage.meld' }),
      (x) => x.meld(x.chosenCard),
    ),
    effects: [
      demand(
        (x) => {
          const inHand = new Set(x.hand().map((c) => x.age(c)));
          const options = x.highest(x.scorePile().filter((c) => !inHand.has(x.age(c))));
          x.chooseCards(options, { prompt: 'bandage.return-score', zone: 'score' });
        },
        (x) => {
          x.return(x.chosen);
          x.chooseCards(x.topCards().filter((c) => x.bears(c, 'clock')), { prompt: 'bandage.return-top', zone: 'board' });
        },
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Parachute — I demand you move every card without a clock from your hand to my hand.
    id: 'parachute',
    effects: [demand((x) => void x.transfer(x.hand().filter((c) => !x.bears(c, 'clock')), 'hand', x.me))],
  },
  {
    // Nylon — Draw and tuck an 8 for every three visible factories; if any was green, do this
    // again. / You may splay your red pile up.
    id: 'nylon',
    effects: [
      shared((x) => {
        const n = Math.floor(x.icons('factory') / 3); // counted once, before tucking
        let green = false;
        for (let i = 0; i < n; i++) if (x.color(x.drawAndTuck(8)) === 'green') green = true;
        if (green) x.again();
      }),
      maySplay('red', 'up'),
    ],
  },
  {
    // Sliced Bread — Echo: return your whole hand, then draw two 8s. / Return a card from your
    // score pile; draw and score two cards one value below it.
    id: 'sliced-bread',
    echo: shared((x) => {
      x.return(x.hand());
      x.draw(8);
      x.draw(8);
    }),
    effects: [
      shared(
        (x) => x.chooseCards(x.scorePile(), { prompt: 'sliced-bread.return', zone: 'score' }),
        (x) => {
          const c = x.chosenCard;
          if (!c || x.return(c) === 0) return;
          x.drawAndScore(x.age(c) - 1);
          x.drawAndScore(x.age(c) - 1);
        },
      ),
    ],
  },
  {
    // Air Conditioner — Echo: you may score a card from your hand. / I demand you return every
    // card of your score pile whose value matches one of your top cards.
    id: 'air-conditioner',
    echo: shared(
      (x) => x.mayChooseCards(x.hand(), { prompt: 'air-conditioner.score' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      demand((x) => {
        const values = new Set(x.topCards().map((c) => x.age(c)));
        x.return(x.scorePile().filter((c) => values.has(x.age(c))));
      }),
    ],
  },
  {
    // Tractor — Echo: draw a 7. / Draw and score a 7, then draw a 7.
    id: 'tractor',
    echo: shared((x) => void x.draw(7)),
    effects: [
      shared((x) => {
        x.drawAndScore(7);
        x.draw(7);
      }),
    ],
  },
  {
    // Crossword — For each visible bonus on your board, draw a card of its value (lowest first).
    id: 'crossword',
    effects: [
      shared((x) => {
        for (const v of x.bonuses().sort((a, b) => a - b)) x.draw(v);
      }),
    ],
  },
  {
    // Television — Echo: draw and meld an 8. / Choose an opponent and a value: a card of that
    // value goes from their score pile onto their board. If they hold an achievement of that
    // value, achieve a card of that value from their score pile if you are eligible.
    id: 'television',
    echo: shared((x) => void x.drawAndMeld(8)),
    effects: [
      shared(
        (x) => x.choosePlayer(x.opponents(), { prompt: 'television.opponent' }),
        (x) => {
          const p = x.chosenPlayer;
          if (p === null) return x.stop();
          x.vars.opponent = p;
          x.chooseOne(VALUES, { prompt: 'television.value' });
        },
        (x) => {
          const p = x.num('opponent');
          const v = Number(x.choice);
          x.vars.value = v;
          x.chooseCards(
            x.scorePile(p).filter((c) => x.age(c) === v),
            { prompt: 'television.move', zone: 'score' },
          );
        },
        (x) => {
          const p = x.num('opponent');
          const v = x.num('value');
          x.transfer(x.chosen, 'board', p);
          const theirs = heldStandard(x, p).some((a) => x.age(a) === v);
          if (!theirs || !x.eligible(v)) return x.stop();
          x.chooseCards(
            x.scorePile(p).filter((c) => x.age(c) === v),
            { prompt: 'television.achieve', zone: 'score' },
          );
        },
        (x) => achieveCard(x, x.chosenCard),
      ),
    ],
  },
  // ---------------------------------------------------------------- age 9
  {
    // Calculator — Score two of your bottom non-blue cards; if you scored two totalling 10 or
    // less, draw a card of that total and do this once more. / You may splay your blue pile up.
    id: 'calculator',
    effects: [
      shared(
        (x) => {
          const bottoms = x
            .colorsOnBoard()
            .filter((c) => c !== 'blue')
            .map((c) => x.pile(c)[0] as CardId);
          x.chooseCards(bottoms, { prompt: 'calculator.score', zone: 'board', min: 2, max: 2 });
        },
        (x) => {
          const cards = x.chosen;
          for (const c of cards) x.score(c);
          const total = cards.reduce((sum, c) => sum + x.age(c), 0);
          if (cards.length < 2 || total > 10 || x.num('repeated') > 0) return;
          x.draw(total);
          x.vars.repeated = 1;
          x.goto(0);
        },
      ),
      maySplay('blue', 'up'),
    ],
  },
  {
    // Laser — Return every available standard achievement. Return half your score pile, rounded
    // up. Draw and meld two 10s.
    id: 'laser',
    effects: [
      shared(
        (x) => {
          x.return(availableStandard(x));
          const n = Math.ceil(x.scorePile().length / 2);
          x.chooseCards(x.scorePile(), { prompt: 'laser.return', zone: 'score', min: n, max: n });
        },
        (x) => {
          x.return(x.chosen);
          x.drawAndMeld(10);
          x.drawAndMeld(10);
        },
      ),
    ],
  },
  {
    // Helicopter — Move a top card other than Helicopter from any board to its owner's score
    // pile. You may return a card from your hand sharing an icon type with it; if you did, do
    // this again.
    id: 'helicopter',
    effects: [
      shared(
        (x) =>
          x.chooseCards(
            x.players().flatMap((p) => x.topCards(p).filter((c) => c !== 'helicopter')),
            { prompt: 'helicopter.move', zone: 'board' },
          ),
        (x) => {
          const c = x.chosenCard;
          if (!c) return x.stop();
          const owner = x.players().find((p) => x.topCards(p).includes(c)) as PlayerId;
          x.transfer(c, 'score', owner);
          const types = iconTypes(x, c);
          x.mayChooseCards(
            x.hand().filter((h) => iconTypes(x, h).some((i) => types.includes(i))),
            { prompt: 'helicopter.return' },
          );
        },
        (x) => {
          if (x.return(x.chosen) > 0) x.again();
        },
      ),
    ],
  },
  {
    // Jet — Echo: meld a card from your hand. / I demand you return your top card of the colour I
    // melded with this echo effect in this dogma.
    id: 'jet',
    echo: shared(
      (x) => x.chooseCards(x.hand(), { prompt: 'jet.meld' }),
      (x) => {
        const c = x.chosenCard;
        if (!c) return;
        x.meld(c);
        noteEcho(x, 'jet', x.color(c));
      },
    ),
    effects: [
      demand((x) => {
        const color = echoNote(x, 'jet', x.me) as Color | null;
        if (color) x.return(x.top(color));
      }),
    ],
  },
  {
    // Credit Card — Echo: draw and foreshadow a 9. / You may move one of your non-green top cards
    // to your hand; if you did, draw and score a card of its value. / You may splay green up.
    id: 'credit-card',
    echo: shared((x) => void x.drawAndForeshadow(9)),
    effects: [
      shared(
        (x) =>
          x.mayChooseCards(x.topCards().filter((c) => x.color(c) !== 'green'), {
            prompt: 'credit-card.take',
            zone: 'board',
          }),
        (x) => {
          const c = x.chosenCard;
          if (c && x.transfer(c, 'hand', x.you) > 0) x.drawAndScore(x.age(c));
        },
      ),
      maySplay('green', 'up'),
    ],
  },
  {
    // Email — Echo: draw and foreshadow a 10. / Draw and foreshadow a 9. / Run the non-demand
    // effects of your lowest non-green top card yourself, alone.
    id: 'email',
    echo: shared((x) => void x.drawAndForeshadow(10)),
    effects: [
      shared((x) => void x.drawAndForeshadow(9)),
      shared(
        (x) =>
          x.chooseCards(x.lowest(x.topCards().filter((c) => x.color(c) !== 'green')), {
            prompt: 'email.execute',
            zone: 'board',
          }),
        (x) => x.execute(x.chosenCard),
      ),
    ],
  },
  {
    // ATM — Echo: draw and score a card of any value. / I demand you move your highest non-yellow
    // top card without a crown onto my board. / You may splay your purple pile up.
    id: 'atm',
    echo: shared(...anyValue('atm.value', (x, v) => void x.drawAndScore(v))),
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.highest(x.topCards().filter((c) => x.color(c) !== 'yellow' && !x.bears(c, 'crown'))),
            { prompt: 'atm.give', zone: 'board' },
          ),
        (x) => void x.transfer(x.chosen, 'board', x.me),
      ),
      maySplay('purple', 'up'),
    ],
  },
  {
    // Wristwatch — Echo: tuck one of your non-yellow top cards under its own pile. / For each
    // visible bonus on your board, draw and tuck a card of its value, lowest first.
    id: 'wristwatch',
    echo: shared(
      (x) =>
        x.chooseCards(x.topCards().filter((c) => x.color(c) !== 'yellow'), { prompt: 'wristwatch.tuck', zone: 'board' }),
      (x) => x.tuck(x.chosenCard),
    ),
    effects: [
      shared((x) => {
        for (const v of x.bonuses().sort((a, b) => a - b)) x.drawAndTuck(v);
      }),
    ],
  },
  {
    // Karaoke — Echo: draw and meld a card of any value below 10. / Run the non-demand effects of
    // the card the echo effect melded in this dogma yourself, alone. / You may move one of your
    // bottom cards to your hand.
    id: 'karaoke',
    echo: shared(
      ...anyValue(
        'karaoke.value',
        (x, v) => x.keep('karaoke-melded', x.drawAndMeld(v)),
        VALUES.slice(0, 9),
      ),
    ),
    effects: [
      shared((x) => x.execute((x.kept('karaoke-melded') as CardId | undefined) ?? null)),
      shared(
        (x) =>
          x.mayChooseCards(
            x.colorsOnBoard().map((c) => x.pile(c)[0] as CardId),
            { prompt: 'karaoke.take', zone: 'board' },
          ),
        (x) => void x.transfer(x.chosen, 'hand', x.you),
      ),
    ],
  },
  {
    // Rock — I demand you move your top green card to my hand; if your new top green card is
    // Scissors, I win. / You may score one of your top cards; then, if your top green card is
    // Paper, you win.
    id: 'rock',
    effects: [
      demand((x) => {
        x.transfer(x.top('green'), 'hand', x.me);
        if (x.top('green') === 'scissors') x.win(x.me);
      }),
      shared(
        (x) => x.mayChooseCards(x.topCards(), { prompt: 'rock.score', zone: 'board' }),
        (x) => {
          x.score(x.chosenCard);
          if (x.top('green') === 'paper') x.win();
        },
      ),
    ],
  },
  // ---------------------------------------------------------------- age 10
  {
    // Artificial Heart — Claim a standard achievement you are eligible for, your score counting
    // double for it.
    id: 'artificial-heart',
    effects: [
      shared(
        (x) =>
          x.chooseCards(
            availableStandard(x).filter((a) => eligibleDoubled(x, x.age(a))),
            { prompt: 'artificial-heart.claim', zone: 'achievements' },
          ),
        (x) => achieveCard(x, x.chosenCard),
      ),
    ],
  },
  {
    // Human Genome — You may draw and score a card of any value. Then move one of your bottom
    // cards to your hand. If the values in your hand are exactly those in your score pile, you win.
    id: 'human-genome',
    effects: [
      shared(
        (x) => x.chooseOne(VALUES, { prompt: 'human-genome.value', optional: true }),
        (x) => {
          const v = Number(x.choice);
          if (v > 0) x.drawAndScore(v);
          x.chooseCards(
            x.colorsOnBoard().map((c) => x.pile(c)[0] as CardId),
            { prompt: 'human-genome.take', zone: 'board' },
          );
        },
        (x) => {
          x.transfer(x.chosen, 'hand', x.you);
          const values = (cards: CardId[]) =>
            cards
              .map((c) => x.age(c))
              .sort((a, b) => a - b)
              .join(',');
          if (values(x.hand()) === values(x.scorePile())) x.win();
        },
      ),
    ],
  },
  {
    // Camcorder — I demand you move your whole hand to my hand, then draw a 9. / Meld every 9 in
    // your hand, return the rest of your hand, then draw three 9s.
    id: 'camcorder',
    effects: [
      demand((x) => {
        x.transfer(x.hand(), 'hand', x.me);
        x.draw(9);
      }),
      shared(
        (x) => x.chooseCards(x.hand().filter((c) => x.age(c) === 9), { prompt: 'camcorder.meld' }),
        (x) => {
          const c = x.chosenCard;
          if (c) {
            x.meld(c);
            return x.goto(0);
          }
          x.return(x.hand());
          for (let i = 0; i < 3; i++) x.draw(9);
        },
      ),
    ],
  },
  {
    // Social Networking — I demand you name an icon type, then move every top card of yours
    // without it to my score pile. / If you have fewer visible factories, crowns and castles than
    // every other player (each of the three), you win.
    id: 'social-networking',
    effects: [
      demand(
        (x) => x.chooseOne(ICONS.map((i) => `icon-${i}`), { prompt: 'social-networking.icon' }),
        (x) => {
          const icon = (x.choice ?? '').replace('icon-', '') as Icon;
          x.transfer(x.topCards().filter((c) => !x.bears(c, icon)), 'score', x.me);
        },
      ),
      shared((x) => {
        const fewer = (icon: Icon) => x.players().every((p) => p === x.you || x.icons(icon) < x.icons(icon, p));
        if (fewer('factory') && fewer('crown') && fewer('castle')) x.win();
      }),
    ],
  },
  {
    // GPS — I demand you return your whole forecast. / Draw and foreshadow three 10s. / You may
    // splay your yellow pile up.
    id: 'gps',
    effects: [
      demand((x) => void x.return(x.forecast())),
      shared((x) => {
        for (let i = 0; i < 3; i++) x.drawAndForeshadow(10);
      }),
      maySplay('yellow', 'up'),
    ],
  },
  {
    // Flash Drive — I demand you return four cards from your score pile. / Return a card from
    // your score pile; if you did, you may splay one of your colours up.
    id: 'flash-drive',
    effects: [
      demand(
        (x) => x.chooseCards(x.scorePile(), { prompt: 'flash-drive.return-four', zone: 'score', min: 4, max: 4 }),
        (x) => void x.return(x.chosen),
      ),
      shared(
        (x) => x.chooseCards(x.scorePile(), { prompt: 'flash-drive.return', zone: 'score' }),
        (x) => {
          if (x.return(x.chosen) === 0) return x.stop();
          x.chooseColor(x.splayable(COLORS, 'up'), { prompt: 'splay-up', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'up'),
      ),
    ],
  },
  {
    // Cell Phone — Draw a 10 for every two visible clocks. / You may splay your green pile up.
    // / You may tuck any number of cards with a clock from your hand, splaying up each colour you
    // tuck into.
    id: 'cell-phone',
    effects: [
      shared((x) => {
        const n = Math.floor(x.icons('clock') / 2);
        for (let i = 0; i < n; i++) x.draw(10);
      }),
      maySplay('green', 'up'),
      shared(
        (x) => x.mayChooseCards(x.hand().filter((c) => x.bears(c, 'clock')), { prompt: 'cell-phone.tuck' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          x.tuck(c);
          x.splay(x.color(c), 'up');
          x.goto(0);
        },
      ),
    ],
  },
  {
    // MP3 — Return any number of cards from your hand; claim two standard achievements you are
    // eligible for per card returned. / Choose a visible bonus of yours; draw and score a card of
    // its value.
    id: 'mp3',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'mp3.return', min: 1, max: x.hand().length }),
        (x) => {
          x.vars.left = 2 * x.return(x.chosen);
        },
        (x) => {
          if (x.num('left') <= 0) return x.stop();
          x.chooseCards(
            availableStandard(x).filter((a) => x.eligible(x.age(a))),
            { prompt: 'mp3.claim', zone: 'achievements' },
          );
        },
        (x) => {
          const c = x.chosenCard;
          if (!c) return;
          achieveCard(x, c);
          x.tally('left', -1);
          x.goto(2);
        },
      ),
      shared(
        (x) => x.chooseOne([...new Set(x.bonuses())].sort((a, b) => a - b).map(String), { prompt: 'mp3.bonus' }),
        (x) => {
          const v = Number(x.choice);
          if (v > 0) x.drawAndScore(v);
        },
      ),
    ],
  },
  {
    // Puzzle Cube — You may score the bottom card, or the two bottom cards, of one of your
    // colours. Then, if all your colours show the same number of cards, you win. / Draw and meld
    // a 10.
    id: 'puzzle-cube',
    effects: [
      shared(
        (x) => x.chooseColor(x.colorsOnBoard(), { prompt: 'puzzle-cube.color', optional: true }),
        (x) => {
          const color = x.chosenColor;
          if (!color) return x.goto(3);
          x.vars.color = color;
          x.chooseOne(['one-card', 'two-cards'], { prompt: 'puzzle-cube.how-many' });
        },
        (x) => {
          const color = x.vars.color as Color;
          const n = x.choice === 'two-cards' ? 2 : 1;
          for (let i = 0; i < n; i++) x.score(x.pile(color)[0] ?? null);
        },
        (x) => {
          const shown = x.colorsOnBoard().map((c) => (x.splayOf(c) === 'none' ? 1 : x.pile(c).length));
          if (shown.length > 0 && shown.every((n) => n === shown[0])) x.win();
        },
      ),
      shared((x) => void x.drawAndMeld(10)),
    ],
  },
  {
    // Sudoku — Draw and meld a card of any value. If your visible bonuses have nine or more
    // different values, you win; otherwise run the melded card's non-demand effects yourself, alone.
    id: 'sudoku',
    effects: [
      shared(
        (x) => x.chooseOne(VALUES, { prompt: 'sudoku.value' }),
        (x) => {
          const c = x.drawAndMeld(Number(x.choice));
          if (new Set(x.bonuses()).size >= 9) return x.win();
          x.execute(c);
        },
      ),
    ],
  },
];

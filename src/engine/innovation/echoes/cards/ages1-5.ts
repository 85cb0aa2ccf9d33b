// Echoes of the Past, ages 1 to 5, by name: a card's text lives once, in the catalogue
// (src/i18n/innovation/echoes/). `echo` is the echo effect (run before the dogma, shared like a
// non-demand effect), `effects` the dogma's. "you" executes, "me" activated. Rulings:
// docs/rules/innovation-echoes.md; where a card's own wording left a choice, the entry's comment
// says how it is read (checked against BGA's card code).
import { type CardEntry, demand, type Step, shared } from '../../entry';
import type { Exec } from '../../exec';
import { printed } from '../../facts';
import { oneByOne, picked } from './one-by-one';
import { COLORS, type Color, ICONS, type Splay } from '../../types';

/** The supply's ages, 1 to 10. */
const AGES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** "You may splay … <dir>" over a fixed set of your colours. */
const maySplay = (colors: readonly Color[], dir: Splay) =>
  shared(
    (x) => x.chooseColor(x.splayable(colors, dir), { prompt: `splay-${dir}`, optional: true }),
    (x) => void x.splay(x.chosenColor, dir),
  );

/** Cards in your hand that carry a bonus (printed, wherever the card lies). */
const bonusCards = (x: Exec) => x.hand().filter((c) => x.bonusOf(c) > 0);

/** The bottom card of each of your piles. */
const bottoms = (x: Exec) => x.colorsOnBoard().map((c) => x.pile(c)[0] as string);

/** Distinct numbers, ascending, as choice keys ('3') that the table shows as "Age 3". */
const valueKeys = (values: number[]) => [...new Set(values)].sort((a, b) => a - b).map(String);

/**
 * Chopsticks, Toothbrush, Seed Drill: "you may put the bottom card of the (base) value-N pile
 * among the available achievements" — one yes/no, then the move.
 */
const mayAchieveBottom = (card: string, age: number) =>
  shared(
    (x) => {
      if (x.deck(age).length === 0) return x.stop();
      x.may(`${card}.achieve`);
    },
    (x) => {
      if (x.choice === 'yes') x.makeAvailable(x.deck(age)[0] ?? null);
    },
  );

/**
 * Draws the values in vars.toDraw in the order the player picks, one question per draw while more
 * than one value is left ("for each …, draw …" leaves the order open, and it matters: the draw rule
 * gives the first card drawn into a hand of base cards from the Echoes pile). `at` is the index of
 * the first of these two steps in the effect.
 */
const drawInChosenOrder = (at: number, prompt: string): Step[] => [
  (x) => {
    const left = (x.vars.toDraw as number[] | undefined) ?? [];
    if (new Set(left).size > 1) return x.chooseOne(valueKeys(left), { prompt });
    for (const v of left) x.draw(v);
    x.vars.toDraw = [];
    x.stop();
  },
  (x) => {
    const left = (x.vars.toDraw as number[]).slice();
    const v = Number(x.choice);
    left.splice(left.indexOf(v), 1);
    x.vars.toDraw = left;
    x.draw(v);
    x.goto(at);
  },
];

/** The top cards, on that player's board, of the non-red colours bearing one of the icons. */
const nonRedTopsWith = (x: Exec, a: (typeof ICONS)[number], b: (typeof ICONS)[number]) =>
  x.topCards().filter((c) => x.color(c) !== 'red' && (x.bears(c, a) || x.bears(c, b)));

export const echoesCards1to5: CardEntry[] = [
  // ---------------- Age 1 ----------------
  {
    // Dice
    id: 'dice',
    effects: [
      shared((x) => {
        const c = x.drawAndReveal(1);
        const b = x.bonusOf(c);
        if (b > 0) x.drawAndMeld(b);
      }),
    ],
  },
  {
    // Perfume
    id: 'perfume',
    echo: shared((x) => void x.drawAndTuck(1)),
    effects: [
      demand(
        (x) => {
          const mine = new Set(x.topCards(x.me).map((c) => x.age(c)));
          x.chooseCards(
            x.topCards().filter((c) => !mine.has(x.age(c))),
            { prompt: 'perfume.give', zone: 'board' },
          );
        },
        (x) => {
          const c = x.chosenCard;
          if (c && x.transfer(c, 'board', x.me) > 0) x.drawAndMeld(x.age(c));
        },
      ),
    ],
  },
  {
    // Ruler
    id: 'ruler',
    echo: shared((x) => void x.draw(2)),
    effects: [],
  },
  {
    // Bangle
    id: 'bangle',
    echo: shared(
      (x) => x.chooseCards(x.hand().filter((c) => x.color(c) === 'red'), { prompt: 'bangle.tuck' }),
      (x) => x.tuck(x.chosenCard),
    ),
    effects: [shared((x) => void x.drawAndForeshadow(3))],
  },
  {
    // Candles
    id: 'candles',
    // "Every other player" is everyone but the executor, a team partner included.
    echo: shared((x) => {
      const others = x.players().filter((p) => p !== x.you);
      if (others.every((p) => x.points(p) > x.points())) x.draw(3);
    }),
    effects: [
      demand(
        (x) => {
          const castles = x.hand().filter((c) => x.bears(c, 'castle'));
          if (castles.length === 0) x.revealHand(); // proves the demand cannot be met
          x.chooseCards(castles, { prompt: 'candles.give' });
        },
        (x) => {
          if (x.transfer(x.chosen, 'hand', x.me) > 0) x.draw(1);
        },
      ),
    ],
  },
  {
    // Plumbing
    id: 'plumbing',
    echo: shared(
      (x) => x.chooseCards(bottoms(x), { prompt: 'plumbing.score', zone: 'board' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [],
  },
  {
    // Comb
    id: 'comb',
    effects: [
      shared(
        (x) => x.chooseColor([...COLORS], { prompt: 'comb.color' }),
        (x) => {
          const named = x.chosenColor;
          const drawn: string[] = [];
          for (let i = 0; i < 5; i++) drawn.push(x.drawAndReveal(1));
          x.return(drawn.filter((c) => x.color(c) !== named));
        },
      ),
    ],
  },
  {
    // Ice Skates
    id: 'ice-skates',
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'ice-skates.return', min: 1, max: 3 }),
        (x) => {
          x.vars.left = x.return(x.chosen);
          if (x.num('left') === 0) return x.goto(3);
          x.chooseOne(['meld-two', 'foreshadow-three'], { prompt: 'ice-skates.option' });
        },
        (x) => {
          if (x.choice === 'meld-two') x.drawAndMeld(2);
          else x.drawAndForeshadow(3);
          if (x.tally('left', -1) > 0) {
            x.chooseOne(['meld-two', 'foreshadow-three'], { prompt: 'ice-skates.option' });
            x.goto(2);
          }
        },
        (x) => x.chooseCards(x.highest(x.topCards()), { prompt: 'ice-skates.return-top', zone: 'board' }),
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Umbrella
    id: 'umbrella',
    echo: shared(
      (x) => x.mayChooseCards(x.hand(), { prompt: 'umbrella.meld' }),
      (x) => x.meld(x.chosenCard),
    ),
    effects: [
      shared(
        ...oneByOne(0, { key: 'returned', prompt: 'umbrella.return', options: (x) => x.hand(), min: () => 0 }),
        (x) => {
          const k = Math.min(2 * x.return(picked(x, 'returned')), x.hand().length);
          if (k === 0) return x.stop();
          x.vars.k = k;
        },
        ...oneByOne(3, { key: 'scored', prompt: 'umbrella.score', options: (x) => x.hand(), min: (x) => x.num('k'), max: (x) => x.num('k') }),
        (x) => {
          for (const c of picked(x, 'scored')) x.score(c);
        },
      ),
    ],
  },
  {
    // Chopsticks
    id: 'chopsticks',
    echo: shared((x) => void x.draw(1)),
    effects: [mayAchieveBottom('chopsticks', 1)],
  },
  {
    // Noodles
    id: 'noodles',
    effects: [
      shared((x) => {
        const ones = (p: number) => x.hand(p).filter((c) => x.age(c) === 1).length;
        const mine = ones(x.you);
        if (x.players().every((p) => p === x.you || ones(p) < mine)) x.drawAndScore(2);
      }),
      shared((x) => {
        const c = x.drawAndReveal(1);
        if (x.color(c) !== 'yellow') return;
        for (const h of x.hand().filter((card) => x.age(card) === 1)) x.score(h);
      }),
    ],
  },
  {
    // Soap
    id: 'soap',
    effects: [
      shared(
        (x) => {
          if (x.hand().length === 0) return x.stop(); // nothing to tuck: no colour to name
          x.chooseColor([...COLORS], { prompt: 'soap.color' });
        },
        (x) => {
          x.vars.named = x.chosenColor;
        },
        ...oneByOne(2, { key: 'tucked', prompt: 'soap.tuck', options: (x) => x.hand().filter((c) => x.color(c) === x.vars.named), min: () => 0 }),
        (x) => {
          const tucked = picked(x, 'tucked');
          for (const c of tucked) x.tuck(c);
          if (tucked.length < 3) return x.stop();
          x.mayChooseCards(
            x.hand().filter((c) => x.eligible(x.age(c))),
            { prompt: 'soap.achieve' },
          );
        },
        (x) => x.achieve(x.chosenCard),
      ),
    ],
  },
  {
    // Bell
    id: 'bell',
    echo: shared(
      (x) => x.mayChooseCards(x.hand(), { prompt: 'bell.score' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [shared((x) => void x.drawAndForeshadow(2))],
  },
  {
    // Flute
    id: 'flute',
    echo: maySplay(COLORS, 'left'),
    effects: [
      demand(
        (x) => {
          const cards = bonusCards(x);
          if (cards.length === 0) x.revealHand(); // proves the demand cannot be met
          x.chooseCards(cards, { prompt: 'flute.return' });
        },
        (x) => void x.return(x.chosen),
      ),
      shared((x) => {
        if (x.bonusOf(x.drawAndReveal(1)) > 0) x.draw(1);
      }),
    ],
  },
  {
    // Puppet
    id: 'puppet',
    effects: [],
  },

  // ---------------- Age 2 ----------------
  {
    // Lever
    id: 'lever',
    echo: shared((x) => {
      x.draw(2);
      x.draw(2);
    }),
    effects: [
      shared(
        ...oneByOne(0, { key: 'returned', prompt: 'lever.return', options: (x) => x.hand(), min: () => 0 }),
        (x) => {
          const cards = picked(x, 'returned');
          const returned = cards.map((c) => x.age(c));
          x.return(cards);
          // Pairs are formed within one value; an odd card left over gives nothing.
          const toDraw: number[] = [];
          for (const v of valueKeys(returned).map(Number)) {
            const pairs = Math.floor(returned.filter((a) => a === v).length / 2);
            for (let i = 0; i < pairs; i++) toDraw.push(v + 1);
          }
          x.vars.toDraw = toDraw;
        },
        ...drawInChosenOrder(3, 'lever.draw-order'),
      ),
    ],
  },
  {
    // Linguistics
    id: 'linguistics',
    echo: shared(
      (x) => x.chooseOne(['draw-three', 'foreshadow-four'], { prompt: 'linguistics.option' }),
      (x) => {
        if (x.choice === 'draw-three') x.draw(3);
        else x.drawAndForeshadow(4);
      },
    ),
    effects: [
      shared(
        (x) => {
          const values = valueKeys(x.bonuses());
          if (values.length === 0) return x.stop();
          x.chooseOne(values, { prompt: 'linguistics.value' });
        },
        (x) => void x.draw(Number(x.choice)),
      ),
    ],
  },
  {
    // Crossbow
    id: 'crossbow',
    effects: [
      demand(
        (x) => {
          const cards = bonusCards(x);
          if (cards.length === 0) x.revealHand(); // proves the demand cannot be met
          x.chooseCards(cards, { prompt: 'crossbow.give' });
        },
        (x) => void x.transfer(x.chosen, 'score', x.me),
      ),
      shared(
        (x) => {
          if (x.hand().length === 0) return x.stop();
          // "Any other player": a team partner too (an opponent only in 4E).
          x.choosePlayer(x.players().filter((p) => p !== x.you), { prompt: 'crossbow.receiver' });
        },
        (x) => {
          x.vars.to = x.chosenPlayer;
          x.chooseCards(x.hand(), { prompt: 'crossbow.place' });
        },
        (x) => void x.transfer(x.chosen, 'board', x.num('to')),
      ),
    ],
  },
  {
    // Horseshoes
    id: 'horseshoes',
    echo: shared((x) => void x.drawAndForeshadow(2)),
    effects: [
      demand(
        (x) =>
          x.chooseCards(
            x.topCards().filter((c) => !x.bears(c, 'castle') && !x.bears(c, 'factory')),
            { prompt: 'horseshoes.give', zone: 'board' },
          ),
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.drawAndMeld(2);
        },
      ),
    ],
  },
  {
    // Glassblowing
    id: 'glassblowing',
    echo: shared(
      (x) => x.chooseCards(bonusCards(x), { prompt: 'glassblowing.score' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      shared((x) => {
        const ages = x.topCards().filter((c) => x.color(c) !== 'green').map((c) => x.age(c));
        x.drawAndForeshadow((ages.length > 0 ? Math.min(...ages) : 0) + 3);
      }),
    ],
  },
  {
    // Scissors
    id: 'scissors',
    echo: shared(
      (x) => x.chooseCards(bottoms(x), { prompt: 'scissors.take', zone: 'board' }),
      (x) => void x.transfer(x.chosen, 'hand', x.you),
    ),
    effects: [
      shared(
        // One card at a time (as BGA): each is melded or scored before the second is chosen, so
        // the player decides which of two melds of one colour ends on top.
        (x) => x.mayChooseCards(x.hand(), { prompt: 'scissors.choose' }),
        (x) => {
          if (!x.chosenCard) return x.stop();
          x.vars.card = x.chosenCard;
          x.chooseOne(['meld', 'score'], { prompt: 'scissors.meld-or-score' });
        },
        (x) => {
          const c = x.vars.card as string;
          if (x.choice === 'meld') x.meld(c);
          else x.score(c);
          if (x.tally('done') < 2 && x.hand().length > 0) x.goto(0);
        },
      ),
      shared((x) => {
        for (const p of x.players()) {
          if (x.top('green', p) === 'paper') {
            x.transfer('paper', 'score', x.you);
            return;
          }
        }
      }),
    ],
  },
  {
    // Toothbrush
    id: 'toothbrush',
    echo: shared(
      (x) => x.chooseOne(valueKeys(x.hand().map((c) => x.age(c))), { prompt: 'toothbrush.value' }),
      (x) => {
        const v = Number(x.choice);
        for (const c of x.hand().filter((h) => x.age(h) === v)) x.tuck(c);
      },
    ),
    effects: [maySplay(COLORS, 'left'), mayAchieveBottom('toothbrush', 2)],
  },
  {
    // Watermill
    id: 'watermill',
    effects: [
      shared(
        (x) => x.chooseCards(bonusCards(x), { prompt: 'watermill.tuck' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return x.stop();
          x.tuck(c);
          const drawn = x.draw(x.bonusOf(c));
          if (x.bonusOf(drawn) === 0) return x.stop();
          x.mayChooseCards(x.hand(), { prompt: 'watermill.return' });
        },
        (x) => {
          if (x.return(x.chosen) > 0) x.again();
        },
      ),
    ],
  },
  {
    // Pagoda
    id: 'pagoda',
    effects: [
      shared(
        (x) => {
          const drawn = x.drawAndReveal(3);
          x.vars.drawn = drawn;
          // "A card of matching colour in your hand" means another card: the drawn one is in hand too.
          const same = x.hand().filter((c) => c !== drawn && x.color(c) === x.color(drawn));
          if (same.length === 0) {
            x.foreshadow(drawn);
            return x.stop();
          }
          x.chooseCards(same, { prompt: 'pagoda.tuck' });
        },
        (x) => {
          x.tuck(x.chosenCard);
          x.meld(x.vars.drawn as string);
        },
      ),
    ],
  },
  {
    // Chaturanga
    id: 'chaturanga',
    effects: [
      shared(
        (x) => x.chooseCards(bonusCards(x), { prompt: 'chaturanga.meld' }),
        (x) => {
          const c = x.chosenCard;
          if (c) {
            x.meld(c);
            x.draw(x.bonusOf(c));
            x.draw(x.bonusOf(c));
          } else x.drawAndForeshadow(x.topCards().length);
        },
      ),
    ],
  },

  // ---------------- Age 3 ----------------
  {
    // Almanac
    id: 'almanac',
    echo: shared((x) => void x.drawAndForeshadow(4)),
    effects: [
      shared(
        (x) =>
          x.mayChooseCards(
            x.forecast().filter((c) => x.bonusOf(c) > 0),
            { prompt: 'almanac.return', zone: 'forecast' },
          ),
        (x) => {
          const c = x.chosenCard;
          if (c && x.return(c) > 0) x.drawAndScore(x.bonusOf(c) + 1);
        },
      ),
    ],
  },
  {
    // Magnifying Glass
    id: 'magnifying-glass',
    echo: shared(
      (x) => {
        x.draw(4);
        x.chooseCards(x.hand(), { prompt: 'magnifying-glass.return' });
      },
      (x) => void x.return(x.chosen),
    ),
    effects: [
      shared(
        (x) => {
          const ages = x.hand().map((c) => x.age(c));
          const triples = valueKeys(ages).filter((v) => ages.filter((a) => a === Number(v)).length >= 3);
          if (triples.length === 0) return x.stop();
          x.chooseOne(triples, { prompt: 'magnifying-glass.value', optional: true });
        },
        (x) => {
          if (x.choice === null) return x.stop();
          const v = Number(x.choice);
          x.vars.value = v;
          x.chooseCards(
            x.hand().filter((c) => x.age(c) === v),
            { prompt: 'magnifying-glass.return-three', min: 3, max: 3 },
          );
        },
        (x) => {
          if (x.return(x.chosen) === 3) x.draw(x.num('value') + 2);
        },
      ),
      maySplay(['yellow', 'blue'], 'left'),
    ],
  },
  {
    // Liquid Fire
    id: 'liquid-fire',
    effects: [
      demand((x) => {
        const c = x.draw(x.highestBonus());
        x.transfer(c, 'forecast', x.me);
        if (x.color(c) === 'red') x.transfer(x.hand(), 'score', x.me);
      }),
    ],
  },
  {
    // Katana
    id: 'katana',
    effects: [
      demand(
        (x) => {
          const castles = x.topCards().filter((c) => x.bears(c, 'castle'));
          const k = Math.min(2, castles.length);
          x.chooseCards(castles, { prompt: 'katana.give', zone: 'board', min: k, max: k });
        },
        (x) => {
          const moved = x.chosen;
          if (x.transfer(moved, 'score', x.me) === 0) return;
          let n = 0;
          for (const c of moved) n += printed(c, 'castle');
          x.transfer(x.draw(n), 'forecast', x.me);
        },
      ),
    ],
  },
  {
    // Charitable Trust
    id: 'charitable-trust',
    echo: shared(
      (x) => x.chooseOne(['draw-three', 'draw-four'], { prompt: 'charitable-trust.option' }),
      (x) => x.keep('drawn', x.draw(x.choice === 'draw-three' ? 3 : 4)),
    ),
    effects: [
      shared(
        (x) => {
          const c = x.kept('drawn');
          if (typeof c !== 'string' || !x.hand().includes(c)) return x.stop();
          x.may('charitable-trust.meld');
        },
        (x) => {
          if (x.choice !== 'yes') return x.stop();
          x.meld(x.kept('drawn') as string);
          const green = x.top('green');
          if (!green) return x.stop();
          // Achieving is on offer only when I am eligible (BGA); otherwise the card goes back.
          const options = x.eligible(x.age(green)) ? ['return-green', 'achieve-green'] : ['return-green'];
          x.chooseOne(options, { prompt: 'charitable-trust.green' });
        },
        (x) => {
          const green = x.top('green');
          if (!green) return;
          if (x.choice === 'return-green') x.return(green);
          else x.achieve(green);
        },
      ),
    ],
  },
  {
    // Homing Pigeons
    id: 'homing-pigeons',
    effects: [
      demand(
        (x) => {
          const wanted = new Set(x.hand(x.me).map((c) => x.age(c)));
          const cards = x.scorePile().filter((c) => wanted.has(x.age(c)));
          const k = Math.min(2, cards.length);
          x.chooseCards(cards, { prompt: 'homing-pigeons.return', zone: 'score', min: k, max: k });
        },
        (x) => void x.return(x.chosen),
      ),
      maySplay(['red', 'green'], 'left'),
    ],
  },
  {
    // Deodorant
    id: 'deodorant',
    echo: shared((x) => void x.drawAndMeld(3)),
    effects: [
      shared((x) => {
        if (x.topCards().some((c) => x.bears(c, 'castle'))) x.drawAndMeld(3);
        else x.draw(4);
      }),
    ],
  },
  {
    // Sandpaper
    id: 'sandpaper',
    effects: [
      shared(
        ...oneByOne(0, { key: 'returned', prompt: 'sandpaper.return', options: (x) => x.hand(), min: () => 0 }),
        (x) => {
          const n = x.return(picked(x, 'returned'));
          for (let i = 0; i < n; i++) x.draw(3);
          x.chooseCards(x.hand(), { prompt: 'sandpaper.meld' });
        },
        (x) => x.meld(x.chosenCard),
      ),
    ],
  },
  {
    // Novel
    id: 'novel',
    echo: shared((x) => void x.draw(3)),
    effects: [
      shared(
        (x) => {
          x.draw(3);
          x.chooseColor(x.splayable(['purple'], 'left'), { prompt: 'splay-left', optional: true });
        },
        (x) => void x.splay(x.chosenColor, 'left'),
      ),
      shared((x) => {
        const tops = x.topCards().filter((c) => x.color(c) !== 'purple');
        if (tops.length === 0) return; // BGA: at least one such top card is needed
        const common = ICONS.filter((i) => i !== 'crown' && tops.every((c) => x.bears(c, i)));
        if (common.length > 0) x.claim('supremacy');
      }),
    ],
  },
  {
    // Sunglasses
    id: 'sunglasses',
    echo: shared(
      (x) => {
        const splayed = COLORS.filter((c) => x.splayOf(c) !== 'none');
        x.chooseCards(x.hand().filter((c) => splayed.includes(x.color(c))), { prompt: 'sunglasses.score' });
      },
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      shared(
        (x) => {
          const purple = x.splayOf('purple');
          const others = COLORS.filter((c) => c !== 'purple');
          // Purple can follow any other splayed colour whose direction would change it...
          const follow = others.map((c) => x.splayOf(c)).filter((d) => d !== 'none');
          const purpleCan = follow.some((d) => x.splayable(['purple'], d).length > 0);
          // ...and the others can follow purple's direction.
          const lead = purple === 'none' ? [] : x.splayable(others, purple);
          x.chooseColor(purpleCan ? ['purple', ...lead] : lead, { prompt: 'sunglasses.color', optional: true });
        },
        (x) => {
          const c = x.chosenColor;
          if (!c) return x.stop();
          if (c !== 'purple') {
            x.splay(c, x.splayOf('purple'));
            return x.stop();
          }
          const dirs = [
            ...new Set(COLORS.filter((o) => o !== 'purple').map((o) => x.splayOf(o))),
          ].filter((d) => d !== 'none' && x.splayable(['purple'], d).length > 0);
          x.chooseOne(dirs, { prompt: 'sunglasses.direction' });
        },
        (x) => void x.splay('purple', x.choice as Splay),
      ),
    ],
  },

  // ---------------- Age 4 ----------------
  {
    // Slide Rule
    id: 'slide-rule',
    effects: [
      maySplay(['yellow'], 'right'),
      shared((x) => {
        const tops = x.topCards().map((c) => x.age(c));
        const lowest = tops.length > 0 ? Math.min(...tops) : 0;
        x.draw(lowest + COLORS.filter((c) => x.splayOf(c) !== 'none').length);
      }),
    ],
  },
  {
    // Telescope
    id: 'telescope',
    echo: shared((x) => void x.drawAndForeshadow(5)),
    effects: [
      shared(
        (x) => x.mayChooseCards(x.forecast(), { prompt: 'telescope.put-back', zone: 'forecast' }),
        (x) => {
          const c = x.chosenCard;
          if (!c) return x.stop();
          x.returnToTop(c);
          x.chooseCards(
            x.forecast().filter((f) => x.eligible(x.age(f))),
            { prompt: 'telescope.achieve', zone: 'forecast' },
          );
        },
        (x) => x.achieve(x.chosenCard),
      ),
    ],
  },
  {
    // Kobukson
    id: 'kobukson',
    echo: shared(
      (x) =>
        x.choosePlayer(
          x.players().filter((p) => x.splayable(COLORS, 'left', p).length > 0),
          { prompt: 'kobukson.player' },
        ),
      (x) => {
        const p = x.chosenPlayer;
        if (p === null) return x.stop();
        x.vars.whose = p;
        x.chooseColor(x.splayable(COLORS, 'left', p), { prompt: 'kobukson.color' });
      },
      (x) => void x.splay(x.chosenColor, 'left', x.num('whose')),
    ),
    effects: [
      demand((x) => {
        // The top cards when the demand starts: a castle card uncovered by a return stays.
        const n = x.return(x.topCards().filter((c) => x.bears(c, 'castle')));
        x.actionVars.kobuksonReturned = ((x.actionVars.kobuksonReturned as number | undefined) ?? 0) + n;
        x.drawAndTuck(4);
      }),
      shared((x) => {
        const n = Math.floor(((x.actionVars.kobuksonReturned as number | undefined) ?? 0) / 2);
        for (let i = 0; i < n; i++) x.drawAndTuck(4);
      }),
    ],
  },
  {
    // Shuriken
    id: 'shuriken',
    effects: [
      demand(
        (x) => x.chooseCards(nonRedTopsWith(x, 'castle', 'lightbulb'), { prompt: 'shuriken.give', zone: 'board' }),
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.draw(4);
        },
      ),
      maySplay(['purple'], 'right'),
    ],
  },
  {
    // Chintz
    id: 'chintz',
    effects: [
      shared((x) => void x.draw(4)),
      shared((x) => {
        if (x.hand().length !== 1) return;
        x.draw(4);
        x.drawAndScore(4);
      }),
    ],
  },
  {
    // Globe
    id: 'globe',
    effects: [
      shared(
        (x) => {
          const colors = COLORS.filter((c) => x.hand().some((h) => x.color(h) === c));
          x.chooseColor(colors, { prompt: 'globe.color', optional: true });
        },
        (x) => {
          const c = x.chosenColor;
          if (!c) return x.stop();
          const own = x.hand().filter((h) => x.color(h) === c);
          x.chooseCards(own, { prompt: 'globe.return', min: 1, max: Math.min(3, own.length) });
        },
        (x) => {
          const n = x.return(x.chosen);
          if (n === 0) return x.stop();
          const dir = (['left', 'right', 'up'] as const)[n - 1] as Splay;
          x.vars.dir = dir;
          x.chooseColor(x.splayable(COLORS, dir), { prompt: `splay-${dir}` });
        },
        (x) => {
          x.splay(x.chosenColor, x.vars.dir as Splay);
          x.drawAndForeshadow(6);
        },
      ),
    ],
  },
  {
    // Barometer
    id: 'barometer',
    echo: shared(
      (x) => x.chooseCards(x.forecast().filter((c) => x.age(c) === 5), { prompt: 'barometer.take', zone: 'forecast' }),
      (x) => void x.transfer(x.chosen, 'hand', x.you),
    ),
    effects: [
      shared(
        (x) => {
          const values = valueKeys(x.players().flatMap((p) => x.bonuses(p)));
          if (values.length === 0) {
            x.drawAndForeshadow(2);
            return x.stop();
          }
          x.chooseOne(values, { prompt: 'barometer.bonus' });
        },
        (x) => void x.drawAndForeshadow(Number(x.choice) + 2),
      ),
      shared(
        (x) => {
          if (x.forecast().length === 0) return x.stop();
          x.may('barometer.reveal');
        },
        (x) => {
          if (x.choice !== 'yes') return;
          const all = x.forecast();
          x.reveal(all);
          const blue = all.some((c) => x.color(c) === 'blue');
          x.return(all);
          if (blue) x.claim('destiny');
        },
      ),
    ],
  },
  {
    // Pencil
    id: 'pencil',
    echo: shared((x) => void x.draw(5)),
    effects: [
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'pencil.return', min: 1, max: 3 }),
        (x) => {
          const n = x.chosen.length;
          if (n === 0) return x.stop();
          const age = x.maxAge(x.chosen) + 1;
          x.return(x.chosen);
          const drawn: string[] = [];
          for (let i = 0; i < n; i++) drawn.push(x.draw(age));
          x.vars.drawn = drawn;
          x.chooseCards(drawn, { prompt: 'pencil.foreshadow' });
        },
        (x) => {
          const keep = x.chosenCard;
          x.foreshadow(keep);
          x.return((x.vars.drawn as string[]).filter((c) => c !== keep));
        },
      ),
    ],
  },
  {
    // Clock
    id: 'clock',
    echo: shared(
      (x) => {
        const most = Math.max(...COLORS.map((c) => x.pile(c).length));
        const biggest = COLORS.filter((c) => x.pile(c).length === most);
        x.chooseColor(x.splayable(biggest, 'right'), { prompt: 'clock.splay', optional: true });
      },
      (x) => void x.splay(x.chosenColor, 'right'),
    ),
    effects: [
      demand((x) => {
        const drawn: string[] = [];
        for (let i = 0; i < 3; i++) drawn.push(x.drawAndReveal(10));
        let clocks = 0;
        for (const c of drawn) clocks += printed(c, 'clock');
        x.return(drawn);
        const hit = (c: string) => x.age(c) === clocks;
        x.transfer(x.hand().filter(hit), 'score', x.me);
        x.transfer(x.scorePile().filter(hit), 'score', x.me);
      }),
    ],
  },
  {
    // Toilet
    id: 'toilet',
    echo: shared((x) => void x.drawAndTuck(4)),
    effects: [
      demand((x) => {
        const highest = x.highestBonus(x.me);
        x.return(x.scorePile().filter((c) => x.age(c) === highest));
      }),
      shared(
        (x) => x.mayChooseCards(x.hand(), { prompt: 'toilet.return' }),
        (x) => {
          const c = x.chosenCard;
          if (c && x.return(c) > 0) x.draw(x.age(c));
        },
      ),
    ],
  },
  // ---------------- Age 5 ----------------
  {
    // Lightning Rod
    id: 'lightning-rod',
    echo: shared((x) => void x.drawAndTuck(5)),
    effects: [
      demand((x) => {
        const c = x.drawAndTuck(5);
        x.return(x.top(x.color(c)));
      }),
      shared(
        (x) => {
          x.drawAndTuck(5);
          x.mayChooseCards(x.topCards(), { prompt: 'lightning-rod.return', zone: 'board' });
        },
        (x) => void x.return(x.chosen),
      ),
    ],
  },
  {
    // Thermometer
    id: 'thermometer',
    echo: shared((x) => {
      const green = x.pile('green');
      if (green.length < 2) return; // a lone card is already the top card
      // The card moves within its own pile: the pile keeps its splay even when, for a moment, one
      // card is left (which would otherwise unsplay it).
      const dir = x.splayOf('green');
      x.meld(green[0] as string);
      if (x.splayOf('green') !== dir) x.splay('green', dir);
    }),
    effects: [
      shared((x) => {
        const yellow = x.top('yellow');
        const c = x.drawAndMeld((yellow ? x.age(yellow) : 0) + 1);
        if (x.color(c) === 'yellow') x.again();
      }),
    ],
  },
  {
    // Coke
    id: 'coke',
    echo: shared((x) => void x.drawAndTuck(4)),
    effects: [
      shared((x) => {
        const c = x.drawAndReveal(6);
        if (x.bears(c, 'factory')) {
          x.meld(c);
          x.again();
        } else x.foreshadow(c);
      }),
    ],
  },
  {
    // Octant
    id: 'octant',
    effects: [
      demand(
        (x) => x.chooseCards(nonRedTopsWith(x, 'leaf', 'factory'), { prompt: 'octant.give', zone: 'board' }),
        (x) => {
          if (x.transfer(x.chosen, 'board', x.me) > 0) x.drawAndForeshadow(6);
        },
      ),
      shared((x) => void x.drawAndForeshadow(6)),
    ],
  },
  {
    // Palampore
    id: 'palampore',
    effects: [
      shared(
        (x) => {
          const bonuses = x.bonuses();
          const twice = valueKeys(bonuses.filter((b, i) => bonuses.indexOf(b) !== i));
          if (twice.length === 0) return x.stop();
          x.chooseOne(twice, { prompt: 'palampore.value' });
        },
        (x) => void x.drawAndScore(Number(x.choice)),
      ),
      maySplay(['purple'], 'right'),
      shared((x) => {
        if (x.bonuses().length >= 6) x.claim('wealth');
      }),
    ],
  },
  {
    // Seed Drill
    id: 'seed-drill',
    effects: [
      demand(
        (x) => x.chooseCards(x.topCards().filter((c) => x.age(c) < 3), { prompt: 'seed-drill.return', zone: 'board' }),
        (x) => void x.return(x.chosen),
      ),
      shared(
        // Choosing a pile and the "may" are one question: declining moves nothing, and an empty
        // pile is not offered (moving from it would do nothing).
        (x) =>
          x.chooseOne(
            ['3', '4', '5'].filter((v) => x.deck(Number(v)).length > 0),
            { prompt: 'seed-drill.pile', optional: true },
          ),
        (x) => {
          if (x.choice !== null) x.makeAvailable(x.deck(Number(x.choice))[0] ?? null);
        },
      ),
    ],
  },
  {
    // Pressure Cooker
    id: 'pressure-cooker',
    effects: [
      shared(
        (x) => {
          x.return(x.hand());
          x.vars.toDraw = x.topCards().map((c) => x.bonusOf(c)).filter((b) => b > 0);
        },
        ...drawInChosenOrder(1, 'pressure-cooker.draw-order'),
      ),
    ],
  },
  {
    // Stove
    id: 'stove',
    echo: shared(
      (x) => x.chooseCards(x.topCards().filter((c) => !x.bears(c, 'factory')), { prompt: 'stove.score', zone: 'board' }),
      (x) => x.score(x.chosenCard),
    ),
    effects: [
      shared((x) => {
        const c = x.drawAndTuck(4);
        const top = x.top(x.color(c));
        if (top && x.age(top) < 4) x.drawAndScore(4);
      }),
      maySplay(['green'], 'right'),
    ],
  },
  {
    // Piano
    id: 'piano',
    echo: shared(
      (x) => {
        const values = valueKeys(x.players().flatMap((p) => x.hand(p).map((c) => x.age(c))));
        if (values.length === 0) return x.stop();
        x.chooseOne(values, { prompt: 'piano.value' });
      },
      (x) => void x.draw(Number(x.choice)),
    ),
    effects: [
      shared(
        (x) => {
          const ages = x.topCards().map((c) => x.age(c));
          if (ages.length !== 5 || new Set(ages).size !== 5) return x.stop();
          // Fewer than five in the score pile: all of them go, and the draws still happen (BGA).
          x.vars.k = Math.min(5, x.scorePile().length);
        },
        ...oneByOne(1, { key: 'returned', prompt: 'piano.return', zone: 'score', options: (x) => x.scorePile(), min: (x) => x.num('k'), max: (x) => x.num('k') }),
        (x) => {
          x.return(picked(x, 'returned'));
          const ages = x.topCards().map((c) => x.age(c)).sort((a, b) => a - b);
          for (const a of ages) x.drawAndScore(a);
        },
      ),
    ],
  },
  {
    // Tuning Fork
    id: 'tuning-fork',
    echo: shared(
      (x) => {
        const ages = AGES.filter((a) => x.deck(a).length > 0 || x.deck(a, 'echoes').length > 0);
        x.chooseOne(ages.map(String), { prompt: 'tuning-fork.age' });
      },
      (x) => {
        const age = Number(x.choice);
        x.vars.age = age;
        const sets = (['base', 'echoes'] as const).filter((set) => x.deck(age, set).length > 0);
        x.chooseOne(sets.map((set) => `${set}-pile`), { prompt: 'tuning-fork.set' });
      },
      (x) => {
        if (x.choice === null) return;
        const pile = x.deck(x.num('age'), x.choice === 'echoes-pile' ? 'echoes' : 'base');
        x.look(pile.at(-1) ?? null);
      },
    ),
    effects: [
      shared(
        // The first return is mandatory as printed; each repeat is the player's choice, and is not
        // offered with an empty hand.
        (x) => x.chooseCards(x.hand(), { prompt: 'tuning-fork.return' }),
        (x) => {
          const c = x.chosenCard;
          if (!c || x.return(c) === 0) return x.stop();
          const drawn = x.drawAndReveal(x.age(c));
          const top = x.top(x.color(drawn));
          if (!top || x.age(drawn) > x.age(top)) x.meld(drawn);
          else x.return(drawn);
          if (x.hand().length === 0) return x.stop();
          x.may('tuning-fork.again');
        },
        (x) => {
          if (x.choice === 'yes') x.again();
        },
      ),
    ],
  },
];

// Echoes of the Past, ages 6 to 10, by name: a card's text lives once, in the catalogue
// (src/i18n/innovation/echoes/); `echo` is the echo effect, `effects` the dogma effects in printed
// order. "you" executes, "me" activated the dogma.
// Rulings follow ../../../../../docs/rules/innovation-echoes.md and the digest's recommendations.
import type { PlayerId } from '../../../core/types';
import { type CardEntry, demand, type EffectDef, shared } from '../../entry';
import type { Exec } from '../../exec';
import type { CardId, Color, Icon } from '../../types';
import { COLORS, ICONS } from '../../types';
import { oneByOne, picked } from './one-by-one';
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
    // Bifocals
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
    // Stethoscope
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
    // Loom
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
    // Shrapnel
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
    // Hot Air Balloon
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
    // Steamboat
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
    // Dentures
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
    // Morphine
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
    // Indian Clubs
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
    // Kaleidoscope
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
    // Photography
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
    // Typewriter
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
    // Machine Gun
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
    // Rubber
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
    // Jeans
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
    // Telegraph
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
    // Elevator
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
    // Fertilizer
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
    // Ice Cream
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
    // Saxophone
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
    // Radio Telescope
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
    // X-Ray
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
    // Bandage
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
    // Parachute
    id: 'parachute',
    effects: [demand((x) => void x.transfer(x.hand().filter((c) => !x.bears(c, 'clock')), 'hand', x.me))],
  },
  {
    // Nylon
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
    // Sliced Bread
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
    // Air Conditioner
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
    // Tractor
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
    // Crossword
    id: 'crossword',
    effects: [
      shared((x) => {
        for (const v of x.bonuses().sort((a, b) => a - b)) x.draw(v);
      }),
    ],
  },
  {
    // Television
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
    // Calculator
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
    // Laser
    id: 'laser',
    effects: [
      shared(
        (x) => {
          x.return(availableStandard(x));
          x.vars.k = Math.ceil(x.scorePile().length / 2);
        },
        ...oneByOne(1, { key: 'returned', prompt: 'laser.return', zone: 'score', options: (x) => x.scorePile(), min: (x) => x.num('k'), max: (x) => x.num('k') }),
        (x) => {
          x.return(picked(x, 'returned'));
          x.drawAndMeld(10);
          x.drawAndMeld(10);
        },
      ),
    ],
  },
  {
    // Helicopter
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
    // Jet
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
    // Credit Card
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
    // Email
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
    // ATM
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
    // Wristwatch
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
    // Karaoke
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
    // Rock
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
    // Artificial Heart
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
    // Human Genome
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
    // Camcorder
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
    // Social Networking
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
    // GPS
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
    // Flash Drive
    id: 'flash-drive',
    effects: [
      demand(
        ...oneByOne(0, { key: 'returned', prompt: 'flash-drive.return-four', zone: 'score', options: (x) => x.scorePile(), min: () => 4, max: () => 4 }),
        (x) => void x.return(picked(x, 'returned')),
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
    // Cell Phone
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
    // MP3
    id: 'mp3',
    effects: [
      shared(
        ...oneByOne(0, { key: 'returned', prompt: 'mp3.return', options: (x) => x.hand(), min: () => 0 }),
        (x) => {
          x.vars.left = 2 * x.return(picked(x, 'returned'));
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
          x.goto(3);
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
    // Puzzle Cube
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
    // Sudoku
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

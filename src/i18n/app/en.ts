// The app's own words: the menu, setup, settings, stats, load and rules screens, seats, levels
// and speeds (English, the source of this catalogue's keys). src/i18n/en.ts spreads it into the app catalogue.
export const appEn = {
  'app.title': 'Boardwright',
  'app.tagline': 'Tabletop games against friendly machines',
  'common.back': 'Back',
  'common.close': 'Close',
  'app.partMissing': 'This part of the app could not be loaded ({message}). A new version may have replaced this one: reload the page to go on. Your game is saved.',

  'game.gears.name': 'Gears',
  'game.innovation.name': 'Innovation',
  'game.gear-and-piston.name': 'Gear & Piston',

  'menu.newGame': 'Play {game}',
  'menu.continue': 'Continue',
  'menu.continueNone': 'Continue (no saved game)',
  'menu.load': 'Load game',
  'menu.stats': 'Stats',
  'menu.settings': 'Settings',
  'menu.rules': 'Rules',
  'menu.showcase': 'Showcase (kiosk)',

  'setup.title': '{game}: new game',
  'setup.players': 'Players',
  'setup.seat': 'Seat {n}',
  'setup.human': 'Human',
  'setup.variant.characters': 'Characters',
  'setup.seed': 'Seed',
  'setup.seedRandom': 'random',
  'setup.start': 'Start',

  'level.random': 'Random',
  'level.easy': 'Easy',
  'level.normal': 'Normal',
  'level.hard': 'Hard',

  'seat.you': 'You',
  'seat.youLog': 'Player {n} (you)',
  'seat.human': 'Player {n}',
  'seat.bot': 'Bot {n} ({level})',
  'seat.botShort': 'Bot {n}',

  'over.title': 'Game over',
  'over.winners': '{n, plural, one {Winner: {names}} other {Winners: {names}}}',
  'over.nobody': 'Nobody wins',
  'over.reason.codes': 'A machine code was fully entered.',
  'over.reason.rounds': 'All ten rounds were played.',
  'over.reason.other': 'The game ended ({reason}).',
  'over.rank': '{rank}. {name} — {score}',
  'over.again': 'Play again',
  'over.menu': 'Menu',

  'stats.title': 'Stats',
  'stats.empty': 'No finished games yet.',
  'stats.level': 'vs {level}',
  'stats.played': 'Played',
  'stats.won': 'Won',
  'stats.lost': 'Lost',
  'stats.tied': 'Tied',
  'stats.watched': 'Watched',
  'stats.streak': 'Streak',
  'stats.unavailable': 'Stats are not available (storage is off).',

  'load.title': 'Load game',
  'load.empty': 'No saved games.',
  'load.open': 'Open',
  'load.delete': 'Delete',

  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.speed': 'Animation speed',
  'settings.reduceMotion': 'Reduce motion',
  'settings.sound': 'Sound',
  'speed.slow': 'Slow',
  'speed.normal': 'Normal',
  'speed.fast': 'Fast',
  'speed.instant': 'Instant',

  'rules.title.gears': 'Rules of Gears',
  'rules.gears.1':
    'Goal: enter your four-card machine code. Each player gets six gears and discards one of them at random before the first round, which leaves five for the five day rounds. Each round every player secretly places one gear from hand, choosing which of its four values faces the round card.',
  'rules.gears.2':
    'Then, starting with the gear token holder and going round in turn order, each player turns the next player’s gear (at a real table, the neighbour on their left) a quarter turn up or down, or leaves it; that gear is then revealed. On screen the gears lie in turn order, yours first: the next player’s gear is drawn to the right of yours, and after the last comes the first again.',
  'rules.gears.3':
    'The round card says who wins: highest, lowest, even, odd… Equal values jam and cannot win. A grey gear tied only with coloured gears ignores the jam: they jam, it does not. A multicolour gear swaps values with the previous player’s gear, drawn to its left (the first gear’s partner is the last), unless that gear is multicolour too. A blue gear that does not win brings one other gear back from its owner’s discard pile.',
  'rules.gears.4':
    'A winner turns green one code card matching the winning gear’s colour or number. With no match they send an open card for verification (turned around), or confirm one already waiting; a later win can confirm it.',
  'rules.gears.5':
    'After five day rounds the night shift begins: each player picks up their discard pile and discards one gear at random, characters flip and each night card adds an effect. The game ends when someone enters their last code, or after ten rounds. Green cards count 1, cards in verification ½; the highest unique total wins.',
  'rules.title.innovation':
    'Rules of Innovation',
  'rules.title.gear-and-piston':
    'Rules of Gear & Piston',
  'rules.innovation.1':
    'Goal: lead your civilisation through ten ages. Your board has up to five piles, one per colour. Only a pile’s top card acts, and your board shows the icons of the top cards plus the icons a splay lets the cards beneath show.',
  'rules.innovation.2':
    'Each player draws two age-1 cards and melds one; the first card in alphabetical order starts. A turn is two actions (only one on the first player’s first turn, and on the second player’s too with four players): Draw a card of your highest top card’s age, Meld a card from your hand onto its pile, use a top card’s Dogma, or Achieve.',
  'rules.innovation.3':
    'Dogma: count the card’s featured icon on every board. Opponents with fewer must carry out its “I demand” effects; opponents with at least as many share its other effects, before you. If a sharing opponent changed anything, you draw one card more at the end.',
  'rules.innovation.4':
    'Splaying fans a pile left, right or up so more icons show. Scored cards go to your score pile and count their age in points. Achieve takes an age achievement when your score is at least five times its age and you have a top card of that age or higher. Special achievements are claimed the moment their condition holds.',
  'rules.innovation.5':
    'The game ends at once when a player has enough achievements (6 with two players, 5 with three, 4 with four, 6 together in the 2v2 team game), when someone would draw above age 10 (the most points wins, then the most achievements; if still tied, all of them win), or when a card names a winner (if it names more than one, the game goes on).',
  'rules.innovation.6':
    'Golden rule: do as much of an effect as you can and skip the rest. Effects that say “may” are optional, the others are not; a “may” effect that asks for a set number of cards cannot be done with fewer. The last-edition (Deluxe) rules are the default; the first edition, in which nine cards differ, is an option when you set up a game.',
  'rules.gear-and-piston.1':
    'Goal: make the best automobile of 1888 for the two investors on the table. Each round you place your action tokens, the locations act in order, then the Patent Office and the Junk Yard are refreshed: what is left on them is discarded and both are dealt afresh from their stacks.',
  'rules.gear-and-piston.2':
    'Planning: from the first player, each player in turn places one token on the next free space of a location, until every token is placed. A token used in the Back Alley sits out the next planning. Your blueprints are the parts in your hand, not yet built into your car: before the locations act, each player may discard one.',
  'rules.gear-and-piston.3':
    'Back Alley: exactly one of Black Market (draw three New parts and keep one), Espionage (look at a rival’s blueprints and take one) or Union Muscle (move any token in another location one place ahead). Patent Office: take one New part, from the display or blind from the stack. Junk Yard: take up to two Junk parts; a face-up part taken is replaced before the next. You never hold more than five blueprints.',
  'rules.gear-and-piston.4':
    'Workshop: the first token placed there brings three operations, the second two, every other one; the tokens act in queue order. An operation builds a blueprint into your car (in its own row, next to what is built), dismantles a part (it is discarded), or upgrades: swaps any number of car parts for blueprints of the same kind, colour and row. The car grows from its Front and Back; the two halves are joined in the Workshop (free) or at the end.',
  'rules.gear-and-piston.5':
    'A complete car has at least one motor and, for every motor, a fuel tank of its colour; at least one gearbox, at least two axles and exactly one steering; no empty space; and every part held up by an axle, which holds the five spaces around it. Coloured fuel tanks and improvements need a motor of their colour.',
  'rules.gear-and-piston.6':
    'The game ends at once when someone completes a car of at least twelve parts, or at the refresh when a stack cannot refill its location. Unfinished cars are completed with scrap. Score: each investor pays for the range, comfort and power icons (from two of a kind), plus one point per part in your largest colour area, minus one per point of volatility that no wrench cancels. Where the published rules are silent, Boardwright uses documented house rules.',

  'notice.workerRestarted': 'The bot engine restarted; the game goes on.',
  'notice.storageFull': 'Storage is full: this game is not being saved.',
  'notice.storageUnavailable': 'Storage is unavailable: games and stats will not be kept.',
  'notice.storageWriteFailed': 'The game could not be saved; play goes on.',
  'notice.saveConflict': 'Another tab saved this game since this one last did: this tab no longer saves it.',
  'notice.botFallback': 'A bot level is not available yet; a random bot plays instead.',
  'notice.savesUnreadable': '{n, plural, one {# saved game could not be read.} other {# saved games could not be read.}}',
  'notice.updateReady': 'A new version is ready: it will load between games.',

  // A new version of the app in another tab (issue 45): this tab offers a reload.
  'app.newVersion': 'A new version of Boardwright is running in another tab. Reload this page to use it; your game is saved.',
  'app.reload': 'Reload',
  // Issue 40: the Gears rules screen says which parts are this app's design (docs/rules/gears.md DESIGNED).
  'rules.gears.6': 'The rulebook does not print the night round cards’ effects or the characters’ abilities: the night effects and the characters here (Mechanic, Dispatcher, Saboteur, Codebreaker) are Boardwright’s own design. The rest follows the published rules.',
  // Issue 45: a database this tab can no longer open, and a lesson's place kept like a save.
  'notice.storageReload': 'A newer version of Boardwright changed the saved games in another tab: export this game, then reload this tab.',
  'save.failing.reload': 'A newer version of Boardwright changed the saved games in another tab, so this tab cannot save this game any more. Export it first, then reload this tab.',
  'save.reload': 'Reload this tab',
  'lessonSave.failing.full': 'Storage is full: your place in this lesson is not being kept. Nothing is lost while this tab stays open.',
  'lessonSave.failing.other': 'Your place in this lesson could not be kept. Nothing is lost while this tab stays open.',
  'lessonSave.failing.reload': 'A newer version of Boardwright changed the saved data in another tab, so this tab cannot keep your place in this lesson. Reload this tab.',
  'lessonOwner.elsewhere.title': 'This lesson is open in another tab',
  'lessonOwner.elsewhere.body': 'A lesson is followed in one tab at a time, so that no step is lost. Take it over here (the other tab stops and keeps nothing more), or go back to the menu.',
  'lessonOwner.taken.title': 'Another tab took this lesson over',
  'lessonOwner.taken.body': 'The lesson goes on in another tab now, and this tab no longer keeps your place. Take it back here (from where the other tab left it), or go back to the menu.',
  'notice.urlGameLost': 'The game this address started could not be found in storage, so a new game begins.',
  // The Rules screen's section for Echoes of the Past (docs/rules/innovation-echoes.md).
  'rules.title.innovation.echoes': 'Echoes of the Past',
  'rules.innovation.echoes.1':
    'The Echoes of the Past expansion is chosen when you set up a game, with the last edition only. It adds 105 cards in ten supply piles of their own, one per age. Each player draws a base 1 and an Echoes 1 and melds one of them. The game ends with one achievement more than usual.',
  'rules.innovation.echoes.2':
    'The Echoes draw rule: a draw finds its age in the base supply piles as usual; then, if your hand is not empty and has no Echoes card, you draw the Echoes card of that age instead (the base card if that Echoes supply pile is empty).',
  'rules.innovation.echoes.3':
    'An echo effect is printed in one of a card’s icon places. When you carry out a dogma, every echo effect visible in that pile on your board runs first, the deepest card’s first, then the demands and the other effects. Opponents share echo effects like the other effects; opponents’ echo effects never run.',
  'rules.innovation.echoes.4':
    'A bonus is a number printed in one of a card’s icon places. Your points are your score pile plus your visible bonuses: the highest counts its number, each other one counts 1. Your points count that way everywhere: for achievements, for comparisons and for the end of the game.',
  'rules.innovation.echoes.5':
    'To foreshadow is to put a card face down in your forecast: only you see it; the others see how many cards there are and each one’s age and set. Right after a Meld action you may promote one card of your forecast whose age is not higher than the melded card’s: meld it, then you may carry out a free dogma action on it.',
  'rules.innovation.echoes.6':
    'Five more special achievements are claimed the moment their condition holds: Supremacy (one icon showing three or more times in each of four colours), Destiny (seven cards in your forecast), Wealth (eight visible bonuses), Heritage (a colour showing eight pictures) and History (a colour showing four echo effects).',
} as const;

export type AppKey = keyof typeof appEn;

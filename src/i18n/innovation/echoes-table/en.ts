// Echoes of the Past at the table, English (the source): the echo effect and bonus on card faces,
// the forecast as a zone, the log's lines for echo effects, foreshadowing and promotion, the
// preview's count of echo effects, the score with bonuses, and the card browser's set filter.
export const echoesTableEn = {
  'inno.echoes.echoLabel': 'Echo effect',
  'inno.echoes.bonus': 'Bonus {n}',
  'inno.echoes.setName': 'Echoes of the Past',
  'inno.echoes.aCard': 'an Echoes age-{n} card',
  'inno.echoes.backHelp': 'An Echoes card of age {n}, face down: only its owner knows which.',
  'inno.zone.forecast': 'forecast',
  'inno.echoes.forecastCount': '{n, plural, one {Forecast: # card} other {Forecast: # cards}}',
  'inno.echoes.forecastEmpty': 'Forecast: empty',
  'inno.log.dogmaEchoes': '{name} runs the dogma of {card} ({icon}); {n, plural, one {# echo effect runs} other {# echo effects run}} first.',
  'inno.log.effect.echo': '{name} carries out the echo effect of {card}.',
  'inno.log.foreshadow': '{name} foreshadows {card}.',
  'inno.log.promote': '{name} promotes {card} from the forecast.',
  'inno.preview.echoes': '{n, plural, one {# echo effect runs first} other {# echo effects run first}}',
  'inno.echoes.scoreParts': 'Score {total}: {pile} in the score pile + {bonus} from bonuses',
  'inno.browser.set': 'Set',
  'inno.browser.set.all': 'All',
  'inno.browser.set.base': 'Base game',
  'inno.browser.set.echoes': 'Echoes',
  'inno.echoes.forecastLabel': 'Forecast {n}',
  'inno.echoes.forecastHelp': '{name}’s forecast: {n, plural, one {# card} other {# cards}} ({ages}), face down: only its owner sees them. After a Meld action, one of value up to the melded card’s may be promoted (melded).',
  'inno.echoes.backShort': 'Echoes {n}',
} as const;

export type EchoesTableKey = keyof typeof echoesTableEn;

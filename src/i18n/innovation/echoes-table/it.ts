// Echoes of the Past at the table, Italian (see en.ts).
import type { EchoesTableKey } from './en';

export const echoesTableIt: Record<EchoesTableKey, string> = {
  'inno.echoes.echoLabel': 'Effetto eco',
  'inno.echoes.bonus': 'Bonus {n}',
  'inno.echoes.setName': 'Echoes of the Past',
  'inno.echoes.aCard': 'un {n} di Echoes',
  'inno.echoes.backHelp': 'Una carta Echoes di età {n}, coperta: solo chi la possiede sa quale.',
  'inno.zone.forecast': 'previsioni',
  'inno.echoes.forecastCount': '{n, plural, one {Previsioni: # carta} other {Previsioni: # carte}}',
  'inno.echoes.forecastEmpty': 'Previsioni: vuote',
  'inno.log.dogmaEchoes': '{name} attiva il dogma di {card} ({icon}); prima {n, plural, one {si esegue # effetto eco} other {si eseguono # effetti eco}}.',
  'inno.log.effect.echo': '{name} esegue l’effetto eco di {card}.',
  'inno.log.foreshadow': '{name} mette {card} nelle previsioni.',
  'inno.log.promote': '{name} promuove {card} dalle previsioni.',
  'inno.preview.echoes': '{n, plural, one {prima # effetto eco} other {prima # effetti eco}}',
  'inno.echoes.scoreParts': 'Punteggio {total}: {pile} nella pila punti + {bonus} dai bonus',
  'inno.browser.set': 'Set',
  'inno.browser.set.all': 'Tutte',
  'inno.browser.set.base': 'Gioco base',
  'inno.browser.set.echoes': 'Echoes',
  'inno.echoes.forecastLabel': 'Previsioni {n}',
  'inno.echoes.forecastHelp': 'Previsioni di {name}: {n, plural, one {# carta} other {# carte}} ({ages}), coperte: solo chi le possiede le vede. Dopo un’azione Calare, se ne può promuovere (calare) una di valore non superiore alla carta calata.',
  'inno.echoes.backShort': 'Echoes {n}',
};

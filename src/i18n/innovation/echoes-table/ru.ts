// Echoes of the Past at the table, Russian (see en.ts).
import type { EchoesTableKey } from './en';

export const echoesTableRu: Record<EchoesTableKey, string> = {
  'inno.echoes.echoLabel': 'Эхо-эффект',
  'inno.echoes.bonus': 'Бонус {n}',
  'inno.echoes.setName': 'Эхо прошлого',
  'inno.echoes.aCard': 'карта «Эхо» эпохи {n}',
  'inno.echoes.backHelp': 'Карта «Эхо» эпохи {n} рубашкой вверх: какая именно, знает только владелец.',
  'inno.zone.forecast': 'прогноз',
  'inno.echoes.forecastCount': '{n, plural, one {Прогноз: # карта} few {Прогноз: # карты} many {Прогноз: # карт} other {Прогноз: # карты}}',
  'inno.echoes.forecastEmpty': 'Прогноз: пусто',
  'inno.log.dogmaEchoes': '{name} применяет догму карты {card} ({icon}); сначала {n, plural, one {выполняется # эхо-эффект} few {выполняются # эхо-эффекта} many {выполняются # эхо-эффектов} other {выполняются # эхо-эффекта}}.',
  'inno.log.effect.echo': '{name} выполняет эхо-эффект карты {card}.',
  'inno.log.foreshadow': '{name} откладывает в прогноз: {card}.',
  'inno.log.promote': '{name} повышает карту из прогноза: {card}.',
  'inno.preview.echoes': '{n, plural, one {сначала # эхо-эффект} few {сначала # эхо-эффекта} many {сначала # эхо-эффектов} other {сначала # эхо-эффекта}}',
  'inno.echoes.scoreParts': 'Очки {total}: {pile} в очках + {bonus} от бонусов',
  'inno.browser.set': 'Набор',
  'inno.browser.set.all': 'Все',
  'inno.browser.set.base': 'Базовая игра',
  'inno.browser.set.echoes': '«Эхо»',
  'inno.echoes.forecastLabel': 'Прогноз {n}',
  'inno.echoes.forecastHelp': 'Прогноз: {name} — {n, plural, one {# карта} few {# карты} many {# карт} other {# карты}} ({ages}), рубашкой вверх: видит только владелец. После действия «Сыграть» можно повысить (сыграть) одну карту значением не выше сыгранной.',
  'inno.echoes.backShort': '«Эхо» {n}',
};

// Echoes of the Past at the table, Japanese (see en.ts).
import type { EchoesTableKey } from './en';

export const echoesTableJa: Record<EchoesTableKey, string> = {
  'inno.echoes.echoLabel': 'エコー効果',
  'inno.echoes.bonus': 'ボーナス{n}',
  'inno.echoes.setName': 'エコーズ',
  'inno.echoes.aCard': 'エコーズの時代{n}のカード',
  'inno.echoes.backHelp': 'エコーズの時代{n}のカード（裏向き）。中身は持ち主だけが知っています。',
  'inno.zone.forecast': '予見',
  'inno.echoes.forecastCount': '予見：{n}枚',
  'inno.echoes.forecastEmpty': '予見：なし',
  'inno.log.dogmaEchoes': '{name}が{card}の教義を実行します（{icon}）。先にエコー効果を{n}つ実行します。',
  'inno.log.effect.echo': '{name}が{card}のエコー効果を実行します。',
  'inno.log.foreshadow': '{name}が{card}を予見に置きます。',
  'inno.log.promote': '{name}が予見から{card}を昇格させます。',
  'inno.preview.echoes': '先にエコー効果{n}つ',
  'inno.echoes.scoreParts': '得点{total}：得点山{pile}＋ボーナス{bonus}',
  'inno.browser.set': 'セット',
  'inno.browser.set.all': 'すべて',
  'inno.browser.set.base': '基本',
  'inno.browser.set.echoes': 'エコーズ',
  'inno.echoes.forecastLabel': '予見{n}',
  'inno.echoes.forecastHelp': '{name}の予見：{n}枚（{ages}）、裏向き。中身は持ち主だけが見られます。出すアクションの後、出したカード以下の価値のカードを1枚昇格させて（出して）もかまいません。',
  'inno.echoes.backShort': 'エコーズ{n}',
};

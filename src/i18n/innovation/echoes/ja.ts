// Echoes of the Past, Japanese (see en.ts).
import { echoes1to5Ja } from './ages1-5/ja';
import { echoes6to10Ja } from './ages6-10/ja';
import type { EchoesKey } from './en';

export const echoesJa: Record<EchoesKey, string> = {
  'inno.q.echoes.promote': '予見のカードを1枚昇格させる：出す（時代は今出したカード以下）。',
  'inno.q.echoes.promote-dogma': '昇格させたカードで無料の教義アクションを実行する。',
  ...echoes1to5Ja,
  ...echoes6to10Ja,
};

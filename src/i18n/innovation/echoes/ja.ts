// Echoes of the Past, Japanese (see en.ts).
import { echoes1to5Ja } from './ages1-5/ja';
import { echoes6to10Ja } from './ages6-10/ja';
import type { EchoesKey } from './en';

export const echoesJa: Record<EchoesKey, string> = {
  ...echoes1to5Ja,
  ...echoes6to10Ja,
};

// Echoes of the Past, Russian (see en.ts).
import { echoes1to5Ru } from './ages1-5/ru';
import { echoes6to10Ru } from './ages6-10/ru';
import type { EchoesKey } from './en';

export const echoesRu: Record<EchoesKey, string> = {
  ...echoes1to5Ru,
  ...echoes6to10Ru,
};

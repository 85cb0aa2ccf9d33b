// Echoes of the Past, Italian (see en.ts).
import { echoes1to5It } from './ages1-5/it';
import { echoes6to10It } from './ages6-10/it';
import type { EchoesKey } from './en';

export const echoesIt: Record<EchoesKey, string> = {
  ...echoes1to5It,
  ...echoes6to10It,
};

// Echoes of the Past, Italian (see en.ts).
import { echoes1to5It } from './ages1-5/it';
import { echoes6to10It } from './ages6-10/it';
import type { EchoesKey } from './en';

export const echoesIt: Record<EchoesKey, string> = {
  'inno.q.echoes.promote': 'promuovi una carta delle tue previsioni: calala (la sua età non può superare quella della carta che hai calato).',
  'inno.q.echoes.promote-dogma': 'esegui un’azione dogma gratuita sulla carta che hai promosso.',
  ...echoes1to5It,
  ...echoes6to10It,
};

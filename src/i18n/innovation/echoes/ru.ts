// Echoes of the Past, Russian (see en.ts).
import { echoes1to5Ru } from './ages1-5/ru';
import { echoes6to10Ru } from './ages6-10/ru';
import type { EchoesKey } from './en';

export const echoesRu: Record<EchoesKey, string> = {
  'inno.q.echoes.promote': 'повысьте карту из своего прогноза: сыграйте её (её эпоха не старше только что сыгранной карты).',
  'inno.q.echoes.promote-dogma': 'выполните бесплатное действие догмы с повышенной картой.',
  ...echoes1to5Ru,
  ...echoes6to10Ru,
};

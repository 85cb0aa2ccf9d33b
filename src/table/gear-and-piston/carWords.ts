// A car's rule state in words (engine/gear-and-piston/car-status.ts gives the facts): one sentence
// of what the car still needs, and one per part that breaks a requirement, naming where it is.
import type { CarCell, CarNeed, CarProblem, CarStatus } from '../../engine/gear-and-piston/car-status';
import { joinList, t, tk } from '../../i18n';
import { partName } from './help';

export function placeName(at: CarCell): string {
  const key = at.side === 'front' ? 'gnp.place.front' : at.side === 'back' ? 'gnp.place.back' : 'gnp.place.joined';
  return t(key, { col: at.col + 1, row: tk(`gnp.rowShort.${at.row}`) });
}

const colour = (c: string) => tk(`gnp.colourWord.${c}`);

export function needWords(n: CarNeed): string {
  switch (n.kind) {
    case 'motor':
      return t('gnp.need.motor');
    case 'fuel':
      return t('gnp.need.fuel', { n: n.count, colour: colour(n.colour) });
    case 'motor-of':
      return t('gnp.need.motorOf', { colour: colour(n.colour) });
    case 'gear':
      return t('gnp.need.gear');
    case 'axles':
      return t('gnp.need.axles', { n: n.count });
    case 'steering':
      return t('gnp.need.steering');
    case 'fewer-steering':
      return t('gnp.need.fewerSteering', { n: n.count });
    case 'fill':
      return t('gnp.need.fill', { n: n.count });
    case 'support':
      return t('gnp.need.support', { n: n.count });
  }
}

export function problemWords(p: CarProblem): string {
  const place = placeName(p.at);
  switch (p.kind) {
    case 'unsupported':
      return t('gnp.problem.unsupported', { part: partName(p.part), place });
    case 'no-tank':
      return t('gnp.problem.noTank', { part: partName(p.part), place, colour: colour(p.colour) });
    case 'no-motor':
      return t('gnp.problem.noMotor', { part: partName(p.part), place, colour: colour(p.colour) });
    case 'extra-steering':
      return t('gnp.problem.extraSteering', { part: partName(p.part), place });
    case 'half-column':
      return t(p.missing === 'bottom' ? 'gnp.problem.noBottom' : 'gnp.problem.noTop', { place });
    case 'empty-column':
      return t('gnp.problem.emptyColumn', { place });
  }
}

/**
 * The car in one sentence: empty (with what a complete car needs, unless `short`), complete (and
 * how far from the end), or what it still needs.
 */
export function statusSentence(s: CarStatus, short = false): string {
  if (s.parts === 0) return t(short ? 'gnp.car.emptyShort' : 'gnp.car.empty');
  if (s.complete) return s.toEnd > 0 ? t('gnp.car.complete', { n: s.parts, more: s.toEnd }) : t('gnp.car.completeEnds', { n: s.parts });
  return t('gnp.car.needs', { n: s.parts, list: joinList(s.needs.map(needWords)) });
}

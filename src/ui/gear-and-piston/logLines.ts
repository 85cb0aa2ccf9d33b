// One translated log sentence per Gear & Piston event (null for events the log leaves out).
import type { SessionSetup } from '../../app/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import type { Place } from '../../engine/gear-and-piston/types';
import { t } from '../../i18n';
import { seatLogName } from '../gears/names';
import { locationName, partName } from './help';

export interface LineContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
}

export function eventLine(e: GameEvent, ctx: LineContext): string | null {
  const who = (p: unknown) => seatLogName(ctx.setup, Number(p), ctx.viewer);
  const name = who(e.player);
  switch (e.type) {
    case 'round':
      return t('gnp.log.round', { n: Number(e.round) + 1, name: who(e.firstPlayer) });
    case 'place-token':
      return t('gnp.log.place', { name, location: locationName(String(e.location)) });
    case 'keep-hand':
      return t('gnp.log.keepHand', { name });
    case 'move-tile': {
      const to = e.to as Place;
      const part = partName(String(e.part));
      if (to.zone === 'hand') return t('gnp.log.toHand', { name: who(to.player), part });
      if (to.zone === 'car') return t('gnp.log.build', { name: who(to.player), part });
      if (to.zone === 'new-discard' || to.zone === 'junk-discard') return t('gnp.log.discardTile', { part });
      if (to.zone === 'patent-office' || to.zone === 'junk-yard') return t('gnp.log.display', { part });
      return null;
    }
    case 'black-market':
      return t('gnp.log.blackMarket', { name });
    case 'espionage':
      return t('gnp.log.espionage', { name, target: who(e.target) });
    case 'steal':
      return t('gnp.log.steal', { name, target: who(e.target) });
    case 'union-muscle':
      return t('gnp.log.unionMuscle', { name, owner: who(Number(e.owner)), location: locationName(String(e.location)) });
    case 'volatility':
      return t('gnp.log.volatility', { name, n: Number(e.value) });
    case 'wasted':
      return t('gnp.log.wasted', { name, location: locationName(String(e.location)) });
    case 'first-player':
      return t('gnp.log.firstPlayer', { name });
    case 'game-end':
      return t('gnp.log.gameEnd');
    case 'join':
      return t('gnp.log.join', { name });
    case 'scrap':
      return t('gnp.log.scrap', { name });
    case 'upgrade':
      return t('gnp.log.upgrade', { name });
    case 'end-workshop':
      return t('gnp.log.endWorkshop', { name });
    case 'final-scores':
      return t('gnp.log.finalScores', { scores: (e.scores as number[]).map((s, i) => `${who(i)} ${s}`).join(', ') });
    default:
      return null;
  }
}

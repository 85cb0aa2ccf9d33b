// One translated log sentence per Gear & Piston event (null for events the log leaves out), as rich
// text: seats in their colour, parts as links that open the part's zoom.
import type { SessionSetup } from '../../model/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import type { Place } from '../../engine/gear-and-piston/types';
import { explainLine } from '../glossary/link';
import { type RichText, seat, tRich } from '../rich';
import { seatLogName } from '../seats';
import { locationName, rowName } from './help';
import { partToken } from './prompts';

export interface LineContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
  /**
   * Displays seen cleared in this update (the refresh): their fresh deal is one line, not one a
   * tile. One context serves one update's events, in order.
   */
  refreshed?: Set<string>;
}

/** A line that names a rule, with the rule's glossary entry one tap away. */
const rule = (text: RichText, id: string): RichText => explainLine(text, 'gear-and-piston', id);

export function eventLine(e: GameEvent, ctx: LineContext): RichText | null {
  const who = (p: unknown) => seat(Number(p), seatLogName(ctx.setup, Number(p), ctx.viewer));
  const name = who(e.player);
  switch (e.type) {
    case 'round':
      return tRich('gnp.log.round', { n: Number(e.round), name: who(e.firstPlayer) });
    case 'place-token':
      return tRich('gnp.log.place', { name, location: locationName(String(e.location)) });
    case 'keep-hand':
      return rule(tRich('gnp.log.keepHand', { name }), 'blueprint');
    case 'move-tile': {
      const to = e.to as Place;
      const from = e.from as Place;
      const part = partToken(String(e.part));
      if (to.zone === 'hand') return tRich('gnp.log.toHand', { name: who(to.player), part });
      if (to.zone === 'car') {
        const at = { part, col: to.col + 1, row: rowName(to.row) };
        return tRich(from.zone === 'hand' ? 'gnp.log.buildAt' : 'gnp.log.toCar', { name: who(to.player), ...at });
      }
      if (to.zone === 'new-discard' || to.zone === 'junk-discard') {
        if (from.zone === 'car') return tRich('gnp.log.carDiscard', { name: who(from.player), part });
        if (from.zone === 'hand') return rule(tRich('gnp.log.handDiscard', { name: who(from.player), part }), 'handLimit');
        if (from.zone === 'patent-office' || from.zone === 'junk-yard') {
          // Only the refresh clears a display: one line for all of it.
          if (ctx.refreshed?.has(from.zone)) return null;
          ctx.refreshed?.add(from.zone);
          return rule(tRich('gnp.log.refresh', { location: locationName(from.zone) }), 'refresh');
        }
        return tRich('gnp.log.discardTile', { part });
      }
      if (to.zone === 'patent-office' || to.zone === 'junk-yard') return ctx.refreshed?.has(to.zone) ? null : tRich('gnp.log.display', { part });
      return null;
    }
    case 'black-market':
      return rule(tRich('gnp.log.blackMarketDrew', { name, n: Number(e.drawn ?? 0) }), 'blackMarket');
    case 'espionage':
      return rule(tRich('gnp.log.espionage', { name, target: who(e.target) }), 'espionage');
    case 'steal':
      return tRich('gnp.log.steal', { name, target: who(e.target) });
    case 'union-muscle':
      return rule(
        tRich('gnp.log.unionMuscleFrom', {
          name,
          owner: who(Number(e.owner)),
          location: locationName(String(e.location)),
          from: Number(e.from) + 1,
          to: Number(e.to) + 1,
        }),
        'unionMuscle',
      );
    case 'volatility':
      return rule(tRich('gnp.log.volatility', { name, n: Number(e.value) }), 'volatility');
    case 'wasted':
      return rule(tRich('gnp.log.wasted', { name, location: locationName(String(e.location)) }), 'handLimit');
    case 'first-player':
      return rule(tRich('gnp.log.firstPlayer', { name }), 'firstPlayer');
    case 'game-end':
      return tRich('gnp.log.gameEnd');
    case 'join':
      return rule(tRich('gnp.log.join', { name }), 'halves');
    case 'scrap':
      return rule(tRich('gnp.log.scrapRole', { name, part: partToken(`S-${String(e.role)}`), col: Number(e.col) + 1, row: rowName(String(e.row)) }), 'endScrap');
    case 'upgrade':
      return rule(tRich('gnp.log.upgrade', { name }), 'upgrade');
    case 'end-workshop':
      return Number(e.unused ?? 0) > 0 ? tRich('gnp.log.endWorkshopUnused', { name, n: Number(e.unused) }) : tRich('gnp.log.endWorkshop', { name });
    case 'lock-token':
      return null;
    case 'final-scores': {
      const out: RichText = tRich('gnp.log.finalScoresHead');
      (e.scores as number[]).forEach((n, i) => {
        out.push(i === 0 ? ' ' : ' · ', ...tRich('gnp.log.finalScore', { name: who(i), n }));
      });
      return out;
    }
    default:
      return null;
  }
}

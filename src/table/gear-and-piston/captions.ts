// Gear & Piston in the kiosk's words: the round and what the phase is about, tokens sent to the
// locations, parts taken and built ("Green builds a red motor"). The deals of the Back Alley and
// the Workshop's other work reuse the log's sentences.
import type { GameEvent } from '../../engine/core/types';
import { isPartId, partSpec } from '../../engine/gear-and-piston/parts';
import type { GnpView, Place } from '../../engine/gear-and-piston/types';
import { getLang, t, tk } from '../../i18n';
import { type Caption, type CaptionContext, type GameCaptions, fromLog, seatToken, tCaption } from '../captions';
import type { RichText } from '../rich';
import { locationName } from './help';
import { eventLine } from './logLines';

function headline(view: GnpView): RichText {
  return [t('kiosk.gnp.headline', { n: Math.max(1, view.round), phase: tk(`kiosk.gnp.phase.${view.phase}`) })];
}

/** A part in a sentence: its colour (if any) and kind, "red motor"; scrap is just scrap. */
function partWords(part: string): string | null {
  if (!isPartId(part)) return null;
  const spec = partSpec(part);
  const type = tk(`gnp.type.${spec.type}`);
  if (!spec.colour) return type;
  return t('kiosk.gnp.part', { colour: tk(`gnp.colour.${spec.colour}`).toLocaleLowerCase(getLang()), type });
}

function tileCaption(e: GameEvent, ctx: CaptionContext): Caption | null {
  const to = e.to as Place;
  if (to.zone !== 'car' && to.zone !== 'hand') return null;
  const name = seatToken(ctx.setup, to.player);
  const part = partWords(String(e.part));
  if (to.zone === 'car') return { line: part ? tCaption('kiosk.gnp.build', { name, part }) : tCaption('kiosk.gnp.buildHidden', { name }) };
  return { line: part ? tCaption('kiosk.gnp.take', { name, part }) : tCaption('kiosk.gnp.takeHidden', { name }) };
}

function eventCaption(e: GameEvent, ctx: CaptionContext): Caption | null {
  // The phase is in the view, not in the events: the headline follows each drawn position,
  // and a new round (an event) says so at once.
  const at = e.type === 'round' ? { headline: [t('kiosk.gnp.headline', { n: Number(e.round), phase: t('kiosk.gnp.phase.plan') })] } : {};
  switch (e.type) {
    case 'round':
      return { ...at, line: tCaption('kiosk.gnp.first', { name: seatToken(ctx.setup, Number(e.firstPlayer)) }) };
    case 'place-token':
      return { ...at, line: tCaption('kiosk.gnp.place', { name: seatToken(ctx.setup, Number(e.player)), location: locationName(String(e.location)) }) };
    case 'move-tile': {
      const c = tileCaption(e, ctx);
      return c ? { ...at, ...c } : null;
    }
    case 'black-market':
    case 'espionage':
    case 'steal':
    case 'union-muscle':
    case 'alley-pass':
    case 'wasted':
    case 'join':
    case 'scrap':
    case 'upgrade':
    case 'game-end': {
      const line = fromLog(eventLine(e, { setup: ctx.setup, viewer: null }));
      return line ? { ...at, line } : at;
    }
    default:
      return null;
  }
}

export const gnpCaptions: GameCaptions = {
  headline: (view) => headline(view as GnpView),
  event: eventCaption,
};

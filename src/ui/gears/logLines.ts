// One readable line per Gears event, in the current language, for the log panel and the live
// region. Events that only move pieces around (a gear to the discard pile) stay out of the log.
import type { SessionSetup } from '../../app/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import type { GearsEvent } from '../../engine/gears/types';
import { getLang, joinList, t, tk } from '../../i18n';
import { characterName, colourName, dirName, gearName, ruleName, seatLogName } from './names';

export interface LogContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
  /** Code cards per seat, to name the card an entry event points at. */
  codes: { color: string; number: number }[][];
}

export function eventLine(event: GameEvent, ctx: LogContext): string | null {
  const e = event as GearsEvent;
  const name = (seat: PlayerId) => seatLogName(ctx.setup, seat, ctx.viewer);
  const code = (seat: PlayerId, slot: number) => {
    const c = ctx.codes[seat]?.[slot];
    return { colour: colourName(c?.color ?? ''), number: c?.number ?? '?' };
  };
  switch (e.type) {
    case 'round-start':
      return t('log.round', { n: e.round + 1, rule: ruleName(e.rule) });
    case 'place':
      return e.faceUp && e.gear ? t('log.placeOpen', { name: name(e.seat), gear: gearName(e.gear), value: e.value ?? '?' }) : t('log.placeHidden', { name: name(e.seat) });
    case 'peek':
      return t('log.peek', { name: name(e.seat), target: name(e.target) });
    case 'turn-gear':
      return t('log.turn', { name: name(e.seat), dir: dirName(e.dir), value: e.value });
    case 'leave-gear':
      return t('log.leave', { by: name(e.by), name: name(e.seat) });
    case 'reveal':
      return t('log.reveal', { name: name(e.seat), gear: gearName(e.gear), value: e.value });
    case 'effect':
      return t('log.effect', { effect: tk(`effect.${e.effect}`) });
    case 'dispatch':
      return t('log.dispatch', { name: name(e.seat), value: e.value });
    case 'swap':
      return t('log.swap', { name: name(e.seat), other: name(e.with), a: e.values[0], b: e.values[1] });
    case 'jam':
      return t('log.jam', { value: e.value, names: joinList(e.seats.map(name), getLang()) });
    case 'round-winner':
      return e.seats.length === 0 ? t('table.roundNobody') : t('table.roundWinner', { name: joinList(e.seats.map(name), getLang()), n: e.seats.length });
    case 'blue-return':
      return t('log.blueReturn', { name: name(e.seat), gear: gearName(e.gear) });
    case 'code-entered':
      return t('log.codeEntered', { name: name(e.seat), ...code(e.seat, e.card) });
    case 'code-sent':
      return t('log.codeSent', { name: name(e.seat), ...code(e.seat, e.card) });
    case 'character-used':
      return t('log.characterUsed', { name: name(e.seat), character: characterName(e.character) });
    case 'character-flip':
      return t('log.characterFlip', { name: name(e.seat), character: characterName(e.character) });
    case 'token-pass':
      return t('log.token', { name: name(e.to) });
    case 'night-shift':
      return t('table.nightFalls');
    case 'game-over': {
      const result = e.winners.length === 0 ? t('over.nobody') : t('over.winners', { names: joinList(e.winners.map(name), getLang()), n: e.winners.length });
      return t('log.gameOver', { result });
    }
    default:
      return null;
  }
}

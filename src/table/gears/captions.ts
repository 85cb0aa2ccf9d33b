// Gears in the kiosk's words: the round and what wins it ("Round 4 of 10: highest odd wins"),
// then each gear placed, turned and revealed, who jams and who wins the round. Events the log
// already words well (abilities, swaps, the blue gear) reuse its sentence.
import type { GameEvent } from '../../engine/core/types';
import type { GearsEvent, GearsView, RoundRule } from '../../engine/gears/types';
import { t, tk } from '../../i18n';
import { type Caption, type CaptionContext, type GameCaptions, fromLog, seatList, seatToken, tCaption } from '../captions';
import type { RichText } from '../rich';
import { eventLine } from './logLines';
import { colourName } from './names';

const ROUNDS = 10;

function headline(round: number, night: boolean, rule: RoundRule): RichText {
  const params = { n: round + 1, total: ROUNDS, rule: tk(`kiosk.gears.rule.${rule}`) };
  return [t(night ? 'kiosk.gears.headlineNight' : 'kiosk.gears.headline', params)];
}

const effectText = (effect: string | null): RichText | null => (effect ? [tk(`gears.effect.${effect}`)] : null);

function eventCaption(e: GearsEvent, ctx: CaptionContext): Caption | null {
  const view = ctx.view as GearsView;
  const who = (p: number) => seatToken(ctx.setup, p);
  const log = () => fromLog(eventLine(e, { setup: ctx.setup, viewer: null, codes: view.seats.map((s) => s.codes) }));
  switch (e.type) {
    case 'round-start':
      return {
        headline: headline(e.round, e.shift === 'night', e.rule),
        line: [t(e.effect === 'rush' ? 'kiosk.gears.placeRush' : 'kiosk.gears.placeAll')],
        detail: effectText(e.effect),
      };
    case 'place':
      return {
        line: e.faceUp && e.value !== undefined ? tCaption('kiosk.gears.placeOpen', { name: who(e.seat), value: e.value }) : tCaption('kiosk.gears.placeHidden', { name: who(e.seat) }),
      };
    case 'turn-gear': {
      if (e.by === null || e.by === e.seat) return { line: tCaption('kiosk.gears.turns', { name: who(e.seat), value: e.value }) };
      const key = e.dir === 'up' ? 'kiosk.gears.turnUp' : 'kiosk.gears.turnDown';
      return { line: tCaption(key, { by: who(e.by), name: who(e.seat), value: e.value }) };
    }
    case 'leave-gear':
      return { line: tCaption('kiosk.gears.leave', { by: who(e.by), name: who(e.seat) }) };
    case 'reveal':
      return { line: tCaption('kiosk.gears.reveal', { name: who(e.seat), value: e.value }) };
    case 'jam':
      // Why, in the coach's reason kind 'gears.jamsWith' worded for the table, as the detail line
      // (what it means; the line's length sets the table's wait, showcasePace): the value shown twice.
      // The round is resolving, so the round effect's words it replaces have done their work.
      return {
        line: tCaption('kiosk.gears.jam', { names: seatList(ctx.setup, e.seats), n: e.seats.length, value: e.value }),
        detail: tCaption('kiosk.because.gears.jamsWith', { value: e.value }),
      };
    case 'round-winner':
      return {
        line: e.seats.length === 0 ? [t('kiosk.gears.nobody')] : tCaption('kiosk.gears.winners', { names: seatList(ctx.setup, e.seats), n: e.seats.length }),
      };
    case 'code-entered':
    case 'code-sent': {
      const code = view.seats[e.seat]?.codes[e.card];
      const params = { name: who(e.seat), colour: colourName(code?.color ?? ''), number: code?.number ?? '?' };
      return { line: tCaption(e.type === 'code-entered' ? 'kiosk.gears.code' : 'kiosk.gears.sent', params) };
    }
    case 'night-shift':
      return { line: [t('kiosk.gears.night')] };
    case 'effect':
      return { detail: effectText(e.effect) };
    case 'game-over':
      return {
        line: e.winners.length === 0 ? [t('kiosk.nobodyWins')] : tCaption('kiosk.gameWinners', { names: seatList(ctx.setup, e.winners), n: e.winners.length }),
      };
    case 'dispatch':
    case 'swap':
    case 'blue-return':
    case 'peek':
    case 'character-used': {
      const line = log();
      return line ? { line } : null;
    }
    default:
      return null;
  }
}

export const gearsCaptions: GameCaptions = {
  headline(view) {
    const v = view as GearsView;
    return headline(v.round, v.shift === 'night', v.card.rule);
  },
  event: (e: GameEvent, ctx) => eventCaption(e as GearsEvent, ctx),
};

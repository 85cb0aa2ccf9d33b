// One readable line per Gears event, in the current language, for the log: seats as seat tokens
// (in their colour), gears, codes, characters and round cards as card tokens that open the zoom.
// The viewer reads about themselves in the second person ("You place…", "your gear"), from
// sentences of their own, never "Player 1 (you)'s". Events that only move pieces around (a gear
// to the discard pile) stay out of the log.
import type { SessionSetup } from '../../model/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import type { GearsEvent } from '../../engine/gears/types';
import { type MessageKey, getLang, joinList, t, tk } from '../../i18n';
import { explainLine } from '../glossary/link';
import { type RichText, type RichToken, card, seat, tRich } from '../rich';
import { turnPreview } from './controls';
import { zoomId } from './zoomIds';
import { seatName } from '../seats';
import { characterName, colourName, dirName, gearName, ruleName } from './names';

export interface LogContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
  /** Code cards per seat, to name the card an entry event points at. */
  codes: { color: string; number: number }[][];
}

/** Where a list of rich parts goes in a sentence (split out after formatting). */
const LIST = '\uE020';

/** A line that names a rule, with the rule's glossary entry one tap away. */
const rule = (text: RichText, id: string): RichText => explainLine(text, 'gears', id);

export function eventLine(event: GameEvent, ctx: LogContext): RichText | null {
  const e = event as GearsEvent;
  const me = (p: PlayerId) => p === ctx.viewer && ctx.setup.seats[p]?.kind === 'human';
  const who = (p: PlayerId): RichToken => seat(p, seatName(ctx.setup, p, ctx.viewer));
  /** The key for a sentence whose subject is seat p: its '.you' form when p is the viewer. */
  const by = (key: string, p: PlayerId): MessageKey => (me(p) ? (`${key}.you` as MessageKey) : (key as MessageKey));
  const gear = (g: string): RichToken => card(zoomId.gear(g), gearName(g));
  const code = (p: PlayerId, slot: number): RichToken => {
    const c = ctx.codes[p]?.[slot];
    const label = t('gears.code.name', { colour: colourName(c?.color ?? ''), number: c?.number ?? '?' });
    return card(zoomId.code(c?.color ?? '', c?.number ?? 0), label);
  };
  const names = (seats: PlayerId[]) => joinList(seats.map((p) => seatName(ctx.setup, p, ctx.viewer)), getLang());
  switch (e.type) {
    case 'round-start':
      return tRich('gears.log.round', { n: e.round + 1, rule: card(zoomId.round(e.card, e.shift), ruleName(e.rule)) });
    case 'place':
      if (e.gear && e.faceUp) return tRich(by('gears.log.placeOpen', e.seat), { name: who(e.seat), gear: gear(e.gear), value: e.value ?? '?' });
      // The viewer's own face-down gear: a private line, only they read it.
      if (e.gear && me(e.seat)) return tRich('gears.log.placeSecret.you', { gear: gear(e.gear), value: e.value ?? '?' });
      return tRich('gears.log.placeHidden', { name: who(e.seat) });
    case 'peek': {
      if (me(e.target)) return rule(tRich('gears.log.peek.yours', { name: who(e.seat) }), 'peek');
      const line = rule(tRich(by('gears.log.peek', e.seat), { name: who(e.seat), target: who(e.target) }), 'peek');
      // What the peeker saw, said with it (only their view of the event carries the gear).
      if (!me(e.seat) || e.gear === undefined || e.side === undefined) return line;
      return [...line, ...tRich('gears.teach.peekShows', turnPreview(e.gear, e.side))];
    }
    case 'turn-gear': {
      const params = { name: who(e.seat), dir: dirName(e.dir), value: e.value };
      // A gear turned by nobody in particular (Jolt, Half turn), by its owner (Mechanic), or by another seat.
      if (e.by === null) return tRich(me(e.seat) ? 'gears.log.turn.yours' : 'gears.log.turn', params);
      if (e.by === e.seat) return tRich(by('gears.log.turnOwn', e.seat), params);
      if (me(e.seat)) return tRich('gears.log.turnBy.yours', { ...params, by: who(e.by) });
      return tRich(by('gears.log.turnBy', e.by), { ...params, by: who(e.by) });
    }
    case 'leave-gear':
      if (me(e.seat)) return tRich('gears.log.leave.yours', { by: who(e.by) });
      return tRich(by('gears.log.leave', e.by), { by: who(e.by), name: who(e.seat) });
    case 'reveal':
      return tRich(me(e.seat) ? 'gears.log.reveal.yours' : 'gears.log.reveal', { name: who(e.seat), gear: gear(e.gear), value: e.value });
    case 'effect':
      return rule(tRich('gears.log.effect', { effect: tk(`gears.effect.${e.effect}`) }), 'shift');
    case 'dispatch':
      return rule(tRich(by('gears.log.dispatch', e.seat), { name: who(e.seat), value: e.value }), 'dispatch');
    case 'swap':
      return rule(tRich('gears.log.swap', { name: who(e.seat), other: who(e.with), a: e.values[0], b: e.values[1] }), 'swap');
    case 'jam':
      // A grey gear on the same value that did not jam: said when it happens, with the rule why.
      if (e.grey !== undefined) return rule(tRich(me(e.grey) ? 'gears.log.jamGrey.you' : 'gears.log.jamGrey', { value: e.value, names: names(e.seats), grey: who(e.grey) }), 'jam');
      return rule(tRich('gears.log.jam', { value: e.value, names: names(e.seats) }), 'jam');
    case 'round-winner':
      if (e.seats.length === 0) return tRich('gears.table.roundNobody');
      if (e.seats.length === 1 && me(e.seats[0] ?? -1)) return tRich('gears.table.roundWinner.you');
      return tRich('gears.table.roundWinner', { name: names(e.seats), n: e.seats.length });
    case 'blue-return':
      return rule(tRich(by('gears.log.blueReturn', e.seat), { name: who(e.seat), gear: gear(e.gear) }), 'takeBack');
    case 'code-entered':
      return tRich(by('gears.log.codeEntered', e.seat), { name: who(e.seat), code: code(e.seat, e.card) });
    case 'code-sent':
      return rule(tRich(by('gears.log.codeSent', e.seat), { name: who(e.seat), code: code(e.seat, e.card) }), 'verify');
    case 'character-used':
      return tRich(by('gears.log.characterUsed', e.seat), { name: who(e.seat), character: card(zoomId.character(e.character, e.side), characterName(e.character)) });
    case 'character-flip':
      return tRich(me(e.seat) ? 'gears.log.characterFlip.yours' : 'gears.log.characterFlip', { name: who(e.seat), character: card(zoomId.character(e.character, 'night'), characterName(e.character)) });
    case 'token-pass':
      return tRich(me(e.to) ? 'gears.log.token.you' : 'gears.log.token', { name: who(e.to) });
    case 'night-shift': {
      // The discard piles come back to hand and each player discards one gear at random again (003:95).
      const sentence = rule(tRich('gears.teach.randomDiscard', { night: t('gears.table.nightFalls'), list: LIST }), 'randomDiscard');
      const discards = e.discards.map((g, p) => tRich('gears.teach.discardOf', { name: who(p), gear: gear(g) }));
      const list = discards.flatMap((d, i) => (i === 0 ? d : [t('gears.teach.listSep'), ...d]));
      return sentence.flatMap((part) => {
        if (typeof part !== 'string' || !part.includes(LIST)) return [part];
        const [before, after] = part.split(LIST) as [string, string];
        return [...(before ? [before] : []), ...list, ...(after ? [after] : [])];
      });
    }
    case 'game-over': {
      const result = e.winners.length === 0 ? t('over.nobody') : t('over.winners', { names: names(e.winners), n: e.winners.length });
      return tRich('gears.log.gameOver', { result });
    }
    default:
      return null;
  }
}

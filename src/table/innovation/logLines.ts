// Innovation's log: one sentence per event, with seats and cards as rich tokens (the log colours
// a seat and opens a card's zoom from its name), nested the way the game nests: a dogma, under it
// each effect as one player carries it out, under that what the effect did. A card the viewer may
// not see arrives without its id (viewEvents) and reads as "an age-3 card"; nothing here can name
// it. The sentences stand on their own, so the showcase can caption with them.
import type { SessionSetup } from '../../model/setup';
import type { GameEvent, PlayerId } from '../../engine/core/types';
import { isCardId } from '../../engine/innovation/facts';
import { ECHO_EFFECT } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { type MessageKey, joinList, t } from '../../i18n';
import { explainLine } from '../glossary/link';
import { type RichText, type RichToken, card, plainText, tRich } from '../rich';
import { cardName } from './names';
import { seatToken } from './seats';
import { colourName, iconName, zoneName } from './text';

export interface LogLine {
  text: RichText;
  depth: number;
}

export interface LogContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
  /** The position after the move (to know whose dogma an answer belongs to). */
  view?: InnovationView;
}

interface PlaceLike {
  zone: string;
  player?: number;
}

const LIST = '\uE010';

/** A line that names a rule, with the rule's glossary entry one tap away. */
const rule = (text: RichText, id: string): RichText => explainLine(text, 'innovation', id);

/**
 * The verbs whose lines link their glossary entry: those the lesson does not play. Draw, meld and
 * score come on nearly every line and are the lesson's first steps; a link on each would fill the
 * log (and a screen reader's tab order) with buttons.
 */
const EXPLAINED_VERBS: ReadonlySet<string> = new Set(['tuck']);

/** A sentence with one parameter that is a list of rich tokens ("shows Pottery, Tools and Writing"). */
function withList(key: MessageKey, params: Record<string, string | number | RichToken>, listKey: string, tokens: RichToken[]): RichText {
  const text = tRich(key, { ...params, [listKey]: LIST });
  const markers = tokens.map((_, i) => `\uE011${i}\uE012`);
  const joined = joinList(markers);
  const out: RichText = [];
  for (const part of text) {
    if (typeof part !== 'string' || !part.includes(LIST)) {
      out.push(part);
      continue;
    }
    const [before, after] = part.split(LIST) as [string, string];
    if (before) out.push(before);
    const re = /\uE011(\d+)\uE012/g;
    let at = 0;
    for (let m = re.exec(joined); m; m = re.exec(joined)) {
      if (m.index > at) out.push(joined.slice(at, m.index));
      out.push(tokens[Number(m[1])] as RichToken);
      at = m.index + m[0].length;
    }
    if (at < joined.length) out.push(joined.slice(at));
    if (after) out.push(after);
  }
  return out;
}

/**
 * A reader for the events of one move, in order: each call gives that event's line or null. It
 * keeps track of how deep in a dogma the move is, so feed it every event of the move.
 */
export function innoLogReader(ctx: LogContext): (e: GameEvent) => LogLine | null {
  const seat = (p: unknown) => seatToken(ctx.setup, Number(p), ctx.viewer);
  // A hidden card reads as its back: its age, and its set when it is an Echoes card (the set is public).
  const cardOf = (id: unknown, age: unknown, set?: unknown): RichToken | string =>
    typeof id === 'string' && isCardId(id) ? card(id, cardName(id)) : t(set === 'echoes' ? 'inno.echoes.aCard' : 'inno.aCard', { n: Number(age) });
  const place = (p: PlaceLike): string => {
    const zone = zoneName(p.zone);
    return p.player !== undefined && p.player >= 0 ? t('inno.place', { name: seat(p.player).label, zone }) : zone;
  };
  // An answer move continues inside an effect; an action or a new turn starts at the top.
  let level = 2;
  let dogma: { owner: PlayerId; shown: boolean } | null = null;
  const bottom = ctx.view?.frames[0];
  if (bottom?.type === 'dogma') dogma = { owner: bottom.player, shown: bottom.sharers.length + bottom.targets.length > 0 };
  const at = (text: RichText, depth = level): LogLine => ({ text, depth });

  return (e) => {
    switch (e.type) {
      case 'turn':
        level = 0;
        dogma = null;
        return at(tRich('inno.log.turnStart', { name: seat(e.player), turn: Number(e.turn), n: Number(e.actions) }), 0);
      case 'initial-choice':
        level = 0;
        return at(rule(tRich('inno.log.initial', { name: seat(e.player) }), 'initial'), 0);
      case 'action':
        level = 0;
        return null;
      case 'dogma-start': {
        const sharers = (e.sharers as number[] | undefined) ?? [];
        const targets = (e.targets as number[] | undefined) ?? [];
        dogma = { owner: Number(e.player), shown: sharers.length + targets.length > 0 };
        level = 1;
        const params = { name: seat(e.player), card: cardOf(e.card, 0), icon: iconName(String(e.featured)) };
        // Echoes: the visible echo effects of the pile run before the dogma's effects; the line says how many.
        const echoes = (e.echoes as string[] | undefined) ?? [];
        return at(echoes.length > 0 ? tRich('inno.log.dogmaEchoes', { ...params, n: echoes.length }) : tRich('inno.log.dogma', params), 0);
      }
      case 'effect-start': {
        level = 2;
        const params = { name: seat(e.player), card: cardOf(e.card, 0), n: Number(e.effect) + 1 };
        // Every run of an echo effect is said, the activator's own too: it is what Echoes adds to a dogma.
        if (Number(e.effect) === ECHO_EFFECT) return at(tRich('inno.log.effect.echo', params), 1);
        if (e.demand) return at(rule(tRich('inno.log.effect.demand', params), 'demand'), 1);
        if (dogma && dogma.owner !== Number(e.player)) return at(rule(tRich('inno.log.effect.shared', params), 'share'), 1);
        // The owner's own turn at an effect is worth a line only when others acted on this dogma.
        return dogma?.shown ? at(tRich('inno.log.effect.own', params), 1) : null;
      }
      case 'share-bonus':
        level = 1;
        return at(rule(tRich('inno.log.shareBonus', { name: seat(e.player) }), 'bonus'), 1);
      case 'splay':
        return at(rule(tRich(`inno.log.splay.${String(e.splay)}` as MessageKey, { name: seat(e.player), colour: colourName(String(e.color)) }), 'splay'));
      case 'reveal': {
        const cards = ((e.cards as string[] | undefined) ?? []).filter(isCardId).map((c) => card(c, cardName(c)));
        return at(withList('inno.log.reveal', { name: seat(e.player) }, 'cards', cards));
      }
      case 'reorder':
        return at(tRich('inno.log.reorder', { name: seat(e.player), colour: colourName(String(e.color)) }));
      case 'achieve':
        if (typeof e.special === 'string') return at(tRich('inno.log.special', { name: seat(e.player), special: card(e.special, cardName(e.special)) }));
        return at(rule(tRich('inno.log.achieveAge', { name: seat(e.player), n: Number(e.age) }), 'achieve'));
      case 'promote':
        return at(tRich('inno.log.promote', { name: seat(e.player), card: cardOf(e.card, 0) }), 0);
      case 'move-card':
        return moveLine(e);
      case 'game-over': {
        const winners = (e.winners as number[] | undefined) ?? [];
        return at(tRich('inno.log.gameOver', { names: joinList(winners.map((p) => seat(p).label)) || '—', n: winners.length }), 0);
      }
      default:
        return null;
    }
  };

  function moveLine(e: GameEvent): LogLine | null {
    const from = e.from as PlaceLike;
    const to = e.to as PlaceLike;
    const verb = String(e.verb);
    const c = cardOf(e.card, e.age, e.set);
    const line = (text: RichText) => ({ text, depth: level });
    switch (verb) {
      case 'setup':
        return null;
      case 'draw':
      case 'meld':
      case 'tuck':
      case 'score': {
        const text = tRich(`inno.log.${verb}` as MessageKey, { name: seat(to.player), card: c });
        return line(EXPLAINED_VERBS.has(verb) ? rule(text, verb) : text);
      }
      case 'return':
        return line(rule(from.player !== undefined && from.player >= 0 ? tRich('inno.log.return', { name: seat(from.player), card: c }) : tRich('inno.log.returnFree', { card: c }), 'return'));
      case 'transfer':
        return line(rule(tRich('inno.log.transfer', { card: c, from: place(from), to: place(to) }), 'transfer'));
      case 'achieve':
        // An age achievement claimed from the middle: the 'achieve' event says which age.
        if (from.zone === 'achievements' && (from.player === undefined || from.player < 0)) return null;
        return line(tRich('inno.log.achieve', { name: seat(to.player), card: c }));
      case 'remove':
        return line(tRich('inno.log.remove', { card: c }));
      case 'foreshadow':
        return line(tRich('inno.log.foreshadow', { name: seat(to.player), card: c }));
      case 'promote':
        // The 'promote' event said it; the card lands on the board as it does.
        return null;
      default:
        return null;
    }
  }
}

export interface LineContext {
  setup: SessionSetup;
  viewer: PlayerId | null;
}

/** One log sentence for an event as plain words, or null (the table's log reads the rich form). */
export function eventLine(e: GameEvent, ctx: LineContext): string | null {
  const line = innoLogReader(ctx)(e);
  return line === null ? null : plainText(line.text);
}

// Innovation in the kiosk's words: whose turn it is, each card melded, tucked, scored or drawn,
// a dogma and who shares it or must obey its demand, achievements counted towards the goal; with
// Echoes of the Past, the echo effects that run first, a card foreshadowed and one promoted. The
// detail line under the caption is the text of the effect being carried out, as the card says it.
import type { GameEvent } from '../../engine/core/types';
import { achievementsToWin } from '../../engine/innovation/seats';
import { ECHO_EFFECT, type InnovationOptions } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { hasKey, t, tk } from '../../i18n';
import { type Caption, type CaptionContext, type GameCaptions, fromLog, seatList, seatToken, tCaption } from '../captions';
import type { RichText } from '../rich';
import { eventLine } from './logLines';
import { echoText } from './names';
import { cardName, colourName } from './text';

interface Place {
  zone: string;
  player?: number;
  color?: string;
}

/** The effect's own words (the card text has one line per effect), or null when unknown. */
function effectText(card: string, effect: number): RichText | null {
  const key = `inno.card.${card}`;
  if (!hasKey(key)) return null;
  const line = t(key).split('\n')[effect];
  return line ? [line] : null;
}

function headline(setup: CaptionContext['setup'], view: InnovationView): RichText {
  if (view.phase === 'initial-meld' || view.turn < 1) return [t('kiosk.inno.headlineStart')];
  return tCaption('kiosk.inno.headline', { n: view.turn, name: seatToken(setup, view.current) });
}

function moveCaption(e: GameEvent, ctx: CaptionContext): Caption | null {
  const to = e.to as Place;
  const from = e.from as Place;
  const owner = to.player !== undefined && to.player >= 0 ? to.player : (from.player ?? -1);
  if (owner < 0) return null;
  const name = seatToken(ctx.setup, owner);
  const known = typeof e.card === 'string';
  // A hidden card by its back: its age, and its set for an Echoes card (the set is public).
  const card = known ? cardName(String(e.card)) : t(e.set === 'echoes' ? 'inno.echoes.aCard' : 'inno.aCard', { n: Number(e.age) });
  const age = Number(e.age);
  switch (String(e.verb)) {
    case 'draw':
      return { line: tCaption('kiosk.inno.draw', { name, card }) };
    case 'meld':
      return { line: tCaption('kiosk.inno.meld', { name, card, colour: colourName(String(to.color)) }) };
    case 'tuck':
      return { line: tCaption('kiosk.inno.tuck', { name, card, colour: colourName(String(to.color)) }) };
    case 'score':
      return { line: tCaption('kiosk.inno.score', { name, card, n: age }) };
    case 'foreshadow':
      return { line: tCaption('kiosk.inno.foreshadow', { name, card }) };
    case 'promote':
      // The 'promote' event said it.
      return null;
    case 'achieve': {
      const view = ctx.view as InnovationView;
      const have = view.players[owner]?.achievements.length ?? 0;
      return { line: tCaption('kiosk.inno.achieve', { name, n: have, goal: achievementsToWin(view.options as InnovationOptions) }) };
    }
    default: {
      const line = fromLog(eventLine(e, { setup: ctx.setup, viewer: null }));
      return line ? { line } : null;
    }
  }
}

/**
 * Why a seat shares or obeys a dogma, in the coach's reason kinds (ai/explain/innovation.ts
 * 'inno.shares', 'inno.demandHits') worded for a table with no "you": the featured icon counts the
 * engine compared (the event's `counts`, public). It is the detail line (what the moment means)
 * while the table holds on the moment; the effect's own words replace it as the dogma runs. In the
 * detail, not the line: the line's length sets how long the table waits (showcasePace), and a
 * longer line on every shared dogma would push a showcase game past its few minutes. Null when
 * the event has no counts.
 */
function dogmaBecause(kind: 'shares' | 'demandHits', e: GameEvent, q: number, ctx: CaptionContext): RichText | null {
  const counts = e.counts as number[] | undefined;
  if (!counts) return null;
  const p = Number(e.player);
  return tCaption(`kiosk.because.inno.${kind}`, { seat: seatToken(ctx.setup, q), name: seatToken(ctx.setup, p), icon: tk(`inno.icon.${String(e.featured)}`), theirs: counts[q] ?? 0, mine: counts[p] ?? 0 });
}

function eventCaption(e: GameEvent, ctx: CaptionContext): Caption | null {
  const view = ctx.view as InnovationView;
  const who = (p: unknown) => seatToken(ctx.setup, Number(p));
  switch (e.type) {
    case 'turn':
      return {
        headline: tCaption('kiosk.inno.headline', { n: Number(e.turn), name: who(e.player) }),
        line: tCaption('kiosk.inno.turn', { name: who(e.player), n: Number(e.actions) }),
        detail: null,
      };
    case 'dogma-start': {
      const card = cardName(String(e.card));
      const targets = e.targets as number[];
      const sharers = e.sharers as number[];
      if (targets.length > 0) {
        const line = tCaption('kiosk.inno.demand', { name: who(e.player), card, targets: seatList(ctx.setup, targets), n: targets.length });
        return { line, detail: dogmaBecause('demandHits', e, targets[0] as number, ctx) };
      }
      if (sharers.length > 0) {
        const line = tCaption('kiosk.inno.share', { name: who(e.player), card, sharers: seatList(ctx.setup, sharers), n: sharers.length });
        return { line, detail: dogmaBecause('shares', e, sharers[0] as number, ctx) };
      }
      // Echoes: a dogma whose pile shows echo effects runs them first; the detail says how many.
      const echoes = (e.echoes as string[] | undefined) ?? [];
      return { line: tCaption('kiosk.inno.dogma', { name: who(e.player), card }), detail: echoes.length > 0 ? [t('kiosk.inno.echoesFirst', { n: echoes.length })] : null };
    }
    case 'effect-start': {
      if (Number(e.effect) === ECHO_EFFECT) {
        // An echo effect: who carries it out, and its own words under it.
        const words = echoText(String(e.card));
        return { line: tCaption('kiosk.inno.echo', { name: who(e.player), card: cardName(String(e.card)) }), detail: words ? [words] : null };
      }
      const detail = effectText(String(e.card), Number(e.effect));
      return detail ? { detail } : null;
    }
    case 'promote':
      return { line: tCaption('kiosk.inno.promote', { name: who(e.player), card: cardName(String(e.card)) }) };
    case 'move-card':
      return moveCaption(e, ctx);
    case 'game-over': {
      const winners = e.winners as number[];
      return { line: winners.length === 0 ? [t('kiosk.nobodyWins')] : tCaption('kiosk.gameWinners', { names: seatList(ctx.setup, winners), n: winners.length }) };
    }
    case 'splay':
    case 'share-bonus':
    case 'achieve':
    case 'reveal': {
      // The age achievement is worded by its move-card event; the special ones by the log.
      if (e.type === 'achieve' && typeof e.special !== 'string') return null;
      const line = fromLog(eventLine(e, { setup: ctx.setup, viewer: view.viewer }));
      return line ? { line } : null;
    }
    default:
      return null;
  }
}

export const innovationCaptions: GameCaptions = {
  headline: (view, setup) => headline(setup, view as InnovationView),
  event: eventCaption,
};

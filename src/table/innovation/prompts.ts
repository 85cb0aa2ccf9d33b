// What a question says to the person answering it: who asks (your dogma, a shared effect, a demand
// by Bot 2), what the choice does and where the chosen cards go (one sentence per prompt key, in
// the catalogue as inno.q.<key>), and whether they may or must choose and how many.
import type { PlayerId } from '../../engine/core/types';
import type { CardsQuestion, EffectFrame, Question } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { type MessageKey, hasKey, joinList } from '../../i18n';
import { type RichText, type RichToken, card, tRich } from '../rich';
import { cardName } from './names';
import { zoneName } from './text';

export type Asker = 'own' | 'shared' | 'demand' | 'myDemand' | 'other';

/** The frame whose step asks, when the newest frame is a waiting question. */
export function askingFrame(view: InnovationView): EffectFrame | null {
  const f = view.frames[view.frames.length - 1];
  return f?.type === 'effect' && f.question ? f : null;
}

/** Whose effect the viewer answers for. */
export function askerOf(f: EffectFrame, viewer: PlayerId | null): Asker {
  if (f.player === viewer) return f.demand ? 'demand' : f.activator === viewer ? 'own' : 'shared';
  if (f.activator === viewer) return f.demand ? 'myDemand' : 'own';
  return 'other';
}

const ASK_KEY: Record<Asker, MessageKey> = {
  own: 'inno.ask.own',
  shared: 'inno.ask.shared',
  demand: 'inno.ask.demand',
  myDemand: 'inno.ask.myDemand',
  other: 'inno.ask.other',
};

/** The sentence key of a prompt ('pottery.return' → inno.q.pottery.return), or a generic one. */
export function promptKey(q: Question): MessageKey {
  const key = `inno.q.${q.prompt}`;
  return (hasKey(key) ? key : `inno.q.generic.${q.kind}`) as MessageKey;
}

/** "Demand by Bot 2 (Archery): give Bot 2 a highest card from your hand; it goes to their hand." */
export function questionPrompt(f: EffectFrame, q: Question, viewer: PlayerId | null, seat: (p: PlayerId) => RichToken): RichText {
  const asker = askerOf(f, viewer);
  const who = tRich(ASK_KEY[asker], { card: card(f.card, cardName(f.card)), owner: seat(f.activator), target: seat(f.player) });
  const zone = q.kind === 'cards' ? zoneName(q.zone) : '';
  const what = tRich(promptKey(q), { me: seat(f.activator), target: seat(f.player), zone, card: cardName(f.card) });
  return [...who, ' ', ...what];
}

/** The sizes a cards answer may have besides declining (the engine's sizeRange). */
export function pickRange(q: CardsQuestion): { lo: number; hi: number } {
  const n = q.options.length;
  if (q.optional) return { lo: Math.max(q.min, 1), hi: Math.min(q.max, n) };
  return { lo: Math.min(q.min, n), hi: Math.min(q.max, n) };
}

/** May or must, and how many: "You must choose exactly 2 cards." */
export function questionNeed(q: Question): RichText {
  if (q.kind !== 'cards') {
    const key = `inno.need.${q.optional ? 'may' : 'must'}.${q.kind}` as MessageKey;
    return tRich(key);
  }
  const { lo, hi } = pickRange(q);
  if (!q.optional) return lo === hi ? tRich('inno.need.exact', { n: hi }) : tRich('inno.need.between', { lo, hi });
  if (lo === hi) return tRich('inno.need.mayExact', { n: hi });
  return lo === 1 ? tRich('inno.need.mayUpTo', { n: hi }) : tRich('inno.need.mayBetween', { lo, hi });
}

/** Where a multi-card pick stands: what is chosen, and what is missing or that it may be confirmed. */
export function pickStatus(q: CardsQuestion, picks: readonly string[], label: (id: string) => string): RichText {
  const { lo } = pickRange(q);
  const out: RichText = [];
  if (picks.length > 0) out.push(...tRich('inno.pick.chosen', { list: joinList(picks.map(label)) }), ' ');
  if (picks.length < lo) out.push(...tRich(picks.length === 0 ? 'inno.pick.start' : 'inno.pick.more', { n: lo - picks.length }));
  else out.push(...tRich('inno.pick.ready'));
  return out;
}

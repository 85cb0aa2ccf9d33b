// The controls of a question a dogma asks the viewer: who asks and what (prompts.ts), one button
// per answer, and for a multi-card answer a pick that never passes its maximum (the refused
// pick says why) with Confirm only when the pick is one the engine accepts. Also the line that
// says whose effect is resolving while the viewer waits.
import type { PlayerId } from '../../engine/core/types';
import { isCardId } from '../../engine/innovation/facts';
import type { CardsQuestion, Color, Move, Question } from '../../engine/innovation/types';
import { COLORS } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { type MessageKey, t } from '../../i18n';
import { type RichText, type RichToken, tRich } from '../rich';
import type { ControlInput, InnoAction, InnoControls } from './controlTypes';
import { cardName } from './names';
import { askingFrame, pickRange, pickStatus, questionNeed, questionPrompt } from './prompts';
import { choiceLabel, colourName, zoneName } from './text';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** How an option reads: a card's name (with its owner when it is not the viewer's), or a hidden card's place and age. */
export function optionLabel(view: InnovationView, id: string, seat: (p: PlayerId) => RichToken): string {
  if (id.startsWith('?')) {
    const [zone = '', ownerText = '', indexText = ''] = id.slice(1).split(':');
    const owner = Number(ownerText);
    const pv = view.players[owner];
    const seen = zone === 'hand' ? pv?.hand[Number(indexText)] : zone === 'score' ? pv?.score[Number(indexText)] : undefined;
    const age = typeof seen === 'number' ? seen : 0;
    const place = pv ? t('inno.place', { name: seat(owner).label, zone: zoneName(zone) }) : zoneName(zone);
    return t('inno.option.hidden', { n: age, place });
  }
  const owner = view.players.findIndex((pv) => pv.piles.some((pile) => pile.cards.includes(id)) || pv.score.includes(id) || pv.hand.includes(id));
  if (owner >= 0 && owner !== view.viewer) return t('inno.option.owned', { card: cardName(id), name: seat(owner).label });
  return cardName(id);
}

export function questionControls(input: ControlInput, q: Question, out: InnoControls): InnoControls {
  const { view, legal, viewer } = input;
  const frame = askingFrame(view);
  if (frame) out.prompt = questionPrompt(frame, q, viewer, input.seat);
  const need = questionNeed(q);
  const declineAt = legal.findIndex(
    (m) => (m.type === 'cards' && m.cards.length === 0) || ((m.type === 'color' || m.type === 'player' || m.type === 'choice') && answerValue(m) === null),
  );
  const decline = () => {
    if (declineAt >= 0) out.buttons.push({ id: 'decline', label: t('inno.btn.decline'), kind: 'ghost', action: { do: 'play', move: declineAt } });
  };
  switch (q.kind) {
    case 'cards':
      return cardsControls(input, q, out, need, decline);
    case 'color':
      out.detail = need;
      legal.forEach((m, i) => {
        if (m.type !== 'color' || m.color === null) return;
        const action: InnoAction = { do: 'play', move: i };
        out.buttons.push({ id: `opt:${m.color}`, label: colourName(m.color as Color), kind: 'primary', action });
        const pile = view.players[viewer as PlayerId]?.piles[COLORS.indexOf(m.color)];
        const top = pile?.cards[pile.cards.length - 1];
        if (top) {
          out.offers.set(top, action);
          out.highlight.add(top);
        }
      });
      decline();
      return out;
    case 'player':
      out.detail = need;
      legal.forEach((m, i) => {
        if (m.type === 'player' && m.player !== null) out.buttons.push({ id: `opt:${m.player}`, label: input.seat(m.player).label, kind: 'primary', action: { do: 'play', move: i } });
      });
      decline();
      return out;
    case 'choice':
      out.detail = need;
      legal.forEach((m, i) => {
        if (m.type === 'choice' && m.choice !== null) out.buttons.push({ id: `opt:${m.choice}`, label: choiceLabel(m.choice), kind: 'primary', action: { do: 'play', move: i } });
      });
      decline();
      return out;
  }
}

function cardsControls(input: ControlInput, q: CardsQuestion, out: InnoControls, need: RichText, decline: () => void): InnoControls {
  const { view, legal, picks } = input;
  const multi = legal.some((m) => m.type === 'cards' && m.cards.length > 1);
  const label = hiddenApart(q.options, (id) => optionLabel(view, id, input.seat));
  for (const id of q.options) out.highlight.add(id);
  if (!multi) {
    out.detail = need;
    legal.forEach((m, i) => {
      if (m.type !== 'cards' || m.cards.length !== 1) return;
      const id = m.cards[0] as string;
      const action: InnoAction = { do: 'play', move: i };
      out.buttons.push({ id: `opt:${id}`, label: label(id), kind: 'primary', action });
      out.offers.set(id, action);
    });
    decline();
    return out;
  }
  for (const id of q.options) {
    const action: InnoAction = { do: 'toggle', card: id };
    out.offers.set(id, action);
    out.buttons.push({ id: `opt:${id}`, label: label(id), kind: picks.includes(id) ? 'primary' : 'normal', action, pressed: picks.includes(id) });
  }
  const at = confirmIndex(q, legal, picks);
  if (at >= 0) out.buttons.push({ id: 'confirm', label: t('inno.btn.confirm', { n: picks.length }), kind: 'primary', action: { do: 'play', move: at } });
  if (picks.length > 0) out.back = 'picks';
  const detail: RichText = [...need, ' ', ...pickStatus(q, picks, label)];
  if (input.refusal) detail.push(' ', ...input.refusal);
  out.detail = detail;
  decline();
  return out;
}

/**
 * Labels for a question's options. Face-down cards of one age in one place would read alike: each
 * is numbered ("2 of 3"), so every button says which one it takes.
 */
function hiddenApart(options: readonly string[], label: (id: string) => string): (id: string) => string {
  const said = new Map(options.map((id) => [id, label(id)] as const));
  const total = new Map<string, number>();
  for (const words of said.values()) total.set(words, (total.get(words) ?? 0) + 1);
  const seen = new Map<string, number>();
  const numbered = new Map<string, string>();
  for (const [id, words] of said) {
    const n = total.get(words) ?? 1;
    if (n < 2) continue;
    const k = (seen.get(words) ?? 0) + 1;
    seen.set(words, k);
    numbered.set(id, t('inno.option.nth', { label: words, k, n }));
  }
  return (id) => numbered.get(id) ?? said.get(id) ?? label(id);
}

/** The legal answer that is exactly the picked cards, when the pick is a valid one; else -1. */
export function confirmIndex(q: CardsQuestion, legal: readonly Move[], picks: readonly string[]): number {
  const { lo, hi } = pickRange(q);
  if (picks.length === 0 || picks.length < lo || picks.length > hi) return -1;
  return legal.findIndex((m) => m.type === 'cards' && sameSet(m.cards, picks));
}

/** Picking or unpicking a card; past the maximum the pick is refused with the reason. */
export function togglePick(q: CardsQuestion, picks: readonly string[], card: string): { picks: string[] } | { refused: RichText } {
  if (picks.includes(card)) return { picks: picks.filter((c) => c !== card) };
  if (!q.options.includes(card)) return { picks: picks.slice() };
  const { hi } = pickRange(q);
  if (picks.length >= hi) return { refused: tRich('inno.pick.full', { n: hi }) };
  return { picks: [...picks, card] };
}

function answerValue(m: Move): unknown {
  if (m.type === 'color') return m.color;
  if (m.type === 'player') return m.player;
  if (m.type === 'choice') return m.choice;
  return undefined;
}

// ---- While an effect resolves ----

/** Whose effect is resolving now and on which card (shared / a demand / its owner's own), or null. */
export function resolvingLine(view: InnovationView, seat: (p: PlayerId) => RichToken): RichText | null {
  let f = null;
  for (let i = view.frames.length - 1; i >= 0 && !f; i--) {
    const fr = view.frames[i];
    if (fr?.type === 'effect') f = fr;
  }
  if (!f || !isCardId(f.card)) return null;
  const params = { card: { kind: 'card' as const, id: f.card, label: cardName(f.card) }, owner: seat(f.activator), name: seat(f.player) };
  const key: MessageKey = f.demand ? 'inno.now.demand' : f.player !== f.activator ? 'inno.now.shared' : 'inno.now.own';
  const out = tRich(key, params);
  const chooser = f.question?.player;
  if (chooser !== undefined && chooser !== view.viewer) out.push(' ', ...tRich('inno.now.choosing', { name: seat(chooser) }));
  return out;
}

// Turns the viewer's legal Innovation moves into controls: a prompt, buttons, and which cards on
// the table may be tapped. Every button carries an index into snapshot.legal (the table plays
// legal[index], never a move it built). Multi-card answers are picked card by card, then the
// confirm button plays the legal move whose card set equals the picks.
import { boardIcons } from '../../engine/innovation/board';
import { facts } from '../../engine/innovation/facts';
import type { InnovationView } from '../../engine/innovation/view';
import type { CardsQuestion, Color, Icon, Move, PlayerState, Question } from '../../engine/innovation/types';
import { joinList, t } from '../../i18n';
import { cardName, choiceLabel, colourName, iconName, zoneName } from './text';

export interface InnoButton {
  label: string;
  /** Index into snapshot.legal, or null for a button that opens a menu / toggles a pick. */
  move: number | null;
  /** For menu buttons: which action menu it opens ('' returns to the top). */
  menu?: ActionMenu;
  /** For multi-card questions: the card this button toggles. */
  toggle?: string;
  kind: 'normal' | 'primary' | 'ghost';
  /** Confirm / decline / back: kept on every page when the list is paged. */
  fixed?: boolean;
  /** For the "More…" button: the page it shows. */
  page?: number;
}

export type ActionMenu = '' | 'meld' | 'dogma' | 'achieve';

export interface InnoControls {
  prompt: string;
  buttons: InnoButton[];
  /** Card id → what tapping it does: a legal move index, or 'toggle' for a multi-card pick. */
  tappable: Map<string, number | 'toggle'>;
  /** Cards to outline as selectable (question options, playable hand and top cards). */
  highlight: Set<string>;
}

/** The question the viewer owes, if the newest frame holds one for them. */
export function pendingQuestion(view: InnovationView, viewer: number | null): Question | null {
  const f = view.frames[view.frames.length - 1];
  if (f?.type !== 'effect' || !f.question || f.question.player !== viewer) return null;
  return f.question;
}

/** The card whose effect is asking (for prompts). */
function askingCard(view: InnovationView): string {
  const f = view.frames[view.frames.length - 1];
  return f ? cardName(f.card) : '';
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

function rangeText(q: CardsQuestion): string {
  const lo = Math.min(q.min, q.options.length);
  const hi = Math.min(q.max, q.options.length);
  return lo === hi ? t('inno.range.exact', { n: hi }) : t('inno.range.between', { lo: Math.max(lo, q.optional ? 1 : lo), hi });
}

/**
 * Controls for the viewer. `room` is how many buttons the panel shows comfortably: when every
 * action fits, they are listed at once; otherwise meld / dogma / achieve open a menu each.
 */
export function buildInnoControls(
  view: InnovationView,
  legal: readonly Move[],
  viewer: number | null,
  menu: ActionMenu,
  picks: readonly string[],
  room = 6,
  page = 0,
  seatName: (p: number) => string = (p) => t('seat.human', { n: p + 1 }),
): InnoControls {
  const out = allControls(view, legal, viewer, menu, picks, room, seatName);
  if (out.buttons.length <= room) return out;
  // Too many to show at a readable size: pages of options, a "More…" button, the fixed ones last.
  const fixed = out.buttons.filter((b) => b.fixed);
  const rest = out.buttons.filter((b) => !b.fixed);
  const per = Math.max(1, room - fixed.length - 1);
  const pages = Math.ceil(rest.length / per);
  const p = ((page % pages) + pages) % pages;
  out.buttons = [...rest.slice(p * per, p * per + per), { label: `${t('table.more')} ${p + 1}/${pages}`, move: null, page: p + 1, kind: 'ghost' }, ...fixed];
  return out;
}

function allControls(view: InnovationView, legal: readonly Move[], viewer: number | null, menu: ActionMenu, picks: readonly string[], room: number, seatName: (p: number) => string): InnoControls {
  const out: InnoControls = { prompt: '', buttons: [], tappable: new Map(), highlight: new Set() };
  if (viewer === null || legal.length === 0) return out;
  const first = legal[0] as Move;
  const q = pendingQuestion(view, viewer);

  if (first.type === 'initial-meld') {
    out.prompt = t('inno.prompt.initial');
    legal.forEach((m, i) => {
      if (m.type !== 'initial-meld') return;
      out.buttons.push({ label: t('inno.btn.meld', { card: cardName(m.card) }), move: i, kind: 'primary' });
      out.tappable.set(m.card, i);
      out.highlight.add(m.card);
    });
    return out;
  }

  if (q) return questionControls(view, legal, q, picks, out, room, seatName);

  // The four actions. Tapping a hand card melds it, tapping a top card runs its dogma.
  const me = view.players[viewer];
  const counts = (icon: Icon) => (me ? boardIcons({ piles: me.piles } as PlayerState, icon) : 0);
  out.prompt = t('inno.prompt.action', { n: view.actionsLeft });
  const melds: InnoButton[] = [];
  const dogmas: InnoButton[] = [];
  const achieves: InnoButton[] = [];
  legal.forEach((m, i) => {
    switch (m.type) {
      case 'draw':
        out.buttons.push({ label: t('inno.btn.draw', { n: drawAge(view, viewer) }), move: i, kind: 'primary' });
        break;
      case 'meld':
        melds.push({ label: t('inno.btn.meld', { card: cardName(m.card) }), move: i, kind: 'primary' });
        out.tappable.set(m.card, i);
        out.highlight.add(m.card);
        break;
      case 'dogma': {
        const icon = dogmaIcon(m.card);
        dogmas.push({ label: t('inno.btn.dogma', { card: cardName(m.card), icon: iconName(icon), n: counts(icon) }), move: i, kind: 'primary' });
        out.tappable.set(m.card, i);
        out.highlight.add(m.card);
        break;
      }
      case 'achieve':
        achieves.push({ label: t('inno.btn.achieve', { n: m.age }), move: i, kind: 'primary' });
        break;
    }
  });
  const groups: [ActionMenu, InnoButton[], string][] = [
    ['meld', melds, 'inno.btn.meldMenu'],
    ['dogma', dogmas, 'inno.btn.dogmaMenu'],
    ['achieve', achieves, 'inno.btn.achieveMenu'],
  ];
  if (out.buttons.length + melds.length + dogmas.length + achieves.length <= room) {
    out.buttons.push(...dogmas, ...melds, ...achieves);
    return out;
  }
  const open = groups.find((g) => g[0] === menu && g[1].length > 0);
  if (open) {
    out.buttons = [...open[1], { label: t('inno.btn.back'), move: null, menu: '', kind: 'ghost', fixed: true }];
    return out;
  }
  for (const [key, list, label] of groups) {
    if (list.length === 1) out.buttons.push(list[0] as InnoButton);
    else if (list.length > 1) out.buttons.push({ label: t(label as 'inno.btn.meldMenu', { n: list.length }), move: null, menu: key, kind: 'normal' });
  }
  return out;
}

function questionControls(view: InnovationView, legal: readonly Move[], q: Question, picks: readonly string[], out: InnoControls, room: number, seatName: (p: number) => string): InnoControls {
  const card = askingCard(view);
  const declineAt = legal.findIndex((m) => (m.type === 'cards' && m.cards.length === 0) || ((m.type === 'color' || m.type === 'player' || m.type === 'choice') && answerValue(m) === null));
  const decline = () => {
    if (declineAt >= 0) out.buttons.push({ label: t('inno.btn.decline'), move: declineAt, kind: 'ghost', fixed: true });
  };
  switch (q.kind) {
    case 'cards': {
      out.prompt = t(q.optional ? 'inno.prompt.cardsOptional' : 'inno.prompt.cards', { card, n: rangeText(q), zone: zoneName(q.zone) });
      const singles = legal.every((m) => m.type === 'cards' && m.cards.length <= 1);
      for (const id of q.options) out.highlight.add(id);
      // Long lists are paged; cards drawn on the table can also be tapped directly.
      if (q.options.length + 2 > room) out.prompt += ` ${t('inno.prompt.tapCards')}`;
      if (singles) {
        legal.forEach((m, i) => {
          if (m.type !== 'cards' || m.cards.length !== 1) return;
          const id = m.cards[0] as string;
          out.buttons.push({ label: cardName(id), move: i, kind: 'primary' });
          out.tappable.set(id, i);
        });
      } else {
        for (const id of q.options) {
          out.tappable.set(id, 'toggle');
          out.buttons.push({ label: `${picks.includes(id) ? '✓ ' : ''}${cardName(id)}`, move: null, toggle: id, kind: picks.includes(id) ? 'primary' : 'normal' });
        }
        const at = picks.length === 0 ? -1 : legal.findIndex((m) => m.type === 'cards' && sameSet(m.cards, picks));
        if (at >= 0) out.buttons.push({ label: t('inno.btn.confirm', { n: picks.length }), move: at, kind: 'primary', fixed: true });
        if (picks.length > 0) out.prompt += ` ${t('inno.prompt.picked', { list: joinList(picks.map(cardName)) })}`;
      }
      decline();
      return out;
    }
    case 'color':
      out.prompt = t(q.optional ? 'inno.prompt.colorOptional' : 'inno.prompt.color', { card });
      legal.forEach((m, i) => {
        if (m.type === 'color' && m.color !== null) out.buttons.push({ label: colourName(m.color as Color), move: i, kind: 'primary' });
      });
      decline();
      return out;
    case 'player':
      out.prompt = t(q.optional ? 'inno.prompt.playerOptional' : 'inno.prompt.player', { card });
      legal.forEach((m, i) => {
        if (m.type === 'player' && m.player !== null) out.buttons.push({ label: seatName(m.player), move: i, kind: 'primary' });
      });
      decline();
      return out;
    case 'choice':
      out.prompt = t(q.optional ? 'inno.prompt.choiceOptional' : 'inno.prompt.choice', { card });
      legal.forEach((m, i) => {
        if (m.type === 'choice' && m.choice !== null) out.buttons.push({ label: choiceLabel(m.choice), move: i, kind: 'primary' });
      });
      decline();
      return out;
  }
}

function answerValue(m: Move): unknown {
  if (m.type === 'color') return m.color;
  if (m.type === 'player') return m.player;
  if (m.type === 'choice') return m.choice;
  return undefined;
}

const dogmaIcon = (id: string): Icon => facts(id).dogmaIcon;

/** The age the draw action would draw: the highest top card (at least 1). */
export function drawAge(view: InnovationView, seat: number): number {
  let best = 1;
  for (const pile of view.players[seat]?.piles ?? []) {
    const top = pile.cards[pile.cards.length - 1];
    if (top) best = Math.max(best, facts(top).age);
  }
  return best;
}

// The Innovation table's kit. The half-made choice is where the viewer stands in a decision of
// several presses (an open action menu, a dogma waiting for "run it anyway", the cards picked so
// far, why a pick was refused) and which folded opponent a phone shows unfolded. The board marks
// the cards that answer the decision; a tap on any card opens its zoom, where the card's offers
// (the same moves as the buttons) are buttons, as they are beside it in the hand panel.
import type { SessionSnapshot } from '../../app/table-session';
import type { PlayerId } from '../../engine/core/types';
import { type DogmaPreview, dogmaPreview } from '../../engine/innovation/preview';
import type { Move } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { t } from '../../i18n';
import { type Intent, choose, play } from '../intents';
import type { KitInput, TableKit } from '../kit';
import type { ButtonModel } from '../model';
import { type RichText, plainText } from '../rich';
import { innovationCaptions } from './captions';
import { type InnoAction, type InnoControls, type InnoStep, TOP, buildInnoControls, meldHint, pendingQuestion } from './controls';
import { innoLogReader } from './logLines';
import { innoLeadsTo, innoWhen, innovationWords } from './moveWords';
import { cardName } from './names';
import type { InnoPanel } from './panel';
import { previewText } from './previewText';
import { togglePick } from './questionControls';
import { seatToken } from './seats';
import { colourName, iconName } from './text';
import { innoKnown } from './known';
import { innovationTeaching } from './teaching';

export interface InnoChoice {
  step: InnoStep;
  picks: readonly string[];
  /** Why the last pick was refused, shown in the detail until the pick changes. */
  refusal: RichText | null;
  /** The folded opponent unfolded on a phone, or null. */
  expanded: number | null;
}

/** The kit's own actions: the controls' steps and toggles, dropping the picks, unfolding a seat. */
export type InnoChoose = Exclude<InnoAction, { do: 'play' }> | { do: 'drop-picks' } | { do: 'expand'; seat: number };

/** What the Innovation board marks. */
export interface InnoMarks {
  highlight: Set<string>;
  picks: readonly string[];
  /** The card whose dogma is resolving (outlined in brass). */
  active: string | null;
  expanded: number | null;
}

/** A point target: a seat's top card, whose dogma preview shows while it is pointed at. */
export const dogmaTarget = (owner: PlayerId, card: string): string => `${owner}:${card}`;

// Previews of a position's dogmas, computed once per view (a position's view object is shared by
// every render of it).
const previews = new WeakMap<object, Map<string, DogmaPreview>>();
function previewOf(view: InnovationView, owner: PlayerId, card: string): DogmaPreview {
  let cache = previews.get(view);
  if (!cache) {
    cache = new Map();
    previews.set(view, cache);
  }
  const key = `${owner}:${card}`;
  let p = cache.get(key);
  if (!p) {
    p = dogmaPreview(view, owner, card);
    cache.set(key, p);
  }
  return p;
}

const intentOf = (a: InnoAction): Intent => (a.do === 'play' ? play(a.move) : choose(a));

/** The picks that still answer the question asked (a new question drops them). */
function picksNow(input: KitInput<InnoChoice>): string[] {
  const q = pendingQuestion(input.snapshot.view as InnovationView, input.snapshot.viewer);
  return q?.kind === 'cards' ? input.choice.picks.filter((c) => q.options.includes(c)) : [];
}

function controlsOf(input: KitInput<InnoChoice>, picks: readonly string[]): InnoControls {
  const s = input.snapshot;
  const view = s.view as InnovationView;
  const viewer = s.viewer;
  return buildInnoControls({
    view,
    legal: input.legal as Move[],
    viewer,
    step: input.choice.step,
    picks,
    seat: (p) => seatToken(s.setup, p, viewer),
    preview: (card) => previewOf(view, viewer ?? 0, card),
    confirmShare: input.settings.confirmShare,
    refusal: input.choice.refusal,
  });
}

/** What every card offers now, for the card zoom and the hand panel (by card id). */
function offersOf(s: SessionSnapshot, controls: InnoControls, legal: readonly Move[], picks: readonly string[]): Record<string, ButtonModel[]> {
  const view = s.view as InnovationView;
  const viewer = s.viewer ?? 0;
  const offers: Record<string, ButtonModel[]> = {};
  for (const [card, action] of controls.offers) {
    const move = action.do === 'play' ? legal[action.move] : action.do === 'step' && action.step.kind === 'confirm' ? legal[action.step.move] : undefined;
    const picked = picks.includes(card);
    let label: string;
    let short: string;
    let hint: string | undefined;
    if (action.do === 'toggle') {
      short = t(picked ? 'inno.hand.chosen' : 'inno.hand.choose');
      label = t('inno.hand.offerFor', { what: short, card: cardName(card) });
    } else if (move?.type === 'meld' || move?.type === 'initial-meld') {
      label = t('inno.btn.meld', { card: cardName(card) });
      short = t('inno.hand.meld');
      hint = meldHint(card);
    } else if (move?.type === 'dogma') {
      const p = previewOf(view, viewer, card);
      label = short = t('inno.btn.dogma', { card: cardName(card), icon: iconName(p.featured), n: p.counts[viewer] ?? 0 });
      // The preview a mouse gets by pointing: said in the zoom, where a finger reads it.
      hint = plainText(previewText(p, viewer, (q) => seatToken(s.setup, q, s.viewer)));
    } else if (move?.type === 'color' && move.color) label = short = colourName(move.color);
    else {
      short = t('inno.hand.choose');
      label = t('inno.hand.offerFor', { what: short, card: cardName(card) });
    }
    offers[card] = [
      {
        id: `${card}:${label}`,
        label,
        short,
        kind: 'primary',
        ...(action.do === 'toggle' ? { pressed: picked } : {}),
        intent: intentOf(action),
        ...(hint ? { hint } : {}),
        ...(move?.type === 'dogma' ? { point: dogmaTarget(viewer, card) } : {}),
      },
    ];
  }
  return offers;
}

/** The viewer's hand for the hand panel. */
function panelOf(s: SessionSnapshot, controls: InnoControls, picks: readonly string[]): InnoPanel {
  const view = s.view as InnovationView;
  const mine = s.viewer === null ? null : view.players[s.viewer];
  return {
    hand: mine ? mine.hand.filter((c): c is string => typeof c === 'string').map((id) => ({ id, option: controls.highlight.has(id), picked: picks.includes(id) })) : null,
    edition: view.options.edition,
  };
}

function table(input: KitInput<InnoChoice>) {
  const s = input.snapshot;
  const view = s.view as InnovationView;
  const legal = input.legal as Move[];
  const viewer = s.viewer;
  const picks = picksNow(input);
  const controls = controlsOf(input, picks);
  const buttons: ButtonModel[] = controls.buttons.map((b) => ({
    id: b.id,
    label: b.label,
    kind: b.kind,
    intent: intentOf(b.action),
    leadsTo: innoLeadsTo(b.action, legal),
    ...(b.hint ? { hint: b.hint } : {}),
    ...(b.note ? { note: b.note } : {}),
    ...(b.pressed !== undefined ? { pressed: b.pressed } : {}),
    ...(b.disabled ? { disabled: true } : {}),
    ...(b.preview ? { point: dogmaTarget(viewer ?? 0, b.preview) } : {}),
  }));
  const bottom = view.frames[0];
  const marks: InnoMarks = { highlight: controls.highlight, picks, active: bottom?.type === 'dogma' ? bottom.card : null, expanded: input.choice.expanded };
  const back = controls.back;
  return {
    title: t('game.innovation.name'),
    progress: innoWhen(view),
    prompt: controls.prompt,
    detail: controls.detail,
    buttons,
    back: back === null ? null : back === 'picks' ? { do: 'drop-picks' } : { do: 'step', step: back },
    marks,
    panel: panelOf(s, controls, picks),
    offers: offersOf(s, controls, legal, picks),
  };
}

function chooseNext(input: KitInput<InnoChoice>, action: unknown): InnoChoice {
  const c = input.choice;
  const a = action as InnoChoose;
  switch (a.do) {
    case 'step':
      return { ...c, step: a.step, refusal: null };
    case 'drop-picks':
      return { ...c, picks: [], refusal: null };
    case 'expand':
      return { ...c, expanded: c.expanded === a.seat ? null : a.seat };
    case 'toggle': {
      // Picks or unpicks a card; past the question's maximum the pick is refused with the reason.
      const q = pendingQuestion(input.snapshot.view as InnovationView, input.snapshot.viewer);
      if (q?.kind !== 'cards') return c;
      const r = togglePick(q, picksNow(input), a.card);
      return 'refused' in r ? { ...c, refusal: r.refused } : { ...c, picks: r.picks, refusal: null };
    }
  }
}

export const innovationKit: TableKit<InnoChoice> = {
  game: 'innovation',
  stepMs: 200,
  maxBacklog: 60,
  initial: () => ({ step: TOP, picks: [], refusal: null, expanded: null }),
  table,
  choose: chooseNext,
  progress: (s: SessionSnapshot) => (s.view as InnovationView).turn,
  point(input, target) {
    const at = target.indexOf(':');
    const owner = Number(target.slice(0, at));
    const card = target.slice(at + 1);
    const s = input.snapshot;
    return previewText(previewOf(s.view as InnovationView, owner, card), s.viewer, (q) => seatToken(s.setup, q, s.viewer));
  },
  log: {
    reader: (s) => innoLogReader({ setup: s.setup, viewer: s.viewer, view: s.view as InnovationView }),
    // A move's events before the turn passes belong to the turn they happened in.
    groups(events, view) {
      let turn = (view as InnovationView).turn;
      const after = t('inno.turn', { n: Math.max(1, turn) });
      const each: string[] = new Array(events.length);
      for (let i = events.length - 1; i >= 0; i--) {
        each[i] = t('inno.turn', { n: Math.max(1, turn) });
        if (events[i]?.type === 'turn') turn--;
      }
      return { each, after };
    },
  },
  captions: innovationCaptions,
  words: innovationWords,
  known: innoKnown,
  teaching: innovationTeaching,
};

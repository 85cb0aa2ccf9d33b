// Turns the viewer's legal Innovation moves into controls: a prompt and a line of detail, buttons,
// and what tapping a card on the table (or in the hand panel) does. Every move a control plays is
// an index into snapshot.legal (the table plays legal[index], never a move it built). The four
// actions always sit in the same order — draw, meld…, dogma…, achieve… — so the hand learns where
// each one is; a multi-card answer is picked card by card, never past its maximum, and Confirm
// appears only when the pick is one the engine accepts.
import type { PlayerId } from '../../engine/core/types';
import { actionDraw } from '../../engine/innovation/draw-age';
import { facts, isCardId } from '../../engine/innovation/facts';
import type { Move, Question } from '../../engine/innovation/types';
import { COLORS } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { type MessageKey, t } from '../../i18n';
import { plainText, tRich } from '../rich';
import { type ActionMenu, type ControlInput, type InnoAction, type InnoButton, type InnoControls, type InnoStep, TOP } from './controlTypes';
import { actionDrawPile } from './echoes';
import { cardName } from './names';
import { previewNote, previewText, shareWarning } from './previewText';
import { askingFrame } from './prompts';
import { questionControls, resolvingLine } from './questionControls';
import { colourName, iconName } from './text';


export { type ActionMenu, type ControlInput, type InnoAction, type InnoButton, type InnoControls, type InnoStep, TOP };

/** The question the viewer owes, if the newest frame holds one for them. */
export function pendingQuestion(view: InnovationView, viewer: number | null): Question | null {
  const f = askingFrame(view);
  return f?.question && f.question.player === viewer ? f.question : null;
}

/** Board order: by colour as the piles lie, then age, then name. */
function byBoard(a: string, b: string): number {
  if (!isCardId(a) || !isCardId(b)) return a < b ? -1 : a > b ? 1 : 0;
  const fa = facts(a);
  const fb = facts(b);
  return COLORS.indexOf(fa.color) - COLORS.indexOf(fb.color) || fa.age - fb.age || cardName(a).localeCompare(cardName(b));
}


export function buildInnoControls(input: ControlInput): InnoControls {
  const out: InnoControls = { prompt: [], detail: null, buttons: [], offers: new Map(), highlight: new Set(), back: null };
  const { view, legal, viewer } = input;
  if (viewer === null || legal.length === 0) {
    out.detail = resolvingLine(view, input.seat);
    return out;
  }
  const first = legal[0] as Move;
  if (first.type === 'initial-meld') return initialControls(input, out);
  const q = pendingQuestion(view, viewer);
  if (q) return questionControls(input, q, out);
  return actionControls(input, out);
}

function initialControls(input: ControlInput, out: InnoControls): InnoControls {
  out.prompt = tRich('inno.prompt.initial');
  const melds = input.legal.flatMap((m, i) => (m.type === 'initial-meld' ? [{ card: m.card, i }] : []));
  melds.sort((a, b) => byBoard(a.card, b.card));
  for (const { card, i } of melds) {
    const action: InnoAction = { do: 'play', move: i };
    out.buttons.push({ id: `initial:${card}`, label: t('inno.btn.meld', { card: cardName(card) }), kind: 'primary', action });
    out.offers.set(card, action);
    out.highlight.add(card);
  }
  return out;
}

// ---- The four actions ----

function actionControls(input: ControlInput, out: InnoControls): InnoControls {
  const { view, legal, viewer } = input;
  const me = viewer as PlayerId;
  const melds: { card: string; i: number }[] = [];
  const dogmas: { card: string; i: number }[] = [];
  const achieves: { age: number; i: number }[] = [];
  let drawAt = -1;
  legal.forEach((m, i) => {
    if (m.type === 'draw') drawAt = i;
    else if (m.type === 'meld') melds.push({ card: m.card, i });
    else if (m.type === 'dogma') dogmas.push({ card: m.card, i });
    else if (m.type === 'achieve') achieves.push({ age: m.age, i });
  });
  melds.sort((a, b) => byBoard(a.card, b.card));
  dogmas.sort((a, b) => byBoard(a.card, b.card));
  achieves.sort((a, b) => a.age - b.age);

  const dogmaAction = (card: string, i: number): InnoAction =>
    input.confirmShare && input.preview(card).opponentSharers.length > 0 ? { do: 'step', step: { kind: 'confirm', move: i, why: 'share' } } : { do: 'play', move: i };
  for (const d of dogmas) {
    out.offers.set(d.card, dogmaAction(d.card, d.i));
    out.highlight.add(d.card);
  }
  for (const m of melds) out.offers.set(m.card, { do: 'play', move: m.i });

  const step = input.step;
  if (step.kind === 'confirm' && legal[step.move]) return confirmControls(input, step, out);
  if (step.kind === 'menu') {
    out.back = TOP;
    if (step.menu === 'meld') {
      out.prompt = tRich('inno.prompt.menu.meld');
      for (const m of melds) {
        out.highlight.add(m.card);
        out.buttons.push({ id: `meld:${m.card}`, label: t('inno.btn.meld', { card: cardName(m.card) }), kind: 'primary', action: { do: 'play', move: m.i }, hint: meldHint(m.card) });
      }
    } else if (step.menu === 'dogma') {
      out.prompt = tRich('inno.prompt.menu.dogma');
      for (const d of dogmas) {
        const p = input.preview(d.card);
        out.buttons.push({
          id: `dogma:${d.card}`,
          label: t('inno.btn.dogma', { card: cardName(d.card), icon: iconName(p.featured), n: p.counts[me] ?? 0 }),
          kind: 'primary',
          action: dogmaAction(d.card, d.i),
          hint: plainText(previewText(p, me, input.seat)),
          note: plainText(previewNote(p, input.seat)),
          preview: d.card,
        });
      }
    } else {
      out.prompt = tRich('inno.prompt.menu.achieve');
      for (const a of achieves)
        out.buttons.push({ id: `achieve:${a.age}`, label: t('inno.btn.achieve', { n: a.age }), kind: 'primary', action: { do: 'play', move: a.i }, hint: t('inno.hint.achieve', { n: a.age }) });
    }
    return out;
  }

  out.prompt = tRich('inno.prompt.action', { n: view.actionsLeft });
  if (drawAt >= 0) out.buttons.push(drawButton(view, me, drawAt));
  const menus: [ActionMenu, number, MessageKey][] = [
    ['meld', melds.length, 'inno.btn.meldMenu'],
    ['dogma', dogmas.length, 'inno.btn.dogmaMenu'],
    ['achieve', achieves.length, 'inno.btn.achieveMenu'],
  ];
  for (const [menu, n, key] of menus)
    out.buttons.push({ id: `menu:${menu}`, label: t(key, { n }), kind: 'normal', action: { do: 'step', step: { kind: 'menu', menu } }, disabled: n === 0 });
  return out;
}

export function meldHint(card: string): string {
  return isCardId(card) ? t('inno.hint.meld', { card: cardName(card), colour: colourName(facts(card).color) }) : '';
}

/** "Draw a 3", or the age it really gives when piles are empty, or a warning that it ends the game. */
function drawButton(view: InnovationView, me: PlayerId, move: number): InnoButton {
  const { asked, result } = actionDraw(view, me);
  if ('end' in result)
    return { id: 'draw', label: t('inno.btn.drawEnd'), kind: 'normal', action: { do: 'step', step: { kind: 'confirm', move, why: 'end' } }, hint: t('inno.hint.drawEnd', { asked }) };
  const skipped = result.age > asked;
  // Echoes' draw rule may take the card from the Echoes pile of that age: the hint says which pile.
  const pile = actionDrawPile(view, me);
  const echoes = !('end' in pile) && pile.echoes;
  const hint = t(skipped ? 'inno.hint.drawSkip' : 'inno.hint.draw', { n: result.age, asked });
  return {
    id: 'draw',
    label: t(skipped ? 'inno.btn.drawSkip' : 'inno.btn.draw', { n: result.age, asked }),
    kind: 'primary',
    action: { do: 'play', move },
    hint: !echoes ? hint : skipped ? `${hint} ${t('inno.echoes.drawNote')}` : t('inno.echoes.hintDraw', { n: result.age }),
  };
}

function confirmControls(input: ControlInput, step: InnoStep & { kind: 'confirm' }, out: InnoControls): InnoControls {
  out.back = TOP;
  const move = input.legal[step.move] as Move;
  if (step.why === 'end') {
    const { asked } = actionDraw(input.view, input.viewer as PlayerId);
    out.prompt = tRich('inno.confirm.drawEnd', { asked });
    out.buttons.push({ id: 'run', label: t('inno.confirm.drawEndBtn'), kind: 'primary', action: { do: 'play', move: step.move } });
    return out;
  }
  const card = move.type === 'dogma' ? move.card : '';
  const p = input.preview(card);
  out.prompt = [...shareWarning(p, input.seat), ' ', ...tRich('inno.confirm.ask')];
  out.detail = previewText(p, input.viewer, input.seat);
  out.buttons.push({ id: 'run', label: t('inno.confirm.run', { card: cardName(card) }), kind: 'primary', action: { do: 'play', move: step.move }, preview: card });
  return out;
}

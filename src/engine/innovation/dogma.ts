// Dogma resolution with explicit frames. A dogma frame walks the card's effects and, for each,
// the players who execute it (targets for a demand; sharers clockwise from the activator's left,
// then the activator, for a shared effect). Each execution is an effect frame stepping through the
// card's steps; a step that asks a question leaves the frame waiting in the state until answered.
// Mechanisms live here, not in cards: sharing, the share bonus, the demand flag, "execute card X".
import type { PlayerId } from '../core/types';
import { checkSpecials } from './achievements';
import { highestTop, pileEchoes, pileShows } from './board';
import { effectDef, effectsOf, echoOf, hasDemand, hasEntry } from './cards/index';
import { dogmaBit } from './coverage';
import { Exec } from './exec';
import { type CardInfo, facts, INFO } from './facts';
import type { Step } from './entry';
import { forcedAnswer } from './questions';
import { isOpponent } from './seats';
import type { Table } from './table';
import type { Answer, AskedFrom, CardId, DogmaFrame, EffectFrame, Frame, Pile, VarValue } from './types';
import { ECHO_EFFECT, ICONS } from './types';
import { drawCard } from './zones';

/** Starts a dogma action on one of p's top cards: featured icons are counted once, now. */
export function startDogma(t: Table, p: PlayerId, card: string): void {
  const s = t.s;
  const featured = facts(card).dogmaIcon;
  const icon = ICONS.indexOf(featured);
  const mine = s.players[p]!.icons[icon] as number;
  const sharers: PlayerId[] = [];
  const targets: PlayerId[] = [];
  const demands = hasDemand(card, s.options.edition);
  const n = s.options.players;
  for (let i = 1; i < n; i++) {
    const q = (p + i) % n; // clockwise from p's left
    const theirs = s.players[q]!.icons[icon] as number;
    if (theirs >= mine) sharers.push(q);
    else if (demands && isOpponent(s.options, p, q)) targets.push(q);
  }
  if (hasEntry(card)) t.see(dogmaBit(card));
  // Echoes: the visible echo effects of the activated pile, deepest first, run before the effects.
  const echoes = s.echoes === undefined ? null : activatedEchoes(t, p, card);
  // The event is built only when events are kept (not in advance(): search and playouts).
  if (t.events !== null) {
    // Each seat's count of the featured icon, as compared now: public, and what the showcase's
    // captions say a seat shares or obeys because of (table/innovation/captions.ts).
    const counts = s.players.map((pl) => pl.icons[icon] as number);
    t.emit(
      echoes
        ? { type: 'dogma-start', player: p, card, featured, sharers, targets, counts, echoes: echoes.slice() }
        : { type: 'dogma-start', player: p, card, featured, sharers, targets, counts },
    );
  }
  const frame: DogmaFrame = {
    type: 'dogma',
    card,
    player: p,
    featured,
    sharers,
    targets,
    effect: -1,
    queue: [],
    sharedChange: false,
    demandFlag: false,
  };
  if (echoes) frame.echoes = echoes;
  t.push(frame);
}

/**
 * The echo effects a dogma of this pile's top card runs first: the cards whose echo effect shows
 * (the top card's last), left out those whose entry is not written yet. The dogma preview reads
 * the same list.
 */
export const pileEchoEffects = (pile: Pile): CardId[] => pileEchoes(pile).filter((c) => echoOf(c) !== null);

/** The echo effects of the activated card's pile on p's board; null when there are none. */
function activatedEchoes(t: Table, p: PlayerId, card: string): string[] | null {
  const pile = t.s.players[p]!.piles[(INFO[card] as CardInfo).color] as Pile;
  // No list is made for a pile showing no echo effect (most): pileShows counts them (bits 0-7).
  if ((pileShows(pile) & 0xff) === 0) return null;
  const out = pileEchoEffects(pile);
  return out.length > 0 ? out : null;
}

const NO_STEPS: Step[] = [];

/** Runs frames until a question waits for a player or the stack is empty. Returns true when done. */
export function resolve(t: Table): boolean {
  const frames = t.s.frames;
  for (;;) {
    const top = frames.length - 1;
    if (top < 0) return true;
    const shared = frames[top] as Frame;
    if (shared.type === 'effect' && shared.question) return false;
    const f = t.frame(top); // stepping writes to the frame
    if (f.type === 'effect') {
      if (!stepEffect(t, f)) return false;
    } else if (f.type === 'exec') stepExec(t, f);
    else stepDogma(t, f);
  }
}

/**
 * The memory every effect frame starts with, one shared empty object (not one per effect): steps
 * write their memory only through Exec.vars, which copies it first. Frozen, so a write that
 * bypassed the copy would fail loudly instead of reaching every frame.
 */
const NO_VARS: Record<string, VarValue> = Object.freeze({});

function pushEffect(t: Table, from: Frame, card: string, effect: number, player: PlayerId, demand: boolean, sharing: boolean) {
  const activator = from.type === 'dogma' ? from.player : from.type === 'exec' ? from.player : from.activator;
  if (t.events !== null) t.emit({ type: 'effect-start', card, effect, player, demand });
  t.push({
    type: 'effect',
    card,
    effect,
    player,
    activator,
    demand,
    sharing,
    step: 0,
    vars: NO_VARS,
    question: null,
  });
}

function stepDogma(t: Table, f: DogmaFrame): void {
  const effects = effectsOf(f.card, t.s.options.edition);
  const next = f.queue.shift();
  if (next !== undefined && f.echo !== undefined) {
    // An echo effect is run like a shared effect: sharers clockwise, then the activator.
    const sharing = next !== f.player && isOpponent(t.s.options, f.player, next);
    pushEffect(t, f, f.echo, ECHO_EFFECT, next, false, sharing);
    return;
  }
  if (f.echoes !== undefined) {
    const rest = f.echoes;
    if (rest.length > 0) {
      f.echo = rest[0] as string;
      // Coverage: a card whose echo effect runs counts as executed, even deep in the pile.
      t.see(dogmaBit(f.echo));
      f.echoes = rest.slice(1);
      const queue = f.sharers.slice();
      queue.push(f.player);
      f.queue = queue;
      return;
    }
    // Newest field first: `echo` was added after `echoes` (startDogma, copyFrame), and deleting an
    // object's last-added field takes it back to the shape it had before; deleting any other field
    // turns it into a slow dictionary object, as every Echoes dogma frame was for the rest of its card.
    delete f.echo;
    delete f.echoes;
  }
  if (next !== undefined) {
    const def = effects[f.effect]!;
    const sharing = !def.demand && next !== f.player && isOpponent(t.s.options, f.player, next);
    pushEffect(t, f, f.card, f.effect, next, def.demand, sharing);
    return;
  }
  f.effect++;
  const def = effects[f.effect];
  if (!def) {
    t.s.frames.pop();
    if (f.sharedChange) {
      t.emit({ type: 'share-bonus', player: f.player });
      drawCard(t, f.player, highestTop(t.s.players[f.player]!));
      checkSpecials(t);
    }
    return;
  }
  // A copy and a push: concat would make one list, not two, but is a call into the runtime (~8x slower).
  const queue = def.demand ? f.targets.slice() : f.sharers.slice();
  if (!def.demand) queue.push(f.player);
  f.queue = queue;
}

function stepExec(t: Table, f: Frame & { type: 'exec' }): void {
  const effects = effectsOf(f.card, t.s.options.edition);
  while (f.effect < effects.length && effects[f.effect]!.demand) f.effect++;
  if (f.effect >= effects.length) {
    t.s.frames.pop();
    return;
  }
  const index = f.effect++;
  pushEffect(t, f, f.card, index, f.player, false, f.sharing);
}

/**
 * The step context of the apply running now, made once per apply and reused by every step. One
 * slot is enough: applies never interleave (the engine is synchronous and an apply never starts
 * another), and keeping it here rather than on the Table keeps table.ts free of exec.ts.
 */
const current: { table: Table | null; exec: Exec | null } = { table: null, exec: null };

function execFor(t: Table): Exec {
  if (current.table !== t || current.exec === null) {
    current.table = t;
    current.exec = new Exec(t);
  }
  return current.exec;
}

/** Runs one step. Returns false when the step left a question for a player. */
function stepEffect(t: Table, f: EffectFrame): boolean {
  const steps = effectDef(f.card, f.effect, t.s.options.edition)?.steps ?? NO_STEPS;
  if (f.step >= steps.length) {
    t.s.frames.pop();
    t.answer = null;
    return true;
  }
  const index = f.step;
  const step = steps[index]!;
  const x = execFor(t);
  x.begin(f);
  const before = t.changes;
  // What the step starts from, kept only if it leaves a question waiting (see askedFrom). The
  // step writes its memory to a copy (Exec.vars), so this one stays as it was.
  const fed = t.answer;
  const varsBefore = f.vars;
  f.step = index + 1;
  step(x);
  t.answer = null;
  if (x.jump !== null) f.step = x.jump;
  if (f.sharing && t.changes !== before) x.markSharedChange();
  if (x.dogmaCard !== null) {
    // A free dogma action (a promoted card): it replaces the step's own frame, which has ended,
    // so the new dogma frame lies at the bottom of the stack as an action's does.
    if (x.asked || x.executeCards.length > 0) throw new Error(`${f.card}: a free dogma must end the effect`);
    t.s.frames.pop();
    startDogma(t, f.player, x.dogmaCard);
    checkSpecials(t);
    return true;
  }
  // Pushed last-first so they run in the order the step named them.
  for (let i = x.executeCards.length - 1; i >= 0; i--) {
    const card = x.executeCards[i]!;
    if (hasEntry(card)) t.see(dogmaBit(card));
    t.push({ type: 'exec', card, player: f.player, effect: 0, sharing: f.sharing });
  }
  const q = x.asked;
  if (!q) return true;
  if (x.executeCards.length > 0) throw new Error(`${f.card}: a step cannot both execute a card and ask a question`);
  const forced = forcedAnswer(q);
  if (forced) {
    t.answer = forced;
    // The next step must run now, reading the forced answer, before anything else moves.
    return stepEffect(t, f);
  }
  q.asked = askedFrom(index, varsBefore, fed);
  f.question = q;
  return false;
}

/** A private copy: the answer may be the caller's move object or a shared constant. */
function askedFrom(step: number, vars: Record<string, VarValue>, answer: Answer | null): AskedFrom {
  let copy: Answer | null = answer;
  if (answer?.type === 'cards') copy = { type: 'cards', cards: answer.cards.slice() };
  else if (answer) copy = { ...answer };
  return { step, vars, answer: copy };
}

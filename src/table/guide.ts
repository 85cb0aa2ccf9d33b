// The lesson's guide at the table: a dependency of the controller that, step by step, says which
// controls are the step's (lit) and which are not (dimmed, each with a word of why), answers a
// move that is not the step's with a short, kind explanation and the same position again (never
// a silent refusal), and publishes the coach's bubble: the step's words, what they point at, and
// Back, Next, Skip and Try again. It decides nothing of the rules: the lesson session plays the
// moves, the kit still builds every control.
import type { LessonProgress, LessonSession } from '../app/lesson';
import { matching } from '../app/lessonScript';
import type { SessionSnapshot } from '../app/table-session';
import { jsonEqual } from '../engine/core/equal';
import type { GameId } from '../engine/core/types';
import { type MessageKey, t, tk } from '../i18n';
import { tableGame } from './games';
import type { Intent } from './intents';
import type { KitInput, TableKit } from './kit';
import type { Lesson, LessonParam, LessonStep } from './lesson';
import type { ButtonModel, LessonBubble } from './model';
import { type RichParams, type RichText, tRich } from './rich';

/** Each game's catalogue prefix (its table facts' `prefix`: its lesson's words are under <prefix>.lesson.). */
const prefixOf = (game: GameId): string => tableGame(game).prefix;

/** The coach's own controls in the bubble. */
export type LessonAction = Extract<Intent, { kind: 'lesson' }>['action'];

/** What the controller asks of a guide (table/controller.ts takes it as a dependency). */
export interface GuidePort {
  /** Is this play or choose intent the step's? If not, the guide explains why and the controller drops it. */
  allows(intent: Intent, input: KitInput<unknown>, buttons: readonly ButtonModel[]): boolean;
  /** The decision's buttons with the step's lit and the others dimmed, each with why. */
  mark(buttons: ButtonModel[], input: KitInput<unknown>): ButtonModel[];
  /** The coach's bubble for the position on screen. */
  bubble(shown: SessionSnapshot): LessonBubble;
  act(action: LessonAction): void;
  /** A card was opened large (its zoom): a step that asks for it goes on. */
  opened?(id: string): void;
  /** Something the bubble shows changed (the step, an explanation): the table draws again. */
  subscribe(changed: () => void): () => void;
  /** The table closed. */
  dispose(): void;
}

/** Indices of the moves a control plays or opens, read from the decision's buttons or found by trying it. */
function reach(intent: Intent, input: KitInput<unknown>, buttons: readonly ButtonModel[], kit: TableKit<unknown>): number[] | null {
  if (intent.kind === 'play') return [intent.index];
  if (intent.kind !== 'choose') return null;
  const button = buttons.find((b) => jsonEqual(b.intent, intent));
  if (button?.leadsTo) return [...button.leadsTo];
  // A tap on the board or the hand panel: what the decision offers once that choice is made.
  const next = kit.table({ ...input, choice: kit.choose(input, intent.action) });
  const out = new Set<number>();
  for (const b of next.buttons) {
    for (const i of b.leadsTo ?? []) out.add(i);
    if (b.intent.kind === 'play') out.add(b.intent.index);
  }
  return out.size > 0 ? [...out] : null;
}

export class Guide implements GuidePort {
  /** Why the last move was not the step's, until the learner tries again or the step changes. */
  private oops: RichText | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;
  private seen: LessonProgress;
  /** The step in force asks for a card to be opened, and it has been. */
  private cardOpened = false;

  constructor(
    private readonly session: LessonSession,
    private readonly lesson: Lesson,
    private readonly kit: TableKit<unknown>,
  ) {
    this.seen = session.progress.get();
    this.unsubscribe = session.progress.subscribe((p) => {
      if (p.index !== this.seen.index) {
        this.oops = null;
        this.cardOpened = false;
      }
      this.seen = p;
      this.changed();
    });
  }

  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  subscribe(changed: () => void): () => void {
    this.listeners.add(changed);
    return () => this.listeners.delete(changed);
  }

  private changed(): void {
    for (const fn of [...this.listeners]) fn();
  }

  private get step(): LessonStep {
    return this.lesson.steps[this.session.progress.get().index] as LessonStep;
  }

  /** The listed moves of this position the step teaches ([] while answers play or for a step that is read). */
  private expected(input: KitInput<unknown>): number[] {
    const p = this.session.progress.get();
    const pattern = this.step.expect;
    if (p.phase !== 'ready' || !pattern || input.snapshot !== this.session.snapshot) return [];
    return matching(input.legal, pattern);
  }

  mark(buttons: ButtonModel[], input: KitInput<unknown>): ButtonModel[] {
    const want = this.expected(input);
    return buttons.map((b) => {
      const leads = b.intent.kind === 'play' ? [b.intent.index] : (b.leadsTo ?? null);
      // A control that only steps around (Back, a folded seat) is never in the way.
      if (leads === null || leads.length === 0) return b;
      if (leads.some((i) => want.includes(i))) return { ...b, coached: true };
      return { ...b, dim: want.length === 0 ? this.notNow() : this.dimWord(input.legal[leads[0] as number]) };
    });
  }

  allows(intent: Intent, input: KitInput<unknown>, buttons: readonly ButtonModel[]): boolean {
    const leads = reach(intent, input, buttons, this.kit);
    if (leads === null) return true;
    const want = this.expected(input);
    if (leads.some((i) => want.includes(i))) {
      this.clearOops();
      return true;
    }
    // The move in the words of the control pressed ("Blue gear"), else in the kit's words for the whole move.
    const pressed = buttons.find((b) => jsonEqual(b.intent, intent))?.label ?? null;
    this.oops = want.length === 0 ? [this.notNow()] : this.explain(leads[0] as number, want[0] as number, input, pressed);
    this.changed();
    return false;
  }

  act(action: LessonAction): void {
    const { index, phase } = this.session.progress.get();
    if (action === 'retry') {
      this.clearOops();
      return;
    }
    if (phase !== 'ready') return;
    this.oops = null;
    if (action === 'next') this.session.next();
    else if (action === 'back') this.session.goTo(index - 1);
    else if (action === 'skip') this.session.goTo(index + 1);
    this.changed();
  }

  opened(id: string): void {
    if (this.cardOpened || this.step.open !== id || this.session.progress.get().phase !== 'ready') return;
    this.cardOpened = true;
    this.changed();
  }

  bubble(shown: SessionSnapshot): LessonBubble {
    const p = this.session.progress.get();
    // Until the table shows the position a step starts at, the words stay those of the step before.
    const showing = p.phase === 'ready' && shown.moveCount < p.start ? Math.max(0, p.index - 1) : p.index;
    const busy = p.phase !== 'ready' || showing !== p.index || shown !== this.session.snapshot;
    const step = this.lesson.steps[showing] as LessonStep;
    const last = showing === p.total - 1;
    const point = step.point ?? (step.expect ? 'move' : null);
    return {
      step: step.id,
      index: showing,
      total: p.total,
      title: t('lesson.title', { game: t(this.lesson.title ?? `game.${this.lesson.game}.name`) }),
      say: tRich(step.say, this.params(step)),
      oops: busy ? null : this.oops,
      spot: point !== null && point !== 'move' ? point.board : null,
      spotLabel: point !== null && point !== 'move' ? tk(`${prefixOf(this.lesson.game)}.lesson.spot.${point.board}`) : null,
      pointsAtMove: point === 'move',
      next: !busy && !step.expect && !last && (step.open === undefined || this.cardOpened),
      watch: busy && this.session.opponentsAnswering(shown.moveCount),
      busy,
      back: !busy && showing > 0,
      skip: !busy && !last,
      end: last,
    };
  }

  // ---- words ----

  private clearOops(): void {
    if (this.oops === null) return;
    this.oops = null;
    this.changed();
  }

  private notNow(): string {
    return t(this.step.expect ? 'lesson.wait' : 'lesson.readFirst');
  }

  /** A dimmed control's word of why: the step's own for that kind of move, else the general one. */
  private dimWord(move: unknown): string {
    const type = (move as { type?: unknown } | undefined)?.type;
    const own = typeof type === 'string' ? this.step.why?.[type] : undefined;
    return own ? t(own, this.plainParams(this.step)) : t('lesson.dim');
  }

  /** A move that is not the step's: what it is, in the controls' words, and why the step asks for another. */
  private explain(made: number, want: number, input: KitInput<unknown>, pressed: string | null): RichText {
    const s = input.snapshot;
    const viewer = s.viewer ?? 0;
    const words = (i: number) => this.kit.words.move({ view: s.view, legal: input.legal, setup: s.setup, viewer }, i);
    const type = (input.legal[made] as { type?: unknown } | undefined)?.type;
    const own = typeof type === 'string' ? this.step.why?.[type] : undefined;
    const that = pressed ?? words(made) ?? t('lesson.thatMove');
    const expected = words(want) ?? t('lesson.thatMove');
    const why = own ? t(own, this.plainParams(this.step)) : t('lesson.wrong.general');
    return tRich('lesson.wrong', { that, why, expected });
  }

  private params(step: LessonStep): RichParams {
    const out: RichParams = {};
    for (const [k, v] of Object.entries(step.params ?? {})) out[k] = this.param(v);
    return out;
  }

  private plainParams(step: LessonStep): Record<string, string | number> {
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(this.params(step))) out[k] = typeof v === 'object' ? v.label : v;
    return out;
  }

  private param(v: LessonParam): RichParams[string] {
    if (typeof v !== 'object') return v;
    if ('key' in v) return t(v.key as MessageKey);
    return this.lesson.card ? this.lesson.card(v.card) : v.card;
  }
}

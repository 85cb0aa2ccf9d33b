// The Innovation table: a TableScene that draws the achievements and the supply, every board's
// five piles as on the table, and each player's icons, score, hand and achievements; every human
// decision (an action, or a question a dogma asks) is a control built from the legal moves. It
// holds what is half chosen — an open action menu, a dogma waiting for "run it anyway", the cards
// picked so far — and tells the HTML around it the viewer's hand and what each card offers.
import Phaser from 'phaser';
import type { GameSession, SessionSnapshot } from '../../app/session';
import type { GameEvent } from '../../engine/core/types';
import { type DogmaPreview, dogmaPreview } from '../../engine/innovation/preview';
import type { Move } from '../../engine/innovation/types';
import type { InnovationView } from '../../engine/innovation/view';
import { t } from '../../i18n';
import { releaseMeasurer } from './textFit';
import { animateCounters, stepFor } from './animations';
import { type InnoAction, type InnoControls, type InnoStep, TOP, buildInnoControls, pendingQuestion } from '../../table/innovation/controls';
import { togglePick } from '../../table/innovation/questionControls';
import { innoLogReader } from '../../table/innovation/logLines';
import { innoLeadsTo, innoMoveWords, innoWhen } from '../../table/innovation/moveWords';
import { cardName } from '../../table/innovation/names';
import { type CardOffer, innoPanel, innoPreview } from '../../table/innovation/panel';
import { previewText } from '../../table/innovation/previewText';
import { seatToken } from '../../table/innovation/seats';
import { type TableRefs, drawInnoTable } from './tableView';
import { colourName, iconName } from '../../table/innovation/text';
import type { RichText } from '../../table/rich';
import { type ChromeButton, cardZoom } from '../../table/model';
import { SPEED_SCALE } from '../../table/animQueue';
import { services } from '../services';
import { type ChromeParts, type Line, TableScene } from '../BoardScene';
import { TABLE_SCENES } from '../tables';

declare global {
  interface Window {
    /** The labels the Innovation canvas shows now (e2e: no English card name in another language). */
    __innovationLabels?: () => string[];
  }
}

export class InnovationTableScene extends TableScene {
  protected readonly gameId = 'innovation';
  protected readonly stepMs = 200;
  protected readonly maxBacklog = 60;
  private refs: TableRefs | null = null;
  private step: InnoStep = TOP;
  private picks: string[] = [];
  private refusal: RichText | null = null;
  private expanded: number | null = null;
  private previews = new Map<string, DogmaPreview>();
  private previewsAt = -1;
  private counts = new Map<string, number>();

  constructor() {
    super(TABLE_SCENES.innovation);
  }

  override create(data: { session?: GameSession; showcase?: boolean }): void {
    super.create(data);
    this.counts.clear();
    this.expanded = null;
    // The hand panel and the card offers belong to this table: leaving it clears them.
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      innoPanel.set(null);
      innoPreview.set(null);
      delete window.__innovationLabels;
      releaseMeasurer();
    });
  }

  protected clearChoice(): void {
    this.step = TOP;
    this.picks = [];
    this.refusal = null;
  }

  protected progress(s: SessionSnapshot): number {
    return (s.view as InnovationView).turn;
  }

  protected logGroup(view: unknown): string {
    return t('inno.turn', { n: Math.max(1, (view as InnovationView).turn) });
  }

  /** A move's events before the turn passes belong to the turn they happened in. */
  protected override eventGroups(events: GameEvent[], view: unknown): string[] {
    let turn = (view as InnovationView).turn;
    const out: string[] = new Array(events.length);
    for (let i = events.length - 1; i >= 0; i--) {
      out[i] = t('inno.turn', { n: Math.max(1, turn) });
      if (events[i]?.type === 'turn') turn--;
    }
    return out;
  }

  protected lineFor(s: Pick<SessionSnapshot, 'setup' | 'viewer' | 'view'>): Line {
    return innoLogReader({ setup: s.setup, viewer: s.viewer, view: s.view as InnovationView });
  }

  protected stepFor(e: GameEvent, line: (e: GameEvent) => string | null) {
    return stepFor({ scene: this, fx: this.fx, refs: () => this.refs, line }, e);
  }

  /** Ask before a dogma an opponent shares, unless the player turned that off (on by default). */
  private confirmShare(): boolean {
    return services(this).settings.confirmShare !== false;
  }

  private previewOf(s: SessionSnapshot, owner: number, card: string): DogmaPreview {
    if (this.previewsAt !== s.moveCount) {
      this.previews.clear();
      this.previewsAt = s.moveCount;
    }
    const key = `${owner}:${card}:${s.viewer}`;
    let p = this.previews.get(key);
    if (!p) {
      p = dogmaPreview(s.view as InnovationView, owner, card);
      this.previews.set(key, p);
    }
    return p;
  }

  /** A move in the words of its controls (ui/innovation/moveWords.ts), with this table's previews and setting. */
  protected override moveWords(s: SessionSnapshot, legalNow: unknown[], index: number): string | null {
    const viewer = s.viewer ?? 0;
    const preview = (owner: number, card: string) => this.previewOf(s, owner, card);
    return innoMoveWords({ view: s.view, legal: legalNow, setup: s.setup, viewer }, index, { preview, confirmShare: this.confirmShare() });
  }

  protected draw(s: SessionSnapshot, legalNow: unknown[]): ChromeParts {
    const view = s.view as InnovationView;
    const legal = legalNow as Move[];
    const viewer = s.viewer;
    const q = pendingQuestion(view, viewer);
    if (q?.kind !== 'cards') this.picks = [];
    else this.picks = this.picks.filter((c) => q.options.includes(c));
    const seat = (p: number) => seatToken(s.setup, p, viewer);
    const controls = buildInnoControls({
      view,
      legal,
      viewer,
      step: this.step,
      picks: this.picks,
      seat,
      preview: (card) => this.previewOf(s, viewer ?? 0, card),
      confirmShare: this.confirmShare(),
      refusal: this.refusal,
    });
    const { width, height } = this.scale;
    const bottom = view.frames[0];
    // The old drawing is gone: its counters stop counting.
    if (this.refs) this.tweens.killTweensOf([...this.refs.counters.values()]);
    this.refs = drawInnoTable(this, this.layer, width, height, {
      view,
      setup: s.setup,
      viewer,
      toAct: s.toAct,
      tappable: controls.tappable,
      highlight: controls.highlight,
      picks: this.picks,
      active: bottom?.type === 'dogma' ? bottom.card : null,
      expanded: this.expanded,
      tooltip: this.tooltip,
      onAction: (a) => this.act(a),
      onZoom: (id) => cardZoom.set({ game: 'innovation', id }),
      onToggleSeat: (p) => {
        this.expanded = this.expanded === p ? null : p;
        this.redraw();
      },
      onHoverTop: (owner, card, on) => this.showPreview(on ? this.previewOf(s, owner, card) : null, viewer),
    });
    window.__innovationLabels = () => this.refs?.labels.slice() ?? [];
    const ms = 420 * SPEED_SCALE[this.speed()];
    animateCounters(this, this.refs.counters, this.counts, !services(this).settings.reduceMotion, ms);
    this.publishPanel(s, controls, legal);
    // A redraw replaces the controls: a preview shown for the old ones goes.
    innoPreview.set(null);
    const buttons: ChromeButton[] = controls.buttons.map((b) => ({
      id: b.id,
      label: b.label,
      kind: b.kind,
      onPress: () => this.act(b.action),
      leadsTo: innoLeadsTo(b.action, legal as Move[]),
      ...(b.hint ? { hint: b.hint } : {}),
      ...(b.pressed !== undefined ? { pressed: b.pressed } : {}),
      ...(b.disabled ? { disabled: true } : {}),
      ...(b.preview ? { onPreview: (on: boolean) => this.showPreview(on ? this.previewOf(s, viewer ?? 0, b.preview as string) : null, viewer) } : {}),
    }));
    const back = controls.back;
    return {
      title: t('game.innovation.name'),
      progress: innoWhen(view),
      prompt: controls.prompt,
      detail: controls.detail,
      buttons,
      back: back === null ? null : () => (back === 'picks' ? this.dropPicks() : this.goTo(back)),
    };
  }

  /** The preview under the decision while a dogma control or a top card is pointed at. */
  private showPreview(p: DogmaPreview | null, viewer: number | null): void {
    const seat = (q: number) => seatToken(this.shown.setup, q, viewer);
    innoPreview.set(p ? previewText(p, viewer, seat) : null);
  }

  private act(a: InnoAction): void {
    if (a.do === 'play') this.playIndex(a.move);
    else if (a.do === 'step') this.goTo(a.step);
    else this.toggle(a.card);
  }

  private goTo(step: InnoStep): void {
    this.step = step;
    this.refusal = null;
    this.redraw();
  }

  private dropPicks(): void {
    this.picks = [];
    this.refusal = null;
    this.redraw();
  }

  /** Picks or unpicks a card; past the question's maximum the pick is refused with the reason. */
  private toggle(card: string): void {
    const q = pendingQuestion(this.shown.view as InnovationView, this.shown.viewer);
    if (q?.kind !== 'cards') return;
    const r = togglePick(q, this.picks, card);
    if ('refused' in r) this.refusal = r.refused;
    else {
      this.picks = r.picks;
      this.refusal = null;
    }
    this.redraw();
  }

  /** The viewer's hand for the hand panel, and what every card offers for it and the card zoom. */
  private publishPanel(s: SessionSnapshot, controls: InnoControls, legal: readonly Move[]): void {
    const view = s.view as InnovationView;
    const offers: Record<string, CardOffer[]> = {};
    for (const [card, action] of controls.tappable) {
      const move = action.do === 'play' ? legal[action.move] : action.do === 'step' && action.step.kind === 'confirm' ? legal[action.step.move] : undefined;
      const picked = this.picks.includes(card);
      let label: string;
      let short: string;
      if (action.do === 'toggle') {
        short = t(picked ? 'inno.hand.chosen' : 'inno.hand.choose');
        label = t('inno.hand.offerFor', { what: short, card: cardName(card) });
      } else if (move?.type === 'meld' || move?.type === 'initial-meld') {
        label = t('inno.btn.meld', { card: cardName(card) });
        short = t('inno.hand.meld');
      } else if (move?.type === 'dogma') {
        const p = this.previewOf(s, s.viewer ?? 0, card);
        label = short = t('inno.btn.dogma', { card: cardName(card), icon: iconName(p.featured), n: p.counts[s.viewer ?? 0] ?? 0 });
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
          onPress: () => {
            cardZoom.set(null);
            this.act(action);
          },
          ...(move?.type === 'dogma' ? { onPreview: (on: boolean) => this.showPreview(on ? this.previewOf(s, s.viewer ?? 0, card) : null, s.viewer) } : {}),
        },
      ];
    }
    const mine = s.viewer === null ? null : view.players[s.viewer];
    innoPanel.set({
      hand: mine ? mine.hand.filter((c): c is string => typeof c === 'string').map((id) => ({ id, option: controls.highlight.has(id), picked: this.picks.includes(id) })) : null,
      offers,
      edition: view.options.edition,
    });
  }
}

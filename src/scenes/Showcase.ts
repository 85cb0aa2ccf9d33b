// The showcase (kiosk): bots play Gears forever with full animation, a new seed and new seats
// each game, a caption (game, players, levels, round) and a short results card between games.
// Any input offers "Play vs AI"; the kiosk's idle timer brings the showcase back.
import Phaser from 'phaser';
import type { BotLevel, SessionSetup, SessionSnapshot } from '../app/session';
import { randomSeed } from '../app/url-setup';
import type { GearsView } from '../engine/gears/types';
import { t, tk } from '../i18n';
import type { Speed } from '../ui/animQueue';
import { Button } from '../ui/button';
import type { TableLayout } from '../ui/layout';
import { COLORS } from '../ui/theme';
import { GearsTableScene } from './GearsTable';
import { SCENES, services } from './services';

/** Levels the showcase mixes; the quick ones, so a game takes about a minute. */
const SHOWCASE_LEVELS: BotLevel[] = ['easy', 'normal', 'random', 'easy'];
const RESULTS_MS = 6000;
const OFFER_MS = 12000;

export function showcaseSetup(seed: number): SessionSetup {
  const players = 2 + (seed % 3);
  const seats = Array.from({ length: players }, (_, i) => ({ kind: 'bot' as const, level: SHOWCASE_LEVELS[(seed + i) % SHOWCASE_LEVELS.length]! }));
  return { game: 'gears', options: { players, seed, characters: true }, seats };
}

export class ShowcaseScene extends GearsTableScene {
  private offer: Phaser.GameObjects.Container | null = null;
  private offerTimer: Phaser.Time.TimerEvent | null = null;
  private nextTimer: Phaser.Time.TimerEvent | null = null;

  constructor() {
    super(SCENES.showcase);
  }

  protected override get interactive(): boolean {
    return false;
  }

  protected override get bodyName(): string {
    return 'showcase';
  }

  protected override speed(): Speed {
    return services(this).settings.speed === 'instant' ? 'instant' : 'fast';
  }

  override create(): void {
    const app = services(this);
    app.kiosk.enable();
    app.kiosk.showcaseVisible(true);
    this.offer = null;
    this.nextTimer = null;
    this.prepare();
    this.input.on(Phaser.Input.Events.POINTER_DOWN, () => this.showOffer());
    this.input.keyboard?.on('keydown', () => this.showOffer());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => app.kiosk.showcaseVisible(false));
    this.attach(app.newSession(showcaseSetup(randomSeed()), { showcase: true }));
  }

  protected override headerText(s: SessionSnapshot): string {
    const view = s.view as GearsView;
    const levels = s.setup.seats.map((seat) => (seat.kind === 'bot' ? tk(`level.${seat.level}`) : t('setup.human'))).join(', ');
    return t('kiosk.caption', { game: t('game.gears.name'), players: s.setup.seats.length, levels, round: view.round + 1 });
  }

  protected override leave(): void {}

  protected override drawOver(l: TableLayout, s: SessionSnapshot): Button[] {
    const buttons = super.drawOver(l, s);
    if (!this.nextTimer) {
      this.nextTimer = this.time.delayedCall(RESULTS_MS, () => {
        this.nextTimer = null;
        this.teardownForRestart();
        this.attach(services(this).newSession(showcaseSetup(randomSeed()), { showcase: true }));
      });
    }
    return buttons;
  }

  /** Any input: offer a game against the bots (and a way to keep watching). */
  private showOffer(): void {
    const { width: w, height: h } = this.scale;
    this.offerTimer?.remove();
    this.offerTimer = this.time.delayedCall(OFFER_MS, () => this.hideOffer());
    if (this.offer) return;
    const bw = Math.min(320, w * 0.8);
    const bh = Math.max(52, Math.min(80, h * 0.09));
    const c = this.add.container(0, 0).setDepth(50);
    const g = this.add.graphics().fillStyle(COLORS.ink, 0.75).fillRoundedRect((w - bw) / 2 - 16, h / 2 - bh - 24, bw + 32, bh * 2 + 48, 14);
    c.add(g);
    const play = new Button(this, { x: (w - bw) / 2, y: h / 2 - bh - 8, w: bw, h: bh, label: t('kiosk.playVsAi'), kind: 'primary', onPress: () => this.playVsAi() });
    const watch = new Button(this, { x: (w - bw) / 2, y: h / 2 + 8, w: bw, h: bh, label: t('kiosk.keepWatching'), onPress: () => this.hideOffer() });
    c.add([play, watch]);
    this.offer = c;
    this.focus.set([play, watch], false);
  }

  private hideOffer(): void {
    this.offer?.destroy(true);
    this.offer = null;
    this.focus.set([]);
  }

  private playVsAi(): void {
    const app = services(this);
    app.kiosk.visitorPlaying();
    const setup: SessionSetup = {
      game: 'gears',
      options: { players: 3, seed: randomSeed(), characters: true },
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'normal' }],
    };
    this.scene.start(SCENES.table, { session: app.newSession(setup) });
  }
}

// The kiosk showcase, as a mode of any table scene: bots play with full animation, the header
// says what is on (game, players, levels, progress), the results stay up for a few seconds, then
// the next game of the rotation starts (app/showcase.ts). Any input offers "Play vs AI" in the
// game on screen; the kiosk's idle timer brings the showcase back (main.ts).
import Phaser from 'phaser';
import type { SessionSnapshot } from '../app/session';
import { SHOWCASE_ROTATION, showcaseSetup, visitorSetup } from '../app/showcase';
import { randomSeed } from '../app/url-setup';
import type { GameId } from '../engine/core/types';
import { t, tk } from '../i18n';
import type { Speed } from '../ui/animQueue';
import { Button, type FocusList } from '../ui/button';
import { COLORS } from '../ui/theme';
import { services } from './services';
import { TABLE_SCENES } from './tables';

const RESULTS_MS = 6000;
const OFFER_MS = 12000;

/** Games shown since the page loaded: picks the next game of the rotation. */
let shown = 0;

/** Starts the next showcase game on its own table scene (?kiosk=<game> keeps to that game). */
export function startNextShowcase(scene: Phaser.Scene): void {
  const app = services(scene);
  const game = app.launch.kioskGame ?? (SHOWCASE_ROTATION[shown++ % SHOWCASE_ROTATION.length] as GameId);
  const session = app.newSession(showcaseSetup(game, randomSeed()), { showcase: true });
  scene.scene.start(TABLE_SCENES[game] as string, { session, showcase: true });
}

/** What a table does differently while it runs the showcase. */
export class ShowcaseMode {
  private offer: Phaser.GameObjects.Container | null = null;
  private offerTimer: Phaser.Time.TimerEvent | null = null;
  private nextTimer: Phaser.Time.TimerEvent | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly focus: FocusList,
    private readonly game: GameId,
  ) {
    const app = services(scene);
    app.kiosk.enable();
    app.kiosk.showcaseVisible(true);
    scene.input.on(Phaser.Input.Events.POINTER_DOWN, () => this.showOffer());
    scene.input.keyboard?.on('keydown', () => this.showOffer());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      app.kiosk.showcaseVisible(false);
      this.offerTimer?.remove();
      this.nextTimer?.remove();
    });
  }

  /** Faster than play, unless the settings ask for instant. */
  speed(): Speed {
    return services(this.scene).settings.speed === 'instant' ? 'instant' : 'fast';
  }

  /** The header: game, players, levels and the table's own progress (round, turn). */
  caption(s: SessionSnapshot, detail: string): string {
    const levels = s.setup.seats.map((seat) => (seat.kind === 'bot' ? tk(`level.${seat.level}`) : t('setup.human'))).join(', ');
    return t('kiosk.caption', { game: tk(`game.${s.setup.game}.name`), players: s.setup.seats.length, levels, detail });
  }

  /** The game is over: leave the results up for a while, then the next game of the rotation. */
  over(): void {
    if (this.nextTimer) return;
    this.nextTimer = this.scene.time.delayedCall(RESULTS_MS, () => startNextShowcase(this.scene));
  }

  /** Any input: offer a game against the bots (and a way to keep watching). */
  private showOffer(): void {
    const { width: w, height: h } = this.scene.scale;
    this.offerTimer?.remove();
    this.offerTimer = this.scene.time.delayedCall(OFFER_MS, () => this.hideOffer());
    if (this.offer) return;
    const bw = Math.min(320, w * 0.8);
    const bh = Math.max(52, Math.min(80, h * 0.09));
    const c = this.scene.add.container(0, 0).setDepth(50);
    c.add(this.scene.add.graphics().fillStyle(COLORS.ink, 0.75).fillRoundedRect((w - bw) / 2 - 16, h / 2 - bh - 24, bw + 32, bh * 2 + 48, 14));
    const play = new Button(this.scene, { x: (w - bw) / 2, y: h / 2 - bh - 8, w: bw, h: bh, label: t('kiosk.playVsAi'), kind: 'primary', onPress: () => this.playVsAi() });
    const watch = new Button(this.scene, { x: (w - bw) / 2, y: h / 2 + 8, w: bw, h: bh, label: t('kiosk.keepWatching'), onPress: () => this.hideOffer() });
    c.add([play, watch]);
    this.offer = c;
    this.focus.set([play, watch], false);
  }

  private hideOffer(): void {
    this.offer?.destroy(true);
    this.offer = null;
    this.focus.set([]);
  }

  /** A visitor plays the game on screen, against an easy and a normal bot. */
  private playVsAi(): void {
    const app = services(this.scene);
    app.kiosk.visitorPlaying();
    this.scene.scene.start(TABLE_SCENES[this.game] as string, { session: app.newSession(visitorSetup(this.game, randomSeed())) });
  }
}

// The kiosk showcase, as a mode of any table scene: bots play with full animation, the header
// says what is on (game, players, levels, progress), the results stay up for a few seconds, then
// the next game of the rotation starts (app/showcase.ts). The visitor's "Play vs AI" offer is
// HTML (views/table/ShowcaseOffer.tsx); the kiosk's idle timer brings the showcase back.
import type Phaser from 'phaser';
import type { SessionSnapshot } from '../app/session';
import type { GameId } from '../engine/core/types';
import { t, tk } from '../i18n';
import type { Speed } from '../ui/animQueue';
import { services } from './services';

const RESULTS_MS = 6000;

/** What a table does differently while it runs the showcase. */
export class ShowcaseMode {
  private nextTimer: Phaser.Time.TimerEvent | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly game: GameId,
  ) {
    const app = services(scene);
    app.kiosk.enable();
    app.kiosk.showcaseVisible(true);
    scene.events.once('shutdown', () => {
      app.kiosk.showcaseVisible(false);
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
    this.nextTimer = this.scene.time.delayedCall(RESULTS_MS, () => services(this.scene).nextShowcase());
  }
}

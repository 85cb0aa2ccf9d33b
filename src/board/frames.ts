// The board draws only when something moves. Phaser's loop would redraw the canvas sixty times a
// second while a person thinks; here it sleeps whenever no tween runs and no animation step is
// under way (a step may pause between its tweens), and wakes for a new drawing, an animation, an
// input over the canvas or a resize. wake() draws a frame at once.
import Phaser from 'phaser';

/** Frames drawn with nothing moving before the loop sleeps (a hover's change needs one). */
const IDLE_FRAMES = 2;

export class FrameGate {
  private idle = 0;
  private asleep = false;
  /** Frames drawn since the page loaded (the performance script reads it). */
  frames = 0;

  constructor(
    private readonly game: Phaser.Game,
    /** An animation step is under way (it may add its next tween after a pause). */
    private readonly animating: () => boolean,
  ) {
    game.events.on(Phaser.Core.Events.POST_RENDER, this.afterFrame, this);
  }

  wake(): void {
    this.idle = 0;
    if (!this.game.isBooted) return;
    this.asleep = false;
    this.game.loop.wake();
  }

  /** No table is open: nothing to draw until one opens. */
  sleep(): void {
    if (!this.game.isBooted) return;
    this.asleep = true;
    this.game.loop.sleep();
  }

  private moving(): boolean {
    return this.animating() || this.game.scene.getScenes(true).some((s) => s.tweens.getTweens().length > 0);
  }

  private afterFrame(): void {
    this.frames++;
    if (this.moving()) {
      this.idle = 0;
      return;
    }
    if (++this.idle < IDLE_FRAMES || this.asleep) return;
    this.asleep = true;
    // After this frame's own request for the next one: stopping then cancels it.
    queueMicrotask(() => {
      if (this.asleep && !this.moving()) this.game.loop.sleep();
    });
  }
}

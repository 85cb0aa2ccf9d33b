// Plays the session's events one after another at the chosen speed. It knows nothing of Phaser:
// a step is a function that may return a promise (a tween finishing); the queue waits for it.
// Instant speed runs synchronous steps synchronously, so a bots-only game at 'instant' keeps up.

export const SPEEDS = ['slow', 'normal', 'fast', 'instant', 'step'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Multiplier on every base duration ('step' animates at the normal pace; each bot move waits for a tap). */
export const SPEED_SCALE: Record<Speed, number> = { slow: 1.8, normal: 1, fast: 0.4, instant: 0, step: 1 };

export interface StepContext {
  /** Duration for a movement (turn, flip, slide): scaled; 0 when instant or reduce-motion is on. */
  move(baseMs: number): number;
  /** Duration of a pause to let people read (a highlight, a result): scaled; 0 when instant. */
  hold(baseMs: number): number;
  readonly instant: boolean;
  readonly reduceMotion: boolean;
  /** Waits that long (resolves at once for 0). */
  wait(ms: number): Promise<void>;
}

export type Step = (ctx: StepContext) => void | Promise<void>;

export interface QueueOptions {
  speed: () => Speed;
  reduceMotion: () => boolean;
  /** Timer to wait with; the table passes Phaser's clock, tests a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** A step that throws is reported here and the queue goes on (a broken animation must not stall play). */
  onError?: (error: unknown, label: string) => void;
}

interface Pending {
  step: Step;
  label: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AnimationQueue {
  private readonly pending: Pending[] = [];
  private running = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly opts: QueueOptions) {}

  /** Adds a step after every step already queued. */
  enqueue(step: Step, label = 'step'): void {
    this.pending.push({ step, label });
    if (!this.running) this.pump();
  }

  /** True while a step runs or waits to run. */
  get busy(): boolean {
    return this.running || this.pending.length > 0;
  }

  get length(): number {
    return this.pending.length;
  }

  /** Resolves once every queued step has finished. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops the steps not yet started (leaving a table, or catching up after a reload). */
  clear(): void {
    this.pending.length = 0;
    if (!this.running) this.settle();
  }

  private context(): StepContext {
    const scale = SPEED_SCALE[this.opts.speed()];
    const instant = scale === 0;
    const reduceMotion = this.opts.reduceMotion();
    const sleep = this.opts.sleep ?? defaultSleep;
    return {
      move: (base) => (instant || reduceMotion ? 0 : Math.round(base * scale)),
      hold: (base) => (instant ? 0 : Math.round(base * scale)),
      instant,
      reduceMotion,
      wait: (ms) => (ms <= 0 ? Promise.resolve() : sleep(ms)),
    };
  }

  /** Runs steps synchronously until one returns a promise, then resumes when it settles. */
  private pump(): void {
    this.running = true;
    while (this.pending.length > 0) {
      const next = this.pending.shift()!;
      let result: void | Promise<void>;
      try {
        result = next.step(this.context());
      } catch (error) {
        this.opts.onError?.(error, next.label);
        continue;
      }
      if (result instanceof Promise) {
        result.then(
          () => this.pump(),
          (error: unknown) => {
            this.opts.onError?.(error, next.label);
            this.pump();
          },
        );
        return;
      }
    }
    this.running = false;
    this.settle();
  }

  private settle(): void {
    if (this.busy) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}

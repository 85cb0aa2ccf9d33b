import { describe, expect, it } from 'vitest';
import { AnimationQueue, type Speed } from '../../src/table/animQueue';

function makeQueue(speed: Speed, reduceMotion = false) {
  const sleeps: number[] = [];
  const q = new AnimationQueue({
    speed: () => speed,
    reduceMotion: () => reduceMotion,
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((r) => setTimeout(r, 1));
    },
  });
  return { q, sleeps };
}

describe('animation queue', () => {
  it('plays steps strictly in order, each waiting for the previous one to finish', async () => {
    const { q } = makeQueue('normal');
    const log: string[] = [];
    q.enqueue(async (ctx) => {
      log.push('a-start');
      await ctx.wait(ctx.move(300));
      log.push('a-end');
    });
    q.enqueue(() => {
      log.push('b');
    });
    q.enqueue(async (ctx) => {
      log.push('c-start');
      await ctx.wait(ctx.hold(100));
      log.push('c-end');
    });
    expect(log).toEqual(['a-start']);
    await q.idle();
    expect(log).toEqual(['a-start', 'a-end', 'b', 'c-start', 'c-end']);
    expect(q.busy).toBe(false);
  });

  it('instant speed runs every step synchronously with zero durations and no timers', () => {
    const { q, sleeps } = makeQueue('instant');
    const seen: number[] = [];
    for (let i = 0; i < 5; i++)
      q.enqueue((ctx) => {
        seen.push(ctx.move(400) + ctx.hold(400));
        expect(ctx.instant).toBe(true);
      });
    expect(seen).toEqual([0, 0, 0, 0, 0]);
    expect(sleeps).toEqual([]);
    expect(q.busy).toBe(false);
  });

  it('speeds scale durations: slow is longer than normal, fast shorter', () => {
    const durations: Record<string, number> = {};
    for (const s of ['slow', 'normal', 'fast'] as const) {
      const { q } = makeQueue(s);
      q.enqueue((ctx) => {
        durations[s] = ctx.move(100);
      });
    }
    expect(durations.slow).toBeGreaterThan(durations.normal!);
    expect(durations.fast).toBeLessThan(durations.normal!);
  });

  it('reduce motion removes movement but keeps reading pauses', () => {
    const { q } = makeQueue('normal', true);
    q.enqueue((ctx) => {
      expect(ctx.move(300)).toBe(0);
      expect(ctx.hold(300)).toBe(300);
      expect(ctx.reduceMotion).toBe(true);
    });
  });

  it('clear drops the steps not yet started; later steps still play', async () => {
    const { q } = makeQueue('normal');
    const log: string[] = [];
    q.enqueue(async (ctx) => {
      await ctx.wait(10);
      log.push('running');
    });
    q.enqueue(() => {
      log.push('dropped');
    });
    q.clear();
    q.enqueue(() => {
      log.push('after');
    });
    await q.idle();
    expect(log).toEqual(['running', 'after']);
  });

  it('a step that throws is reported and the queue goes on', async () => {
    const errors: string[] = [];
    const q = new AnimationQueue({ speed: () => 'instant', reduceMotion: () => false, onError: (_e, label) => errors.push(label) });
    const log: string[] = [];
    q.enqueue(() => {
      throw new Error('boom');
    }, 'bad');
    q.enqueue(async () => {
      throw new Error('async boom');
    }, 'bad-async');
    q.enqueue(() => {
      log.push('ok');
    });
    await q.idle();
    expect(errors).toEqual(['bad', 'bad-async']);
    expect(log).toEqual(['ok']);
  });
});

// `--load` for bench and sim: a busy loop on another core while measuring, so figures such as a
// bot's decision time can be shown on a machine whose other core is busy (a player's phone or
// laptop rarely runs the bot alone). The loop runs in a worker thread of the main process, which
// otherwise only waits for its measuring children.
import { Worker } from 'node:worker_threads';

/** Starts one spinning thread; the returned function stops it. */
export function startLoad(): () => Promise<void> {
  const worker = new Worker('for (;;) {}', { eval: true });
  worker.unref();
  return async () => {
    await worker.terminate();
  };
}

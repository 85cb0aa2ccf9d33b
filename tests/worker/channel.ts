// A "worker" made of a MessageChannel: the API object is exposed on one port, the client talks
// to the other. Enough to test the Comlink contract and the client's restart logic in Node.
import { expose } from 'comlink';
import type { EngineWorkerApi } from '../../src/worker/api';
import type { WorkerLike } from '../../src/worker/client';

export interface ChannelWorker extends WorkerLike {
  /** Fires the 'error' event a crashed Worker fires. */
  crash(): void;
  terminated: boolean;
}

export function channelWorker(api: EngineWorkerApi): ChannelWorker {
  const { port1, port2 } = new MessageChannel();
  expose(api, port1);
  port1.start();
  port2.start();
  const errors = new EventTarget();
  const w: ChannelWorker = {
    terminated: false,
    postMessage: (message: unknown, transfer?: Transferable[]) => port2.postMessage(message, transfer ?? []),
    addEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
      type === 'message' ? port2.addEventListener('message', fn) : errors.addEventListener(type, fn),
    removeEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
      type === 'message' ? port2.removeEventListener('message', fn) : errors.removeEventListener(type, fn),
    terminate: () => {
      w.terminated = true;
      port1.close();
      port2.close();
    },
    crash: () => errors.dispatchEvent(new Event('error')),
  };
  return w;
}

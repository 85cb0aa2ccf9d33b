// A "worker" made of a MessageChannel: the API object is exposed on one port, the client talks
// to the other. Enough to test the Comlink contract and the client's restart logic in Node.
import { expose } from 'comlink';
import type { EngineWorkerApi } from '../../src/worker/api';
import type { WorkerLike } from '../../src/worker/client';

export interface ChannelWorker extends WorkerLike {
  /** Fires the 'error' event a crashed Worker fires. */
  crash(): void;
  /** Goes silent: no message gets through either way any more, and no error event fires. */
  freeze(): void;
  terminated: boolean;
}

export function channelWorker(api: EngineWorkerApi): ChannelWorker {
  const { port1, port2 } = new MessageChannel();
  expose(api, port1);
  port1.start();
  port2.start();
  const errors = new EventTarget();
  let frozen = false;
  // Messages reach the client through one relay, so a frozen worker can swallow them.
  const relay = new EventTarget();
  port2.addEventListener('message', (e) => {
    if (!frozen) relay.dispatchEvent(new MessageEvent('message', { data: (e as MessageEvent).data }));
  });
  const w: ChannelWorker = {
    terminated: false,
    postMessage: (message: unknown, transfer?: Transferable[]) => {
      if (!frozen) port2.postMessage(message, transfer ?? []);
    },
    addEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
      type === 'message' ? relay.addEventListener('message', fn) : errors.addEventListener(type, fn),
    removeEventListener: (type: string, fn: EventListenerOrEventListenerObject) =>
      type === 'message' ? relay.removeEventListener('message', fn) : errors.removeEventListener(type, fn),
    terminate: () => {
      w.terminated = true;
      port1.close();
      port2.close();
    },
    crash: () => errors.dispatchEvent(new Event('error')),
    freeze: () => {
      frozen = true;
    },
  };
  return w;
}

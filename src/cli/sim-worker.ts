// One --jobs process of `npm run sim`: plays the games it is sent and posts the tally back.
import { runSlice, type SimSpec } from './sim-runner';

process.once('message', (msg: { spec: SimSpec; from: number; to: number }) => {
  const slice = runSlice(msg.spec, msg.from, msg.to);
  process.send?.(slice, undefined, {}, () => process.exit(0));
});

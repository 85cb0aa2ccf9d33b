// A tab learns that a new version took over (issue 45): from another tab that started on another
// build, or that applies an update; not from a tab of its own build, nor from an older release.
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Build,
  VERSION_CHANNEL,
  announceUpdating,
  compareLabels,
  replacedBy,
  stopWatchingVersions,
  versionReplaced,
  watchVersions,
} from '../../src/app/version';

const OLD: Build = { label: '0.1.0', entry: 'index-AAAA.js' };
const NEW: Build = { label: '0.1.0', entry: 'index-BBBB.js' };

describe('what a message from another tab means', () => {
  it('a tab started on another build replaces this one; on the same build it does not', () => {
    expect(replacedBy(OLD, { kind: 'started', build: NEW })).toBe('started');
    expect(replacedBy(OLD, { kind: 'started', build: { ...OLD } })).toBeNull();
  });

  it('a tab applying an update replaces every tab, of its build or not', () => {
    expect(replacedBy(OLD, { kind: 'updating', build: { ...OLD } })).toBe('updating');
    expect(replacedBy(OLD, { kind: 'updating', build: NEW })).toBe('updating');
  });

  it('an older release that starts later (an old copy) does not replace a newer one', () => {
    const newer: Build = { label: '0.2.0', entry: 'index-CCCC.js' };
    expect(replacedBy(newer, { kind: 'started', build: OLD })).toBeNull();
    expect(replacedBy(OLD, { kind: 'started', build: newer })).toBe('started');
  });

  it('anything else on the channel is ignored', () => {
    for (const data of [null, 'started', { kind: 'started' }, { kind: 'started', build: { label: 1, entry: 'x' } }, { kind: 'hello', build: NEW }]) {
      expect(replacedBy(OLD, data)).toBeNull();
    }
  });

  it('release labels compare by their numbers; labels that are not numbers cannot tell', () => {
    expect(compareLabels('0.1.9', '0.1.10')).toBeLessThan(0);
    expect(compareLabels('1.0', '0.9.9')).toBeGreaterThan(0);
    expect(compareLabels('1.0', '1.0.0')).toBe(0);
    expect(compareLabels('dev', '0.1.0')).toBe(0);
  });
});

/** The next message on a channel. */
const next = (c: BroadcastChannel): Promise<unknown> => new Promise((resolve) => c.addEventListener('message', (e) => resolve((e as MessageEvent).data), { once: true }));

describe('tabs over a BroadcastChannel', () => {
  const others: BroadcastChannel[] = [];
  const otherTab = () => {
    const c = new BroadcastChannel(VERSION_CHANNEL);
    others.push(c);
    return c;
  };
  afterEach(() => {
    stopWatchingVersions();
    for (const c of others.splice(0)) c.close();
  });

  it('a tab says its build as it starts, and is told when a tab starts on a new one', async () => {
    const other = otherTab();
    const said = next(other);
    watchVersions(OLD);
    expect(await said).toEqual({ kind: 'started', build: OLD });
    expect(versionReplaced.get()).toBeNull();

    const told = new Promise((resolve) => versionReplaced.subscribe(resolve));
    other.postMessage({ kind: 'started', build: NEW });
    expect(await told).toBe('started');
  });

  it('a tab of the same build starting is not news', async () => {
    watchVersions(OLD);
    const other = otherTab();
    other.postMessage({ kind: 'started', build: { ...OLD } });
    // A message after it, from the same sender, arrives after it: by then the first was handled.
    const probe = otherTab();
    const heard = next(probe);
    other.postMessage({ kind: 'probe' });
    await heard;
    await new Promise((r) => setTimeout(r, 20));
    expect(versionReplaced.get()).toBeNull();
  });

  it('a tab applying an update tells the others before anything else', async () => {
    watchVersions(OLD);
    const other = otherTab();
    const heard = next(other);
    announceUpdating();
    expect(await heard).toEqual({ kind: 'updating', build: OLD });
  });

  it('without BroadcastChannel nothing is said nor heard, and nothing fails', () => {
    watchVersions(OLD, () => null);
    announceUpdating();
    expect(versionReplaced.get()).toBeNull();
  });
});

// Which version of the app this tab runs, and whether a newer one has taken over in another tab.
// Tabs of one origin talk over a BroadcastChannel: each tab says which build it runs as it starts,
// and a tab about to apply a service worker update says so before the update removes the old
// version's files. A tab that hears either is told (versionReplaced) and offers a reload; until
// then it plays on with the code it has loaded, and its games are saved with every move, so the
// reload loses nothing. Without BroadcastChannel, the service worker's controllerchange (pwa.ts)
// tells it as well.
import { createStore } from '../model/store';

/** The channel's name: every tab of this origin (any version) listens on it. */
export const VERSION_CHANNEL = 'boardwright:version';

/** This tab's build: the release label and the entry's file name, whose hash changes with any file of the build. */
export interface Build {
  /** package.json's version, or BOARDWRIGHT_VERSION at build time. */
  label: string;
  /** The entry script's file name (hashed in a build; the same in every tab of one build). */
  entry: string;
}

export type VersionMessage =
  /** A tab started on this build. */
  | { kind: 'started'; build: Build }
  /** A tab is applying a waiting service worker update now: the files of the running version are about to go. */
  | { kind: 'updating'; build: Build };

/** Why this tab is told that its version was replaced: null while it is current. */
export type Replaced = null | 'started' | 'updating' | 'controller';

export const versionReplaced = createStore<Replaced>(null);

function isBuild(b: unknown): b is Build {
  const o = b as Build | null;
  return typeof o === 'object' && o !== null && typeof o.label === 'string' && typeof o.entry === 'string';
}

/** Numeric parts of a label ("1.2.10" → [1, 2, 10]), or null when it is not dotted numbers. */
function numbers(label: string): number[] | null {
  return /^\d+(\.\d+)*$/.test(label) ? label.split('.').map(Number) : null;
}

/** Below zero when label a is an older release than b; zero when the labels cannot tell. */
export function compareLabels(a: string, b: string): number {
  const x = numbers(a);
  const y = numbers(b);
  if (!x || !y) return 0;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * What a message from another tab means for this one. A tab applying an update replaces every
 * open tab's version. A tab that started on another build started later, from what the address
 * serves now (the server's new deployment, or the service worker's new version), so this tab runs
 * the old one — unless its release label says it is older than this tab's (an old copy).
 */
export function replacedBy(own: Build, data: unknown): Replaced {
  const m = data as VersionMessage | null;
  if (typeof m !== 'object' || m === null || !isBuild(m.build)) return null;
  if (m.kind === 'updating') return 'updating';
  if (m.kind !== 'started') return null;
  if (m.build.entry === own.entry && m.build.label === own.label) return null;
  return compareLabels(m.build.label, own.label) < 0 ? null : 'started';
}

/** The part of BroadcastChannel this module uses (a test gives its own). */
export interface Channel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
  close(): void;
}

let channel: Channel | null = null;
let own: Build | null = null;

/** Marks this tab as replaced (the first reason stays). */
export function tellReplaced(why: Exclude<Replaced, null>): void {
  if (versionReplaced.get() === null) versionReplaced.set(why);
}

/**
 * Listens to the other tabs and says this tab's build. Call it once at start. Where there is no
 * BroadcastChannel, nothing is heard or said (the service worker's signal remains).
 */
export function watchVersions(build: Build, open: () => Channel | null = openChannel): void {
  if (channel) return;
  channel = open();
  own = build;
  if (!channel) return;
  channel.addEventListener('message', (e) => {
    const why = replacedBy(build, e.data);
    if (why) tellReplaced(why);
  });
  channel.postMessage({ kind: 'started', build } satisfies VersionMessage);
}

/** Tells every other tab that this one applies an update now (before the update's files replace theirs). */
export function announceUpdating(): void {
  if (channel && own) channel.postMessage({ kind: 'updating', build: own } satisfies VersionMessage);
}

/** Reloads the page into the version the address serves now (a game opened from the address opens again). */
export function reloadApp(): void {
  window.location.reload();
}

/** Stops listening (tests). */
export function stopWatchingVersions(): void {
  channel?.close();
  channel = null;
  own = null;
  versionReplaced.set(null);
}

function openChannel(): Channel | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(VERSION_CHANNEL);
  } catch {
    return null;
  }
}

/** This page's build: the label the build was given and the page's entry script. */
export function pageBuild(label: string): Build {
  const script = typeof document === 'undefined' ? null : document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  const src = script?.src ?? '';
  return { label, entry: src.slice(src.lastIndexOf('/') + 1) };
}

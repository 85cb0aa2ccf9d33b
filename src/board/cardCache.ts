// Cards drawn once per look and size, then reused as images. The canvas renderer redraws every
// Graphics path and the table rebuilds after each move, so caching keeps a redraw to a few ms.
// Each card remembers the size of its smallest printed text ('print', CSS px): print under 12 px
// must be readable another way (a tap opens the card zoom), and the text-size test checks that.
// The cache is bounded (a kiosk runs for days, and every resize or new card makes a new texture):
// least recently used textures go once there are too many or too many pixels, never one that an
// image on screen still shows; a table's textures all go when its scene shuts down.
// Making textures is most of a first drawing (a table opened, a resize): past a budget per task,
// a card is drawn as a blank of its size and its texture made in the next tasks, so no single
// task keeps a phone busy for long (issue 27); the scene hears CARDS_READY and draws again.
import type Phaser from 'phaser';
import { COLORS } from './theme';

/** Pixel density of cached cards (sharp on phones, capped for memory). */
const DENSITY = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

/** Caps: more than one table's worth of cards at one size, well under what a screen can hold. */
export const CACHE_LIMITS = { textures: 240, pixels: 16_000_000 };

interface Entry {
  pixels: number;
  /** Images on screen showing this texture (a texture in use is never evicted). */
  live: number;
}

/** Texture key → entry, least recently used first (a hit moves its key to the end). */
const entries = new Map<string, Entry>();
let pixels = 0;
const hooked = new WeakSet<Phaser.Scene>();

function forget(scene: Phaser.Scene, key: string): void {
  const e = entries.get(key);
  if (!e) return;
  entries.delete(key);
  printOf.delete(key);
  pixels -= e.pixels;
  if (scene.textures.exists(key)) scene.textures.remove(key);
}

/** Evicts unused textures, oldest first, until the cache is within its caps. */
function evict(scene: Phaser.Scene): void {
  for (const [key, e] of entries) {
    if (entries.size <= CACHE_LIMITS.textures && pixels <= CACHE_LIMITS.pixels) return;
    if (e.live === 0) forget(scene, key);
  }
}

/** Drops every cached texture (a table's scene shut down: its game is over or left). */
export function releaseCards(scene: Phaser.Scene): void {
  for (const key of [...entries.keys()]) forget(scene, key);
  for (const [key, job] of jobs) if (job.scene === scene) jobs.delete(key);
}

/** How many textures and pixels the cache holds (tests, the soak's figures). */
export function cacheStats(): { textures: number; pixels: number } {
  return { textures: entries.size, pixels };
}

/** Texture key → the smallest print of that card (see smallestText). */
const printOf = new Map<string, number | null>();

/** The smallest text drawn inside a container, in its own pixels (null: no text at all). */
export function smallestText(obj: Phaser.GameObjects.GameObject, scale = 1): number | null {
  const o = obj as Phaser.GameObjects.GameObject & { scaleY?: number; list?: Phaser.GameObjects.GameObject[]; style?: { fontSize?: string | number } };
  const s = scale * Math.abs(o.scaleY ?? 1);
  if (o.type === 'Text') return Number.parseFloat(String(o.style?.fontSize ?? 0)) * s;
  let min: number | null = null;
  for (const child of o.list ?? []) {
    const m = smallestText(child, s);
    if (m !== null && (min === null || m < min)) min = m;
  }
  return min;
}

/**
 * Wall-clock time one task may spend making card textures; the rest wait for the next tasks.
 * Tests set it (Infinity: everything at once; 0: everything later).
 */
export const CARD_BUDGET = { ms: 12 };

/** Emitted on a scene when cards it drew as blanks got their faces (the loop must draw a frame). */
export const CARDS_READY = 'cards-ready';

/** Texture time spent in the current task (reset when the next task starts). */
let spent = 0;
let counting = false;
function spend(ms: number): void {
  spent += ms;
  if (counting) return;
  counting = true;
  setTimeout(() => {
    spent = 0;
    counting = false;
  }, 0);
}

interface Job {
  scene: Phaser.Scene;
  tw: number;
  th: number;
  build: () => Phaser.GameObjects.Container;
  /** The cards on screen waiting for this texture (some may be gone by then). */
  holders: Phaser.GameObjects.Container[];
}
/** Textures still to make, by texture key, oldest first. */
const jobs = new Map<string, Job>();
let running = false;

/** Makes the texture of a card and records it in the cache. */
function makeTexture(scene: Phaser.Scene, texKey: string, tw: number, th: number, build: () => Phaser.GameObjects.Container): Entry {
  const started = performance.now();
  const dt = scene.textures.addDynamicTexture(texKey, tw, th, false);
  const card = build();
  printOf.set(texKey, smallestText(card));
  const holder = scene.add.container(tw / 2, th / 2, [card]).setScale(DENSITY);
  dt?.draw(holder).render();
  holder.destroy(true);
  const entry = { pixels: tw * th, live: 0 };
  entries.set(texKey, entry);
  pixels += entry.pixels;
  spend(performance.now() - started);
  return entry;
}

/** Puts a card's image into its holder (counted as shown while it lives). */
function show(scene: Phaser.Scene, holder: Phaser.GameObjects.Container, texKey: string, entry: Entry): void {
  entry.live++;
  const img = scene.add.image(0, 0, texKey).setScale(1 / DENSITY);
  img.once('destroy', () => {
    entry.live--;
  });
  holder.add(img).setData('print', printOf.get(texKey) ?? null);
}

/** Makes waiting textures until this task's budget is spent, then leaves the rest for the next task. */
function runJobs(): void {
  running = false;
  const woken = new Set<Phaser.Scene>();
  for (const [texKey, job] of jobs) {
    if (spent >= CARD_BUDGET.ms) break;
    jobs.delete(texKey);
    const holders = job.holders.filter((h) => h.scene !== undefined && h.scene !== null);
    if (holders.length === 0 || !job.scene.sys.isActive()) continue;
    const entry = entries.get(texKey) ?? makeTexture(job.scene, texKey, job.tw, job.th, job.build);
    for (const h of holders) {
      h.removeAll(true);
      show(job.scene, h, texKey, entry);
    }
    evict(job.scene);
    woken.add(job.scene);
  }
  for (const scene of woken) scene.events.emit(CARDS_READY);
  if (jobs.size > 0) schedule();
}

function schedule(): void {
  if (running) return;
  running = true;
  setTimeout(runJobs, 0);
}

/**
 * A container of size w×h centred on its origin showing the card `build` draws (itself a
 * container centred on its origin). `key` must name everything that changes the look. Past the
 * task's budget the container first shows a blank of the card's size; its face follows.
 */
export function cachedCard(scene: Phaser.Scene, key: string, w: number, h: number, build: () => Phaser.GameObjects.Container): Phaser.GameObjects.Container {
  const tw = Math.ceil(w * DENSITY) + 4;
  const th = Math.ceil(h * DENSITY) + 4;
  const texKey = `card:${key}:${tw}x${th}`;
  if (!hooked.has(scene)) {
    hooked.add(scene);
    scene.events.on('shutdown', () => releaseCards(scene));
  }
  const holder = scene.add.container(0, 0).setSize(w, h);
  let entry = entries.get(texKey);
  const hit = entry !== undefined && scene.textures.exists(texKey);
  if (entry && hit) {
    entries.delete(texKey);
    entries.set(texKey, entry);
  } else {
    if (entry) forget(scene, texKey);
    entry = undefined;
    if (spent >= CARD_BUDGET.ms) {
      const blank = scene.add.graphics().fillStyle(COLORS.panelEdge, 1).fillRoundedRect(-w / 2, -h / 2, w, h, Math.min(w, h) * 0.08);
      holder.add(blank).setData('print', null);
      const job = jobs.get(texKey);
      if (job) job.holders.push(holder);
      else jobs.set(texKey, { scene, tw, th, build, holders: [holder] });
      schedule();
      return holder;
    }
    entry = makeTexture(scene, texKey, tw, th, build);
  }
  // Shown before any eviction, so the texture just made is never the one to go.
  show(scene, holder, texKey, entry);
  if (!hit) evict(scene);
  return holder;
}

// Cards drawn once per look and size, then reused as images. The canvas renderer redraws every
// Graphics path and the table rebuilds after each move, so caching keeps a redraw to a few ms.
// Each card remembers the size of its smallest printed text ('print', CSS px): print under 12 px
// must be readable another way (a tap opens the card zoom), and the text-size test checks that.
// The cache is bounded (a kiosk runs for days, and every resize or new card makes a new texture):
// least recently used textures go once there are too many or too many pixels, never one that an
// image on screen still shows; a table's textures all go when its scene shuts down.
import type Phaser from 'phaser';

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
 * A container of size w×h centred on its origin showing the card `build` draws (itself a
 * container centred on its origin). `key` must name everything that changes the look.
 */
export function cachedCard(scene: Phaser.Scene, key: string, w: number, h: number, build: () => Phaser.GameObjects.Container): Phaser.GameObjects.Container {
  const tw = Math.ceil(w * DENSITY) + 4;
  const th = Math.ceil(h * DENSITY) + 4;
  const texKey = `card:${key}:${tw}x${th}`;
  if (!hooked.has(scene)) {
    hooked.add(scene);
    scene.events.on('shutdown', () => releaseCards(scene));
  }
  let entry = entries.get(texKey);
  const hit = entry !== undefined && scene.textures.exists(texKey);
  if (entry && hit) {
    entries.delete(texKey);
    entries.set(texKey, entry);
  } else {
    if (entry) forget(scene, texKey);
    const dt = scene.textures.addDynamicTexture(texKey, tw, th, false);
    const card = build();
    printOf.set(texKey, smallestText(card));
    const holder = scene.add.container(tw / 2, th / 2, [card]).setScale(DENSITY);
    dt?.draw(holder).render();
    holder.destroy(true);
    entry = { pixels: tw * th, live: 0 };
    entries.set(texKey, entry);
    pixels += entry.pixels;
  }
  const shown = entry;
  shown.live++;
  const img = scene.add.image(0, 0, texKey).setScale(1 / DENSITY);
  img.once('destroy', () => {
    shown.live--;
  });
  // After the new image counts as live, so the texture just made is never the one to go.
  if (!hit) evict(scene);
  return scene.add
    .container(0, 0, [img])
    .setSize(w, h)
    .setData('print', printOf.get(texKey) ?? null);
}

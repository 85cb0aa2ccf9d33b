// Cards drawn once per look and size, then reused as images. The canvas renderer redraws every
// Graphics path and the table rebuilds after each move, so caching keeps a redraw to a few ms.
// Each card remembers the size of its smallest printed text ('print', CSS px): print under 12 px
// must be readable another way (a tap opens the card zoom), and the text-size test checks that.
import type Phaser from 'phaser';

/** Pixel density of cached cards (sharp on phones, capped for memory). */
const DENSITY = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

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
  if (!scene.textures.exists(texKey)) {
    const dt = scene.textures.addDynamicTexture(texKey, tw, th, false);
    const card = build();
    printOf.set(texKey, smallestText(card));
    const holder = scene.add.container(tw / 2, th / 2, [card]).setScale(DENSITY);
    dt?.draw(holder).render();
    holder.destroy(true);
  }
  const img = scene.add.image(0, 0, texKey).setScale(1 / DENSITY);
  return scene.add
    .container(0, 0, [img])
    .setSize(w, h)
    .setData('print', printOf.get(texKey) ?? null);
}

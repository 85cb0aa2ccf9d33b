// Cards drawn once per look and size, then reused as images. The canvas renderer redraws every
// Graphics path and the table rebuilds after each move, so caching keeps a redraw to a few ms.
import type Phaser from 'phaser';

/** Pixel density of cached cards (sharp on phones, capped for memory). */
const DENSITY = typeof window === 'undefined' ? 1 : Math.min(2, Math.max(1, window.devicePixelRatio || 1));

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
    const holder = scene.add.container(tw / 2, th / 2, [card]).setScale(DENSITY);
    dt?.draw(holder).render();
    holder.destroy(true);
  }
  const img = scene.add.image(0, 0, texKey).setScale(1 / DENSITY);
  return scene.add.container(0, 0, [img]).setSize(w, h);
}

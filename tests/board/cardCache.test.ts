// The card-texture cache a kiosk leans on for days: reused while the look is the same, bounded
// in count and pixels (oldest unused first), never pulling a texture from under an image on
// screen, and emptied when the table's scene shuts down.
import type Phaser from 'phaser';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_LIMITS, cacheStats, cachedCard, releaseCards } from '../../src/board/cardCache';

/** A scene with just what the cache touches: a texture manager, factories and events. */
function fakeScene() {
  const textures = new Set<string>();
  const listeners = new Map<string, (() => void)[]>();
  // A container destroys its children with it, as Phaser's does.
  type Obj = { destroy: () => void };
  const gameObject = (_x?: number, _y?: number, children: Obj[] = []) => {
    const handlers: (() => void)[] = [];
    const o = {
      setScale: () => o,
      setSize: () => o,
      setData: () => o,
      destroy: () => {
        for (const c of children) c.destroy();
        for (const fn of handlers.splice(0)) fn();
      },
      once: (_event: string, fn: () => void) => {
        handlers.push(fn);
        return o;
      },
    };
    return o;
  };
  const scene = {
    textures: {
      exists: (k: string) => textures.has(k),
      addDynamicTexture: (k: string) => {
        textures.add(k);
        const dt = { draw: () => dt, render: () => dt };
        return dt;
      },
      remove: (k: string) => textures.delete(k),
    },
    add: { container: gameObject, image: () => gameObject() },
    events: {
      on: (event: string, fn: () => void) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    },
  };
  const emit = (event: string) => {
    for (const fn of listeners.get(event) ?? []) fn();
  };
  return { scene: scene as unknown as Phaser.Scene, textures, emit };
}

/** Draws a card and returns the image inside it (destroying it takes the card off the screen). */
const draw = (scene: Phaser.Scene, key: string, size = 40) => cachedCard(scene, key, size, size, () => ({ destroy: () => undefined }) as unknown as Phaser.GameObjects.Container);

describe('card cache', () => {
  beforeEach(() => releaseCards(fakeScene().scene));

  it('draws a look once and reuses it', () => {
    const { scene, textures } = fakeScene();
    draw(scene, 'gear:red');
    draw(scene, 'gear:red');
    draw(scene, 'gear:blue');
    expect(textures.size).toBe(2);
    expect(cacheStats().textures).toBe(2);
  });

  it('keeps at most its cap of textures: the oldest unused go first', () => {
    const { scene, textures } = fakeScene();
    for (let i = 0; i < CACHE_LIMITS.textures * 2; i++) draw(scene, `card:${i}`).destroy();
    expect(textures.size).toBe(CACHE_LIMITS.textures);
    expect(textures.has(`card:card:${CACHE_LIMITS.textures * 2 - 1}:44x44`)).toBe(true);
    expect(textures.has('card:card:0:44x44')).toBe(false);
  });

  it('keeps at most its cap of pixels', () => {
    const { scene } = fakeScene();
    for (let i = 0; i < 20; i++) draw(scene, `big:${i}`, 1500).destroy();
    expect(cacheStats().pixels).toBeLessThanOrEqual(CACHE_LIMITS.pixels);
    expect(cacheStats().textures).toBe(Math.floor(CACHE_LIMITS.pixels / 1504 ** 2));
  });

  it('never evicts a texture an image on screen shows; once the images go, the cache shrinks back', () => {
    const { scene, textures } = fakeScene();
    const shown = Array.from({ length: CACHE_LIMITS.textures + 30 }, (_, i) => draw(scene, `live:${i}`));
    expect(textures.size).toBe(CACHE_LIMITS.textures + 30);
    for (const card of shown) card.destroy();
    draw(scene, 'one-more');
    expect(textures.size).toBe(CACHE_LIMITS.textures);
  });

  it("drops every texture when the table's scene shuts down", () => {
    const { scene, textures, emit } = fakeScene();
    for (let i = 0; i < 10; i++) draw(scene, `card:${i}`);
    emit('shutdown');
    expect(textures.size).toBe(0);
    expect(cacheStats()).toEqual({ textures: 0, pixels: 0 });
  });
});

describe('canvas pool', () => {
  it('between games the free canvases leave the pool; those still in use stay, in order', async () => {
    const { trimPool } = await import('../../src/board/canvasPool');
    const used = [{ parent: 'text A' }, { parent: 'texture B' }];
    const pool = [used[0], { parent: null }, { parent: null }, used[1], { parent: null }];
    expect(trimPool(pool as { parent: unknown }[])).toBe(3);
    expect(pool).toEqual(used);
  });
});

// The card-texture cache a kiosk leans on for days: reused while the look is the same, bounded
// in count and pixels (oldest unused first), never pulling a texture from under an image on
// screen, and emptied when the table's scene shuts down. Past its budget in one task a card shows
// a blank and gets its face in a later task.
import type Phaser from 'phaser';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_LIMITS, CARDS_READY, CARD_BUDGET, cacheStats, cachedCard, releaseCards } from '../../src/board/cardCache';

/** A scene with just what the cache touches: a texture manager, factories and events. */
function fakeScene() {
  const textures = new Set<string>();
  const listeners = new Map<string, (() => void)[]>();
  // A container destroys its children with it, as Phaser's does.
  type Obj = { destroy: () => void };
  const gameObject = (_x?: number, _y?: number, children: Obj[] = []) => {
    const handlers: (() => void)[] = [];
    const data = new Map<string, unknown>();
    const o = {
      scene: {} as unknown,
      list: children,
      setScale: () => o,
      setSize: () => o,
      setData: (k: string, v: unknown) => {
        data.set(k, v);
        return o;
      },
      getData: (k: string) => data.get(k),
      fillStyle: () => o,
      fillRoundedRect: () => o,
      add: (c: Obj) => {
        children.push(c);
        return o;
      },
      removeAll: () => {
        for (const c of children.splice(0)) c.destroy();
        return o;
      },
      destroy: () => {
        o.scene = undefined;
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
    add: { container: gameObject, image: () => Object.assign(gameObject(), { kind: 'image' }), graphics: () => gameObject() },
    sys: { isActive: () => true },
    events: {
      on: (event: string, fn: () => void) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
      emit: (event: string) => emit(event),
    },
  };
  const emit = (event: string) => {
    for (const fn of listeners.get(event) ?? []) fn();
  };
  return { scene: scene as unknown as Phaser.Scene, textures, emit };
}

/** Draws a card and returns the image inside it (destroying it takes the card off the screen). */
const draw = (scene: Phaser.Scene, key: string, size = 40) => cachedCard(scene, key, size, size, () => ({ destroy: () => undefined }) as unknown as Phaser.GameObjects.Container);

/** Whether a card drawn by the cache shows its face (an image) rather than a blank. */
const showsFace = (card: Phaser.GameObjects.Container) => (card.list as unknown as { kind?: string }[]).some((c) => c.kind === 'image');

describe('card cache', () => {
  beforeEach(() => {
    releaseCards(fakeScene().scene);
    CARD_BUDGET.ms = Number.POSITIVE_INFINITY;
  });

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

  it('past the budget of a task a card shows a blank, and its face once a later task made it', async () => {
    const { scene, textures } = fakeScene();
    let ready = 0;
    scene.events.on(CARDS_READY, () => ready++);
    const first = draw(scene, 'gear:red');
    CARD_BUDGET.ms = 0;
    const later = [draw(scene, 'gear:blue'), draw(scene, 'gear:blue'), draw(scene, 'gear:red')];
    // A look already made still shows at once; the new one waits, made once for both its cards.
    expect([first, ...later].map(showsFace)).toEqual([true, false, false, true]);
    expect(textures.size).toBe(1);
    CARD_BUDGET.ms = Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(later.map(showsFace)).toEqual([true, true, true]);
    expect(textures.size).toBe(2);
    expect(ready).toBe(1);
  });

  it('a blank card taken off the screen before its turn costs no texture', async () => {
    const { scene, textures } = fakeScene();
    CARD_BUDGET.ms = 0;
    draw(scene, 'gone').destroy();
    CARD_BUDGET.ms = Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(textures.size).toBe(0);
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

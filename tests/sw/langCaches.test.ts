// The service worker's language caches on a fake CacheStorage and network: kept on first use
// (cache first), kept when the page names a language, carried across an update, cleaned after it.
import { describe, expect, it } from 'vitest';
import { type LangFiles, langCacheName } from '../../src/model/langKeep';
import { type LangEnv, activateLangs, installLangs, keepLangs, langResponse } from '../../src/sw/langCaches';

const SCOPE = 'https://example.org/app/';
const abs = (f: string) => new URL(f, SCOPE).href;

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(req: RequestInfo) {
    return this.entries.get(typeof req === 'string' ? req : req.url)?.clone();
  }
  async put(req: RequestInfo, res: Response) {
    this.entries.set(typeof req === 'string' ? req : req.url, res);
  }
}

class FakeCaches {
  readonly byName = new Map<string, FakeCache>();
  async open(name: string) {
    const c = this.byName.get(name) ?? new FakeCache();
    this.byName.set(name, c);
    return c;
  }
  async keys() {
    return [...this.byName.keys()];
  }
  async delete(name: string) {
    return this.byName.delete(name);
  }
  async match(req: RequestInfo, opts?: { cacheName?: string }) {
    const caches = opts?.cacheName === undefined ? [...this.byName.values()] : [this.byName.get(opts.cacheName)].filter((c) => c !== undefined);
    for (const c of caches) {
      const hit = await c.match(req);
      if (hit) return hit;
    }
    return undefined;
  }
  /** The URLs a cache holds (empty for none). */
  urls(name: string) {
    return [...(this.byName.get(name)?.entries.keys() ?? [])];
  }
}

/** A network that serves every URL with its own name as the body, or is down. */
function network() {
  const net = { online: true, asked: [] as string[] };
  const fetch = async (input: RequestInfo) => {
    const url = typeof input === 'string' ? input : input.url;
    net.asked.push(url);
    if (!net.online) throw new TypeError('Failed to fetch');
    return new Response(url, { status: 200 });
  };
  return { net, fetch };
}

const OLD: LangFiles = { it: ['assets/it-1.js'], ja: ['assets/ja-1.js', 'assets/cjk-1.woff2'], ru: ['assets/ru-1.js'] };
// The next build changed the Japanese words; the font and the other languages are the same files.
const NEW: LangFiles = { it: ['assets/it-1.js'], ja: ['assets/ja-2.js', 'assets/cjk-1.woff2'], ru: ['assets/ru-1.js'] };

function setup(files: LangFiles, build: string, caches = new FakeCaches()) {
  const { net, fetch } = network();
  const env: LangEnv = { caches: caches as unknown as CacheStorage, fetch, scope: SCOPE, files, build };
  return { env, caches, net };
}

describe('a language on first use', () => {
  it('comes from the network once and then from its cache, with the network down', async () => {
    const { env, caches, net } = setup(OLD, 'b1');
    const req = new Request(abs('assets/ru-1.js'));
    expect(await (await langResponse(env, req))?.text()).toBe(abs('assets/ru-1.js'));
    expect(caches.urls(langCacheName('ru', 'b1'))).toEqual([abs('assets/ru-1.js')]);
    net.online = false;
    expect(await (await langResponse(env, new Request(abs('assets/ru-1.js'))))?.text()).toBe(abs('assets/ru-1.js'));
    expect(net.asked).toEqual([abs('assets/ru-1.js')]);
  });

  it('not kept, offline: the request fails and no cache claims the language', async () => {
    const { env, caches, net } = setup(OLD, 'b1');
    net.online = false;
    await expect(langResponse(env, new Request(abs('assets/it-1.js')))).rejects.toThrow('Failed to fetch');
    expect(await caches.keys()).toEqual([]);
  });

  it('a failed answer (404) is passed on, not kept', async () => {
    const caches = new FakeCaches();
    const env: LangEnv = { caches: caches as unknown as CacheStorage, fetch: async () => new Response('', { status: 404 }), scope: SCOPE, files: OLD, build: 'b1' };
    expect((await langResponse(env, new Request(abs('assets/it-1.js'))))?.status).toBe(404);
    expect(await caches.keys()).toEqual([]);
  });

  it('answers only GET requests for this build’s language files', () => {
    const { env } = setup(OLD, 'b1');
    expect(langResponse(env, new Request(abs('assets/words-1.js')))).toBeNull();
    expect(langResponse(env, new Request(abs('index.html')))).toBeNull();
    expect(langResponse(env, new Request(abs('assets/ru-1.js'), { method: 'POST' }))).toBeNull();
  });
});

describe('a language the page names', () => {
  it('is kept whole: Japanese with the font’s CJK part', async () => {
    const { env, caches } = setup(OLD, 'b1');
    await keepLangs(env, ['ja']);
    expect(caches.urls(langCacheName('ja', 'b1')).sort()).toEqual([abs('assets/cjk-1.woff2'), abs('assets/ja-1.js')]);
    expect(await caches.keys()).toEqual([langCacheName('ja', 'b1')]);
  });

  it('already kept: nothing is fetched again', async () => {
    const { env, net } = setup(OLD, 'b1');
    await keepLangs(env, ['ja']);
    const asked = net.asked.length;
    await keepLangs(env, ['ja']);
    expect(net.asked.length).toBe(asked);
  });

  it('offline: the keeping fails and leaves no half language behind', async () => {
    const { env, caches, net } = setup(OLD, 'b1');
    net.online = false;
    await expect(keepLangs(env, ['ja'])).rejects.toThrow();
    expect(await caches.keys()).toEqual([]);
  });
});

describe('an update', () => {
  it('keeps at install every language the old build kept, copying unchanged files and fetching changed ones', async () => {
    const old = setup(OLD, 'b1');
    await keepLangs(old.env, ['ja', 'ru']);
    const next = setup(NEW, 'b2', old.caches);
    await installLangs(next.env);
    expect(next.caches.urls(langCacheName('ja', 'b2')).sort()).toEqual([abs('assets/cjk-1.woff2'), abs('assets/ja-2.js')]);
    expect(next.caches.urls(langCacheName('ru', 'b2'))).toEqual([abs('assets/ru-1.js')]);
    // Only the changed Japanese words came from the network; Italian was never used, so not kept.
    expect(next.net.asked).toEqual([abs('assets/ja-2.js')]);
    expect(next.caches.urls(langCacheName('it', 'b2'))).toEqual([]);
  });

  it('does not install without the network when it must fetch the player’s language (it tries again later)', async () => {
    const old = setup(OLD, 'b1');
    await keepLangs(old.env, ['ja']);
    const next = setup(NEW, 'b2', old.caches);
    next.net.online = false;
    await expect(installLangs(next.env)).rejects.toThrow();
  });

  it("at activation carries over a language chosen meanwhile, then removes the old build's caches", async () => {
    const old = setup(OLD, 'b1');
    await keepLangs(old.env, ['ja']);
    const next = setup(NEW, 'b2', old.caches);
    await installLangs(next.env);
    // While the new build waited, the player chose Russian (the old build kept it).
    await keepLangs(old.env, ['ru']);
    await activateLangs(next.env);
    expect((await next.caches.keys()).sort()).toEqual([langCacheName('ja', 'b2'), langCacheName('ru', 'b2')]);
    next.net.online = false;
    expect(await (await langResponse(next.env, new Request(abs('assets/ja-2.js'))))?.text()).toBe(abs('assets/ja-2.js'));
    expect(await (await langResponse(next.env, new Request(abs('assets/ru-1.js'))))?.text()).toBe(abs('assets/ru-1.js'));
  });
});

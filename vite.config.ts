// Build of the installable, offline PWA. Everything the app needs in English is precached by a
// generated service worker; the other languages are kept on first use (keptLanguages below). The
// precache total is printed at build and the build fails past the budget.
import { existsSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, defineConfig } from 'vite';
import { frameAncestors, headersFile, inlineHashes, readHeadersFile, securityHeaders } from './scripts/hosting/security-headers';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { compactCatalogues } from './scripts/build/compact-catalogues';
import { LANG_SCRIPT, keptLanguages } from './scripts/build/kept-languages';

/**
 * The precache budget: what an install downloads, English and the font's Latin part included
 * (issue 27's target); each other language is kept on first use, outside it. PRECACHE_BUDGET_BYTES overrides it, e.g. to test the failure path.
 */
const PRECACHE_BUDGET = Number(process.env.PRECACHE_BUDGET_BYTES ?? 2 * 1024 * 1024);

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

/** Runs inside Workbox's manifest step, which knows every precached file and its size. */
const precacheBudget: ManifestTransform = async (entries) => {
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  const line = `precache: ${entries.length} files, ${MiB(total)} (budget ${MiB(PRECACHE_BUDGET)})`;
  console.log(`\n${line}`);
  if (total > PRECACHE_BUDGET) {
    const biggest = [...entries]
      .sort((a, b) => b.size - a.size)
      .slice(0, 8)
      .map((e) => `  ${MiB(e.size)}  ${e.url}`)
      .join('\n');
    throw new Error(`Precache budget exceeded: ${line}\nLargest files:\n${biggest}`);
  }
  return { manifest: entries, warnings: [] };
};

/**
 * The PWA icons (assets/icons, drawn by scripts/make-icons.ts) must keep fixed names for the
 * manifest, so they are emitted as they are. Every other asset is referenced from code with
 * new URL('../../assets/x', import.meta.url) and gets a hashed name from Vite: a public
 * directory would ship those files twice.
 */
function pwaIcons(): Plugin {
  const dir = join(import.meta.dirname, 'assets', 'icons');
  return {
    name: 'boardwright:pwa-icons',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(dir)) {
        this.emitFile({ type: 'asset', fileName: `icons/${file}`, source: readFileSync(join(dir, file)) });
      }
    },
  };
}

/**
 * The Latin part of the app's font (every language's; src/i18n/font.ts) starts downloading with the
 * page, beside the entry's code (a preload link in the built index.html): the first screen waits
 * for it (main.ts, up to a second) so its words do not move when it arrives, and on a slow link it
 * was fetched only once the code had run. The Japanese part loads when Japanese is shown.
 */
function preloadFont(): Plugin {
  return {
    name: 'boardwright:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((f) => /boardwright-sans-latin.*\.woff2$/.test(f));
        if (!font) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', href: `./${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * The bot worker as a chunk of the main build, not a build of its own. Vite bundles a worker
 * separately (its own Rolldown run), so the engines, which the UI thread also runs, shipped twice.
 * As one more entry of the main build, the worker shares chunks with the page: the engines are one
 * file both import. The worker stays an ES module worker, and its chunks are ordinary hashed build
 * files, so the service worker precaches and revisions them like the rest. Build only: the dev
 * server serves the worker's modules as they are.
 */
function workerInMainBuild(): Plugin {
  const client = join(import.meta.dirname, 'src', 'worker', 'client.ts');
  const entry = join(import.meta.dirname, 'src', 'worker', 'engine.worker.ts');
  const workerUrl = "new URL('./engine.worker.ts', import.meta.url)";
  return {
    name: 'boardwright:worker-in-main-build',
    apply: 'build',
    // Before Vite's own worker plugin, which would otherwise bundle the worker apart.
    enforce: 'pre',
    transform(code, id) {
      if (id !== client) return null;
      if (!code.includes(workerUrl)) this.error(`${id} no longer spawns the worker with ${workerUrl}: update vite.config.ts.`);
      const ref = this.emitFile({ type: 'chunk', id: entry, name: 'engine.worker' });
      return { code: code.replace(workerUrl, `new URL(import.meta.ROLLUP_FILE_URL_${ref})`), map: null };
    },
  };
}

/**
 * Phaser as the boards use it (issue 27: the full build was most of the main chunk): in a build,
 * the bare 'phaser' import resolves to src/board/phaser.ts, which assembles it from Phaser's src/
 * modules; 'phaser-src/...' is that folder. Its modules test build flags (`if (typeof
 * WEBGL_RENDERER)`), which Phaser's own webpack build replaces; here the same replacement leaves
 * the canvas renderer only, no sound and no WebGL debugging, so the bundler drops the rest.
 * Build only: the dev server's dependency optimizer pre-bundles each aliased CommonJS module as a
 * dependency of its own, without these flags, and the app did not start that way ("Object
 * prototype may only be an Object or null" in Phaser's Class); `npm run dev` keeps the full Phaser.
 */
// Its real path: the bundler names modules by it, also when node_modules is a link (a worktree, pnpm).
const PHASER_SRC = realpathSync(join(import.meta.dirname, 'node_modules', 'phaser', 'src'));
const PHASER_FLAGS: Record<string, boolean> = {
  CANVAS_RENDERER: true,
  WEBGL_RENDERER: false,
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false,
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

/**
 * Checks Phaser's device modules run at import, which the boards never read and which cost a
 * throttled phone a long task: WebGL's makes a WebGL context (over 100 ms, and a GPU process woken
 * for nothing; without the WebGL renderer, WebGL counts as absent — its 2D half, whether image
 * data is a Uint8ClampedArray, is true in every browser the app runs in), and the canvas's
 * "inverse alpha" reads pixels back from a new canvas (a value nothing in Phaser reads). Each is
 * replaced by its answer; a Phaser update that changes one fails the build here.
 */
const PHASER_EDITS: { file: string; from: string; to: string }[] = [
  { file: join('device', 'Features.js'), from: 'Features.webGL = testWebGL();', to: 'Features.webGL = false; isUint8 = true;' },
  { file: join('device', 'CanvasFeatures.js'), from: 'CanvasFeatures.supportInverseAlpha = checkInverseAlpha();', to: 'CanvasFeatures.supportInverseAlpha = false;' },
];

/**
 * The dev server's Phaser is the full build: there, 'phaser-src/...' (the parts board/load.ts
 * loads in turn in a build) is that same full Phaser, so every import resolves (the dependency
 * scan reads them) and the parts cost nothing more.
 */
function fullPhaserInDev(): Plugin {
  return {
    name: 'boardwright:full-phaser-in-dev',
    apply: 'serve',
    config: () => ({ resolve: { alias: [{ find: /^phaser-src\/.*$/, replacement: 'phaser' }] } }),
  };
}

function slimPhaser(): Plugin {
  const flag = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  return {
    name: 'boardwright:slim-phaser',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^phaser$/, replacement: join(import.meta.dirname, 'src', 'board', 'phaser.ts') },
          { find: /^phaser-src\//, replacement: `${PHASER_SRC}/` },
        ],
      },
    }),
    transform(code, id) {
      if (!id.startsWith(PHASER_SRC)) return null;
      let out = code;
      for (const edit of PHASER_EDITS) {
        if (id !== join(PHASER_SRC, edit.file)) continue;
        if (!out.includes(edit.from)) this.error(`${id} no longer runs '${edit.from}': update vite.config.ts (PHASER_EDITS).`);
        out = out.replace(edit.from, edit.to);
      }
      if (out.includes('typeof ')) out = out.replace(flag, (_, name: string) => String(PHASER_FLAGS[name]));
      return out === code ? null : { code: out, map: null };
    },
  };
}

// How the code a table URL needs is cut into files (issue 27). Left to the automatic splitting, a
// table's code came in ~26 files, one per set of screens sharing a module; on a phone's slow link
// each file costs a round trip, and the prompt (a table's largest paint) waited for the last one.
// Here the code only the table's first screen reaches is one file, and the code it shares with the
// other screens (Rules, the card browser, setup) another; the menu's entry keeps everything it
// imports, and the board (loaded after the table's HTML) stays apart.
interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
interface Context {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** What a table URL loads first: the table screen, the session, the URL's reader. */
const FIRST = /[\\/]src[\\/](views[\\/]table[\\/]TableScreen\.tsx|app[\\/]session\.ts|app[\\/]url-setup\.ts)$/;
/** The rest of the table's family: screens that are tables too, the table's own parts loaded later, and the board. */
const FAMILY = /[\\/]src[\\/](views[\\/](table|nv)[\\/]|views[\\/]kiosk[\\/]KioskTable\.tsx$|board[\\/])/;

/**
 * The modules that load a module with them: the entries and the targets of an import() whose
 * static imports reach it. A root that is itself imported statically is walked past too.
 */
function rootsOf(id: string, ctx: Context): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const todo = [id];
  for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
    const info = ctx.getModuleInfo(m);
    // The page's entry is the HTML, which the module graph may not hold: what has no importer is an entry.
    if (!info || info.isEntry || info.importers.length === 0 || info.dynamicImporters.length > 0) roots.add(m);
    if (!info) continue;
    for (const importer of info.importers) if (!seen.has(importer)) seen.add(importer), todo.push(importer);
  }
  return roots;
}

function isEntry(id: string, ctx: Context): boolean {
  const info = ctx.getModuleInfo(id);
  return !info || info.isEntry || (info.importers.length === 0 && info.dynamicImporters.length === 0);
}

/** The chunk a module goes in: 'table', 'screens' or null (the automatic splitting decides). */
function tableChunk(id: string, ctx: Context): string | null {
  const roots = [...rootsOf(id, ctx)];
  if (!roots.some((r) => FIRST.test(r))) return null;
  // What an entry (the menu's, the worker's) imports stays where the entry finds it.
  if (roots.some((r) => isEntry(r, ctx))) return null;
  return roots.every((r) => FIRST.test(r) || FAMILY.test(r)) ? 'table' : 'screens';
}

/**
 * A table's first files fetched with the page on a table's URL (`?game=...`), not after the entry
 * has run (issue 27). The entry learns from the URL that it opens a table and only then imports the
 * table's code; on a phone's slow link that was two downloads one after the other (the entry, then
 * the table, the session, the engines), and the prompt waited for both. A few bytes of script at the
 * end of the page read the URL the same way and ask for those files at once, as module preloads
 * the entry's import() then finds loaded. The files are read from the bundle: the chunks that hold
 * FIRST's modules (below) and what they import, with their styles, less what the page already
 * loads. Other URLs (the menu, the showcase) preload nothing more.
 */
function preloadTableOnTableUrl(): Plugin {
  return {
    name: 'boardwright:preload-table',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        const todo = chunks.filter((c) => c.moduleIds.some((id) => FIRST.test(id))).map((c) => c.fileName);
        for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
          if (files.has(f) || loaded.has(f)) continue;
          files.add(f);
          const chunk = byName.get(f);
          todo.push(...(chunk?.imports ?? []));
          for (const css of chunk?.viteMetadata?.importedCss ?? []) files.add(css);
        }
        if (files.size === 0) throw new Error('preloadTableOnTableUrl: no chunk holds the table\'s first modules (FIRST).');
        const list = JSON.stringify([...files].sort());
        const code = `if(/[?&]game=/.test(location.search))for(const f of ${list}){const l=document.createElement('link');if(f.endsWith('.css'))l.rel='preload',l.as='style';else l.rel='modulepreload';l.crossOrigin='';l.href='./'+f;document.head.append(l)}`;
        return [{ tag: 'script', children: code, injectTo: 'body' }];
      },
    },
  };
}

/**
 * The security headers (issue 45), from the built page: dist/_headers, which Netlify and Cloudflare
 * Pages read (the README says how other hosts send the same), with the Content-Security-Policy
 * allowing the page's inline script and style by their hashes, computed here from the index.html
 * just written. BOARDWRIGHT_FRAME_ANCESTORS lists who may frame the app (a venue's page; nobody by
 * default). `vite preview` (`npm start`, the e2e server) sends what the built _headers says.
 */
function securityHeadersFile(): Plugin {
  let outDir = '';
  return {
    name: 'boardwright:security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const headers = securityHeaders(inlineHashes(html), frameAncestors(process.env.BOARDWRIGHT_FRAME_ANCESTORS));
      writeFileSync(join(outDir, '_headers'), headersFile(headers));
    },
    configurePreviewServer(server) {
      const file = join(outDir, '_headers');
      if (!existsSync(file)) {
        server.config.logger.warn(`${file} is missing: the preview sends no security headers (build first).`);
        return;
      }
      const headers = Object.entries(readHeadersFile(readFileSync(file, 'utf8')));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}

/** The release label tabs compare (src/app/version.ts): package.json's, or BOARDWRIGHT_VERSION. */
/** The other languages' files, out of the precache and into the service worker's own caches. */
const languages = keptLanguages();

const APP_VERSION = process.env.BOARDWRIGHT_VERSION ?? (JSON.parse(readFileSync(join(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }).version;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  // Relative base: the same build works at a domain root or under a sub-path.
  base: './',
  // No public directory: see pwaIcons() above.
  publicDir: false,
  build: {
    target: 'es2022',
    // The board's chunk (Phaser's parts and the boards) is ~580 kB; the budget that matters is the precache total above.
    chunkSizeWarningLimit: 1024,
    // Never inline assets as data URIs: Phaser's SVG loader decodes data URIs as base64 and fails
    // on Vite's URL-encoded SVGs (seen once at boot with the small logo). Files are precached anyway.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The rules engines, which both the page (once a table opens) and the bot worker run, are
          // one chunk with a name that says so (workerInMainBuild below). Not the shared vocabulary
          // (engine/core/types.ts: the languages and games the menu lists): the menu must not
          // load the engines for it. Every other shared chunk is named after a module.
          // Phaser's parts (board/load.ts loads them in turn) are named after it, one chunk per
          // set of parts that loads them.
          // The English words (the fallback, which every screen reads) are a file of their own that
          // the entry imports, so the page fetches them beside the entry, not inside it: on a phone's
          // slow link (Lighthouse's simulated 4G) the 64 KB entry was the longest download before
          // any screen, and a table's files waited for it to arrive and run. What the page and the
          // bot worker share at start (the vocabulary, the store, Comlink) is one file, not three
          // round trips.
          groups: [
            { name: 'words', test: /[\\/]src[\\/]i18n[\\/](.+[\\/])?en\.ts$/ },
            { name: 'shared', test: /([\\/]src[\\/](engine[\\/]core[\\/]types|model[\\/]store)\.ts|[\\/]node_modules[\\/]comlink[\\/].*)$/ },
            { name: 'engines', test: (id) => /[\\/]src[\\/]engine[\\/]/.test(id) && !/[\\/]engine[\\/]core[\\/]types\.ts$/.test(id) },
            { name: 'phaser', test: /[\\/]node_modules[\\/](phaser|eventemitter3)[\\/]/, entriesAware: true },
            // Captured alone: what the menu imports stays in its entry (see tableChunks above).
            { name: tableChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  worker: {
    // engine.worker.ts is an ES module worker (new Worker(url, { type: 'module' })).
    format: 'es',
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  plugins: [
    // The it/ja/ru catalogues without their keys (build only; scripts/build/compact-catalogues.ts).
    compactCatalogues(),
    slimPhaser(),
    fullPhaserInDev(),
    pwaIcons(),
    preloadFont(),
    preloadTableOnTableUrl(),
    securityHeadersFile(),
    workerInMainBuild(),
    languages.plugin,
    VitePWA({
      // A new version waits until the player accepts it between games (src/app/pwa.ts).
      registerType: 'prompt',
      injectRegister: 'auto',
      // The icons are already matched by globPatterns below; listing them twice would duplicate them.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'Boardwright',
        short_name: 'Boardwright',
        description: 'Tabletop games against AI opponents, offline: Innovation, Gear & Piston and Gears.',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f3b36',
        background_color: '#171c26', // the page background (index.html), so the splash matches
        categories: ['games'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs offline: code (incl. the bot worker), images, fonts, audio (less
        // the other languages, which languages.leaveOut takes out).
        globPatterns: ['**/*.{js,mjs,css,html,json,png,svg,webp,jpg,jpeg,gif,ico,woff,woff2,ttf,otf,mp3,ogg,wav,m4a}'],
        // No file may drop out of the precache silently: the budget check above sees them all.
        maximumFileSizeToCacheInBytes: 256 * 1024 * 1024,
        // The other languages leave the manifest before the budget counts it.
        manifestTransforms: [languages.leaveOut, precacheBudget],
        // Keeps those languages: on first use, when the page names its own, and across updates.
        importScripts: [LANG_SCRIPT],
        // Deep links such as ?game=gears&seed=5 open the cached app shell.
        navigateFallback: 'index.html',
        // The first visit is controlled as soon as the worker activates (updates still wait).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});

import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { paraglideOptions } from './scripts/i18n.mjs';
import { suiteSeed } from './tests/seed';

/** SvelteKit's output dir (svelte.config.js): ADIUTANT_OUT=name builds use .svelte-kit-name/ */
const KIT_OUT = process.env.ADIUTANT_OUT ? `.svelte-kit-${process.env.ADIUTANT_OUT}` : '.svelte-kit';

/** Vite and SvelteKit (also in worker threads) load this config several times per build */
const COMPILED_FLAG = 'ADIUTANT_I18N_COMPILED';

/**
 * i18n: Paraglide JS compiles messages/*.json into src/lib/paraglide (gitignored).
 * Offline: project.inlang/settings.json loads its plugin from node_modules (see scripts/i18n.mjs).
 *
 * - `vite dev`: Paraglide's own Vite plugin, which recompiles when a message changes.
 * - `vite build` and Vitest: scripts/i18n.mjs in a child process, once. (In-process, the inlang
 *   SDK leaves 30-second timers behind that would keep `vite build` alive after it is done.)
 */
function i18n(command: 'build' | 'serve'): Plugin[] {
  if (command === 'serve' && !process.env.VITEST) return [paraglideVitePlugin(paraglideOptions)].flat();
  return [
    {
      name: 'adiutant:paraglide-compile',
      config() {
        if (process.env[COMPILED_FLAG]) return;
        process.env[COMPILED_FLAG] = '1';
        execFileSync(process.execPath, ['scripts/i18n.mjs'], { stdio: 'inherit' });
      }
    }
  ];
}

/**
 * Content-Security-Policy (csp.config.js: style-src 'self', no inline styles): SvelteKit's
 * generated root component hides its route announcer with a style="" attribute, which the policy
 * blocks (sveltejs/kit#11993), leaving the announced page title visible. The attribute is dropped
 * here before Svelte compiles the component; src/app.css hides #svelte-announcer instead. (If
 * SvelteKit stops writing it, this does nothing; tests/e2e/security.spec.ts fails on any violation.)
 */
function announcerWithoutInlineStyle(): Plugin {
  return {
    name: 'adiutant:announcer-without-inline-style',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]generated[\\/]root\.svelte$/.test(id.split('?')[0] ?? '')) return;
      const out = code.replace(/(<div id="svelte-announcer"[^>]*?)\s+style="[^"]*"/, '$1');
      return out === code ? undefined : { code: out, map: null };
    }
  };
}

// one seed for the run's samples (tests/seed.ts), the same in every test worker
if (process.env.VITEST) process.env.ADIUTANT_SEED ??= String(suiteSeed());

export default defineConfig(({ command }) => ({
  build: {
    // Two rules for the client's chunks:
    // - Svelte's runtime and SvelteKit's client are one chunk ('framework'). Every page runs them;
    //   split by Rollup they made ~15 small files per page, each with its own imports, exports
    //   and gzip dictionary. As one file, home's first load is ~5 KB gzip smaller (61 -> 56 KB in
    //   26 -> 16 scripts), and every other page ~6 KB smaller too.
    // - Paraglide compiles each message into a module of its own, and the routes and lazy sheets
    //   share them in many combinations, so Rollup made ~70 chunks, many of a few hundred bytes.
    //   Rollup merges chunks under 2 KB without side effects into a chunk their importers load
    //   anyway (a page may fetch a few hundred bytes it does not run).
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 2000,
        manualChunks: (id: string) => (/node_modules[\\/](svelte|@sveltejs[\\/]kit)[\\/]/.test(id) ? 'framework' : undefined)
      }
    }
  },
  plugins: [
    announcerWithoutInlineStyle(),
    i18n(command),
    sveltekit(),
    SvelteKitPWA({
      registerType: 'autoUpdate',
      // the app registers the service worker itself (src/lib/app/service-worker.ts, at /sw.js with
      // scope /: keep in step with buildBase and scope below)
      injectRegister: false,
      // SvelteKit builds with relative asset paths, so by default the plugin registers './sw.js'
      // with scope './' and links './manifest.webmanifest': on a first visit to a deep link
      // (/game/…) that is /game/sw.js, a 404, and no offline app. The app lives at the root.
      buildBase: '/',
      scope: '/',
      strategies: 'generateSW',
      // The service worker is generated into SvelteKit's server output and then moved next to the
      // client files; @vite-pwa/sveltekit looks for it in `${outDir}/server`, with outDir
      // defaulting to .svelte-kit/output whatever kit.outDir is. Both paths are set here, so that
      // ADIUTANT_OUT builds have their sw.js too (and never touch the default build's files).
      outDir: `${KIT_OUT}/output`,
      manifest: {
        name: 'Adiutant — Manoeuvre',
        short_name: 'Adiutant',
        description: 'Sędzia i nauczyciel gry Manoeuvre (GMT Games), działa bez internetu. / An offline referee and teacher for Manoeuvre.',
        lang: 'pl',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#2b3a55',
        background_color: '#f6f1e3',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' }
        ]
      },
      workbox: {
        swDest: `${KIT_OUT}/output/server/sw.js`,
        // everything the app needs, so that a reload works offline after the first visit
        // (globDirectory is .svelte-kit/output; nothing is prerendered: the SPA shell is added by
        // kit.spa below. A non-empty modifyURLPrefix keeps the plugin from adding a 'prerendered/'
        // pattern that matches nothing and warns on every build.)
        // (wasm: the QR scanner's ZXing, ~1.1 MB, for the table link on phones without BarcodeDetector, issue 34)
        globPatterns: ['client/**/*.{js,css,html,svg,png,ico,webp,webmanifest,json,wasm}'],
        modifyURLPrefix: { 'client/': '' },
        navigateFallback: '/',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // a new version waits until the page tells it to take over (SKIP_WAITING), which the page
        // does only when nothing is unconfirmed (src/lib/app/service-worker.ts, issue 22)
        skipWaiting: false
      },
      kit: {
        // adapter-static writes the SPA shell as build/index.html (svelte.config.js)
        adapterFallback: 'index.html',
        outDir: KIT_OUT,
        spa: { fallbackMapping: '/' },
        includeVersionFile: true
      }
    })
  ],
  test: {
    // the files: each project's `include` below (a root `include` would be added to both)
    setupFiles: ['tests/unit/setup.ts'],
    // one test file per core: Vitest's default (cores - 1) runs one file at a time on a 2-core machine
    maxWorkers: Math.max(2, availableParallelism()),
    // Two projects (issue 31 §3). The pure modules' tests (engine, data, bot, lessons, review,
    // link) share their modules within a worker: loading the engine, data and bot afresh for each
    // of some 80 files cost half the unit stage's CPU, and these tests keep no state between files.
    // The tests of the app, the store and the UI keep a fresh module graph per file: they share
    // fake IndexedDB's databases (the app's own), the UI's locale and fake timers.
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['tests/unit/{rules,data,bot,learn,review,link,random}/**/*.test.ts'],
          isolate: false
        }
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/{rules,data,bot,learn,review,link,random}/**']
        }
      }
    ],
    environment: 'node',
    // the seed at the start, the slowest files at the end (tests/reporters/vitest-seed.ts)
    reporters: ['default', './tests/reporters/vitest-seed.ts'],
    // property tests run thousands of cases; a slow shared CI machine must not time them out
    testTimeout: 60_000
  }
}));

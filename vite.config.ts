import { execFileSync } from 'node:child_process';
import { sveltekit } from '@sveltejs/kit/vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { paraglideOptions } from './scripts/i18n.mjs';

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

export default defineConfig(({ command }) => ({
  plugins: [
    i18n(command),
    sveltekit(),
    SvelteKitPWA({
      registerType: 'autoUpdate',
      // the app registers the service worker itself (src/routes/+layout.svelte, virtual:pwa-register)
      injectRegister: false,
      strategies: 'generateSW',
      manifest: {
        name: 'Adiutant — Manoeuvre',
        short_name: 'Adiutant',
        description:
          'Sędzia i nauczyciel gry Manoeuvre (GMT Games), działa bez internetu. / An offline referee and teacher for Manoeuvre.',
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
        // everything the app needs, so that a reload works offline after the first visit
        // (globDirectory is .svelte-kit/output; nothing is prerendered: the SPA shell is added by
        // kit.spa below. A non-empty modifyURLPrefix keeps the plugin from adding a 'prerendered/'
        // pattern that matches nothing and warns on every build.)
        globPatterns: ['client/**/*.{js,css,html,svg,png,ico,webp,webmanifest,json}'],
        modifyURLPrefix: { 'client/': '' },
        navigateFallback: '/',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true
      },
      kit: {
        // adapter-static writes the SPA shell as build/index.html (svelte.config.js)
        adapterFallback: 'index.html',
        outDir: process.env.ADIUTANT_OUT ? `.svelte-kit-${process.env.ADIUTANT_OUT}` : '.svelte-kit',
        spa: { fallbackMapping: '/' },
        includeVersionFile: true
      }
    })
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // property tests run thousands of cases; a slow shared CI machine must not time them out
    testTimeout: 60_000
  }
}));

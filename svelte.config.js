import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { directives, finishBuild } from './csp.config.js';

// ADIUTANT_OUT=name builds into build-name/ with .svelte-kit-name/, so several builds (parallel
// work, benchmarks) do not overwrite each other. Default: build/ and .svelte-kit/.
const out = process.env.ADIUTANT_OUT;
const buildDir = out ? `build-${out}` : 'build';

const staticAdapter = adapter({ fallback: 'index.html', pages: buildDir, assets: buildDir, strict: true });

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // SPA: every route falls back to index.html; the app works offline from the service worker.
    // After adapter-static: the CSP <meta> of the shell checked, _headers written (csp.config.js).
    adapter: {
      ...staticAdapter,
      async adapt(builder) {
        await staticAdapter.adapt(builder);
        await finishBuild(buildDir);
      }
    },
    outDir: out ? `.svelte-kit-${out}` : '.svelte-kit',
    serviceWorker: { register: false },
    // Content-Security-Policy <meta> in the SPA shell, with the sha256 of SvelteKit's inline
    // bootstrap script (one definition of the policy for meta, header and _headers: csp.config.js)
    csp: { mode: 'hash', directives }
  }
};

export default config;

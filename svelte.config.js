import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// ADIUTANT_OUT=name builds into build-name/ with .svelte-kit-name/, so several builds (parallel
// work, benchmarks) do not overwrite each other. Default: build/ and .svelte-kit/.
const out = process.env.ADIUTANT_OUT;
const buildDir = out ? `build-${out}` : 'build';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // SPA: every route falls back to index.html; the app works offline from the service worker.
    adapter: adapter({ fallback: 'index.html', pages: buildDir, assets: buildDir, strict: true }),
    outDir: out ? `.svelte-kit-${out}` : '.svelte-kit',
    serviceWorker: { register: false }
  }
};

export default config;

import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
  kit: {
    // SPA: every route falls back to index.html; the app works offline from the service worker.
    adapter: adapter({ fallback: 'index.html', pages: 'build', assets: 'build', strict: true }),
    serviceWorker: { register: false }
  }
};

export default config;

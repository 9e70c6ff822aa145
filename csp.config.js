// The Content-Security-Policy of Adiutant, defined once and delivered three ways:
//  - <meta http-equiv="content-security-policy"> in the SPA shell (build/index.html): SvelteKit
//    writes it from `kit.csp` (svelte.config.js) with the sha256 of its inline bootstrap script;
//    `finishBuild` below checks that every inline script of the shell is hashed in it (and puts a
//    correct one in if not), so the page is protected on any static host and offline (the
//    service worker serves the same file);
//  - an HTTP header from scripts/serve.mjs (`npm start`, the e2e tests);
//  - a `_headers` file in the build output (Netlify / Cloudflare Pages format) for static hosts.
// The header carries what a <meta> cannot (frame-ancestors) plus X-Content-Type-Options and
// Referrer-Policy.
//
// The app is fully offline: everything comes from its own origin. No 'unsafe-eval', no remote
// origins, no inline scripts but SvelteKit's hashed bootstrap, no inline styles: Svelte's `style:`
// directives set styles through the CSSOM (element.style), which CSP does not restrict.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Directives in SvelteKit's `kit.csp.directives` format: keywords without quotes
 * ('self' is written self); SvelteKit adds the hashes of its inline scripts to script-src.
 * @type {NonNullable<NonNullable<import('@sveltejs/kit').KitConfig['csp']>['directives']>}
 */
export const directives = {
  'default-src': ['self'],
  // 'wasm-unsafe-eval': the in-app QR scanner of the table link (issue 34) compiles ZXing's
  // WebAssembly (a file of the app, precached) where the browser has no BarcodeDetector of its
  // own (iOS Safari). It lets WebAssembly be compiled, never JavaScript: eval() stays refused.
  'script-src': ['self', 'wasm-unsafe-eval'],
  'style-src': ['self'],
  // data: and blob: for images the app may build itself (SVG patterns, exported pictures)
  'img-src': ['self', 'data:', 'blob:'],
  'font-src': ['self'],
  'connect-src': ['self'],
  'manifest-src': ['self'],
  'worker-src': ['self'],
  'object-src': ['none'],
  'base-uri': ['self'],
  'form-action': ['self'],
  // only in the header: browsers ignore frame-ancestors in a <meta> (SvelteKit leaves it out there)
  'frame-ancestors': ['none']
};

/** directives that have no effect in a <meta> tag */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** source keywords that CSP writes in single quotes */
const QUOTED = new Set([
  'self',
  'none',
  'unsafe-eval',
  'unsafe-hashes',
  'unsafe-inline',
  'strict-dynamic',
  'report-sample',
  'wasm-unsafe-eval',
  'script'
]);

/**
 * The policy as a header (or meta content) value.
 * @param {{ scriptHashes?: string[], meta?: boolean }} [options] scriptHashes: `sha256-…` sources
 *   for the inline scripts of the page; meta: leave out what a <meta> cannot carry
 * @returns {string}
 */
export function policy({ scriptHashes = [], meta = false } = {}) {
  /** @type {string[]} */
  const parts = [];
  for (const [name, value] of Object.entries(directives)) {
    if (!Array.isArray(value) || (meta && HEADER_ONLY.has(name))) continue;
    const sources = name === 'script-src' ? [...value, ...scriptHashes] : [...value];
    const written = sources.map((s) => (QUOTED.has(s) || /^(nonce|sha\d{3})-/.test(s) ? `'${s}'` : s));
    parts.push([name, ...written].join(' '));
  }
  return parts.join('; ');
}

/**
 * The sha256 sources of every inline <script> of an HTML page (what the browser hashes: the exact
 * text between the tags).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...new Set(hashes)];
}

/**
 * All security headers for a response of the app.
 * @param {string[]} scriptHashes the inline-script hashes of the app shell (inlineScriptHashes)
 * @returns {Record<string, string>}
 */
export function securityHeaders(scriptHashes) {
  return {
    'Content-Security-Policy': policy({ scriptHashes }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer'
  };
}

const META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"\s*\/?>/i;

/**
 * After the adapter wrote the static build: make sure the SPA shell carries a CSP <meta> that
 * allows exactly its inline scripts, and write `_headers` for static hosts.
 * @param {string} dir the build output (build/ or build-NAME/)
 * @param {string} [shell] the SPA fallback page inside it
 */
export async function finishBuild(dir, shell = 'index.html') {
  const file = join(dir, shell);
  let html = await readFile(file, 'utf8');
  const hashes = inlineScriptHashes(html);
  const tag = `<meta http-equiv="content-security-policy" content="${policy({ scriptHashes: hashes, meta: true })}">`;
  const existing = html.match(META);
  const content = existing?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"') ?? '';
  if (!existing || !hashes.every((h) => content.includes(`'${h}'`))) {
    // SvelteKit did not write one (or it misses a script): put ours at the top of <head> (after
    // the charset), before any script or stylesheet, so that it governs them all
    html = existing ? html.replace(META, tag) : html.replace(/<head>(\s*<meta charset[^>]*>)?/i, (head) => `${head}\n    ${tag}`);
    if (!META.test(html)) throw new Error(`${file}: no <head> to put the Content-Security-Policy in`);
    await writeFile(file, html);
  }
  const lines = ['/*', ...Object.entries(securityHeaders(hashes)).map(([k, v]) => `  ${k}: ${v}`)];
  await writeFile(join(dir, '_headers'), `${lines.join('\n')}\n`);
}

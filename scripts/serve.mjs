// A tiny static server for the built app (build/): no dependencies, SPA fallback to index.html.
// Every response carries the security headers of csp.config.js (Content-Security-Policy, with the
// hashes of the shell's inline scripts, nosniff, no referrer): the same as build/_headers.
// Usage: node scripts/serve.mjs   (PORT=8080 to change the port, HOST to change the interface)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { gzip as gzipAsync } from 'node:zlib';
import { promisify } from 'node:util';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, securityHeaders } from '../csp.config.js';

const OUT = process.env.ADIUTANT_OUT;
const ROOT = resolve(fileURLToPath(new URL(OUT ? `../build-${OUT}` : '../build', import.meta.url)));
const PORT = Number(process.env.PORT) || 4173;
const HOST = process.env.HOST || 'localhost';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm'
};

/** content types worth compressing */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

/** files that must always be revalidated so that updates reach the user */
function cacheControl(urlPath, filePath) {
  const name = filePath.slice(filePath.lastIndexOf(sep) + 1);
  if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest') || name.startsWith('workbox-')) {
    return 'no-cache';
  }
  if (urlPath.startsWith('/_app/immutable/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** @type {{ mtime: number, headers: Record<string, string> } | null} */
let cachedHeaders = null;

/** the security headers, for the shell currently built (a rebuild changes its script hash) */
async function headersNow() {
  const shell = join(ROOT, 'index.html');
  const info = await fileAt(shell);
  const mtime = info?.mtimeMs ?? 0;
  if (cachedHeaders?.mtime !== mtime) {
    const html = info ? await readFile(shell, 'utf8') : '';
    cachedHeaders = { mtime, headers: securityHeaders(inlineScriptHashes(html)) };
  }
  return cachedHeaders.headers;
}

const gzipped = promisify(gzipAsync);
/** @type {Map<string, { mtime: number, body: Promise<Buffer> }>} */
const gzipCache = new Map();

/** a file's gzip body, compressed once per version of the file (the app is a few MB of text) */
function gzipOf(path, info) {
  const hit = gzipCache.get(path);
  if (hit && hit.mtime === info.mtimeMs) return hit.body;
  const body = readFile(path).then((b) => gzipped(b));
  gzipCache.set(path, { mtime: info.mtimeMs, body });
  body.catch(() => gzipCache.delete(path));
  return body;
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  for (const [name, value] of Object.entries(await headersNow())) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let urlPath;
  let status = 200;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    // an address that cannot be decoded: the app shell, whose error page says so and leads home
    urlPath = '/index.html';
    status = 400;
  }
  let filePath = normalize(join(ROOT, urlPath));
  if (filePath !== ROOT && !filePath.startsWith(ROOT + sep)) {
    res.writeHead(403).end('Forbidden');
    return;
  }
  let info = await fileAt(filePath);
  if (!info) {
    const index = join(filePath, 'index.html');
    info = await fileAt(index);
    if (info) filePath = index;
  }
  if (!info) {
    if (extname(urlPath) !== '') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // SPA: unknown routes get the app shell, which routes on the client
    filePath = join(ROOT, 'index.html');
    info = await fileAt(filePath);
    if (!info) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('build/index.html is missing: run npm run build');
      return;
    }
  }
  const type = MIME[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  // text is sent gzip-compressed to browsers that accept it, as any static host does
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? await gzipOf(filePath, info).catch(() => null) : null;
  if (gzip && !body) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('could not read the file');
    return;
  }
  res.writeHead(status, {
    'Content-Type': type,
    ...(body ? { 'Content-Encoding': 'gzip', 'Content-Length': body.length } : { 'Content-Length': info.size }),
    Vary: 'Accept-Encoding',
    'Cache-Control': cacheControl(urlPath, filePath)
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) res.end(body);
  else createReadStream(filePath).pipe(res);
});

server.listen(PORT, HOST, () => {
  console.log(`Adiutant is running at http://localhost:${PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

// A single-page app: adapter-static writes build/index.html as the fallback for every route and
// the service worker serves it offline. Nothing is rendered on a server or prerendered.
export const ssr = false;
export const prerender = false;

// Links the router cannot read (issue 30): a path whose percent-escapes are not UTF-8 ("%E0%A4%A",
// "%ZZ") makes SvelteKit's router throw a URIError before any page is drawn — a white page, once the
// service worker serves the app shell for every address. The router's `reroute` hook (src/hooks.ts)
// sends such a path to a route that does not exist, so the root error page (src/routes/+error.svelte)
// answers it with a sentence and a way home; the address bar keeps the link as it was.

/** The path no route matches: the error page says the link is damaged. */
export const BAD_LINK_PATH = '/__bad-link';

/** Whether the router can decode this path (every percent-escape a valid UTF-8 sequence). */
export function readablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// The table link of this page (issue 34): at most one host link (this phone keeps a game and
// other phones play or watch it) or one guest link (this phone plays or watches another's game).
// It outlives a route change inside the app (the rules, the summary), not the page.
import type { Session } from './session.svelte';
import { LinkHost } from './link-host.svelte';
import { LinkGuest } from './link-guest.svelte';
import { appOverrides } from './storage';

class Table {
  host: LinkHost | null = $state(null);
  guest: LinkGuest | null = $state(null);
}

export const table = new Table();

/** Per game, the taps each guest had played on this page: a link stopped and paired again still knows them. */
const played = new Map<string, Map<string, Set<number>>>();

/** The host link of the game on screen: the one already open for it, or a new one (another game's is closed). */
export async function hostLink(session: Session): Promise<LinkHost> {
  if (table.host?.session.id === session.id) {
    table.host.attach(session);
    return table.host;
  }
  table.host?.close();
  if (!played.has(session.id)) played.set(session.id, new Map());
  table.host = new LinkHost(session, await appOverrides(), played.get(session.id));
  return table.host;
}

/** This page's guest link (a rejoin keeps the same one: the same guest, its copy and its taps). */
export function guestLink(): LinkGuest {
  table.guest ??= new LinkGuest();
  return table.guest;
}

/** The guest leaves: its link closes and nothing of the game stays on this phone. */
export function leaveGuest(): void {
  table.guest?.close();
  table.guest = null;
}

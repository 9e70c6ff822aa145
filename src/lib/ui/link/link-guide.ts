// The table link's guide over the play screen (issue 34). On the host phone: the waiting card while
// the linked phone's player decides, this phone's player's edge at the bottom once a player's phone
// is linked, and the Link button in the header. On a guest phone: the waiting card for the other
// player's steps, for a watcher, and while its link is down (the game goes on on the host phone).
import type { Snippet } from 'svelte';
import type { LinkHost } from '$lib/app/link-host.svelte';
import type { Session } from '$lib/app/session.svelte';
import type { PlayGuide } from '$lib/ui/game/guide';

const NOTHING = { highlights: {}, highlightNames: {}, selected: null };

/** The host phone's guide (`link` null: no link yet, only the button). */
export function hostGuide(session: Session, link: LinkHost | null, card: Snippet, tools: Snippet): PlayGuide {
  const guestSeat = link?.guestSeat ?? null;
  return {
    card: guestSeat !== null && session.prompt.player === guestSeat ? card : null,
    ...(guestSeat === null ? {} : { seat: (1 - guestSeat) as 0 | 1 }),
    ...NOTHING,
    tools
  };
}

/** A guest phone's guide: `seat` null for a watcher; `linked` false while its link is down. */
export function guestGuide(session: Session, seat: 0 | 1 | null, linked: boolean, card: Snippet, tools: Snippet): PlayGuide {
  const other = session.prompt.player !== null && session.prompt.player !== seat;
  return {
    card: seat === null || !linked || other ? card : null,
    ...(seat === null ? {} : { seat }),
    ...NOTHING,
    tools
  };
}

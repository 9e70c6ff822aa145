// Issue 34: who sees the waiting card in place of the action bar, and from which edge, on each phone
// of a table link — every prompt's player (0, 1, nobody) against every phone (host with no link, a
// player's phone linked, a watcher; a guest linked or down).
import { describe, expect, it } from 'vitest';
import type { Snippet } from 'svelte';
import type { LinkHost } from '$lib/app/link-host.svelte';
import type { Session } from '$lib/app/session.svelte';
import { guestGuide, hostGuide } from '$lib/ui/link/link-guide';

const CARD = (() => {}) as unknown as Snippet;
const TOOLS = (() => {}) as unknown as Snippet;
const deciding = (player: 0 | 1 | null) => ({ prompt: { player } }) as unknown as Session;
const PLAYERS = [0, 1, null] as const;

describe('the guest phone’s guide (issue 34)', () => {
  for (const seat of PLAYERS)
    for (const linked of [true, false])
      for (const player of PLAYERS)
        it(`seat ${seat}, ${linked ? 'linked' : 'down'}, step of ${player}: the card only where this phone decides nothing`, () => {
          const g = guestGuide(deciding(player), seat, linked, CARD, TOOLS);
          const decides = linked && seat !== null && (player === null || player === seat);
          expect(g.card).toBe(decides ? null : CARD);
          // a player's phone keeps its own edge at the bottom; a watcher's board turns as in any game
          expect(g.seat).toBe(seat ?? undefined);
          expect(g.tools).toBe(TOOLS);
        });
});

describe('the host phone’s guide (issue 34)', () => {
  for (const guestSeat of PLAYERS)
    for (const player of PLAYERS)
      it(`guest's seat ${guestSeat}, step of ${player}: the card only while the linked phone's player decides`, () => {
        const link = guestSeat === null ? null : ({ guestSeat } as unknown as LinkHost);
        const g = hostGuide(deciding(player), link, CARD, TOOLS);
        expect(g.card).toBe(guestSeat !== null && player === guestSeat ? CARD : null);
        expect(g.seat).toBe(guestSeat === null ? undefined : 1 - guestSeat);
        expect(g.tools).toBe(TOOLS);
      });
});

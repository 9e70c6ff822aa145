// Adiutant's guide over the play screen (issue 26): its card while its seat decides (should the bot
// fail, the ordinary bar lets a person play its step), the human's edge at the bottom, its proposed
// action's unit, squares and arrow on the board.
import type { Snippet } from 'svelte';
import { actionMarks } from '$lib/app/opponent-card';
import type { SoloGame } from '$lib/app/solo.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { PlayGuide } from '$lib/ui/game/guide';

export function soloGuide(solo: SoloGame, card: Snippet): PlayGuide {
  const b = solo.proposal ? actionMarks(solo.proposal.chosen.action) : { selected: null, highlights: {}, lines: [] };
  return {
    card: solo.decides && !solo.failure ? card : null,
    seat: solo.human,
    highlights: b.highlights,
    highlightNames: { dest: m.solo_hl_dest(), target: m.solo_hl_target() },
    selected: b.selected,
    lines: b.lines
  };
}

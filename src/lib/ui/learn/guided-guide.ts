// The guided battle's guide over the play screen (issue 25): its card in the action bar's place
// while one is up, France's edge at the bottom all game, the opponent's unit and where it goes or
// what it attacks on the board.
import type { Snippet } from 'svelte';
import type { GuidedBattle } from '$lib/app/guided-battle.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { PlayGuide } from '$lib/ui/game/guide';

export function guidedGuide(guided: GuidedBattle, card: Snippet): PlayGuide {
  const b = guided.board;
  return {
    card: guided.card ? card : null,
    seat: 0,
    highlights: b.highlights,
    highlightNames: { dest: m.gb_hl_dest(), target: m.gb_hl_target() },
    selected: b.selected,
    lines: b.lines
  };
}

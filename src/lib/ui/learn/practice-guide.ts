// A practice game's guide over the play screen (issue 33 §3): its card (the goal, then the
// verdict) in the action bar's place while one is up, the player's edge at the bottom; with a
// "hold" verdict, the squares of the enemy half the engine counted for the player on the board.
import type { Snippet } from 'svelte';
import type { PracticeDriver } from '$lib/app/practice-driver.svelte';
import { m } from '$lib/paraglide/messages.js';
import type { PlayGuide } from '$lib/ui/game/guide';

export function practiceGuide(practice: PracticeDriver, card: Snippet): PlayGuide {
  const held = practice.card?.kind === 'verdict' ? (practice.card.verdict.held ?? []) : [];
  return {
    card,
    seat: practice.practice.seat,
    highlights: Object.fromEntries(held.map((sq) => [sq, 'dest'])),
    highlightNames: { dest: m.pg_hl_held() },
    selected: null
  };
}

// A practice game's guide over the play screen (issue 33 §3): its card (the goal, then the
// verdict) in the action bar's place while one is up, the player's edge at the bottom.
import type { Snippet } from 'svelte';
import type { PracticeDriver } from '$lib/app/practice-driver.svelte';
import type { PlayGuide } from '$lib/ui/game/guide';

export function practiceGuide(practice: PracticeDriver, card: Snippet): PlayGuide {
  return { card, seat: practice.practice.seat, highlights: {}, highlightNames: {}, selected: null };
}

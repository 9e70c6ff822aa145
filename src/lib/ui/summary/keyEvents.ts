// The key events of a game for its printable summary: combats (declared and resolved),
// eliminations, restorations and Redoubts, Guerrilla answers, decks running out, nightfall and the
// end. The words are the history's (describe.ts); which actions count as key is read from the
// states before and after each action, never decided here.
import type { Locale } from '$lib/i18n.svelte';
import type { Game } from '$lib/rules';
import { historyEntries, type HistoryEntry } from '$lib/ui/describe';

export type KeyKind =
  'combat' | 'combat-result' | 'elimination' | 'restoration' | 'redoubt' | 'guerrilla' | 'exhausted' | 'nightfall' | 'end';

export interface KeyEvent extends HistoryEntry {
  kinds: KeyKind[];
}

const COMBATS = new Set(['assault', 'ambush', 'bombard', 'volley', 'grand-battery']);

export function keyEvents(game: Game, locale?: Locale): KeyEvent[] {
  const entries = historyEntries(game, locale);
  const games: Game[] = [];
  for (let g: Game | null = game; g; g = g.previous) games.push(g);
  games.reverse();
  const out: KeyEvent[] = [];
  for (let i = 1; i < games.length; i++) {
    const before = games[i - 1]!.state;
    const after = games[i]!.state;
    const a = games[i]!.lastAction!;
    const kinds: KeyKind[] = [];
    if (COMBATS.has(a.type)) kinds.push('combat');
    if (a.type === 'roll' && before.combat && before.combat.step === 'roll') kinds.push('combat-result');
    if (before.armies && after.armies && [0, 1].some((x) => after.armies![x]!.eliminated.length > before.armies![x]!.eliminated.length))
      kinds.push('elimination');
    if (a.type === 'restore' || a.type === 'rally' || (a.type === 'pass' && before.pending?.purpose === 'restore'))
      kinds.push('restoration');
    if (a.type === 'redoubt') kinds.push('redoubt');
    if (a.type === 'guerrilla') kinds.push('guerrilla');
    if ([0, 1].some((x) => after.decks[x]!.exhausted && !before.decks[x]!.exhausted)) kinds.push('exhausted');
    if (after.nightfallDue && !before.nightfallDue) kinds.push('nightfall');
    if (after.stage === 'over' && before.stage !== 'over') kinds.push('end');
    const entry = entries[i - 1];
    if (kinds.length && entry) out.push({ ...entry, kinds });
  }
  return out;
}

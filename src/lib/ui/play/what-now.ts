// "What now?": the teaching hint for the player who must act, derived only from what the engine
// says: `prompt(game)` (who acts, which step, which rule) and `legalActions(game)`.
import { m } from '$lib/paraglide/messages.js';
import { bookRule } from '$lib/ui/rulebook/sections';
import { other, type Game, type LegalAction, type Prompt } from '$lib/rules';
import { seatCardName, unitNameOn } from '$lib/ui/words/seat-names';
import type { MovementView } from '$lib/ui/input/MovementSelection.svelte';

/**
 * "What now?": one or more short sentences for the player who must act, derived from the engine's
 * prompt and legal actions (never from a rule of its own).
 */
export function whatNow(game: Game, p: Prompt, legal: readonly LegalAction[], view: MovementView): string[] {
  const s = game.state;
  const names = game.setup.players;
  const has = (type: string) => legal.some((l) => l.action.type === type);
  if (s.stage !== 'play') return [];
  if (p.step === 'guerrilla' && s.pending) {
    return [m.play_hint_guerrilla({ name: names[p.player ?? 0], card: seatCardName(game, s.active, s.pending.card) })];
  }
  if (p.step.startsWith('combat:')) return [m.play_hint_combat_step({ rule: bookRule(p.rule) })];
  switch (s.phase) {
    case 'discard':
      return [m.play_hint_discard()];
    case 'draw':
      return [has('draw') ? m.play_hint_draw() : m.play_hint_draw_full()];
    case 'movement': {
      if (view.forcedMarchFrom) return [m.play_hint_forced_march_pick({ unit: unitNameOn(game, view.forcedMarchFrom) })];
      if (view.selected) {
        const unit = unitNameOn(game, view.selected);
        return [
          view.destinations.length
            ? m.play_hint_move_selected({ unit, count: view.destinations.length })
            : m.play_hint_move_blocked({ unit })
        ];
      }
      const moved = s.movement.moved.length;
      if (moved === 0) {
        if (!has('move')) return [m.play_hint_no_move()];
        return has('supply') ? [m.play_hint_move_first(), m.play_hint_move_supply()] : [m.play_hint_move_first()];
      }
      if (has('move')) return [m.play_hint_move_second()];
      const out: string[] = [];
      const marchers = new Set(legal.flatMap((l) => (l.action.type === 'forced-march' ? [l.action.from] : [])));
      for (const sq of marchers) out.push(m.play_hint_forced_march({ unit: unitNameOn(game, sq) }));
      if (has('supply')) out.push(m.play_hint_move_supply());
      out.push(m.play_hint_move_done());
      return out;
    }
    case 'combat':
      return [m.play_hint_combat()];
    case 'restoration':
      return [m.play_hint_restoration({ name: names[other(s.active)] })];
  }
  return [];
}

// The five phases of a player turn in words (4-R2): one name, one line of what is done, one
// teaching text each; the rule numbers are the engine's (prompt's step rule).
import { m } from '$lib/paraglide/messages.js';
import type { Phase } from '$lib/rules';

export interface PhaseGuide {
  phase: Phase;
  /** the rule that says what may be done */
  rule: string;
  name: () => string;
  does: () => string;
  teach: () => string;
}

/** 4-R2: the five phases of a player turn, in order. */
export const PHASE_GUIDE: readonly PhaseGuide[] = [
  { phase: 'discard', rule: '4-R5', name: m.play_phase_discard, does: m.play_do_discard, teach: m.play_teach_discard },
  { phase: 'draw', rule: '4-R8', name: m.play_phase_draw, does: m.play_do_draw, teach: m.play_teach_draw },
  { phase: 'movement', rule: '5-R1', name: m.play_phase_movement, does: m.play_do_movement, teach: m.play_teach_movement },
  { phase: 'combat', rule: '4-R10', name: m.play_phase_combat, does: m.play_do_combat, teach: m.play_teach_combat },
  {
    phase: 'restoration',
    rule: '4-R11',
    name: m.play_phase_restoration,
    does: m.play_do_restoration,
    teach: m.play_teach_restoration
  }
];

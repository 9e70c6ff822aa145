// The five phases of a player turn as a guide (4-R2): the phase's name, its rule (the engine's
// step table), one line of what is done and one teaching text each.
import { m } from '$lib/paraglide/messages.js';
import { stepRule, type Phase } from '$lib/rules';
import { phaseName } from './phases';
import type { Msg } from './say';

export interface PhaseGuide {
  phase: Phase;
  /** the rule that says what may be done */
  rule: string;
  name: () => string;
  does: () => string;
  teach: () => string;
}

// the rule is the engine's for that step (rules/steps.ts), so the guide and the prompt agree
const guide = (phase: Phase, does: Msg, teach: Msg): PhaseGuide => ({
  phase,
  rule: stepRule(phase) ?? '4',
  name: () => phaseName(phase, { long: true }),
  does: () => does({}),
  teach: () => teach({})
});

/** 4-R2: the five phases of a player turn, in order. */
export const PHASE_GUIDE: readonly PhaseGuide[] = [
  guide('discard', m.play_do_discard, m.play_teach_discard),
  guide('draw', m.play_do_draw, m.play_teach_draw),
  guide('movement', m.play_do_movement, m.play_teach_movement),
  guide('combat', m.play_do_combat, m.play_teach_combat),
  guide('restoration', m.play_do_restoration, m.play_teach_restoration)
];

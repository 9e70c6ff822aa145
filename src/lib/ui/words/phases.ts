// The five phases of a player turn in words (4-R2): the one phase name (short for a column,
// long in a sentence), its rule (the engine's step table), one line of what is done and one
// teaching text each.
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/i18n.svelte';
import { stepRule, type Phase } from '$lib/rules';
import { sayOr, type Msg } from './say';

const SHORT: Record<Phase | 'setup', Msg> = {
  setup: m.hist_setup,
  discard: m.hist_phase_discard,
  draw: m.hist_phase_draw,
  movement: m.hist_phase_movement,
  combat: m.card_combat,
  restoration: m.hist_phase_restoration
};
const LONG: Record<Phase, Msg> = {
  discard: m.home_phase_discard,
  draw: m.home_phase_draw,
  movement: m.home_phase_movement,
  combat: m.home_phase_combat,
  restoration: m.home_phase_restoration
};

/**
 * The one name of a phase: "Movement" / "Ruch" (a column label; 'setup': "Setup" / "Przygotowanie"),
 * `long`: "Movement Phase" / "Faza Ruchu". A combat step ("combat:roll") is named by its phase.
 */
export function phaseName(phase: string, o: { long?: boolean; locale?: Locale } = {}): string {
  const key = phase.split(':')[0]!;
  return sayOr(o.long ? LONG : SHORT, key, phase, o.locale);
}

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

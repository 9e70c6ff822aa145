// The sequence of play (rule 4: phase ends, discard, draw, Scout/Spy) and movement (rule 5: moves,
// Supply, Forced March, Guerrilla, passing) in words.
import { m } from '$lib/paraglide/messages.js';
import { plural } from '$lib/i18n/plural';
import type { Words } from './words';

type Sentence = (inputs: { actor: string }, options: Words['o']) => string;

/** Ending each phase (4). */
const PHASE_ENDS: Record<string, Sentence> = {
  discard: m.hist_end_discard,
  draw: m.hist_end_draw,
  movement: m.hist_end_movement,
  combat: m.hist_end_combat,
  restoration: m.hist_end_restoration
};

/** Passing at each step of a combat where a pass has its own sentence (6.1). */
const COMBAT_PASSES: Record<string, Sentence> = {
  withdraw: m.hist_pass_withdraw,
  defender: m.hist_pass_defender,
  attacker: m.hist_pass_attacker,
  advance: m.hist_advance_none
};

/** A move or a Forced March (5): the unit is named, and told from then on. */
function moved(w: Words, { from, to }: { from: string; to: string }, sentence: typeof m.hist_move): string {
  const u = w.at(from);
  if (u) w.told.add(`${u.seat}:${u.id}`);
  return sentence({ actor: w.actorName, unit: u?.name ?? from, from, to }, w.o);
}

/** The sentence of an action of the sequence of play or of movement (4, 5, 9.2), or null. */
export function phaseSentence(w: Words): string | null {
  const { a, s, t, o, me, actorName: actor } = w;
  switch (a.type) {
    // --- phases (rule 4) ---
    case 'end-phase':
      return (PHASE_ENDS[s.phase] ?? m.hist_pass)({ actor }, o);
    // "odrzuca 1 kartę / 3 karty / 5 kart" (plural.ts)
    case 'discard': {
      const count = a.cards.length;
      if (count === 1) return m.hist_discard_one({ actor }, o);
      return plural(count, m.hist_discard_many, m.hist_discard_few, m.hist_discard_many, w.locale)({ actor, count }, o);
    }
    case 'draw': {
      const count = t.decks[me].hand - s.decks[me].hand;
      if (count === 1) return m.hist_draw_one({ actor }, o);
      return plural(count, m.hist_draw_many, m.hist_draw_few, m.hist_draw_many, w.locale)({ actor, count }, o);
    }
    case 'scout':
      return m.hist_scout({ actor, card: w.card(me, a.card) }, o);

    // --- movement (rule 5) ---
    case 'move':
      return moved(w, a, m.hist_move);
    case 'supply':
      return m.hist_supply({ actor }, o);
    case 'forced-march':
      return moved(w, a, m.hist_forced_march);
    case 'guerrilla':
      return m.hist_guerrilla({ actor, card: s.pending ? w.card(me, s.pending.card) : '—' }, o);
    case 'pass': {
      if (s.pending) return m.hist_pass_guerrilla({ actor }, o);
      return ((s.combat && COMBAT_PASSES[s.combat.step]) ?? m.hist_pass)({ actor }, o);
    }
  }
  return null;
}

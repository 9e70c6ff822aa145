// The sequence of play (rule 4: phase ends, discard, draw, Scout/Spy) and movement (rule 5: moves,
// Supply, Forced March, Guerrilla, passing) in words.
import { m } from '$lib/paraglide/messages.js';
import type { Words } from './words';

/** The sentence of an action of the sequence of play or of movement (4, 5, 9.2), or null. */
export function phaseSentence(w: Words): string | null {
  const { a, s, t, o, me, actorName: actor } = w;
  switch (a.type) {
    // --- phases (rule 4) ---
    case 'end-phase':
      switch (s.phase) {
        case 'discard':
          return m.hist_end_discard({ actor }, o);
        case 'draw':
          return m.hist_end_draw({ actor }, o);
        case 'movement':
          return m.hist_end_movement({ actor }, o);
        case 'combat':
          return m.hist_end_combat({ actor }, o);
        case 'restoration':
          return m.hist_end_restoration({ actor }, o);
      }
      return m.hist_pass({ actor }, o);
    case 'discard':
      return a.cards.length === 1 ? m.hist_discard_one({ actor }, o) : m.hist_discard_many({ actor, count: a.cards.length }, o);
    case 'draw': {
      const count = t.decks[me].hand - s.decks[me].hand;
      return count === 1 ? m.hist_draw_one({ actor }, o) : m.hist_draw_many({ actor, count }, o);
    }
    case 'scout':
      return m.hist_scout({ actor, card: w.card(me, a.card) }, o);

    // --- movement (rule 5) ---
    case 'move': {
      const u = w.at(a.from);
      if (u) w.told.add(`${u.seat}:${u.id}`);
      return m.hist_move({ actor, unit: u?.name ?? a.from, from: a.from, to: a.to }, o);
    }
    case 'supply':
      return m.hist_supply({ actor }, o);
    case 'forced-march': {
      const u = w.at(a.from);
      if (u) w.told.add(`${u.seat}:${u.id}`);
      return m.hist_forced_march({ actor, unit: u?.name ?? a.from, from: a.from, to: a.to }, o);
    }
    case 'guerrilla':
      return m.hist_guerrilla({ actor, card: s.pending ? w.card(me, s.pending.card) : '—' }, o);
    case 'pass': {
      if (s.pending) return m.hist_pass_guerrilla({ actor }, o);
      switch (s.combat?.step) {
        case 'withdraw':
          return m.hist_pass_withdraw({ actor }, o);
        case 'defender':
          return m.hist_pass_defender({ actor }, o);
        case 'attacker':
          return m.hist_pass_attacker({ actor }, o);
        case 'advance':
          return m.hist_advance_none({ actor }, o);
      }
      return m.hist_pass({ actor }, o);
    }

  }
  return null;
}

// Restoration actions in words (rule 7 and the Redoubt, 9.2): a unit card restoring, a Leader's
// rally with its die, a Redoubt built.
import { m } from '$lib/paraglide/messages.js';
import type { LeaderCardDef } from '$lib/data/types';
import { diceList, type Words } from './words';

/** The sentence of a restoration action (7, 9.2 Redoubt), or null. */
export function restorationSentence(w: Words): string | null {
  const { a, s, t, o, me, actorName: actor } = w;
  switch (a.type) {
    // --- restoration (rule 7) ---
    case 'restore':
      return m.hist_restore({ actor, unit: w.unitAt(a.unit), card: w.card(me, a.card) }, o);
    case 'rally': {
      const d = w.cardDef(me, a.card) as LeaderCardDef | undefined;
      const leader = d?.name ?? a.card;
      const unit = w.unitAt(a.unit);
      if (d?.rallyAutomatic || !a.dice?.length) return m.hist_rally_auto({ actor, leader, unit }, o);
      const ok = !!w.at(a.unit) && !t.armies![me].units.find((u) => u.square === a.unit)?.reduced;
      return m.hist_rally(
        { actor, leader, unit, value: d?.rally ?? '?', dice: diceList(a.dice), result: ok ? m.hist_success({}, o) : m.hist_failure({}, o) },
        o
      );
    }
    case 'redoubt':
      return m.hist_redoubt({ actor, unit: w.unitAt(a.unit), square: a.unit }, o);
  }
  return null;
}

// Setup actions in words (rule 3): the first-player roll, the map, the nations, the army, the
// starting edge, the deal and each deployment.
import { m } from '$lib/paraglide/messages.js';
import { other } from '$lib/rules';
import { edgeName, nationName } from '../words/names';
import { sayOr, type Msg } from '../words/say';
import type { Opt, Words } from './words';

/** The sentence of a setup action (3-R1…R9), or null for an action of play. */
export function setupSentence(w: Words): string | null {
  const { a, s, t, o, actorName: actor } = w;
  switch (a.type) {
    // --- setup (rule 3) ---
    case 'roll-first-player': {
      const [d0, d1] = a.dice;
      const base = { p0: w.name(0), d0, p1: w.name(1), d1 };
      if (d0 === d1) return m.hist_roll_tie(base, o);
      return m.hist_roll_first({ ...base, first: w.name(d0 > d1 ? 0 : 1) }, o);
    }
    case 'choose-map': {
      const sections = (a.sections ?? []).map((x) => `${x.id} (${x.rotation}°)`).join(', ');
      if (a.sections && a.terrain) return m.hist_map_corrected({ actor, sections }, o);
      if (a.sections) return m.hist_map_sections({ actor, sections }, o);
      return m.hist_map_terrain({ actor }, o);
    }
    case 'choose-nations':
      return m.hist_choose_nations({ actor, a: nationName(a.nations[0], w.locale), b: nationName(a.nations[1], w.locale) }, o);
    case 'choose-army': {
      const seat = w.seat ?? s.first ?? 0;
      const theirs = t.armies?.[other(seat)]?.nation;
      return m.hist_choose_army(
        {
          actor,
          nation: nationName(a.nation, w.locale),
          other: w.name(other(seat)),
          otherNation: theirs ? nationName(theirs, w.locale) : '—'
        },
        o
      );
    }
    case 'choose-edge': {
      const seat = w.seat ?? 0;
      const opposite = t.armies?.[other(seat)]?.edge ?? a.edge;
      return m.hist_choose_edge(
        {
          actor,
          edge: edgeName(a.edge, { adjective: true, locale: o.locale }),
          other: w.name(other(seat)),
          opposite: edgeName(opposite, { adjective: true, locale: o.locale })
        },
        o
      );
    }
    case 'deal':
      return m.hist_deal({}, o);
    case 'deploy': {
      const seat = w.seat ?? 0;
      w.told.add(`${seat}:${a.unit}`);
      return m.hist_deploy({ actor, unit: w.unitById(seat, a.unit), square: a.square }, o);
    }
  }
  return null;
}

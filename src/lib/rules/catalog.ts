// The printed components as the engine sees them: built-in data (src/lib/data) possibly corrected
// by the players to match their physical box (a printing may differ from the data). Rules read
// units, cards and sections only through a Catalog, never from the data modules directly.
import { ARMIES, SECTIONS } from '../data';
import type { ArmyDef, CardDef, NationId, SectionDef, UnitDef } from '../data/types';

export interface Catalog {
  army(nation: NationId): ArmyDef;
  unit(nation: NationId, unitId: string): UnitDef | undefined;
  card(nation: NationId, cardId: string): CardDef | undefined;
  section(id: number): SectionDef | undefined;
}

export function makeCatalog(armies: Readonly<Record<NationId, ArmyDef>>, sections: readonly SectionDef[]): Catalog {
  const units = new Map<string, Map<string, UnitDef>>();
  const cards = new Map<string, Map<string, CardDef>>();
  for (const a of Object.values(armies)) {
    units.set(a.id, new Map(a.units.map((u) => [u.id, u])));
    cards.set(a.id, new Map(a.deck.map((c) => [c.id, c])));
  }
  const bySection = new Map(sections.map((s) => [s.id, s]));
  return {
    army: (n) => armies[n],
    unit: (n, id) => units.get(n)?.get(id),
    card: (n, id) => cards.get(n)?.get(id),
    section: (id) => bySection.get(id)
  };
}

export const DEFAULT_CATALOG: Catalog = makeCatalog(ARMIES, SECTIONS);

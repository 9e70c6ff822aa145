import { describe, it, expect } from 'vitest';
import {
  ARMIES,
  GENERAL_ANOMALIES,
  HQ_TYPES,
  NATION_IDS,
  SECTIONS,
  UNIT_IDS,
  army,
  cardDef,
  section,
  unitDef
} from '../../../src/lib/data/index';
import type { ArmyDef, CardDef, HqCardDef, LeaderCardDef, NationId, UnitCardDef } from '../../../src/lib/data/index';

const armies: readonly ArmyDef[] = NATION_IDS.map((id) => ARMIES[id]);

const unitCards = (a: ArmyDef): UnitCardDef[] => a.deck.filter((c): c is UnitCardDef => c.kind === 'unit');
const leaderCards = (a: ArmyDef): LeaderCardDef[] => a.deck.filter((c): c is LeaderCardDef => c.kind === 'leader');
const hqCards = (a: ArmyDef): HqCardDef[] => a.deck.filter((c): c is HqCardDef => c.kind === 'hq');
const copies = (cards: readonly CardDef[]): number => cards.reduce((n, c) => n + c.copies, 0);

const DICE = /^[12]d(6|8|10)$/;

describe('armies', () => {
  it('has the eight nations, each under its own id', () => {
    expect(Object.keys(ARMIES).sort()).toEqual([...NATION_IDS].sort());
    for (const id of NATION_IDS) {
      expect(ARMIES[id].id).toBe(id);
      expect(army(id)).toBe(ARMIES[id]);
    }
  });

  it('1.3-R2: every army has exactly 8 units', () => {
    for (const a of armies) {
      expect(a.units, a.id).toHaveLength(8);
      expect(new Set(a.units.map((u) => u.id)).size, a.id).toBe(8);
      for (const u of a.units) {
        expect(['infantry', 'cavalry'], `${a.id}/${u.id}`).toContain(u.type);
        expect(Number.isInteger(u.full) && Number.isInteger(u.reduced), u.id).toBe(true);
        expect(u.reduced, `${a.id}/${u.id}`).toBeGreaterThan(0);
        expect(u.full, `${a.id}/${u.id}`).toBeGreaterThan(u.reduced);
        expect(u.id, `${a.id}/${u.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('1.4-R2: every deck is 60 cards = 40 unit cards (5 per unit) + 20 HQ', () => {
    for (const a of armies) {
      const units = unitCards(a);
      expect(copies(a.deck), a.id).toBe(60);
      expect(copies(units), a.id).toBe(40);
      expect(copies(leaderCards(a)) + copies(hqCards(a)), a.id).toBe(20);
      for (const u of a.units) {
        expect(copies(units.filter((c) => c.unit === u.id)), `${a.id}/${u.id}`).toBe(5);
      }
    }
  });

  it('every card lists one source CardID per copy, never shared within a nation', () => {
    for (const a of armies) {
      const seen = new Set<number>();
      for (const c of a.deck) {
        expect(c.copies, `${a.id}/${c.id}`).toBeGreaterThan(0);
        expect(c.sourceCardIds, `${a.id}/${c.id}`).toHaveLength(c.copies);
        for (const id of c.sourceCardIds) {
          expect(seen.has(id), `${a.id}: CardID ${id} twice`).toBe(false);
          seen.add(id);
        }
      }
    }
  });

  it('card ids are unique within each nation', () => {
    for (const a of armies) {
      const ids = a.deck.map((c) => c.id);
      expect(new Set(ids).size, a.id).toBe(ids.length);
    }
  });

  it('8-R2: every unit card names a unit of its army and has values that fit its kind', () => {
    for (const a of armies) {
      const units = new Map(a.units.map((u) => [u.id, u]));
      for (const c of unitCards(a)) {
        const where = `${a.id}/${c.id}`;
        const unit = units.get(c.unit);
        expect(unit, where).toBeDefined();
        expect(c.id, where).toMatch(new RegExp(`^${c.unit}-[1-5]$`));
        expect(c.attack ?? c.bombard ?? c.volley, where).toBeDefined();
        for (const d of [c.attack, c.bombard, c.volley]) if (d) expect(d, where).toMatch(DICE);
        expect(c.defense, where).toBeGreaterThan(0);
        if (c.bombard) {
          expect(c.range, where).toBe(2);
          expect(c.attack, where).toBeUndefined();
        }
        if (c.volley) expect(c.range, where).toBe(1);
        if (!c.bombard && !c.volley) expect(c.range, where).toBeUndefined();
        if (c.pursuit !== undefined) {
          expect(unit?.type, `${where}: pursuit only on cavalry cards`).toBe('cavalry');
          expect(c.pursuit, where).toBeGreaterThanOrEqual(1);
          expect(c.pursuit, where).toBeLessThanOrEqual(6);
        }
        if (c.withdraw !== undefined) {
          expect(a.id, `${where}: withdraw only on United States cards`).toBe('united-states');
        }
      }
    }
  });

  it('every cavalry attack card has a pursuit value and no infantry card has one', () => {
    for (const a of armies) {
      for (const c of unitCards(a)) {
        const cavalry = unitDef(a.id, c.unit)?.type === 'cavalry';
        expect(c.pursuit !== undefined, `${a.id}/${c.id}`).toBe(cavalry && c.attack !== undefined);
      }
    }
  });

  it('the United States have withdraw values (6.1-R8)', () => {
    expect(unitCards(ARMIES['united-states']).some((c) => c.withdraw !== undefined)).toBe(true);
  });

  it('9.1-R5: exactly one leader in all data has grandBattery: Napoleon, France', () => {
    const withBattery = armies.flatMap((a) =>
      leaderCards(a)
        .filter((l) => l.grandBattery !== undefined)
        .map((l) => ({ nation: a.id, id: l.id, battery: l.grandBattery }))
    );
    expect(withBattery).toEqual([{ nation: 'france', id: 'napoleon-bonaparte', battery: { bombard: '2d10', range: 2 } }]);
  });

  it('leader values and ids are well formed', () => {
    for (const a of armies) {
      for (const l of leaderCards(a)) {
        const where = `${a.id}/${l.id}`;
        expect(l.id, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const v of [l.command, l.combat, l.rally]) {
          expect(v, where).toBeGreaterThanOrEqual(1);
          expect(v, where).toBeLessThanOrEqual(6);
        }
      }
    }
    expect(cardDef('spain', 'jose-de-palafox-y-melzi')).toMatchObject({
      kind: 'leader',
      combat: 1,
      combatDefense: 5,
      rallyAutomatic: true
    });
    expect(cardDef('russia', 'mikhail-i-kutuzov')).toMatchObject({ kind: 'leader', command: 4 });
  });

  it('HQ card ids equal their type, one face per type', () => {
    for (const a of armies) {
      for (const h of hqCards(a)) {
        expect(h.id, a.id).toBe(h.type);
        expect(HQ_TYPES, a.id).toContain(h.type);
      }
    }
  });

  it('9.2-R1: every Ambush card attacks with 1d10', () => {
    const ambushes = armies.flatMap((a) => hqCards(a).filter((h) => h.type === 'ambush'));
    expect(ambushes.length).toBeGreaterThan(0);
    for (const h of ambushes) expect(h.attack).toBe('1d10');
    for (const a of armies) {
      for (const h of hqCards(a)) if (h.type !== 'ambush') expect(h.attack, a.id).toBeUndefined();
    }
  });

  it("Aid HQ table: each army's HQ mix equals the player aid", () => {
    // "Tabela kart sztabowych armii" of the Polish player aid, transcribed as printed.
    // Columns: Ambush, Committed Attack, Forced March, Guerrilla, Leader, Redoubt, Regroup,
    // Sappers, Skirmish, Scout, Supply, Withdraw. "-" and "--" mean none.
    const columns = [
      'ambush',
      'committed-attack',
      'forced-march',
      'guerrilla',
      'leader',
      'redoubt',
      'regroup',
      'sappers',
      'skirmish',
      'scout',
      'supply',
      'withdraw'
    ] as const;
    const printed: Record<NationId, string> = {
      austria: '2 1 - 2 4 3 - - 2 - 4 2',
      france: '- - 3 - 6 1 - 1 1 - 4 4',
      'great-britain': '- 1 2 - 5 2 - 1 1 1 4 3',
      'ottoman-empire': '- 4 - - 4 - 7 - -- - - 5',
      prussia: '- 1 3 1 4 3 - - 2 - 4 2',
      russia: '- 3 - 2 6 2 - - 1 - 4 2',
      spain: '- - - 5 5 4 - - 1 - 2 3',
      'united-states': '4 - - - 5 3 - 1 1 1 3 2'
    };
    for (const nation of NATION_IDS) {
      const cells = printed[nation].split(' ').map((c) => (/^-+$/.test(c) ? 0 : Number(c)));
      expect(cells, nation).toHaveLength(columns.length);
      const a = ARMIES[nation];
      for (const [i, type] of columns.entries()) {
        const actual = type === 'leader' ? copies(leaderCards(a)) : copies(hqCards(a).filter((h) => h.type === type));
        expect(actual, `${nation} / ${type}`).toBe(cells[i]);
      }
      expect(
        hqCards(a).every((h) => (columns as readonly string[]).includes(h.type)),
        nation
      ).toBe(true);
    }
  });

  it('2.2-R6 tie-break ranks follow the printed order', () => {
    const order: NationId[] = ['united-states', 'ottoman-empire', 'spain', 'austria', 'prussia', 'russia', 'great-britain', 'france'];
    expect(order.map((id) => ARMIES[id].tieBreakRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has the Polish names of the rulebook', () => {
    expect(NATION_IDS.map((id) => ARMIES[id].namePl)).toEqual([
      'Francja',
      'Wielka Brytania',
      'Austria',
      'Prusy',
      'Rosja',
      'Hiszpania',
      'Imperium Otomańskie',
      'Stany Zjednoczone'
    ]);
  });

  it('lookups find units and cards by id, and nothing else', () => {
    for (const a of armies) {
      expect(UNIT_IDS[a.id]).toEqual(a.units.map((u) => u.id));
      for (const u of a.units) expect(unitDef(a.id, u.id)).toBe(u);
      for (const c of a.deck) expect(cardDef(a.id, c.id)).toBe(c);
    }
    expect(unitDef('france', 'imperial-guard')?.full).toBe(8);
    expect(unitDef('prussia', '1st-infantry-regiment')?.full).toBe(6);
    expect(unitDef('united-states', '1st-infantry-regiment')?.full).toBe(8);
    expect(unitDef('france', 'russian-guard')).toBeUndefined();
    expect(cardDef('france', 'supply')).toMatchObject({ kind: 'hq', copies: 4 });
    expect(cardDef('france', 'no-such-card')).toBeUndefined();
    expect(cardDef('russia', 'napoleon-bonaparte')).toBeUndefined();
  });

  it('medium-confidence resolutions are marked on the unit or card they concern', () => {
    const doubted: [NationId, string][] = [
      ['russia', 'moscow-regiment-1'],
      ['russia', 'moscow-regiment-2'],
      ['russia', 'russian-guard-1'],
      ['ottoman-empire', '1st-janissaries-2'],
      ['spain', '1st-line-regiment-2'],
      ['france', '4th-regiment-suisse-2']
    ];
    for (const [nation, id] of doubted) {
      expect(cardDef(nation, id)?.doubt?.confidence, `${nation}/${id}`).toBe('medium');
    }
    expect(cardDef('russia', 'russian-guard-1')?.sourceCardIds).toContain(337);
    expect(cardDef('ottoman-empire', '1st-janissaries-2')?.sourceCardIds).toContain(182);
    expect(cardDef('spain', '1st-line-regiment-2')?.sourceCardIds).toContain(362);
    expect(cardDef('france', '4th-regiment-suisse-2')?.sourceCardIds).toEqual([132]);
    for (const id of ['19th-regiment-legere', '45th-regiment-legere']) {
      expect(unitDef('france', id)?.doubt?.confidence, id).toBe('medium');
    }
    const marked = armies.flatMap((a) => [...a.units, ...a.deck].filter((x) => x.doubt)).length;
    expect(marked).toBe(doubted.length + 2);
  });

  it('keeps the anomalies of each nation and the general ones apart', () => {
    for (const a of armies) {
      for (const an of a.anomalies) {
        expect(['high', 'medium', 'low'], a.id).toContain(an.confidence);
        expect(an.subject && an.problem && an.resolution, a.id).toBeTruthy();
      }
    }
    expect(ARMIES.russia.anomalies.length).toBeGreaterThan(0);
    expect(GENERAL_ANOMALIES.length).toBeGreaterThan(0);
    expect(GENERAL_ANOMALIES.some((an) => /pursuit modifier/i.test(an.subject))).toBe(true);
  });
});

describe('map sections', () => {
  it('1.1-R1: 24 sections of 4x4 valid terrain letters', () => {
    expect(SECTIONS).toHaveLength(24);
    expect(SECTIONS.map((s) => s.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(SECTIONS.map((s) => s.id)).size).toBe(24);
    for (const s of SECTIONS) {
      expect(s.rows, `section ${s.id}`).toHaveLength(4);
      for (const row of s.rows) expect(row, `section ${s.id}`).toMatch(/^[chtwmfl]{4}$/);
      expect(section(s.id)).toBe(s);
    }
    expect(section(0)).toBeUndefined();
    expect(section(25)).toBeUndefined();
  });

  it('sections 2-4 are unverified copies of 14, 11 and 11; the rest are verified', () => {
    const copies: Record<number, number> = { 2: 14, 3: 11, 4: 11 };
    for (const s of SECTIONS) {
      const original = copies[s.id];
      expect(s.verified, `section ${s.id}`).toBe(original === undefined);
      if (original !== undefined) {
        expect(s.rows).toEqual(section(original)?.rows);
        expect(s.notes).toMatch(new RegExp(`\\b${original}\\b`));
      }
    }
  });

  it('keeps the rare terrain where the images show it', () => {
    const at = (id: number, r: number, c: number) => section(id)?.rows[r - 1]?.[c - 1];
    expect(at(18, 4, 4)).toBe('m');
    expect(at(21, 2, 2)).toBe('l');
    expect(at(21, 4, 2)).toBe('l');
    expect(at(17, 4, 2)).toBe('c');
    const count = (letter: string) => SECTIONS.reduce((n, s) => n + s.rows.join('').split(letter).length - 1, 0);
    expect(count('m')).toBe(1);
    expect(count('l')).toBe(2);
  });
});

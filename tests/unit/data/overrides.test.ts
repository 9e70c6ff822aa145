import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { applyOverrides, OverridesSchema } from '../../../src/lib/data/overrides';
import { ARMIES } from '../../../src/lib/data';
import { attackTotal, makeCatalog, parsePosition } from '../../../src/lib/rules';
import { json } from '../rules/position-helpers';

describe('data overrides from the physical box', () => {
  it('a corrected unit strength changes a computed total (6.1-R16 strength line)', () => {
    const spec = json({ s: { d4: 'inf' }, n: { d5: 'inf' } });
    const plain = parsePosition(spec);
    const { armies, sections } = applyOverrides({ units: { france: { 'imperial-guard': { full: 9 } } } });
    const edited = parsePosition(spec, makeCatalog(armies, sections));
    if (!plain.ok || !edited.ok) throw new Error('bad position');
    const a = { kind: 'assault' as const, from: 'd4', target: 'd5', dice: [3, 4] };
    expect(ARMIES.france.units.find((u) => u.id === 'imperial-guard')!.full).toBe(8);
    expect(attackTotal(plain.value, a).total).toBe(8 + 7);
    expect(attackTotal(edited.value, a).total).toBe(9 + 7);
  });

  it('a card value can be corrected or removed; the built-in data is untouched', () => {
    const { armies } = applyOverrides({ cards: { france: { 'imperial-guard-1': { attack: '2d10', defense: 6 } } } });
    const card = armies.france.deck.find((c) => c.id === 'imperial-guard-1')!;
    expect(card).toMatchObject({ attack: '2d10', defense: 6 });
    expect(ARMIES.france.deck.find((c) => c.id === 'imperial-guard-1')).toMatchObject({ attack: '2d8', defense: 7 });
    const removed = applyOverrides({ cards: { france: { 'imperial-guard-1': { attack: '' } } } });
    expect(removed.armies.france.deck.find((c) => c.id === 'imperial-guard-1')).not.toHaveProperty('attack');
  });

  it('a corrected section changes the terrain built from it', () => {
    const { armies, sections } = applyOverrides({ sections: { '1': ['hhhh', 'cccc', 'cccc', 'cccc'] } });
    const p = parsePosition(
      { sections: [{ id: 1 }, { id: 5 }, { id: 6 }, { id: 7 }], armies: json({}).armies },
      makeCatalog(armies, sections)
    );
    expect(p.ok && p.value.terrain.slice(56, 60)).toEqual(['hill', 'hill', 'hill', 'hill']);
  });

  it('refuses impossible values (dice that do not exist, strengths out of range, bad terrain letters)', () => {
    const bad = [
      { cards: { france: { 'imperial-guard-1': { attack: '2d9' } } } },
      { units: { france: { 'imperial-guard': { full: -1 } } } },
      { sections: { '1': ['xxxx', 'cccc', 'cccc', 'cccc'] } },
      { units: { bavaria: {} } }
    ];
    for (const o of bad) expect(v.safeParse(OverridesSchema, o).success).toBe(false);
  });
});

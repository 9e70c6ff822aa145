// Card display helpers (src/lib/ui/cards.ts): names and printed values in Polish and English.
import { describe, expect, it } from 'vitest';
import { setLanguage } from '$lib/i18n.svelte';
import { DEFAULT_CATALOG, NATION_IDS } from '$lib/rules';
import type { CardDef, UnitCardDef } from '$lib/data/types';
import { cardKindName, cardName, cardValues, cardValuesText, diceText, hqName, hqTypeName, unitCardValues } from '$lib/ui/words/cards';

const cat = DEFAULT_CATALOG;
const card = (nation: Parameters<typeof cat.card>[0], id: string): CardDef => {
  const c = cat.card(nation, id);
  if (!c) throw new Error(`no card ${nation}/${id}`);
  return c;
};
const pairs = (def: CardDef, locale: 'pl' | 'en') => cardValues(def, locale).map((v) => [v.label, v.value]);

describe('dice notation', () => {
  it('writes d as k in Polish', () => {
    expect(diceText('2d6', 'pl')).toBe('2k6');
    expect(diceText('1d10', 'pl')).toBe('1k10');
    expect(diceText('2d8', 'en')).toBe('2d8');
    expect(diceText('odd', 'pl')).toBe('odd');
  });
});

describe('unit cards', () => {
  const guard = card('france', 'imperial-guard-1') as UnitCardDef; // 2d8 attack, defence 7, Not Required To Advance

  it('names a unit card by its unit and short values', () => {
    expect(cardName(cat, 'france', guard, 'pl')).toBe('Imperial Guard — A 2k8 / O 7 / NMZ');
    expect(cardName(cat, 'france', guard, 'en')).toBe('Imperial Guard — A 2d8 / D 7 / NRA');
    expect(cardName(cat, 'france', 'imperial-guard-1', 'en')).toBe('Imperial Guard — A 2d8 / D 7 / NRA');
    expect(unitCardValues(guard, 'pl')).toBe('A 2k8 / O 7 / NMZ');
    expect(cardKindName(guard, 'pl')).toBe('Karta jednostki');
    expect(cardKindName(guard, 'en')).toBe('Unit card');
  });

  it('lists the printed values with labels', () => {
    expect(pairs(guard, 'pl')).toEqual([
      ['Atak', '2k8'],
      ['Obrona', '7'],
      ['Nie musi zajmować terenu', 'tak']
    ]);
    expect(pairs(guard, 'en')).toEqual([
      ['Attack', '2d8'],
      ['Defence', '7'],
      ['Not Required To Advance', 'yes']
    ]);
    expect(cardValuesText(guard, 'pl')).toBe('Atak 2k8 · Obrona 7 · Nie musi zajmować terenu');
  });

  it('shows Bombard with its Range, Pursuit and Withdraw', () => {
    const gun = card('great-britain', '1st-foot-guards-3');
    expect(pairs(gun, 'pl')).toEqual([
      ['Obrona', '7'],
      ['Bombardowanie', '2k6'],
      ['Zasięg', '2']
    ]);
    expect(pairs(gun, 'en')).toEqual([
      ['Defence', '7'],
      ['Bombard', '2d6'],
      ['Range', '2']
    ]);
    const cuirassiers = card('france', '1st-cuirassiers-1');
    expect(pairs(cuirassiers, 'pl')).toContainEqual(['Pogoń', '4']);
    expect(pairs(cuirassiers, 'en')).toContainEqual(['Pursuit', '4']);
    const us = DEFAULT_CATALOG.army('united-states').deck.find((d) => d.kind === 'unit' && d.withdraw)!;
    expect(pairs(us, 'pl').map(([l]) => l)).toContain('Wycofanie');
    expect(pairs(us, 'en').map(([l]) => l)).toContain('Withdraw');
    const volley = DEFAULT_CATALOG.army('russia').deck.find((d) => d.kind === 'unit' && d.volley)!;
    expect(pairs(volley, 'pl').map(([l]) => l)).toContain('Salwa');
    expect(pairs(volley, 'en').map(([l]) => l)).toContain('Volley');
  });
});

describe('leaders', () => {
  it('names a leader by name and lists Command, Combat, Rally and extras', () => {
    const napoleon = card('france', 'napoleon-bonaparte');
    expect(cardName(cat, 'france', napoleon, 'pl')).toBe('Napoléon Bonaparte');
    expect(cardKindName(napoleon, 'pl')).toBe('Karta dowódcy');
    expect(pairs(napoleon, 'pl')).toEqual([
      ['Dowodzenie', '4'],
      ['Walka', '5'],
      ['Zbiórka', '5'],
      ['Wspaniała artyleria', '2k10, zasięg 2']
    ]);
    expect(pairs(napoleon, 'en')).toEqual([
      ['Command', '4'],
      ['Combat', '5'],
      ['Rally', '5'],
      ['Grand Battery', '2d10, range 2']
    ]);
    const murat = card('france', 'joachim-murat');
    expect(pairs(murat, 'pl')).toContainEqual(['Modyfikator pogoni', '−1']);
    expect(pairs(murat, 'en')).toContainEqual(['Pursuit modifier', '−1']);
  });

  it('shows a split Combat value and an automatic Rally', () => {
    const palafox = card('spain', 'jose-de-palafox-y-melzi');
    expect(pairs(palafox, 'pl')).toEqual([
      ['Dowodzenie', '1'],
      ['Walka', '1/5'],
      ['Zbiórka', 'automatyczna']
    ]);
    expect(pairs(palafox, 'en')).toContainEqual(['Rally', 'Auto']);
  });
});

describe('HQ cards', () => {
  it('names the type in the language, with the printed title where it differs', () => {
    expect(cardName(cat, 'great-britain', 'sappers', 'pl')).toBe('Saperzy/Inżynierzy (Royal Engineers)');
    expect(cardName(cat, 'great-britain', 'sappers', 'en')).toBe('Sappers/Engineers (Royal Engineers)');
    expect(cardName(cat, 'france', 'supply', 'pl')).toBe('Zaopatrzenie');
    expect(cardName(cat, 'france', 'supply', 'en')).toBe('Supply');
    expect(cardName(cat, 'great-britain', 'scout', 'pl')).toBe('Zwiadowca/Szpieg'); // printed "Spy"
    expect(hqTypeName('forced-march', 'pl')).toBe('Forsowny marsz');
    expect(hqTypeName('committed-attack', 'pl')).toBe('Atak z poświęceniem');
    expect(hqTypeName('regroup', 'en')).toBe('Regroup');
    const guerrilla = DEFAULT_CATALOG.army('spain').deck.find((d) => d.kind === 'hq' && d.type === 'guerrilla')!;
    expect(guerrilla.kind === 'hq' && hqName(guerrilla, 'pl')).toBe('Partyzanci'); // printed "Guerrillas"
    expect(cardKindName(guerrilla, 'en')).toBe('HQ card');
  });

  it('shows the Ambush attack dice; other HQ cards print no values', () => {
    const nation = NATION_IDS.find((n) => DEFAULT_CATALOG.army(n).deck.some((d) => d.id === 'ambush'))!;
    const ambush = card(nation, 'ambush');
    expect(cardName(cat, nation, ambush, 'pl')).toBe('Zasadzka');
    expect(pairs(ambush, 'pl')).toEqual([['Atak', '1k10']]);
    expect(pairs(ambush, 'en')).toEqual([['Attack', '1d10']]);
    expect(cardValues(card('france', 'supply'), 'en')).toEqual([]);
  });

  it('follows the current language without a locale argument', () => {
    setLanguage('pl');
    expect(cardName(cat, 'france', 'forced-march')).toBe('Forsowny marsz');
    setLanguage('en');
    expect(cardName(cat, 'france', 'forced-march')).toBe('Forced March');
  });

  it('says so for a card that is not in the deck', () => {
    expect(cardName(cat, 'france', 'no-such-card', 'en')).toBe('unknown card no-such-card');
  });
});

describe('every card of every army', () => {
  it('has a distinct display name and clean values in both languages', () => {
    for (const nation of NATION_IDS) {
      for (const locale of ['pl', 'en'] as const) {
        const names = new Map<string, string>();
        for (const def of DEFAULT_CATALOG.army(nation).deck) {
          const name = cardName(cat, nation, def, locale);
          const text = `${name} ${cardValuesText(def, locale)}`;
          expect(text).not.toMatch(/undefined|NaN|\[object/);
          expect(names.get(name), `${nation} ${locale}: ${name} for ${def.id} and ${names.get(name)}`).toBeUndefined();
          names.set(name, def.id);
        }
      }
    }
  });
});
